import t from 'tap';
import { freePort } from '../../src/core/db/embedded.js';
import { createDb } from '../../src/core/db/pool.js';
import { createServiceDeps } from '../../src/server/deps.js';
import { serveApp, startTestApp, testConfig } from '../helpers/app.js';
import { testLog } from '../helpers/log.js';
import { checkedFetch } from '../helpers/contract.js';

t.test('health is ok with a database and a live worker, degraded without a worker', async (t) => {
  const app = await startTestApp(t);
  const response = await app.request('/v1/health');
  t.equal(response.status, 200);
  const report = (await response.json()) as { status: string; checks: Record<string, Record<string, unknown>> };
  t.equal(report.status, 'ok');
  t.match(report.checks, {
    database: { status: 'ok', latency_ms: Number },
    queue: { status: 'ok', queued: 0, running: 0, failed: 0 },
    workers: { status: 'ok', live: 1 },
  });
  await app.db.query('DELETE FROM worker_processes');
  const degraded = (await (await app.request('/v1/health')).json()) as { status: string; checks: { workers: unknown } };
  t.equal(degraded.status, 'degraded');
  t.same(degraded.checks.workers, { status: 'down', live: 0 });
});

t.test('health is down with 503 when the database does not answer', async (t) => {
  const deadUrl = `postgres://nobody@127.0.0.1:${await freePort()}/none`;
  const db = createDb(deadUrl, testLog);
  t.teardown(() => db.end());
  const config = testConfig({ DATABASE_URL: deadUrl });
  const deps = createServiceDeps({ config, db, log: testLog });
  t.teardown(() => deps.close());
  const base = await serveApp(t, deps);
  const response = await checkedFetch(`${base}/v1/health`);
  t.equal(response.status, 503);
  t.match(await response.json(), { status: 'down', checks: { database: { status: 'down', error: String } } });
});
