import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runMigrations } from 'graphile-worker';
import type { Logger } from '../logger.js';
import { sqlDir } from '../paths.js';
import { type Db, type DbClient, withTransaction } from './pool.js';

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

/** A function or a view, defined by its one file: sql/functions/<name>.sql or sql/views/<name>.sql (sql/README.md). */
export interface Definition {
  /** The file under sql/, as schema_definitions records it: `functions/offer_set_options.sql`. */
  file: string;
  kind: 'function' | 'view';
  name: string;
  sql: string;
  /** SHA-256 (hex) of the file's text: a file is applied again when it differs from the recorded one. */
  checksum: string;
}

const FOLDERS = [
  ['functions', 'function'],
  ['views', 'view'],
] as const;

/**
 * The definition files of sql/functions and sql/views, in name order. Each holds one `CREATE OR
 * REPLACE FUNCTION` or `CREATE OR REPLACE VIEW` of the object its file is named after: the runner
 * finds the object by that name, and the file is applied again over the object it made.
 */
export function listDefinitions(dir = sqlDir): Definition[] {
  const definitions: Definition[] = [];
  for (const [folder, kind] of FOLDERS) {
    const folderPath = path.join(dir, folder);
    if (!fs.existsSync(folderPath)) continue;
    for (const file of fs
      .readdirSync(folderPath)
      .filter((name) => name.endsWith('.sql'))
      .sort()) {
      const name = file.replace(/\.sql$/, '');
      const sql = fs.readFileSync(path.join(folderPath, file), 'utf8');
      const creates = [...sql.replace(/--.*$/gm, '').matchAll(/\bCREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|VIEW)\s+(?:public\.)?(\w+)/gi)];
      const create = creates[0];
      if (creates.length !== 1 || !create?.[1] || create[2]!.toLowerCase() !== kind || create[3] !== name) {
        throw new Error(`sql/${folder}/${file} must hold exactly one CREATE OR REPLACE ${kind.toUpperCase()} ${name}`);
      }
      definitions.push({ file: `${folder}/${file}`, kind, name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
    }
  }
  return definitions;
}

/**
 * Brings the database to sql/: graphile-worker's schema, then each pending migration (sql/NNN_*.sql)
 * in order, each in its own transaction, then every function and view whose file changed since it
 * was recorded (schema_definitions) or whose object is missing, in one transaction. Functions a
 * pending migration may need (its CREATE TRIGGER, a default, a backfill) are created before the
 * migrations when they do not exist yet. The rule, and why: sql/README.md.
 */
export async function migrate(db: Db, log: Logger, dir = sqlDir): Promise<{ applied: string[]; defined: string[] }> {
  const lockClient = await db.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await runMigrations({ pgPool: db });
    await lockClient.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    await lockClient.query(`CREATE TABLE IF NOT EXISTS schema_definitions (
      file text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await lockClient.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const pending = listMigrations(dir).filter((migration) => !done.has(migration.version));
    const definitions = listDefinitions(dir);

    // The functions the database lacks are made before the migrations, which may need them: on a
    // fresh database every one (its first migrations create triggers), else a new one a new
    // migration's trigger or backfill uses. Their bodies are checked after the migrations, which
    // make the tables they read.
    let early = new Set<string>();
    if (pending.length > 0) {
      early = await withTransaction(db, async (client) => {
        const missing = (await outOfDate(client, definitions)).due.filter((definition) => definition.kind === 'function' && definition.missing);
        await defineFunctions(client, missing);
        return new Set(missing.map((definition) => definition.file));
      });
    }

    const applied: string[] = [];
    for (const migration of pending) {
      const sql = fs.readFileSync(migration.file, 'utf8');
      await withTransaction(db, async (client) => {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      });
      applied.push(migration.name);
      log.info({ migration: migration.name }, 'migration applied');
    }

    const defined = await withTransaction(db, async (client) => {
      const { due, stale } = await outOfDate(client, definitions);
      const functions = due.filter((definition) => definition.kind === 'function');
      await defineFunctions(
        client,
        functions.filter((definition) => definition.missing || !early.has(definition.file)),
      );
      await defineViews(
        client,
        due.filter((definition) => definition.kind === 'view'),
      );
      await checkFunctions(client, functions);
      if (due.length > 0) {
        await client.query(
          `INSERT INTO schema_definitions (file, checksum) SELECT * FROM unnest($1::text[], $2::text[])
               ON CONFLICT (file) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
          [due.map((definition) => definition.file), due.map((definition) => definition.checksum)],
        );
      }
      // A removed file's object was dropped by the migration that removed the file; its record goes too.
      if (stale.length > 0) await client.query('DELETE FROM schema_definitions WHERE file = ANY ($1)', [stale]);
      return due.map((definition) => definition.file);
    });
    for (const file of defined) log.info({ definition: file }, 'definition applied');
    return { applied, defined };
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
}

