import type { Queryable } from '../../src/core/db/pool.js';
import { newId } from '../../src/core/ids.js';

/**
 * A 6-decimal USDC transfer on base-sepolia to `to` that no session claims, recorded as the watcher
 * records one (its observed transfer, confirming, and its unattributed payment), for tests where no
 * chain of that token runs. Answers the payment's id.
 */
export async function recordUnattributedPayment(
  db: Queryable,
  { to, amountBaseUnits, txByte, blockByte }: { to: string; amountBaseUnits: bigint; txByte: string; blockByte: string },
): Promise<string> {
  const id = newId('pay');
  await db.query(
    `WITH transfer AS (
       INSERT INTO chain_transfers (id, chain, token, token_address, decimals, tx_hash, log_index, from_address, to_address, amount_base_units,
                                    block_number, block_hash, block_time, confirmations_required)
       VALUES ($2, 'base-sepolia', 'USDC', '0x036cbd53842c5426634e7929541ec2318f3dcf7e', 6, $3, 0, '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', $4,
               $5, 1, $6, now(), 5)
       RETURNING id)
     INSERT INTO payments (id, transfer_id, source) SELECT $1, id, 'watcher' FROM transfer`,
    [id, newId('tr'), `0x${txByte.repeat(32)}`, to.toLowerCase(), amountBaseUnits.toString(), `0x${blockByte.repeat(32)}`],
  );
  return id;
}
