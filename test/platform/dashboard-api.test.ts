import { Wallet } from 'ethers';
import t from 'tap';
import { recordEvent } from '../../src/webhooks/index.js';
import { startTestApp } from '../helpers/app.js';
import { assertPlatformError, caller, newProject, proveReceivingAddress } from '../helpers/platform.js';
import { deliveryDriver } from '../helpers/webhook-jobs.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { insertProofRecord } from '../helpers/zk-records.js';
import { clone, loadFixture } from '../verification/groth16-fixtures.js';

// The dashboard's platform routes (/api/projects/{project_id}/networks/{network}/…) on a real
// Postgres: Alice is the admin of her organization, Max a member of it, Mallory an outsider with a
// project of her own. Sessions and verifications are made through /v1 with Alice's keys, payments
// by the test helper, and webhook deliveries by the test acting as the worker (deliveryDriver).
const app = await startTestApp(t, { worker: false, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
const deliveries = deliveryDriver(app.db, app.config);
// Alice's organization proves its address (live keys take sessions only there); Mallory's project
// uses another.
const alicesAddress = Wallet.createRandom();
const alice = await caller(app, 'alice@dashboard.test');
const max = await caller(app, 'max@dashboard.test');
const mallory = await caller(app, 'mallory@dashboard.test');
await max('GET', '/api/user/profile');
const a = await newProject(alice, 'Alice Co', { receiving_address: alicesAddress.address });
await proveReceivingAddress(alice, a.projectId, alicesAddress);
const m = await newProject(mallory, 'Mallory Inc', { receiving_address: Wallet.createRandom().address });
await alice('POST', `/api/organizations/${a.organizationId}/members`, { email: 'max@dashboard.test' });

const on = (projectId: string, network = 'testnet') => `/api/projects/${projectId}/networks/${network}`;
const A = on(a.projectId);
const v1 = async (method: string, path: string, json?: unknown, key = a.secretKeys.test) => {
  const response = await app.request(path, { method, token: key, ...(json !== undefined ? { json } : {}) });
  return { status: response.status, body: (await response.json()) as any };
};
const ids = (list: { data: { id: string }[] }) => list.data.map((item) => item.id);
const databaseToday = async (daysAgo = 0) =>
  (await app.db.query<{ day: string }>("SELECT to_char((now() AT TIME ZONE 'UTC') - make_interval(days => $1), 'YYYY-MM-DD') AS day", [daysAgo])).rows[0]!.day;

// Three test sessions (the first paid) and one live session, made with the project's keys.
const receiver = await startReceiver(t);
const endpoint = (await alice('POST', `${A}/webhook_endpoints`, { url: receiver.url, enabled_events: ['checkout.session.completed'] })).body;
receiver.secrets = [endpoint.secret];
const paid = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 12.34, metadata: { order_id: 'A-1' } })).body;
const second = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 5, metadata: { order_id: 'A-2', gift: true } })).body;
const third = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 7 })).body;
const live = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 9 }, a.secretKeys.live)).body;
const simulated = await v1('POST', `/v1/test_helpers/checkout/sessions/${paid.id}/simulate`, { outcome: 'completed' });

// Verifications of a multiplier record, one valid and one not, and a batch queued beyond the
// items verified at once (no worker runs it here: it stays queued).
const multiplier = loadFixture('multiplier');
const proofId = await insertProofRecord(app.db, a.projectId, multiplier.vk);
const valid = (await v1('POST', `/v1/zk/proofs/${proofId}/verify`, clone(multiplier.proofs[0]!))).body;
const falseItem = clone(multiplier.proofs[1]!);
falseItem.public_signals[0] = '1';
const invalid = (await v1('POST', `/v1/zk/proofs/${proofId}/verify`, falseItem)).body;
const queued = await v1('POST', '/v1/zk/verifications', { items: Array.from({ length: 101 }, () => ({ proof_id: proofId, ...clone(multiplier.proofs[0]!) })) });

