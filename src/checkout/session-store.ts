/**
 * How checkout sessions are written and read: the statements, and what makes them cheap (creates
 * that arrive together sharing one call, sessions read as one JSON text, named statements planned
 * once per connection, the one memory of renderings). The rules they serve are in sessions.ts; no
 * function here decides what a caller may see or do.
 */
import { Batcher } from '../core/batches.js';
import { CONNECT_TIMEOUT_MS, type Db, queryNamed, type Queryable } from '../core/db/pool.js';
import type { Network } from '../core/network.js';
import { PAGE_LIMIT } from '../core/paging.js';
import { RecentMap } from '../core/recent-map.js';
import { type NetworkOffers, paymentsColumn, type SessionStatus, type StoredPayment, type StoredPaymentOption } from './payments/index.js';

/** A session as every read answers it, from the checkout_sessions_effective view. */
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

/** What a create stores as its caller gave it. */
export type SessionFields = Pick<
  SessionRecord,
  'id' | 'project_id' | 'network' | 'amount_cents' | 'description' | 'metadata' | 'return_url' | 'cancel_url' | 'customer_email'
>;

/** What the database adds to a create: its times (the database's clock) and its payment options. */
export type CreatedRow = Pick<SessionRecord, 'created_at' | 'expires_at' | 'payment_options'>;

/** One create's outcome: its row (none: the project has no receiving address), or the error that refused it alone. */
export type CreateOutcome = { created: CreatedRow | undefined } | { error: unknown };

/**
 * Makes one session through create_checkout_sessions and answers what the database added, or
 * undefined when the project has no receiving address; rejects with the error that refused this
 * session alone. Creates of one pool, offers and lifetime that arrive while earlier ones are under
 * way share one call (sessionCreates): each still gets its own row and answer, as createSessions
 * keeps them apart.
 */
export async function insertSession(db: Db, offers: NetworkOffers, lifetimeMs: number, fields: SessionFields): Promise<CreatedRow | undefined> {
  const outcome = await sessionCreates(db, offers, lifetimeMs).add(fields);
  if ('error' in outcome) throw outcome.error;
  return outcome.created;
}

const sessionCreateBatchers = new WeakMap<Db, WeakMap<NetworkOffers, Map<number, Batcher<SessionFields, CreateOutcome>>>>();

/**
 * The shared calls of one pool, offers and lifetime (one call takes one of each for all its rows).
 * A create's cost under load is mostly per statement (its round trip, transaction and commit), not
 * per row; two calls under way keep the database busy while one waits for its commit. A create
 * waits for its call no longer than a query waits for a connection.
 */
function sessionCreates(db: Db, offers: NetworkOffers, lifetimeMs: number): Batcher<SessionFields, CreateOutcome> {
  const byOffers = kept(sessionCreateBatchers, db, () => new WeakMap());
  const byLifetime = kept(byOffers, offers, () => new Map());
  return kept(byLifetime, lifetimeMs, () => new Batcher<SessionFields, CreateOutcome>((rows) => createSessions(db, offers, lifetimeMs, rows), CREATE_CALLS));
}

const CREATE_CALLS = { running: 2, size: 64, waitMs: CONNECT_TIMEOUT_MS };

/** The value of `key` in `map`, made and kept the first time it is asked for. */
function kept<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** $1 the rows (SessionFields) as one JSON array, $2 the lifetime in milliseconds, $3 the offers, $4 the tag space. */
const CREATE_SESSIONS_SQL = 'SELECT id, created_at, expires_at, payment_options FROM create_checkout_sessions($1, $2, $3, $4)';

/**
 * Creates rows in one call of create_checkout_sessions. A row Postgres refuses (or whose tags are
 * used up) fails the whole call, so then each row is made alone, and only the refused one fails.
 */
