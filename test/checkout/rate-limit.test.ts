import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import t from 'tap';
import { createDb } from '../../src/core/db/pool.js';
import { deleteExpiredCounters, leaseSize } from '../../src/http/rate-limit-counters.js';
import { createApp } from '../../src/http/app.js';
import { createServiceDeps } from '../../src/server/deps.js';
import { invalidField } from '../../src/core/errors.js';
import { rateLimit, rateLimitPolicies } from '../../src/http/middleware/rate-limit.js';
import type { AppState } from '../../src/http/state.js';
import { testConfig } from '../helpers/app.js';
import { freshDatabase } from '../helpers/database.js';
import { testLog } from '../helpers/log.js';
import { parseRateLimitField } from '../helpers/rate-limit-fields.js';

// Two API processes in miniature: two Koa apps, each with its own connection pool, on one database.
const { url: databaseUrl, db } = await freshDatabase(t);
const config = testConfig({
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_KEY_QUOTA: '5',
  RATE_LIMIT_KEY_WINDOW_S: '3600',
  RATE_LIMIT_IP_QUOTA: '8',
  RATE_LIMIT_IP_WINDOW_S: '3600',
});
const policies = rateLimitPolicies(config.rateLimit);
const bulkPolicy = { name: 'bulk', quota: 1000, windowS: 3600 };