t.test('sessions by network: newest first, paged, filtered by status, searched by id and metadata value', async (t) => {
  t.equal(simulated.status, 200, 'the payment was simulated');
  const listed = await max('GET', `${A}/checkout/sessions`);
  t.equal(listed.status, 200, 'a member reads');
  t.same(ids(listed.body), [third.id, second.id, paid.id], 'the test sessions, newest first');
  t.same(ids((await alice('GET', `${on(a.projectId, 'mainnet')}/checkout/sessions`)).body), [live.id], 'mainnet: the live session alone');

  const first = (await alice('GET', `${A}/checkout/sessions?limit=2`)).body;
  t.same([ids(first), first.has_more], [[third.id, second.id], true]);
  const next = (await alice('GET', `${A}/checkout/sessions?limit=2&starting_after=${second.id}`)).body;
  t.same([ids(next), next.has_more], [[paid.id], false], 'the next page');

  t.same(ids((await alice('GET', `${A}/checkout/sessions?status=completed`)).body), [paid.id], 'status filter');
  t.same(ids((await alice('GET', `${A}/checkout/sessions?q=A-2`)).body), [second.id], 'a metadata value');
  t.same(ids((await alice('GET', `${A}/checkout/sessions?q=true`)).body), [second.id], 'a boolean metadata value, as text');
  t.same(ids((await alice('GET', `${A}/checkout/sessions?q=${third.id}`)).body), [third.id], 'a session id');
  t.same(ids((await alice('GET', `${A}/checkout/sessions?q=${live.id}`)).body), [], "the other network's session is not found");
  t.same(ids((await alice('GET', `${A}/checkout/sessions?q=A-2&status=completed`)).body), [], 'search and status together');
  t.same(ids((await v1('GET', '/v1/checkout/sessions?q=A-1')).body), [paid.id], 'the same search on /v1');

  assertPlatformError(t, await alice('GET', `${A}/checkout/sessions?status=paid`), 400, ['status']);
  assertPlatformError(t, await alice('GET', `${A}/checkout/sessions?order_id=A-1`), 400, ['order_id']);
  assertPlatformError(t, await alice('GET', `${A}/checkout/sessions?q=${'x'.repeat(501)}`), 400, ['q']);
  assertPlatformError(t, await alice('GET', `${A}/checkout/sessions?starting_after=${live.id}`), 400, ['starting_after']);
  assertPlatformError(t, await alice('GET', `${on(a.projectId, 'devnet')}/checkout/sessions`), 400, ['network']);
});

t.test('a session in full: its payment and confirmations, its events and each webhook attempt', async (t) => {
  receiver.answers = [{ status: 503, body: 'busy' }];
  const firstAttempt = await deliveries.runDueJob(endpoint.id);
  await deliveries.runDueJob(endpoint.id);
  t.equal(receiver.received.length, 2, 'delivered twice: refused, then taken');
  t.ok(firstAttempt.deliveryId);

  // A refund's event names its session as `session` (recorded here as the refunds feature would).
  await recordEvent(app.db, {
    projectId: a.projectId,
    network: 'testnet',
    type: 'refund.succeeded',
    object: { id: 'rf_0mwqw65c0dashboardrefund0000000', object: 'refund', session: paid.id },
  });
  const detail = await max('GET', `${A}/checkout/sessions/${paid.id}`);
  t.equal(detail.status, 200);
  t.match(detail.body.session, { id: paid.id, status: 'completed', metadata: { order_id: 'A-1' } });
  t.match(detail.body.session.payments, [{ simulated: true, status: 'confirmed', confirmations: Number, confirmations_required: Number, amount: '12.34' }]);
  t.same(
    detail.body.events.map((event: any) => event.type),
    ['checkout.session.completed', 'refund.succeeded'],
    'its timeline, oldest first',
  );
  const [delivery] = detail.body.events[0].deliveries;
  t.match(delivery, { endpoint_id: endpoint.id, status: 'succeeded', attempt_count: 2 });
  t.match(delivery.attempts, [
    { attempt: 1, response_status: 503, succeeded: false, response_body: 'busy', attempted_at: String },
    { attempt: 2, response_status: 200, succeeded: true, error: null },
  ]);
  t.equal(receiver.received[1]!.json.id, detail.body.events[0].id, 'the event delivered is the one shown');

  const quiet = (await alice('GET', `${A}/checkout/sessions/${third.id}`)).body;
  t.same(quiet.events, [], 'a session nothing happened to has no events');
  assertPlatformError(t, await alice('GET', `${on(a.projectId, 'mainnet')}/checkout/sessions/${paid.id}`), 404);
  assertPlatformError(t, await alice('GET', `${A}/checkout/sessions/ps_nothing`), 404);
});

