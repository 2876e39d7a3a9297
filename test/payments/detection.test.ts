import { Wallet } from 'ethers';
import t from 'tap';
import type { Test } from 'tap';
import { paymentLedger } from '../../src/checkout/index.js';
import { receiptSignersFor } from '../../src/verification/index.js';
import { formatBaseUnits } from '../../src/core/money.js';
import { eventually } from '../helpers/processes.js';
import { paymentsWorld, RECEIVING } from './fixture.js';
import { mined, minedReceipt } from '../../src/core/chain/mined.js';
import { forgetReplacedAddresses } from '../../src/checkout/payments/watcher.js';

// A real anvil; the watcher's passes are run by the test, so every step is deterministic.
const world = await paymentsWorld(t);
const { pass, create, session, pay, option, events, usdc, usdt, chain } = world;

t.test('a transfer of the tagged amount sent without the page is found by the watcher and completes its session', async (t) => {
  const created = await create(19.99);
  const usdcOption = option(created);
  const txHash = await pay(usdc, usdcOption.amount_base_units);

  const first = await pass();
  t.ok(first.transfers >= 1, 'the pass saw the transfer');
  const seen = await session(created.id);
  t.equal(seen.status, 'processing', 'processing as soon as the transfer is seen');
  t.match(seen.payment, { chain: 'local-anvil', token: 'USDC', tx_hash: txHash, amount: usdcOption.amount, confirmations: 1, completed_at: null });
  t.equal(seen.payment.status, 'confirming');
  t.equal(seen.payment.confirmations_required, 2, "the registry's count for this chain");

  await chain.mine(1);
  await pass();
  const done = await session(created.id);
  t.equal(done.status, 'completed', 'completed once the required confirmations are reached');
  t.same(
    Object.keys(done.payment).slice(0, 6),
    ['chain', 'token', 'tx_hash', 'amount', 'confirmations', 'completed_at'],
    "the spec's Payment fields come first",
  );
  t.equal(done.payment.confirmations, 2);
  t.match(done.payment.tx_hash, /^0x[0-9a-f]{64}$/, 'tx_hash is lowercase');
  t.match(done.payment.completed_at, /^\d{4}-\d\d-\d\dT/);
  t.equal(done.payment.amount_received, usdcOption.amount);
  t.equal(done.payment.amount_excess, '0.00');
  t.same(await events(created.id), ['checkout.session.processing', 'checkout.session.completed'], 'one event per transition, in order');

  await pass();
  t.equal(
    (await world.app.db.query('SELECT count(*)::int AS n FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [txHash]))
      .rows[0].n,
    1,
    'a later pass counts nothing twice',
  );
  const status = await (await world.app.request(`/c/${created.id}/status`)).json();
  t.match(status, { status: 'completed', payment: { tx_hash: txHash } }, 'the page status shows the payment too');
});

t.test('20 sessions of the same USD amount, paid in random order, each get their own payment', async (t) => {
  const sessions: any[] = [];
  for (let i = 0; i < 20; i++) sessions.push(await create(42));
  const order = sessions.map((s, i) => ({ s, key: (i * 7919) % 20 })).sort((a, b) => a.key - b.key);
  const paidBy = new Map<string, string>();
  for (const { s } of order) {
    const token = paidBy.size % 3 === 0 ? usdt : usdc; // both tokens, each with its own tags
    paidBy.set(s.id, await pay(token, option(s, token === usdt ? 'USDT' : 'USDC').amount_base_units));
  }
  await chain.mine(1);
  await pass();
  await pass();
  for (const s of sessions) {
    const after = await session(s.id);
    t.equal(after.status, 'completed', `${s.id} completed`);
    t.equal(after.payment.tx_hash, paidBy.get(s.id), 'by its own transfer');
    t.equal(after.payments.length, 1, 'and only that one');
  }
});

t.test('overpaid by a transfer to the same address: submitted by hash, completed with the excess recorded', async (t) => {
  const created = await create(10);
  const due = BigInt(option(created).amount_base_units);
  const txHash = await pay(usdc, due + 2_500_000n);
  const answer = await world.submit(created.id, { chain: 'local-anvil', tx_hash: txHash.toUpperCase().replace('0X', '0x') });
  t.equal(answer.status, 202);
  t.match(answer.body, { id: created.id, status: 'processing', payment: { tx_hash: txHash } });
  await chain.mine(1);
  await pass();
  const done = await session(created.id);
  t.equal(done.status, 'completed');
  t.equal(done.payment.amount_excess, '2.50', 'the excess is recorded');
  t.equal(done.payment.amount_due, option(created).amount);
});

t.test('underpaid: open for a top-up until expires_at, which completes it', async (t) => {
  const created = await create(20);
  const due = BigInt(option(created).amount_base_units);
  // Short of the tagged amount, it carries no tag: unattributed until the merchant attaches it.
  const first = await pay(usdc, due - 5_000_000n);
  t.equal((await world.submit(created.id, { chain: 'local-anvil', tx_hash: first })).status, 400);
  await chain.mine(2);
  await pass();
  t.equal((await world.attach(first, created.id)).status, 200);
  const short = await session(created.id);
  t.equal(short.status, 'pending', 'an underpaid session stays open');
  t.equal(short.payment.amount_received, formatBaseUnits(due - 5_000_000n, 6), 'the amount received so far is shown');
  // Exactly the rest due, as its page asks: the customer may submit it.
  const topUp = await pay(usdc, 5_000_000n);
  t.equal((await world.submit(created.id, { chain: 'local-anvil', tx_hash: topUp })).status, 202);
  await chain.mine(2);
  await pass();
  const done = await session(created.id);
  t.equal(done.status, 'completed', 'the top-up completes it');
  t.equal(done.payment.amount_received, option(created).amount);
  t.equal(done.payments.length, 2);
});

t.test('underpaid and never topped up: failed at expires_at, "underpaid", with the amount received', async (t) => {
  const created = await create(20);
  const due = BigInt(option(created).amount_base_units);
  const quarter = await pay(usdc, due / 4n);
  await chain.mine(2);
  await pass();
  t.equal((await world.attach(quarter, created.id)).status, 200, 'the merchant attaches the short payment');
  await world.expire(created.id);
  const failed = await session(created.id);
  t.equal(failed.status, 'failed');
  t.equal(failed.failure_reason, 'underpaid');
  t.equal(failed.payment.amount_received, failed.payment.amount, 'the amount received is shown');
  t.same((await events(created.id)).at(-1), 'checkout.session.failed');
});

t.test('wrong token: a transfer of another token is not credited, and submitting it is a 400 naming tx_hash', async (t) => {
  const { deployTestToken } = await import('../helpers/chain.js');
  const other = await deployTestToken(chain, 'DAI');
  await mined((other as any).mint(chain.deployer.address, 10n ** 12n));
  const created = await create(3);
  const txHash = await pay(other, option(created).amount_base_units);
  await pass();
  t.equal((await session(created.id)).status, 'pending', 'not credited');
  const answer = await world.submit(created.id, { chain: 'local-anvil', tx_hash: txHash });
  t.equal(answer.status, 400);
  t.match(answer.body.error.message, /^tx_hash: transfers no USDC or USDT to this session's receiving address/);
});

t.test('a reverted transaction submitted by hash: failed with its reason at expiry if nothing else pays', async (t) => {
  const created = await create(4);
  // anvil's account #3 holds no tokens: its transfer reverts ("balance"). A fixed gas limit skips estimation.
  const { Wallet } = await import('ethers');
  const broke = new Wallet('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6', chain.provider);
  const tx = await (usdc.connect(broke) as any).transfer(option(created).address, option(created).amount_base_units, { gasLimit: 100_000 });
  const receipt = await mined(tx);
  t.equal(receipt.status, 0, 'the transaction reverted on chain');
  const answer = await world.submit(created.id, { chain: 'local-anvil', tx_hash: tx.hash });
  t.equal(answer.status, 202, 'accepted: the customer may still pay');
  t.equal(answer.body.status, 'pending');
  await world.expire(created.id);
  const failed = await session(created.id);
  t.equal(failed.status, 'failed');
  t.equal(failed.failure_reason, 'transaction_reverted');
});

t.test('a tx hash credited to another session is a 400 naming tx_hash', async (t) => {
  const paid = await create(5);
  const txHash = await pay(usdc, option(paid).amount_base_units);
  await pass();
  const other = await create(5);
  const answer = await world.submit(other.id, { chain: 'local-anvil', tx_hash: txHash });
  t.equal(answer.status, 400);
  t.equal(answer.body.error.code, 'invalid_request');
  t.match(answer.body.error.message, /^tx_hash: is already credited to another checkout session/);
  t.equal((await session(other.id)).status, 'pending', 'the other session is untouched');
});

t.test('late: a payment mined after expires_at leaves the session expired, recorded as late and visible', async (t) => {
  const created = await create(6);
  await world.expire(created.id);
  t.equal((await session(created.id)).status, 'expired');
  const txHash = await pay(usdc, option(created).amount_base_units);
  await pass();
  const after = await session(created.id);
  t.equal(after.status, 'expired', 'still expired');
  t.match(after.payment, { tx_hash: txHash, late: true }, 'the late payment shows on the session');
  t.ok((await events(created.id)).includes('checkout.session.payment_late'));
});

t.test('a payment mined before expires_at counts when seen after the expiry rule ran', async (t) => {
  const created = await create(7);
  const txHash = await pay(usdc, option(created).amount_base_units);
  // The expiry job runs before the watcher sees the transfer (the clock advanced past expires_at).
  const { withTransaction } = await import('../../src/core/db/pool.js');
  const { settleSession } = await import('../../src/checkout/payments/session-state.js');
  const ledger = paymentLedger(world.app.config, { receipts: receiptSignersFor(world.app.config, world.app.db) });
  await withTransaction(world.app.db, (client) => settleSession(client, ledger.sessionEvent, created.id, new Date(Date.parse(created.expires_at) + 1000)));
  t.equal((await session(created.id)).status, 'expired', 'the expiry rule ran');
  await chain.mine(1);
  await pass();
  const done = await session(created.id);
  t.equal(done.status, 'completed', 'the in-time payment still completes it');
  t.equal(done.payment.tx_hash, txHash);
  t.equal(done.payment.late, false);
});

t.test('a second payment to a completed session is recorded and flagged extra, never lost', async (t) => {
  const created = await create(8);
  const amount = option(created).amount_base_units;
  await pay(usdc, amount);
  await chain.mine(1);
  await pass();
  t.equal((await session(created.id)).status, 'completed');
  const again = await pay(usdc, amount);
  await pass();
  const after = await session(created.id);
  t.equal(after.status, 'completed');
  const extra = after.payments.find((p: any) => p.tx_hash === again);
  t.match(extra, { extra: true, late: false });
  t.not(after.payment.tx_hash, again, 'the session payment stays the one that completed it');
  t.ok((await events(created.id)).includes('checkout.session.payment_extra'));
});

t.test('a reorg that removes a counted payment withdraws it; mined again, it counts again', async (t) => {
  const created = await create(9);
  const snapshot = await chain.provider.send('evm_snapshot', []);
  const unsigned = await (usdc as any).transfer.populateTransaction(option(created).address, BigInt(option(created).amount_base_units));
  const populated = await chain.deployer.populateTransaction(unsigned);
  const raw = await chain.deployer.signTransaction(populated);
  const txHash = (await chain.provider.broadcastTransaction(raw)).hash.toLowerCase();
  await minedReceipt(chain.provider, txHash);
  await pass();
  t.equal((await session(created.id)).status, 'processing', 'counted');

  await chain.provider.send('evm_revert', [snapshot]);
  await chain.mine(3); // a longer chain without the transfer
  await pass();
  const withdrawn = await session(created.id);
  t.equal(withdrawn.status, 'pending', 'back to pending: the transfer is on no block');
  t.equal(withdrawn.payment.status, 'withdrawn');
  t.ok((await events(created.id)).includes('checkout.session.payment_withdrawn'));

  await chain.provider.broadcastTransaction(raw); // the same signed transaction, mined again
  await minedReceipt(chain.provider, txHash);
  await pass();
  const remined = await session(created.id);
  t.equal(remined.status, 'processing', 'processing again');
  t.equal(remined.payment.tx_hash, txHash);
  t.equal(remined.payment.status, 'confirming');
  await chain.mine(1);
  await pass();
  t.equal((await session(created.id)).status, 'completed');
  t.equal(
    (await world.app.db.query('SELECT count(*)::int AS n FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [txHash]))
      .rows[0].n,
    1,
    'one payment row throughout',
  );
});

/**
 * Submits `txHash` for `sessionId` while a watcher pass is held mid-transaction: the pass waits on
 * `held`'s row, which this keeps locked, with the transfers before it inserted and not committed;
 * the submission is sent once it waits on the pass, then the lock is let go.
 */
async function submitDuringPass(t: Test, held: { id: string }, sessionId: string, txHash: string) {
  const { db } = world.app;
  const lock = await db.connect();
  t.teardown(() => lock.release());
  await lock.query('BEGIN');
  await lock.query('SELECT 1 FROM checkout_sessions WHERE id = $1 FOR UPDATE', [held.id]);
  const lockWaits = async (count: number) => {
    const { rows } = await db.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
    return rows[0].n >= count ? true : undefined;
  };
  const passing = pass();
  await eventually(() => lockWaits(1), { what: 'the pass to wait on the held session' });
  const submitting = world.submit(sessionId, { chain: 'local-anvil', tx_hash: txHash });
  await eventually(() => lockWaits(2), { what: "the submission to wait on the pass's uncommitted payment" });
  await lock.query('COMMIT');
  await passing;
  return submitting;
}

t.test("a session's tag with a dollar more, submitted while a watcher pass records the same transfer: accepted, and credited once", async (t) => {
  const toppedUp = await create(6.5);
  const held = await create(7.25);
  // The amount (the session's tag, a dollar more) names no session, so the pass records it
  // unattributed, without locking its session; the next transfer pays `held`, where the pass is held.
  const overpaid = BigInt(option(toppedUp).amount_base_units) + 1_000_000n;
  const topUp = await pay(usdc, overpaid);
  await pay(usdc, option(held).amount_base_units);
  t.match(await submitDuringPass(t, held, toppedUp.id, topUp), { status: 202 }, 'the submission is accepted');
  const { rows } = await world.app.db.query('SELECT p.session_id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [topUp]);
  t.same(rows, [{ session_id: toppedUp.id }], 'one payment, credited to the session it was submitted for');
  t.equal((await session(toppedUp.id)).payment.amount_received, formatBaseUnits(overpaid, 6));
});

t.test(
  'a tagged overpayment submitted while a watcher pass holds it and then needs its session (a deadlock): the submission is run again and accepted',
  async (t) => {
    const toppedUp = await create(6.75);
    const held = await create(7.5);
    // In block order: the session's tag with more dollars (unattributed by the pass), the transfer to
    // `held` where the pass is held, then the session's own tagged amount, for which the pass needs
    // the session that the submission has locked while it waits on the pass's row.
    const topUp = await pay(usdc, BigInt(option(toppedUp).amount_base_units) + 1_500_000n);
    await pay(usdc, option(held).amount_base_units);
    const tagged = await pay(usdc, option(toppedUp).amount_base_units);
    const submitted = await submitDuringPass(t, held, toppedUp.id, topUp);
    t.match(submitted, { status: 202 }, 'accepted: Postgres aborted the submission to break the deadlock, and it ran again');
    const { rows } = await world.app.db.query(
      'SELECT t.tx_hash, p.session_id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = ANY($1) ORDER BY t.block_number',
      [[topUp, tagged]],
    );
    t.same(
      rows,
      [
        { tx_hash: topUp, session_id: toppedUp.id },
        { tx_hash: tagged, session_id: toppedUp.id },
      ],
      'both transfers credited once, to the session',
    );
  },
);

t.test('an amount no session was given, however large, is recorded unattributed, and the pass goes on to credit the next transfer', async (t) => {
  const created = await create(3.33);
  // 2^200 base units: more cents than any price column holds. A hostile sender can mint this much of a worthless token with the same symbol, or of a test token.
  const huge = 2n ** 200n;
  await mined((usdc as any).mint(chain.deployer.address, huge));
  const hugeTx = await pay(usdc, huge);
  const paidTx = await pay(usdc, option(created).amount_base_units);
  await pass();
  const { rows } = await world.app.db.query<{ tx_hash: string; session_id: string | null; amount: string }>(
    'SELECT t.tx_hash, p.session_id, t.amount_base_units::text AS amount FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = ANY($1)',
    [[hugeTx, paidTx]],
  );
  t.same(
    rows.find((row) => row.tx_hash === hugeTx),
    { tx_hash: hugeTx, session_id: null, amount: huge.toString() },
    'recorded whole, attributed to no session',
  );
  t.equal(rows.find((row) => row.tx_hash === paidTx)?.session_id, created.id, 'the tagged transfer after it is credited in the same pass');
  t.equal((await session(created.id)).status, 'processing');
});

t.test('after its project changes the receiving address, a session is still watched at its own address, and the next at the new one', async (t) => {
  const before = await create(8.25);
  const { db } = world.app;
  const { project_id: projectId } = (await db.query('SELECT project_id FROM checkout_sessions WHERE id = $1', [before.id])).rows[0];
  const replacement = Wallet.createRandom().address;
  await db.query('UPDATE projects SET receiving_address = $2 WHERE id = $1', [projectId, replacement]);
  t.teardown(() => db.query('UPDATE projects SET receiving_address = $2 WHERE id = $1', [projectId, RECEIVING]));
  const after = await create(8.25);
  t.equal(option(after).address, replacement, 'the next session is paid at the new address');

  const paidBefore = await pay(usdc, option(before).amount_base_units);
  const paidAfter = await pay(usdc, option(after).amount_base_units, replacement);
  await pass();
  t.match((await session(before.id)).payment, { tx_hash: paidBefore }, 'found at the address its project replaced');
  t.match((await session(after.id)).payment, { tx_hash: paidAfter }, 'found at the new address');

  // A day and a second later the replaced address leaves the window: the next expiry sweep forgets it.
  const recorded = () =>
    db.query<{ address: string }>('SELECT address FROM project_replaced_addresses WHERE project_id = $1 ORDER BY address', [projectId]).then((r) => r.rows);
  t.same(await recorded(), [{ address: RECEIVING.toLowerCase() }], 'kept while in the window');
  await db.query(`UPDATE project_replaced_addresses SET replaced_at = now() - interval '1 day 1 second' WHERE project_id = $1`, [projectId]);
  await db.query(`INSERT INTO project_replaced_addresses (project_id, address, replaced_at) VALUES ($1, $2, now() - interval '23 hours')`, [
    projectId,
    '0x'.padEnd(42, 'a'),
  ]);
  await forgetReplacedAddresses(db);
  t.same(await recorded(), [{ address: '0x'.padEnd(42, 'a') }], 'the one past the window is deleted, the one within it kept');
});
