import { type Contract, Wallet } from 'ethers';
import t from 'tap';
import { expireDueRefunds } from '../../src/checkout/payments/index.js';
import { caller, newProject } from '../helpers/platform.js';
import { paymentsWorld, RECEIVING, RECEIVING_KEY } from './fixture.js';
import { mined, minedReceipt } from '../../src/core/chain/mined.js';

// Refunds without custody (docs/payments.md, "Refunds"), on a real anvil: the merchant sends each
// refund as a plain ERC-20 transfer from the receiving address (anvil's account #5), and the
// watcher's passes, run by the test, recognise it.
const world = await paymentsWorld(t);
const { pass, create, session, pay, option, usdc, chain, app } = world;
const merchant = new Wallet(RECEIVING_KEY, chain.provider);
const customer = chain.deployer.address;
// The merchant's own money besides what customers paid, for the wrong transfers below.
await mined((usdc as any).mint(RECEIVING, 1_000_000_000n));

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as any });
const v1 = async (method: string, url: string, body?: unknown, key = world.key) => json(await app.request(url, { method, token: key, json: body }));
const refunds = (sessionId: string) => `/v1/checkout/sessions/${sessionId}/refunds`;

/** A session of `usd` paid with its tagged USDC amount from the customer (anvil's deployer), confirmed. */
async function paidSession(usd: number): Promise<{ id: string; paid: bigint; txHash: string }> {
  const created = await create(usd);
  const txHash = await pay(usdc, option(created).amount_base_units);
  await pass();
  await chain.mine(1);
  await pass();
  const done = await session(created.id);
  if (done.status !== 'completed') throw new Error(`the session is ${done.status}`);
  return { id: created.id, paid: BigInt(option(created).amount_base_units), txHash };
}

/** The merchant's refund: a plain transfer from the receiving address; answers the tx hash (lowercase). */
async function send(token: Contract, to: string, units: bigint): Promise<string> {
  const tx = await (token.connect(merchant) as any).transfer(to, units);
  await mined(tx);
  return (tx.hash as string).toLowerCase();
}

const eventsOf = async (type: string, refundId: string) =>
  (await v1('GET', `/v1/events?type=${type}`)).body.data.filter((event: any) => event.data.object.id === refundId).map((event: any) => event.data.object);
