import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import t from 'tap';
import { ROOT_EMBEDDED_HOME } from '../../src/core/db/embedded.js';
import { projectRoot } from '../../src/core/paths.js';
import { startServiceProcess } from '../helpers/processes.js';

// As root, Postgres runs as `postgres`, which cannot pass through a folder closed to others: a clone
// in /root (mode 700), as in a container running as root. `npm ci && npm start` there must just
// work: the binaries are run from a copy the postgres user reaches, and the cluster is kept under
// ROOT_EMBEDDED_HOME, one per checkout, so data survives a restart. (It used to stop with a config
// error.)
t.test(
  'as root, a clone below a closed folder starts on the embedded default and keeps its data across a restart',
  { skip: os.userInfo().uid !== 0 && 'only root hands the cluster to the postgres user' },
  async (t) => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-closed-'));
    fs.chmodSync(home, 0o700);
    const checkout = path.join(home, 'app');
    let clusterDir: string | undefined;
    t.teardown(() => {
      fs.rmSync(home, { recursive: true, force: true });
      if (clusterDir) {
        fs.rmSync(clusterDir, { recursive: true, force: true });
        fs.rmSync(`${clusterDir}.owner`, { force: true });
      }
    });
    // A real clone of this repository; `npm ci` and the build are stood in for by hard links to this
    // checkout's (same files, paths inside the closed folder).
    execFileSync('git', ['clone', '--quiet', projectRoot, checkout]);
    for (const folder of ['node_modules', 'dist']) execFileSync('cp', ['-al', path.join(projectRoot, folder), path.join(checkout, folder)]);

    const env = { DATABASE_URL: undefined, DATA_DIR: undefined, PLATFORM_JWT_SECRET: undefined, LOG_LEVEL: 'info' };
    const first = await startServiceProcess(t, 'all', env, { checkout });
    const kept = /"cluster":"([^"]+)".*the embedded cluster is kept here/.exec(first.output());
    t.ok(kept, 'the start log says where the cluster is kept');
    clusterDir = kept![1]!;
    t.ok(clusterDir.startsWith(`${ROOT_EMBEDDED_HOME}/clusters/`), `under ${ROOT_EMBEDDED_HOME}`);
    t.match(first.output(), /running a copy/, 'the binaries run from a copy the postgres user reaches');
    t.match(await (await fetch(`${first.ready}/v1/health`)).json(), { status: 'ok', checks: { database: { status: 'ok' }, workers: { live: 1 } } });

    const url = () => {
      const port = Number(fs.readFileSync(path.join(clusterDir!, 'postmaster.pid'), 'utf8').split('\n')[3]);
      return `postgres://proofpay:proofpay@127.0.0.1:${port}/proofpay`;
    };
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    await client.query("CREATE TABLE kept_rows (id text PRIMARY KEY); INSERT INTO kept_rows VALUES ('row_closed_folder')");
    await client.end();
    t.equal(await first.stop('SIGTERM'), 0, 'graceful exit');
    t.notOk(fs.existsSync(path.join(clusterDir, 'postmaster.pid')), 'its Postgres stopped with it');

    const second = await startServiceProcess(t, 'all', env, { checkout });
    t.match(second.output(), new RegExp(`"cluster":"${clusterDir}"`), 'the same cluster on restart');
    const again = new pg.Client({ connectionString: url() });
    await again.connect();
    t.equal((await again.query("SELECT 1 FROM kept_rows WHERE id = 'row_closed_folder'")).rowCount, 1, 'data kept across the restart');
    await again.end();
    t.equal(await second.stop('SIGTERM'), 0);
    t.equal(fs.statSync(home).mode & 0o777, 0o700, 'the closed folder is left as it was');
  },
);