/**
 * The definitions whose file differs from the recorded one or whose object the database lacks
 * (`missing`: never made, or dropped by a migration), and the recorded files sql/ no longer has.
 */
async function outOfDate(client: DbClient, definitions: Definition[]): Promise<{ due: (Definition & { missing: boolean })[]; stale: string[] }> {
  const recorded = new Map(
    (await client.query<{ file: string; checksum: string }>('SELECT file, checksum FROM schema_definitions')).rows.map((row) => [row.file, row.checksum]),
  );
  const present = new Set(
    (
      await client.query<{ object: string }>(`
        SELECT 'function ' || proname AS object FROM pg_proc WHERE pronamespace = current_schema()::regnamespace
        UNION
        SELECT 'view ' || relname FROM pg_class WHERE relkind = 'v' AND relnamespace = current_schema()::regnamespace`)
    ).rows.map((row) => row.object),
  );
  const files = new Set(definitions.map((definition) => definition.file));
  return {
    due: definitions
      .map((definition) => ({ ...definition, missing: !present.has(`${definition.kind} ${definition.name}`) }))
      .filter((definition) => definition.missing || recorded.get(definition.file) !== definition.checksum),
    stale: [...recorded.keys()].filter((file) => !files.has(file)),
  };
}

/**
 * Functions are created with their bodies unchecked, so neither their order nor the tables a body
 * reads matter at this point; checkFunctions checks them once everything is in place.
 */
async function defineFunctions(client: DbClient, functions: Definition[]): Promise<void> {
  if (functions.length === 0) return;
  await client.query("SELECT set_config('check_function_bodies', 'off', true)");
  for (const definition of functions) await client.query(definition.sql);
}

// A view may read another view or a column another view file adds: it waits for it.
const WAITS_FOR_ANOTHER_VIEW = new Set(['42P01', '42703']); // undefined_table, undefined_column

/** Views in name order; one that reads a view defined later in this run waits for it. */
async function defineViews(client: DbClient, views: Definition[]): Promise<void> {
  let waiting = views;
  while (waiting.length > 0) {
    const blocked: Definition[] = [];
    let firstError: unknown;
    for (const view of waiting) {
      await client.query('SAVEPOINT definition');
      try {
        await client.query(view.sql);
        await client.query('RELEASE SAVEPOINT definition');
      } catch (error) {
        if (!WAITS_FOR_ANOTHER_VIEW.has((error as { code?: string }).code ?? '')) throw error;
        await client.query('ROLLBACK TO SAVEPOINT definition');
        blocked.push(view);
        firstError ??= error;
      }
    }
    if (blocked.length === waiting.length) throw firstError;
    waiting = blocked;
  }
}

/**
 * Each function's body checked by its language's validator, as CREATE FUNCTION would with
 * check_function_bodies on; and one function per file: a function whose arguments changed is a
 * new one, and the old one stays until a migration drops it.
 */
async function checkFunctions(client: DbClient, functions: Definition[]): Promise<void> {
  if (functions.length === 0) return;
  const { rows } = await client.query<{ oid: number; name: string; validator: string | null }>(
    `SELECT p.oid, p.proname AS name, nullif(l.lanvalidator, 0)::regproc::text AS validator
       FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
      WHERE p.pronamespace = current_schema()::regnamespace AND p.proname = ANY ($1)`,
    [functions.map((definition) => definition.name)],
  );
  for (const definition of functions) {
    const count = rows.filter((row) => row.name === definition.name).length;
    if (count !== 1) {
      throw new Error(
        `sql/${definition.file} defines one function ${definition.name}; the database has ${count}: ` +
          `a migration drops the one whose arguments changed (DROP FUNCTION ${definition.name}(its old argument types))`,
      );
    }
  }
  await client.query("SELECT set_config('check_function_bodies', 'on', true)");
  for (const row of rows) {
    if (row.validator) await client.query(`SELECT ${row.validator}($1)`, [row.oid]);
  }
}
