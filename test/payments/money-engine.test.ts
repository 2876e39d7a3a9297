import { Wallet } from 'ethers';
import t from 'tap';
import type { Test } from 'tap';
import { paymentLedger } from '../../src/checkout/index.js';
import { recordPayment } from '../../src/checkout/payments/attribution.js';
import { transferOf } from '../../src/checkout/payments/chain-client.js';
import { reconcileSessions } from '../../src/checkout/payments/session-state.js';
import { receiptSignersFor } from '../../src/verification/index.js';
import { testLog } from '../helpers/log.js';
import { eventually } from '../helpers/processes.js';
import { paymentsWorld } from './fixture.js';

// The money engine's owners under races and deep forks (docs/payments.md, "The money engine"), on a
// real anvil with plain ERC-20 transfers; the watcher's passes are run by the test, and a race is
// staged by holding a row lock until the other side waits on it (pg_stat_activity), never by timing.
const world = await paymentsWorld(t);
const { pass, create, session, pay, option, usdc, chain } = world;
const { db } = world.app;
const ledger = paymentLedger(world.app.config, { receipts: receiptSignersFor(world.app.config, db) });
const local = world.app.config.chains.chain('local-anvil')!;

/** Resolves once `count` backends of this database wait on a lock. */
const lockWaits = (count: number, what: string) =>
  eventually(
    async () => {
      const { rows } = await db.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
      return rows[0].n >= count ? true : undefined;
    },
    { what },
  );

const eventTypes = async (id: string) =>
  (await db.query<{ type: string; status: string }>("SELECT type, object->>'status' AS status FROM events WHERE object->>'id' = $1 ORDER BY created_at", [id]))
    .rows;

/** The session's tagged amount with a dollar more: no session's amount, so the watcher records it unattributed; the session's own tag, so its customer may submit it. */
async function overpaidUnattributed(t: Test) {
  const created = await create(10);
  const txHash = await pay(usdc, BigInt(option(created).amount_base_units) + 1_000_000n);
  await pass();
  const { rows } = await db.query<{ id: string; session_id: string | null; state: string }>(
    'SELECT p.id, p.session_id, t.state FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1',
    [txHash],
  );
  t.match(rows, [{ session_id: null, state: 'confirming' }], 'recorded unattributed, confirming');
  return { created, txHash, paymentId: rows[0]!.id };
}

t.test('a payment attributed while the watcher confirms it: the session completes in both orders, never stays processing', async (t) => {
  await t.test("the attribution's transaction is open when the confirmation runs", async (t) => {
    const { created, txHash } = await overpaidUnattributed(t);
    await chain.mine(1); // the next pass confirms it
    const receipt = (await chain.provider.getTransactionReceipt(txHash))!;
    const block = (await chain.provider.getBlock(receipt.blockNumber))!;
    const transfer = transferOf(local, receipt.logs[0]!, new Date(block.timestamp * 1000))!;
    const client = await db.connect();
    t.teardown(() => client.release());
    await client.query('BEGIN');
    // The customer's submission, credited and settled (processing: not yet confirmed), not yet committed.
    t.match(await recordPayment(client, ledger, transfer, 'submitted', created.id), { recorded: 'attributed', sessionId: created.id });
    const passing = pass();
    await lockWaits(1, 'the confirmation to wait on the attributed payment');
    await client.query('COMMIT');
    await passing;
    const paid = await session(created.id);
    t.equal(paid.status, 'completed', 'the confirmation settles the session the payment is credited to when it commits');
    t.same((await eventTypes(created.id)).slice(-2), [
      { type: 'checkout.session.processing', status: 'processing' },
      { type: 'checkout.session.completed', status: 'completed' },
    ]);
    t.ok(paid.payment.receipt, 'its receipt is signed');
  });

  await t.test("the confirmation's transaction is open when the merchant attaches it", async (t) => {
    const { created, txHash, paymentId } = await overpaidUnattributed(t);
    await chain.mine(1);
    const client = await db.connect();
    t.teardown(() => client.release());
    await client.query('BEGIN');
    await client.query('SELECT 1 FROM payments WHERE id = $1 FOR UPDATE', [paymentId]);
    const passing = pass(); // its confirmation holds the transfer and waits on the payment
    await lockWaits(1, 'the confirmation to wait on the payment');
    const attaching = world.attach(txHash, created.id); // waits on the payment too, after the confirmation
    await lockWaits(2, 'the attach to wait on the payment');
    await client.query('COMMIT');
    await passing;
    t.equal((await attaching).status, 200);
    t.equal((await session(created.id)).status, 'completed', 'the attach settles with the confirmation committed');
  });
});

t.test('a fork deeper than the re-check window withdraws a confirmed payment, whatever its age', async (t) => {
  const created = await create(12);
  await pass();
  const snapshot = await chain.provider.send('evm_snapshot', []);
  const txHash = await pay(usdc, option(created).amount_base_units);
  await chain.mine(5); // 6 blocks deep: beyond twice the chain's 2 confirmations
  await pass();
  t.equal((await session(created.id)).status, 'completed');

  await chain.provider.send('evm_revert', [snapshot]);
  await pay(usdc, 1_000_000n, Wallet.createRandom().address); // the new branch differs from its first block
  await chain.mine(7); // 8 new blocks: longer than the old branch
  await pass();
  const reopened = await session(created.id);
  t.equal(reopened.status, 'pending', 'back to pending: its block left the chain');
  t.equal(reopened.payment.status, 'withdrawn');
  t.equal(reopened.payment.receipt, null);
  t.same((await eventTypes(created.id)).slice(-2), [
    { type: 'checkout.session.pending', status: 'pending' },
    { type: 'checkout.session.payment_withdrawn', status: 'pending' },
  ]);
  const { rows } = await db.query('SELECT recheck_from FROM chain_watchers WHERE chain = $1', ['local-anvil']);
  t.equal(rows[0].recheck_from, null, 'the fork is forgotten once every transfer above it was re-checked');
  t.equal(await chain.provider.getTransactionReceipt(txHash), null, 'the transfer is on no block of the new branch');
});

t.test('the reconciliation sweep settles a session its payments moved, and logs it at warn; a settled one it leaves alone', async (t) => {
  const stuck = await create(14);
  const settled = await create(15);
  await pay(usdc, option(stuck).amount_base_units);
  await pay(usdc, option(settled).amount_base_units);
  await chain.mine(2);
  await pass();
  t.equal((await session(stuck.id)).status, 'completed');
  // As a missed transition would leave it: the payments say completed, the status does not.
  await db.query("UPDATE checkout_sessions SET status = 'processing' WHERE id = $1", [stuck.id]);
  const warned: unknown[] = [];
  const log = Object.assign(Object.create(testLog), { warn: (...args: unknown[]) => warned.push(args) });
  t.same(await reconcileSessions(db, ledger.sessionEvent, log), [stuck.id]);
  t.equal((await session(stuck.id)).status, 'completed');
  t.equal(warned.length, 1, 'one warning, for the one session moved');
  t.same(await reconcileSessions(db, ledger.sessionEvent, log), [], 'nothing left to settle');
  t.equal((await session(settled.id)).status, 'completed');
});
