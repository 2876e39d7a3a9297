import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { Proofpay } from '@proofpay/sdk';
import t from 'tap';
import { projectRoot } from '../../src/core/paths.js';
import { startTestApp } from '../helpers/app.js';
import { startFaultProxy } from '../helpers/fault-proxy.js';
import { caller, newProject } from '../helpers/platform.js';
import { sdkReadme } from '../helpers/sdk-reference.js';

// The blocks of sdk/README.md marked ```js runs run as written (ES modules, resolved from the
// clone, where the build made '@proofpay/sdk') against the real service. The others are pieces of
// a tour, with values from blocks before them; the README's method reference is checked by
// operations.unit.test.ts.
const readme = fs.readFileSync(sdkReadme, 'utf8');
const runnable = [...readme.matchAll(/^```js runs\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);

const app = await startTestApp(t, { worker: false });
const ada = await caller(app, 'ada@sdk-readme.test');

/** Runs `code` as an ES module in the clone with `env`; answers its exit code and output. */
function runModule(code: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { NODE_OPTIONS: _loaders, ...inherited } = process.env; // not tap's loaders
  const child = spawn(process.execPath, ['--input-type=module'], { cwd: projectRoot, env: { ...inherited, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(code);
  return new Promise((resolve) => child.once('exit', (exitCode) => resolve({ code: exitCode, stdout, stderr })));
}

t.test('the README has one runnable block: creating without duplicates', async (t) => {
  t.equal(runnable.length, 1);
  t.match(runnable[0], /checkout\.sessions\.create\(/);
});

t.test('creating without duplicates: a create that timed out, its session found and stored, then retrieved and reused while pending', async (t) => {
  const { secretKeys } = await newProject(ada, 'Orders', { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' });
  // The service makes the session; its answer never reaches the client, whose create times out.
  const proxy = await startFaultProxy(t, app.url);
  proxy.actions = ['forward-then-hang'];
  const ran = await runModule(runnable[0]!, { PROOFPAY_SECRET_KEY: secretKeys.test, PROOFPAY_BASE_URL: proxy.url });
  t.equal(ran.code, 0, 'the block exits 0', { stdout: ran.stdout, stderr: ran.stderr });
  t.match(ran.stdout, /create got no answer \(timeout\)/, 'the create timed out');
  t.equal(ran.stdout.trim().split('\n').at(-1), 'true pending', 'the session found, then reused');

  const sessions = await new Proofpay({ apiKey: secretKeys.test, baseUrl: app.url }).checkout.sessions.list().toArray();
  t.equal(sessions.length, 1, 'one session for the order: the timed-out create made it, and nothing made another');
  t.match(sessions[0], { status: 'pending', amount_usd: '25.00', metadata: { order_id: /^A-\d+$/ } });
});
