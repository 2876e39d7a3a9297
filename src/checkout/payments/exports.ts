import { Counter } from 'prom-client';
import type { ChainRegistry } from '../../core/chain/registry.js';
import { checksumAddress } from '../../core/chain/checksum.js';
import { csvRecord } from '../../core/csv.js';
import type { Queryable } from '../../core/db/pool.js';
import { invalidField } from '../../core/errors.js';
import { metricsRegistry } from '../../core/metrics.js';
import { formatBaseUnits, formatCents } from '../../core/money.js';
import type { Network } from '../../core/network.js';
import { chainKeys, VISIBLE_PAYMENTS } from './project-payments.js';

/**
 * The accounting exports (docs/payments.md, "Accounting exports"): a project's sessions, payments or
 * refunds of one network created in [from, to), one CSV record per object, oldest first, read a page
 * at a time by keyset (created_at, id) as the reader takes them: no export is ever held whole.
 */

export const EXPORT_KINDS = ['sessions', 'payments', 'refunds'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export interface ExportScope {
  projectId: string;
  network: Network;
}

/** The time range of an export: `from` inclusive, `to` exclusive. */
export interface ExportRange {
  from: Date;
  to: Date;
}

/** Rows read per query: a page is one chunk of the response (about 100 to 300 KB of CSV). */
export const EXPORT_PAGE_ROWS = 500;
/** More distinct metadata keys than this in a range is a 400 naming `from`: a narrower range has fewer. */
export const EXPORT_MAX_METADATA_KEYS = 1000;

const exportedRows = new Counter({
  name: 'proofpay_export_rows_total',
  help: 'Records written by the accounting exports (GET /v1/exports/*.csv), by kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

/** Rows as each query gives them: the cursor beside the fields. */
interface Row {
  cursor_at: string;
  cursor_id: string;
  metadata: Record<string, string | null> | null;
  [column: string]: unknown;
}

interface KindSpec {
  columns: readonly string[];
  /** $1 project, $2 network or its chain keys, $3 from, $4 to, $5 the most keys: the range's distinct metadata keys. */
  keys: string;
  /** $1 … $4 as above, $5 and $6 the cursor (created_at text, id), $7 the page size. */
  page: string;
  fields(row: Row): (string | null)[];
}

/** The session's metadata with every value as text (numbers as written, booleans as true/false, null as null): no float on the way. */
const METADATA = (alias: string) =>
  `(SELECT jsonb_object_agg(m.key, m.value #>> '{}') FROM jsonb_each(CASE WHEN jsonb_typeof(${alias}.metadata) = 'object' THEN ${alias}.metadata END) m) AS metadata`;
const KEYS_OF = (alias: string) =>
  `CROSS JOIN LATERAL jsonb_object_keys(CASE WHEN jsonb_typeof(${alias}.metadata) = 'object' THEN ${alias}.metadata ELSE '{}'::jsonb END) k(key)`;

const iso = (value: unknown) => (value === null || value === undefined ? null : (value as Date).toISOString());
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const address = (value: unknown) => (value === null || value === undefined ? null : checksumAddress(value as string));
const tokenAmount = (units: unknown, decimals: unknown) =>
  units === null || units === undefined ? null : formatBaseUnits(BigInt(units as string), decimals as number);
const usd = (cents: unknown) => (cents === null || cents === undefined ? null : formatCents(BigInt(cents as string)));

const SESSIONS_WHERE = 's.project_id = $1 AND s.network = $2 AND s.created_at >= $3 AND s.created_at < $4';
const PAYMENTS_WHERE = `${VISIBLE_PAYMENTS} AND t.created_at >= $3 AND t.created_at < $4`;
const REFUNDS_WHERE = 's.project_id = $1 AND s.network = $2 AND r.created_at >= $3 AND r.created_at < $4';

const SPECS: Record<ExportKind, KindSpec> = {
  sessions: {
    columns: [
      'id',
      'created_at',
      'status',
      'network',
      'currency',
      'amount_usd',
      'description',
      'customer_email',
      'chain',
      'token',
      'token_amount',
      'tx_hash',
      'payer',
      'completed_at',
      'failure_reason',
      'expires_at',
    ],
    keys: `SELECT DISTINCT k.key FROM checkout_sessions s ${KEYS_OF('s')} WHERE ${SESSIONS_WHERE} ORDER BY k.key LIMIT $5`,
    // The payment shown is the session's first credited one still on the chain, a confirmed one first.
    page: `SELECT s.id, s.created_at, s.created_at::text AS cursor_at, s.id AS cursor_id, s.effective_status AS status, s.network,
                  s.amount_cents::text AS amount_cents, s.description, s.customer_email, s.failure_reason, s.expires_at, ${METADATA('s')},
                  pay.chain, pay.token, pay.decimals, pay.amount_base_units::text AS amount_base_units, pay.tx_hash, pay.from_address, pay.confirmed_at
             FROM checkout_sessions_effective s
             LEFT JOIN LATERAL (SELECT t.chain, t.token, t.decimals, t.amount_base_units, t.tx_hash, t.from_address, t.confirmed_at
                                  FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id
                                 WHERE p.session_id = s.id AND p.role = 'credited' AND t.state <> 'withdrawn'
                                 ORDER BY t.state = 'confirmed' DESC, t.created_at, t.id LIMIT 1) pay ON true
            WHERE ${SESSIONS_WHERE} AND (s.created_at, s.id) > ($5::timestamptz, $6)
            ORDER BY s.created_at, s.id LIMIT $7`,
    fields: (row) => [
      text(row.id),
      iso(row.created_at),
      text(row.status),
      text(row.network),
      'USD',
      usd(row.amount_cents),
      text(row.description),
      text(row.customer_email),
      text(row.chain),
      text(row.token),
      tokenAmount(row.amount_base_units, row.decimals),
      text(row.tx_hash),
      address(row.from_address),
      row.status === 'completed' ? iso(row.confirmed_at) : null,
      text(row.failure_reason),
      iso(row.expires_at),
    ],
  },
  payments: {
    columns: [
      'id',
      'created_at',
      'status',
      'session',
      'session_amount_usd',
      'chain',
      'token',
      'token_address',
      'amount',
      'tx_hash',
      'log_index',
      'block_number',
      'payer',
      'to_address',
      'transfer_state',
      'confirmations',
      'confirmed_at',
    ],
    keys: `SELECT DISTINCT k.key FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id JOIN checkout_sessions s ON s.id = p.session_id ${KEYS_OF('s')}
            WHERE ${PAYMENTS_WHERE} ORDER BY k.key LIMIT $5`,
    page: `SELECT p.id, t.created_at, t.created_at::text AS cursor_at, t.id AS cursor_id, p.session_id, s.amount_cents::text AS session_amount_cents,
                  t.chain, t.token, t.token_address, t.decimals, t.amount_base_units::text AS amount_base_units, t.tx_hash, t.log_index,
                  t.block_number::text AS block_number, t.from_address, t.to_address, t.state, t.confirmations, t.confirmed_at, ${METADATA('s')}
             FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id LEFT JOIN checkout_sessions s ON s.id = p.session_id
            WHERE ${PAYMENTS_WHERE} AND (t.created_at, t.id) > ($5::timestamptz, $6)
            ORDER BY t.created_at, t.id LIMIT $7`,
    fields: (row) => [
      text(row.id),
      iso(row.created_at),
      row.session_id === null ? 'unattributed' : 'attributed',
      text(row.session_id),
      usd(row.session_amount_cents),
      text(row.chain),
      text(row.token),
      address(row.token_address),
      tokenAmount(row.amount_base_units, row.decimals),
      text(row.tx_hash),
      text(row.log_index),
      text(row.block_number),
      address(row.from_address),
      address(row.to_address),
      text(row.state),
      text(row.confirmations),
      iso(row.confirmed_at),
    ],
  },
  refunds: {
    columns: [
      'id',
      'created_at',
      'status',
      'failure_reason',
      'session',
      'session_amount_usd',
      'chain',
      'token',
      'token_address',
      'amount',
      'from_address',
      'to_address',
      'tx_hash',
      'block_number',
      'confirmations',
      'succeeded_at',
      'expires_at',
    ],
    keys: `SELECT DISTINCT k.key FROM refunds r JOIN checkout_sessions s ON s.id = r.session_id ${KEYS_OF('s')} WHERE ${REFUNDS_WHERE} ORDER BY k.key LIMIT $5`,
    // A withdrawn transfer pays nothing: it shows as none, as the API shows the refund.
    page: `SELECT r.id, r.created_at, r.created_at::text AS cursor_at, r.id AS cursor_id, r.status, r.failure_reason, r.session_id,
                  s.amount_cents::text AS session_amount_cents, r.chain, r.token, r.token_address, r.decimals,
                  r.amount_base_units::text AS amount_base_units, r.from_address, r.to_address,
                  CASE WHEN t.state <> 'withdrawn' THEN t.tx_hash END AS tx_hash,
                  CASE WHEN t.state <> 'withdrawn' THEN t.block_number END::text AS block_number,
                  coalesce(CASE WHEN t.state <> 'withdrawn' THEN t.confirmations END, 0) AS confirmations, r.succeeded_at, r.expires_at, ${METADATA('s')}
             FROM refunds r JOIN checkout_sessions s ON s.id = r.session_id LEFT JOIN chain_transfers t ON t.id = r.transfer_id
            WHERE ${REFUNDS_WHERE} AND (r.created_at, r.id) > ($5::timestamptz, $6)
            ORDER BY r.created_at, r.id LIMIT $7`,
    fields: (row) => [
      text(row.id),
      iso(row.created_at),
      text(row.status),
      text(row.failure_reason),
      text(row.session_id),
      usd(row.session_amount_cents),
      text(row.chain),
      text(row.token),
      address(row.token_address),
      tokenAmount(row.amount_base_units, row.decimals),
      address(row.from_address),
      address(row.to_address),
      text(row.tx_hash),
      text(row.block_number),
      text(row.confirmations),
      iso(row.succeeded_at),
      iso(row.expires_at),
    ],
  },
};

/** An export ready to stream: its header is known and its first page read, so what fails before a byte is sent fails as a normal error. */
export interface PreparedExport {
  /** The header record, then one chunk of records per page, read only as the consumer asks for more. */
  chunks: AsyncGenerator<string>;
}

/**
 * Prepares an export: the range's distinct metadata keys (one query, so the header is known before
 * any record), then the first page. The rest is read page by page as `chunks` is consumed; each
 * page is its own query on the pool (no connection is held between pages, whatever the reader's
 * speed), so a record that changes meanwhile shows as it is when its page is read.
 */
export async function prepareExport(db: Queryable, chains: ChainRegistry, scope: ExportScope, kind: ExportKind, range: ExportRange): Promise<PreparedExport> {
  const spec = SPECS[kind];
  const second = kind === 'payments' ? chainKeys(chains, scope.network) : scope.network;
  const base = [scope.projectId, second, range.from, range.to];
  const { rows: keyRows } = await db.query<{ key: string }>(spec.keys, [...base, EXPORT_MAX_METADATA_KEYS + 1]);
  if (keyRows.length > EXPORT_MAX_METADATA_KEYS) {
    throw invalidField('from', `the ${kind} of this range use more than ${EXPORT_MAX_METADATA_KEYS} distinct metadata keys; export a shorter range`);
  }
  const keys = keyRows.map((row) => row.key);
  const readPage = async (cursorAt: string | Date, cursorId: string) => (await db.query<Row>(spec.page, [...base, cursorAt, cursorId, EXPORT_PAGE_ROWS])).rows;
  const record = (row: Row) => csvRecord([...spec.fields(row), ...keys.map((key) => row.metadata?.[key] ?? null)]);
  const first = await readPage(range.from, '');
  async function* chunks(): AsyncGenerator<string> {
    yield csvRecord([...spec.columns, ...keys.map((key) => `metadata.${key}`)]);
    let page = first;
    while (page.length > 0) {
      yield page.map(record).join('');
      exportedRows.inc({ kind }, page.length);
      if (page.length < EXPORT_PAGE_ROWS) return;
      const last = page.at(-1)!;
      page = await readPage(last.cursor_at, last.cursor_id);
    }
  }
  return { chunks: chunks() };
}