t.test("payments: the project's ledger by network", async (t) => {
  const listed = (await max('GET', `${A}/payments`)).body;
  t.match(listed, { object: 'list', has_more: false, data: [{ status: 'attributed', session: paid.id, amount: '12.34' }] });
  t.same((await alice('GET', `${A}/payments/${listed.data[0].id}`)).body, listed.data[0], 'one payment');
  t.same((await alice('GET', `${on(a.projectId, 'mainnet')}/payments`)).body.data, [], 'none on mainnet');
  assertPlatformError(t, await alice('GET', `${A}/payments?status=lost`), 400, ['status']);
  assertPlatformError(t, await max('POST', `${A}/payments/${listed.data[0].id}/attach`, { session: second.id }), 403);
});

t.test('webhook endpoints: members read, admins create, rotate, disable, enable and test', async (t) => {
  const made = await alice('POST', `${A}/webhook_endpoints`, { url: receiver.url, enabled_events: ['refund.succeeded'], description: 'Tests' });
  t.equal(made.status, 201);
  t.match(made.body.secret, /^whsec_/, 'the secret, shown once');
  const listed = (await max('GET', `${A}/webhook_endpoints`)).body;
  t.same(ids(listed), [made.body.id, endpoint.id]);
  t.notOk('secret' in listed.data[0], 'never listed with its secret');
  t.same((await alice('GET', `${on(a.projectId, 'mainnet')}/webhook_endpoints`)).body.data, [], 'an endpoint belongs to its network');

  assertPlatformError(t, await max('POST', `${A}/webhook_endpoints`, { url: receiver.url }), 403);
  assertPlatformError(t, await max('PATCH', `${A}/webhook_endpoints/${made.body.id}`, { disabled: true }), 403);
  assertPlatformError(t, await max('POST', `${A}/webhook_endpoints/${made.body.id}/rotate_secret`), 403);
  assertPlatformError(t, await max('POST', `${A}/webhook_endpoints/${made.body.id}/test`), 403);
  assertPlatformError(t, await max('DELETE', `${A}/webhook_endpoints/${made.body.id}`), 403);
  assertPlatformError(t, await alice('POST', `${A}/webhook_endpoints`, { url: 'ftp://example.com/hooks' }), 400, ['url']);

  const rotated = (await alice('POST', `${A}/webhook_endpoints/${made.body.id}/rotate_secret`)).body;
  t.match(rotated, { id: made.body.id, secret: /^whsec_/, previous_secret_expires_at: String });
  t.not(rotated.secret, made.body.secret, 'a new secret');

  t.equal((await alice('PATCH', `${A}/webhook_endpoints/${made.body.id}`, { disabled: true })).body.status, 'disabled');
  assertPlatformError(t, await alice('POST', `${A}/webhook_endpoints/${made.body.id}/test`), 400, ['id']);
  t.equal((await alice('PATCH', `${A}/webhook_endpoints/${made.body.id}`, { disabled: false })).body.status, 'enabled');

  const tested = await alice('POST', `${A}/webhook_endpoints/${made.body.id}/test`);
  t.equal(tested.status, 201);
  t.match(tested.body, { type: 'webhook_endpoint.test', network: 'testnet', data: { object: { id: made.body.id, status: 'enabled' } } });
  t.match(
    tested.body.deliveries,
    [{ endpoint_id: made.body.id, status: 'pending', attempts: [] }],
    'to this endpoint alone, though it subscribes to refunds only',
  );
  receiver.secrets = [rotated.secret];
  const before = receiver.received.length;
  await deliveries.runDueJob(made.body.id);
  const received = receiver.received[before]!;
  t.match(received.json, { id: tested.body.id, type: 'webhook_endpoint.test' });
  t.same(received.verifiedWith, [true], 'signed with the new secret');

  const byKey = await v1('POST', `/v1/webhook_endpoints/${made.body.id}/test`);
  t.match([byKey.status, byKey.body.type], [201, 'webhook_endpoint.test'], 'the same test with the key on /v1');

  t.same((await alice('DELETE', `${A}/webhook_endpoints/${made.body.id}`)).body, { id: made.body.id, object: 'webhook_endpoint', deleted: true });
});

