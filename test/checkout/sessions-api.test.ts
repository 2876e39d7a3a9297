import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { Wallet } from 'ethers';
import t from 'tap';
import { checkoutSessionSchema } from '../../src/checkout/session-api.js';
import { startTestApp } from '../helpers/app.js';
import { assertPlatformError, caller, proveReceivingAddress } from '../helpers/platform.js';
import { idShape } from '../helpers/ids.js';

// No worker: nothing here waits for a job, and none may expire a session behind the test's back.
const app = await startTestApp(t, { worker: false, env: { RATE_LIMIT_KEY_QUOTA: '100000', RATE_LIMIT_IP_QUOTA: '100000' } });
const ada = await caller(app, 'ada@example.test');
const org = (await ada('POST', '/api/organizations', { name: 'Acme' })).body.organization;
// The organization's address, proven (live keys take sessions only at a proven address).
const receiver = Wallet.createRandom();
const ADDRESS = receiver.address;

async function newProject(name: string, receiving_address: string | null = ADDRESS): Promise<{ id: string; test: string; live: string }> {
  const { body } = await ada('POST', '/api/projects', { organization_id: org.id, name, receiving_address });
  return { id: body.project.id, test: body.secret_keys.test, live: body.secret_keys.live };
}
const shop = await newProject('Shop');
await proveReceivingAddress(ada, shop.id, receiver);
const other = await newProject('Other shop');

interface Answer {
  status: number;
  body: any;
}
/** A /v1 call with a secret key; `raw` sends a body text as is (to write JSON numbers exactly). */
async function v1(key: string | undefined, method: string, path: string, json?: unknown, raw?: string): Promise<Answer> {
  const response = await app.request(path, {
    method,
    ...(key !== undefined ? { token: key } : {}),
    ...(raw !== undefined ? { body: raw, headers: { 'Content-Type': 'application/json' } } : json !== undefined ? { json } : {}),
  });
  return { status: response.status, body: await response.json() };
}
const create = (key: string, json: unknown) => v1(key, 'POST', '/v1/checkout/sessions', json);

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const matchesSchema = addFormats(new Ajv({ strict: true, allowUnionTypes: true })).compile(checkoutSessionSchema);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const FIELDS = [
  'amount_usd',
  'cancel_url',
  'checkout_url',
  'created_at',
  'currency',
  'customer_email',
  'description',
  'expires_at',
  'failure_reason',
  'id',
  'metadata',
  'network',
  'object',
  'payment',
  'payment_options',
  'payments',
  'return_url',
  'status',
];

t.test('create: every CheckoutSession field, in its format', async (t) => {
  const created = await create(shop.test, {
    amount_usd: 19.99,
    description: 'Pro plan, 1 month',
    metadata: { order_id: 'A-1001', units: 3, gift: false, note: null },
    return_url: 'https://shop.example/thanks?o=1001',
    cancel_url: 'http://localhost:8080/cart',
  });
  t.equal(created.status, 201);
  const session = created.body;
  t.same(Object.keys(session).sort(), FIELDS, "exactly the spec's fields");
  t.ok(matchesSchema(session), 'matches the CheckoutSession schema');
  t.match(session.id, idShape('ps'));
  t.same(
    { ...session, id: undefined, created_at: undefined, expires_at: undefined },
    {
      id: undefined,
      object: 'checkout.session',
      amount_usd: '19.99',
      currency: 'USD',
      description: 'Pro plan, 1 month',
      metadata: { order_id: 'A-1001', units: 3, gift: false, note: null },
      status: 'pending',
      network: 'testnet',
      return_url: 'https://shop.example/thanks?o=1001',
      cancel_url: 'http://localhost:8080/cart',
      customer_email: null,
      created_at: undefined,
      expires_at: undefined,
      checkout_url: `${app.url}/c/${session.id}`,
      payment: null,
      // No chain of this test's registry has an RPC URL: nothing is watched, so nothing is offered.
      payment_options: [],
      payments: [],
      failure_reason: null,
    },
  );
  t.match(session.created_at, ISO);
  t.match(session.expires_at, ISO);
  t.equal(Date.parse(session.expires_at) - Date.parse(session.created_at), 30 * 60 * 1000, 'expires 30 minutes after creation');
  t.ok(Math.abs(Date.parse(session.created_at) - Date.now()) < 60_000, 'created now');

  const stored = await app.db.query('SELECT amount_cents, pg_typeof(amount_cents)::text AS type FROM checkout_sessions WHERE id = $1', [session.id]);
  t.same(stored.rows[0], { amount_cents: '1999', type: 'bigint' }, 'money is stored as integer cents');

  const live = await create(shop.live, { amount_usd: 5 });
  t.equal(live.status, 201);
  t.match(
    live.body,
    { network: 'mainnet', amount_usd: '5.00', description: null, metadata: null, return_url: null, cancel_url: null },
    'the live key makes mainnet sessions; optional fields are null',
  );
});

