import type { Block, JsonRpcProvider, Log } from 'ethers';
import type { Chain } from '../../core/chain/registry.js';
import { type Db, type Queryable, withTransaction } from '../../core/db/pool.js';
import type { Logger } from '../../core/logger.js';
import { Gauge } from 'prom-client';
import { metricsRegistry } from '../../core/metrics.js';
import { addressTopic, blockTimes, checkedProviderFor, rpcFailureReason, TRANSFER_TOPIC, transferOf } from './chain-client.js';
import { emitSessionEvent } from './events.js';
import { type LedgerContext, recordTransfer, settleSession } from './ledger.js';
import { BlockRecheck, type TransferInBlock } from './block-recheck.js';
import { checkRefundConfirmations, recordRefundTransfer, refundLogs } from './refunds.js';
import { checkSubmittedTransaction } from './submissions.js';
import { signReceiptSync, type PaymentReceiptClaims, type ReceiptSigners } from '../../verification/index.js';
import { checksumAddress } from '../../core/chain/checksum.js';
import { formatBaseUnits, formatCents } from '../../core/money.js';

/**
 * The chain watcher (docs/payments.md, "Detection"): one pass scans the registry tokens' Transfer
 * logs to receiving addresses, and those from a receiving address that may pay a pending refund,
 * from the stored cursor, then re-checks every payment and refund transfer still confirming, then
 * every submitted transaction still waiting to be mined.
 */
export interface WatchContext extends LedgerContext {
  db: Db;
  log: Logger;
  /** At most this many blocks per scan, so one pass stays short and never holds a worker long. */
  scanMaxBlocks: number;
  /** Payment receipts: the `iss` they name (the service's public base URL) and the process's signers of the verification receipts. */
  receipts: { issuer: string; signers: ReceiptSigners };
}

const chainWatcherLag = new Gauge({
  name: 'proofpay_chain_watcher_lag_blocks',
  help: "Blocks between a chain's head and the last block its payment scanner has read, by chain",
  labelNames: ['chain'] as const,
  registers: [metricsRegistry],
});

/** Receiving addresses of sessions created this long ago are still watched, for late payments. */
export const WATCH_ADDRESSES_FOR = '1 day';

/**
 * The receiving addresses of the network $1's sessions created within $2: a session is paid at its
 * project's address when it was created, so the current address of each project with a recent
 * session, and the addresses projects replaced within the window (project_replaced_addresses, sql/008_payments.sql): one index probe per
 * project instead of a scan of the recent sessions. Every session offers each chain of its network that was watched when it was
 * created; a transfer on a chain a session was not offered pays no session (sessionByAmount checks
 * the options): it is recorded unattributed.
 */
export const WATCHED_ADDRESSES_SQL = `
  WITH active AS (
    -- One probe of the listing index per project.
    SELECT p.id, p.receiving_address FROM projects p
     WHERE EXISTS (SELECT 1 FROM checkout_sessions s WHERE s.project_id = p.id AND s.network = $1 AND s.created_at > now() - $2::interval))
  SELECT lower(a.receiving_address) AS address FROM active a WHERE a.receiving_address IS NOT NULL
  UNION
  SELECT r.address FROM project_replaced_addresses r JOIN active a ON a.id = r.project_id WHERE r.replaced_at > now() - $2::interval`;

/**
 * Drops the replaced addresses that fell out of the watch window, which no pass reads again; outside
 * the scan's transaction, so that passes of other chains never wait on each other's deletes. With
 * nothing to drop it is one probe of the `replaced_at` index.
 */
async function forgetReplacedAddresses(db: Db): Promise<void> {
  await db.query('DELETE FROM project_replaced_addresses WHERE replaced_at <= now() - $1::interval', [WATCH_ADDRESSES_FOR]);
}

export interface PassResult {
  /** Blocks scanned, inclusive; undefined when the cursor was already at the head (or another pass held it). */
  scanned?: { from: number; to: number };
  transfers: number;
  head: number;
}

