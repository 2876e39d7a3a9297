import t from 'tap';
import { freshDatabase } from '../helpers/database.js';

// The watcher's addresses are the projects' current ones and those they replaced within the
// window; a trigger on projects records each replaced one.
const A = '0x52908400098527886E0F7030069857D2E4169EE7';
const B = '0x000000000000000000000000000000000000bEEF';
const C = '0x000000000000000000000000000000000000cafe';

const { db } = await freshDatabase(t);

await db.query(`INSERT INTO users (id, subject, email) VALUES ('usr_1', 'sub_1', 'ada@example.test');
  INSERT INTO organizations (id, name, owner_id) VALUES ('org_1', 'Acme', 'usr_1');
  INSERT INTO projects (id, organization_id, name, receiving_address) VALUES ('proj_1', 'org_1', 'Shop', '${A}'), ('proj_2', 'org_1', 'Other', '${A}')`);

const replaced = async () =>
  (await db.query<{ project_id: string; address: string }>('SELECT project_id, address FROM project_replaced_addresses ORDER BY replaced_at, address')).rows;

t.test('each replaced or cleared address is recorded, lowercase; a change of case alone is not a change', async (t) => {
  await db.query(`UPDATE projects SET receiving_address = '${B}' WHERE id = 'proj_1'`);
  await db.query(`UPDATE projects SET receiving_address = '${B.toLowerCase()}' WHERE id = 'proj_1'`);
  t.same(await replaced(), [{ project_id: 'proj_1', address: A.toLowerCase() }], 'the first replacement; the same address in other case is none');
  await db.query(`UPDATE projects SET receiving_address = '${C}' WHERE id = 'proj_1'`);
  await db.query(`UPDATE projects SET receiving_address = NULL WHERE id = 'proj_1'`);
  await db.query(`UPDATE projects SET name = 'Renamed' WHERE id = 'proj_2'`);
  t.same(
    (await replaced()).slice(1),
    [
      { project_id: 'proj_1', address: B.toLowerCase() },
      { project_id: 'proj_1', address: C },
    ],
    'then each replaced or cleared one; a change to another column is none',
  );
});
