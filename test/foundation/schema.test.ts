import fs from 'node:fs';
import t from 'tap';
import { migrate } from '../../src/core/db/migrate.js';
import { createDb } from '../../src/core/db/pool.js';
import { emptyDatabase } from '../helpers/database.js';
import { testLog } from '../helpers/log.js';
import { dumpSchema, schemaDumpFile } from '../helpers/schema-dump.js';

const url = await emptyDatabase(t, () => db.end());
const db = createDb(url, testLog, 2);
await migrate(db, testLog);

t.test('an empty database migrated with sql/ has exactly the schema of sql/schema.sql', async (t) => {
  t.equal(
    await dumpSchema(db),
    fs.readFileSync(schemaDumpFile, 'utf8'),
    'the migrated schema differs from sql/schema.sql: after changing sql/, run `npm run schema:dump` and commit sql/schema.sql with the migration',
  );
});

t.test("the dump shows a change to a table's columns, an index or a function's body", async (t) => {
  const before = await dumpSchema(db);
  await db.query('ALTER TABLE worker_processes ADD COLUMN note text');
  t.match(await dumpSchema(db), /\n {2}note text,?\n/, 'a new column');
  await db.query('CREATE INDEX worker_processes_note ON worker_processes (note)');
  t.match(await dumpSchema(db), /CREATE INDEX worker_processes_note ON public\.worker_processes/, 'a new index');
  const body = (await db.query<{ body: string }>("SELECT prosrc AS body FROM pg_proc WHERE proname = 'record_replaced_address'")).rows[0]!.body;
  await db.query(`CREATE OR REPLACE FUNCTION record_replaced_address() RETURNS trigger LANGUAGE plpgsql AS $$${body.replace('RETURN NULL', 'RETURN OLD')}$$`);
  const replaced = await dumpSchema(db);
  t.match(before, /RETURN NULL;\nEND \$function\$/, 'the body as migrated');
  t.match(replaced, /RETURN OLD;\nEND \$function\$/, "and the function's new body");
});