/**
 * One pass of the watcher over `chain`: its RPC must answer the registry's chain id, else nothing
 * is read. A failing call (after the provider's retries) fails only its own step: the scan keeps
 * the blocks it committed, and each payment is re-checked on its own, so a partly failing RPC slows
 * detection down without stopping it. The first failure is recorded for the health check and
 * thrown once everything else in the pass has run.
 */
export async function watchChainOnce(ctx: WatchContext, chain: Chain): Promise<PassResult> {
  const failures: unknown[] = [];
  let result: PassResult | undefined;
  try {
    const provider = await checkedProviderFor(chain, ctx);
    const head = await provider.getBlockNumber();
    result = { transfers: 0, head };
    try {
      Object.assign(result, await scan(ctx, chain, provider, head));
    } catch (error) {
      failures.push(error);
    }
    const recheck = new BlockRecheck(chain, provider, head, ctx.log);
    failures.push(...(await checkConfirmations(ctx, chain, provider, recheck)));
    failures.push(...(await checkRefundConfirmations(ctx.db, chain, provider, recheck)));
    await signPaymentReceipts(ctx, chain);
    await checkWaitingSubmissions(ctx, chain);
    await forgetReplacedAddresses(ctx.db);
  } catch (error) {
    failures.push(error);
  }
  if (result && failures.length === 0) {
    await ctx.db.query(
      `INSERT INTO chain_watchers (chain, head_block, last_ok_at) VALUES ($1, $2, now())
       ON CONFLICT (chain) DO UPDATE SET head_block = $2, last_ok_at = now(), updated_at = now()`,
      [chain.key, result.head],
    );
    // No range scanned means the cursor was already at the head.
    chainWatcherLag.set({ chain: chain.key }, result.head - (result.scanned?.to ?? result.head));
    return result;
  }
  // Health shows the reason publicly: a plain one, while the log keeps the whole error.
  await ctx.db.query(
    `INSERT INTO chain_watchers (chain, last_error_at, last_error) VALUES ($1, now(), $2)
     ON CONFLICT (chain) DO UPDATE SET last_error_at = now(), last_error = $2, updated_at = now()`,
    [chain.key, rpcFailureReason(failures[0], ctx.rpcTimeoutMs)],
  );
  throw failures[0];
}

/** The last block scanned: where the next scan goes on from, and the hash it must descend from. */
interface Cursor {
  number: number;
  hash: string;
}

/** How far below the cursor the scanned blocks are kept: the deepest reorg the watcher follows to its fork point. */
const blockHistory = (chain: Chain) => Math.max(256, 4 * chain.confirmations);

/**
 * Scans the blocks after the cursor (or after the fork point, when the chain forked under it), up
 * to the head and at most scanMaxBlocks, committing as it goes: the blocks with transfers, a step
 * of about STEP_TRANSFERS transfers at a time, each recorded together with the cursor's move to its
 * last block; then the cursor moves to the range's last block.
 * A pass that fails or is killed half-way keeps what it committed, and the next one goes on from
 * there; a block scanned twice changes nothing (a payment is unique by chain, tx hash and log index).
 */