t.test('amounts are judged by their decimal digits, never by float arithmetic', async (t) => {
  const accepted: [string, string][] = [
    ['0.1', '0.10'],
    ['0.01', '0.01'],
    ['19.99', '19.99'],
    ['19.990', '19.99'],
    ['1234567.89', '1234567.89'],
    ['1e2', '100.00'],
    ['10000000', '10000000.00'],
  ];
  for (const [written, shown] of accepted) {
    const created = await v1(shop.test, 'POST', '/v1/checkout/sessions', undefined, `{"amount_usd": ${written}}`);
    t.equal(created.status, 201, `${written} is accepted`);
    t.equal(created.body.amount_usd, shown, `${written} is shown as ${shown}`);
  }
  const refused: [string, string][] = [
    ['0.001', 'amount_usd: must have at most 2 decimal places, got 0.001'],
    ['1e-7', 'amount_usd: must have at most 2 decimal places, got 1e-7'],
    ['19.999', 'amount_usd: must have at most 2 decimal places, got 19.999'],
    ['0', 'amount_usd: must be at least 0.01'],
    ['0.00', 'amount_usd: must be at least 0.01'],
    ['-1', 'amount_usd: must be at least 0.01'],
    ['10000000.01', 'amount_usd: must be at most 10000000.00'],
    ['"19.99"', 'amount_usd: must be a number'],
    ['null', 'amount_usd: must be a number'],
    ['true', 'amount_usd: must be a number'],
  ];
  for (const [written, message] of refused) {
    const answer = await v1(shop.test, 'POST', '/v1/checkout/sessions', undefined, `{"amount_usd": ${written}}`);
    t.equal(answer.status, 400, `${written} is refused`);
    t.same(answer.body, { error: { code: 'invalid_request', message } });
  }
});

t.test('every other field is checked, and the message names it', async (t) => {
  const longKey = 'k'.repeat(41);
  const cases: [unknown, string][] = [
    [{}, 'amount_usd: is required'],
    [[], 'body: must be an object'],
    [{ amount_usd: 5, currency: 'USD' }, 'currency: is not allowed'],
    [{ amount_usd: 5, description: 7 }, 'description: must be a string'],
    [{ amount_usd: 5, description: 'x'.repeat(1001) }, 'description: must be at most 1000 characters'],
    [{ amount_usd: 5, metadata: 'order 7' }, 'metadata: must be an object'],
    [{ amount_usd: 5, metadata: ['a'] }, 'metadata: must be an object'],
    [{ amount_usd: 5, metadata: { _svc_trace: '1' } }, 'metadata._svc_trace: keys beginning _svc_ are reserved'],
    [{ amount_usd: 5, metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) }, 'metadata: must have at most 50 keys'],
    [{ amount_usd: 5, metadata: { [longKey]: 'v' } }, `metadata.${longKey}: key must be at most 40 characters`],
    [{ amount_usd: 5, metadata: { note: 'x'.repeat(501) } }, 'metadata.note: must be at most 500 characters'],
    [{ amount_usd: 5, metadata: { nested: { a: 1 } } }, 'metadata.nested: must be a string or a number or a boolean or null'],
    [{ amount_usd: 5, return_url: 'shop.example/thanks' }, 'return_url: must be an absolute http or https URL'],
    [{ amount_usd: 5, return_url: 'javascript:alert(1)' }, 'return_url: must be an absolute http or https URL'],
    [{ amount_usd: 5, cancel_url: 'ftp://shop.example/cart' }, 'cancel_url: must be an absolute http or https URL'],
    [{ amount_usd: 5, cancel_url: 12 }, 'cancel_url: must be a string'],
    [{ amount_usd: 5, cancel_url: `https://shop.example/${'a'.repeat(2048)}` }, 'cancel_url: must be at most 2048 characters'],
  ];
  for (const [body, message] of cases) {
    const answer = await create(shop.test, body);
    t.equal(answer.status, 400, message);
    t.same(answer.body, { error: { code: 'invalid_request', message } });
  }
  const count = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkout_sessions WHERE description = $1', ['x'.repeat(1001)]);
  t.equal(count.rows[0]!.n, 0, 'nothing refused was stored');

  const keyless = await v1(undefined, 'POST', '/v1/checkout/sessions', { amount_usd: 5 });
  t.equal(keyless.status, 401);
  t.equal(keyless.body.error.code, 'unauthorized');
});

