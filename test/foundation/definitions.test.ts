import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from 'graphile-worker';
import t, { type Test } from 'tap';
import { listDefinitions, listMigrations, migrate } from '../../src/core/db/migrate.js';
import { createDb, type Db } from '../../src/core/db/pool.js';
import { projectRoot, sqlDir } from '../../src/core/paths.js';
import { emptyDatabase } from '../helpers/database.js';
import { testLog } from '../helpers/log.js';
import { dumpSchema } from '../helpers/schema-dump.js';

// SQL functions and views, one file each under sql/functions and sql/views, applied after the
// migrations when their text changed (sql/README.md).

/** An empty database of its own and a pool on it. */
async function database(t: Test): Promise<Db> {
  const url = await emptyDatabase(t, () => db.end());
  const db = createDb(url, testLog, 3);
  return db;
}

/** A copy of sql/ the test may edit. */
function sqlCopy(t: Test): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-sql-')), 'sql');
  fs.cpSync(sqlDir, dir, { recursive: true });
  t.teardown(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
  return dir;
}

const records = async (db: Db) =>
  (await db.query<{ file: string; checksum: string; applied_at: Date }>('SELECT file, checksum, applied_at FROM schema_definitions ORDER BY file')).rows;
const body = async (db: Db, name: string) =>
  (await db.query<{ body: string }>('SELECT prosrc AS body FROM pg_proc WHERE proname = $1', [name])).rows.map((row) => row.body);
const args = async (db: Db, name: string) =>
  (await db.query<{ args: string }>('SELECT pg_get_function_identity_arguments(oid) AS args FROM pg_proc WHERE proname = $1', [name])).rows.map(
    (row) => row.args,
  );
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// The migrations up to 029 as they were before functions and views had files of their own: each
// defined them inline, and the runner applied the numbered files only. The fixture holds the files
// that changed; the others are unchanged.
const PREVIOUS_LAYOUT_LAST = 29;
const previousLayoutDir = path.join(projectRoot, 'test/fixtures/sql-inline-definitions');

async function migratePreviousLayout(db: Db): Promise<void> {
  await runMigrations({ pgPool: db });
  await db.query('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const migration of listMigrations().filter((m) => m.version <= PREVIOUS_LAYOUT_LAST)) {
    const previous = path.join(previousLayoutDir, path.basename(migration.file));
    await db.query(fs.readFileSync(fs.existsSync(previous) ? previous : migration.file, 'utf8'));
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
  }
}

t.test('a fresh database and one migrated with the previous layout (definitions inline in 001-029) end with the same schema', async (t) => {
  const fresh = await database(t);
  const previous = await database(t);
  const all = listDefinitions().map((definition) => definition.file);

  const made = await migrate(fresh, testLog);
  t.same(made.defined, all, 'a fresh database gets every function and view from its file');

  await migratePreviousLayout(previous);
  const state = await previous.query(
    "SELECT to_regproc('create_checkout_sessions') IS NOT NULL AS defined, to_regclass('schema_definitions') IS NULL AS unrecorded",
  );
  t.same(state.rows[0], { defined: true, unrecorded: true }, 'the previous layout defined the functions in its migrations, and recorded none');
  const upgraded = await migrate(previous, testLog);
  t.same(
    upgraded.applied,
    listMigrations()
      .filter((m) => m.version > PREVIOUS_LAYOUT_LAST)
      .map((m) => m.name),
    'no migration of the previous layout runs again',
  );
  t.same(upgraded.defined, all, 'every file is applied once over its inline definition, and recorded');

  t.equal(await dumpSchema(previous), await dumpSchema(fresh), 'the same tables, triggers, views and functions, to the character');
  const strip = (rows: { file: string; checksum: string }[]) => rows.map(({ file, checksum }) => ({ file, checksum }));
  t.same(strip(await records(previous)), strip(await records(fresh)), 'and the same records');
  t.same((await migrate(previous, testLog)).defined, [], 'after which nothing is due');
});