async function scan(ctx: WatchContext, chain: Chain, provider: JsonRpcProvider, head: number): Promise<Omit<PassResult, 'head'>> {
  const { rows } = await ctx.db.query<{ block_number: string | null; block_hash: string | null }>(
    'SELECT block_number, block_hash FROM chain_watchers WHERE chain = $1',
    [chain.key],
  );
  let cursor: Cursor | undefined =
    rows[0]?.block_number != null && rows[0].block_hash != null ? { number: Number(rows[0].block_number), hash: rows[0].block_hash } : undefined;
  const from = cursor ? await firstBlockAfter(ctx, chain, provider, cursor, head) : Math.max(0, head - ctx.scanMaxBlocks + 1); // first pass: the recent past, not all history
  if (from > head) return { transfers: 0 };
  const to = Math.min(head, from + ctx.scanMaxBlocks - 1);

  const { rows: addresses } = await ctx.db.query<{ address: string }>(WATCHED_ADDRESSES_SQL, [chain.network, WATCH_ADDRESSES_FOR]);
  const receiving = new Set(addresses.map((row) => row.address));
  const incoming =
    addresses.length === 0
      ? []
      : await provider.getLogs({
          address: chain.tokens.map((token) => token.address),
          topics: [TRANSFER_TOPIC, null, addresses.map((row) => addressTopic(row.address))],
          fromBlock: from,
          toBlock: to,
        });
  // Transfers from receiving addresses that may pay a refund: a log both lists hold is read once.
  const outgoing = await refundLogs(ctx.db, chain, provider, from, to);
  const logKey = (log: Log) => `${log.transactionHash}:${log.index}`;
  const mayPayRefund = new Set(outgoing.map(logKey));
  const logs = new Map([...incoming, ...outgoing].map((log) => [logKey(log), log]));
  const byBlock = new Map<number, Log[]>();
  // BTCPay's rule: a log marked removed was reorged away.
  for (const log of logs.values()) if (!log.removed) byBlock.set(log.blockNumber, [...(byBlock.get(log.blockNumber) ?? []), log]);
  for (const blockLogs of byBlock.values()) blockLogs.sort((a, b) => a.index - b.index);
  let transfers = 0;
  for (const step of steps([...byBlock].sort(([a], [b]) => a - b))) {
    const blocks: Block[] = [];
    for (const [number, blockLogs] of step) {
      const block = await provider.getBlock(number);
      // The block changed since getLogs (a reorg during the pass): the next pass finds the fork.
      if (!block?.hash || blockLogs.some((log) => log.blockHash !== block.hash)) throw new Error(`block ${number} of ${chain.key} changed during the scan`);
      blocks.push(block);
    }
    const recorded = await commitStep(ctx, chain, cursor, blocks, async (client) => {
      let count = 0;
      for (const [index, [, blockLogs]] of step.entries()) {
        for (const log of blockLogs) {
          const transfer = transferOf(chain, log, new Date(blocks[index]!.timestamp * 1000));
          if (!transfer) continue;
          // A transfer that pays a refund is the merchant's money going out, never a payment; one
          // that pays no refund is a payment only when it is to a watched receiving address.
          if (await recordRefundTransfer(client, transfer, mayPayRefund.has(logKey(log)))) continue;
          if (!receiving.has(transfer.to)) continue;
          await recordTransfer(client, ctx, transfer, 'watcher');
          count++;
        }
      }
      return count;
    });
    if (recorded === undefined) return { transfers }; // another pass of this chain moved the cursor
    transfers += recorded;
    const reached = blocks.at(-1)!;
    cursor = { number: reached.number, hash: reached.hash!.toLowerCase() };
  }
  const last = await provider.getBlock(to);
  if (!last?.hash) throw new Error(`block ${to} of ${chain.key} is not available`);
  const moved = cursor?.number !== to || cursor.hash !== last.hash.toLowerCase();
  if (moved && (await commitStep(ctx, chain, cursor, [last], async () => 0)) === undefined) return { transfers };
  return { scanned: { from, to }, transfers };
}

/** At most this many transfers are recorded per transaction of a scan (a block's are never split). */
const STEP_TRANSFERS = 20;

/** Blocks with their logs, in order, cut into steps of about STEP_TRANSFERS logs. */
function steps(blocks: [number, Log[]][]): [number, Log[]][][] {
  const cut: [number, Log[]][][] = [];
  let size = STEP_TRANSFERS;
  for (const block of blocks) {
    if (size >= STEP_TRANSFERS) {
      cut.push([]);
      size = 0;
    }
    cut.at(-1)!.push(block);
    size += block[1].length;
  }
  return cut;
}

