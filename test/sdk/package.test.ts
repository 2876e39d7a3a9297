import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { projectRoot } from '../../src/core/paths.js';
import { startTestApp } from '../helpers/app.js';
import { caller, newProject } from '../helpers/platform.js';

// The package as an integrator gets it: `npm pack` in a copy of sdk/ with no dist/ (its prepack
// builds it, as `npm pack` in sdk/ before the root build must), the tarball installed into an
// empty project, a strict TypeScript program compiled against its declarations, then run against
// the real service once as ES modules and once as CommonJS, with Node's require(esm) turned off so
// that the CommonJS build cannot lean on it. No registry: the package's dependencies are packed
// from this repository's node_modules and installed with `npm install --offline`.

const run = promisify(execFile);
const sdkRoot = path.join(projectRoot, 'sdk');
const sdkPackage = JSON.parse(fs.readFileSync(path.join(sdkRoot, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
  exports: Record<string, unknown>;
};
/** The environment of the commands this test runs: no tap loaders (NODE_OPTIONS) following every node they start. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && !name.startsWith('npm_')));
const sh = (command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}) =>
  run(command, args, { cwd, env: { ...env, ...extraEnv }, maxBuffer: 32 * 1024 * 1024 });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-sdk-package-'));
t.teardown(() => fs.rmSync(work, { recursive: true, force: true }));

/** The part of TypeScript 5's API this test uses (the root's TypeScript 7 has no JavaScript API to type it with). */
interface TypeScriptApi {
  ModuleKind: { NodeNext: number };
  ScriptTarget: { ES2022: number };
  transpileModule(source: string, options: { fileName: string; compilerOptions: { module: number; target: number } }): { outputText: string };
}

/** The folder of installed package `name` as Node finds it from `from` (node_modules upwards). */
function installedPackage(name: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed above ${from}`);
  }
}

/** `name` and the packages it depends on, installed, each once. */
function dependencyClosure(names: string[], from: string, found = new Map<string, string>()): Map<string, string> {
  for (const name of names) {
    if (found.has(name)) continue;
    const dir = installedPackage(name, from);
    found.set(name, dir);
    const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    dependencyClosure(Object.keys(dependencies), dir, found);
  }
  return found;
}

/** The tarball `npm pack` made, once the first test has made it. */
let tarball: string | undefined;

t.test('npm pack builds the package from its sources (prepack), with both module systems, declarations and their sources', async (t) => {
  // sdk/ as a fresh checkout has it: no dist/. Its build's packages as the workspace resolves them
  // (TypeScript from sdk/node_modules, the dependencies from the root's).
  const copy = path.join(work, 'sdk');
  fs.mkdirSync(path.join(copy, 'node_modules'), { recursive: true });
  for (const entry of ['package.json', 'README.md', 'build.mjs', 'tsconfig.json', 'tsconfig.cjs.json', 'src'])
    fs.cpSync(path.join(sdkRoot, entry), path.join(copy, entry), { recursive: true });
  for (const name of ['typescript', ...Object.keys(sdkPackage.dependencies)])
    fs.symlinkSync(installedPackage(name, sdkRoot), path.join(copy, 'node_modules', name));

  const { stdout } = await sh('npm', ['pack', '--json', '--pack-destination', work], copy);
  const [report] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  const files = new Set(report!.files.map((file) => file.path));
  for (const built of [
    'dist/esm/index.js',
    'dist/esm/index.d.ts',
    'dist/cjs/index.js',
    'dist/cjs/index.d.ts',
    'dist/esm/package.json',
    'dist/cjs/package.json',
  ])
    t.ok(files.has(built), `packs ${built}`);
  t.ok(
    [...files].every((file) => file === 'package.json' || file === 'README.md' || file.startsWith('dist/') || file.startsWith('src/')),
    'nothing but dist/, src/, package.json and README.md',
  );
  // Every source map names sources the package ships.
  const unpacked = path.join(work, 'unpacked');
  fs.mkdirSync(unpacked);
  await sh('tar', ['-xzf', path.join(work, report!.filename), '-C', unpacked, '--strip-components=1'], work);
  const maps = [...files].filter((file) => file.endsWith('.map'));
  t.ok(maps.length > 0, 'with source maps');
  const missing = maps.flatMap((map) => {
    const { sources } = JSON.parse(fs.readFileSync(path.join(unpacked, map), 'utf8')) as { sources: string[] };
    return sources
      .map((source) => path.relative(unpacked, path.resolve(path.dirname(path.join(unpacked, map)), source)))
      .filter((source) => !files.has(source));
  });
  t.same(missing, [], "each map's sources are in the package");
  t.same(JSON.parse(fs.readFileSync(path.join(unpacked, 'dist/cjs/package.json'), 'utf8')), { type: 'commonjs' });
  t.same(JSON.parse(fs.readFileSync(path.join(unpacked, 'dist/esm/package.json'), 'utf8')), { type: 'module' });
  tarball = path.join(work, report!.filename);
});

const app = await startTestApp(t, { worker: false });
const ada = await caller(app, 'ada@sdk-package.test');
const { secretKeys } = await newProject(ada, 'Packaged', { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' });

/** The program an integrator writes, in TypeScript, with no cast: `kind` says which module system it is written for. */
const program = (kind: 'esm' | 'cjs') => `import { createHmac } from 'node:crypto';
import {
  type CheckoutSession,
  NotFoundError,
  Proofpay,
  ProofpayAbortError,
  ProofpayError,
  ProofpayReceiptError,
  type RequestOptions,
  type WithResponse,
} from '@proofpay/sdk';

async function main(): Promise<void> {
  const apiKey = process.env.PROOFPAY_SECRET_KEY;
  const baseUrl = process.env.PROOFPAY_BASE_URL;
  if (!apiKey || !baseUrl) throw new Error('PROOFPAY_SECRET_KEY and PROOFPAY_BASE_URL are needed');
  const proofpay = new Proofpay({ apiKey, baseUrl, maxRetries: 1 });

  const options: RequestOptions = { timeout: 60_000, headers: { 'X-Request-Id': 'package-${kind}' } };
  const created: WithResponse<CheckoutSession> = await proofpay.checkout.sessions
    .create({ amount_usd: 4.2, metadata: { order_id: '${kind}' } }, options)
    .withResponse();
  const retrieved: CheckoutSession = await proofpay.checkout.sessions.retrieve(created.data.id);

  const listed: string[] = [];
  for await (const session of proofpay.checkout.sessions.list({ limit: 1 })) listed.push(session.id);

  const notFound = await proofpay.checkout.sessions.retrieve('ps_missing').then(
    () => 'found',
    (error: unknown) => (error instanceof NotFoundError ? \`\${error.status} \${error.code} \${error.requestId === undefined ? 'without' : 'with'} request id\` : String(error)),
  );
  const controller = new AbortController();
  controller.abort();
  const aborted = await proofpay.checkout.sessions.list({}, { signal: controller.signal }).then(
    () => 'sent',
    (error: unknown) => (error instanceof ProofpayAbortError && error instanceof ProofpayError ? error.code : String(error)),
  );

  // A delivery signed as the service signs one (Standard Webhooks), checked by the library.
  const secret = \`whsec_\${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}\`;
  const body = JSON.stringify({ id: 'evt_package', object: 'event', type: 'checkout.session.completed', data: { object: retrieved } });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64')).update(\`evt_package.\${timestamp}.\${body}\`).digest('base64');
  const event = Proofpay.webhooks.verify(body, { 'webhook-id': 'evt_package', 'webhook-timestamp': timestamp, 'webhook-signature': \`v1,\${signature}\` }, secret);

  // The receipt check loads jose (ES modules only) and the service's keys, which lack this one.
  const receipt = await proofpay.receipts.verify('eyJhbGciOiJFZERTQSIsImtpZCI6Im5vdC1hLXB1Ymxpc2hlZC1rZXkifQ.e30.c2ln').then(
    () => 'accepted',
    (error: unknown) => (error instanceof ProofpayReceiptError ? error.reason : String(error)),
  );
  const attestation = await proofpay.attestations.verify({ receipt: 'not-a-receipt' });
  const health = await proofpay.health.retrieve();

  console.log(
    JSON.stringify({
      kind: '${kind}',
      resolved: ${kind === 'esm' ? "import.meta.resolve('@proofpay/sdk')" : "require.resolve('@proofpay/sdk')"},
      status: created.response.status,
      requestId: created.requestId,
      same: retrieved.id === created.data.id && listed[0] === created.data.id,
      metadata: retrieved.metadata,
      notFound,
      aborted,
      event: event.type,
      receipt,
      attestation: attestation.valid ? 'valid' : attestation.reason,
      health: health.status,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
`;

t.test('the tarball installs into an empty project, compiles under tsc --strict, and runs as ES modules and with require', async (t) => {
  if (tarball === undefined) return t.fail('no tarball: npm pack failed');
  const consumer = path.join(work, 'consumer');
  const deps = path.join(work, 'deps');
  fs.mkdirSync(deps, { recursive: true });
  fs.mkdirSync(consumer);
  // The package's dependencies, and theirs, packed from the installed copies: `--offline` then needs no registry.
  const dependencies: Record<string, string> = { '@proofpay/sdk': `file:${tarball}` };
  for (const [name, dir] of dependencyClosure(Object.keys(sdkPackage.dependencies), sdkRoot)) {
    const { stdout } = await sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', deps, dir], work);
    dependencies[name] = `file:${path.join(deps, (JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string }[])[0]!.filename)}`;
  }
  fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'integrator', version: '1.0.0', private: true, dependencies }, null, 2));
  await sh('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], consumer);
  await t.resolves(sh('npm', ['ls', '--all', '--offline'], consumer), 'npm ls: every dependency the package declares is installed, in its range');
  // Node's types, as a Node project has them (no DOM lib: the library's declarations must do with Node's fetch types).
  fs.mkdirSync(path.join(consumer, 'node_modules/@types'));
  fs.symlinkSync(installedPackage('@types/node', projectRoot), path.join(consumer, 'node_modules/@types/node'));

  fs.writeFileSync(path.join(consumer, 'program.mts'), program('esm'));
  fs.writeFileSync(path.join(consumer, 'program.cts'), program('cjs'));
  // The SDK workspace's TypeScript (5), whose tsc is CommonJS: the root's (7) starts as an ES module,
  // which the test runner's loader, following every node this test starts, cannot run.
  const tsc = path.join(installedPackage('typescript', sdkRoot), 'bin/tsc');
  const flags = [
    '--strict',
    '--exactOptionalPropertyTypes',
    '--noUncheckedIndexedAccess',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--target',
    'es2022',
    '--lib',
    'es2023',
    '--types',
    'node',
  ];
  const checked = await sh(process.execPath, [tsc, ...flags, '--noEmit', 'program.mts', 'program.cts'], consumer).then(
    () => '',
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}` || String(error),
  );
  t.equal(checked, '', 'tsc --strict --noEmit: no error');
  // Checked, the program is only stripped of its types to run (TypeScript's transpileModule: no second full compile).
  const ts = createRequire(path.join(sdkRoot, 'package.json'))('typescript') as TypeScriptApi;
  for (const [source, output] of [
    ['program.mts', 'program.mjs'],
    ['program.cts', 'program.cjs'],
  ] as const) {
    const { outputText } = ts.transpileModule(fs.readFileSync(path.join(consumer, source), 'utf8'), {
      fileName: source,
      compilerOptions: { module: ts.ModuleKind.NodeNext, target: ts.ScriptTarget.ES2022 },
    });
    fs.mkdirSync(path.join(consumer, 'out'), { recursive: true });
    fs.writeFileSync(path.join(consumer, 'out', output), outputText);
  }

  const service = { PROOFPAY_SECRET_KEY: secretKeys.test, PROOFPAY_BASE_URL: app.url };
  const outcomes = {
    esm: await sh(process.execPath, ['out/program.mjs'], consumer, service),
    // Node 20.19+ can require() ES modules; turned off, as Node 20.10 to 20.18 have it.
    cjs: await sh(process.execPath, ['--no-experimental-require-module', 'out/program.cjs'], consumer, service),
  };
  for (const kind of ['esm', 'cjs'] as const) {
    const answer = JSON.parse(outcomes[kind].stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    t.match(
      answer,
      {
        kind,
        status: 201,
        requestId: `package-${kind}`,
        same: true,
        metadata: { order_id: kind },
        notFound: '404 not_found with request id',
        aborted: 'aborted',
        event: 'checkout.session.completed',
        receipt: 'unknown_key',
        attestation: 'malformed',
        health: /^(ok|degraded)$/,
      },
      `the ${kind} program ran`,
    );
    t.equal(
      answer.resolved,
      kind === 'esm'
        ? `file://${fs.realpathSync(path.join(consumer, 'node_modules/@proofpay/sdk/dist/esm/index.js'))}`
        : fs.realpathSync(path.join(consumer, 'node_modules/@proofpay/sdk/dist/cjs/index.js')),
      `${kind} loads dist/${kind}`,
    );
    t.notMatch(outcomes[kind].stderr, /ExperimentalWarning|Error/, `${kind}: nothing on stderr`);
  }
});
