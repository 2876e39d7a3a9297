import { queueEmail } from '../../email/index.js';
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
import { addressTopic, type SeenTransfer, TRANSFER_TOPIC } from './chain-client.js';
import type { Refund, RefundCreate } from './schemas.js';
import { observeTransfer, type TransferChange, type TransferReactions } from './transfers.js';

/**
 * Refunds, without custody (docs/payments.md, "Refunds"): the merchant asks for a refund of a
 * session's payment, sends it from the receiving address with their own wallet, and the chain
 * watcher recognises the transfer: that token, that exact amount, from the receiving address the
 * payment was paid to, to `to_address`. The transfer follows the one observed-transfer lifecycle
 * (transfers.ts), as payments do: the refund `succeeded` once it is confirmed, back to `pending` if
 * its block leaves the chain (refundReaction).
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
  block_number: string | null;
  confirmations: number;
  succeeded_at: Date | null;
  expires_at: Date;
  created_at: Date;
}

/** A refund's columns with its transfer's (`t`, joined LEFT on r.transfer_id): a withdrawn transfer pays nothing, so it shows as none. */
const COLUMNS = `r.id, r.session_id, r.chain, r.chain_id, r.token, r.token_address, r.decimals, r.from_address, r.to_address,
  r.amount_base_units::text AS amount_base_units, r.status, r.failure_reason,
  CASE WHEN t.state <> 'withdrawn' THEN t.tx_hash END AS tx_hash, CASE WHEN t.state <> 'withdrawn' THEN t.block_number END AS block_number,
  coalesce(CASE WHEN t.state <> 'withdrawn' THEN t.confirmations END, 0) AS confirmations, r.succeeded_at, r.expires_at, r.created_at`;
const FROM = 'refunds r LEFT JOIN chain_transfers t ON t.id = r.transfer_id';

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
    `SELECT ${COLUMNS}, s.project_id, s.network FROM ${FROM} JOIN checkout_sessions s ON s.id = r.session_id WHERE r.id = $1`,
    [refundId],
  );
  const { project_id: projectId, network, ...row } = rows[0]!;
  await recordEvent(client, { projectId, network, type, object: refundView(row) });
}

/** A refund of this session, or undefined. */
export async function findRefund(db: Queryable, sessionId: string, refundId: string, { lock = false } = {}): Promise<Refund | undefined> {
  const { rows } = await db.query<RefundRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1 AND r.session_id = $2 ${lock ? 'FOR UPDATE OF r' : ''}`, [
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
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length}`,
    params,
  );
  return { refunds: rows.slice(0, query.limit).map(refundView), hasMore: rows.length > query.limit };
}

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

