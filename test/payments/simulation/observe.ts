import type { ChainView } from './model.js';

/** What the engine has written, read between steps: the invariants compare two of these. */
export interface Observation {
  payments: PaymentRow[];
  sessions: SessionRow[];
  /** Submitted transactions still waiting to be mined, as `session tx_hash`. */
  waiting: Set<string>;
  refunds: RefundRow[];
  /** The session status events, oldest first. */
  statusEvents: { id: string; type: string; session: string; status: string }[];
}

export interface PaymentRow {
  id: string;
  chain: string;
  tx_hash: string;
  log_index: number;
  session_id: string | null;
  role: string | null;
  state: 'confirming' | 'confirmed' | 'withdrawn';
  token: string;
  decimals: number;
  amount: string;
  source: string;
  block_hash: string | null;
  block_time: Date | null;
  /** Its block's number (as text, a bigint), ordering transfers of different blocks. */
  block_number: string | null;
}

export interface SessionRow {
  id: string;
  status: string;
  amount_cents: string;
  tolerance_bps: number;
  options: { chain: string; token: string; amount_base_units: string }[];
  deadline: Date;
}

export interface RefundRow {
  id: string;
  session_id: string;
  chain: string;
  token: string;
  token_address: string;
  status: string;
  tx_hash: string | null;
  log_index: number | null;
  block_hash: string | null;
  /** The state of the transfer that pays it, if any (a withdrawn one pays nothing). */
  transfer_state: 'confirming' | 'confirmed' | 'withdrawn' | null;
  from_address: string;
  to_address: string;
  amount: string;
}

export const STATUS_EVENT_TYPES = ['pending', 'processing', 'completed', 'failed', 'expired'].map((status) => `checkout.session.${status}`);

export async function observe(db: ChainView['db']): Promise<Observation> {
  const payments = await db.query<PaymentRow>(
    `SELECT p.id, t.chain, t.tx_hash, t.log_index, p.session_id, p.role, t.state, t.token, t.decimals, t.amount_base_units::text AS amount, p.source,
            t.block_hash, t.block_time, t.block_number::text AS block_number
       FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id ORDER BY p.created_at, p.id`,
  );
  const sessions = await db.query<SessionRow>(
    `SELECT id, status, amount_cents::text AS amount_cents, underpayment_tolerance_bps AS tolerance_bps, payment_options AS options,
            checkout_session_deadline(expires_at, expired_at) AS deadline
       FROM checkout_sessions_effective ORDER BY created_at, id`,
  );
  const waiting = await db.query<{ key: string }>("SELECT session_id || ' ' || tx_hash AS key FROM payment_submissions WHERE state = 'waiting'");
  const refunds = await db.query<RefundRow>(
    `SELECT r.id, r.session_id, r.chain, r.token, r.token_address, r.status, t.tx_hash, t.log_index, t.block_hash, t.state AS transfer_state,
            r.from_address, r.to_address, r.amount_base_units::text AS amount
       FROM refunds r LEFT JOIN chain_transfers t ON t.id = r.transfer_id ORDER BY r.created_at, r.id`,
  );
  const events = await db.query<Observation['statusEvents'][number]>(
    "SELECT id, type, object->>'id' AS session, object->>'status' AS status FROM events WHERE type = ANY($1) ORDER BY created_at, id",
    [STATUS_EVENT_TYPES],
  );
  return {
    payments: payments.rows,
    sessions: sessions.rows,
    waiting: new Set(waiting.rows.map((row) => row.key)),
    refunds: refunds.rows,
    statusEvents: events.rows,
  };
}