/**
 * Moves the cursor from `expected` to the last of `blocks`, with what `record` writes, in one
 * transaction that keeps the scanned blocks' hashes: `blocks` are added, those above the new cursor
 * (left behind by a reorg) and those below the history window are deleted. Undefined, with nothing
 * written, when another pass of the chain holds or moved the cursor.
 */
async function commitStep<T>(
  ctx: WatchContext,
  chain: Chain,
  expected: Cursor | undefined,
  blocks: Block[],
  record: (client: Queryable) => Promise<T>,
): Promise<T | undefined> {
  return withTransaction(ctx.db, async (client) => {
    await client.query('INSERT INTO chain_watchers (chain) VALUES ($1) ON CONFLICT (chain) DO NOTHING', [chain.key]);
    const { rows } = await client.query<{ block_number: string | null; block_hash: string | null }>(
      'SELECT block_number, block_hash FROM chain_watchers WHERE chain = $1 FOR UPDATE SKIP LOCKED',
      [chain.key],
    );
    const held = rows[0];
    if (
      !held ||
      (held.block_number === null ? undefined : Number(held.block_number)) !== expected?.number ||
      (held.block_hash ?? undefined) !== expected?.hash
    ) {
      return undefined;
    }
    const result = await record(client);
    const cursor = blocks.at(-1)!;
    await client.query('UPDATE chain_watchers SET block_number = $2, block_hash = $3, updated_at = now() WHERE chain = $1', [
      chain.key,
      cursor.number,
      cursor.hash!.toLowerCase(),
    ]);
    await client.query('DELETE FROM chain_blocks WHERE chain = $1 AND (number > $2 OR number < $3)', [
      chain.key,
      cursor.number,
      cursor.number - blockHistory(chain),
    ]);
    await client.query(
      `INSERT INTO chain_blocks (chain, number, hash, parent_hash)
       SELECT $1, number, hash, parent_hash FROM unnest($2::bigint[], $3::text[], $4::text[]) AS b (number, hash, parent_hash)
       ON CONFLICT (chain, number) DO UPDATE SET hash = excluded.hash, parent_hash = excluded.parent_hash`,
      [chain.key, blocks.map((block) => block.number), blocks.map((block) => block.hash!.toLowerCase()), blocks.map((block) => block.parentHash.toLowerCase())],
    );
    return result;
  });
}

/**
 * The first block to scan: the one after the cursor while the chain still descends from it (the
 * next block's parent hash is the cursor's hash, or the cursor is the head). Otherwise the chain
 * forked below the cursor: the kept blocks are compared with the chain's, highest first, and the
 * scan starts after the highest one still on it; none is, and it starts a whole history window back.
 */
async function firstBlockAfter(ctx: WatchContext, chain: Chain, provider: JsonRpcProvider, cursor: Cursor, head: number): Promise<number> {
  if (cursor.number < head) {
    const next = await provider.getBlock(cursor.number + 1);
    if (next?.parentHash.toLowerCase() === cursor.hash) return cursor.number + 1;
  } else if (cursor.number === head) {
    const at = await provider.getBlock(cursor.number);
    if (at?.hash?.toLowerCase() === cursor.hash) return cursor.number + 1;
  }
  const { rows } = await ctx.db.query<{ number: string; hash: string }>(
    'SELECT number, hash FROM chain_blocks WHERE chain = $1 AND number < $2 AND number <= $3 ORDER BY number DESC',
    [chain.key, cursor.number, head],
  );
  let from = Math.max(0, Math.min(cursor.number, head) - blockHistory(chain));
  for (const kept of rows) {
    const block = await provider.getBlock(Number(kept.number));
    if (block?.hash?.toLowerCase() === kept.hash) {
      from = Number(kept.number) + 1;
      break;
    }
  }
  ctx.log.warn({ chain: chain.key, cursor: cursor.number, rescan_from: from }, 'the chain forked below the cursor; rescanning from the fork point');
  return from;
}

