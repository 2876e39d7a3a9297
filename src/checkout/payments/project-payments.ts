import { checksumAddress } from '../../core/chain/checksum.js';
import type { ChainRegistry } from '../../core/chain/registry.js';
import type { Queryable } from '../../core/db/pool.js';
import { formatBaseUnits } from '../../core/money.js';
import type { Network } from '../../core/network.js';
import { recordEvent } from '../../webhooks/index.js';
import type { LedgerPayment } from './schemas.js';

/**
 * A project's payments (docs/payments.md, "A project's payments"): every transfer recorded to a
 * receiving address the project has had (project_addresses, sql/023_project_payments.sql), on a
 * chain of the key's network, unattributed or attributed to one of its own sessions.
 */

/** Whose payments a caller may see: one project, on the network its key selects. */
export interface PaymentScope {
  projectId: string;
  network: Network;
}

export interface PaymentRow {
  id: string;
  session_id: string | null;
  chain: string;
  token: string;
  token_address: string;
  decimals: number;
  tx_hash: string;
  log_index: number;
  from_address: string | null;
  amount_base_units: string;
  block_number: string | null;
  confirmations: number;
  confirmations_required: number;
  receipt: string | null;
  created_at: Date;
}

/** A payment (`p`) with its transfer (`t`); listed by the transfer's time, which is the payment's (both are recorded together). */
const COLUMNS = `p.id, p.session_id, t.chain, t.token, t.token_address, t.decimals, t.tx_hash, t.log_index, t.from_address,
  t.amount_base_units::text AS amount_base_units, t.block_number, t.confirmations, t.confirmations_required, p.receipt, t.created_at`;
const FROM = 'payments p JOIN chain_transfers t ON t.id = p.transfer_id';

/**
 * The payments scope ($1 project, $2 its network's chain keys) sees: to an address the project has
 * had, on its network; its own sessions' payments, and unattributed ones only when its
 * organization is the one untagged money at the address belongs to (sql/functions/
 * receiving_address_untagged_owner.sql): two projects may share an address, one organization owns it.
 */
export const VISIBLE_PAYMENTS = `t.to_address IN (SELECT a.address FROM project_addresses a WHERE a.project_id = $1) AND t.chain = ANY($2::text[])
  AND CASE WHEN p.session_id IS NULL
           THEN receiving_address_untagged_owner(t.to_address) = (SELECT q.organization_id FROM projects q WHERE q.id = $1)
           ELSE EXISTS (SELECT FROM checkout_sessions s WHERE s.id = p.session_id AND s.project_id = $1) END`;

export const chainKeys = (chains: ChainRegistry, network: Network) => chains.chainsOf(network).map((chain) => chain.key);

/** A payment as the API shows it. */
export function ledgerPaymentView(row: PaymentRow): LedgerPayment {
  return {
    id: row.id,
    object: 'payment',
    chain: row.chain,
    token: row.token,
    token_address: checksumAddress(row.token_address),
    tx_hash: row.tx_hash,
    log_index: row.log_index,
    from: row.from_address === null ? null : checksumAddress(row.from_address),
    amount: formatBaseUnits(BigInt(row.amount_base_units), row.decimals),
    block_number: row.block_number === null ? null : Number(row.block_number),
    confirmations: row.confirmations,
    confirmations_required: row.confirmations_required,
    status: row.session_id === null ? 'unattributed' : 'attributed',
    session: row.session_id,
    receipt: row.receipt,
    created_at: row.created_at.toISOString(),
  };
}

/** A payment of this scope, or undefined: another project's or network's does not exist here. */
export async function findPayment(db: Queryable, chains: ChainRegistry, scope: PaymentScope, id: string, { lock = false } = {}) {
  const { rows } = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.id = $3 AND ${VISIBLE_PAYMENTS} ${lock ? 'FOR UPDATE OF p' : ''}`, [
    scope.projectId,
    chainKeys(chains, scope.network),
    id,
  ]);
  return rows[0];
}

export interface PaymentListQuery {
  limit: number;
  startingAfter?: string;
  status?: LedgerPayment['status'];
  /** Only transfers on this chain (a registry key) or of this token (its symbol). */
  chain?: string;
  token?: string;
  /** Bounds on the payment's created_at: `gte` inclusive, `lt` exclusive. */
  created?: { gte?: Date; lt?: Date };
}

/** Newest first, paged by (created_at, id) after the `startingAfter` payment of the same scope. */
export async function listPayments(
  db: Queryable,
  chains: ChainRegistry,
  scope: PaymentScope,
  query: PaymentListQuery,
): Promise<{ payments: PaymentRow[]; hasMore: boolean } | { unknownCursor: true }> {
  const params: unknown[] = [scope.projectId, chainKeys(chains, scope.network)];
  let where = VISIBLE_PAYMENTS;
  if (query.startingAfter !== undefined) {
    const cursor = await findPayment(db, chains, scope, query.startingAfter);
    if (!cursor) return { unknownCursor: true };
    params.push(cursor.id);
    where += ` AND (t.created_at, t.id) < (SELECT c.created_at, c.id FROM chain_transfers c JOIN payments cp ON cp.transfer_id = c.id WHERE cp.id = $${params.length})`;
  }
  if (query.status !== undefined) where += query.status === 'unattributed' ? ' AND p.session_id IS NULL' : ' AND p.session_id IS NOT NULL';
  const add = (clause: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where += ` AND ${clause(`$${params.length}`)}`;
  };
  if (query.chain !== undefined) add((p) => `t.chain = ${p}`, query.chain);
  if (query.token !== undefined) add((p) => `t.token = ${p}`, query.token);
  if (query.created?.gte !== undefined) add((p) => `t.created_at >= ${p}`, query.created.gte);
  if (query.created?.lt !== undefined) add((p) => `t.created_at < ${p}`, query.created.lt);
  params.push(query.limit + 1);
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT $${params.length}`,
    params,
  );
  return { payments: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/**
 * Records `payment.unattributed` for each project of the address's owner (receiving_address_untagged_owner)
 * that has had the payment's receiving address, on the transaction that recorded the payment: the
 * merchant learns of money no session claims; nobody else does.
 */
export async function emitUnattributed(client: Queryable, network: Network, paymentId: string): Promise<void> {
  const { rows } = await client.query<PaymentRow & { project_id: string }>(
    `SELECT ${COLUMNS}, a.project_id FROM ${FROM} JOIN project_addresses a ON a.address = t.to_address JOIN projects q ON q.id = a.project_id
      WHERE p.id = $1 AND q.organization_id = receiving_address_untagged_owner(t.to_address) ORDER BY a.project_id`,
    [paymentId],
  );
  for (const { project_id: projectId, ...row } of rows) {
    await recordEvent(client, { projectId, network, type: 'payment.unattributed', object: ledgerPaymentView(row) });
  }
}
