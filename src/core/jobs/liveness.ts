import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { withTransaction, type Db, type Queryable } from '../db/pool.js';
import type { Logger } from '../logger.js';

export function newWorkerProcessId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

export async function beat(db: Queryable, id: string, graphileWorkerIds: string[]): Promise<void> {
  await db.query(
    `INSERT INTO worker_processes (id, hostname, pid, graphile_worker_ids) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET last_seen_at = now(), graphile_worker_ids = EXCLUDED.graphile_worker_ids`,
    [id, os.hostname(), process.pid, graphileWorkerIds],
  );
}

export async function retire(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM worker_processes WHERE id = $1', [id]);
}

/** A job whose last attempt was running on a worker process that stopped: it will not run again. */
export interface AbandonedJob {
  id: string;
  task: string;
  payload: unknown;
}

/** What the worker's composition root does with abandoned jobs (each feature ends its own record). */
export type EndAbandonedJobs = (client: Queryable, jobs: AbandonedJob[]) => Promise<void>;

/** The last_error of a job whose last attempt's worker stopped, as the queue shows it. */
export const ABANDONED_JOB_ERROR = 'the worker process running its last attempt stopped';

/**
 * Unlocks the jobs that `workerIds` hold, so they run again now. A job that was on its last
 * attempt would never run again, and the record it was finishing would wait forever: those are
 * failed permanently here and handed to `endAbandoned`, on the caller's transaction.
 */
export async function unlockJobsOf(client: Queryable, workerIds: string[], endAbandoned: EndAbandonedJobs): Promise<void> {
  if (workerIds.length === 0) return;
  // graphile-worker's public view and admin functions only: its _private tables may change in any release.
  const { rows: lastAttempts } = await client.query<{ id: string; task: string }>(
    'SELECT id::text AS id, task_identifier AS task FROM graphile_worker.jobs WHERE locked_by = ANY($1::text[]) AND attempts >= max_attempts',
    [workerIds],
  );
  await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [workerIds]);
  if (lastAttempts.length === 0) return;
  const { rows: failed } = await client.query<{ id: string; payload: unknown }>(
    'SELECT id::text AS id, payload FROM graphile_worker.permanently_fail_jobs($1::bigint[], $2)',
    [lastAttempts.map((job) => job.id), ABANDONED_JOB_ERROR],
  );
  const taskOf = new Map(lastAttempts.map((job) => [job.id, job.task]));
  await endAbandoned(
    client,
    failed.map((job) => ({ id: job.id, task: taskOf.get(job.id)!, payload: job.payload })),
  );
}

/**
 * Unlocks the jobs of worker processes whose heartbeat went stale (killed, frozen, host lost), so
 * they run again now rather than after graphile-worker's 4-hour lock timeout. Any live worker may
 * do this; rows are locked so two workers never unlock the same process twice.
 */
export async function reclaimStaleWorkers(db: Db, staleAfterMs: number, log: Logger, endAbandoned: EndAbandonedJobs): Promise<string[]> {
  return withTransaction(db, async (client) => {
    const { rows } = await client.query<{ id: string; graphile_worker_ids: string[] }>(
      `SELECT id, graphile_worker_ids FROM worker_processes
        WHERE last_seen_at < now() - make_interval(secs => $1::double precision / 1000)
        FOR UPDATE SKIP LOCKED`,
      [staleAfterMs],
    );
    if (rows.length === 0) return [];
    await unlockJobsOf(
      client,
      rows.flatMap((row) => row.graphile_worker_ids),
      endAbandoned,
    );
    await client.query('DELETE FROM worker_processes WHERE id = ANY($1::text[])', [rows.map((row) => row.id)]);
    log.warn({ worker_processes: rows.map((row) => row.id) }, 'unlocked the jobs of stale worker processes');
    return rows.map((row) => row.id);
  });
}