const paymentRows = async (txHash: string) =>
  (await app.db.query('SELECT p.id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [txHash])).rowCount;

t.test('a refund with the defaults, paid with a plain transfer from the receiving address: succeeded once confirmed', async (t) => {
  const paid = await paidSession(20);
  const created = await v1('POST', refunds(paid.id), {});
  t.equal(created.status, 201, JSON.stringify(created.body));
  const refund = created.body;
  t.same(Object.keys(refund).slice(0, 12), [
    'id',
    'object',
    'session',
    'status',
    'chain',
    'token',
    'token_address',
    'to_address',
    'amount',
    'amount_base_units',
    'eip681_uri',
    'created_at',
  ]);
  t.match(refund, {
    id: /^re_/,
    object: 'refund',
    session: paid.id,
    status: 'pending',
    chain: 'local-anvil',
    token: 'USDC',
    token_address: await usdc.getAddress(),
    to_address: customer,
    from_address: RECEIVING,
    amount_base_units: paid.paid.toString(),
    tx_hash: null,
    failure_reason: null,
  });
  t.equal(refund.amount, option(await session(paid.id)).amount, 'everything the session received, in token units');
  t.equal(
    refund.eip681_uri,
    `ethereum:${await usdc.getAddress()}@${chain.chainId}/transfer?address=${customer}&uint256=${paid.paid}`,
    'the transfer to send, as a wallet opens it',
  );
  t.equal(Date.parse(refund.expires_at) - Date.parse(refund.created_at), 7 * 24 * 3600 * 1000, 'unpaid, it expires in 7 days');

  const wrongAmount = await send(usdc, customer, paid.paid - 1n);
  const wrongAddress = await send(usdc, '0x000000000000000000000000000000000000dEaD', paid.paid);
  await pass();
  await chain.mine(2);
  await pass();
  t.match(
    (await v1('GET', `${refunds(paid.id)}/${refund.id}`)).body,
    { status: 'pending', tx_hash: null },
    'a transfer of another amount or to another address pays nothing',
  );

  const txHash = await send(usdc, customer, paid.paid);
  await pass();
  const seen = (await v1('GET', `${refunds(paid.id)}/${refund.id}`)).body;
  t.match(seen, { status: 'pending', tx_hash: txHash, confirmations: 1, block_number: Number }, 'seen, confirming');
  t.same(await eventsOf('refund.succeeded', refund.id), [], 'not succeeded before its confirmations');
  await chain.mine(1);
  await pass();
  const done = (await v1('GET', `${refunds(paid.id)}/${refund.id}`)).body;
  t.match(done, { status: 'succeeded', tx_hash: txHash, confirmations: 2, succeeded_at: /^\d{4}-/ });
  t.same(await eventsOf('refund.succeeded', refund.id), [done], 'refund.succeeded carries the refund');
  const notices = await app.db.query("SELECT to_addresses, data FROM email_outbox WHERE template = 'refund_succeeded' AND data->>'refund_id' = $1", [
    refund.id,
  ]);
  t.match(
    notices.rows,
    [{ to_addresses: [/@/], data: { refund_id: refund.id, session_id: paid.id, tx_hash: txHash, amount: done.amount } }],
    "the merchant's admins are told, once",
  );

  for (const hash of [txHash, wrongAmount, wrongAddress]) t.equal(await paymentRows(hash), 0, 'a transfer from the receiving address is never a payment');
  t.equal((await session(paid.id)).status, 'completed', 'the session is unchanged');
  t.same((await session(paid.id)).payments.length, 1);
  const list = await v1('GET', refunds(paid.id));
  t.same(list.body, { object: 'list', data: [done], has_more: false }, 'the list shape');
});

t.test('partial refunds up to what was received; one more is a 400 naming amount; cancel and expiry fail a refund', async (t) => {
  const paid = await paidSession(10);
  const first = await v1('POST', refunds(paid.id), { amount: '4.00', to_address: customer.toLowerCase() });
  t.equal(first.status, 201);
  t.match(first.body, { amount: '4.00', amount_base_units: '4000000', to_address: customer }, 'addresses are shown checksummed');
  const rest = paid.paid - 4_000_000n;
  const second = await v1('POST', refunds(paid.id), {});
  t.equal(second.status, 201);
  t.equal(second.body.amount_base_units, rest.toString(), 'the default is what is left: pending refunds count');

  const more = await v1('POST', refunds(paid.id), { amount: '0.000001' });
  t.equal(more.status, 400);
  t.match(more.body.error, { code: 'invalid_request', message: /^amount: is more than the session can still refund: 0.00 USDC/ });
  t.equal((await v1('POST', refunds(paid.id), {})).status, 400, 'nothing left by default either');
  t.match((await v1('POST', refunds(paid.id), { amount: '1.0000001' })).body.error.message, /^amount: must have at most 6 decimal places/);
  t.match((await v1('POST', refunds(paid.id), { amount: 1 })).body.error.message, /^amount: /, 'a number is refused: amounts are decimal strings');
  t.match((await v1('POST', refunds(paid.id), { amount: '0' })).body.error.message, /^amount: must be more than 0/);
  t.match((await v1('POST', refunds(paid.id), { to_address: RECEIVING })).body.error.message, /^to_address: /, 'not back to the receiving address');

  const cancelled = await v1('POST', `${refunds(paid.id)}/${first.body.id}/cancel`);
  t.equal(cancelled.status, 200);
  t.match(cancelled.body, { status: 'failed', failure_reason: 'cancelled' });
  t.same(await eventsOf('refund.failed', first.body.id), [cancelled.body], 'refund.failed');
  t.match((await v1('POST', `${refunds(paid.id)}/${first.body.id}/cancel`)).body.error.message, /^id: the refund is failed/);
  const again = await v1('POST', refunds(paid.id), { amount: '4.00' });
  t.equal(again.status, 201, 'a failed refund no longer counts');
  // Paid with a transfer that matches the cancelled refund too: it pays the pending one only.
  await send(usdc, customer, 4_000_000n);
  await pass();
  t.match((await v1('GET', `${refunds(paid.id)}/${again.body.id}`)).body, { status: 'pending', tx_hash: /^0x/ });
  t.match((await v1('GET', `${refunds(paid.id)}/${first.body.id}`)).body, { status: 'failed', tx_hash: null });
  t.match((await v1('POST', `${refunds(paid.id)}/${again.body.id}/cancel`)).body.error.message, /^id: the refund's transfer 0x[0-9a-f]+ was seen/);

  await app.db.query("UPDATE refunds SET expires_at = now() - interval '1 second' WHERE id = $1", [second.body.id]);
  t.equal(await expireDueRefunds(app.db), 1, 'the sweep expires the one refund past its time, and not the paid one');
  const expired = (await v1('GET', `${refunds(paid.id)}/${second.body.id}`)).body;
  t.match(expired, { status: 'failed', failure_reason: 'expired' });
  t.same(await eventsOf('refund.failed', second.body.id), [expired]);

  const page = await v1('GET', `${refunds(paid.id)}?limit=2`);
  t.same(
    page.body.data.map((refund: any) => refund.id),
    [again.body.id, second.body.id],
    'newest first',
  );
  t.equal(page.body.has_more, true);
  const next = await v1('GET', `${refunds(paid.id)}?limit=2&starting_after=${second.body.id}`);
  t.same(
    next.body.data.map((refund: any) => refund.id),
    [first.body.id],
  );
  t.equal((await v1('GET', `${refunds(paid.id)}?status=pending`)).status, 400, 'an unknown parameter is a 400');
});

t.test('nothing credited, another project, another session', async (t) => {
  const unpaid = await create(3);
  const nothing = await v1('POST', refunds(unpaid.id), {});
  t.equal(nothing.status, 400);
  t.match(nothing.body.error.message, /^id: the session has no confirmed credited payment to refund/);

  const ada = await caller(app, 'ada@example.test');
  const other = await newProject(ada, 'Elsewhere', { receiving_address: '0x000000000000000000000000000000000000dEaD' });
  const paid = await paidSession(2);
  const refund = (await v1('POST', refunds(paid.id), { amount: '1.00' })).body;
  for (const [method, url] of [
    ['POST', refunds(paid.id)],
    ['GET', refunds(paid.id)],
    ['GET', `${refunds(paid.id)}/${refund.id}`],
    ['POST', `${refunds(paid.id)}/${refund.id}/cancel`],
  ] as const) {
    t.equal((await v1(method, url, method === 'POST' ? {} : undefined, other.secretKeys.test)).status, 404, `${method} ${url} with another project's key`);
  }
  t.equal((await v1('GET', `${refunds(unpaid.id)}/${refund.id}`)).status, 404, "another session's refund");
  t.equal((await v1('GET', refunds(paid.id), undefined, world.liveKey)).status, 404, "the live key's network");
});

t.test("a refund's transfer that is also to a receiving address pays the refund, not a session", async (t) => {
  const paid = await paidSession(6);
  // The customer is refunded at the receiving address of another project, whose open session's
  // tagged amount the refund happens to equal: the transfer is the refund, and no payment.
  const ada = await caller(app, 'ada@example.test');
  const elsewhere = await newProject(ada, 'Neighbour', { receiving_address: customer });
  const open = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 1 }, elsewhere.secretKeys.test)).body;
  const units = BigInt(option(open).amount_base_units);
  const refund = (await v1('POST', refunds(paid.id), { amount: option(open).amount, to_address: customer })).body;
  t.equal(refund.amount_base_units, units.toString());
  const txHash = await send(usdc, customer, units);
  await pass();
  t.match((await v1('GET', `${refunds(paid.id)}/${refund.id}`)).body, { tx_hash: txHash });
  t.equal(await paymentRows(txHash), 0, 'not recorded as a payment');
  t.equal((await v1('GET', `/v1/checkout/sessions/${open.id}`, undefined, elsewhere.secretKeys.test)).body.status, 'pending');
});

