import { type Contract, Wallet } from 'ethers';
import t from 'tap';
import type { Test } from 'tap';
import { deployTestToken, startLocalChain } from '../helpers/chain.js';
import { paymentsWorld } from './fixture.js';
import { mined, minedReceipt } from '../../src/core/chain/mined.js';

// A real anvil behind the test's own JSON-RPC proxy (test/helpers/faulty-rpc.ts), which can fail,
// drop, delay and cut off calls, or forward them to another anvil; the watcher's passes are run
// by the test.
const world = await paymentsWorld(t, { rpcProxy: true });
const { pass, create, session, pay, option, submit, usdc, usdt, chain } = world;
const rpc = world.rpc!;
const { db } = world.app;

/** Each event of a session, oldest first, with the status its object carries. */
const eventsWithStatus = async (id: string) =>
  (await db.query<{ type: string; status: string }>("SELECT type, object->>'status' AS status FROM events WHERE object->>'id' = $1 ORDER BY created_at", [id]))
    .rows;

/** A signed transfer of the session's USDC amount, not yet sent: the same transaction can be mined on either branch of a reorg. */
async function signedPayment(created: any): Promise<{ raw: string; txHash: string }> {
  const unsigned = await (usdc as any).transfer.populateTransaction(option(created).address, BigInt(option(created).amount_base_units));
  const raw = await chain.deployer.signTransaction(await chain.deployer.populateTransaction(unsigned));
  const txHash = (await chain.provider.broadcastTransaction(raw)).hash.toLowerCase();
  await minedReceipt(chain.provider, txHash);
  return { raw, txHash };
}

t.test('an RPC answering for another chain id: nothing from it is credited, by the watcher or by hash, and health says why', async (t) => {
  await pass();
  const created = await create(7);
  // The same deployer on a 31338 anvil: the same token address, so only the chain id tells them apart.
  const other = await startLocalChain(t, { chainId: 31338 });
  const otherUsdc: Contract = await deployTestToken(other, 'USDC');
  t.equal(await otherUsdc.getAddress(), await usdc.getAddress(), 'the same token address on both chains');
  await mined((otherUsdc as any).mint(other.deployer.address, 10n ** 12n));
  const transfer = await (otherUsdc as any).transfer(option(created).address, BigInt(option(created).amount_base_units));
  await mined(transfer);
  await other.mine(3);

  rpc.target = other.rpcUrl;
  const reason = 'the RPC answers chain id 31338; the registry says 31337';
  await t.rejects(pass(), { message: reason }, 'the pass reads nothing');
  const health = (await (await world.app.request('/v1/health')).json()) as any;
  t.match(health.checks.chains['local-anvil'], { status: 'down', error: reason }, 'health names the chain and the reason');
  const submitted = await submit(created.id, { chain: 'local-anvil', tx_hash: transfer.hash });
  t.same(submitted, { status: 502, body: { error: { code: 'onchain_unavailable', message: `local-anvil cannot be checked now: ${reason}` } } });
  t.equal((await session(created.id)).status, 'pending', 'not paid');

  rpc.target = chain.rpcUrl;
  await pass();
  t.equal((await session(created.id)).status, 'pending', 'still not paid once the right chain answers');
  t.equal(
    (
      await db.query('SELECT count(*)::int AS n FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [
        transfer.hash.toLowerCase(),
      ])
    ).rows[0].n,
    0,
    'nothing recorded',
  );
  const healthy = (await (await world.app.request('/v1/health')).json()) as any;
  t.equal(healthy.checks.chains['local-anvil'].status, 'ok');
});

/** Creates `count` sessions and pays each with its own transfer (one block each); answers their ids. */
async function paidSessions(count: number): Promise<string[]> {
  const sessions = [];
  for (let i = 0; i < count; i++) sessions.push(await create(3));
  for (const created of sessions) await pay(usdc, option(created).amount_base_units);
  await chain.mine(2);
  return sessions.map((created) => created.id);
}

const recordedFor = async (ids: string[]) => (await db.query('SELECT count(*)::int AS n FROM payments WHERE session_id = ANY($1)', [ids])).rows[0].n as number;

t.test('a pass cut off half-way keeps the transfers it committed, and the next goes on from there', async (t) => {
  await pass();
  const ids = await paidSessions(25);
  rpc.callsLeft = 26; // the chain id, the head, the cursor's next block, the logs and the first step's 20 blocks, not the second step's
  t.teardown(() => {
    rpc.callsLeft = undefined;
  });
  await t.rejects(pass(), 'the pass fails once the RPC is cut off');
  const kept = await recordedFor(ids);
  t.ok(kept >= 20 && kept < 25, `the first step's transfers were kept (${kept} of 25)`);
  rpc.callsLeft = undefined;
  await pass();
  t.equal(await recordedFor(ids), 25, 'the next pass records the rest');
});

