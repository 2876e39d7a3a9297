#!/usr/bin/env node
// `npm run test:image`: builds the Dockerfile daemonlessly with buildah (chroot isolation, vfs
// storage: no daemon, no privileges beyond root's) from a local stand-in for node:20-bookworm-slim
// (test/image/standin.mjs), then runs the image's own commands as an operator would, against a
// Postgres outside the image: `migrate`, `start --role api` (the image's default command), one
// worker per kind of work (`start --role worker --work chain|webhooks|heavy`), and checks health,
// the HEALTHCHECK command, a checkout session expired on request and one expired by the chain
// worker's sweep with their webhooks delivered and signed, a circuit compiled by the heavy worker
// and a proof verified with a valid receipt, `ptau fetch` refusing a file that is not the published
// one, and a graceful stop of every process.
//
// Containers: `podman run` cannot start one here (setrlimit RLIMIT_NOFILE is not permitted), so each
// command runs with `buildah run --network host` in one working container of the image (the image's
// root, user, working folder and environment; loopback shared with this machine).
// Postgres: TEST_DATABASE_URL when set (a fresh database is made on it and dropped after), else an
// embedded Postgres started here from node_modules, as the test suite does.
// With CI=true a check that cannot run (no buildah, not root) fails; elsewhere it says why it skipped.
// Every process it starts is stopped on every exit path; processes left by a run that was killed
// are found by their PROOFPAY_IMAGE_CHECK variable and stopped by the next run.
// The stand-in is cached (test/image/standin.mjs); the image and its build stage are removed after
// the check unless KEEP_IMAGE=1. IMAGE_CHECK_REUSE=1 checks the image already in the store without
// building it (to work on the checks themselves).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeStandIn, imageExists, run } from './standin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startedAt = Date.now();
const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '');
const IMAGE = process.env.IMAGE_CHECK_TAG ?? 'localhost/proofpay:image-check';
const CACHE_DIR = process.env.IMAGE_CACHE_DIR ?? '/var/cache/proofpay/image-check';
const RUN_ID = `${os.hostname()}-${process.pid}`;
process.env.STORAGE_DRIVER ??= 'vfs';
process.env.BUILDAH_ISOLATION ??= 'chroot';

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line) => process.stdout.write(`image: ${line}\n`);

function cannotRun(reason) {
  if (ci) {
    process.stdout.write(`\nimage: FAILED, the image check cannot run: ${reason}\n`);
    process.exit(1);
  }
  const bar = '!'.repeat(78);
  process.stdout.write(`\n${bar}\nimage: SKIPPED, the image check cannot run here: ${reason}\n(With CI=true this is a failure.)\n${bar}\n`);
  process.exit(0);
}

if (process.platform !== 'linux') cannotRun(`buildah needs Linux, this is ${process.platform}`);
if (process.getuid?.() !== 0) cannotRun('it needs root (buildah with chroot isolation and debootstrap)');
for (const tool of ['buildah', 'debootstrap', 'chroot']) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0) {
    cannotRun(`${tool} is not installed (apt-get install buildah debootstrap; .ci/run installs them)`);
  }
}