t.test('a project without a receiving address gets no session', async (t) => {
  const bare = await newProject('No address yet', null);
  const answer = await create(bare.test, { amount_usd: 5 });
  t.equal(answer.status, 400);
  t.match(answer.body, { error: { code: 'invalid_request', message: /^receiving_address: the project has no receiving address/ } });
});

t.test('retrieve: the same session; another project or network sees nothing', async (t) => {
  const created = (await create(shop.test, { amount_usd: 42.5, description: 'Retrieve me' })).body;
  const fetched = await v1(shop.test, 'GET', `/v1/checkout/sessions/${created.id}`);
  t.equal(fetched.status, 200);
  t.same(fetched.body, created);
  for (const [who, key] of [
    ['another project', other.test],
    ['the live key of the same project', shop.live],
  ] as const) {
    const answer = await v1(key, 'GET', `/v1/checkout/sessions/${created.id}`);
    t.equal(answer.status, 404, who);
    t.same(answer.body, { error: { code: 'not_found', message: 'No such checkout session' } });
  }
  t.equal((await v1(shop.test, 'GET', '/v1/checkout/sessions/ps_doesnotexist')).status, 404);
  t.equal((await v1(undefined, 'GET', `/v1/checkout/sessions/${created.id}`)).status, 401);
});

t.test('retrieve: a changed row is answered as it is now, however often it was retrieved before', async (t) => {
  // The second session's row (5,000 characters of metadata) is longer than a process remembers.
  const large = Object.fromEntries(Array.from({ length: 10 }, (_, k) => [`key${k}`, 'v'.repeat(500)]));
  for (const [kind, metadata] of [
    ['a typical session', { order_id: '1042' }],
    ['a session with large metadata', large],
  ] as const) {
    const created = (await create(shop.test, { amount_usd: 7, description: 'Before', metadata })).body;
    const path = `/v1/checkout/sessions/${created.id}`;
    for (let i = 0; i < 2; i++) {
      const response = await app.request(path, { token: shop.test });
      t.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
      t.same(await response.json(), created, `${kind}: retrieve ${i + 1}`);
    }
    await app.db.query(`UPDATE checkout_sessions SET description = 'After' WHERE id = $1`, [created.id]);
    t.same((await v1(shop.test, 'GET', path)).body, { ...created, description: 'After' }, `${kind}: a column changed`);
    // Created 31 minutes ago: past its time, so its effective status is expired, with no write of its status.
    await app.db.query(
      `UPDATE checkout_sessions SET created_at = created_at - interval '31 minutes', expires_at = expires_at - interval '31 minutes' WHERE id = $1`,
      [created.id],
    );
    const expired = (await v1(shop.test, 'GET', path)).body;
    t.equal(expired.status, 'expired', `${kind}: expired`);
    t.equal(Date.parse(created.expires_at) - Date.parse(expired.expires_at), 31 * 60_000);
    t.equal((await v1(other.test, 'GET', path)).status, 404, `${kind}: still not another project’s`);
  }
});

