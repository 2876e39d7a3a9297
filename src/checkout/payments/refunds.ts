import type { JsonRpcProvider, Log } from 'ethers';
import { checksumAddress } from '../../core/chain/checksum.js';
import type { Chain } from '../../core/chain/registry.js';
import { type Db, type Queryable, withTransaction } from '../../core/db/pool.js';
import { invalidField } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { formatBaseUnits, parseTokenAmount } from '../../core/money.js';
import type { Network } from '../../core/network.js';
import { type EventType, recordEvent } from '../../webhooks/index.js';
import { erc20TransferUri } from '../eip681.js';
import type { BlockRecheck, TransferInBlock } from './block-recheck.js';
import { addressTopic, type SeenTransfer, TRANSFER_TOPIC, transferOf } from './chain-client.js';
import type { Refund, RefundCreate } from './schemas.js';

/**
 * Refunds, without custody (docs/payments.md, "Refunds"): the merchant asks for a refund of a
 * session's payment, sends it from the receiving address with their own wallet, and the chain
 * watcher recognises the transfer: that token, that exact amount, from the receiving address the
 * payment was paid to, to `to_address`. Reorg-safe as payments are: `succeeded` once the transfer
 * has the chain's confirmations, back to `pending` if its block leaves the chain.
 */

/** A refund no transfer has paid by then fails (`expired`): a merchant who never sends it is not asked forever. */
export const REFUND_LIFETIME = '7 days';

interface RefundRow {
  id: string;
  session_id: string;
  chain: string;
  chain_id: number;
  token: string;
  token_address: string;
  decimals: number;
  from_address: string;
  to_address: string;
  amount_base_units: string;
  status: Refund['status'];
  failure_reason: Refund['failure_reason'];
  tx_hash: string | null;
  log_index: number | null;
  block_number: string | null;
  block_hash: string | null;
  confirmations: number;
  succeeded_at: Date | null;
  expires_at: Date;
  created_at: Date;
}

const COLUMNS = `r.id, r.session_id, r.chain, r.chain_id, r.token, r.token_address, r.decimals, r.from_address, r.to_address,
  r.amount_base_units::text AS amount_base_units, r.status, r.failure_reason, r.tx_hash, r.log_index, r.block_number, r.block_hash,
  r.confirmations, r.succeeded_at, r.expires_at, r.created_at`;

/** A refund as the API shows it. */
export function refundView(row: RefundRow): Refund {
  const amount = BigInt(row.amount_base_units);
  return {
    id: row.id,
    object: 'refund',
    session: row.session_id,
    status: row.status,
    chain: row.chain,
    token: row.token,
    token_address: checksumAddress(row.token_address),
    to_address: checksumAddress(row.to_address),
    amount: formatBaseUnits(amount, row.decimals),
    amount_base_units: amount.toString(),
    eip681_uri: erc20TransferUri({ token: row.token_address, chainId: row.chain_id, recipient: row.to_address, amount }),
    created_at: row.created_at.toISOString(),
    from_address: checksumAddress(row.from_address),
    expires_at: row.expires_at.toISOString(),
    failure_reason: row.failure_reason,
    tx_hash: row.tx_hash,
    block_number: row.block_number === null ? null : Number(row.block_number),
    confirmations: row.confirmations,
    succeeded_at: row.succeeded_at === null ? null : row.succeeded_at.toISOString(),
  };
}

/** Records a refund event for the refund's session's project and network, on the change's transaction. */
async function emitRefundEvent(client: Queryable, refundId: string, type: EventType): Promise<void> {
  const { rows } = await client.query<RefundRow & { project_id: string; network: Network }>(
    `SELECT ${COLUMNS}, s.project_id, s.network FROM refunds r JOIN checkout_sessions s ON s.id = r.session_id WHERE r.id = $1`,
    [refundId],
  );
  const { project_id: projectId, network, ...row } = rows[0]!;
  await recordEvent(client, { projectId, network, type, object: refundView(row) });
}

/** A refund of this session, or undefined. */
export async function findRefund(db: Queryable, sessionId: string, refundId: string, { lock = false } = {}): Promise<Refund | undefined> {
  const { rows } = await db.query<RefundRow>(`SELECT ${COLUMNS} FROM refunds r WHERE r.id = $1 AND r.session_id = $2 ${lock ? 'FOR UPDATE' : ''}`, [
    refundId,
    sessionId,
  ]);
  return rows[0] && refundView(rows[0]);
}

