import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { distRoot } from '../../src/core/paths.js';

// The commands the Docker image adds (docs/operations.md): their usage errors, refused before
// anything starts. What they do runs in the image check (npm run test:image) and in the unit tests
// of their modules (ptau-fetch, health-check).
const cli = (...args: string[]) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-cli-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, NODE_OPTIONS: undefined, DATABASE_URL: undefined, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  return spawnSync(process.execPath, [path.join(distRoot, 'src/cli.js'), ...args], { encoding: 'utf8', env, timeout: 120_000 });
};

t.test('start --work names kinds of work, for a worker only', async (t) => {
  t.match(cli('start', '--role', 'worker', '--work', 'heavy,mail'), {
    status: 2,
    stderr: /--work takes kinds of work among chain, webhooks, heavy, got "heavy,mail"/,
  });
  t.match(cli('start', '--role', 'api', '--work', 'heavy'), { status: 2, stderr: /--work is for --role worker/ });
});

t.test('ptau fetch needs a power among the published files', async (t) => {
  t.match(cli('ptau', 'fetch'), { status: 2, stderr: /--power N is required/ });
  t.match(cli('ptau', 'fetch', '--power', '30'), { status: 1, stderr: /--power must be one of 8–27 \(the published ceremony files\), got 30/ });
  t.match(cli('ptau', 'get', '--power', '8'), { status: 2, stderr: /usage: proofpay ptau fetch --power N \[--from SOURCE\]/ });
});

t.test('health checks the role it is given; an unknown one is a usage error', async (t) => {
  t.match(cli('health', '--role', 'cron'), { status: 2, stderr: /--role must be api, worker or all, got "cron"/ });
  t.match(cli('health', '--role', 'worker'), { status: 1, stdout: /^unhealthy: a worker is checked in its database: DATABASE_URL is not set/ });
});

t.test('the usage lists them', async (t) => {
  const { stdout } = cli('--help');
  t.match(stdout, /ptau fetch --power N \[--from SOURCE\]/);
  t.match(stdout, /health \[--role api\|worker\|all\]/);
  t.match(stdout, /\[--work chain,webhooks,heavy\]/);
});
