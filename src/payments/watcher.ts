import type { JsonRpcProvider } from 'ethers';
import type { Chain } from '../core/chain/registry.js';
import { withTransaction, type Db } from '../core/db/pool.js';
import type { Logger } from '../core/logger.js';
import { metrics } from '../core/metrics.js';
import { addressTopic, blockTimes, providerFor, rpcFailureReason, TRANSFER_TOPIC, transferOf } from './chain-client.js';
import { emitSessionEvent } from './events.js';
import { type LedgerContext, recordTransfer, settleSession } from './ledger.js';
import { checkSubmittedTransaction } from './submissions.js';

/**
 * The chain watcher (docs/payments.md, "Detection"): one pass scans the registry tokens' Transfer
 * logs to receiving addresses from the stored cursor, then re-checks every payment still
 * confirming, then every submitted transaction still waiting to be mined.
 */
export interface WatchContext extends LedgerContext {
  db: Db;
  log: Logger;
  /** At most this many blocks per scan, so one pass stays short and never holds a worker long. */
  scanMaxBlocks: number;
}

/** Receiving addresses of sessions created this long ago are still watched, for late payments. */
export const WATCH_ADDRESSES_FOR = '1 day';

/**
 * The receiving addresses of the network $1's sessions created within $2: a session is paid at its
 * project's address when it was created, so the current address of each project with a recent
 * session, and the addresses projects replaced within the window (sql/015): one index probe per
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

/** One pass of the watcher over `chain`. An RPC failure is recorded for the health check and thrown. */
export async function watchChainOnce(ctx: WatchContext, chain: Chain): Promise<PassResult> {
  const provider = providerFor(chain, ctx.rpcTimeoutMs);
  try {
    const result = await scan(ctx, chain, provider);
    await checkConfirmations(ctx, chain, provider, result.head);
    await checkWaitingSubmissions(ctx, chain);
    await forgetReplacedAddresses(ctx.db);
    await ctx.db.query(
      `INSERT INTO chain_watchers (chain, head_block, last_ok_at) VALUES ($1, $2, now())
       ON CONFLICT (chain) DO UPDATE SET head_block = $2, last_ok_at = now(), updated_at = now()`,
      [chain.key, result.head],
    );
    // No range scanned means the cursor was already at the head.
    metrics.chainWatcherLag.set({ chain: chain.key }, result.head - (result.scanned?.to ?? result.head));
    return result;
  } catch (error) {
    // Health shows the reason publicly: a plain one, while the log keeps the whole error.
    await ctx.db.query(
      `INSERT INTO chain_watchers (chain, last_error_at, last_error) VALUES ($1, now(), $2)
       ON CONFLICT (chain) DO UPDATE SET last_error_at = now(), last_error = $2, updated_at = now()`,
      [chain.key, rpcFailureReason(error, ctx.rpcTimeoutMs)],
    );
    throw error;
  }
}

/**
 * Scans the blocks after the cursor, up to the head and at most scanMaxBlocks, in one
 * transaction with the cursor row locked: the payments found and the cursor's move commit
 * together, so a pass killed half-way leaves the cursor where it was and the next pass scans those
 * blocks again (a payment is unique by chain, tx hash and log index, so nothing counts twice).
 * When the cursor's block is no longer canonical (a reorg under it), the scan restarts the
 * chain's confirmation depth further back.
 */