t.test('one transfer pays one refund: two equal refunds to one address need two transfers, the older paid first', async (t) => {
  const paid = await paidSession(5);
  const older = (await v1('POST', refunds(paid.id), { amount: '1.25' })).body;
  const newer = (await v1('POST', refunds(paid.id), { amount: '1.25' })).body;
  const first = await send(usdc, customer, 1_250_000n);
  await pass();
  t.match((await v1('GET', `${refunds(paid.id)}/${older.id}`)).body, { tx_hash: first });
  t.match((await v1('GET', `${refunds(paid.id)}/${newer.id}`)).body, { tx_hash: null }, 'the same transfer does not pay the other');
  const second = await send(usdc, customer, 1_250_000n);
  await pass();
  t.match((await v1('GET', `${refunds(paid.id)}/${newer.id}`)).body, { tx_hash: second });
});

t.test('a refund whose transfer a reorg takes away is pending again, and succeeds once it is mined again', async (t) => {
  const paid = await paidSession(7);
  const refund = (await v1('POST', refunds(paid.id), {})).body;
  const snapshot = await chain.provider.send('evm_snapshot', []);
  const unsigned = await (usdc as any).transfer.populateTransaction(customer, paid.paid);
  const raw = await merchant.signTransaction(await merchant.populateTransaction(unsigned));
  const txHash = (await chain.provider.broadcastTransaction(raw)).hash.toLowerCase();
  await minedReceipt(chain.provider, txHash);
  await pass();
  await chain.mine(1);
  await pass();
  t.match((await v1('GET', `${refunds(paid.id)}/${refund.id}`)).body, { status: 'succeeded', tx_hash: txHash });

  await chain.provider.send('evm_revert', [snapshot]);
  await chain.mine(4); // a longer chain without the transfer
  await pass();
  const reorged = (await v1('GET', `${refunds(paid.id)}/${refund.id}`)).body;
  t.match(reorged, { status: 'pending', tx_hash: null, confirmations: 0 }, 'back to pending: the transfer is on no block');
  t.same(await eventsOf('refund.pending', refund.id), [reorged], 'refund.pending tells the merchant');

  await chain.provider.broadcastTransaction(raw); // the same signed transaction, mined again
  await minedReceipt(chain.provider, txHash);
  await pass();
  await chain.mine(1);
  await pass();
  t.match((await v1('GET', `${refunds(paid.id)}/${refund.id}`)).body, { status: 'succeeded', tx_hash: txHash });
  t.equal((await eventsOf('refund.succeeded', refund.id)).length, 2, 'succeeded again');
});