/** A refund (`r`) still waiting for a transfer: pending, with none or only one its chain took back. */
const UNPAID = `r.status = 'pending' AND (r.transfer_id IS NULL OR EXISTS (SELECT FROM chain_transfers w WHERE w.id = r.transfer_id AND w.state = 'withdrawn'))`;

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
    owned: boolean;
  }>(
    `WITH confirmed AS (
       SELECT p.id, p.session_id, t.chain, t.token, t.token_address, t.decimals, t.from_address, t.to_address, t.amount_base_units, t.created_at
         FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id
        WHERE p.session_id = $1 AND p.role = 'credited' AND t.state = 'confirmed')
     SELECT c.chain, c.token, c.token_address, c.decimals, c.from_address, c.to_address,
            (SELECT sum(q.amount_base_units) FROM confirmed q WHERE q.chain = c.chain AND q.token = c.token)::text AS received,
            (SELECT coalesce(sum(r.amount_base_units), 0) FROM refunds r
              WHERE r.session_id = c.session_id AND r.status IN ('pending', 'succeeded') AND r.chain = c.chain AND r.token = c.token)::text AS refunded,
            receiving_address_untagged_owner(c.to_address) IS NOT DISTINCT FROM
              (SELECT q.organization_id FROM checkout_sessions s JOIN projects q ON q.id = s.project_id WHERE s.id = c.session_id) AS owned
       FROM confirmed c
      ORDER BY c.amount_base_units DESC, c.created_at, c.id
      LIMIT 1`,
    [sessionId],
  );
  const payment = paid[0];
  if (!payment) throw invalidField('id', 'the session has no confirmed credited payment to refund');
  // Money sent from the address is matched to refunds by amount: only its owner may ask for one.
  if (!payment.owned) {
    throw invalidField(
      'id',
      "the receiving address the session was paid at is another organization's (or shared and unproven): only its owner can refund from it",
    );
  }
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
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO refunds (id, session_id, chain, chain_id, token, token_address, decimals, from_address, to_address, amount_base_units, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + $11::interval)
     RETURNING id`,
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
  return (await findRefund(client, sessionId, rows[0]!.id))!;
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
  const { rows } = await db.query<{ id: string }>(`SELECT r.id FROM refunds r WHERE ${UNPAID} AND r.expires_at <= now() ORDER BY r.expires_at`);
  let expired = 0;
  for (const { id } of rows) {
    const done = await withTransaction(db, async (client) => {
      const { rowCount } = await client.query(`SELECT r.id FROM refunds r WHERE r.id = $1 AND ${UNPAID} AND r.expires_at <= now() FOR UPDATE SKIP LOCKED`, [
        id,
      ]);
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
 * holds, seen again (observeTransfer moves it to another block after a reorg), else, when
 * `mayPayPending` (refundLogs found it), the oldest unpaid refund waiting for exactly this transfer
 * (token, amount, from, to) of the address's owner (receiving_address_untagged_owner). One transfer
 * pays at most one refund. Answers whether it paid one: a
 * transfer that pays a refund is never also a payment.
 */
export async function recordRefundTransfer(client: Queryable, transfer: SeenTransfer, mayPayPending: boolean, react: TransferReactions): Promise<boolean> {
  const { rows: held } = await client.query<{ id: string }>(
    'SELECT r.id FROM refunds r JOIN chain_transfers t ON t.id = r.transfer_id WHERE t.chain = $1 AND t.tx_hash = $2 AND t.log_index = $3',
    [transfer.chain.key, transfer.txHash, transfer.logIndex],
  );
  if (held[0]) {
    await observeTransfer(client, transfer, react);
    return true;
  }
  if (!mayPayPending) return false;
  const { rows } = await client.query<{ id: string }>(
    `SELECT r.id FROM refunds r
      WHERE r.chain = $1 AND r.token_address = $2 AND r.from_address = $3 AND r.to_address = $4 AND r.amount_base_units = $5::numeric AND ${UNPAID}
        AND receiving_address_untagged_owner(r.from_address) = (SELECT q.organization_id FROM checkout_sessions s JOIN projects q ON q.id = s.project_id WHERE s.id = r.session_id)
      ORDER BY r.created_at, r.id LIMIT 1 FOR UPDATE OF r`,
    [transfer.chain.key, transfer.token.address.toLowerCase(), transfer.from, transfer.to, transfer.amount.toString()],
  );
  if (!rows[0]) return false;
  const { id: transferId } = await observeTransfer(client, transfer, react);
  await client.query('UPDATE refunds SET transfer_id = $2 WHERE id = $1', [rows[0].id, transferId]);
  return true;
}

/**
 * A refund's transfer changed (transfers.ts): confirmed, the refund has succeeded
 * (`refund.succeeded`); withdrawn or mined again in another block, a succeeded refund is pending
 * again (`refund.pending`) until its transfer confirms anew, or another pays it.
 */
export async function refundReaction(client: Queryable, transferId: string, change: TransferChange): Promise<void> {
  const { rows } = await client.query<{ id: string; status: Refund['status'] }>('SELECT id, status FROM refunds WHERE transfer_id = $1 FOR UPDATE', [
    transferId,
  ]);
  const refund = rows[0];
  if (!refund || refund.status === 'failed') return;
  if (change === 'confirmed') {
    if (refund.status === 'succeeded') return;
    await client.query("UPDATE refunds SET status = 'succeeded', succeeded_at = now() WHERE id = $1", [refund.id]);
    await emitRefundEvent(client, refund.id, 'refund.succeeded');
    await queueRefundNotice(client, refund.id);
  } else if (refund.status === 'succeeded') {
    await client.query("UPDATE refunds SET status = 'pending', succeeded_at = NULL WHERE id = $1", [refund.id]);
    await emitRefundEvent(client, refund.id, 'refund.pending');
  }
}

/**
 * Tells the merchant (the admins of the session's project's organization) that a refund succeeded,
 * on the transaction that records it: once per refund (one confirmed again after a reorg sends none).
 */
async function queueRefundNotice(client: Queryable, refundId: string): Promise<void> {
  const { rows } = await client.query<RefundRow & { project: string; admins: string[] }>(
    `SELECT ${COLUMNS}, p.name AS project,
            ARRAY(SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
                   WHERE m.organization_id = p.organization_id AND m.role = 'admin' ORDER BY u.email) AS admins
       FROM ${FROM} JOIN checkout_sessions s ON s.id = r.session_id JOIN projects p ON p.id = s.project_id
      WHERE r.id = $1 AND NOT EXISTS (SELECT FROM email_outbox e WHERE e.template = 'refund_succeeded' AND e.data->>'refund_id' = r.id)`,
    [refundId],
  );
  const row = rows[0];
  if (!row || row.tx_hash === null) return;
  await queueEmail(client, 'refund_succeeded', row.admins, {
    refund_id: row.id,
    session_id: row.session_id,
    project: row.project,
    chain: row.chain,
    token: row.token,
    amount: formatBaseUnits(BigInt(row.amount_base_units), row.decimals),
    to_address: checksumAddress(row.to_address),
    tx_hash: row.tx_hash,
  });
}
