import { lastUtcDays } from '../core/db/utc-days.js';
import { CONNECT_TIMEOUT_MS, type Db, queryNamed, type Queryable, withTransaction } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import { PAGE_LIMIT } from '../core/paging.js';
import { RecentMap } from '../core/recent-map.js';
import { Batcher } from '../core/batches.js';
import type { Network } from '../core/network.js';
import type { ChainRegistry } from '../core/chain/registry.js';
import {
  type NetworkOffers,
  offersOf,
  paymentsColumn,
  type StoredPayment,
  type StoredPaymentOption,
  expireSessionEarly,
  SESSION_STATUSES,
  type SessionEventSource,
  type SessionStatus,
  tagsUsedUp,
} from './payments/index.js';

export { SESSION_STATUSES, type SessionStatus };

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

export interface SessionRecord {
  id: string;
  project_id: string;
  network: Network;
  amount_cents: string;
  description: string | null;
  metadata: Record<string, unknown> | null;
  return_url: string | null;
  cancel_url: string | null;
  /** Where the receipt goes once the session completes; absent in rows made before it existed (none). */
  customer_email?: string | null;
  /** Effective status: `expired` once expires_at has passed, whether or not the job has run. */
  status: SessionStatus;
  failure_reason: string | null;
  created_at: Date;
  expires_at: Date;
  /** Per chain and token, the exact tagged amount that pays this session (payments feature). */
  payment_options: StoredPaymentOption[];
  /** Every payment recorded for this session, oldest first (payments feature). */
  payments: StoredPayment[];
}

const COLUMNS = `id, project_id, network, amount_cents::text AS amount_cents, description, metadata, return_url,
  cancel_url, customer_email, effective_status AS status, failure_reason, created_at, expires_at, payment_options, ${paymentsColumn('checkout_sessions_effective')}`;

/**
 * The session matching `where` as one JSON text (`session`): with one column, node-postgres
 * builds no per-query field table and no 14-key row object (a retrieve's single largest cost in
 * the profile, docs/performance.md#a-session-read-as-one-json-text). For one row that saves more than Postgres's to_json costs; a
 * page of rows is read as columns instead (to_json cost Postgres about 60 µs more per page of ten).
 * As text, not json, so that the text itself tells sessionRenderings whether the row changed.
 */
const sessionAsJson = (where: string) => `SELECT to_json(s)::text AS session FROM (SELECT ${COLUMNS} FROM checkout_sessions_effective WHERE ${where}) s`;

/** A session as its JSON row has it: timestamps as ISO 8601 text. */
type SessionJson = Omit<SessionRecord, 'created_at' | 'expires_at'> & { created_at: string; expires_at: string };

function sessionFromJson(text: string): SessionRecord {
  const session = JSON.parse(text) as SessionJson;
  return { ...session, created_at: new Date(session.created_at), expires_at: new Date(session.expires_at) };
}

export type CreateResult = { created: SessionRecord } | { noReceivingAddress: true };

/**
 * Creates a pending session with its payment options (one tagged amount per watched chain and
 * token, one tag for all), committed before it answers. No job is added: the expiry sweep
 * (expire-due-sessions.job.ts) finds the session by expires_at. The SQL function
 * `create_checkout_sessions` (sql/functions/create_checkout_sessions.sql) makes it: it reads the project's address
 * (none: no session, since a project without one cannot take payments), records the network's offer
 * set if new, draws a free tag and answers the times and the options. Creates that arrive while
 * others are under way share one call (createSessions).
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
  const outcome = await sessionCreates(db, networkOffers).add(fields);
  if ('error' in outcome) throw tagsUsedUp(outcome.error, networkOffers) ?? outcome.error;
  if (!outcome.created) return { noReceivingAddress: true };
  const { created_at, expires_at, payment_options } = outcome.created;
  // Just created: nothing has paid it yet.
  return { created: { ...fields, status: 'pending', failure_reason: null, created_at, expires_at, payment_options, payments: [] } };
}

/** What a create stores as its caller gave it. */
type SessionFields = Pick<
  SessionRecord,
  'id' | 'project_id' | 'network' | 'amount_cents' | 'description' | 'metadata' | 'return_url' | 'cancel_url' | 'customer_email'
>;

type CreatedRow = Pick<SessionRecord, 'created_at' | 'expires_at' | 'payment_options'>;

/** One create's outcome: its row (none: the project has no receiving address), or the error that refused it alone. */
type CreateOutcome = { created: CreatedRow | undefined } | { error: unknown };