/** A session's refunds, newest first, paged by (created_at, id) after the `startingAfter` refund of the same session. */
export async function listRefunds(
  db: Queryable,
  sessionId: string,
  query: { limit: number; startingAfter?: string },
): Promise<{ refunds: Refund[]; hasMore: boolean } | { unknownCursor: true }> {
  const params: unknown[] = [sessionId];
  let where = 'r.session_id = $1';
  if (query.startingAfter !== undefined) {
    if (!(await findRefund(db, sessionId, query.startingAfter))) return { unknownCursor: true };
    params.push(query.startingAfter);
    where += ' AND (r.created_at, r.id) < (SELECT c.created_at, c.id FROM refunds c WHERE c.id = $2)';
  }
  params.push(query.limit + 1);
  const { rows } = await db.query<RefundRow>(
    `SELECT ${COLUMNS} FROM refunds r WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length}`,
    params,
  );
  return { refunds: rows.slice(0, query.limit).map(refundView), hasMore: rows.length > query.limit };
}

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

/**
 * A new pending refund of `sessionId` (its row locked first, so that two creates cannot together
 * refund more than it received). It is paid on the chain and token of the session's largest
 * confirmed credited payment (the oldest of equals), from the receiving address that payment was
 * paid to, by default to its sender; at most what the session's confirmed credited payments on that
 * chain and token add up to, less the refunds of it still pending or succeeded (by default all of
 * that). Bad input is a 400 naming the field.
 */
export async function createRefund(
  client: Queryable,
  chains: { chain(key: string): Chain | undefined },
  sessionId: string,
  input: RefundCreate,
): Promise<Refund> {
  await client.query('SELECT id FROM checkout_sessions WHERE id = $1 FOR UPDATE', [sessionId]);
  const { rows: paid } = await client.query<{
    chain: string;
    token: string;
    token_address: string;
    decimals: number;
    from_address: string | null;
    to_address: string;
    received: string;
    refunded: string;
  }>(
    `SELECT p.chain, p.token, p.token_address, p.decimals, p.from_address, p.to_address,
            (SELECT sum(q.amount_base_units) FROM payments q
              WHERE q.session_id = p.session_id AND q.role = 'credited' AND q.state = 'confirmed' AND q.chain = p.chain AND q.token = p.token)::text AS received,
            (SELECT coalesce(sum(r.amount_base_units), 0) FROM refunds r
              WHERE r.session_id = p.session_id AND r.status IN ('pending', 'succeeded') AND r.chain = p.chain AND r.token = p.token)::text AS refunded
       FROM payments p
      WHERE p.session_id = $1 AND p.role = 'credited' AND p.state = 'confirmed'
      ORDER BY p.amount_base_units DESC, p.created_at, p.id
      LIMIT 1`,
    [sessionId],
  );
  const payment = paid[0];
  if (!payment) throw invalidField('id', 'the session has no confirmed credited payment to refund');
  const chain = chains.chain(payment.chain);
  if (!chain) throw invalidField('id', `the payment's chain ${payment.chain} is no longer in the registry`);
  const to = (input.to_address ?? payment.from_address ?? ZERO_ADDRESS).toLowerCase();
  if (to === ZERO_ADDRESS) {
    throw invalidField(
      'to_address',
      input.to_address === undefined ? "the payment's sender is not known (a simulated payment); give to_address" : 'must not be the zero address',
    );
  }
  if (to === payment.to_address) throw invalidField('to_address', 'is the receiving address the refund is sent from');
  const refundable = BigInt(payment.received) - BigInt(payment.refunded);
  const amount = input.amount === undefined ? refundable : parseTokenAmount(input.amount, payment.decimals, 'amount');
  if (amount > refundable || refundable <= 0n) {
    throw invalidField(
      'amount',
      `is more than the session can still refund: ${formatBaseUnits(refundable, payment.decimals)} ${payment.token} (received ${formatBaseUnits(BigInt(payment.received), payment.decimals)}, refunded or being refunded ${formatBaseUnits(BigInt(payment.refunded), payment.decimals)})`,
    );
  }
  const { rows } = await client.query<RefundRow>(
    `INSERT INTO refunds AS r (id, session_id, chain, chain_id, token, token_address, decimals, from_address, to_address, amount_base_units, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + $11::interval)
     RETURNING ${COLUMNS}`,
    [
      newId('re'),
      sessionId,
      chain.key,
      chain.chainId,
      payment.token,
      payment.token_address,
      payment.decimals,
      payment.to_address,
      to,
      amount.toString(),
      REFUND_LIFETIME,
    ],
  );
  return refundView(rows[0]!);
}

/**
 * The merchant's cancel: a pending refund no transfer has paid fails (`cancelled`), with
 * `refund.failed`. One whose transfer was seen has been paid (the money left); one succeeded or
 * failed is settled: those are 400s naming `id`.
 */