t.test('the event log: members read, admins resend', async (t) => {
  const listed = await max('GET', `${A}/events`);
  t.equal(listed.status, 200);
  t.same(
    listed.body.data.map((event: any) => event.type),
    ['webhook_endpoint.test', 'webhook_endpoint.test', 'refund.succeeded', 'checkout.session.completed'],
    'newest first',
  );
  t.same(ids((await alice('GET', `${A}/events?type=checkout.session.completed`)).body).length, 1, 'by type');
  const completed = listed.body.data[3];
  const detail = (await max('GET', `${A}/events/${completed.id}`)).body;
  t.match(detail.deliveries, [{ endpoint_id: endpoint.id, status: 'succeeded' }]);

  assertPlatformError(t, await max('POST', `${A}/events/${completed.id}/resend`, {}), 403);
  const resent = await alice('POST', `${A}/events/${completed.id}/resend`, { endpoint: endpoint.id });
  t.equal(resent.status, 201);
  t.match(resent.body.data, [{ endpoint_id: endpoint.id, status: 'pending' }]);
  t.equal((await alice('GET', `${A}/events/${completed.id}`)).body.deliveries.length, 2, 'a second delivery');
  assertPlatformError(t, await alice('GET', `${A}/events?type=nothing`), 400, ['type']);
  assertPlatformError(t, await alice('GET', `${on(a.projectId, 'mainnet')}/events/${completed.id}`), 404);
});

t.test('verifications and batches with their progress', async (t) => {
  t.match([valid.verified, invalid.verified, queued.status], [true, false, 202]);
  const listed = (await max('GET', `${A}/zk/verifications`)).body;
  t.same(ids(listed), [invalid.id, valid.id], 'newest first');
  t.same(listed.data[1], valid, 'as /v1 answered it');
  t.same(ids((await max('GET', `${A}/zk/verifications?limit=1&starting_after=${invalid.id}`)).body), [valid.id], 'paged');
  t.same((await alice('GET', `${on(a.projectId, 'mainnet')}/zk/verifications`)).body.data, [], 'none on mainnet');

  const batches = (await max('GET', `${A}/zk/verification_batches`)).body;
  t.match(batches, { has_more: false, data: [{ id: queued.body.id, status: 'queued', item_count: 101, processed_count: 0 }] });
  t.notOk('items' in batches.data[0], 'listed without items');
  const batch = (await max('GET', `${A}/zk/verification_batches/${queued.body.id}?limit=2`)).body;
  t.match(batch, {
    id: queued.body.id,
    items: {
      has_more: true,
      data: [
        { index: 0, status: 'pending' },
        { index: 1, status: 'pending' },
      ],
    },
  });

  assertPlatformError(t, await alice('GET', `${A}/zk/verifications?starting_after=zkv_nothing`), 400, ['starting_after']);
  assertPlatformError(t, await alice('GET', `${A}/zk/verification_batches/${queued.body.id}?starting_after=x`), 400, ['starting_after']);
});

