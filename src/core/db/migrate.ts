import fs from 'node:fs';
import path from 'node:path';
import { runMigrations } from 'graphile-worker';
import type { Logger } from '../logger.js';
import { sqlDir } from '../paths.js';
import { withTransaction, type Db } from './pool.js';

// One lock for every process that migrates this database, so concurrent starts take turns.
const MIGRATION_LOCK = 7_310_221_001;

interface Migration {
  version: number;
  name: string;
  file: string;
}

/**
 * The files of sql/ in version order. A database records the versions it applied
 * (schema_migrations), so a file keeps its number for life: renumbering an applied file would apply
 * it again. Numbers need only be increasing, not contiguous (docs/architecture.md, "Migrations",
 * says which the baseline leaves unused).
 */
export function listMigrations(dir = sqlDir): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => /^\d{3,}_[\w-]+\.sql$/.test(file))
    .map((file) => ({ version: Number(file.split('_')[0]), name: file.replace(/\.sql$/, ''), file: path.join(dir, file) }))
    .sort((a, b) => a.version - b.version);
  const versions = new Set<number>();
  for (const migration of migrations) {
    if (versions.has(migration.version)) throw new Error(`Two migrations share version ${migration.version}`);
    versions.add(migration.version);
  }
  return migrations;
}

/** Applies graphile-worker's schema and then each pending file of sql/ in order, each in its own transaction. */
export async function migrate(db: Db, log: Logger): Promise<{ applied: string[] }> {
  const lockClient = await db.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await runMigrations({ pgPool: db });
    await lockClient.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await lockClient.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: string[] = [];
    for (const migration of listMigrations()) {
      if (done.has(migration.version)) continue;
      const sql = fs.readFileSync(migration.file, 'utf8');
      await withTransaction(db, async (client) => {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      });
      applied.push(migration.name);
      log.info({ migration: migration.name }, 'migration applied');
    }
    return { applied };
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
}
