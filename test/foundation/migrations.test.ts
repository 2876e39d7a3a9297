import t from 'tap';
import { listDefinitions, listMigrations, migrate } from '../../src/core/db/migrate.js';
import { createDb } from '../../src/core/db/pool.js';
import { emptyDatabase } from '../helpers/database.js';
import { testLog } from '../helpers/log.js';

t.test('several processes migrating one empty database at once apply each migration once', async (t) => {
  const url = await emptyDatabase(t, () => Promise.all(pools.map((pool) => pool.end())));
  const pools = [1, 2, 3].map(() => createDb(url, testLog, 3));

  const results = await Promise.all(pools.map((pool) => migrate(pool, testLog)));
  const expected = listMigrations().map((migration) => migration.name);
  t.same(results.flatMap((result) => result.applied).sort(), expected.sort(), 'every migration applied by exactly one process');
  const { rows } = await pools[0]!.query('SELECT name FROM schema_migrations ORDER BY version');
  t.same(
    rows.map((row) => row.name),
    expected,
    'recorded once each, in order',
  );
  t.same(
    results.flatMap((result) => result.defined).sort(),
    listDefinitions().map((definition) => definition.file),
    'every function and view file applied by exactly one process',
  );
  const graphile = await pools[0]!.query("SELECT to_regproc('graphile_worker.add_job') IS NOT NULL AS present");
  t.equal(graphile.rows[0].present, true, "graphile-worker's schema is migrated too");
  t.same(await migrate(pools[1]!, testLog), { applied: [], defined: [] }, 'a second run has nothing to do');
});
