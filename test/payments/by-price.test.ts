import t from 'tap';
import { paymentsWorld } from './fixture.js';
import { caller } from '../helpers/platform.js';

// Attribution beyond the tag (docs/payments.md, "Payments without the tag"), on a real anvil with
// plain ERC-20 transfers; the watcher's passes are run by the test. Each test uses prices of its
// own, so that the open sessions of the others are never candidates.
const world = await paymentsWorld(t);
const { pass, create, session, pay, usdc, chain } = world;
const db = world.app.db;
const ada = await caller(world.app, 'ada@example.test');
const projectId = (await db.query<{ id: string }>('SELECT id FROM projects')).rows[0]!.id;

const creditedTo = async (txHash: string) =>
  (
    await db.query<{ session_id: string | null }>('SELECT p.session_id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [
      txHash,
    ])
  ).rows;

const setTolerance = async (bps: number) => {
  const answer = await ada('PATCH', `/api/projects/${projectId}`, { underpayment_tolerance_bps: bps });
  if (answer.status !== 200) throw new Error(`PATCH answered ${answer.status}`);
};

t.test('a round payment for the only session of its price completes it, short of nothing', async (t) => {
  const created = await create(12.5);
  const round = await pay(usdc, 12_500_000n);
  await pass();
  t.same(await creditedTo(round), [{ session_id: created.id }], 'credited by its price: no other pending session costs 12.50');
  t.equal((await session(created.id)).status, 'processing');
  await chain.mine(1);
  await pass();
  const done = await session(created.id);
  t.equal(done.status, 'completed');
  t.match(done.payment, { tx_hash: round, amount: '12.50', amount_due: done.payment_options[0].amount, amount_received: '12.50', shortfall: '0.00' });
  t.not(done.payment.amount_due, '12.50', 'the tagged amount was due; the round one is accepted');
});

t.test('a round amount with digits below the cent that are no tag of its price still pays the one session of that price', async (t) => {
  const created = await create(7.25);
  const tag = BigInt(created.payment_options[0].amount_base_units) - 7_250_000n;
  const notItsTag = 7_250_000n + ((tag + 1n) % 10_000n);
  const paid = await pay(usdc, notItsTag);
  await pass();
  t.same(await creditedTo(paid), [{ session_id: created.id }]);
});

t.test('within the tolerance a short payment completes its session and says by how much it was short; beyond it, it stays unattributed', async (t) => {
  // Sessions keep the tolerance of their creation: this one was made before it was set.
  const before = await create(9);
  await setTolerance(100); // 1 %
  t.teardown(() => setTolerance(0));
  const within = await create(20);
  const beyond = await create(30);

  // 19.80 is 1 % short of 20.00: an exchange kept its fee.
  const short = await pay(usdc, 19_800_000n);
  // 29.69 is 1.03 % short of 30.00.
  const tooShort = await pay(usdc, 29_690_000n);
  // 8.95 is 0.56 % short of 9.00, but that session was created with no tolerance.
  const beforeShort = await pay(usdc, 8_950_000n);
  await chain.mine(1);
  await pass();

  const done = await session(within.id);
  t.equal(done.status, 'completed', 'paid within the tolerance: completed');
  t.match(done.payment, { tx_hash: short, amount: '19.80', amount_received: '19.80', shortfall: '0.20', amount_excess: '0.00' });
  t.same(await creditedTo(tooShort), [{ session_id: null }], 'beyond the tolerance: no session is guessed');
  t.equal((await session(beyond.id)).status, 'pending');
  t.same(await creditedTo(beforeShort), [{ session_id: null }], "the tolerance set after a session's creation does not apply to it");
  t.equal((await session(before.id)).status, 'pending');
});

t.test('a session credited short of its tolerance fails at its deadline with its shortfall shown', async (t) => {
  const created = await create(40);
  // 1.00 short is beyond a tolerance of 0: untagged, so not the customer's to claim by hash; the merchant attaches it.
  const short = await pay(usdc, 39_000_000n);
  const submitted = await world.submit(created.id, { chain: 'local-anvil', tx_hash: short });
  t.equal(submitted.status, 400);
  t.match(submitted.body.error.message, /^tx_hash: does not carry this session's exact amount/);
  await chain.mine(1);
  await pass();
  t.same(await creditedTo(short), [{ session_id: null }], 'recorded unattributed by the watcher');
  t.equal((await world.attach(short, created.id)).status, 200);
  t.equal((await session(created.id)).status, 'pending', 'open for a top-up');
  await world.expire(created.id);
  const failed = await session(created.id);
  t.match(failed, { status: 'failed', failure_reason: 'underpaid', payment: { amount_received: '39.00', shortfall: '1.00' } });
});

t.test('two pending sessions of one price: a round payment names neither', async (t) => {
  const first = await create(15.5);
  const second = await create(15.5);
  const round = await pay(usdc, 15_500_000n);
  await pass();
  t.same(await creditedTo(round), [{ session_id: null }], 'unattributed: the amount does not say which');
  t.equal((await session(first.id)).status, 'pending');
  t.equal((await session(second.id)).status, 'pending');
  // Nor may either customer claim it by hash: it carries no tag, so it could be the other's.
  const claimed = await world.submit(second.id, { chain: 'local-anvil', tx_hash: round });
  t.equal(claimed.status, 400);
  t.match(claimed.body.error.message, /^tx_hash: does not carry this session's exact amount/);
  t.same(await creditedTo(round), [{ session_id: null }], 'still the merchant to attribute');
  t.equal((await world.attach(round, second.id)).status, 200);
  t.same(await creditedTo(round), [{ session_id: second.id }]);
});

t.test(
  "a round payment that only one pending session's price explains is that session's: submitted for another, it is refused and credited to it",
  async (t) => {
    const owner = await create(17.75);
    const other = await create(60);
    const round = await pay(usdc, 17_750_000n);
    const answer = await world.submit(other.id, { chain: 'local-anvil', tx_hash: round });
    t.equal(answer.status, 400);
    t.match(answer.body.error.message, /^tx_hash: is another checkout session's payment \(it pays that session's amount/);
    t.same(await creditedTo(round), [{ session_id: owner.id }], 'recorded for the session whose price it pays');
    t.equal((await session(other.id)).status, 'pending');
  },
);

t.test('an overpayment by a cent or more pays no session by its price', async (t) => {
  const created = await create(3.5);
  const over = await pay(usdc, 3_510_000n);
  await pass();
  t.same(await creditedTo(over), [{ session_id: null }]);
  t.equal((await session(created.id)).status, 'pending');
});