t.test('list: newest first, three pages without duplicates or gaps, status filter, bad parameters', async (t) => {
  const lister = await newProject('Lister');
  const ids: string[] = [];
  for (let i = 1; i <= 7; i++) ids.push((await create(lister.test, { amount_usd: i, description: `order ${i}` })).body.id);
  const newestFirst = [...ids].reverse();

  const pages: Answer[] = [];
  let cursor: string | undefined;
  do {
    const page = await v1(lister.test, 'GET', `/v1/checkout/sessions?limit=3${cursor ? `&starting_after=${cursor}` : ''}`);
    t.equal(page.status, 200);
    pages.push(page);
    cursor = page.body.has_more ? page.body.data.at(-1).id : undefined;
  } while (cursor);
  t.same(
    pages.map((page) => [page.body.object, page.body.data.length, page.body.has_more]),
    [
      ['list', 3, true],
      ['list', 3, true],
      ['list', 1, false],
    ],
  );
  t.same(
    pages.flatMap((page) => page.body.data.map((s: any) => s.id)),
    newestFirst,
    'every session once, newest first',
  );
  t.ok(
    pages.every((page) => page.body.data.every((s: any) => matchesSchema(s))),
    'every item is a CheckoutSession',
  );

  const all = await v1(lister.test, 'GET', '/v1/checkout/sessions');
  t.equal(all.body.data.length, 7, 'the default limit (20) holds all seven');
  t.equal(all.body.has_more, false);
  t.same((await v1(lister.test, 'GET', '/v1/checkout/sessions?limit=7')).body.has_more, false, 'has_more is false when the page ends exactly at the last one');

  await v1(lister.test, 'POST', `/v1/checkout/sessions/${ids[2]}/expire`);
  t.same(
    (await v1(lister.test, 'GET', '/v1/checkout/sessions?status=expired')).body.data.map((s: any) => s.id),
    [ids[2]],
  );
  t.equal((await v1(lister.test, 'GET', '/v1/checkout/sessions?status=pending')).body.data.length, 6);
  t.same(
    (await v1(lister.test, 'GET', `/v1/checkout/sessions?status=pending&limit=2&starting_after=${ids[4]}`)).body.data.map((s: any) => s.id),
    [ids[3], ids[1]],
    'filter and cursor combine',
  );

  // Sessions created within one millisecond (as under load) differ only in microseconds, which a
  // JavaScript Date drops: paging one at a time must still show each of them once.
  const sameMillisecond = await newProject('Same millisecond');
  const close: string[] = [];
  for (let i = 1; i <= 3; i++) close.push((await create(sameMillisecond.test, { amount_usd: i })).body.id);
  await app.db.query(
    `UPDATE checkout_sessions SET created_at = '2026-11-24 06:00:00.123'::timestamptz + make_interval(secs => (array_position($1::text[], id) * 100) / 1e6)
      WHERE id = ANY($1)`,
    [close],
  );
  const onePerPage: string[] = [];
  let after: string | undefined;
  do {
    const page = await v1(sameMillisecond.test, 'GET', `/v1/checkout/sessions?limit=1${after ? `&starting_after=${after}` : ''}`);
    onePerPage.push(...page.body.data.map((s: any) => s.id));
    after = page.body.has_more ? page.body.data.at(-1).id : undefined;
  } while (after && onePerPage.length < 10);
  t.same(onePerPage, [...close].reverse(), 'three sessions 100 µs apart, one per page, newest first');

  t.same((await v1(lister.live, 'GET', '/v1/checkout/sessions')).body, { object: 'list', data: [], has_more: false }, 'the live key lists no test session');
  const others = (await v1(shop.test, 'GET', '/v1/checkout/sessions?limit=100')).body.data.map((s: any) => s.id);
  t.notOk(
    others.some((id: string) => ids.includes(id)),
    'another project lists none of them',
  );

  const foreign = (await create(shop.test, { amount_usd: 1 })).body.id;
  const liveOwn = (await create(lister.live, { amount_usd: 1 })).body.id;
  const bad: [string, string][] = [
    ['limit=0', 'limit: must be an integer from 1 to 100'],
    ['limit=101', 'limit: must be an integer from 1 to 100'],
    ['limit=2.5', 'limit: must be an integer from 1 to 100'],
    ['limit=ten', 'limit: must be an integer from 1 to 100'],
    ['limit=', 'limit: must be an integer from 1 to 100'],
    ['limit=1&limit=2', 'limit: must be given once'],
    ['status=paid', 'status: must be one of pending, processing, completed, failed, expired'],
    ['starting_after=', 'starting_after: must not be empty'],
    ['starting_after=ps_doesnotexist', 'starting_after: is not a session of this project and network'],
    [`starting_after=${foreign}`, 'starting_after: is not a session of this project and network'],
    [`starting_after=${liveOwn}`, 'starting_after: is not a session of this project and network'],
    ['page=2', 'page: is not a parameter of this list; use limit, starting_after, status or q'],
  ];
  for (const [query, message] of bad) {
    const answer = await v1(lister.test, 'GET', `/v1/checkout/sessions?${query}`);
    t.equal(answer.status, 400, query);
    t.same(answer.body, { error: { code: 'invalid_request', message } });
  }
});

