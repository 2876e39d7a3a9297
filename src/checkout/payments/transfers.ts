import type { JsonRpcProvider } from 'ethers';
import type { Chain } from '../../core/chain/registry.js';
import { type Db, type Queryable, withTransaction } from '../../core/db/pool.js';
import { newId } from '../../core/ids.js';
import type { Logger } from '../../core/logger.js';
import { blockTimes, type SeenTransfer, transferOf } from './chain-client.js';

/**
 * The observed-transfer lifecycle (docs/payments.md, "The money engine"): every token transfer the
 * service follows, a payment in or a refund's transfer out, is one `chain_transfers` row, and this
 * module alone moves it: `confirming` → `confirmed` as its block gains confirmations; `withdrawn`
 * when its block leaves the canonical chain; `confirming` again in its new block when it is mined
 * again (re-mined). Whose a transfer is (attribution) is decided elsewhere; what it means for its
 * owner is said by the reactions its callers give, in the transaction of each change.
 */

export type TransferChange =
  /** Its confirmations reached the chain's count. */
  | 'confirmed'
  /** Its block left the canonical chain and it is mined nowhere else (`inPool`: its transaction waits in the node's pool). */
  | 'withdrawn'
  /** Seen in another block than recorded (mined again after a reorg): it confirms anew. */
  | 'remined';

/** What a transfer's owner does about a change, on the change's transaction (payments settle their session, refunds their status). */
export type TransferReactions = (client: Queryable, transferId: string, change: TransferChange, detail: { inPool: boolean }) => Promise<void>;

/** A transfer's row as the lifecycle reads it. */
interface TransferRow {
  id: string;
  tx_hash: string;
  token_address: string;
  from_address: string | null;
  to_address: string;
  amount_base_units: string;
  block_number: string;
  block_hash: string;
  state: 'confirming' | 'confirmed';
}

/**
 * Records a transfer once (unique by chain, tx hash and log index) and answers its id: `new` the
 * first time; seen again in the block recorded, `unchanged`; in another block (mined again after a
 * reorg), it moves there and confirms anew (`remined`, with its reaction). A simulated transfer
 * (no block) is confirmed at once.
 */
export async function observeTransfer(
  client: Queryable,
  transfer: SeenTransfer,
  react: TransferReactions,
): Promise<{ id: string; change: 'new' | 'remined' | 'unchanged' }> {
  const simulated = transfer.blockHash === null;
  const inserted = await client.query<{ id: string }>(
    `INSERT INTO chain_transfers (id, chain, token, token_address, decimals, tx_hash, log_index, from_address, to_address, amount_base_units,
                                  block_number, block_hash, block_time, confirmations_required, state, confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, CASE WHEN $15 THEN 'confirmed' ELSE 'confirming' END, CASE WHEN $15 THEN now() END)
     ON CONFLICT (chain, tx_hash, log_index) DO NOTHING RETURNING id`,
    [
      newId('tr'),
      transfer.chain.key,
      transfer.token.symbol,
      transfer.token.address.toLowerCase(),
      transfer.token.decimals,
      transfer.txHash,
      transfer.logIndex,
      transfer.from,
      transfer.to,
      transfer.amount.toString(),
      transfer.blockNumber,
      transfer.blockHash,
      transfer.blockTime,
      simulated ? 0 : transfer.chain.confirmations,
      simulated,
    ],
  );
  if (inserted.rows[0]) return { id: inserted.rows[0].id, change: 'new' };
  // Recorded before, or by a concurrent pass or submission (whose commit the insert waited for).
  // Read without a lock: attributing a transfer must not wait on its confirmation (the payment's
  // row is what orders the two, reactions.ts); only a move to another block takes it.
  const { rows } = await client.query<{ id: string }>('SELECT id FROM chain_transfers WHERE chain = $1 AND tx_hash = $2 AND log_index = $3', [
    transfer.chain.key,
    transfer.txHash,
    transfer.logIndex,
  ]);
  const { id } = rows[0]!;
  if (!(await moveToBlock(client, id, transfer))) return { id, change: 'unchanged' };
  await react(client, id, 'remined', { inPool: false });
  return { id, change: 'remined' };
}

