import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { withTransaction, type Db, type Queryable } from '../../src/core/db/pool.js';
import type { JobDefinition } from '../../src/core/jobs/define.js';
import { enqueue, type EnqueueOptions } from '../../src/core/jobs/enqueue.js';
import type { JobName } from '../../src/core/jobs/payloads.js';
import { PoolTaskError } from '../../src/core/pool/task-pool.js';
import { serviceJobs } from '../../src/server/task-list.js';
import type { WorkerSetup } from '../../src/server/worker-server.js';
import type { ProbeMode } from './probe-task.js';

/*
 * Probes: a test's end-to-end check of the queue, the worker processes and the thread pool. A probe
 * is a row and a job that runs in a real worker (in-process, or a `proofpay start` process through
 * service-entry.ts), optionally holding its slot, optionally running the pool's probe task
 * (probe-task.ts) in a real pool thread; it writes its outcome once, however often its job runs.
 * None of it ships: the service's worker runs its features' jobs, and a test's worker these too.
 */

/** `queue` checks queue and worker only; the other modes also run the pool's probe task. */
export type ProbeKind = 'queue' | ProbeMode;

export interface Probe {
  id: string;
  mode: ProbeKind;
  hold_ms: number;
  attempts: number;
  created_at: Date;
  completed_at: Date | null;
  completed_by: string | null;
  outcome: string | null;
  detail: string | null;
}

/** The table of the probes: in every test database (database.ts creates it beside the migrated schema). */
export const PROBE_TABLE_SQL = `CREATE TABLE test_probes (
  id text PRIMARY KEY,
  mode text NOT NULL,
  hold_ms integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  completed_by text,
  outcome text,
  detail text
)`;

const PROBE_JOB = 'test.probe';

/** Adds the probe's job through the service's enqueue. The name is no JobName: those are exactly the features' jobs (task-list.ts checks it). */
const enqueueProbe = (client: Queryable, probeId: string, options: EnqueueOptions) =>
  enqueue(client, PROBE_JOB as string as JobName, { probe_id: probeId } as never, options);

/** Records a probe and enqueues its job in one transaction; the job makes one attempt (a `queue` probe five). */
export async function createProbe(db: Db, mode: ProbeKind, holdMs = 0): Promise<Probe> {
  return withTransaction(db, async (client) => {
    const { rows } = await client.query<Probe>('INSERT INTO test_probes (id, mode, hold_ms) VALUES ($1, $2, $3) RETURNING *', [
      `probe_${randomUUID()}`,
      mode,
      holdMs,
    ]);
    const probe = rows[0]!;
    await enqueueProbe(client, probe.id, { maxAttempts: mode === 'queue' ? 5 : 1 });
    return probe;
  });
}

/** Adds a probe's job alone (for a row the caller inserts in its own transaction). */
export const enqueueProbeJob = (client: Queryable, probeId: string) => enqueueProbe(client, probeId, {});

export async function getProbe(db: Queryable, id: string): Promise<Probe | undefined> {
  const { rows } = await db.query<Probe>('SELECT * FROM test_probes WHERE id = $1', [id]);
  return rows[0];
}

/** Jobs of the probe task waiting, running or failed in the queue. */
export async function probeJobsQueued(db: Queryable, { locked = false } = {}): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = $1${locked ? ' AND locked_by IS NOT NULL' : ''}`,
    [PROBE_JOB],
  );
  return rows[0]!.n;
}

/** Counts an attempt and returns the probe, or undefined when it is gone or already complete. */
async function beginProbeAttempt(db: Queryable, id: string): Promise<Probe | undefined> {
  const { rows } = await db.query<Probe>('UPDATE test_probes SET attempts = attempts + 1 WHERE id = $1 AND completed_at IS NULL RETURNING *', [id]);
  return rows[0];
}

/** Writes the outcome once: a repeated run after a crash finds it written and changes nothing. */
async function completeProbe(db: Queryable, id: string, by: string, outcome: string, detail: string | null): Promise<void> {
  await db.query(
    `UPDATE test_probes SET completed_at = now(), completed_by = $2, outcome = $3, detail = $4
      WHERE id = $1 AND completed_at IS NULL`,
    [id, by, outcome, detail],
  );
}

/** The probe's job, declared as a feature declares its own (a chain-kind job, as the watchers). */
export const probeJob: JobDefinition<typeof PROBE_JOB, { probe_id: string }> = {
  name: PROBE_JOB,
  kind: 'chain',
  run: async ({ probe_id }, ctx, { log, helpers }) => {
    const probe = await beginProbeAttempt(ctx.db, probe_id);
    if (!probe) return;
    if (probe.hold_ms > 0) await sleep(probe.hold_ms, undefined, { signal: helpers.abortSignal });
    if (probe.mode === 'queue') {
      await completeProbe(ctx.db, probe.id, ctx.workerProcessId, 'ok', null);
      return;
    }
    try {
      const result = await ctx.pool.run('probe', { mode: probe.mode });
      await completeProbe(ctx.db, probe.id, ctx.workerProcessId, 'ok', `thread ${result.threadId}`);
    } catch (error) {
      const outcome = error instanceof PoolTaskError ? error.reason : 'failed';
      await completeProbe(ctx.db, probe.id, ctx.workerProcessId, outcome, (error as Error).message);
      log.warn({ probe_id, outcome }, 'probe pool task failed');
      throw error; // the job fails; the process carries on
    }
  },
};

/** The pool task modules of the tests, for a TaskPool of their own (TaskPoolOptions.modules). */
export const probePoolModules = { probe: fileURLToPath(new URL('./probe-task.js', import.meta.url)) };

/** What a test's worker runs: the service's jobs and the probe's, with the probe task in its pool. */
export const probeWorker: WorkerSetup = { jobs: [...serviceJobs, probeJob], poolModules: probePoolModules };