t.test('a function file whose text changed is applied again and recorded; an unchanged one is not', async (t) => {
  const dir = sqlCopy(t);
  const db = await database(t);
  await migrate(db, testLog, dir);
  const before = await records(db);

  // A hand edit in the database to a function whose file did not change: only a changed file is applied.
  await db.query(`CREATE OR REPLACE FUNCTION checkout_amount_accepted(p_amount_cents bigint, p_decimals integer, p_tolerance_bps integer)
    RETURNS numeric LANGUAGE sql IMMUTABLE AS $$ SELECT 0::numeric $$`);

  const file = path.join(dir, 'functions/checkout_session_deadline.sql');
  const text = fs.readFileSync(file, 'utf8').replace('SELECT least(', 'SELECT LEAST(');
  fs.writeFileSync(file, text);
  const run = await migrate(db, testLog, dir);
  t.same(run, { applied: [], defined: ['functions/checkout_session_deadline.sql'] }, 'the changed file alone is applied');
  t.match((await body(db, 'checkout_session_deadline'))[0], /SELECT LEAST\(/, 'the function has its new body');
  const after = await records(db);
  const changed = after.find((row) => row.file === 'functions/checkout_session_deadline.sql')!;
  t.equal(changed.checksum, sha256(text), "its record holds the new text's checksum");
  t.ok(changed.applied_at > before.find((row) => row.file === changed.file)!.applied_at, 'and when it was applied');
  t.same(
    after.filter((row) => row !== changed),
    before.filter((row) => row.file !== changed.file),
    'the other records are untouched',
  );
  t.same(await body(db, 'checkout_amount_accepted'), [' SELECT 0::numeric '], 'an unchanged file is not applied again (the hand edit stays)');

  t.same(await migrate(db, testLog, dir), { applied: [], defined: [] }, 'the next run has nothing to do');
  t.same(await records(db), after, 'and records nothing');
});

t.test('a new migration finds a new trigger function, a view it drops is made again from its file, and a removed file leaves no record', async (t) => {
  const dir = sqlCopy(t);
  const db = await database(t);
  await migrate(db, testLog, dir);

  fs.writeFileSync(
    path.join(dir, 'functions/projects_touch.sql'),
    `CREATE OR REPLACE FUNCTION projects_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := 'epoch';
  RETURN NEW;
END $$;
`,
  );
  fs.writeFileSync(
    path.join(dir, '9001_touch.sql'),
    `CREATE TRIGGER projects_touch BEFORE UPDATE ON projects FOR EACH ROW EXECUTE FUNCTION projects_touch();
DROP VIEW checkout_session_credits;
`,
  );
  // Two new views, the first by name reading the second: it waits for it.
  fs.writeFileSync(path.join(dir, 'views/aa_top.sql'), 'CREATE OR REPLACE VIEW aa_top AS SELECT one FROM zz_base;\n');
  fs.writeFileSync(path.join(dir, 'views/zz_base.sql'), 'CREATE OR REPLACE VIEW zz_base AS SELECT 1 AS one;\n');
  t.same(
    await migrate(db, testLog, dir),
    {
      applied: ['9001_touch'],
      defined: ['functions/projects_touch.sql', 'views/aa_top.sql', 'views/checkout_session_credits.sql', 'views/zz_base.sql'],
    },
    'the function before the migration, the views after it',
  );
  const present = await db.query(`SELECT to_regclass('checkout_session_credits') IS NOT NULL AS view,
    EXISTS (SELECT FROM pg_trigger WHERE tgname = 'projects_touch') AS trigger, (SELECT one FROM aa_top) AS one`);
  t.same(present.rows[0], { view: true, trigger: true, one: 1 }, 'all there');

  // Removing a function: a migration drops it, its file goes, and so does its record.
  fs.writeFileSync(path.join(dir, '9002_untouch.sql'), 'DROP TRIGGER projects_touch ON projects;\nDROP FUNCTION projects_touch();\n');
  fs.rmSync(path.join(dir, 'functions/projects_touch.sql'));
  t.same(await migrate(db, testLog, dir), { applied: ['9002_untouch'], defined: [] }, 'nothing to define');
  t.notOk(
    (await records(db)).some((row) => row.file === 'functions/projects_touch.sql'),
    'its record is gone',
  );
});

const DEADLINE_ARGS = 'p_expires_at timestamp with time zone, p_expired_at timestamp with time zone';

t.test('a run that would leave a function twice, or a body that does not hold, changes nothing', async (t) => {
  const dir = sqlCopy(t);
  const db = await database(t);
  await migrate(db, testLog, dir);
  const before = await records(db);
  const file = path.join(dir, 'functions/checkout_session_deadline.sql');
  const original = fs.readFileSync(file, 'utf8');

  fs.writeFileSync(file, original.replace('p_expired_at timestamptz)', 'p_expired_at timestamptz, p_grace interval)'));
  await t.rejects(migrate(db, testLog, dir), /the database has 2: a migration drops the one whose arguments changed/, 'new arguments make a second function');
  t.same(await args(db, 'checkout_session_deadline'), [DEADLINE_ARGS], 'the new one was rolled back');
  t.same(await records(db), before, 'nothing recorded');
  fs.writeFileSync(path.join(dir, '9001_deadline_grace.sql'), 'DROP FUNCTION checkout_session_deadline(timestamptz, timestamptz);\n');
  t.same((await migrate(db, testLog, dir)).defined, ['functions/checkout_session_deadline.sql'], 'with the migration that drops the old one, it applies');
  t.same(await args(db, 'checkout_session_deadline'), [`${DEADLINE_ARGS}, p_grace interval`], 'one function, with its new arguments');

  const due = path.join(dir, 'functions/checkout_amount_due.sql');
  const [dueBody] = await body(db, 'checkout_amount_due');
  fs.writeFileSync(due, fs.readFileSync(due, 'utf8').replace('FROM json_array_elements(p_options) o', 'FROM no_such_table o'));
  await t.rejects(migrate(db, testLog, dir), /relation "no_such_table" does not exist/, 'a body is checked as CREATE FUNCTION checks it');
  t.same(await body(db, 'checkout_amount_due'), [dueBody], 'the function keeps its body');

  fs.writeFileSync(due, 'CREATE OR REPLACE FUNCTION checkout_amount_owed() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;\n');
  await t.rejects(
    migrate(db, testLog, dir),
    /sql\/functions\/checkout_amount_due.sql must hold exactly one CREATE OR REPLACE FUNCTION checkout_amount_due/,
    'a file defines the object it is named after',
  );
});
