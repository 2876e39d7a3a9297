import t from 'tap';
import { freshDatabase } from '../helpers/database.js';
import { createProbe, getProbe, probeJobsQueued } from '../helpers/probes.js';
import { eventually, startServiceProcess } from '../helpers/processes.js';
import { checkedFetch } from '../helpers/contract.js';

t.test('a worker killed with SIGKILL mid-job: a new worker finishes the job, once', async (t) => {
  const { db, url } = await freshDatabase(t);
  const env = { DATABASE_URL: url, WORKER_HEARTBEAT_MS: '500', WORKER_STALE_AFTER_MS: '4000' };
  const first = await startServiceProcess(t, 'worker', env, { probes: true });
  const recorded = (await db.query('SELECT graphile_worker_ids FROM worker_processes WHERE id = $1', [first.ready])).rows[0].graphile_worker_ids;
  t.equal(recorded.filter((id: string) => id.startsWith('pool-')).length, 3, 'the pool of each of its three runners is recorded for crash recovery');
  const probe = await createProbe(db, 'queue', 3_000);
  await eventually(async () => ((await getProbe(db, probe.id))!.attempts === 1 ? true : undefined), { what: 'the first attempt' });
  await first.stop('SIGKILL');
  // The probe's jobs only: the worker also keeps the recurring checkout expiry sweep scheduled.
  t.equal(await probeJobsQueued(db, { locked: true }), 1, 'the dead worker left its job locked');

  const second = await startServiceProcess(t, 'worker', env, { probes: true });
  const done = await eventually(
    async () => {
      const row = await getProbe(db, probe.id);
      return row?.completed_at ? row : undefined;
    },
    { timeoutMs: 90_000, what: 'the job to complete on the new worker' },
  );
  t.equal(done.completed_by, second.ready, 'the new worker completed it');
  t.equal(done.attempts, 2, 'it ran once on each worker');
  t.equal(done.outcome, 'ok');
  // The task's own transaction stamps the probe; graphile-worker deletes the job after the task
  // returns, in a query of its own, so the row can outlive the stamp by a moment.
  await eventually(async () => ((await probeJobsQueued(db)) === 0 ? true : undefined), { what: 'the completed job to leave the queue' });
  t.equal((await getProbe(db, probe.id))!.attempts, 2, 'the job is gone from the queue, with no third attempt');
  const stale = await db.query('SELECT id FROM worker_processes');
  t.same(
    stale.rows.map((row) => row.id),
    [second.ready],
    'the dead worker is forgotten',
  );
  t.equal(await second.stop('SIGTERM'), 0, 'the new worker shuts down cleanly');
});

t.test('one API process and two worker processes share the work', async (t) => {
  const { db, url } = await freshDatabase(t);
  const env = { DATABASE_URL: url, WORKER_CHAIN_CONCURRENCY: '2' };
  const api = await startServiceProcess(t, 'api', env);
  const workers = [await startServiceProcess(t, 'worker', env, { probes: true }), await startServiceProcess(t, 'worker', env, { probes: true })];
  const health = await (await checkedFetch(`${api.ready}/v1/health`)).json();
  t.match(health, { status: 'ok', checks: { workers: { live: 2 } } }, 'the API sees both workers');

  const probes = [];
  for (let i = 0; i < 24; i++) probes.push(await createProbe(db, 'queue', 150));
  const by = await eventually(
    async () => {
      const { rows } = await db.query<{ completed_by: string; n: number }>(
        `SELECT completed_by, count(*)::int AS n FROM test_probes WHERE completed_at IS NOT NULL GROUP BY completed_by`,
      );
      return rows.reduce((sum, row) => sum + row.n, 0) === probes.length ? rows : undefined;
    },
    { what: 'all probes' },
  );
  t.same(new Set(by.map((row) => row.completed_by)), new Set(workers.map((worker) => worker.ready)), 'both workers ran jobs');
  t.ok(
    by.every((row) => row.n >= 3),
    `neither worker idled: ${by.map((row) => row.n).join(' + ')}`,
  );
  for (const process of [...workers, api]) t.equal(await process.stop('SIGTERM'), 0, 'graceful exit');
});
