import t from 'tap';
import { databaseBefore } from '../helpers/database.js';

// Migration 015: the watcher's addresses are the projects' current ones and those they replaced
// within the window; replaced ones are recorded by a trigger from 015 on, and found in the
// sessions for replacements made before it.
const A = '0x52908400098527886E0F7030069857D2E4169EE7';
const B = '0x000000000000000000000000000000000000bEEF';
const C = '0x000000000000000000000000000000000000cafe';

const { pool, apply } = await databaseBefore(t, 15);

await pool.query(`INSERT INTO users (id, subject, email) VALUES ('usr_1', 'sub_1', 'ada@example.test');
  INSERT INTO organizations (id, name, owner_id) VALUES ('org_1', 'Acme', 'usr_1');
  INSERT INTO projects (id, organization_id, name, receiving_address) VALUES ('proj_1', 'org_1', 'Shop', '${A}'), ('proj_2', 'org_1', 'Other', '${A}')`);
await pool.query(
  `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, expires_at, pay_address, amount_tag, amount_released)
   VALUES ('ps_1', 'proj_1', 'testnet', 1999, now() + interval '30 minutes', lower($1), 7, NULL),
          ('ps_2', 'proj_2', 'testnet', 1999, now() + interval '30 minutes', lower($1), 8, NULL)`,
  [A],
);
// Before 015, nothing records this.
await pool.query(`UPDATE projects SET receiving_address = '${B}' WHERE id = 'proj_1'`);

const replaced = async () =>
  (await pool.query<{ project_id: string; address: string }>('SELECT project_id, address FROM project_replaced_addresses ORDER BY replaced_at, address')).rows;

t.test("015 finds the addresses replaced before it in their sessions; the project whose address is its sessions' has none", async (t) => {
  await apply();
  t.same(await replaced(), [{ project_id: 'proj_1', address: A.toLowerCase() }]);
});

t.test('from 015 on, each replaced or cleared address is recorded, lowercase; a change of case alone is not a change', async (t) => {
  await pool.query(`UPDATE projects SET receiving_address = '${B.toLowerCase()}' WHERE id = 'proj_1'`);
  t.equal((await replaced()).length, 1, 'the same address in other case');
  await pool.query(`UPDATE projects SET receiving_address = '${C}' WHERE id = 'proj_1'`);
  await pool.query(`UPDATE projects SET receiving_address = NULL WHERE id = 'proj_1'`);
  await pool.query(`UPDATE projects SET name = 'Renamed' WHERE id = 'proj_2'`);
  t.same((await replaced()).slice(1), [
    { project_id: 'proj_1', address: B.toLowerCase() },
    { project_id: 'proj_1', address: C },
  ]);
});
