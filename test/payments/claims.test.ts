import t from 'tap';
import { paymentsWorld, RECEIVING } from './fixture.js';

// A hostile customer submits another customer's transaction to their own cheap session, on a real
// anvil with plain transfers; the watcher's passes are run by the test (docs/payments.md, "Who a
// transfer belongs to").
const world = await paymentsWorld(t);
const { pass, create, session, pay, option, usdc, chain } = world;
const db = world.app.db;

/** Sends `units` of USDC to the receiving address without waiting for it to be mined (automine off). */
async function payPending(units: bigint | string): Promise<string> {
  const tx = await (usdc as any).transfer(RECEIVING, BigInt(units));
  return (tx.hash as string).toLowerCase();
}

const submissionsOf = async (txHash: string) =>
  (
    await db.query<{ session_id: string; state: string; reason: string | null }>(
      'SELECT session_id, state, reason FROM payment_submissions WHERE tx_hash = $1 ORDER BY created_at',
      [txHash],
    )
  ).rows;

const creditedTo = async (txHash: string) =>
  (
    await db.query<{ session_id: string | null }>('SELECT p.session_id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [
      txHash,
    ])
  ).rows;

t.test("mined, not yet seen by the watcher: another session's exact amount submitted to a cheap session is refused, and credited to its owner", async (t) => {
  const victim = await create(50);
  const attacker = await create(1);
  const txHash = await pay(usdc, option(victim).amount_base_units);

  const answer = await world.submit(attacker.id, { chain: 'local-anvil', tx_hash: txHash });
  t.equal(answer.status, 400);
  t.equal(answer.body.error.code, 'invalid_request');
  t.match(answer.body.error.message, /^tx_hash: is another checkout session's payment/);
  t.equal((await session(attacker.id)).status, 'pending', 'the cheap session is not paid');
  t.same(await creditedTo(txHash), [{ session_id: victim.id }], 'recorded once, for the session whose amount it carries');

  await chain.mine(1);
  await pass();
  t.equal((await session(victim.id)).status, 'completed', "the victim's session completes");
  t.equal((await session(attacker.id)).status, 'pending');
});

t.test(
  'pending: submitted to a cheap session before it is mined, it goes to its owner once mined; the bad submission is recorded and never fails a pass',
  async (t) => {
    const victim = await create(50.5);
    const attacker = await create(1.5);
    const honest = await create(20);
    await chain.provider.send('evm_setAutomine', [false]);
    t.teardown(() => chain.provider.send('evm_setAutomine', [true]));
    const txHash = await payPending(option(victim).amount_base_units);

    const claimed = await world.submit(attacker.id, { chain: 'local-anvil', tx_hash: txHash });
    t.equal(claimed.status, 202, 'not mined yet: nothing to judge, the submission waits');
    t.equal(claimed.body.status, 'processing');
    const own = await world.submit(victim.id, { chain: 'local-anvil', tx_hash: txHash });
    t.equal(own.status, 202, 'the owner can submit the same transaction too');
    // A short payment (no tag), submitted while pending too: refused once mined, and the pass still goes on.
    const short = await payPending(BigInt(option(honest).amount_base_units) - 1_000_000n);
    t.equal((await world.submit(honest.id, { chain: 'local-anvil', tx_hash: short })).status, 202);

    await chain.provider.send('evm_setAutomine', [true]);
    await chain.mine(2);
    for (let i = 0; i < 2; i++) await pass(); // a pass that threw here would fail the test

    t.equal((await session(victim.id)).status, 'completed', "the owner's session completes");
    t.equal((await session(attacker.id)).status, 'pending', 'the cheap session is back to pending, unpaid');
    t.same(await creditedTo(txHash), [{ session_id: victim.id }]);
    t.match(
      await submissionsOf(txHash),
      [{ session_id: attacker.id, state: 'rejected', reason: /another checkout session/ }],
      "the refused claim is kept with its reason; the owner's was credited",
    );
    const shortAfter = await session(honest.id);
    t.equal(shortAfter.status, 'pending', 'the short payment was judged in the same pass: refused, the session back to pending');
    t.match(await submissionsOf(short), [{ session_id: honest.id, state: 'rejected', reason: /^does not carry this session's exact amount/ }]);
    t.same(await creditedTo(short), [{ session_id: null }], 'recorded unattributed, for the merchant to attach');
    t.equal((await world.attach(short, honest.id)).status, 200);

    const health = (await (await world.app.request('/v1/health')).json()) as any;
    t.equal(health.checks.chains['local-anvil'].status, 'ok', 'the chain is not reported down');
    await world.expire(honest.id);
    t.equal((await session(honest.id)).status, 'failed', 'and its session still reaches its deadline');
  },
);

t.test("someone else's unattributed overpayment cannot be claimed by a cheap session; a session's own tag with more cents can", async (t) => {
  const victim = await create(30);
  const attacker = await create(2);
  // 40.00: no session was given this amount, so the watcher records it unattributed.
  const overpaid = await pay(usdc, 40_000_000n);
  await pass();
  t.same(await creditedTo(overpaid), [{ session_id: null }]);

  const answer = await world.submit(attacker.id, { chain: 'local-anvil', tx_hash: overpaid });
  t.equal(answer.status, 400);
  t.match(answer.body.error.message, /^tx_hash: does not carry this session's exact amount/);
  t.same(await creditedTo(overpaid), [{ session_id: null }], 'still unattributed: the merchant decides');
  t.equal((await session(attacker.id)).status, 'pending');

  // The victim's own tag, with ten dollars more: the transfer carries this session's amount.
  const ownTag = await pay(usdc, BigInt(option(victim).amount_base_units) + 10_000_000n);
  t.equal((await world.submit(victim.id, { chain: 'local-anvil', tx_hash: ownTag })).status, 202);
  t.equal((await submissionsOf(ownTag)).length, 0, 'credited: nothing left waiting');
  t.same(await creditedTo(ownTag), [{ session_id: victim.id }]);
});

t.test('a round payment that the price rule gives to the session is credited when submitted for it', async (t) => {
  const created = await create(12.5);
  const round = await pay(usdc, 12_500_000n);
  t.equal((await world.submit(created.id, { chain: 'local-anvil', tx_hash: round })).status, 202);
  t.same(await creditedTo(round), [{ session_id: created.id }]);
  t.equal((await session(created.id)).payment.amount_received, '12.50');
});

t.test("a customer's untagged payment cannot be claimed by hash: a fee-short transfer, and a round amount two sessions share", async (t) => {
  // The reproduction: $20.00 paid 19.76 (an exchange took a fee, tolerance 0) is unattributed;
  // a $19.77 session submits it, then tops up with 0.01 of its own.
  const victim = await create(20);
  const feeShort = await pay(usdc, 19_760_000n);
  await pass();
  t.same(await creditedTo(feeShort), [{ session_id: null }]);
  const attacker = await create(19.77);
  const claimed = await world.submit(attacker.id, { chain: 'local-anvil', tx_hash: feeShort });
  t.equal(claimed.status, 400);
  t.match(claimed.body.error.message, /^tx_hash: does not carry this session's exact amount/);
  const topUp = await pay(usdc, 10_000n);
  t.equal((await world.submit(attacker.id, { chain: 'local-anvil', tx_hash: topUp })).status, 400, 'nor can a cent of its own');
  t.equal((await session(attacker.id)).status, 'pending');
  t.same(await creditedTo(feeShort), [{ session_id: null }], "still the victim's merchant to attribute");

  // Round 30.00 with two $30.00 sessions open is ambiguous; a $45.00 session cannot take it.
  await create(30);
  await create(30);
  const round = await pay(usdc, 30_000_000n);
  await pass();
  const big = await create(45);
  t.equal((await world.submit(big.id, { chain: 'local-anvil', tx_hash: round })).status, 400);
  t.same(await creditedTo(round), [{ session_id: null }]);
  t.equal((await session(victim.id)).status, 'pending');
});

t.test("transactions not mined yet: at most 5 wait for one session, and only until the session's deadline", async (t) => {
  const created = await create(3.25);
  await chain.provider.send('evm_setAutomine', [false]);
  t.teardown(() => chain.provider.send('evm_setAutomine', [true]));
  const hashes: string[] = [];
  for (let i = 0; i < 6; i++) hashes.push(await payPending(1n));
  for (const hash of hashes.slice(0, 5)) t.equal((await world.submit(created.id, { chain: 'local-anvil', tx_hash: hash })).status, 202);
  const sixth = await world.submit(created.id, { chain: 'local-anvil', tx_hash: hashes[5] });
  t.equal(sixth.status, 400, 'the sixth is refused: each waiting transaction costs every pass an RPC call');
  t.equal(sixth.body.error.message, 'tx_hash: this session already waits on 5 transactions not mined yet');
  t.equal((await world.submit(created.id, { chain: 'local-anvil', tx_hash: hashes[0] })).status, 202, 'submitting a waiting one again is fine');

  await world.expire(created.id);
  t.equal((await session(created.id)).status, 'processing', 'at the deadline the waiting transactions hold it in processing');
  await pass();
  t.equal((await session(created.id)).status, 'expired', 'the next pass lets them go: mined now, they could only be late');
  t.match(
    await Promise.all(hashes.slice(0, 5).map(submissionsOf)),
    hashes.slice(0, 5).map(() => [{ state: 'rejected', reason: "was not mined before the session's deadline" }]),
  );
});