/** Moves a transfer to the block it was seen in, when that is another than recorded; answers whether it moved. It confirms anew there. */
async function moveToBlock(client: Queryable, id: string, transfer: SeenTransfer): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE chain_transfers SET log_index = $2, block_number = $3, block_hash = $4, block_time = $5, state = 'confirming', confirmations = 0,
            confirmed_at = NULL
      WHERE id = $1 AND block_hash IS DISTINCT FROM $4`,
    [id, transfer.logIndex, transfer.blockNumber, transfer.blockHash, transfer.blockTime],
  );
  return rowCount === 1;
}

/** Re-checks failing this many times in a row end the pass's re-checks: the RPC is down rather than flaky, and the rest wait for the next pass. */
const GIVE_UP_AFTER_FAILURES = 3;

/**
 * Records that `chain` forked below the watcher's cursor, the new branch starting at `from`: the
 * next re-check reads every transfer at or above it, whatever its age (a reorg deeper than the
 * confirmations takes confirmed transfers away too). Kept until a re-check has read them all.
 */
export async function markFork(db: Queryable, chain: Chain, from: number): Promise<void> {
  await db.query('UPDATE chain_watchers SET recheck_from = least(coalesce(recheck_from, $2), $2) WHERE chain = $1', [chain.key, from]);
}

/**
 * One re-check of the chain's transfers against the canonical chain at `head`: every transfer still
 * confirming, every confirmed one a reorg could still take away (within twice the confirmations of
 * the head), and, after a fork (markFork), every one at or above the fork point. On the chain, a
 * confirming transfer's confirmations grow (confirmed at the chain's count); off it, it is withdrawn,
 * or moved to the block its transaction was mined in again. Each transfer is checked on its own, in
 * its own transaction: one that fails is retried by the next pass and the others go on, until
 * GIVE_UP_AFTER_FAILURES fail in a row. Each block's hash is read once. Answers the failures.
 */
export async function recheckTransfers(
  ctx: { db: Db; log: Logger },
  chain: Chain,
  provider: JsonRpcProvider,
  head: number,
  react: TransferReactions,
): Promise<unknown[]> {
  const { rows: watcher } = await ctx.db.query<{ recheck_from: string | null }>('SELECT recheck_from FROM chain_watchers WHERE chain = $1', [chain.key]);
  const forkFrom = watcher[0]?.recheck_from == null ? undefined : Number(watcher[0].recheck_from);
  const oldest = Math.min(head - 2 * chain.confirmations, forkFrom === undefined ? Number.POSITIVE_INFINITY : forkFrom - 1);
  const { rows } = await ctx.db.query<TransferRow>(
    `SELECT id, tx_hash, token_address, from_address, to_address, amount_base_units::text AS amount_base_units, block_number, block_hash, state
       FROM chain_transfers
      WHERE chain = $1 AND block_number IS NOT NULL AND (state = 'confirming' OR (state = 'confirmed' AND block_number > $2))
      ORDER BY block_number`,
    [chain.key, oldest],
  );
  const hashes = new Map<number, Promise<string | undefined>>();
  const hashAt = (number: number) => {
    let hash = hashes.get(number);
    if (!hash) {
      hash = number <= head ? provider.getBlock(number).then((block) => block?.hash?.toLowerCase()) : Promise.resolve(undefined);
      hashes.set(number, hash);
    }
    return hash;
  };
  const failures: unknown[] = [];
  let failingInARow = 0;
  for (const transfer of rows) {
    if (failingInARow === GIVE_UP_AFTER_FAILURES) break;
    const number = Number(transfer.block_number);
    try {
      if ((await hashAt(number)) === transfer.block_hash) await confirm(ctx.db, transfer, head, react);
      else await withdraw(ctx, chain, provider, transfer, react);
      failingInARow = 0;
    } catch (error) {
      failingInARow++;
      hashes.delete(number); // a failed read is not kept for the next transfer
      ctx.log.warn({ chain: chain.key, tx_hash: transfer.tx_hash, err: error }, 'could not re-check a transfer; the next pass tries again');
      failures.push(error);
    }
  }
  if (failures.length === 0 && forkFrom !== undefined) {
    await ctx.db.query('UPDATE chain_watchers SET recheck_from = NULL WHERE chain = $1 AND recheck_from = $2', [chain.key, forkFrom]);
  }
  return failures;
}

/** Its confirmations at `head`; confirmed once they reach the chain's count (with its reaction). */
async function confirm(db: Db, transfer: TransferRow, head: number, react: TransferReactions): Promise<void> {
  if (transfer.state !== 'confirming') return;
  await withTransaction(db, async (client) => {
    const { rows } = await client.query<{ state: string }>(
      `UPDATE chain_transfers SET confirmations = $2, state = CASE WHEN $2 >= confirmations_required THEN 'confirmed' ELSE state END,
              confirmed_at = CASE WHEN $2 >= confirmations_required THEN now() END
        WHERE id = $1 AND state = 'confirming' AND block_hash = $3 AND confirmations IS DISTINCT FROM $2
        RETURNING state`,
      [transfer.id, head - Number(transfer.block_number) + 1, transfer.block_hash],
    );
    if (rows[0]?.state === 'confirmed') await react(client, transfer.id, 'confirmed', { inPool: false });
  });
}

/**
 * A transfer whose block left the canonical chain: its transaction mined again (the same token,
 * sender, recipient and amount in a successful receipt) moves it to its new block (`remined`);
 * otherwise it is withdrawn, its transaction perhaps still waiting in the node's pool.
 */
async function withdraw(ctx: { db: Db; log: Logger }, chain: Chain, provider: JsonRpcProvider, transfer: TransferRow, react: TransferReactions): Promise<void> {
  const receipt = await provider.getTransactionReceipt(transfer.tx_hash);
  const inPool = receipt ? false : (await provider.getTransaction(transfer.tx_hash)) !== null;
  const blockTime = receipt?.status === 1 ? await blockTimes(provider)(receipt.blockNumber) : undefined;
  const again = blockTime
    ? receipt!.logs
        .map((log) => transferOf(chain, log, blockTime))
        .find(
          (seen) =>
            seen !== undefined &&
            seen.token.address.toLowerCase() === transfer.token_address &&
            seen.from === transfer.from_address &&
            seen.to === transfer.to_address &&
            seen.amount === BigInt(transfer.amount_base_units),
        )
    : undefined;
  await withTransaction(ctx.db, async (client) => {
    const { rowCount } = await client.query(
      "UPDATE chain_transfers SET state = 'withdrawn', confirmations = 0, confirmed_at = NULL WHERE id = $1 AND state <> 'withdrawn' AND block_hash = $2",
      [transfer.id, transfer.block_hash],
    );
    if (rowCount !== 1) return;
    ctx.log.warn(
      { chain: chain.key, tx_hash: transfer.tx_hash, block: Number(transfer.block_number) },
      'transfer withdrawn: its block left the canonical chain',
    );
    if (again) {
      await moveToBlock(client, transfer.id, again);
      await react(client, transfer.id, 'remined', { inPool: false });
    } else {
      await react(client, transfer.id, 'withdrawn', { inPool });
    }
  });
}
