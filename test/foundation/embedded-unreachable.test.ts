import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import t from 'tap';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { testLog } from '../helpers/log.js';

// As root, Postgres runs as `postgres`: a DATA_DIR below a folder closed to others (a clone under
// /root, mode 700) cannot hold the cluster, and that folder must not be opened up.
t.test('as root, a cluster below a closed folder lives elsewhere and the folder stays closed', { skip: os.userInfo().uid !== 0 && 'only root hands the cluster to the postgres user' }, async (t) => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-closed-'));
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-clusters-'));
  fs.chmodSync(home, 0o700);
  fs.chmodSync(base, 0o755);
  t.teardown(() => {
    fs.rmSync(home, { recursive: true, force: true });
    fs.rmSync(base, { recursive: true, force: true });
  });
  const requested = path.join(home, 'checkout', '.proofpay', 'postgres');
  const options = { dir: requested, log: testLog, durable: false, unreachableBase: base };

  const first = await startEmbeddedPostgres(options);
  const client = new pg.Client({ connectionString: first.url });
  await client.connect();
  await client.query('CREATE TABLE kept (id int)');
  await client.end();
  await first.stop();
  t.equal(fs.statSync(home).mode & 0o777, 0o700, 'the closed folder is left as it was');
  t.notOk(fs.existsSync(path.join(requested, 'PG_VERSION')), 'no cluster below it');
  const clusters = fs.readdirSync(base);
  t.equal(clusters.length, 1);
  t.ok(fs.existsSync(path.join(base, clusters[0]!, 'PG_VERSION')), 'the cluster is in the fallback folder');

  const second = await startEmbeddedPostgres(options);
  const again = new pg.Client({ connectionString: second.url });
  await again.connect();
  t.same((await again.query("SELECT to_regclass('kept') IS NOT NULL AS kept")).rows, [{ kept: true }], 'the same cluster on the next start');
  await again.end();
  await second.stop();
});
