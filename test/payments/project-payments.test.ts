import t from 'tap';
import { caller, newProject } from '../helpers/platform.js';
import { paymentsWorld } from './fixture.js';

// A project's payments, those no session claims included, and the merchant's attribution of one
// (docs/payments.md, "A project's payments"), on a real anvil with plain ERC-20 transfers; the
// watcher's passes are run by the test.
const world = await paymentsWorld(t);
const { pass, create, session, pay, usdc, chain, app } = world;
const ada = await caller(app, 'ada@example.test');
const other = await newProject(ada, 'Elsewhere', { receiving_address: '0x000000000000000000000000000000000000dEaD' });

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as any });
const v1 = async (method: string, url: string, body?: unknown, key = world.key) => json(await app.request(url, { method, token: key, json: body }));
const paymentOf = async (txHash: string) =>
  (await app.db.query<{ id: string }>('SELECT p.id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [txHash])).rows[0]!.id;

t.test('two pending sessions of one price and a round payment: listed unattributed, announced, then attached once', async (t) => {
  const first = await create(15.5);
  const second = await create(15.5);
  const round = await pay(usdc, 15_500_000n);
  await pass();
  const id = await paymentOf(round);

  const listed = await v1('GET', '/v1/payments?status=unattributed');
  t.equal(listed.status, 200);
  t.match(listed.body, { object: 'list', has_more: false });
  const shown = listed.body.data.find((payment: any) => payment.id === id);
  t.same(Object.keys(shown), [
    'id',
    'object',
    'chain',
    'token',
    'token_address',
    'tx_hash',
    'log_index',
    'from',
    'amount',
    'block_number',
    'confirmations',
    'confirmations_required',
    'status',
    'session',
    'receipt',
    'created_at',
  ]);
  t.match(shown, {
    id: /^pay_/,
    object: 'payment',
    chain: 'local-anvil',
    token: 'USDC',
    token_address: await usdc.getAddress(),
    tx_hash: round,
    log_index: 0,
    from: chain.deployer.address,
    amount: '15.50',
    block_number: Number,
    confirmations: 1,
    confirmations_required: 2,
    status: 'unattributed',
    session: null,
    receipt: null,
    created_at: /^\d{4}-\d\d-\d\dT/,
  });
  t.same((await v1('GET', `/v1/payments/${id}`)).body, shown, 'retrieve shows the same payment');
  const events = await v1('GET', '/v1/events?type=payment.unattributed');
  t.same(
    events.body.data.map((event: any) => event.data.object),
    [{ ...shown, confirmations: 0 }],
    'a payment.unattributed event carries it, as it was when recorded (before its confirmations were counted)',
  );

  const attached = await v1('POST', `/v1/payments/${id}/attach`, { session: second.id });
  t.equal(attached.status, 200);
  t.match(attached.body, { id, status: 'attributed', session: second.id });
  t.equal((await session(second.id)).status, 'processing', 'credited: the session settles by the payment rules');
  await chain.mine(1);
  await pass();
  t.match(await session(second.id), { status: 'completed', payment: { tx_hash: round, amount_received: '15.50', shortfall: '0.00' } });
  const credited = (await session(second.id)).payment;
  t.match(
    (await v1('GET', `/v1/payments/${id}`)).body,
    { confirmations: 2, confirmations_required: 2, receipt: credited.receipt },
    'confirmed and credited: its confirmations and the receipt its session shows',
  );
  t.match(credited.receipt, /^[\w-]+\.[\w-]+\.[\w-]+$/, 'a compact JWS');
  t.equal((await session(first.id)).status, 'pending');

  const again = await v1('POST', `/v1/payments/${id}/attach`, { session: first.id });
  t.equal(again.status, 400, 'a payment is attached once');
  t.match(again.body.error, { code: 'invalid_request', message: new RegExp(`^id: the payment is already attributed to checkout session ${second.id}`) });
  t.equal((await session(first.id)).status, 'pending', 'and the other session is untouched');
  t.notOk(
    (await v1('GET', '/v1/payments?status=unattributed')).body.data.some((payment: any) => payment.id === id),
    'no longer listed unattributed',
  );
  t.ok(
    (await v1('GET', '/v1/payments?status=attributed')).body.data.some((payment: any) => payment.id === id),
    'listed attributed',
  );
});

t.test('a payment that arrived after its session expired, attached: the session completes', async (t) => {
  const created = await create(8.4);
  await world.expire(created.id);
  t.equal((await session(created.id)).status, 'expired');
  const late = await pay(usdc, 8_400_000n);
  await chain.mine(1);
  await pass();
  const id = await paymentOf(late);
  t.equal((await v1('GET', `/v1/payments/${id}`)).body.status, 'unattributed', 'no open session of its price: unattributed');
  t.equal((await v1('POST', `/v1/payments/${id}/attach`, { session: created.id })).status, 200);
  t.match(await session(created.id), { status: 'completed', payment: { tx_hash: late, late: false } });
});

t.test('attaching: bad bodies, completed sessions, and another project or network are refused', async (t) => {
  const target = await create(2.2);
  const unclaimed = await pay(usdc, 777_770_000n); // 777.77 USDC: no session's price
  await pass();
  const id = await paymentOf(unclaimed);

  for (const body of [{}, { session: 'nope' }, { session: target.id, extra: 1 }]) {
    const refused = await v1('POST', `/v1/payments/${id}/attach`, body);
    t.equal(refused.status, 400, JSON.stringify(body));
  }
  const completed = await create(2.3);
  await pay(usdc, completed.payment_options[0].amount_base_units);
  await chain.mine(1);
  await pass();
  await pass();
  t.equal((await session(completed.id)).status, 'completed');
  const toCompleted = await v1('POST', `/v1/payments/${id}/attach`, { session: completed.id });
  t.equal(toCompleted.status, 400);
  t.match(toCompleted.body.error.message, /^session: the session is completed/);

  const elsewhere = await v1('POST', '/v1/checkout/sessions', { amount_usd: 2.2 }, other.secretKeys.test);
  t.equal((await v1('POST', `/v1/payments/${id}/attach`, { session: elsewhere.body.id })).status, 404, "another project's session");
  t.equal((await v1('GET', `/v1/payments/${id}`, undefined, other.secretKeys.test)).status, 404, "another project's payment");
  t.equal((await v1('POST', `/v1/payments/${id}/attach`, { session: elsewhere.body.id }, other.secretKeys.test)).status, 404);
  t.same((await v1('GET', '/v1/payments', undefined, other.secretKeys.test)).body.data, [], 'another project lists none of them');
  t.equal((await v1('GET', `/v1/payments/${id}`, undefined, world.liveKey)).status, 404, "another network's payment");
  t.equal((await v1('GET', '/v1/payments/pay_missing')).status, 404);
  t.equal((await v1('GET', `/v1/payments/${id}`)).body.status, 'unattributed', 'nothing refused changed it');
  t.equal((await session(target.id)).status, 'pending');
});

t.test('the list pages newest first with limit and starting_after, each filter on its own pages', async (t) => {
  for (let i = 1; i <= 3; i++) await pay(usdc, BigInt(i) * 100_000_000n + 5_550_000n); // 105.55, 205.55, 305.55: no session's price
  await pass();
  const all = (await v1('GET', '/v1/payments?limit=100')).body;
  t.equal(all.has_more, false);
  t.equal(all.data.length, 7, 'every payment of the project: one per earlier test, two in the third, and these three');
  const order = all.data.map((payment: any) => [payment.created_at, payment.id]);
  t.same(
    order,
    [...order].sort((a: string[], b: string[]) => (a[0] === b[0] ? b[1]!.localeCompare(a[1]!) : b[0]!.localeCompare(a[0]!))),
    'newest first',
  );
  for (const status of [undefined, 'unattributed', 'attributed']) {
    const pages: string[] = [];
    let after: string | undefined;
    for (;;) {
      const query = new URLSearchParams({ limit: '2', ...(status ? { status } : {}), ...(after ? { starting_after: after } : {}) });
      const page = (await v1('GET', `/v1/payments?${query}`)).body;
      pages.push(...page.data.map((payment: any) => payment.id));
      if (!page.has_more) break;
      t.equal(page.data.length, 2);
      after = page.data.at(-1).id;
    }
    const expected = all.data.filter((payment: any) => status === undefined || payment.status === status).map((payment: any) => payment.id);
    t.same(pages, expected, `${status ?? 'every payment'}: every one once, in order`);
  }
  const unknown = await v1('GET', '/v1/payments?starting_after=pay_missing');
  t.equal(unknown.status, 400);
  t.match(unknown.body.error.message, /^starting_after: /);
  t.match((await v1('GET', '/v1/payments?status=lost')).body.error.message, /^status: must be one of unattributed, attributed/);
  t.match((await v1('GET', '/v1/payments?session=x')).body.error.message, /^session: is not a parameter of this list/);
});
