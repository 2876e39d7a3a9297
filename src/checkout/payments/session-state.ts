import { queueEmail } from '../../email/index.js';
import { formatBaseUnits, formatCents } from '../../core/money.js';
import { type Db, type Queryable, withTransaction } from '../../core/db/pool.js';
import type { Logger } from '../../core/logger.js';
import type { Network } from '../../core/network.js';
import { recordEvent } from '../../webhooks/index.js';

/**
 * A checkout session's status, owned here (docs/payments.md, "States and transitions"): this module
 * alone writes `checkout_sessions.status` and records the `checkout.session.*` events, each in the
 * transaction of the change it announces. Payments, refunds, the merchant and the expiry sweep report
 * facts (credited, withdrawn, confirmed, the deadline passed, expired early) and call `settleSession`
 * or `expireSessionEarly`; the status follows from the facts by one rule (`nextStatus`).
 */

/** A checkout session's statuses (the spec's table). */
export const SESSION_STATUSES = ['pending', 'processing', 'completed', 'failed', 'expired'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The events about a session: one per status it moves to, and facts about its payments. */
export type SessionEventType =
  | `checkout.session.${SessionStatus}`
  | 'checkout.session.payment_late'
  | 'checkout.session.payment_withdrawn'
  | 'checkout.session.payment_extra';

/**
 * The session as the API shows it, read on the transition's client (checkout renders that shape
 * and provides this; payments does not import checkout, which imports payments).
 */
export type SessionEventSource = (client: Queryable, sessionId: string) => Promise<{ projectId: string; network: Network; object: Record<string, unknown> }>;

/** The session row a transition holds locked. */
export interface LockedSession {
  id: string;
  status: SessionStatus;
  failure_reason: string | null;
  /** checkout_session_deadline: payments mined after it are late. */
  deadline: Date;
  /** The database's clock: every time rule reads the one clock the views read too. */
  now: Date;
}

/** Locks a session for a transition or an attribution; every path locks the session before its payments. */
export async function lockSession(client: Queryable, id: string): Promise<LockedSession | undefined> {
  const { rows } = await client.query<LockedSession>(
    `SELECT id, status, failure_reason, checkout_session_deadline(expires_at, expired_at) AS deadline, now() AS now
       FROM checkout_sessions WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** Records an event about the session, carrying it as it is now, on the change's own transaction. */
export async function emitSessionEvent(client: Queryable, sessionEvent: SessionEventSource, sessionId: string, type: SessionEventType): Promise<void> {
  await recordEvent(client, { ...(await sessionEvent(client, sessionId)), type });
}

/** What the status rule reads: per chain and token, what the session was credited and what pays it. */
interface Credits {
  /** Credited by payments still on the chain, confirmed or not. */
  received: bigint;
  /** Of that, confirmed. */
  confirmed: bigint;
  /** The least that pays the session there (its USD amount less its tolerance). */
  accepted: bigint;
}

/** The session's credits still on the chain (checkout_session_credits) beside the least that pays it there (checkout_amount_accepted). */
async function creditsOf(client: Queryable, sessionId: string): Promise<Credits[]> {
  const { rows } = await client.query<{ received: string; confirmed: string; accepted: string }>(
    `SELECT c.received::text AS received, c.confirmed::text AS confirmed,
            checkout_amount_accepted(s.amount_cents, c.decimals, s.underpayment_tolerance_bps)::text AS accepted
       FROM checkout_session_credits c JOIN checkout_sessions s ON s.id = c.session_id
      WHERE c.session_id = $1`,
    [sessionId],
  );
  return rows.map((row) => ({ received: BigInt(row.received), confirmed: BigInt(row.confirmed), accepted: BigInt(row.accepted) }));
}

type Next = { status: SessionStatus; reason: string | null };

/**
 * The status rule (docs/payments.md, "States"): what a session's status is given its facts.
 * - a chain and token whose confirmed credited payments reach the session's USD amount less its
 *   underpayment tolerance: `completed`; whose credited payments reach it, some still confirming:
 *   `processing`;
 * - credited payments short of that: `pending` until the deadline for a top-up, then `failed` ("underpaid");
 * - nothing credited: `processing` while a submitted transaction waits to be mined, else `pending`
 *   until the deadline, then `failed` ("transaction_reverted") if a submitted transaction reverted,
 *   else `expired`.
 * An expiry by the merchant is a fact too: nothing credited and nothing waiting, the session stays `expired`.
 */
async function nextStatus(client: Queryable, session: LockedSession, now: Date): Promise<Next> {
  const credits = await creditsOf(client, session.id);
  const overdue = now >= session.deadline;
  if (credits.some((credit) => credit.confirmed >= credit.accepted)) return { status: 'completed', reason: null };
  if (credits.some((credit) => credit.received >= credit.accepted)) return { status: 'processing', reason: null };
  if (credits.length > 0) return overdue ? { status: 'failed', reason: 'underpaid' } : { status: 'pending', reason: null };
  const { rows } = await client.query<{ state: 'waiting' | 'reverted' | 'rejected' }>('SELECT DISTINCT state FROM payment_submissions WHERE session_id = $1', [
    session.id,
  ]);
  const states = rows.map((row) => row.state);
  if (states.includes('waiting')) return { status: 'processing', reason: null };
  if (!overdue) return { status: 'pending', reason: null };
  if (states.includes('reverted')) return { status: 'failed', reason: 'transaction_reverted' };
  return { status: 'expired', reason: null };
}

/**
 * Moves a locked session to `next`: the status, its reason, the expiry time when it expires, and the
 * event of the new status, on the caller's transaction. The one writer of a session's status.
 */
async function transition(client: Queryable, sessionEvent: SessionEventSource, session: LockedSession, next: Next): Promise<void> {
  if (next.status === session.status && next.reason === session.failure_reason) return;
  await client.query(
    `UPDATE checkout_sessions SET status = $2, failure_reason = $3,
            expired_at = CASE WHEN $2 = 'expired' THEN coalesce(expired_at, now()) ELSE expired_at END
      WHERE id = $1`,
    [session.id, next.status, next.reason],
  );
  if (next.status !== session.status) await emitSessionEvent(client, sessionEvent, session.id, `checkout.session.${next.status}`);
  if (next.status === 'completed' && session.status !== 'completed') await queueReceipt(client, session.id);
}

/**
 * The customer's receipt, when the session has a `customer_email`, on the transaction that completes
 * it: once per session (a session completed again after a reorg sends none), for its first confirmed
 * credited payment.
 */
async function queueReceipt(client: Queryable, sessionId: string): Promise<void> {
  const { rows } = await client.query<{
    customer_email: string;
    amount_cents: string;
    merchant: string;
    chain: string;
    token: string;
    decimals: number;
    amount_base_units: string;
    tx_hash: string;
    completed_at: Date;
  }>(
    `SELECT s.customer_email, s.amount_cents::text AS amount_cents, p.name AS merchant, t.chain, t.token, t.decimals,
            t.amount_base_units::text AS amount_base_units, t.tx_hash, now() AS completed_at
       FROM checkout_sessions s JOIN projects p ON p.id = s.project_id
       JOIN LATERAL (SELECT c.* FROM payments py JOIN chain_transfers c ON c.id = py.transfer_id
                      WHERE py.session_id = s.id AND py.role = 'credited' AND c.state = 'confirmed'
                      ORDER BY c.confirmed_at, c.id LIMIT 1) t ON true
      WHERE s.id = $1 AND s.customer_email IS NOT NULL
        AND NOT EXISTS (SELECT FROM email_outbox e WHERE e.template = 'receipt' AND e.data->>'session_id' = s.id)`,
    [sessionId],
  );
  const row = rows[0];
  if (!row) return;
  await queueEmail(client, 'receipt', [row.customer_email], {
    session_id: sessionId,
    merchant: row.merchant,
    amount_usd: formatCents(BigInt(row.amount_cents)),
    chain: row.chain,
    token: row.token,
    amount: formatBaseUnits(BigInt(row.amount_base_units), row.decimals),
    tx_hash: row.tx_hash,
    completed_at: row.completed_at.toISOString(),
  });
}

/**
 * Settles a session: its status from its facts (`nextStatus`) at `now` (the database's clock unless
 * a test advances it), moved there with its event when it differs. Answers the status; undefined
 * when the session is gone (with its project). `completed` stays while its payments stay on the
 * chain; a payment mined before the deadline counts whenever it is seen, so an expired or failed
 * session can still move on to processing and completed.
 */
export async function settleSession(client: Queryable, sessionEvent: SessionEventSource, sessionId: string, now?: Date): Promise<SessionStatus | undefined> {
  return (await settle(client, sessionEvent, sessionId, now))?.to;
}

async function settle(client: Queryable, sessionEvent: SessionEventSource, sessionId: string, now?: Date) {
  const session = await lockSession(client, sessionId);
  if (!session) return undefined;
  const next = await nextStatus(client, session, now ?? session.now);
  await transition(client, sessionEvent, session, next);
  return { from: session.status, to: next.status };
}

/**
 * The merchant's early expiry (`POST /v1/checkout/sessions/{id}/expire`): only a pending session
 * still within its time. Its deadline becomes now, a fact like any other: the rule then makes it
 * `expired` (or `failed`, "underpaid", when a short payment was credited), and a payment mined
 * later is late. Answers whether the session was pending.
 */
export async function expireSessionEarly(client: Queryable, sessionEvent: SessionEventSource, sessionId: string): Promise<boolean> {
  const session = await lockSession(client, sessionId);
  if (session?.status !== 'pending' || session.deadline <= session.now) return false;
  const { rows } = await client.query<{ deadline: Date }>(
    'UPDATE checkout_sessions SET expired_at = now() WHERE id = $1 RETURNING checkout_session_deadline(expires_at, expired_at) AS deadline',
    [sessionId],
  );
  const moved = { ...session, deadline: rows[0]!.deadline };
  await transition(client, sessionEvent, moved, await nextStatus(client, moved, session.now));
  return true;
}

/**
 * The sessions the reconciliation sweep looks at: those in `processing`, and those `pending` with a
 * credited payment (paid short, or paid and not yet settled). Each owner's transition is the primary
 * path; this catches what a missed one left behind.
 */
const RECONCILE_CANDIDATES_SQL = `
  (SELECT id FROM checkout_sessions WHERE status = 'processing' LIMIT $1)
  UNION ALL
  (SELECT s.id FROM checkout_sessions s
    WHERE s.status = 'pending' AND EXISTS (SELECT FROM payments p WHERE p.session_id = s.id AND p.role = 'credited')
    ORDER BY s.expires_at LIMIT $1)`;

/** Sessions read per reconciliation sweep, of each kind. */
const RECONCILE_BATCH = 1000;

/**
 * The reconciliation sweep (run with the expiry sweep): each candidate session is settled in its own
 * transaction, and one whose status moves is logged at warn, since its recorded facts had said so
 * before and no transition followed. Answers the sessions it moved.
 */
export async function reconcileSessions(db: Db, sessionEvent: SessionEventSource, log: Logger): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(RECONCILE_CANDIDATES_SQL, [RECONCILE_BATCH]);
  const moved: string[] = [];
  for (const candidate of rows) {
    try {
      const settled = await withTransaction(db, (client) => settle(client, sessionEvent, candidate.id));
      if (settled && settled.from !== settled.to) {
        moved.push(candidate.id);
        log.warn({ session_id: candidate.id, ...settled }, 'reconciliation settled a session its payments had already moved');
      }
    } catch (error) {
      log.warn({ session_id: candidate.id, err: error }, 'reconciliation could not settle a session; the next sweep retries it');
    }
  }
  return moved;
}