async function scan(ctx: WatchContext, chain: Chain, provider: JsonRpcProvider): Promise<PassResult> {
  return withTransaction(ctx.db, async (client) => {
    await client.query('INSERT INTO chain_watchers (chain) VALUES ($1) ON CONFLICT (chain) DO NOTHING', [chain.key]);
    const { rows } = await client.query<{ block_number: string | null; block_hash: string | null }>(
      'SELECT block_number, block_hash FROM chain_watchers WHERE chain = $1 FOR UPDATE SKIP LOCKED',
      [chain.key],
    );
    const head = await provider.getBlockNumber();
    if (rows.length === 0) return { transfers: 0, head }; // another pass of this chain is running
    const cursor = rows[0]!;
    let from: number;
    if (cursor.block_number === null) {
      from = Math.max(0, head - ctx.scanMaxBlocks + 1); // first pass: the recent past, not all history
    } else {
      const at = Number(cursor.block_number);
      const block = at <= head ? await provider.getBlock(at) : null;
      const canonical = block?.hash?.toLowerCase() === cursor.block_hash;
      from = canonical ? at + 1 : Math.max(0, Math.min(at, head) - chain.confirmations);
      if (!canonical) ctx.log.warn({ chain: chain.key, cursor: at, rescan_from: from }, 'the cursor block left the chain; rescanning');
    }
    if (from > head) return { transfers: 0, head };
    const to = Math.min(head, from + ctx.scanMaxBlocks - 1);

    const { rows: addresses } = await client.query<{ address: string }>(WATCHED_ADDRESSES_SQL, [chain.network, WATCH_ADDRESSES_FOR]);
    let transfers = 0;
    if (addresses.length > 0) {
      const logs = await provider.getLogs({
        address: chain.tokens.map((token) => token.address),
        topics: [TRANSFER_TOPIC, null, addresses.map((row) => addressTopic(row.address))],
        fromBlock: from,
        toBlock: to,
      });
      const timeOf = blockTimes(provider);
      for (const log of logs) {
        if (log.removed) continue; // BTCPay's rule: a log marked removed was reorged away
        const transfer = transferOf(chain, log, await timeOf(log.blockNumber));
        if (!transfer) continue;
        await recordTransfer(client, ctx, transfer, 'watcher');
        transfers++;
      }
    }
    const last = await provider.getBlock(to);
    if (!last?.hash) throw new Error(`block ${to} of ${chain.key} is not available`);
    await client.query('UPDATE chain_watchers SET block_number = $2, block_hash = $3, updated_at = now() WHERE chain = $1', [
      chain.key,
      to,
      last.hash.toLowerCase(),
    ]);
    return { scanned: { from, to }, transfers, head };
  });
}

/**
 * Re-reads the block of every payment still confirming: on the canonical chain its confirmations
 * grow (confirmed once the registry's count is reached); gone, the payment is withdrawn and, if
 * its transaction was mined again elsewhere, recorded again from the new receipt.
 */
async function checkConfirmations(ctx: WatchContext, chain: Chain, provider: JsonRpcProvider, head: number): Promise<void> {
  const { rows } = await ctx.db.query<{ id: string; session_id: string | null; tx_hash: string; to_address: string; block_number: string; block_hash: string }>(
    `SELECT id, session_id, tx_hash, to_address, block_number, block_hash FROM payments
      WHERE chain = $1 AND state = 'confirming' AND block_number IS NOT NULL ORDER BY block_number`,
    [chain.key],
  );
  for (const payment of rows) {
    const number = Number(payment.block_number);
    const block = number <= head ? await provider.getBlock(number) : null;
    if (block?.hash?.toLowerCase() === payment.block_hash) {
      await withTransaction(ctx.db, async (client) => {
        const { rowCount } = await client.query(
          `UPDATE payments SET confirmations = $2, state = CASE WHEN $2 >= confirmations_required THEN 'confirmed' ELSE state END,
                  confirmed_at = CASE WHEN $2 >= confirmations_required THEN now() END
            WHERE id = $1 AND state = 'confirming' AND confirmations IS DISTINCT FROM $2`,
          [payment.id, head - number + 1],
        );
        if (rowCount === 1 && payment.session_id) await settleSession(client, ctx, payment.session_id);
      });
      continue;
    }
    const receipt = await provider.getTransactionReceipt(payment.tx_hash);
    await withTransaction(ctx.db, async (client) => {
      const { rowCount } = await client.query(
        "UPDATE payments SET state = 'withdrawn', confirmations = 0, confirmed_at = NULL WHERE id = $1 AND state = 'confirming' AND block_hash = $2",
        [payment.id, payment.block_hash],
      );
      if (rowCount !== 1) return;
      ctx.log.warn({ chain: chain.key, tx_hash: payment.tx_hash, block: number }, 'payment withdrawn: its block left the canonical chain');
      if (payment.session_id) {
        await emitSessionEvent(client, ctx.sessionEvent, payment.session_id, 'checkout.session.payment_withdrawn');
        await settleSession(client, ctx, payment.session_id);
      }
      if (receipt?.status === 1) {
        const timeOf = blockTimes(provider);
        for (const log of receipt.logs) {
          const transfer = transferOf(chain, log, await timeOf(receipt.blockNumber));
          if (transfer?.to === payment.to_address) await recordTransfer(client, ctx, transfer, 'watcher', payment.session_id ?? undefined);
        }
      }
    });
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
