import type { Queryable } from '../db/pool.js';
import type { JobName, JobPayloads } from './payloads.js';

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one pending job per key; adding again replaces it (graphile-worker's job_key). */
  jobKey?: string;
  /** With `jobKey`: `preserve_run_at` keeps a pending job's run_at (only its payload is replaced); `replace`, the default, moves it. */
  jobKeyMode?: 'replace' | 'preserve_run_at';
  maxAttempts?: number;
  queueName?: string;
  priority?: number;
}

/**
 * Adds a job on the caller's client. Called inside the transaction that makes the state change,
 * the job exists exactly when that change commits.
 */
export async function enqueue<N extends JobName>(client: Queryable, name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT (graphile_worker.add_job(
       identifier => $1, payload => $2::json, queue_name => $3, run_at => $4,
       max_attempts => $5, job_key => $6, priority => $7, job_key_mode => $8)).id::text AS id`,
    [
      name,
      JSON.stringify(payload),
      options.queueName ?? null,
      options.runAt ?? null,
      options.maxAttempts ?? null,
      options.jobKey ?? null,
      options.priority ?? null,
      options.jobKeyMode ?? 'replace',
    ],
  );
  return rows[0]!.id;
}