t.test('on the platform: members list and retrieve refunds, admins create and cancel them', async (t) => {
  const paid = await paidSession(9);
  const onPlatform = `/api/projects/${world.projectId}/networks/testnet/checkout/sessions/${paid.id}/refunds`;
  const created = await world.admin('POST', onPlatform, { amount: '1.00' });
  t.equal(created.status, 201);
  t.same((await world.admin('GET', onPlatform)).body.data, [created.body]);
  t.same((await world.admin('GET', `${onPlatform}/${created.body.id}`)).body, created.body);
  const { caller } = await import('../helpers/platform.js');
  const zoe = await caller(app, 'zoe@example.test');
  await zoe('GET', '/api/user/profile');
  const organizationId = (await world.admin('GET', `/api/projects/${world.projectId}`)).body.project.organization_id;
  t.equal((await world.admin('POST', `/api/organizations/${organizationId}/members`, { email: 'zoe@example.test' })).status, 201);
  t.equal((await zoe('GET', onPlatform)).status, 200, 'a member reads');
  t.equal((await zoe('POST', onPlatform, { amount: '1.00' })).status, 403, 'a member does not create');
  t.equal((await zoe('POST', `${onPlatform}/${created.body.id}/cancel`)).status, 403, 'nor cancel');
  const cancelled = await world.admin('POST', `${onPlatform}/${created.body.id}/cancel`);
  t.match(cancelled, { status: 200, body: { status: 'failed', failure_reason: 'cancelled' } });
  const stranger = await caller(app, 'stranger@example.test');
  t.equal((await stranger('GET', onPlatform)).status, 404, 'a project not theirs');
});
