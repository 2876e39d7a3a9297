import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { freePort } from '../../src/core/db/embedded.js';
import { projectRoot } from '../../src/core/paths.js';
import { eventually } from '../helpers/processes.js';

/*
 * README.md runs as written: its fenced blocks, in order, in one bash, against the service its
 * opening block starts. How each kind of block is treated:
 *
 * - The opening ```sh block must be the two lines `npm ci && npm start` and `npm test` (the house's
 *   rule). `npm ci` has been done (this test runs from the install), `npm test` is this run, and
 *   `npm start` is started here as the service, in the background, as the README's walkthrough asks
 *   (`DEV_CHAIN=1`), on a fresh DATA_DIR in a temporary folder and free ports (PORT, DEV_CHAIN_PORT),
 *   which the bash then gets exported, as the README tells readers who change them.
 * - Every other ```sh or ```bash block runs, in one bash (`set -euo pipefail`, `set -a` so that
 *   every variable reaches the ```js blocks), in the clone's folder; each must exit 0.
 * - ```js blocks run as ES modules (`node --input-type=module`, resolved from the clone, where the
 *   build has made `@proofpay/sdk`) where they stand. A ```js fragment
 *   block is a piece of the reader's own code (a webhook handler) and is not run.
 * - Other blocks (```text: a diagram) are shown, not run. Deployment instructions that cannot run
 *   here (a remote DATABASE_URL, docker) live in docs/operations.md, not in README.md.
 */

interface Block {
  index: number;
  language: string;
  flags: string[];
  code: string;
}

