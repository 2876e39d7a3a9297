import { randomBytes } from 'node:crypto';
import pg from 'pg';
import t from 'tap';
import { listMigrations, migrate } from '../../src/core/db/migrate.js';
import { createDb } from '../../src/core/db/pool.js';
import { testLog } from '../helpers/log.js';

t.test('several processes migrating one empty database at once apply each migration once', async (t) => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `proofpay_m_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pools = [1, 2, 3].map(() => createDb(url.toString(), testLog, 3));
  t.teardown(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  });

  const results = await Promise.all(pools.map((pool) => migrate(pool, testLog)));
  const expected = listMigrations().map((migration) => migration.name);
  t.same(results.flatMap((result) => result.applied).sort(), expected.sort(), 'every migration applied by exactly one process');
  const { rows } = await pools[0]!.query('SELECT name FROM schema_migrations ORDER BY version');
  t.same(
    rows.map((row) => row.name),
    expected,
    'recorded once each, in order',
  );
  const graphile = await pools[0]!.query("SELECT to_regproc('graphile_worker.add_job') IS NOT NULL AS present");
  t.equal(graphile.rows[0].present, true, "graphile-worker's schema is migrated too");
  t.same((await migrate(pools[1]!, testLog)).applied, [], 'a second run has nothing to do');
});
