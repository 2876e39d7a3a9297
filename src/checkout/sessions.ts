/**
 * Checkout sessions' rules: what a create makes, whose sessions a caller sees, how lists page, when
 * a merchant may expire one, when the expiry sweep runs. How sessions are stored and read cheaply
 * is session-store.ts's.
 */
import type { ChainRegistry } from '../core/chain/registry.js';
import { lastUtcDays } from '../core/db/utc-days.js';
import { type Db, type Queryable, withTransaction } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import type { Network } from '../core/network.js';
import { expireSessionEarly, offersOf, SESSION_STATUSES, type SessionEventSource, type SessionStatus, tagsUsedUp } from './payments/index.js';
import {
  type CreatedRow,
  insertSession,
  renderedSessions,
  type SessionFields,
  selectSession,
  selectSessionPage,
  selectSessionWhere,
  type SessionRecord,
} from './session-store.js';

export { SESSION_STATUSES, type SessionStatus };
/** A session as every read answers it (session-store.ts). */
export type { SessionRecord };

/** The spec's rule: a session expires 30 minutes after creation. */
export const SESSION_LIFETIME_MS = 30 * 60 * 1000;

/** Whose sessions a caller may see: one project, on the network its key selects. */
export interface SessionScope {
  projectId: string;
  network: Network;
}

export interface NewSession {
  amountCents: bigint;
  description: string | null;
  metadata: Record<string, unknown> | null;
  returnUrl: string | null;
  cancelUrl: string | null;
  /** Where the receipt goes once the session completes (the email feature); none when absent. */
  customerEmail?: string | null;
}

export type CreateResult = { created: SessionRecord } | { noReceivingAddress: true };

/**
 * Creates a pending session with its payment options (one tagged amount per watched chain and
 * token, one tag for all), committed before it answers. No job is added: the expiry sweep
 * (expire-due-sessions.job.ts) finds the session by expires_at. The SQL function
 * `create_checkout_sessions` (sql/functions/create_checkout_sessions.sql, called by session-store.ts)
 * makes it: it reads the project's address (none: no session, since a project without one cannot
 * take payments), records the network's offer set if new, draws a free tag and answers the times
 * and the options.
 */
export async function createSession(db: Db, chains: ChainRegistry, scope: SessionScope, input: NewSession): Promise<CreateResult> {
  const networkOffers = offersOf(chains, scope.network);
  const fields: SessionFields = {
    id: newId('ps'),
    project_id: scope.projectId,
    network: scope.network,
    amount_cents: input.amountCents.toString(),
    description: input.description,
    metadata: input.metadata,
    return_url: input.returnUrl,
    cancel_url: input.cancelUrl,
    customer_email: input.customerEmail ?? null,
  };
  let created: CreatedRow | undefined;
  try {
    created = await insertSession(db, networkOffers, SESSION_LIFETIME_MS, fields);
  } catch (error) {
    throw tagsUsedUp(error, networkOffers) ?? error;
  }
  if (!created) return { noReceivingAddress: true };
  const { created_at, expires_at, payment_options } = created;
  // Just created: nothing has paid it yet.
  return { created: { ...fields, status: 'pending', failure_reason: null, created_at, expires_at, payment_options, payments: [] } };
}

/** A session of this scope, or undefined: another project's or network's session does not exist here. */
export async function findSession(db: Queryable, scope: SessionScope, id: string): Promise<SessionRecord | undefined> {
  const session = await selectSession(db, id);
  return session && inScope(session, scope) ? session : undefined;
}

const inScope = (session: Pick<SessionRecord, 'project_id' | 'network'>, scope: SessionScope) =>
  session.project_id === scope.projectId && session.network === scope.network;

/**
 * The retrieve of `GET /v1/checkout/sessions/{id}`: a session of this scope as `render` makes it,
 * or undefined. Renderings are reused while the session's row is unchanged (renderedSessions), the
 * scope checked every time.
 */
export function sessionRenderings<T>(render: (session: SessionRecord) => T, max?: number) {
  const rendered = renderedSessions(render, max);
  return async (db: Queryable, scope: SessionScope, id: string): Promise<T | undefined> => {
    const entry = await rendered(db, id);
    return entry && inScope(entry, scope) ? entry.rendered : undefined;
  };
}

/** A session by id alone, for the hosted page, where the id is the capability. */
export function findSessionById(db: Queryable, id: string): Promise<SessionRecord | undefined> {
  return selectSession(db, id);
}

/** Who the customer pays on the hosted page: the session's project. */
export interface Merchant {
  name: string;
  receiving_address: string | null;
}

/** A session and its merchant by id alone, for the hosted page. */
export async function findCheckout(db: Queryable, id: string): Promise<{ session: SessionRecord; merchant: Merchant } | undefined> {
  const session = await selectSession(db, id);
  if (!session) return undefined;
  const { rows } = await db.query<Merchant>('SELECT name, receiving_address FROM projects WHERE id = $1', [session.project_id]);
  return { session, merchant: rows[0]! };
}

