import t, { type Test } from 'tap';
import { startTestApp } from '../helpers/app.js';
import { caller, newProject } from '../helpers/platform.js';

// The test helper needs no chain: with none watched, it pays on the first chain and token of the
// session's network (Sepolia USDC in the shipped registry).
const app = await startTestApp(t, { worker: false });
const ada = await caller(app, 'ada@example.test');
const keys = (await newProject(ada, 'Acme', { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' })).secretKeys;
const otherKeys = (await newProject(ada, 'Other', { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' })).secretKeys;

const call = async (key: string, method: string, path: string, json?: unknown) => {
  const response = await app.request(path, { method, token: key, ...(json !== undefined ? { json } : {}) });
  return { status: response.status, body: (await response.json()) as any };
};
const create = async (amount_usd = 12.34, key = keys.test) => (await call(key, 'POST', '/v1/checkout/sessions', { amount_usd })).body;
const simulate = (id: string, body: unknown, key = keys.test) => call(key, 'POST', `/v1/test_helpers/checkout/sessions/${id}/simulate`, body);
const events = async (id: string) =>
  (await app.db.query<{ type: string }>("SELECT type FROM events WHERE object->>'id' = $1 ORDER BY created_at", [id])).rows.map((row) => row.type);

t.test('completed: a simulated payment of the amount due completes the session, with its events', async (t) => {
  const session = await create();
  const result = await simulate(session.id, { outcome: 'completed' });
  t.equal(result.status, 200);
  t.equal(result.body.status, 'completed');
  t.match(result.body.payment, { chain: 'sepolia', token: 'USDC', amount: '12.34', simulated: true, status: 'confirmed', late: false });
  t.match(result.body.payment.tx_hash, /^0x[0-9a-f]{64}$/);
  t.ok(result.body.payment.completed_at);
  t.same(await events(session.id), ['checkout.session.completed']);
  const stored = await app.db.query('SELECT p.source FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [
    result.body.payment.tx_hash,
  ]);
  t.same(stored.rows, [{ source: 'simulated' }], 'a recorded simulated payment');
});

t.test('overpaid: completed with the excess recorded', async (t) => {
  const { body } = await simulate((await create()).id, { outcome: 'overpaid' });
  t.equal(body.status, 'completed');
  t.equal(body.payment.amount_excess, '1.00');
});

t.test('underpaid: failed, "underpaid", with the amount received', async (t) => {
  const session = await create();
  const { body } = await simulate(session.id, { outcome: 'underpaid' });
  t.equal(body.status, 'failed');
  t.equal(body.failure_reason, 'underpaid');
  t.equal(body.payment.amount_received, '6.17');
  t.same(await events(session.id), ['checkout.session.failed']);
});

t.test('late: expired, with the late payment shown', async (t) => {
  const session = await create();
  const { body } = await simulate(session.id, { outcome: 'late' });
  t.equal(body.status, 'expired');
  t.equal(body.payment.late, true);
  t.same(await events(session.id), ['checkout.session.expired', 'checkout.session.payment_late']);
});

t.test('failed: a reverted transaction and nothing else: failed, "transaction_reverted"', async (t) => {
  const session = await create();
  const { body } = await simulate(session.id, { outcome: 'failed' });
  t.equal(body.status, 'failed');
  t.equal(body.failure_reason, 'transaction_reverted');
  t.equal(body.payment, null);
});

const expect400 = (t: Test, answer: { status: number; body: any }, field: string) => {
  t.equal(answer.status, 400);
  t.equal(answer.body.error.code, 'invalid_request');
  t.match(answer.body.error.message, new RegExp(`^${field}: `), answer.body.error.message);
};

t.test('bad input: 400 naming the field; a session that is not pending: 400 naming id', async (t) => {
  const session = await create();
  expect400(t, await simulate(session.id, {}), 'outcome');
  expect400(t, await simulate(session.id, { outcome: 'paid' }), 'outcome');
  expect400(t, await simulate(session.id, { outcome: 'completed', amount: 3 }), 'amount');
  expect400(t, await simulate(session.id, 'completed'), 'body');
  await simulate(session.id, { outcome: 'completed' });
  const again = await simulate(session.id, { outcome: 'completed' });
  expect400(t, again, 'id');
  t.match(again.body.error.message, /the session is completed/);
});

t.test("live keys get 404; another project's session is 404", async (t) => {
  const live = await create(5, keys.live);
  const answer = await simulate(live.id, { outcome: 'completed' }, keys.live);
  t.equal(answer.status, 404);
  t.equal(answer.body.error.code, 'not_found');
  t.equal((await simulate(live.id, { outcome: 'completed' })).status, 404, 'a test key cannot reach a live session');
  const mine = await create();
  t.equal((await simulate(mine.id, { outcome: 'completed' }, otherKeys.test)).status, 404);
  t.equal((await simulate(mine.id, { outcome: 'completed' }, 'sk_test_nope')).status, 401);
});