export async function createSessions(db: Queryable, offers: NetworkOffers, lifetimeMs: number, rows: SessionFields[]): Promise<CreateOutcome[]> {
  try {
    return await createInOneCall(db, offers, lifetimeMs, rows);
  } catch (error) {
    if (rows.length === 1) return [{ error }];
    const outcomes: CreateOutcome[] = [];
    for (const row of rows) outcomes.push(...(await createSessions(db, offers, lifetimeMs, [row])));
    return outcomes;
  }
}

async function createInOneCall(db: Queryable, offers: NetworkOffers, lifetimeMs: number, rows: SessionFields[]): Promise<CreateOutcome[]> {
  const { rows: created } = await queryNamed<CreatedRow & { id: string }>(db, {
    name: 'create_checkout_sessions',
    text: CREATE_SESSIONS_SQL,
    values: [JSON.stringify(rows), lifetimeMs, offers.offersJson, offers.tags],
  });
  const byId = new Map(created.map(({ id, ...row }) => [id, row]));
  return rows.map(({ id }) => ({ created: byId.get(id) }));
}

const COLUMNS = `id, project_id, network, amount_cents::text AS amount_cents, description, metadata, return_url,
  cancel_url, customer_email, effective_status AS status, failure_reason, created_at, expires_at, payment_options, ${paymentsColumn('checkout_sessions_effective')}`;

/**
 * The session matching `where` as one JSON text (`session`): with one column, node-postgres builds
 * no per-query field table and no row object of every column, which for one row costs more than
 * Postgres's to_json; a page of rows is read as columns instead, where to_json would cost more than
 * it saves. As text, not json, so that the text itself tells renderedSessions whether the row changed.
 */
const sessionAsJson = (where: string) => `SELECT to_json(s)::text AS session FROM (SELECT ${COLUMNS} FROM checkout_sessions_effective WHERE ${where}) s`;

/** A session as its JSON row has it: timestamps as ISO 8601 text. */
type SessionJson = Omit<SessionRecord, 'created_at' | 'expires_at'> & { created_at: string; expires_at: string };

function sessionFromJson(text: string): SessionRecord {
  const session = JSON.parse(text) as SessionJson;
  return { ...session, created_at: new Date(session.created_at), expires_at: new Date(session.expires_at) };
}

/** A session's row as one JSON text (sessionAsJson), by primary key. */
async function selectSessionText(db: Queryable, id: string): Promise<string | undefined> {
  // Named, as every hot statement here: each connection plans it once (a session query, with its
  // options and payments subqueries, takes longer to plan than to run).
  const { rows } = await queryNamed<{ session: string }>(db, { name: 'select_session', text: sessionAsJson('id = $1'), values: [id] });
  return rows[0]?.session;
}

/**
 * A session by primary key alone, whatever its scope: the caller checks the scope on the row. With
 * project_id and network in the WHERE, the planner may prefer an index-only scan of the listing
 * index, which reads every session of the project to find one.
 */
export async function selectSession(db: Queryable, id: string): Promise<SessionRecord | undefined> {
  const text = await selectSessionText(db, id);
  return text === undefined ? undefined : sessionFromJson(text);
}

/** The session matching `where` ($1… bound to `values`), read as selectSession reads one; a statement off the hot path, not named. */
export async function selectSessionWhere(db: Queryable, where: string, values: unknown[]): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<{ session: string }>(sessionAsJson(where), values);
  return rows[0] && sessionFromJson(rows[0].session);
}

/** A rendering remembered with what its scope check needs. */
export interface Rendered<T> {
  project_id: string;
  network: Network;
  rendered: T;
}

/**
 * A session's row text is remembered only up to this length: metadata can make a row many times
 * a typical one, which would make the memory's bound in bytes many times what its count implies.
 */
const RENDERED_ROW_MAX_CHARS = 4096;

