import { randomInt } from 'node:crypto';
import { CONNECT_TIMEOUT_MS, type Db, queryNamed, type Queryable } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import { PAGE_LIMIT } from '../core/paging.js';
import { RecentMap } from '../core/recent-map.js';
import { BatchWaitExceeded, Batcher } from '../core/batches.js';
import { Counter } from 'prom-client';
import { metricsRegistry } from '../core/metrics.js';
import type { Network } from '../core/network.js';
import type { ChainRegistry } from '../core/chain/registry.js';
import {
  offersOf,
  optionAllocation,
  paymentsColumn,
  rememberOfferSet,
  type SessionOptionsColumns,
  type StoredPayment,
  type StoredPaymentOption,
  withPaymentOptions,
  SESSION_STATUSES,
  type SessionStatus,
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
  cancel_url, effective_status AS status, failure_reason, created_at, expires_at, pay_address, amount_tag, offer_set,
  legacy_payment_options, ${paymentsColumn('checkout_sessions_effective.id')}`;

/** A session as its columns have it: the options named by their offer set (withPaymentOptions derives them). */
type SessionRow = Omit<SessionRecord, 'payment_options'> & SessionOptionsColumns;

/**
 * The session matching `where` as one JSON text (`session`): with one column, node-postgres
 * builds no per-query field table and no 14-key row object (a retrieve's single largest cost in
 * the profile, docs/performance.md#a-session-read-as-one-json-text). For one row that saves more than Postgres's to_json costs; a
 * page of rows is read as columns instead (to_json cost Postgres about 60 µs more per page of ten).
 * As text, not json, so that the text itself tells sessionRenderings whether the row changed.
 */
const sessionAsJson = (where: string) => `SELECT to_json(s)::text AS session FROM (SELECT ${COLUMNS} FROM checkout_sessions_effective WHERE ${where}) s`;

/** A session as its JSON row has it: timestamps as ISO 8601 text. */
type SessionJson = Omit<SessionRow, 'created_at' | 'expires_at'> & { created_at: string; expires_at: string };

async function sessionFromJson(db: Queryable, text: string): Promise<SessionRecord> {
  const session = JSON.parse(text) as SessionJson;
  const [record] = await withPaymentOptions(db, [{ ...session, created_at: new Date(session.created_at), expires_at: new Date(session.expires_at) }]);
  return record!;
}

export type CreateResult = { created: SessionRecord } | { noReceivingAddress: true };

/**
 * The receiving address each project was last seen to have, for creates' first try. Never trusted:
 * the insert checks it against the project row, so a changed address only costs the fallback.
 * At most 10,000 projects; those unused longest are forgotten first (a forgotten one costs its next
 * create the fallback).
 */
const lastSeenAddresses = new RecentMap<string, string>(10_000);

/**
 * Creates a pending session with its payment options (one tagged amount per watched chain and
 * token, one tag for all), in one round trip, committed before it answers. No job is
 * added: the expiry sweep (expire-due-sessions.job.ts) finds the session by expires_at.
 *
 * The row names the network's offer set rather than holding the options (sql/007_checkout.sql); the answer's
 * options are derived from it here, as every read derives them.
 *
 * The first try is a plain INSERT with a random tag, at the address last seen for the project,
 * guarded by the project row still having it and the offer set last learned existing: Postgres
 * does least this way (a plpgsql call cost a third more; docs/performance.md#plain-insert-first). Creates that arrive
 * while others are being inserted share one such INSERT (insertSessions). It inserts nothing
 * when the tag is held, the address changed, or this process has not seen the project or the set
 * yet; then the SQL function `create_checkout_session` (sql/007_checkout.sql) reads the address (none: no
 * session, since a project without one cannot take payments), records the offer set if new and
 * draws a free tag.
 */
export async function createSession(db: Db, chains: ChainRegistry, scope: SessionScope, input: NewSession): Promise<CreateResult> {
  const id = newId('ps');
  const networkOffers = offersOf(chains, scope.network);
  const allocation = optionAllocation(networkOffers, input.amountCents);
  const fields: SessionFields = {
    id,
    project_id: scope.projectId,
    network: scope.network,
    amount_cents: input.amountCents.toString(),
    description: input.description,
    metadata: input.metadata,
    return_url: input.returnUrl,
    cancel_url: input.cancelUrl,
  };
  const created = (times: InsertedTimes, paymentOptions: StoredPaymentOption[]): CreateResult => ({
    created: {
      ...fields,
      status: 'pending',
      failure_reason: null,
      created_at: times.created_at,
      expires_at: times.expires_at,
      payment_options: paymentOptions,
      // Just created: nothing has paid it yet.
      payments: [],
    },
  });

  const address = lastSeenAddresses.get(scope.projectId);
  if (address !== undefined && networkOffers.offerSet !== undefined) {
    const tag = randomInt(allocation.tags);
    // Any failure of the shared statement (a row Postgres refuses fails all of its batch) leaves
    // this create to the function below, which answers for this row alone. Counted, so that a
    // shared insert that always fails shows, and does not only make every create slower.
    const times = await sessionInserts(db)
      .add({ ...fields, pay_address: address, amount_tag: tag, offer_set: networkOffers.offerSet })
      .catch((error: unknown) => {
        createFallbacks.inc({ reason: error instanceof BatchWaitExceeded ? 'wait_exceeded' : 'statement_failed' });
        return undefined;
      });
    if (times) return created(times, allocation.options(address, tag));
  }

  type CreatedRow = { created_at: Date; expires_at: Date; address: string; amount_tag: number; offer_set: string };
  let rows: CreatedRow[];
  try {
    ({ rows } = await queryNamed<CreatedRow>(db, {
      name: 'create_checkout_session',
      text: 'SELECT created_at, expires_at, address, amount_tag, offer_set FROM create_checkout_session($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
      values: [...SESSION_FIELDS.map((name) => fields[name]), SESSION_LIFETIME_MS, ...allocation.args()],
    }));
  } catch (error) {
    throw allocation.refusal(error) ?? error;
  }
  const inserted = rows[0];
  lastSeenAddresses.delete(scope.projectId);
  if (!inserted) return { noReceivingAddress: true };
  lastSeenAddresses.set(scope.projectId, inserted.address);
  rememberOfferSet(networkOffers, inserted.offer_set);
  return created(inserted, allocation.options(inserted.address, inserted.amount_tag));
}

/** What a create stores as its caller gave it, in create_checkout_session's parameter order. */
const SESSION_FIELDS = ['id', 'project_id', 'network', 'amount_cents', 'description', 'metadata', 'return_url', 'cancel_url'] as const;
type SessionFields = Pick<SessionRecord, (typeof SESSION_FIELDS)[number]>;

/** A create's first try as its batch sends it: the row, at the address last seen for the project. */
interface SessionInsert extends SessionFields {
  pay_address: string;
  amount_tag: number;
  offer_set: string;
}

type InsertedTimes = { created_at: Date; expires_at: Date };

/**
 * Creates' first tries, one INSERT for all that arrive while earlier ones are under way, per pool.
 * Under load a create's cost is mostly per statement (its round trip, its transaction and commit,
 * the project row's key-share lock), not per row: docs/performance.md#creates-that-arrive-together-share-one-insert. Two batches under way keep
 * both cores busy while one waits for its commit. A create waits for its batch no longer than a
 * query waits for a connection; then it takes the function, on the pool's own terms.
 */
const createFallbacks = new Counter({
  name: 'proofpay_checkout_create_fallbacks_total',
  help: 'Checkout creates whose shared INSERT failed (reason statement_failed) or did not start in time (wait_exceeded), each then made alone',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

const sessionInsertBatchers = new WeakMap<Db, Batcher<SessionInsert, InsertedTimes | undefined>>();

function sessionInserts(db: Db): Batcher<SessionInsert, InsertedTimes | undefined> {
  let batcher = sessionInsertBatchers.get(db);
  if (!batcher) {
    batcher = new Batcher((rows) => insertSessions(db, rows), { running: 2, size: 64, waitMs: CONNECT_TIMEOUT_MS });
    sessionInsertBatchers.set(db, batcher);
  }
  return batcher;
}

/**
 * The creates' shared insert: $1 the rows (SessionInsert) as one JSON array, $2 the lifetime in
 * milliseconds. It inserts the rows that still hold: each row's project must still have the
 * address it names and its offer set exist, and its tag be free (ON CONFLICT skips a held one,
 * including one another row of the batch took). One JSON array has a fixed row estimate, so
 * Postgres keeps one plan; the checks are correlated subqueries, one primary-key probe per row,
 * which a plan cannot turn into a scan of every project. The rows go in the reservation index's
 * order: a batch waiting on a tag another holds uncommitted can then never hold one that other
 * waits on, so concurrent batches cannot deadlock.
 */
const INSERT_SESSIONS_SQL = `
  INSERT INTO checkout_sessions (id, project_id, network, amount_cents, description, metadata, return_url, cancel_url, created_at, expires_at,
                                 pay_address, amount_tag, offer_set)
  SELECT t.id, t.project_id, t.network, t.amount_cents, t.description, t.metadata, t.return_url, t.cancel_url,
         now(), now() + make_interval(secs => $2 / 1000.0), t.pay_address, t.amount_tag, t.offer_set
    FROM json_to_recordset($1::json) AS t(id text, project_id text, network text, amount_cents bigint, description text, metadata jsonb,
                                          return_url text, cancel_url text, pay_address text, amount_tag integer, offer_set uuid)
   WHERE (SELECT lower(p.receiving_address) FROM projects p WHERE p.id = t.project_id) = t.pay_address
     AND (SELECT true FROM checkout_offer_sets f WHERE f.id = t.offer_set)
   ORDER BY t.pay_address, t.network, t.amount_cents, t.amount_tag
  ON CONFLICT (pay_address, network, amount_cents, amount_tag) WHERE amount_released IS NULL DO NOTHING
  RETURNING id, created_at, expires_at`;

/** INSERT_SESSIONS_SQL for a batch: each row's times, or undefined when it was skipped. */
export async function insertSessions(db: Queryable, rows: SessionInsert[]): Promise<(InsertedTimes | undefined)[]> {
  const { rows: inserted } = await queryNamed<InsertedTimes & { id: string }>(db, {
    name: 'insert_checkout_sessions',
    text: INSERT_SESSIONS_SQL,
    values: [JSON.stringify(rows), SESSION_LIFETIME_MS],
  });
  const times = new Map(inserted.map(({ id, created_at, expires_at }) => [id, { created_at, expires_at }]));
  return rows.map(({ id }) => times.get(id));
}

async function selectSession(db: Queryable, id: string): Promise<SessionRecord | undefined> {
  const text = await selectSessionText(db, id);
  return text === undefined ? undefined : sessionFromJson(db, text);
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
 * characters.
 */
export function sessionRenderings<T>(render: (session: SessionRecord) => T, max = 4096) {
  const last = new RecentMap<string, { text: string; project_id: string; network: Network; rendered: T }>(max);
  return async (db: Queryable, scope: SessionScope, id: string): Promise<T | undefined> => {
    const text = await selectSessionText(db, id);
    if (text === undefined) return undefined;
    let entry = last.get(id);
    if (entry?.text !== text) {
      const session = await sessionFromJson(db, text);
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
  return rows[0] && sessionFromJson(db, rows[0].session);
}

export interface ListQuery {
  limit: number;
  startingAfter?: string;
  status?: SessionStatus;
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
  const readSize = listReadSize(query.limit);
  const { rows } = await queryNamed<SessionRow>(db, {
    name: `list_sessions${query.startingAfter !== undefined ? '_after' : ''}${query.status !== undefined ? '_by_status' : ''}_${readSize}`,
    text: `SELECT ${COLUMNS} FROM checkout_sessions_effective WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${readSize}`,
    values: params,
  });
  return { sessions: await withPaymentOptions(db, rows.slice(0, query.limit)), hasMore: rows.length > query.limit };
}

export type ExpireResult = { expired: SessionRecord } | { notFound: true } | { notPending: SessionRecord };

/** The merchant's early expiry: only a session that is still pending (and not past its time). */
export async function expireSession(db: Queryable, scope: SessionScope, id: string): Promise<ExpireResult> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE checkout_sessions SET status = 'expired', expired_at = now()
      WHERE id = $1 AND project_id = $2 AND network = $3 AND status = 'pending' AND expires_at > now()
      RETURNING id`,
    [id, scope.projectId, scope.network],
  );
  const session = await findSession(db, scope, id);
  if (!session) return { notFound: true };
  return rows.length === 1 ? { expired: session } : { notPending: session };
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
