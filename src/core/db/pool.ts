import pg from 'pg';
import type { Logger } from '../logger.js';

export type Db = pg.Pool;
export type DbClient = pg.PoolClient;
/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

// Postgres int8 and numeric come back as strings; money and counters stay exact that way.
// timestamptz is parsed to Date by default, which is what the domain wants.

export function createDb(connectionString: string, log: Logger, max = 10): Db {
  const db = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // A client losing its server (idle or checked out) must not crash the process; the next query
  // reconnects. Each client logs its own error, once; the pool re-emits an idle client's error,
  // which needs a listener but no second log line. Only the message and code are logged: pg
  // attaches whole client objects to errors.
  const logClientError = (error: Error & { code?: string }) => log.warn({ error: error.message, code: error.code }, 'database client error');
  db.on('error', () => {});
  db.on('connect', (client) => client.on('error', logClientError));
  return db;
}

/** Runs `work` in one transaction: everything it writes, jobs included, commits or rolls back together. */
export async function withTransaction<T>(db: Db, work: (client: DbClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