const readme = fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
const blocks: Block[] = [...readme.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((match, index) => {
  const [language = '', ...flags] = match[1]!.trim().split(/\s+/);
  return { index, language, flags, code: match[2]! };
});
const shell = (block: Block) => block.language === 'sh' || block.language === 'bash';
const commandLines = (code: string) =>
  code
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

t.test('the README opens with npm ci && npm start and npm test, and names each value once', async (t) => {
  const [opening] = blocks;
  t.equal(opening?.language, 'sh');
  t.same(commandLines(opening!.code), ['npm ci && npm start', 'npm test']);
  // One variable per value: no shell block assigns a name another assignment already took.
  const assigned = blocks.filter(shell).flatMap((block) => [...block.code.matchAll(/^\s*([A-Za-z_][A-Za-z0-9_]*)=/gm)].map((match) => match[1]!));
  t.same(
    assigned.filter((name, index) => assigned.indexOf(name) !== index),
    [],
    'no variable is assigned twice',
  );
  const commands = blocks
    .filter(shell)
    .flatMap((block) => commandLines(block.code))
    .join('\n');
  t.notMatch(commands, /(^|[|;&(]\s*)jq\b/m, 'no jq: the project does not install it');
  t.same(
    blocks.filter((block) => !shell(block) && block.language !== 'js' && block.language !== 'text').map((block) => block.language),
    [],
    'every block is shell, js or text',
  );
});

t.test('every block of the README runs as written against the service its opening block starts', async (t) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-readme-'));
  // Traversable, as a clone's folder is: run as root, the embedded Postgres runs as `postgres` under it.
  fs.chmodSync(work, 0o755);
  t.teardown(() => fs.rmSync(work, { recursive: true, force: true }));
  const settings = { PORT: String(await freePort()), DEV_CHAIN_PORT: String(await freePort()), DATA_DIR: path.join(work, '.proofpay') };
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  // A fresh clone's shell: the embedded default, no platform secret of the test run.
  // (NODE_OPTIONS: tap's loaders, which would follow every node the blocks start, tsc's included.)
  for (const name of ['DATABASE_URL', 'PLATFORM_JWT_SECRET', 'NODE_ENV', 'LOG_LEVEL', 'NODE_OPTIONS']) delete env[name];

  const startCommand = commandLines(blocks[0]!.code)[0]!.split('&&')[1]!.trim().split(/\s+/);
  const service = spawn(startCommand[0]!, startCommand.slice(1), {
    cwd: projectRoot,
    env: { ...env, DEV_CHAIN: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let serviceOutput = '';
  service.stdout!.on('data', (chunk) => (serviceOutput += chunk));
  service.stderr!.on('data', (chunk) => (serviceOutput += chunk));
  const serviceExited = new Promise<void>((resolve) => service.once('exit', () => resolve()));
  t.teardown(async () => {
    // npm passes SIGTERM on to the service, which stops its Postgres and anvil; anything left is killed.
    if (service.exitCode === null && service.signalCode === null) service.kill('SIGTERM');
    await Promise.race([serviceExited, new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
    try {
      process.kill(-service.pid!, 'SIGKILL');
    } catch {
      // the group is gone
    }
  });
  // Ready, or failed: a start that exits (a taken port, a failed build) fails the test at once, with its output.
  const base = await eventually(
    async () => {
      if (service.exitCode !== null) throw new Error(`\`${startCommand.join(' ')}\` exited with ${service.exitCode}:\n${serviceOutput}`);
      return /proofpay all ready at (\S+)/.exec(serviceOutput)?.[1];
    },
    { timeoutMs: 240_000, intervalMs: 200, what: `\`${startCommand.join(' ')}\` to be ready` },
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${serviceOutput}`);
  });
  t.equal(base, `http://127.0.0.1:${settings.PORT}`);
  t.match(serviceOutput, `anvil at http://127.0.0.1:${settings.DEV_CHAIN_PORT}`, 'DEV_CHAIN=1 started the local chain');

  const script = ['set -euo pipefail', 'set -a'];
  for (const block of blocks.slice(1)) {
    if (shell(block)) script.push(block.code);
    else if (block.language === 'js' && !block.flags.includes('fragment')) {
      const file = path.join(work, `block-${block.index}.mjs`);
      fs.writeFileSync(file, block.code);
      script.push(`node --input-type=module < ${JSON.stringify(file)}`);
    } else continue;
    // On a line of its own: a block's last answer may end without a newline (curl prints none).
    script.push(`printf '\\n::readme-block ${block.index} ok\\n'`);
  }
  script.push(`node -e 'process.stdout.write("\\n::readme-env " + JSON.stringify(process.env) + "\\n")'`);
  const scriptFile = path.join(work, 'readme.sh');
  fs.writeFileSync(scriptFile, `${script.join('\n')}\n`);

  const bash = spawn('bash', [scriptFile], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  bash.stdout.on('data', (chunk) => (output += chunk));
  bash.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => bash.once('exit', resolve));
  t.equal(code, 0, 'the blocks ran to the end', { output });
  const ran = [...output.matchAll(/^::readme-block (\d+) ok$/gm)].map((match) => Number(match[1]));
  const expected = blocks.slice(1).filter((block) => shell(block) || (block.language === 'js' && !block.flags.includes('fragment')));
  t.same(
    ran,
    expected.map((block) => block.index),
    'each block exited 0, in order',
  );
  const vars = JSON.parse(/^::readme-env (.*)$/m.exec(output)?.[1] ?? '{}') as Record<string, string>;
  if (vars.PROOF_DIR) t.teardown(() => fs.rmSync(vars.PROOF_DIR!, { recursive: true, force: true }));

  // The answers the walkthrough promises, asked again of the service.
  const get = async (route: string, key: string) => (await fetch(base + route, { headers: { Authorization: `Bearer ${key}` } })).json() as Promise<any>;
  t.equal(vars.PAY_STATUS, 'completed', 'the session completed after the cast transfer');
  const paid = await get(`/v1/checkout/sessions/${vars.PAY_SESSION_ID}`, vars.PROOFPAY_SECRET_KEY!);
  // The amount paid is the price and the session's tag digits, written without trailing zeros.
  t.match(paid, { status: 'completed', amount_usd: '12.50', payment: { chain: 'local', token: 'USDC', amount: /^12\.50\d{0,4}$/ } });
  t.equal(
    (await get(`/v1/checkout/sessions/${vars.SIMULATED_SESSION_ID}`, vars.PROOFPAY_SECRET_KEY!)).status,
    'completed',
    'the simulated payment completed its session',
  );
  t.match(vars.PROOFPAY_WEBHOOK_SECRET, /^whsec_/);
  t.match(vars.ROTATED_WEBHOOK_SECRET, /^whsec_/);
  t.not(vars.ROTATED_WEBHOOK_SECRET, vars.PROOFPAY_WEBHOOK_SECRET, 'the rotation made a new secret');
  t.equal(vars.PROOF_STATUS, 'compiled');
  t.match(JSON.parse(vars.VERIFICATION ?? '{}'), { verified: true, proof_id: vars.PROOF_ID }, 'the proof verified');
  const attestation = await fetch(`${base}/v1/attestations/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ receipt: vars.RECEIPT }),
  });
  t.match(await attestation.json(), { valid: true, claims: { verified: true, proof_id: vars.PROOF_ID } }, 'its receipt checks out');
});
