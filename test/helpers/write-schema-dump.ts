import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/core/db/embedded.js';
import { migrate } from '../../src/core/db/migrate.js';
import { createDb } from '../../src/core/db/pool.js';
import { testLog } from './log.js';
import { dumpSchema, schemaDumpFile } from './schema-dump.js';

/**
 * `npm run schema:dump`: migrates an empty database (on TEST_DATABASE_URL's server, or on a private
 * embedded Postgres as `npm test` starts one) and writes its schema to sql/schema.sql.
 */
const DATABASE = 'proofpay_schema_dump';
let adminUrl = process.env.TEST_DATABASE_URL;
let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
if (!adminUrl) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-schema-pg-'));
  fs.chmodSync(dir, 0o755);
  embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), log: testLog, durable: false });
  adminUrl = embedded.url;
}
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  const db = createDb(url.toString(), testLog, 2);
  try {
    await migrate(db, testLog);
    fs.writeFileSync(schemaDumpFile, await dumpSchema(db));
  } finally {
    await db.end();
  }
  await admin.query(`DROP DATABASE ${DATABASE} WITH (FORCE)`);
  process.stdout.write(`wrote ${schemaDumpFile}\n`);
} finally {
  await admin.end();
  await embedded?.stop();
}
