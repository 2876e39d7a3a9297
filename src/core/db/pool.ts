import pg from 'pg';
import type { Logger } from '../logger.js';

export type Db = pg.Pool;
export type DbClient = pg.PoolClient;
/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

// Postgres int8 and numeric come back as strings; money and counters stay exact that way.
// timestamptz is parsed to Date by default, which is what the domain wants.

/** Connections of a process's pool when it runs no worker. */
export const DEFAULT_POOL_SIZE = 10;

export function createDb(connectionString: string, log: Logger, max = DEFAULT_POOL_SIZE): Db {
  // A server that accepts but never answers (overloaded, half-dead) must fail a request, not hang it.
  const db = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A client losing its server (idle or checked out) must not crash the process; the next query
  // reconnects. Each client logs its own error, once; the pool re-emits an idle client's error,
  // which needs a listener but no second log line. Only the message and code are logged: pg
  // attaches whole client objects to errors.
  const logClientError = (error: Error & { code?: string }) => log.warn({ error: error.message, code: error.code }, 'database client error');
  db.on('error', () => {});
  db.on('connect', (client) => client.on('error', logClientError));
  return db;
}

/** How long a query waits for a connection of the pool before it fails. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** A statement Postgres parses and plans once per connection, by its name: the hot queries. */
export interface NamedStatement {
  name: string;
  text: string;
  values: unknown[];
}

/** Runs a named statement on the pool or on a transaction's client; rejects with Postgres's error. */
export function queryNamed<R extends pg.QueryResultRow>(db: Queryable, { name, text, values }: NamedStatement): Promise<pg.QueryResult<R>> {
  return db.query<R>({ name, text, values });
}

/**
 * Ends the pool and waits until its connections have closed. pg-pool's end() resolves once it has
 * asked each client to end, before their sockets close, so a Postgres stopped right after (the
 * embedded one) terminates them and each logs a 57P01 warning on every clean shutdown. The wait
 * is bounded: a client that never connected is dropped without a 'remove' event.
 */
export async function endDb(db: Db, boundMs = 2_000): Promise<void> {
  let open = db.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    db.on('remove', () => {
      if (--open === 0) resolve();
    });
    setTimeout(resolve, boundMs).unref();
  });
  await db.end();
  await closed;
}

/** Socket errors and SQLSTATEs that mean "the database cannot be reached right now", not a bad query. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
]);
// node-postgres reports a lost or timed-out connection by message only.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/;

/**
 * Whether `error` is a temporary loss of the database (down, restarting, unreachable, out of
 * connections) rather than a fault in a query: the former is a 503 worth retrying.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true; // class 08: connection exception
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** SQLSTATEs of a transaction Postgres aborted to let another go on: run again, it can succeed. */
const RETRYABLE_CODES = new Set(['40P01', '40001']); // deadlock_detected, serialization_failure

export interface TransactionOptions {
  /**
   * Runs of `work` in all when Postgres aborts the transaction as a deadlock's victim. More than
   * one only where `work` has no effect outside the transaction (it is run again from the start).
   */
  attempts?: number;
}

/** Runs `work` in one transaction: everything it writes, jobs included, commits or rolls back together. */
export async function withTransaction<T>(db: Db, work: (client: DbClient) => Promise<T>, { attempts = 1 }: TransactionOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      if (attempt >= attempts || !RETRYABLE_CODES.has((error as { code?: string }).code ?? '')) throw error;
    } finally {
      client.release();
    }
  }
}