/** A session of a project in an organization `userId` belongs to (any role), for the platform. */
export function findSessionForMember(db: Queryable, id: string, userId: string): Promise<SessionRecord | undefined> {
  return selectSessionWhere(
    db,
    'id = $1 AND project_id IN (SELECT p.id FROM projects p JOIN memberships m ON m.organization_id = p.organization_id WHERE m.user_id = $2)',
    [id, userId],
  );
}

export interface ListQuery {
  limit: number;
  startingAfter?: string;
  status?: SessionStatus;
  /** The session with this id, or those with a metadata value equal to it (the dashboard's search box). */
  search?: string;
}

export type ListResult = { sessions: SessionRecord[]; hasMore: boolean } | { unknownCursor: true };

/**
 * Newest first, paged by (created_at, id) after the `startingAfter` session, which must be one of
 * the same scope. One row more than the page is read, to know `has_more`.
 */
export async function listSessions(db: Queryable, scope: SessionScope, query: ListQuery): Promise<ListResult> {
  let afterId: string | undefined;
  if (query.startingAfter !== undefined) {
    const cursor = await findSession(db, scope, query.startingAfter);
    if (!cursor) return { unknownCursor: true };
    afterId = cursor.id;
  }
  const rows = await selectSessionPage(db, scope.projectId, scope.network, { afterId, status: query.status, search: query.search }, query.limit + 1);
  return { sessions: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

export type ExpireResult = { expired: SessionRecord } | { notFound: true } | { notPending: SessionRecord };

/**
 * The merchant's early expiry (`POST /v1/checkout/sessions/{id}/expire`), through the session's
 * state owner (expireSessionEarly): only a session of this scope that is still pending.
 */
export async function expireSession(db: Db, sessionEvent: SessionEventSource, scope: SessionScope, id: string): Promise<ExpireResult> {
  return withTransaction(db, async (client) => {
    if (!(await findSession(client, scope, id))) return { notFound: true };
    const expired = await expireSessionEarly(client, sessionEvent, id);
    const session = (await findSession(client, scope, id))!;
    return expired ? { expired: session } : { notPending: session };
  });
}

/** Sessions still pending past expires_at, the longest overdue first (a partial index holds exactly these). */
export async function dueSessionIds(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM checkout_sessions WHERE status = 'pending' AND expires_at <= now() ORDER BY expires_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}

/** Expiry sweeps run at least this far apart: sessions falling due one by one expire in batches. */
export const EXPIRY_SWEEP_MIN_INTERVAL_S = 1;
/**
 * With nothing pending, the next sweep still runs this soon. A session created meanwhile falls due
 * 30 minutes after its creation, long after, so no session waits on a sweep scheduled before it.
 */
export const EXPIRY_SWEEP_IDLE_S = 60;

/** When the next expiry sweep should run: when the next pending session falls due, within the bounds above. */
export async function nextExpirySweepAt(db: Queryable): Promise<Date> {
  const { rows } = await db.query<{ at: Date }>(
    `SELECT greatest(now() + make_interval(secs => $1), least(min(expires_at), now() + make_interval(secs => $2))) AS at
       FROM checkout_sessions WHERE status = 'pending'`,
    [EXPIRY_SWEEP_MIN_INTERVAL_S, EXPIRY_SWEEP_IDLE_S],
  );
  return rows[0]!.at;
}

export interface PaymentDay {
  date: string;
  count: number;
  amount_usd: string;
}

/**
 * The scope's paid sessions per UTC day over the last `days` days, today (by the database's clock)
 * included, oldest first, days without any as zeros: a completed session counts on the day its last
 * credited payment reached its confirmations, with its USD amount (summed in cents, never a float).
 */
export async function paymentsPerDay(db: Queryable, scope: SessionScope, days: number): Promise<PaymentDay[]> {
  const { rows } = await db.query<PaymentDay>(
    `WITH ${lastUtcDays('$3')},
     paid AS (
       SELECT s.amount_cents, date_trunc('day', max(t.confirmed_at) AT TIME ZONE 'UTC') AS day
         FROM checkout_sessions s JOIN payments p ON p.session_id = s.id AND p.role = 'credited'
         JOIN chain_transfers t ON t.id = p.transfer_id AND t.state = 'confirmed'
        WHERE s.project_id = $1 AND s.network = $2 AND s.status = 'completed'
        GROUP BY s.id
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(paid.day)::integer AS count, (coalesce(sum(paid.amount_cents), 0) / 100.0)::numeric(20, 2)::text AS amount_usd
       FROM days d LEFT JOIN paid ON paid.day = d.day GROUP BY d.day ORDER BY d.day`,
    [scope.projectId, scope.network, days],
  );
  return rows;
}