// ---- cleanup on every exit path -------------------------------------------------------------
const cleanups = [];
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        say(`cleanup: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    say(`${signal}: stopping what this run started`);
    cleanUp().finally(() => process.exit(130));
  });
}

/** Pids of every process, with parent and the raw environment read on demand. */
function processTable() {
  const table = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      table.push({ pid: Number(name), ppid, cmdline: fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean) });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}
const environOf = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  } catch {
    return [];
  }
};
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the processes and containers of earlier runs that were killed before they could clean up. */
function stopLeftovers() {
  for (const { pid } of processTable()) {
    const marker = environOf(pid).find((entry) => entry.startsWith('PROOFPAY_IMAGE_CHECK='));
    const owner = Number(marker?.split('-').pop());
    if (marker && owner !== process.pid && !alive(owner)) {
      say(`stopping process ${pid} left by an earlier run (${marker})`);
      process.kill(pid, 'SIGKILL');
    }
  }
  const containers = run('buildah', ['containers', '--format', '{{.ContainerName}}'], { quiet: true }).split('\n');
  for (const name of containers) {
    const owner = Number(/^proofpay-image-check-.*-(\d+)(-\w+)?$/.exec(name)?.[1]);
    if (owner && !alive(owner)) spawnSync('buildah', ['rm', name], { stdio: 'ignore' });
  }
}

// ---- the image ------------------------------------------------------------------------------
async function buildImage() {
  if (process.env.IMAGE_CHECK_REUSE && imageExists(IMAGE)) {
    say(`IMAGE_CHECK_REUSE: checking ${IMAGE} as it is in buildah's store, not rebuilt`);
    return;
  }
  const base = ensureNodeStandIn({ cacheDir: CACHE_DIR, say });
  // An image of this name from an earlier run (KEEP_IMAGE) would be left nameless by the new one.
  if (imageExists(IMAGE)) spawnSync('buildah', ['rmi', '--force', IMAGE], { stdio: 'ignore' });
  const before = new Set(run('buildah', ['images', '--quiet', '--no-trunc'], { quiet: true }).split('\n').filter(Boolean));
  // Images this build leaves (the build stage, the image) are removed after the check; only the stand-in stays cached.
  cleanups.push(() => {
    if (process.env.KEEP_IMAGE) return;
    const after = run('buildah', ['images', '--quiet', '--no-trunc'], { quiet: true }).split('\n').filter(Boolean);
    const made = after.filter((id) => !before.has(id));
    if (made.length > 0) spawnSync('buildah', ['rmi', '--force', ...made], { stdio: 'ignore' });
  });
  const started = Date.now();
  say(`building ${IMAGE} from the Dockerfile (buildah bud, base ${base}; a few minutes)`);
  const log = path.join(workDir, 'build.log');
  const built = spawnSync(
    'sh',
    ['-c', `buildah bud --pull-never --format docker --build-arg NODE_IMAGE="$1" --tag "$2" --file Dockerfile . > "$3" 2>&1`, 'sh', base, IMAGE, log],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error(`buildah bud failed:\n${fs.readFileSync(log, 'utf8').split('\n').slice(-40).join('\n')}`);
  ok(`the Dockerfile builds (${seconds(started)})`);
}

function imageConfig() {
  const inspected = JSON.parse(run('buildah', ['inspect', '--type', 'image', IMAGE], { quiet: true }));
  return inspected.Docker.config;
}

