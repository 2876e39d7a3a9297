import type { Block, JsonRpcProvider, Log } from 'ethers';
import type { Chain } from '../../core/chain/registry.js';
import { type Db, type Queryable, withTransaction } from '../../core/db/pool.js';
import type { Logger } from '../../core/logger.js';
import { Gauge } from 'prom-client';
import { metricsRegistry } from '../../core/metrics.js';
import { addressTopic, checkedProviderFor, rpcFailureReason, TRANSFER_TOPIC, transferOf } from './chain-client.js';
import { recordPayment } from './attribution.js';
import { type LedgerContext, transferReactions } from './reactions.js';
import { recordRefundTransfer, refundLogs } from './refunds.js';
import { checkWaitingSubmissions } from './submissions.js';
import { markFork, recheckTransfers } from './transfers.js';

/**
 * The chain watcher (docs/payments.md, "Detection"): one pass scans the registry tokens' Transfer
 * logs to receiving addresses, and those from a receiving address that may pay a pending refund,
 * from the stored cursor, and hands each to its owner (a refund, else a payment); then the
 * observed-transfer lifecycle re-checks the transfers a reorg could still change (transfers.ts),
 * and the submitted transactions still waiting to be mined are looked at again (submissions.ts).
 */
export interface WatchContext extends LedgerContext {
  db: Db;
  log: Logger;
  /** At most this many blocks per scan, so one pass stays short and never holds a worker long. */
  scanMaxBlocks: number;
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
 * Drops the replaced addresses that fell out of the watch window, which no pass reads again (run by
 * the expiry sweep, outside any pass). With nothing to drop it is one probe of the `replaced_at` index.
 */
export async function forgetReplacedAddresses(db: Db): Promise<void> {
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
    failures.push(...(await recheckTransfers(ctx, chain, provider, head, transferReactions(ctx))));
    await checkWaitingSubmissions(ctx, ctx.db, ctx.log, chain);
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
  const react = transferReactions(ctx);
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
          if (await recordRefundTransfer(client, transfer, mayPayRefund.has(logKey(log)), react)) continue;
          if (!receiving.has(transfer.to)) continue;
          await recordPayment(client, ctx, transfer, 'watcher');
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
 * The fork point is recorded (markFork), so that every transfer above it is re-checked, whatever its age.
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
  await markFork(ctx.db, chain, from);
  return from;
}
