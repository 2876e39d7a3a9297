import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import t from 'tap';
import { startServiceProcess } from '../helpers/processes.js';

const postmaster = (clusterDir: string) => {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// When only the node process dies (SIGKILL, OOM killer), its embedded Postgres stays up. The next
// start used to join it as a guest, and its graceful stop left that Postgres running forever.
t.test('a start after a SIGKILL takes over the orphaned embedded Postgres and stops it on its own exit', async (t) => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-orphan-'));
  fs.chmodSync(checkout, 0o755);
  const dataDir = path.join(checkout, '.proofpay');
  const clusterDir = path.join(dataDir, 'postgres');
  t.teardown(() => {
    const left = postmaster(clusterDir);
    if (left && alive(left.pid)) process.kill(left.pid, 'SIGKILL');
    fs.rmSync(checkout, { recursive: true, force: true });
  });
  const env = { DATABASE_URL: undefined, DATA_DIR: dataDir, PLATFORM_JWT_SECRET: undefined };

  const first = await startServiceProcess(t, 'all', env);
  const orphan = postmaster(clusterDir)!;
  const client = new pg.Client({ connectionString: `postgres://proofpay:proofpay@127.0.0.1:${orphan.port}/proofpay` });
  await client.connect();
  await client.query("CREATE TABLE kept_rows (id text PRIMARY KEY); INSERT INTO kept_rows VALUES ('row_before_kill')");
  await client.end();
  await first.stop('SIGKILL');
  t.ok(alive(orphan.pid), 'the SIGKILL left its Postgres running (the orphan)');

  const second = await startServiceProcess(t, 'all', { ...env, LOG_LEVEL: 'warn' });
  t.match(second.output(), /outlived its owner/, 'the takeover is logged');
  const owned = postmaster(clusterDir)!;
  t.notOk(alive(orphan.pid), 'the orphan was shut down');
  t.equal(owned.port, orphan.port, 'and started again on its port, so anything that had joined it reconnects');
  t.match(await (await fetch(`${second.ready}/v1/health`)).json(), { status: 'ok' });
  const again = new pg.Client({ connectionString: `postgres://proofpay:proofpay@127.0.0.1:${owned.port}/proofpay` });
  await again.connect();
  t.equal((await again.query("SELECT 1 FROM kept_rows WHERE id = 'row_before_kill'")).rowCount, 1, 'data survived');
  await again.end();

  t.equal(await second.stop('SIGTERM'), 0, 'graceful exit');
  t.notOk(alive(owned.pid), 'the Postgres it took over stopped with it');
  t.notOk(fs.existsSync(path.join(clusterDir, 'postmaster.pid')), 'the folder is free');
});