/**
 * A session by id as `render` makes it, with its scope. The row is read every time, as one JSON
 * text; when it is the text this process last rendered for the session, that rendering is answered
 * again without parsing the row or rendering anew (a merchant polling a session until it is paid
 * reads the same row again and again). Any change to the session, its effective status or its
 * payments changes the text, so a rendering is never stale. At most `max` sessions are remembered,
 * each row no longer than RENDERED_ROW_MAX_CHARS: the checkout path's one process-local memory.
 */
export function renderedSessions<T>(render: (session: SessionRecord) => T, max = 4096) {
  const last = new RecentMap<string, Rendered<T> & { text: string }>(max);
  return async (db: Queryable, id: string): Promise<Rendered<T> | undefined> => {
    const text = await selectSessionText(db, id);
    if (text === undefined) return undefined;
    let entry = last.get(id);
    if (entry?.text !== text) {
      const session = sessionFromJson(text);
      entry = { text, project_id: session.project_id, network: session.network, rendered: render(session) };
      if (text.length <= RENDERED_ROW_MAX_CHARS) last.set(id, entry);
      else last.delete(id);
    }
    return entry;
  };
}

/** Which sessions of a scope a page holds. */
export interface PageFilter {
  /** Only sessions after this one (a session of the scope) in the page order. */
  afterId?: string | undefined;
  status?: SessionStatus | undefined;
  /** The session with this id, or those with a metadata value equal to it. */
  search?: string | undefined;
}

/**
 * How many rows a read of `count` asks for: `count` rounded up to one of a few sizes. The size is
 * written into the query, not passed as a parameter: for a LIMIT parameter the planner's generic
 * plan assumes a tenth of the matching rows, so on a large table it never beats the custom plan and
 * every list would be planned again. A few sizes keep the prepared statements per connection few.
 */
const PAGE_READ_SIZES = [11, 21, 51, PAGE_LIMIT.max + 1] as const;
const pageReadSize = (count: number): number => PAGE_READ_SIZES.find((size) => size >= count) ?? count;

/** Up to `count` sessions of a project on a network, newest first by (created_at, id), as `filter` selects them. */
export async function selectSessionPage(db: Queryable, projectId: string, network: Network, filter: PageFilter, count: number): Promise<SessionRecord[]> {
  const params: unknown[] = [projectId, network];
  // The scope's values are hidden from the planner (as subquery results, known only when run): for
  // a project with many sessions among many small ones, a plan made for its values can come out a
  // little cheaper than the generic plan, and then Postgres plans every call anew. Hidden, both
  // plans are the same and the generic one, with no planning, always wins.
  let where = 'project_id = (SELECT $1::text) AND network = (SELECT $2::text)';
  if (filter.afterId !== undefined) {
    // The cursor's own row, not its created_at as read: a JavaScript Date keeps milliseconds, the
    // column microseconds, and a session created in the same millisecond would fall between pages.
    params.push(filter.afterId);
    where += ` AND (created_at, id) < (SELECT c.created_at, c.id FROM checkout_sessions c WHERE c.id = $${params.length})`;
  }
  if (filter.status !== undefined) {
    params.push(filter.status);
    where += ` AND effective_status = $${params.length}`;
  }
  if (filter.search !== undefined) {
    // No index holds metadata values: a search reads the project's sessions of the network.
    params.push(filter.search);
    where += ` AND (id = $${params.length} OR EXISTS (SELECT 1 FROM jsonb_each_text(metadata) m WHERE m.value = $${params.length}))`;
  }
  const readSize = pageReadSize(count);
  // One statement name per shape of the query, so each is prepared once per connection.
  const { rows } = await queryNamed<SessionRecord>(db, {
    name: `list_sessions${filter.afterId !== undefined ? '_after' : ''}${filter.status !== undefined ? '_by_status' : ''}${filter.search !== undefined ? '_search' : ''}_${readSize}`,
    text: `SELECT ${COLUMNS} FROM checkout_sessions_effective WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${readSize}`,
    values: params,
  });
  return rows.slice(0, count);
}
