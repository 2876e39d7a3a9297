import t, { type Test } from 'tap';
import { paymentsWorld } from './fixture.js';
import { mined } from '../../src/core/chain/mined.js';

// POST /c/{id}/payments with bad input: always a 400 naming the field (or 404 for no session), never a 500.
const world = await paymentsWorld(t, { mainnet: true });
const { create, submit, pay, option, usdc, pass, chain, session } = world;

const expect400 = (t: Test, answer: { status: number; body: any }, field: string) => {
  t.equal(answer.status, 400, `400 for ${field}`);
  t.equal(answer.body.error.code, 'invalid_request');
  t.match(answer.body.error.message, new RegExp(`^${field.replace('.', '\\.')}: `), `the message names ${field}: ${answer.body.error.message}`);
};

t.test('malformed or missing fields', async (t) => {
  const s = await create(1.5);
  expect400(t, await submit(s.id, { chain: 'local-anvil' }), 'tx_hash');
  expect400(t, await submit(s.id, { chain: 'local-anvil', tx_hash: '0x1234' }), 'tx_hash');
  expect400(t, await submit(s.id, { chain: 'local-anvil', tx_hash: `0x${'zz'.repeat(32)}` }), 'tx_hash');
  expect400(t, await submit(s.id, { chain: 'local-anvil', tx_hash: 42 }), 'tx_hash');
  expect400(t, await submit(s.id, { tx_hash: `0x${'ab'.repeat(32)}` }), 'chain');
  expect400(t, await submit(s.id, { chain: 'local-anvil', tx_hash: `0x${'ab'.repeat(32)}`, amount: 1 }), 'amount');
  expect400(t, await submit(s.id, []), 'body');
  const raw = await world.app.request(`/c/${s.id}/payments`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"chain":' });
  t.equal(raw.status, 400, 'unparseable JSON is a 400');
});

t.test('unknown chain, a chain of the other network, an unknown transaction', async (t) => {
  const s = await create(1.5);
  expect400(t, await submit(s.id, { chain: 'dogecoin', tx_hash: `0x${'ab'.repeat(32)}` }), 'chain');
  expect400(t, await submit(s.id, { chain: 'sepolia', tx_hash: `0x${'ab'.repeat(32)}` }), 'chain'); // in the registry, no RPC URL here
  const wrongNetwork = await submit(s.id, { chain: 'local-mainnet', tx_hash: `0x${'ab'.repeat(32)}` });
  expect400(t, wrongNetwork, 'chain');
  t.match(wrongNetwork.body.error.message, /mainnet chain; this session is paid on testnet/);
  const unknown = await submit(s.id, { chain: 'local-anvil', tx_hash: `0x${'ab'.repeat(32)}` });
  expect400(t, unknown, 'tx_hash');
  t.match(unknown.body.error.message, /no transaction with this hash on local-anvil/);
});

t.test('wrong chain and wrong network: a transfer on the mainnet chain pays no testnet session', async (t) => {
  const s = await create(2.5);
  const other = world.mainnet!;
  const tx = await (other.usdc as any).transfer(option(s).address, BigInt(option(s).amount_base_units));
  await mined(tx);
  const hash = tx.hash.toLowerCase();
  expect400(t, await submit(s.id, { chain: 'local-anvil', tx_hash: hash }), 'tx_hash'); // not on the chain named
  expect400(t, await submit(s.id, { chain: 'local-mainnet', tx_hash: hash }), 'chain');
  await pass();
  t.equal((await session(s.id)).status, 'pending', 'not credited');
  t.same((await session(s.id)).payments, []);
});

t.test('a session that is not open, or does not exist', async (t) => {
  const s = await create(3.5);
  await pay(usdc, option(s).amount_base_units);
  await chain.mine(2);
  await pass();
  await pass();
  t.equal((await session(s.id)).status, 'completed');
  const later = await pay(usdc, 1_000_000n);
  const closed = await submit(s.id, { chain: 'local-anvil', tx_hash: later });
  expect400(t, closed, 'id');
  t.match(closed.body.error.message, /the session is completed/);
  const expired = await create(3.5);
  await world.app.request(`/v1/checkout/sessions/${expired.id}/expire`, { method: 'POST', token: world.key });
  expect400(t, await submit(expired.id, { chain: 'local-anvil', tx_hash: later }), 'id');
  const missing = await submit('ps_doesNotExist', { chain: 'local-anvil', tx_hash: later });
  t.equal(missing.status, 404);
  t.equal(missing.body.error.code, 'not_found');
});

t.test('the route is limited per client IP, like the page', async (t) => {
  const s = await create(4.5);
  const answer = await world.app.request(`/c/${s.id}/payments`, { method: 'POST', json: {} });
  t.match(answer.headers.get('ratelimit-policy'), /"ip";q=\d+;w=\d+/);
});