// Per pool and network's offers (a call passes one network's offers to all its rows).
const sessionCreateBatchers = new WeakMap<Db, WeakMap<NetworkOffers, Batcher<SessionFields, CreateOutcome>>>();

/**
 * The creates of one pool and network, one call for all that arrive while earlier ones are under
 * way. Under load a create's cost is mostly per statement (its round trip, its transaction and
 * commit), not per row: docs/performance.md#creates-that-arrive-together-share-one-statement. Two
 * calls under way keep both cores busy while one waits for its commit. A create waits for its call
 * no longer than a query waits for a connection.
 */
function sessionCreates(db: Db, networkOffers: NetworkOffers): Batcher<SessionFields, CreateOutcome> {
  let byOffers = sessionCreateBatchers.get(db);
  if (!byOffers) {
    byOffers = new WeakMap();
    sessionCreateBatchers.set(db, byOffers);
  }
  let batcher = byOffers.get(networkOffers);
  if (!batcher) {
    batcher = new Batcher((rows) => createSessions(db, networkOffers, rows), { running: 2, size: 64, waitMs: CONNECT_TIMEOUT_MS });
    byOffers.set(networkOffers, batcher);
  }
  return batcher;
}

/** $1 the rows (SessionFields) as one JSON array, $2 the lifetime in milliseconds, $3 the offers, $4 the tag space. */
const CREATE_SESSIONS_SQL = 'SELECT id, created_at, expires_at, payment_options FROM create_checkout_sessions($1, $2, $3, $4)';

/**
 * Creates a batch in one call of create_checkout_sessions. A row Postgres refuses (or whose tags
 * are used up) fails the whole call, so then each row is made alone, and only the refused one fails.
 */
export async function createSessions(db: Queryable, networkOffers: NetworkOffers, rows: SessionFields[]): Promise<CreateOutcome[]> {
  try {
    return await createInOneCall(db, networkOffers, rows);
  } catch (error) {
    if (rows.length === 1) return [{ error }];
    const outcomes: CreateOutcome[] = [];
    for (const row of rows) outcomes.push(...(await createSessions(db, networkOffers, [row])));
    return outcomes;
  }
}

async function createInOneCall(db: Queryable, networkOffers: NetworkOffers, rows: SessionFields[]): Promise<CreateOutcome[]> {
  const { rows: created } = await queryNamed<CreatedRow & { id: string }>(db, {
    name: 'create_checkout_sessions',
    text: CREATE_SESSIONS_SQL,
    values: [JSON.stringify(rows), SESSION_LIFETIME_MS, networkOffers.offersJson, networkOffers.tags],
  });
  const byId = new Map(created.map(({ id, ...row }) => [id, row]));
  return rows.map(({ id }) => ({ created: byId.get(id) }));
}

async function selectSession(db: Queryable, id: string): Promise<SessionRecord | undefined> {
  const text = await selectSessionText(db, id);
  return text === undefined ? undefined : sessionFromJson(text);
}

/** A session's row as one JSON text (sessionAsJson). */
async function selectSessionText(db: Queryable, id: string): Promise<string | undefined> {
  // Named, as every hot query here: each connection plans it once (a session query, with its
  // options and payments subqueries, took longer to plan than to run).
  const { rows } = await queryNamed<{ session: string }>(db, { name: 'select_session', text: sessionAsJson('id = $1'), values: [id] });
  return rows[0]?.session;
}

/** A session of this scope, or undefined: another project's or network's session does not exist here. */
export async function findSession(db: Queryable, scope: SessionScope, id: string): Promise<SessionRecord | undefined> {
  // By primary key alone, the scope checked here: with project_id and network in the WHERE, the
  // planner came to prefer an index-only scan of the listing index, which reads every session of
  // the project (10 ms at 50,000 sessions) to find one.
  const session = await selectSession(db, id);
  return session && inScope(session, scope) ? session : undefined;
}

const inScope = (session: Pick<SessionRecord, 'project_id' | 'network'>, scope: SessionScope) =>
  session.project_id === scope.projectId && session.network === scope.network;

/**
 * A session's row text is remembered only up to this length: a typical one is about 1,500
 * characters, and metadata alone may reach about 28,000 (50 values of 500), which would make the
 * memory's bound 20 times what its count says.
 */
const RENDERED_ROW_MAX_CHARS = 4096;