export async function cancelRefund(client: Queryable, sessionId: string, refundId: string): Promise<Refund | undefined> {
  const refund = await findRefund(client, sessionId, refundId, { lock: true });
  if (!refund) return undefined;
  if (refund.status !== 'pending') throw invalidField('id', `the refund is ${refund.status}; only a pending refund can be cancelled`);
  if (refund.tx_hash !== null) throw invalidField('id', `the refund's transfer ${refund.tx_hash} was seen on the chain; it cannot be cancelled`);
  await failRefund(client, refundId, 'cancelled');
  return findRefund(client, sessionId, refundId);
}

async function failRefund(client: Queryable, refundId: string, reason: 'cancelled' | 'expired'): Promise<void> {
  await client.query("UPDATE refunds SET status = 'failed', failure_reason = $2, failed_at = now() WHERE id = $1", [refundId, reason]);
  await emitRefundEvent(client, refundId, 'refund.failed');
}

/**
 * Fails every pending refund past expires_at that no transfer has paid (`expired`, with
 * `refund.failed`), each in its own transaction; run by the expiry sweep. Answers how many.
 */
export async function expireDueRefunds(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM refunds WHERE status = 'pending' AND tx_hash IS NULL AND expires_at <= now() ORDER BY expires_at",
  );
  let expired = 0;
  for (const { id } of rows) {
    const done = await withTransaction(db, async (client) => {
      const { rowCount } = await client.query(
        "SELECT id FROM refunds WHERE id = $1 AND status = 'pending' AND tx_hash IS NULL AND expires_at <= now() FOR UPDATE SKIP LOCKED",
        [id],
      );
      if (rowCount !== 1) return false;
      await failRefund(client, id, 'expired');
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

/**
 * The Transfer logs in blocks `from`..`to` that may pay the chain's pending refunds: of a registry
 * token, from a receiving address a refund is sent from, to an address a refund is for. Which log
 * pays which refund is recordRefundTransfer's to judge.
 */
export async function refundLogs(db: Queryable, chain: Chain, provider: JsonRpcProvider, from: number, to: number): Promise<Log[]> {
  const { rows } = await db.query<{ froms: string[] | null; tos: string[] | null }>(
    "SELECT array_agg(DISTINCT from_address) AS froms, array_agg(DISTINCT to_address) AS tos FROM refunds WHERE chain = $1 AND status = 'pending'",
    [chain.key],
  );
  const { froms, tos } = rows[0]!;
  if (!froms || !tos) return [];
  return provider.getLogs({
    address: chain.tokens.map((token) => token.address),
    topics: [TRANSFER_TOPIC, froms.map(addressTopic), tos.map(addressTopic)],
    fromBlock: from,
    toBlock: to,
  });
}

/**
 * Records a transfer as the payment of a refund, when it is one: the transfer a refund already
 * holds, seen again (in another block after a reorg: its block is updated and it confirms anew),
 * else, when `mayPayPending` (refundLogs found it), the oldest pending refund waiting for exactly
 * this transfer (token, amount, from, to). One transfer pays at most one refund. Answers whether
 * it paid one: a transfer that pays a refund is never also a payment.
 */
export async function recordRefundTransfer(client: Queryable, transfer: SeenTransfer, mayPayPending: boolean): Promise<boolean> {
  const { rows: held } = await client.query<{ id: string; block_hash: string; status: Refund['status'] }>(
    'SELECT id, block_hash, status FROM refunds WHERE chain = $1 AND tx_hash = $2 AND log_index = $3 FOR UPDATE',
    [transfer.chain.key, transfer.txHash, transfer.logIndex],
  );
  if (held[0]) {
    if (held[0].block_hash !== transfer.blockHash) await moveRefundTransfer(client, held[0], transfer);
    return true;
  }
  if (!mayPayPending) return false;
  const { rows } = await client.query<{ id: string }>(
    `UPDATE refunds SET tx_hash = $6, log_index = $7, block_number = $8, block_hash = $9, confirmations = 0, confirmations_required = $10
      WHERE id = (SELECT id FROM refunds
                   WHERE chain = $1 AND token_address = $2 AND from_address = $3 AND to_address = $4 AND amount_base_units = $5::numeric
                     AND status = 'pending' AND tx_hash IS NULL
                   ORDER BY created_at, id LIMIT 1 FOR UPDATE)
      RETURNING id`,
    [
      transfer.chain.key,
      transfer.token.address.toLowerCase(),
      transfer.from,
      transfer.to,
      transfer.amount.toString(),
      transfer.txHash,
      transfer.logIndex,
      transfer.blockNumber,
      transfer.blockHash,
      transfer.chain.confirmations,
    ],
  );
  return rows.length === 1;
}

/** A refund's transfer found in another block (a reorg): it confirms anew; a succeeded refund is pending again, with `refund.pending`. */
async function moveRefundTransfer(client: Queryable, refund: { id: string; status: Refund['status'] }, transfer: SeenTransfer): Promise<void> {
  await client.query(
    `UPDATE refunds SET tx_hash = $2, log_index = $3, block_number = $4, block_hash = $5, confirmations = 0, status = 'pending', succeeded_at = NULL
      WHERE id = $1`,
    [refund.id, transfer.txHash, transfer.logIndex, transfer.blockNumber, transfer.blockHash],
  );
  if (refund.status === 'succeeded') await emitRefundEvent(client, refund.id, 'refund.pending');
}

interface WatchedRefund extends TransferInBlock {
  id: string;
  status: 'pending' | 'succeeded';
  token_address: string;
  from_address: string;
  to_address: string;
  amount_base_units: string;
}

/**
 * Re-reads the block of every refund transfer still confirming, and of every succeeded one a reorg
 * could still take away, as the watcher does for payments: on the chain, its confirmations grow and
 * it succeeds once the chain's count is reached (`refund.succeeded`); gone, its transaction is
 * looked up: mined again, the refund follows it to its new block; else the refund waits for a
 * transfer again (`pending`, with `refund.pending` if it had succeeded). Answers the failures.
 */
export async function checkRefundConfirmations(db: Db, chain: Chain, provider: JsonRpcProvider, recheck: BlockRecheck): Promise<unknown[]> {
  const { rows } = await db.query<WatchedRefund>(
    `SELECT id, tx_hash, block_number, block_hash, status, token_address, from_address, to_address, amount_base_units::text AS amount_base_units
       FROM refunds WHERE chain = $1 AND tx_hash IS NOT NULL AND (status = 'pending' OR (status = 'succeeded' AND block_number > $2))
      ORDER BY block_number`,
    [chain.key, recheck.oldest],
  );
  return recheck.each('refund transfer', rows, async (refund, onChain) => {
    if (!onChain) return withdrawRefundTransfer(db, chain, provider, refund);
    if (refund.status !== 'pending') return;
    await withTransaction(db, async (client) => {
      const confirmations = recheck.head - Number(refund.block_number) + 1;
      const { rows: changed } = await client.query<{ status: Refund['status'] }>(
        `UPDATE refunds SET confirmations = $2,
                status = CASE WHEN $2 >= confirmations_required THEN 'succeeded' ELSE status END,
                succeeded_at = CASE WHEN $2 >= confirmations_required THEN now() END
          WHERE id = $1 AND status = 'pending' AND block_hash = $3 AND confirmations IS DISTINCT FROM $2
          RETURNING status`,
        [refund.id, confirmations, refund.block_hash],
      );
      if (changed[0]?.status === 'succeeded') await emitRefundEvent(client, refund.id, 'refund.succeeded');
    });
  });
}

async function withdrawRefundTransfer(db: Db, chain: Chain, provider: JsonRpcProvider, refund: WatchedRefund): Promise<void> {
  const receipt = await provider.getTransactionReceipt(refund.tx_hash);
  const again =
    receipt?.status === 1
      ? receipt.logs
          .map((log) => transferOf(chain, log, new Date(0)))
          .find(
            (transfer) =>
              transfer !== undefined &&
              transfer.token.address.toLowerCase() === refund.token_address &&
              transfer.from === refund.from_address &&
              transfer.to === refund.to_address &&
              transfer.amount === BigInt(refund.amount_base_units),
          )
      : undefined;
  await withTransaction(db, async (client) => {
    const { rows } = await client.query<{ status: Refund['status'] }>('SELECT status FROM refunds WHERE id = $1 AND block_hash = $2 FOR UPDATE', [
      refund.id,
      refund.block_hash,
    ]);
    if (!rows[0]) return;
    if (again) {
      await moveRefundTransfer(client, { id: refund.id, status: rows[0].status }, again);
      return;
    }
    await client.query(
      `UPDATE refunds SET tx_hash = NULL, log_index = NULL, block_number = NULL, block_hash = NULL, confirmations = 0, confirmations_required = NULL,
              status = 'pending', succeeded_at = NULL
        WHERE id = $1`,
      [refund.id],
    );
    if (rows[0].status === 'succeeded') await emitRefundEvent(client, refund.id, 'refund.pending');
  });
}
