import t from 'tap';
import { checkedProviderFor } from '../../src/checkout/payments/chain-client.js';
import { eventually } from '../helpers/processes.js';
import { paymentsWorld } from './fixture.js';

// A real anvil behind the test's JSON-RPC proxy (test/helpers/faulty-rpc.ts), which here leaves
// calls unanswered (`hang`) or answers them late (`slow`). Each RPC attempt is abandoned after
// CHAIN_RPC_ATTEMPT_TIMEOUT_MS and tried again within CHAIN_RPC_TIMEOUT_MS: both are a fifth of
// their defaults (2,500 and 10,000 ms), and the slow answers' 2 to 8 s a fifth too, so the
// scenario is the one in production at a fifth of the time.
const ATTEMPT_MS = 500;
const world = await paymentsWorld(t, { rpcProxy: true, env: { CHAIN_RPC_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_MS), CHAIN_RPC_TIMEOUT_MS: '2000' } });
const { pass, create, pay, option, usdc, chain } = world;
const rpc = world.rpc!;
const { db } = world.app;
const local = world.app.config.chains.chain('local-anvil')!;

t.test('a call whose first attempt is never answered is answered by the next attempt, and the hung request is abandoned', async (t) => {
  const provider = await checkedProviderFor(local, world.app.config.payments);
  const hung = rpc.stalls.hang;
  rpc.hangNext = 1;
  t.equal(await provider.getBlockNumber(), await chain.provider.getBlockNumber(), "the head, read through the proxy, is the anvil's");
  t.equal(rpc.stalls.hang, hung + 1, 'its first attempt was held unanswered');
  await eventually(async () => (rpc.holding() === 0 ? true : undefined), { what: 'the hung connection closed by the service' });
  t.pass('the service closed the connection it gave up on');

  rpc.hangNext = 1; // a whole pass: its first call (the chain id) hangs
  const result = await pass();
  t.equal(result.head, await chain.provider.getBlockNumber(), 'the pass succeeds');
  t.equal(rpc.stalls.hang, hung + 2, 'after its first call hung');
});

t.test('15% of calls never answered and 20% answered late: every transfer is recorded after some passes', async (t) => {
  await pass();
  const sessions = [];
  for (let i = 0; i < 10; i++) sessions.push(await create(3));
  for (const created of sessions) await pay(usdc, option(created).amount_base_units);
  await chain.mine(2);
  const ids = sessions.map((created) => created.id as string);
  const completed = async () =>
    (await db.query("SELECT count(*)::int AS n FROM checkout_sessions WHERE id = ANY($1) AND status = 'completed'", [ids])).rows[0].n as number;

  const before = { ...rpc.stalls };
  Object.assign(rpc, { hangShare: 0.15, slowShare: 0.2, slowMs: [(2_000 * ATTEMPT_MS) / 2_500, (8_000 * ATTEMPT_MS) / 2_500] });
  t.teardown(() => Object.assign(rpc, { hangShare: 0, slowShare: 0 }));
  let passes = 0;
  let failed = 0;
  while (passes < 20 && (await completed()) < ids.length) {
    passes++;
    await pass().catch(() => failed++); // a pass may still fail; the next goes on from what it kept
  }
  Object.assign(rpc, { hangShare: 0, slowShare: 0 });
  t.equal(await completed(), ids.length, `all ${ids.length} sessions completed (after ${passes} passes, ${failed} failed)`);
  t.equal((await db.query('SELECT count(*)::int AS n FROM payments WHERE session_id = ANY($1)', [ids])).rows[0].n, ids.length, 'each transfer recorded once');
  const hung = rpc.stalls.hang - before.hang;
  const slow = rpc.stalls.slow - before.slow;
  t.ok(hung > 0 && slow > 0, `calls were held: ${hung} never answered, ${slow} answered late (${rpc.counts.ok} calls forwarded untouched)`);
});
