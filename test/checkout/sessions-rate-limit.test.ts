import t from 'tap';
import { freshDatabase } from '../helpers/database.js';
import { platformToken } from '../helpers/platform.js';
import { startServiceProcess } from '../helpers/processes.js';
import { checkedFetch } from '../helpers/contract.js';
import { parseRateLimitField } from '../helpers/rate-limit-fields.js';

// Two real `proofpay start --role api` processes on one database: the quotas are counted in
// Postgres, so what one process counts the other sees.
const { url: databaseUrl } = await freshDatabase(t);
const env = {
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_KEY_QUOTA: '4',
  RATE_LIMIT_KEY_WINDOW_S: '3600',
  RATE_LIMIT_IP_QUOTA: '10',
  RATE_LIMIT_IP_WINDOW_S: '3600',
};
// One after the other: the first one migrates the database.
const first = await startServiceProcess(t, 'api', env);
const second = await startServiceProcess(t, 'api', env);
const apis = [first.ready, second.ready];

const token = await platformToken('ada@example.test');
const platform = async (path: string, json: unknown) =>
  (
    await checkedFetch(`${apis[0]}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    })
  ).json() as Promise<any>;
const org = (await platform('/api/organizations', { name: 'Acme' })).organization;
const key: string = (
  await platform('/api/projects', { organization_id: org.id, name: 'Shop', receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' })
).secret_keys.test;

t.test('the key quota is shared by both API processes; the 429 says rate_limited with Retry-After and both headers', async (t) => {
  const list = (process: number) => checkedFetch(`${apis[process]}/v1/checkout/sessions`, { headers: { Authorization: `Bearer ${key}` } });
  for (let i = 0; i < 4; i++) {
    const response = await list(i % 2);
    t.equal(response.status, 200, `request ${i + 1}, on process ${i % 2}`);
    t.same(parseRateLimitField(response.headers.get('ratelimit-policy')), { key: { q: 4, w: 3600 }, ip: { q: 10, w: 3600 } });
    t.match(
      parseRateLimitField(response.headers.get('ratelimit')),
      { key: { r: 3 - i }, ip: { r: 9 - i } },
      'the remaining quota counts down across processes',
    );
  }
  const refused = await list(0);
  t.equal(refused.status, 429);
  const retryAfter = Number(refused.headers.get('retry-after'));
  t.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 3600, `Retry-After is whole seconds within the window (${retryAfter})`);
  t.same(parseRateLimitField(refused.headers.get('ratelimit-policy')), { key: { q: 4, w: 3600 }, ip: { q: 10, w: 3600 } });
  t.match(refused.headers.get('ratelimit'), new RegExp(`^"key";r=0;t=${retryAfter}, "ip";r=5;t=\\d+$`));
  t.same(await refused.json(), {
    error: { code: 'rate_limited', message: `Too many requests: the key limit of 4 per 3600 s is used up; retry in ${retryAfter} s` },
  });
  const create = await checkedFetch(`${apis[1]}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: '{"amount_usd": 1}',
  });
  t.equal(create.status, 429, 'every keyed route shares the key quota, on the other process too');
});

t.test('the hosted page routes are limited per IP only; /v1/health is not limited', async (t) => {
  // The IP has used 6 of its 10 requests above (refused ones count too).
  for (let i = 0; i < 4; i++) {
    const response = await checkedFetch(`${apis[i % 2]}/c/ps_doesnotexist/status`);
    t.equal(response.status, 404, 'an unknown session, still counted');
    t.equal(response.headers.get('ratelimit-policy'), '"ip";q=10;w=3600', 'only the IP policy applies');
    t.match(parseRateLimitField(response.headers.get('ratelimit')), { ip: { r: 3 - i } });
  }
  const page = await checkedFetch(`${apis[1]}/c/ps_doesnotexist`);
  t.equal(page.status, 429);
  t.ok(Number(page.headers.get('retry-after')) >= 1);
  // The page is for people: its refusals are pages too (docs/reliability.md).
  t.match(page.headers.get('content-type'), /^text\/html/);
  t.match(await page.text(), /Too many requests/);

  const health = await checkedFetch(`${apis[0]}/v1/health`);
  t.equal(health.status, 200, 'health still answers once the IP quota is used up');
  t.equal(health.headers.get('ratelimit'), null, 'and carries no rate-limit headers');
});
