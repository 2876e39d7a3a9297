import t from 'tap';
import { listSessions } from '../../src/checkout/sessions.js';
import { freshDatabase } from '../helpers/database.js';

// The list is a named statement so that each connection plans it once. That only holds if
// Postgres's generic plan wins over planning each call anew, which it never did with the page size
// as a LIMIT parameter once a project had many sessions, nor, for a project far larger than the
// others, while the planner saw the project's id (docs/performance.md#page-sizes-written-into-the-list-query).
const { db } = await freshDatabase(t);
await db.query(`INSERT INTO users (id, subject, email) VALUES ('usr_big', 'big', 'big@proofpay.test')`);
await db.query(`INSERT INTO organizations (id, name, owner_id) VALUES ('org_big', 'Big', 'usr_big')`);
await db.query(`INSERT INTO projects (id, organization_id, name) VALUES ('proj_big', 'org_big', 'Big')`);
// Sessions offered nothing, as on a network with no watched chain: they name the empty offer set.
await db.query(`INSERT INTO checkout_offer_sets (id, offers) VALUES (md5('[]'::jsonb::text)::uuid, '[]')`);
await db.query(
  `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, status, created_at, expires_at, offer_set, amount_released)
   SELECT 'ps_big' || g, 'proj_big', 'testnet', 100, 'expired', now() - g * interval '1 second', now() - g * interval '1 second' + interval '30 minutes',
          md5('[]'::jsonb::text)::uuid, 'ps_big' || g
     FROM generate_series(1, 20000) g`,
);
// A thousand small projects beside it, as on a shared service: Postgres's estimate for the big
// project (its most common value) is then far from the generic plan's average, which is what made
// the planner prefer a plan for the values at every call (docs/performance.md#page-sizes-written-into-the-list-query).
await db.query(`INSERT INTO projects (id, organization_id, name) SELECT 'proj_small' || g, 'org_big', 'Small ' || g FROM generate_series(1, 1000) g`);
await db.query(
  `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, status, created_at, expires_at, offer_set, amount_released)
   SELECT 'ps_small' || g, 'proj_small' || (g % 1000 + 1), CASE WHEN g % 10 = 0 THEN 'mainnet' ELSE 'testnet' END, 100, 'expired',
          now() - g * interval '1 second', now() - g * interval '1 second' + interval '30 minutes',
          md5('[]'::jsonb::text)::uuid, 'ps_small' || g
     FROM generate_series(1, 5000) g`,
);
await db.query('ANALYZE checkout_sessions');

t.test("a project with many sessions: the list's plan is made once per connection, not at every call", async (t) => {
  const client = await db.connect();
  t.teardown(() => client.release());
  for (const limit of [10, 20]) {
    for (let call = 0; call < 8; call++) {
      const result = await listSessions(client, { projectId: 'proj_big', network: 'testnet' }, { limit });
      if (!('sessions' in result)) throw new Error('the list refused its own project');
      t.equal(result.sessions.length, limit);
      t.equal(result.hasMore, true);
    }
  }
  const { rows } = await client.query<{ name: string; generic_plans: string; custom_plans: string }>(
    `SELECT name, generic_plans::text, custom_plans::text FROM pg_prepared_statements WHERE name LIKE 'list_sessions%' ORDER BY name`,
  );
  t.equal(rows.length, 2, 'one statement per page size');
  for (const row of rows) {
    // Postgres tries five custom plans before it weighs the generic one.
    t.equal(row.custom_plans, '5', `${row.name}: planned for its values only while Postgres compares`);
    t.equal(row.generic_plans, '3', `${row.name}: then the generic plan serves every call`);
  }
  // That plan reads the page in the listing index's order and stops: no sort of the project's sessions.
  const { rows: statements } = await client.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements WHERE name = 'list_sessions_11'`);
  await client.query(`PREPARE listed(text, text) AS ${statements[0]!.statement}`);
  const plan = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) EXECUTE listed('proj_big', 'testnet')`)).rows.map((row) => row['QUERY PLAN']);
  t.match(plan[0], /^Limit/);
  t.match(plan.join('\n'), /Index Scan using checkout_sessions_listing on checkout_sessions/);
  t.notMatch(plan.join('\n'), /->\s+Sort\b/, 'no sort of the sessions');
});