interface WatchedPayment extends TransferInBlock {
  id: string;
  session_id: string | null;
  to_address: string;
  state: 'confirming' | 'confirmed';
}

/**
 * Re-reads the block of every payment still confirming, and of every confirmed one a reorg could
 * still take away (down to `recheck.oldest`): on the canonical chain a confirming payment's
 * confirmations grow (confirmed once the registry's count is reached); gone, the payment is
 * withdrawn (withdrawPayment). Answers the failures (BlockRecheck.each).
 */
async function checkConfirmations(ctx: WatchContext, chain: Chain, provider: JsonRpcProvider, recheck: BlockRecheck): Promise<unknown[]> {
  const { rows } = await ctx.db.query<WatchedPayment>(
    `SELECT id, session_id, tx_hash, to_address, block_number, block_hash, state FROM payments
      WHERE chain = $1 AND block_number IS NOT NULL AND (state = 'confirming' OR (state = 'confirmed' AND block_number > $2))
      ORDER BY block_number`,
    [chain.key, recheck.oldest],
  );
  return recheck.each('payment', rows, async (payment, onChain) => {
    if (!onChain) return withdrawPayment(ctx, chain, provider, payment);
    if (payment.state !== 'confirming') return;
    await withTransaction(ctx.db, async (client) => {
      const { rowCount } = await client.query(
        `UPDATE payments SET confirmations = $2, state = CASE WHEN $2 >= confirmations_required THEN 'confirmed' ELSE state END,
                confirmed_at = CASE WHEN $2 >= confirmations_required THEN now() END
          WHERE id = $1 AND state = 'confirming' AND confirmations IS DISTINCT FROM $2`,
        [payment.id, recheck.head - Number(payment.block_number) + 1],
      );
      if (rowCount === 1 && payment.session_id) await settleSession(client, ctx, payment.session_id);
    });
  });
}

/**
 * A payment whose block left the canonical chain, confirmed or not, is withdrawn. Its transaction
 * mined again in another block is recorded again from the new receipt (the session goes back to
 * `processing` until it confirms); still waiting in the node's pool, it is a waiting submission of
 * its session (`processing`, re-checked each pass); gone, the session's status follows the rules
 * without it (`pending` until its deadline). Otherwise the merchant is told by
 * `checkout.session.payment_withdrawn`, emitted after the session was settled so that it carries
 * the session as it now is.
 */
async function withdrawPayment(ctx: WatchContext, chain: Chain, provider: JsonRpcProvider, payment: WatchedPayment): Promise<void> {
  const receipt = await provider.getTransactionReceipt(payment.tx_hash);
  const waiting = receipt ? undefined : await provider.getTransaction(payment.tx_hash);
  const blockTime = receipt?.status === 1 ? await blockTimes(provider)(receipt.blockNumber) : undefined;
  await withTransaction(ctx.db, async (client) => {
    const { rowCount } = await client.query(
      "UPDATE payments SET state = 'withdrawn', confirmations = 0, confirmed_at = NULL, receipt = NULL WHERE id = $1 AND state IN ('confirming', 'confirmed') AND block_hash = $2",
      [payment.id, payment.block_hash],
    );
    if (rowCount !== 1) return;
    ctx.log.warn({ chain: chain.key, tx_hash: payment.tx_hash, block: Number(payment.block_number) }, 'payment withdrawn: its block left the canonical chain');
    let remined = false;
    if (receipt && blockTime) {
      for (const log of receipt.logs) {
        const transfer = transferOf(chain, log, blockTime);
        if (transfer?.to !== payment.to_address) continue;
        await recordTransfer(client, ctx, transfer, 'watcher', payment.session_id ?? undefined);
        remined = true;
      }
    }
    if (!payment.session_id || remined) return;
    if (waiting) {
      await client.query(
        `INSERT INTO payment_submissions (chain, tx_hash, session_id, state) VALUES ($1, $2, $3, 'waiting')
         ON CONFLICT (chain, tx_hash, session_id) DO UPDATE SET state = 'waiting', reason = NULL`,
        [chain.key, payment.tx_hash, payment.session_id],
      );
    }
    await settleSession(client, ctx, payment.session_id);
    await emitSessionEvent(client, ctx.sessionEvent, payment.session_id, 'checkout.session.payment_withdrawn');
  });
}

