import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Test } from 'tap';
import { migrate } from '../../src/core/db/migrate.js';
import { createDb, type Db } from '../../src/core/db/pool.js';
import type { Logger } from '../../src/core/logger.js';
import { testLog } from './log.js';
import { PROBE_TABLE_SQL } from './probes.js';

const TEMPLATE = 'proofpay_test_template';

function urlWithDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The Postgres server test/run.mjs provides, or a clear error when a file runs without it. */
function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return url;
  throw new Error(
    'this test needs a Postgres server and TEST_DATABASE_URL is not set: run it with `node test/run.mjs dist/test/<path>.test.js`, which provides one ' +
      '(or set TEST_DATABASE_URL to a server). `npm run test:unit` provides none: its *.unit.test.ts files must not use a database.',
  );
}

/** The schema a test database starts with: the service's migrations, and the tests' own probe table (probes.ts). */
async function migrateForTests(db: Db, log: Logger): Promise<void> {
  await migrate(db, log);
  await db.query(PROBE_TABLE_SQL);
}

/** Called once per run by test/run.mjs: a migrated database that each test file clones. */
export async function prepareTemplate(adminUrl: string, log: Logger): Promise<string> {
  await admin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE}`);
  });
  const db = createDb(urlWithDatabase(adminUrl, TEMPLATE), log);
  try {
    await migrateForTests(db, log);
  } finally {
    await db.end();
  }
  return TEMPLATE;
}

/**
 * An empty database of its own (no migrations), for tests of migrating itself. On teardown `close`
 * runs first (it ends the caller's pools on it), then the database is dropped.
 */
export async function emptyDatabase(t: Test, close: () => Promise<unknown>): Promise<string> {
  const adminUrl = testServerUrl();
  const name = `proofpay_e_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  t.teardown(async () => {
    await close();
    await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return urlWithDatabase(adminUrl, name);
}

export interface TestDatabase {
  url: string;
  db: Db;
}

/**
 * A database of its own for one test file: a clone of the run's migrated template, or, when a file
 * runs alone outside test/run.mjs, a fresh database migrated on the spot; either way with the probe
 * table. Dropped on teardown.
 */
export async function freshDatabase(t: Test): Promise<TestDatabase> {
  const adminUrl = testServerUrl();
  const template = process.env.PROOFPAY_TEST_TEMPLATE;
  const name = `proofpay_t_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = urlWithDatabase(adminUrl, name);
  const db = createDb(url, testLog);
  if (!template) await migrateForTests(db, testLog);
  t.teardown(async () => {
    await db.end();
    await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return { url, db };
}