// ---- checks ----------------------------------------------------------------------------------
let checks = 0;
function ok(what) {
  checks++;
  say(`ok - ${what}`);
}
function assert(condition, what, detail = '') {
  if (!condition) throw new Error(`${what}${detail ? `: ${detail}` : ''}`);
  ok(what);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-image-check-'));
fs.chmodSync(workDir, 0o755);
cleanups.push(() => fs.rmSync(workDir, { recursive: true, force: true }));

async function main() {
  stopLeftovers();
  await buildImage();
  const config = imageConfig();
  assert(config.User === 'node', 'the image runs as the non-root user node', config.User);
  assert(
    config.Healthcheck?.Test?.join(' ') === 'CMD node dist/src/cli.js health',
    'the image has a HEALTHCHECK: proofpay health',
    JSON.stringify(config.Healthcheck),
  );
  const entrypoint = config.Entrypoint;
  const env = Object.fromEntries(config.Env.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
  assert(env.NODE_ENV === 'production' && env.PTAU_DIR === '/var/lib/proofpay/ptau', 'production, with PTAU_DIR in the data folder', JSON.stringify(env));

  const container = `proofpay-image-check-${RUN_ID}`;
  run('buildah', ['from', '--pull-never', '--name', container, IMAGE], { quiet: true });
  cleanups.push(() => spawnSync('buildah', ['rm', container], { stdio: 'ignore' }));
  const contents = run('buildah', ['run', container, '--', 'sh', '-c', 'ls /app /app/dist; id -un; test -w /var/lib/proofpay/ptau && echo ptau-writable'], {
    quiet: true,
  });
  assert(!/\b(test|bench)\b/.test(contents), 'no test/ nor bench/ in the image, nor compiled', contents.replace(/\n/g, ' '));
  assert(/\bptau-writable\b/.test(contents), 'PTAU_DIR is there and writable by the service', contents);

  // ---- Postgres outside the image ----
  const database = await outsideDatabase();
  const receiver = await webhookReceiver();
  const port = await freePort();
  const serviceEnv = {
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    PLATFORM_JWT_SECRET: randomBytes(32).toString('hex'),
    RECEIPT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    // The receiver is on loopback: an operator's choice for a service whose tenants may reach it.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    LOG_LEVEL: 'warn',
    POOL_THREADS: '1',
    PROOFPAY_IMAGE_CHECK: `${container}`,
  };
  const inImage = (args, extraEnv = {}, options = {}) => containerRun(container, [...entrypoint, ...args], { ...serviceEnv, ...extraEnv }, options);

  const migrate = await inImage(['migrate']).finished;
  assert(migrate.code === 0 && /migrations are up to date/.test(migrate.output), 'migrate, from the image, on the outside Postgres', migrate.output);

  const api = inImage(config.Cmd);
  const baseUrl = (await api.ready(/proofpay api ready at (\S+)/))[1];
  ok(`the default command (${config.Cmd.join(' ')}) serves at ${baseUrl}`);
  const workers = {};
  for (const kind of ['chain', 'webhooks', 'heavy']) {
    // The heavy worker compiles circuits; with no ceremony file in PTAU_DIR, it may make a small
    // insecure development one for this check (ALLOW_DEV_PTAU, off by default in production).
    workers[kind] = inImage(['start', '--role', 'worker', '--work', kind], kind === 'heavy' ? { ALLOW_DEV_PTAU: 'true' } : {});
  }
  for (const [kind, worker] of Object.entries(workers)) {
    const id = (await worker.ready(/proofpay worker ready as (\S+)/))[1];
    ok(`a worker of ${kind} work is running (${id})`);
  }

  const health = await getJson(`${baseUrl}/v1/health`);
  assert(
    health.status === 200 && health.body.status === 'ok' && health.body.checks.workers.live === 3,
    'GET /v1/health: ok, with the three workers live',
    JSON.stringify(health.body),
  );
  for (const role of ['api', 'worker']) {
    const check = await inImage(['health', '--role', role]).finished;
    assert(check.code === 0 && /^healthy: /.test(check.output), `the HEALTHCHECK command passes for the ${role} role`, check.output);
  }

  // ---- platform: a user, an organization, a project with its keys, a webhook endpoint ----
  const token = (await inImage(['token', '--email', 'ops@example.test']).finished).output.trim().split('\n').pop();
  const platform = (method, route, body) => request(method, `${baseUrl}${route}`, { token, body });
  const org = await platform('POST', '/api/organizations', { name: 'Image check' });
  assert(org.status === 201, 'a platform token minted by the image works: organization created', JSON.stringify(org.body));
  const project = await platform('POST', '/api/projects', {
    organization_id: org.body.organization.id,
    name: 'Shop',
    receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7',
  });
  const key = project.body.secret_keys?.test;
  assert(project.status === 201 && /^sk_test_/.test(key ?? ''), 'a project with its test key', JSON.stringify(project.body));
  const v1 = (method, route, body) => request(method, `${baseUrl}${route}`, { token: key, body });
  const endpoint = await v1('POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['checkout.session.expired'] });
  assert(endpoint.status === 201 && /^whsec_/.test(endpoint.body.secret ?? ''), 'a webhook endpoint on a local receiver', JSON.stringify(endpoint.body));
  receiver.secret = endpoint.body.secret;

  // ---- checkout: expired on request (API + webhooks worker), and by its time (chain worker) ----
  const asked = await v1('POST', '/v1/checkout/sessions', { amount_usd: 12.5, description: 'image check' });
  assert(asked.status === 201 && asked.body.status === 'pending', 'a checkout session is created', JSON.stringify(asked.body));
  const expired = await v1('POST', `/v1/checkout/sessions/${asked.body.id}/expire`);
  assert(expired.status === 200 && expired.body.status === 'expired', 'and expired on request', JSON.stringify(expired.body));
  const first = await receiver.waitFor((hook) => hook.json?.data?.object?.id === asked.body.id, 'the expired webhook of the first session');
  assert(first.verified && first.json.type === 'checkout.session.expired', 'its checkout.session.expired webhook is delivered, signed (webhooks worker)');

  const due = await v1('POST', '/v1/checkout/sessions', { amount_usd: 3, description: 'image check, due' });
  // Its 30 minutes pass (its times moved back by as much); the chain worker's expiry sweep settles it.
  await database.query(
    `UPDATE checkout_sessions SET created_at = created_at - interval '30 minutes 1 second', expires_at = expires_at - interval '30 minutes 1 second'
      WHERE id = $1`,
    [due.body.id],
  );
  const second = await receiver.waitFor((hook) => hook.json?.data?.object?.id === due.body.id, 'the expired webhook of the session past its time');
  assert(
    second.verified && second.json.type === 'checkout.session.expired',
    'a session past its time is expired by the sweep (chain worker), webhook delivered',
  );

  // ---- circuits and verification: compiled by the heavy worker, a proof verified by the API ----
  const source = fs.readFileSync(path.join(root, 'circuits/multiplier.circom'), 'utf8');
  const projectId = project.body.project.id;
  const file = await platform('POST', '/api/circom-files', { project_id: projectId, name: 'multiplier.circom', file_type: 'circuit', content: source });
  assert(file.status === 201, 'a circuit uploaded', JSON.stringify(file.body));
  const proof = (await platform('POST', '/api/zk-proofs', { project_id: projectId, name: 'Multiplier', circuit_path: 'multiplier.circom' })).body.proof;
  const compile = await platform('POST', `/api/zk-proofs/${proof.id}/compile`);
  assert(compile.status === 202, 'its compilation queued', JSON.stringify(compile.body));
  const compiled = await until(
    async () => {
      const { body } = await platform('GET', `/api/zk-proofs/${proof.id}`);
      return ['compiled', 'failed'].includes(body.proof.status) ? body.proof : undefined;
    },
    'the proof record to compile',
    600_000,
  );
  assert(compiled.status === 'compiled', 'the heavy worker compiles and sets it up', JSON.stringify(compiled));
  for (const name of ['circuit.wasm', 'circuit_final.zkey']) {
    const response = await fetch(`${baseUrl}/api/zk-proofs/${proof.id}/artifacts/${name}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`artifact ${name}: ${response.status}`);
    fs.writeFileSync(path.join(workDir, name), new Uint8Array(await response.arrayBuffer()));
  }
  const snarkjs = await import('snarkjs');
  const prove = snarkjs.groth16.fullProve({ a: '3', b: '11' }, path.join(workDir, 'circuit.wasm'), path.join(workDir, 'circuit_final.zkey'));
  const { proof: groth16, publicSignals } = await prove;
  await globalThis.curve_bn128?.terminate?.();
  const verification = await v1('POST', `/v1/zk/proofs/${proof.id}/verify`, { proof: groth16, public_signals: publicSignals });
  assert(verification.status === 200 && verification.body.verified === true, 'a proof made with its artifacts verifies', JSON.stringify(verification.body));
  const attestation = await request('POST', `${baseUrl}/v1/attestations/verify`, { body: { receipt: verification.body.receipt } });
  assert(attestation.body.valid === true, "the verification's signed receipt is valid", JSON.stringify(attestation.body));

  // ---- ptau: the production story ----
  const bogus = path.join(workDir, 'powersOfTau28_hez_final_08.ptau');
  fs.writeFileSync(bogus, randomBytes(4096));
  const refused = await containerRun(container, [...entrypoint, 'ptau', 'fetch', '--power', '8', '--from', '/mnt/source'], serviceEnv, {
    volumes: [`${workDir}:/mnt/source:ro`],
  }).finished;
  assert(
    refused.code !== 0 && /is not the published powersOfTau28_hez_final_08\.ptau/.test(refused.output),
    'ptau fetch refuses a file that is not the published one',
    refused.output,
  );
  const left = run('buildah', ['run', container, '--', 'ls', '-A', '/var/lib/proofpay/ptau'], { quiet: true });
  assert(left.trim() === '', 'and leaves nothing in PTAU_DIR', left);

  // ---- a graceful stop ----
  for (const [name, service] of [['api', api], ...Object.entries(workers).map(([kind, worker]) => [`${kind} worker`, worker])]) {
    const code = await service.stop();
    assert(code === 0, `the ${name} stops on SIGTERM, exit 0`, `exit ${code}\n${service.output()}`);
  }
}

// ---- running the image's commands ------------------------------------------------------------
/**
 * `buildah run --network host` of `command` in the working container, with `env`. Answers its
 * output, a readiness wait, and `stop` (SIGTERM to the service inside, whose exit buildah reports).
 */
function containerRun(container, command, env, { volumes = [] } = {}) {
  const args = ['run', '--network', 'host', ...volumes.flatMap((volume) => ['--volume', volume])];
  for (const [name, value] of Object.entries(env)) args.push('--env', `${name}=${value}`);
  const child = spawn('buildah', [...args, container, '--', ...command], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const finished = new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
  const entry = () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  cleanups.push(entry);
  return {
    finished,
    output: () => output,
    async ready(pattern, timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(output);
        if (match) return match;
        if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode} before it was ready:\n${output}`);
        if (Date.now() > deadline) throw new Error(`${command.join(' ')} not ready in ${timeoutMs / 1000} s:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** SIGTERM to the service itself (buildah does not pass signals on), then its exit code. */
    async stop(timeoutMs = 60_000) {
      const service = descendants(child.pid).find(({ cmdline }) => cmdline.includes('dist/src/cli.js') && !/buildah/.test(cmdline[0]));
      if (!service) throw new Error(`no service process under buildah ${child.pid}:\n${output}`);
      process.kill(service.pid, 'SIGTERM');
      const timer = setTimeout(entry, timeoutMs);
      const { code } = await finished;
      clearTimeout(timer);
      return code;
    },
  };
}

function descendants(pid) {
  const table = processTable();
  const found = [];
  const walk = (parent) => {
    for (const entry of table.filter((row) => row.ppid === parent)) {
      found.push(entry);
      walk(entry.pid);
    }
  };
  walk(pid);
  return found;
}

// ---- Postgres, the receiver, HTTP --------------------------------------------------------------
async function outsideDatabase() {
  const pg = (await import('pg')).default;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { startEmbeddedPostgres } = await import(path.join(root, 'dist/src/core/db/embedded.js'));
    const { createLogger } = await import(path.join(root, 'dist/src/core/logger.js'));
    const embedded = await startEmbeddedPostgres({ dir: path.join(workDir, 'postgres'), log: createLogger('error', { role: 'image-check' }), durable: false });
    cleanups.push(() => embedded.stop());
    serverUrl = embedded.url;
    ok('an embedded Postgres outside the image');
  }
  const name = `proofpay_image_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  cleanups.push(() => client.end());
  return { url: url.href, query: (text, values) => client.query(text, values) };
}

async function webhookReceiver() {
  const { Webhook } = await import('standardwebhooks');
  const received = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let json;
      let verified = false;
      try {
        json = JSON.parse(body);
        new Webhook(receiver.secret).verify(body, req.headers);
        verified = true;
      } catch {
        // recorded as not verified
      }
      received.push({ json, verified });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  const receiver = {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    secret: undefined,
    waitFor: (match, what) => until(async () => received.find(match), what, 120_000),
  };
  return receiver;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function request(method, url, { token, body } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json };
}
const getJson = (url) => request('GET', url);

async function until(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// ---- run -------------------------------------------------------------------------------------
let failure;
try {
  // The embedded Postgres comes from the built service, as the tests take it.
  const { buildIsCurrent } = await import(path.join(root, 'bin/build.mjs'));
  if (!buildIsCurrent(root) && spawnSync(process.execPath, [path.join(root, 'bin/build.mjs')], { stdio: 'inherit' }).status !== 0) {
    throw new Error('npm run build failed');
  }
  await main();
} catch (error) {
  failure = error;
}
await cleanUp();
if (failure) {
  process.stdout.write(`\nimage: FAILED after ${checks} checks, in ${seconds(startedAt)}: ${failure.stack ?? failure}\n`);
  process.exit(1);
}
process.stdout.write(`\nimage: all ${checks} checks passed in ${seconds(startedAt)}\n`);
process.exit(0);