async function startInstance(): Promise<string> {
  const pool = createDb(databaseUrl, testLog, 4);
  const router = new Router<AppState>();
  // The test names the key and the client address in headers; the service takes them from auth and ctx.ip.
  router.use(
    rateLimit({
      db: pool,
      log: testLog,
      checks: (ctx) => [
        ...(ctx.get('X-Test-Key') ? [{ policy: policies.key, subject: ctx.get('X-Test-Key') }] : []),
        { policy: policies.ip, subject: ctx.get('X-Test-Ip') },
      ],
    }),
  );
  router.get('/v1/thing', (ctx) => {
    ctx.body = { ok: true };
  });
  router.get('/v1/refuses', () => {
    throw invalidField('limit', 'must be at most 100');
  });
  // A quota large enough to be claimed in leases of more than one request (leaseSize: 1%).
  const bulk = new Router<AppState>();
  bulk.get('/v1/bulk', rateLimit({ db: pool, log: testLog, checks: (ctx) => [{ policy: bulkPolicy, subject: ctx.get('X-Test-Key') }] }), (ctx) => {
    ctx.body = { ok: true };
  });
  const deps = createServiceDeps({ config, db: pool, log: testLog });
  const server = http.createServer(createApp(deps, [bulk, router]).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await deps.close();
    await pool.end();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const instances = [await startInstance(), await startInstance()];

const call = (instance: number, headers: Record<string, string>) => fetch(`${instances[instance]}/v1/thing`, { headers });

t.test('the key quota is shared by both processes, and the 429 says so', async (t) => {
  const headers = { 'X-Test-Key': 'keyhash-a', 'X-Test-Ip': '203.0.113.1' };
  for (let i = 0; i < 5; i++) {
    const response = await call(i % 2, headers);
    t.equal(response.status, 200, `request ${i + 1} on instance ${i % 2}`);
    t.same(parseRateLimitField(response.headers.get('ratelimit-policy')), { key: { q: 5, w: 3600 }, ip: { q: 8, w: 3600 } });
    const limit = parseRateLimitField(response.headers.get('ratelimit'));
    t.equal(limit.key!.r, 4 - i, 'remaining counts down across instances');
    t.equal(limit.ip!.r, 7 - i);
    t.ok(limit.key!.t! >= 1 && limit.key!.t! <= 3600, 'seconds to reset within the window');
  }
  const refused = await call(1, headers);
  t.equal(refused.status, 429);
  const message = `Too many requests: the key limit of 5 per 3600 s is used up; retry in ${refused.headers.get('retry-after')} s`;
  t.same(await refused.json(), { error: { code: 'rate_limited', message } });
});

t.test('a refused request carries Retry-After and both headers', async (t) => {
  const refused = await call(0, { 'X-Test-Key': 'keyhash-a', 'X-Test-Ip': '203.0.113.1' });
  t.equal(refused.status, 429);
  const retryAfter = Number(refused.headers.get('retry-after'));
  t.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
  t.same(parseRateLimitField(refused.headers.get('ratelimit-policy')), { key: { q: 5, w: 3600 }, ip: { q: 8, w: 3600 } });
  const limit = parseRateLimitField(refused.headers.get('ratelimit'));
  t.equal(limit.key!.r, 0);
  t.equal(limit.key!.t, retryAfter);
  t.match(refused.headers.get('ratelimit'), /^"key";r=0;t=\d+, "ip";r=\d+;t=\d+$/);
});

t.test('other keys are counted apart; the IP quota still binds them all', async (t) => {
  const other = await call(0, { 'X-Test-Key': 'keyhash-b', 'X-Test-Ip': '203.0.113.1' });
  t.equal(other.status, 200, 'a second key on the same IP has its own key quota');
  t.equal(parseRateLimitField(other.headers.get('ratelimit')).key!.r, 4);
  // The IP has now used all 8 of its requests (5 + 2 refused + 1): a key-less public request is refused per IP.
  const publicCall = await call(1, { 'X-Test-Ip': '203.0.113.1' });
  t.equal(publicCall.status, 429);
  t.equal(publicCall.headers.get('ratelimit-policy'), '"ip";q=8;w=3600');
  t.match(await publicCall.json(), { error: { code: 'rate_limited', message: /the ip limit of 8 per 3600 s/ } });
  const otherIp = await call(1, { 'X-Test-Ip': '198.51.100.7' });
  t.equal(otherIp.status, 200);
  t.equal(otherIp.headers.get('ratelimit'), `"ip";r=7;t=${parseRateLimitField(otherIp.headers.get('ratelimit')).ip!.t}`);
});

t.test('an error answer of the route still carries the headers', async (t) => {
  const response = await fetch(`${instances[0]}/v1/refuses`, { headers: { 'X-Test-Ip': '192.0.2.99' } });
  t.equal(response.status, 400);
  t.equal(response.headers.get('ratelimit-policy'), '"ip";q=8;w=3600');
  t.match(response.headers.get('ratelimit'), /^"ip";r=7;t=\d+$/);
});

t.test('concurrent requests on both processes never exceed the quota', async (t) => {
  const headers = { 'X-Test-Key': 'keyhash-burst', 'X-Test-Ip': '192.0.2.50' };
  const statuses = await Promise.all(Array.from({ length: 24 }, (_, i) => call(i % 2, headers).then((response) => response.status)));
  t.equal(statuses.filter((status) => status === 200).length, 5, 'exactly the key quota passes');
  t.equal(statuses.filter((status) => status === 429).length, 19);
});

t.test('a large quota is claimed in leases: never exceeded, and at most a lease short per process', async (t) => {
  const lease = leaseSize(bulkPolicy);
  t.equal(lease, 10, '1% of the quota per claim');
  const headers = { 'X-Test-Key': 'keyhash-bulk' };
  const statuses: number[] = [];
  const remaining: number[] = [];
  // 1,200 requests, 24 at a time spread over both processes: more than the quota of 1,000.
  for (let round = 0; round < 50; round++) {
    const responses = await Promise.all(Array.from({ length: 24 }, (_, i) => fetch(`${instances[i % 2]}/v1/bulk`, { headers })));
    for (const response of responses) {
      statuses.push(response.status);
      remaining.push(parseRateLimitField(response.headers.get('ratelimit')).bulk!.r!);
    }
  }
  const passed = statuses.filter((status) => status === 200).length;
  t.ok(passed <= bulkPolicy.quota, `${passed} passed: never more than the quota`);
  t.ok(passed >= bulkPolicy.quota - instances.length * (lease - 1), `${passed} passed: at most ${lease - 1} claimed but unused per process`);
  t.ok(
    statuses.every((status) => status === 200 || status === 429),
    'every other request was refused with 429',
  );
  t.ok(
    remaining.every((r) => r >= 0 && r <= bulkPolicy.quota),
    'RateLimit r stays within 0..quota',
  );
  const { count } = (await db.query<{ count: number }>(`SELECT count FROM rate_limit_counters WHERE key = 'bulk:3600:keyhash-bulk'`)).rows[0]!;
  t.ok(count >= bulkPolicy.quota, 'the shared counter reached the quota');
});

t.test('finished windows are cleaned up', async (t) => {
  await db.query(`INSERT INTO rate_limit_counters (key, window_start, expires_at, count)
                  VALUES ('ip:60:old', now() - interval '2 minutes', now() - interval '1 minute', 3)`);
  const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_counters')).rows[0]!.n;
  t.equal(await deleteExpiredCounters(db), 1);
  const after = (
    await db.query<{ n: number; old: number }>(`SELECT count(*)::int AS n, count(*) FILTER (WHERE key = 'ip:60:old')::int AS old FROM rate_limit_counters`)
  ).rows[0]!;
  t.same(after, { n: before - 1, old: 0 }, 'only the finished window went');
});