t.test('expire: only a pending session, only by its own project and network', async (t) => {
  const created = (await create(shop.test, { amount_usd: 3 })).body;
  t.equal((await v1(other.test, 'POST', `/v1/checkout/sessions/${created.id}/expire`)).status, 404, 'another project');
  t.equal((await v1(shop.live, 'POST', `/v1/checkout/sessions/${created.id}/expire`)).status, 404, 'the other network');
  const expired = await v1(shop.test, 'POST', `/v1/checkout/sessions/${created.id}/expire`);
  t.equal(expired.status, 200);
  t.same(expired.body, { ...created, status: 'expired' }, 'the same session, now expired');
  t.equal((await v1(shop.test, 'GET', `/v1/checkout/sessions/${created.id}`)).body.status, 'expired');
  const again = await v1(shop.test, 'POST', `/v1/checkout/sessions/${created.id}/expire`);
  t.equal(again.status, 400);
  t.same(again.body, { error: { code: 'invalid_request', message: 'id: the session is expired; only a pending session can be expired' } });
  await app.db.query(`UPDATE checkout_sessions SET status = 'completed' WHERE id = $1`, [(await create(shop.test, { amount_usd: 3 })).body.id]);
  const completed = (await app.db.query(`SELECT id FROM checkout_sessions WHERE status = 'completed'`)).rows[0].id;
  t.match((await v1(shop.test, 'POST', `/v1/checkout/sessions/${completed}/expire`)).body, {
    error: { message: 'id: the session is completed; only a pending session can be expired' },
  });
  t.equal((await v1(shop.test, 'POST', '/v1/checkout/sessions/ps_doesnotexist/expire')).status, 404);
});

t.test('platform GET /sessions: members of the organization see the session; others do not', async (t) => {
  const created = (await create(shop.test, { amount_usd: 12.34, metadata: { order_id: 'P-1' } })).body;
  const owner = await ada('GET', `/sessions?id=${created.id}`);
  t.equal(owner.status, 200);
  t.same(owner.body, { session: created }, 'the owner gets the full session, payment included');

  const cy = await caller(app, 'cy@example.test');
  await cy('GET', '/api/user/profile'); // signs cy in, so that ada can add them
  t.equal((await ada('POST', `/api/organizations/${org.id}/members`, { email: 'cy@example.test' })).status, 201);
  t.same((await cy('GET', `/sessions?id=${created.id}`)).body, { session: created }, 'a plain member sees it too');

  const stranger = await caller(app, 'stranger@example.test');
  const refused = await stranger('GET', `/sessions?id=${created.id}`);
  assertPlatformError(t, refused, 404);
  t.same(refused.body, { error: 'No such checkout session', code: 'not_found', details: [] });

  const missing = await ada('GET', '/sessions');
  assertPlatformError(t, missing, 400, ['id']);
  t.match(missing.body.error, /^id: is required/);
  assertPlatformError(t, await ada('GET', '/sessions?id=not-a-session'), 400, ['id']);
  assertPlatformError(t, await ada('GET', `/sessions?id=${created.id}&id=${created.id}`), 400, ['id']);
  const anonymous = await app.request(`/sessions?id=${created.id}`);
  t.equal(anonymous.status, 401);
});
