import t from 'tap';
import { freePort } from '../../src/core/db/embedded.js';
import { createDb } from '../../src/core/db/pool.js';
import { createServiceDeps } from '../../src/server/deps.js';
import { serveApp, startTestApp, testConfig } from '../helpers/app.js';
import { testLog } from '../helpers/log.js';
import { freshDatabase } from '../helpers/database.js';
import { checkedFetch } from '../helpers/contract.js';
import { eventually, startServiceProcess } from '../helpers/processes.js';
import { platformToken } from '../helpers/platform.js';

t.test('health is ok with a database and a live worker, degraded without a worker', async (t) => {
  // A slow heartbeat, so the deleted row below is not written again before health looks.
  const app = await startTestApp(t, { env: { WORKER_HEARTBEAT_MS: '60000' } });
  const response = await app.request('/v1/health');
  t.equal(response.status, 200);
  const report = (await response.json()) as { status: string; checks: Record<string, Record<string, unknown>> };
  t.equal(report.status, 'ok');
  t.match(report.checks, {
    database: { status: 'ok', latency_ms: Number },
    queue: { status: 'ok', queued: 0, running: 0, failed: 0 },
    workers: { status: 'ok', live: 1 },
  });
  // No RPC_URL_* here: neither network can be paid, which health says without turning degraded.
  t.same(report.checks.chains, {});
  t.match(report.checks.networks, {
    testnet: { status: 'not_configured', chains: [], message: /sk_test_ keys get payment_options \[\] and cannot be paid.*RPC_URL_SEPOLIA.*DEV_CHAIN=1/ },
    mainnet: { status: 'not_configured', chains: [], message: /sk_live_ keys .*cannot be paid.*RPC_URL_ETHEREUM/ },
  });
  await app.db.query('DELETE FROM worker_processes');
  const degraded = (await (await app.request('/v1/health')).json()) as { status: string; checks: { workers: unknown } };
  t.equal(degraded.status, 'degraded');
  t.same(degraded.checks.workers, { status: 'down', live: 0 });
});

t.test('health names the chains each network can be paid on', async (t) => {
  // No worker, so no watcher pass reaches the unanswering RPC: only what is configured is under test.
  const app = await startTestApp(t, { worker: false, env: { RPC_URL_SEPOLIA: 'http://127.0.0.1:9/', RPC_URL_BASE_SEPOLIA: 'http://127.0.0.1:9/' } });
  const report = (await (await app.request('/v1/health')).json()) as { checks: { networks: Record<string, unknown> } };
  t.same(report.checks.networks.testnet, { status: 'ok', chains: ['sepolia', 'base-sepolia'] });
  t.match(report.checks.networks.mainnet, { status: 'not_configured', chains: [] });
});

t.test('the start log warns about each network with no chain configured', async (t) => {
  const { url } = await freshDatabase(t);
  const warnings = (output: string) =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; network?: string; msg: string })
      .filter((line) => line.level === 40 && line.network !== undefined);
  const bare = await startServiceProcess(t, 'api', { DATABASE_URL: url, LOG_LEVEL: 'warn' });
  await bare.stop();
  t.same(
    warnings(bare.output()).map((line) => line.network),
    ['testnet', 'mainnet'],
  );
  t.match(warnings(bare.output())[0]!.msg, /^No testnet chain is configured: sessions created with sk_test_ keys get payment_options \[\] and cannot be paid/);
  const withSepolia = await startServiceProcess(t, 'api', { DATABASE_URL: url, LOG_LEVEL: 'warn', RPC_URL_SEPOLIA: 'http://127.0.0.1:9/' });
  await withSepolia.stop();
  t.same(
    warnings(withSepolia.output()).map((line) => line.network),
    ['mainnet'],
    'a network with a chain is not warned about',
  );
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
  const text = await response.text();
  t.match(JSON.parse(text), { status: 'down', checks: { database: { status: 'down', error: 'unreachable' } } });
  // The driver's text (connect ECONNREFUSED 127.0.0.1:PORT) would tell anyone where the database is.
  t.notMatch(text, /ECONNREFUSED|127\.0\.0\.1|nobody/, 'no driver error, address or user in the public answer');
});

t.test("with the database unreachable, requests answer 503 with Retry-After in each interface's shape", async (t) => {
  const deadUrl = `postgres://nobody@127.0.0.1:${await freePort()}/none`;
  const db = createDb(deadUrl, testLog);
  t.teardown(() => db.end());
  const deps = createServiceDeps({ config: testConfig({ DATABASE_URL: deadUrl }), db, log: testLog });
  t.teardown(() => deps.close());
  const base = await serveApp(t, deps);

  const create = await fetch(`${base}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer sk_test_${'x'.repeat(40)}`, 'Content-Type': 'application/json' },
    body: '{"amount_usd": 5}',
  });
  t.equal(create.status, 503, 'public: 503, not 500');
  t.match(create.headers.get('retry-after'), /^\d+$/, 'Retry-After in seconds');
  t.ok(create.headers.get('x-request-id'), 'X-Request-Id');
  t.match(await create.json(), { error: { code: 'unavailable', message: /temporarily unavailable/ } });

  const platform = await fetch(`${base}/api/organizations`, { headers: { Authorization: `Bearer ${await platformToken('ops@example.test')}` } });
  t.equal(platform.status, 503, 'platform: 503');
  t.ok(platform.headers.get('retry-after'));
  t.match(await platform.json(), { error: /temporarily unavailable/, details: [] });

  const page = await fetch(`${base}/c/ps_${'a'.repeat(24)}`);
  t.equal(page.status, 503, 'hosted page: 503');
  t.match(page.headers.get('content-type'), /^text\/html/);
  t.match(await page.text(), /briefly unavailable/);
});

t.test('health stops counting a worker killed with SIGKILL at once, not after the stale window', async (t) => {
  // Heartbeats every minute: only the pid check can notice the death before the test ends.
  const app = await startTestApp(t, { env: { WORKER_HEARTBEAT_MS: '60000' } });
  const live = async () => ((await (await app.request('/v1/health')).json()) as { checks: { workers: { live: number } } }).checks.workers.live;
  t.equal(await live(), 1, 'the in-process worker');
  const worker = await startServiceProcess(t, 'worker', { DATABASE_URL: app.databaseUrl, WORKER_HEARTBEAT_MS: '60000' });
  await eventually(async () => ((await live()) === 2 ? true : undefined), { what: 'the second worker counted' });
  await worker.stop('SIGKILL');
  t.equal(await live(), 1, 'the killed worker is no longer counted');
  const { rows } = await app.db.query('SELECT count(*)::int AS n FROM worker_processes');
  t.equal(rows[0].n, 2, 'its row is still there (crash recovery waits for the stale window before unlocking its jobs)');
});