/**
 * The retrieve of `GET /v1/checkout/sessions/{id}`: a session of this scope as `render` makes it,
 * or undefined. The row is read every time, as one JSON text; when it is the text this process
 * last rendered for the session, the rendering is answered again without parsing the row or
 * rendering anew (a merchant polling a session until it is paid reads the same row again and
 * again; the parse, the view and its JSON cost a retrieve 10–25 µs of Node CPU, docs/performance.md#an-unchanged-session-answered-again).
 * Any change to the session, its effective status or its payments changes the text. At most `max`
 * sessions are remembered: about 4 KB each (the row's text and the rendering), at most about 9,000
 * characters. It is the checkout path's one process-local memory, kept because it spares retrieve's
 * Node work and, the row being read each time, never answers a stale session.
 */
export function sessionRenderings<T>(render: (session: SessionRecord) => T, max = 4096) {
  const last = new RecentMap<string, { text: string; project_id: string; network: Network; rendered: T }>(max);
  return async (db: Queryable, scope: SessionScope, id: string): Promise<T | undefined> => {
    const text = await selectSessionText(db, id);
    if (text === undefined) return undefined;
    let entry = last.get(id);
    if (entry?.text !== text) {
      const session = sessionFromJson(text);
      entry = { text, project_id: session.project_id, network: session.network, rendered: render(session) };
      if (text.length <= RENDERED_ROW_MAX_CHARS) last.set(id, entry);
      else last.delete(id);
    }
    return inScope(entry, scope) ? entry.rendered : undefined;
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
export async function findSessionForMember(db: Queryable, id: string, userId: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<{ session: string }>(
    sessionAsJson('id = $1 AND project_id IN (SELECT p.id FROM projects p JOIN memberships m ON m.organization_id = p.organization_id WHERE m.user_id = $2)'),
    [id, userId],
  );
  return rows[0] && sessionFromJson(rows[0].session);
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
 * How many rows a page of `limit` reads: one more than the page (to know `has_more`), rounded up to
 * one of a few sizes. The size is written into the query, not passed as a parameter: for a LIMIT
 * parameter the planner's generic plan assumes a tenth of the matching rows, so at 1,000,000
 * sessions it never beat the custom plan and every list was planned again (half of Postgres's
 * time per list; docs/performance.md#page-sizes-written-into-the-list-query). A few sizes keep the prepared statements per connection few.
 */
const LIST_READ_SIZES = [11, 21, 51, PAGE_LIMIT.max + 1] as const;
const listReadSize = (limit: number): number => LIST_READ_SIZES.find((size) => size > limit) ?? limit + 1;

/** Newest first, paged by (created_at, id) after the `startingAfter` session of the same scope. */
export async function listSessions(db: Queryable, scope: SessionScope, query: ListQuery): Promise<ListResult> {
  const params: unknown[] = [scope.projectId, scope.network];
  // The scope's values are hidden from the planner (as subquery results, known only when run): for
  // a project with many sessions among many small ones, a plan made for its values came out a few
  // percent cheaper than the generic plan, so Postgres planned every call anew (0.1 ms each).
  // Hidden, both plans are the same and the generic one, with no planning, always wins.
  let where = 'project_id = (SELECT $1::text) AND network = (SELECT $2::text)';
  if (query.startingAfter !== undefined) {
    const cursor = await findSession(db, scope, query.startingAfter);
    if (!cursor) return { unknownCursor: true };
    // The cursor's own row, not its created_at as read: a JavaScript Date keeps milliseconds, the
    // column microseconds, and a session created in the same millisecond would fall between pages.
    params.push(cursor.id);
    where += ` AND (created_at, id) < (SELECT c.created_at, c.id FROM checkout_sessions c WHERE c.id = $${params.length})`;
  }
  if (query.status !== undefined) {
    params.push(query.status);
    where += ` AND effective_status = $${params.length}`;
  }
  if (query.search !== undefined) {
    // No index holds metadata values: a search reads the project's sessions of the network.
    params.push(query.search);
    where += ` AND (id = $${params.length} OR EXISTS (SELECT 1 FROM jsonb_each_text(metadata) m WHERE m.value = $${params.length}))`;
  }
  const readSize = listReadSize(query.limit);
  const { rows } = await queryNamed<SessionRecord>(db, {
    name: `list_sessions${query.startingAfter !== undefined ? '_after' : ''}${query.status !== undefined ? '_by_status' : ''}${query.search !== undefined ? '_search' : ''}_${readSize}`,
    text: `SELECT ${COLUMNS} FROM checkout_sessions_effective WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${readSize}`,
    values: params,
  });
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
