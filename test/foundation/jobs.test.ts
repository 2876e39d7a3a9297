import t from 'tap';
import { withTransaction } from '../../src/core/db/pool.js';
import { TaskPool } from '../../src/core/pool/task-pool.js';
import { startTestApp } from '../helpers/app.js';
import { createProbe, enqueueProbeJob, getProbe, type Probe, probeJobsQueued, probePoolModules } from '../helpers/probes.js';
import { eventually } from '../helpers/processes.js';
import { scaled } from '../helpers/load.js';

// The task time limit ends the endless 'spin' probe; stretched on a busy machine (scaled), it leaves
// the other probes (a thread's start, a 64 MB allocation) time enough there too.
const TASK_TIMEOUT_MS = scaled(6_000);
const app = await startTestApp(t, { env: { POOL_TASK_TIMEOUT_MS: String(TASK_TIMEOUT_MS), POOL_MEMORY_LIMIT_MB: '64' } });
const { db } = app;

const completed = (id: string) =>
  eventually(
    async () => {
      const probe = await getProbe(db, id);
      return probe?.completed_at ? probe : undefined;
    },
    { what: `probe ${id}` },
  );

t.test("a transaction Postgres aborts as a deadlock's victim runs again when attempts allow it; any other failure does not", async (t) => {
  // The SQLSTATE Postgres gives the victim of a deadlock, raised by Postgres itself.
  const abortAsVictim = "DO $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END $$";
  let runs = 0;
  const id = await withTransaction(
    db,
    async (client) => {
      runs += 1;
      await client.query("INSERT INTO test_probes (id, mode) VALUES ('probe_retried', 'queue')");
      if (runs === 1) await client.query(abortAsVictim);
      return 'probe_retried';
    },
    { attempts: 3 },
  );
  t.equal(runs, 2, 'run again once');
  t.equal((await db.query('SELECT count(*)::int AS n FROM test_probes WHERE id = $1', [id])).rows[0].n, 1, "the first run's write rolled back");

  runs = 0;
  await t.rejects(
    withTransaction(
      db,
      async (client) => {
        runs += 1;
        await client.query("INSERT INTO test_probes (id, mode) VALUES ('probe_retried', 'queue')");
      },
      { attempts: 3 },
    ),
    { code: '23505' },
  );
  t.equal(runs, 1, 'a unique violation is not run again');
  runs = 0;
  await t.rejects(
    withTransaction(db, async (client) => {
      runs += 1;
      await client.query(abortAsVictim);
    }),
    { code: '40P01' },
  );
  t.equal(runs, 1, 'nor a victim, by default');
});

t.test('a job added in a transaction that rolls back does not exist; a committed one runs', async (t) => {
  const jobsBefore = await probeJobsQueued(db);
  await t.rejects(
    withTransaction(db, async (client) => {
      await client.query("INSERT INTO test_probes (id, mode) VALUES ('probe_rolled_back', 'queue')");
      await enqueueProbeJob(client, 'probe_rolled_back');
      throw new Error('the state change failed after the enqueue');
    }),
    /state change failed/,
  );
  t.equal(await probeJobsQueued(db), jobsBefore, 'no job was left behind');
  t.equal(await getProbe(db, 'probe_rolled_back'), undefined, 'nor the row');

  const probe = await createProbe(db, 'queue');
  const done = await completed(probe.id);
  t.equal(done.outcome, 'ok');
  t.equal(done.attempts, 1);
});

t.test('pool tasks that throw, run out of memory or run too long fail their job, not the worker', async (t) => {
  const outcomes: Record<string, Probe> = {};
  for (const mode of ['throw', 'oom', 'spin', 'ok'] as const) {
    const probe = await createProbe(db, mode);
    outcomes[mode] = await completed(probe.id);
  }
  t.match(outcomes.throw, { outcome: 'failed', detail: 'probe task failed on purpose' });
  t.match(outcomes.oom, { outcome: 'out_of_memory', detail: /memory limit/ });
  t.match(outcomes.spin, { outcome: 'timeout', detail: `pool task exceeded its time limit of ${TASK_TIMEOUT_MS} ms` });
  t.match(outcomes.ok, { outcome: 'ok', detail: /^thread \d+$/ }, 'the next job after the failures runs');
  const failedJobs = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE attempts >= max_attempts AND last_error IS NOT NULL`,
  );
  t.equal(failedJobs.rows[0]!.n, 3, 'the three failures are recorded as failed jobs');
  const health = (await (await app.request('/v1/health')).json()) as { checks: { queue: { failed: number }; workers: { live: number } } };
  t.equal(health.checks.queue.failed, 3, 'health reports them');
  t.equal(health.checks.workers.live, 1, 'the worker is still alive');
});

t.test("a task's time limit counts its own run, not the time it waited for a thread", async (t) => {
  const pool = new TaskPool({ threads: 1, memoryLimitMb: 64, taskTimeoutMs: 60_000, modules: probePoolModules });
  t.teardown(() => pool.close());
  // The first task holds the only thread for 4 s; the second's 3 s limit would expire while it
  // waited if waiting counted, so this fails with the limit measured from submission. Both are
  // scaled on a busy machine, where the second's own run (a new thread's start) takes seconds.
  const blocker = pool.run('probe', { mode: 'spin' }, { timeoutMs: scaled(4_000) });
  const queued = pool.run('probe', { mode: 'ok' }, { timeoutMs: scaled(3_000) });
  const blocked = await blocker.then(
    () => undefined,
    (error: unknown) => error,
  );
  t.match(blocked, { name: 'PoolTaskError', reason: 'timeout' });
  t.match(await queued, { threadId: Number }, 'the queued task ran once a thread was free');
});

t.test('idle threads: each running task takes one, a queued task finds none', async (t) => {
  const pool = new TaskPool({ threads: 2, memoryLimitMb: 64, taskTimeoutMs: 60_000, modules: probePoolModules });
  t.teardown(() => pool.close());
  t.equal(pool.idleThreads, 2);
  const first = pool.run('probe', { mode: 'ok' });
  t.equal(pool.idleThreads, 1, 'a task holds its thread from submission');
  const second = pool.run('probe', { mode: 'ok' });
  const third = pool.run('probe', { mode: 'ok' });
  t.equal(pool.idleThreads, 0, 'with a task waiting, none is idle');
  await Promise.all([first, second, third]);
  t.equal(pool.idleThreads, 2, 'all free again once every task has finished');
});