t.test('a third of RPC calls failing, dropped, delayed or cut off: every transfer is recorded after some passes', async (t) => {
  await pass();
  const ids = await paidSessions(30);
  const completed = async () =>
    (await db.query("SELECT count(*)::int AS n FROM checkout_sessions WHERE id = ANY($1) AND status = 'completed'", [ids])).rows[0].n as number;

  rpc.faultShare = 1 / 3;
  t.teardown(() => {
    rpc.faultShare = 0;
  });
  let passes = 0;
  while (passes < 30 && (await completed()) < ids.length) {
    passes++;
    await pass().catch(() => undefined); // a pass may still fail; the next goes on from what it kept
  }
  rpc.faultShare = 0;
  t.equal(await completed(), ids.length, `all ${ids.length} sessions completed (after ${passes} passes)`);
  t.equal(await recordedFor(ids), ids.length, 'each transfer recorded once');
  const { ok, ...faults } = rpc.counts;
  t.ok(
    Object.values(faults).every((count) => count > 0),
    `every kind of fault was injected (${JSON.stringify(faults)}, ${ok} calls untouched)`,
  );
});

t.test('a reorg deeper than the confirmations: a transfer 6 blocks below the old head in the new branch is found', async (t) => {
  const created = await create(11);
  await pass();
  const snapshot = await chain.provider.send('evm_snapshot', []);
  await pay(usdt, 1_000_000n, Wallet.createRandom().address); // the old branch differs from its first block
  await chain.mine(9);
  await pass();
  const oldHead = await chain.provider.getBlockNumber();

  await chain.provider.send('evm_revert', [snapshot]);
  await chain.mine(3);
  const txHash = await pay(usdc, option(created).amount_base_units);
  t.equal((await chain.provider.getTransactionReceipt(txHash))!.blockNumber, oldHead - 6, 'mined 6 blocks below the old head');
  await chain.mine(7); // the new branch is longer, so it replaces the old one
  await pass();
  const paid = await session(created.id);
  t.equal(paid.status, 'completed', 'found by the rescan from the fork point, and confirmed');
  t.equal(paid.payment.tx_hash, txHash);
});

/** The claims of a payment receipt (its signature is checked in payment-receipts.test.ts). */
const receiptClaims = (receipt: string) => JSON.parse(Buffer.from(receipt.split('.')[1]!, 'base64url').toString()) as { block_hash: string };

/**
 * Pays `created` and completes it, then replaces the chain with a longer one without the transfer;
 * answers the signed transaction and the receipt the payment had before the reorg.
 */
async function paidThenReorgedOut(t: Test, created: any): Promise<{ raw: string; txHash: string; receipt: string }> {
  await pass();
  const snapshot = await chain.provider.send('evm_snapshot', []);
  const payment = await signedPayment(created);
  await chain.mine(2);
  await pass();
  const completed = await session(created.id);
  t.equal(completed.status, 'completed');
  t.equal(receiptClaims(completed.payment.receipt).block_hash, (await chain.provider.getTransactionReceipt(payment.txHash))!.blockHash.toLowerCase());
  await chain.provider.send('evm_revert', [snapshot]);
  await chain.mine(4); // a longer chain without the transfer
  return { ...payment, receipt: completed.payment.receipt };
}

t.test('a completed payment reorged out: the session leaves completed, announced with its new status; mined again, it completes again', async (t) => {
  const created = await create(13);
  const { raw, txHash, receipt } = await paidThenReorgedOut(t, created);
  await pass();
  const reopened = await session(created.id);
  t.equal(reopened.status, 'pending', 'back to pending: the transfer is on no block');
  t.equal(reopened.payment.status, 'withdrawn');
  t.equal(reopened.payment.receipt, null, 'its receipt is cleared: it stated a block no longer on the chain');
  t.same((await eventsWithStatus(created.id)).slice(-2), [
    { type: 'checkout.session.pending', status: 'pending' },
    { type: 'checkout.session.payment_withdrawn', status: 'pending' },
  ]);

  await chain.provider.broadcastTransaction(raw); // the same signed transaction, mined again
  await minedReceipt(chain.provider, txHash);
  await pass();
  t.equal((await session(created.id)).status, 'processing');
  await chain.mine(1);
  await pass();
  const again = await session(created.id);
  t.equal(again.status, 'completed', 'completed again');
  t.same((await eventsWithStatus(created.id)).slice(-2), [
    { type: 'checkout.session.processing', status: 'processing' },
    { type: 'checkout.session.completed', status: 'completed' },
  ]);
  t.not(again.payment.receipt, receipt, 'signed again');
  t.equal(receiptClaims(again.payment.receipt).block_hash, (await chain.provider.getTransactionReceipt(txHash))!.blockHash.toLowerCase(), 'for its new block');
});

t.test('a completed payment reorged out while its transaction waits in the pool: processing until it is mined again', async (t) => {
  const created = await create(17);
  const { raw, txHash } = await paidThenReorgedOut(t, created);
  await chain.provider.send('evm_setAutomine', [false]);
  t.teardown(() => chain.provider.send('evm_setAutomine', [true]));
  await chain.provider.broadcastTransaction(raw); // back in the pool, not mined
  await pass();
  t.equal((await session(created.id)).status, 'processing', 'processing: its transaction waits to be mined');
  t.same((await eventsWithStatus(created.id)).slice(-2), [
    { type: 'checkout.session.processing', status: 'processing' },
    { type: 'checkout.session.payment_withdrawn', status: 'processing' },
  ]);

  await chain.mine(3); // mined again, and confirmed
  await pass();
  await pass();
  const paid = await session(created.id);
  t.equal(paid.status, 'completed', 'completed again');
  t.equal(paid.payment.tx_hash, txHash);
});
