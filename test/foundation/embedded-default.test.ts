import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { distRoot } from '../../src/core/paths.js';
import t from 'tap';
import { startServiceProcess } from '../helpers/processes.js';
import { checkedFetch } from '../helpers/contract.js';

// `npm start` on a machine with no database configured: a private Postgres under DATA_DIR.
t.test('with DATABASE_URL unset the service runs on its own Postgres and keeps data across restarts', async (t) => {
  // Like `npm start` in a fresh clone: DATA_DIR does not exist yet, inside an ordinary folder.
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-embedded-'));
  fs.chmodSync(checkout, 0o755);
  t.teardown(() => fs.rmSync(checkout, { recursive: true, force: true }));
  const dataDir = path.join(checkout, '.proofpay');
  const env = { DATABASE_URL: undefined, DATA_DIR: dataDir, PLATFORM_JWT_SECRET: undefined };

  // Warnings are logged, so that a clean start and stop can be seen to log none.
  const first = await startServiceProcess(t, 'all', { ...env, LOG_LEVEL: 'warn' });
  const health = await checkedFetch(`${first.ready}/v1/health`);
  t.equal(health.status, 200);
  t.match(await health.json(), { status: 'ok', checks: { database: { status: 'ok' }, workers: { live: 1 } } });

  const clusterDir = path.join(dataDir, 'postgres');
  const port = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  const url = `postgres://proofpay:proofpay@127.0.0.1:${port}/proofpay`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("CREATE TABLE kept_rows (id text PRIMARY KEY); INSERT INTO kept_rows VALUES ('row_kept')");
  await client.end();

  t.equal(await first.stop('SIGTERM'), 0, 'graceful exit');
  t.notOk(fs.existsSync(path.join(clusterDir, 'postmaster.pid')), 'the embedded Postgres stopped with the service');
  // The pool's connections close before their Postgres stops, not terminated by it (57P01 each).
  const warnings = first
    .output()
    .split('\n')
    .filter((line) => /^\{"level":(40|50|60)/.test(line));
  const privateUrls = warnings.filter((line) => line.includes('WEBHOOK_ALLOW_PRIVATE_URLS is on'));
  t.equal(privateUrls.length, 1, 'the start log warns that the embedded default allows private webhook URLs');
  t.match(JSON.parse(privateUrls[0] ?? '{}'), { level: 40, embedded_default: true });
  // No RPC_URL_* and no DEV_CHAIN: sessions of either network cannot be paid, and the start says so.
  const noChain = warnings.filter((line) => /"network":"(testnet|mainnet)"/.test(line));
  t.same(
    noChain.map((line) => JSON.parse(line).network),
    ['testnet', 'mainnet'],
    'the start log warns that no network has a chain configured',
  );
  t.same(
    warnings.filter((line) => !privateUrls.includes(line) && !noChain.includes(line)),
    [],
    'a clean start and stop log no other warning',
  );

  // A DATA_DIR left private by an older release must not lock the postgres user out either.
  fs.chmodSync(dataDir, 0o700);
  const second = await startServiceProcess(t, 'all', env);
  t.match(await (await checkedFetch(`${second.ready}/v1/health`)).json(), { status: 'ok' });
  const newPort = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  const again = new pg.Client({ connectionString: `postgres://proofpay:proofpay@127.0.0.1:${newPort}/proofpay` });
  await again.connect();
  const kept = await again.query("SELECT id FROM kept_rows WHERE id = 'row_kept'");
  await again.end();
  t.equal(kept.rowCount, 1, 'data written before the restart is still there');
  t.equal(await second.stop('SIGTERM'), 0);
});

t.test('proofpay token mints a development token with a secret generated once under DATA_DIR', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-token-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.PLATFORM_JWT_SECRET;
  const mint = (email: string) =>
    execFileSync(process.execPath, [path.join(distRoot, 'src/cli.js'), 'token', '--email', email, '--given-name', 'Ada', '--ttl', '600'], { env })
      .toString()
      .trim();
  const first = mint('Ada@Example.com');
  const second = mint('ada@example.com');
  const secretFile = path.join(dataDir, 'secrets', 'platform-jwt-secret');
  t.equal(fs.statSync(secretFile).mode & 0o777, 0o600, 'the secret file is private');
  const key = new TextEncoder().encode(fs.readFileSync(secretFile, 'utf8').trim());
  const a = await jwtVerify(first, key, { algorithms: ['HS256'] });
  const b = await jwtVerify(second, key, { algorithms: ['HS256'] });
  t.match(a.payload, { email: 'ada@example.com', given_name: 'Ada', sub: /^dev\|[0-9a-f]{24}$/, iss: 'proofpay-dev', aud: 'proofpay-platform' });
  t.equal(a.payload.sub, b.payload.sub, 'the same e-mail signs in the same user');
  t.equal(a.payload.exp! - a.payload.iat!, 600);
});