t.test('activity: payments and verifications per UTC day over 30 days, days without any as zeros', async (t) => {
  // Another paid session, its payment confirmed three days ago.
  const earlier = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 1.5 })).body;
  await v1('POST', `/v1/test_helpers/checkout/sessions/${earlier.id}/simulate`, { outcome: 'completed' });
  await app.db.query(
    "UPDATE chain_transfers SET confirmed_at = confirmed_at - interval '3 days' WHERE id IN (SELECT transfer_id FROM payments WHERE session_id = $1)",
    [earlier.id],
  );

  const payments = (await max('GET', `${A}/activity/payments`)).body.days;
  t.equal(payments.length, 30);
  t.equal(payments[29].date, await databaseToday(), 'today last');
  t.equal(payments[0].date, await databaseToday(29), '30 days');
  t.same(payments[29], { date: await databaseToday(), count: 1, amount_usd: '12.34' });
  t.same(payments[26], { date: await databaseToday(3), count: 1, amount_usd: '1.50' });
  t.same(
    payments.filter((day: any) => day.count === 0).map((day: any) => day.amount_usd),
    Array(28).fill('0.00'),
    'every other day zero',
  );
  t.same(
    (await alice('GET', `${on(a.projectId, 'mainnet')}/activity/payments`)).body.days.every((day: any) => day.count === 0),
    true,
    'mainnet has none',
  );

  const verifications = (await max('GET', `${A}/activity/verifications`)).body.days;
  t.equal(verifications.length, 30);
  t.same(verifications[29], { date: await databaseToday(), valid: 1, invalid: 1 });
  t.same(
    verifications.slice(0, 29).filter((day: any) => day.valid + day.invalid > 0),
    [],
    'none before today',
  );
});

t.test("another tenant's project and ids are 404, revealing nothing", async (t) => {
  const outsider = [
    ['GET', `${A}/checkout/sessions`],
    ['GET', `${A}/checkout/sessions/${paid.id}`],
    ['GET', `${A}/payments`],
    ['GET', `${A}/webhook_endpoints`],
    ['POST', `${A}/webhook_endpoints`, { url: receiver.url }],
    ['GET', `${A}/webhook_endpoints/${endpoint.id}`],
    ['PATCH', `${A}/webhook_endpoints/${endpoint.id}`, { disabled: true }],
    ['POST', `${A}/webhook_endpoints/${endpoint.id}/rotate_secret`],
    ['POST', `${A}/webhook_endpoints/${endpoint.id}/test`],
    ['DELETE', `${A}/webhook_endpoints/${endpoint.id}`],
    ['GET', `${A}/events`],
    ['GET', `${A}/zk/verifications`],
    ['GET', `${A}/zk/verification_batches`],
    ['GET', `${A}/zk/verification_batches/${queued.body.id}`],
    ['GET', `${A}/activity/payments`],
    ['GET', `${A}/activity/verifications`],
  ] as const;
  for (const [method, path, json] of outsider) {
    const result = await mallory(method, path, json);
    assertPlatformError(t, result, 404);
    t.notMatch(JSON.stringify(result.body), /Alice|A-1/, `${method} ${path} reveals nothing`);
  }

  // Alice's object ids under Mallory's own project: not hers either.
  const M = on(m.projectId);
  const payment = (await alice('GET', `${A}/payments`)).body.data[0];
  const event = (await alice('GET', `${A}/events`)).body.data[0];
  const crossed = [
    ['GET', `${M}/checkout/sessions/${paid.id}`],
    ['GET', `${M}/payments/${payment.id}`],
    ['GET', `${M}/webhook_endpoints/${endpoint.id}`],
    ['POST', `${M}/webhook_endpoints/${endpoint.id}/test`],
    ['PATCH', `${M}/webhook_endpoints/${endpoint.id}`, { disabled: true }],
    ['GET', `${M}/events/${event.id}`],
    ['POST', `${M}/events/${event.id}/resend`, {}],
    ['GET', `${M}/zk/verification_batches/${queued.body.id}`],
  ] as const;
  for (const [method, path, json] of crossed) assertPlatformError(t, await mallory(method, path, json), 404);
  t.same(ids((await mallory('GET', `${M}/checkout/sessions?q=${paid.id}`)).body), [], "her search finds none of Alice's sessions");
  t.same((await mallory('GET', `${M}/zk/verifications`)).body.data, [], 'nor her verifications');
  t.equal((await alice('GET', `${A}/webhook_endpoints/${endpoint.id}`)).body.status, 'enabled', "Alice's endpoint unchanged");
});