/**
 * Signs the receipt of every confirmed payment of the chain credited to a session that has none
 * yet (docs/receipts.md, "Payment receipts"): confirmed by this pass, or credited since by a
 * submission or the merchant's attach. A receipt states the block the payment is in: one whose
 * block left the chain meanwhile is not signed (the withdrawal clears a receipt, and the payment is
 * signed again once confirmed again).
 */
async function signPaymentReceipts(ctx: WatchContext, chain: Chain): Promise<void> {
  const { rows } = await ctx.db.query<{
    id: string;
    session_id: string;
    network: PaymentReceiptClaims['network'];
    amount_cents: string;
    token: string;
    token_address: string;
    decimals: number;
    tx_hash: string;
    log_index: number;
    block_hash: string;
    block_number: string;
    amount_base_units: string;
    confirmations: number;
  }>(
    `SELECT p.id, p.session_id, s.network, s.amount_cents::text AS amount_cents, p.token, p.token_address, p.decimals, p.tx_hash, p.log_index,
            p.block_hash, p.block_number, p.amount_base_units::text AS amount_base_units, p.confirmations
       FROM payments p JOIN checkout_sessions s ON s.id = p.session_id
      WHERE p.chain = $1 AND p.receipt IS NULL AND p.state = 'confirmed' AND p.role = 'credited' AND p.block_hash IS NOT NULL`,
    [chain.key],
  );
  if (rows.length === 0) return;
  const signer = await ctx.receipts.signers.current();
  for (const row of rows) {
    const claims: PaymentReceiptClaims = {
      iss: ctx.receipts.issuer,
      iat: Math.floor(Date.now() / 1000),
      jti: row.id,
      session_id: row.session_id,
      network: row.network,
      chain_id: chain.chainId,
      token: row.token,
      token_address: checksumAddress(row.token_address),
      tx_hash: row.tx_hash,
      log_index: row.log_index,
      block_hash: row.block_hash,
      block_number: Number(row.block_number),
      amount: formatBaseUnits(BigInt(row.amount_base_units), row.decimals),
      amount_usd: formatCents(BigInt(row.amount_cents)),
      confirmations: row.confirmations,
    };
    await ctx.db.query("UPDATE payments SET receipt = $3 WHERE id = $1 AND receipt IS NULL AND state = 'confirmed' AND block_hash = $2", [
      row.id,
      row.block_hash,
      signReceiptSync(claims, signer),
    ]);
  }
}

/**
 * Re-checks each submitted transaction still waiting to be mined. One bad submission (refused by the
 * rules once mined, or failing on its own) is recorded or logged and skipped: it never fails the
 * pass, which every merchant on the chain depends on.
 */
async function checkWaitingSubmissions(ctx: WatchContext, chain: Chain): Promise<void> {
  const { rows } = await ctx.db.query<{ session_id: string; tx_hash: string }>(
    "SELECT session_id, tx_hash FROM payment_submissions WHERE chain = $1 AND state = 'waiting' ORDER BY created_at",
    [chain.key],
  );
  for (const { session_id: sessionId, tx_hash: txHash } of rows) {
    try {
      const check = await checkSubmittedTransaction(ctx, ctx.db, chain, sessionId, txHash);
      if ('rejected' in check)
        ctx.log.info({ chain: chain.key, session_id: sessionId, tx_hash: txHash, reason: check.rejected }, 'submitted transaction rejected');
    } catch (error) {
      ctx.log.warn({ chain: chain.key, session_id: sessionId, tx_hash: txHash, err: error }, 'submitted transaction not checked; retrying at the next pass');
    }
  }
}
