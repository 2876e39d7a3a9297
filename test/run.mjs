#!/usr/bin/env node
// The test command: build, check the import boundaries and the lint, provide one Postgres for the whole run (embedded unless
// TEST_DATABASE_URL is set), migrate a template database that each test file clones, run tap on
// the compiled tests, and end with the plain summary line CI reads: "N passed, N failed".
// With --unit (`npm run test:unit`), only the files named *.unit.test.ts, which start no Postgres,
// anvil or Chromium, and no database is provided: a unit file that asks for one fails.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const unitOnly = process.argv.includes('--unit');
const tapArgs = process.argv.slice(2).filter((arg) => arg !== '--unit');

function finish(passed, failed, skipped, code) {
  process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  process.exit(code);
}

// The compiled tests are made afresh each run, so a test whose source was deleted or renamed
// does not keep running from an old build (tap runs every dist/test/**/*.test.js).
fs.rmSync(path.join(root, 'dist/test'), { recursive: true, force: true });
// `npm run build` (bin/build.mjs): the BN254 core's WebAssembly, the client library, then TypeScript, and the stamp that
// tells the `proofpay` launcher dist/ is current.
if (spawnSync(process.execPath, [path.join(root, 'bin/build.mjs')], { stdio: 'inherit' }).status !== 0) finish(0, 1, 0, 1);

// Two checks of the source, each counted as one test so the rest of the suite still runs and
// reports: the import boundaries of docs/architecture.md (test/import-boundaries.mjs), and Biome's
// format and lint (`npm run lint`, biome.jsonc).
const sourceChecks = [
  ['import boundaries', process.execPath, [path.join(root, 'test/import-boundaries.mjs')]],
  ['format and lint', path.join(root, 'node_modules/@biomejs/cli-linux-x64/biome'), ['check']],
].map(([name, command, args]) => {
  const ok = spawnSync(command, args, { stdio: 'inherit' }).status === 0;
  if (!ok) process.stdout.write(`not ok - ${name}\n`);
  return ok;
});

// A check run before this one and reported to it (`.ci/run` runs `npm run test:image` first and
// sets PROOFPAY_IMAGE_CHECK to passed or failed), counted here so the summary line covers it.
if (process.env.PROOFPAY_IMAGE_CHECK) {
  const ok = process.env.PROOFPAY_IMAGE_CHECK === 'passed';
  if (!ok) process.stdout.write('not ok - the image check (npm run test:image, output above)\n');
  sourceChecks.push(ok);
}

let embedded;
// Every process a test starts carries this run's marker (test/helpers/processes.ts passes it on to
// what it spawns; an embedded Postgres a test starts inherits it): after tap ends, what still
// carries it was left running (the check below).
const runMarker = `PROOFPAY_TEST_RUN=${process.pid}-${Date.now()}`;
const testEnv = { ...process.env, PROOFPAY_TEST_RUN: runMarker.slice(runMarker.indexOf('=') + 1) };
if (unitOnly) {
  delete testEnv.TEST_DATABASE_URL;
} else {
  const { createLogger } = await import(path.join(root, 'dist/src/core/logger.js'));
  const log = createLogger(process.env.LOG_LEVEL ?? 'error', { role: 'test-run' });
  if (!testEnv.TEST_DATABASE_URL) {
    const { startEmbeddedPostgres } = await import(path.join(root, 'dist/src/core/db/embedded.js'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-test-pg-'));
    fs.chmodSync(dir, 0o755);
    embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), log, durable: false, maxConnections: 500 });
    testEnv.TEST_DATABASE_URL = embedded.url;
  }
  const { prepareTemplate } = await import(path.join(root, 'dist/test/helpers/database.js'));
  testEnv.PROOFPAY_TEST_TEMPLATE = await prepareTemplate(testEnv.TEST_DATABASE_URL, log);
}

// package.json "tap.plugin" drops tap's TypeScript loader (it needs the TypeScript JS API, which
// TypeScript 7 no longer ships; tests run compiled). tap rebuilds its plugged-in Test class when the
// configuration differs from the build, but only during a run, too late for that run's loaders: so
// the install rebuilds it (package.json "postinstall"), and this does when install scripts were skipped.
const tapBin = path.join(root, 'node_modules/tap/dist/esm/run.mjs');
const builtTest = path.join(root, 'node_modules/@tapjs/test/test-built/dist/esm/index.js');
if (fs.readFileSync(builtTest, 'utf8').includes('@tapjs/typescript')) {
  spawnSync(process.execPath, [tapBin, 'build'], { stdio: 'inherit' });
}
fs.rmSync(path.join(root, '.tap/test-results'), { recursive: true, force: true });
const files = tapArgs.filter((arg) => !arg.startsWith('-')).length > 0 ? [] : [unitOnly ? 'dist/test/**/*.unit.test.js' : 'dist/test/**/*.test.js'];
// Most files spend their time waiting on other processes (Postgres, anvil, workers, Chromium), so
// one more job than cores keeps the cores busy (14.7 min with 2 jobs on 2 cores).
const jobs = tapArgs.some((arg) => arg.startsWith('--jobs') || arg.startsWith('-j')) ? [] : [`--jobs=${os.availableParallelism() + 1}`];
// tap's time limit per file (package.json "tap.timeout", for an idle machine) stretched by the load
// when the run starts, as test/helpers/load.ts stretches the limits inside tests: a limit is there to
// end a hang, and on a busy machine the longest files (the fuzzing of every operation) need longer.
const { LOAD_SCALE } = await import(path.join(root, 'dist/test/helpers/load.js'));
const idleTimeout = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).tap.timeout;
const timeout = tapArgs.some((arg) => arg.startsWith('--timeout') || arg.startsWith('-t')) ? [] : [`--timeout=${Math.round(idleTimeout * LOAD_SCALE)}`];
const tap = spawn(process.execPath, [tapBin, ...jobs, ...timeout, ...files, ...tapArgs], { stdio: 'inherit', env: testEnv });
const code = await new Promise((resolve) => tap.on('close', (status) => resolve(status ?? 1)));
await embedded?.stop();

// No leaked process: a service (`cli.js start`), anvil or Postgres a test started and did not stop
// (a teardown that never ran, a process tied to a parent that outlived its test). Counted as one test.
sourceChecks.push(await noLeftovers());

/** The processes (pid and command line) that carry this run's marker and are of the kinds a test starts. */
function leftovers() {
  const found = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (!fs.readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(runMarker)) continue;
      const cmdline = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      if (/\bcli\.js start\b|service-entry\.js start\b|\banvil\b|\bpostgres\b/.test(cmdline)) found.push({ pid: Number(name), cmdline });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** Passes when none is left; a process tied to a test (pdeathsig) or stopping on its own gets a few seconds. */
async function noLeftovers() {
  if (process.platform !== 'linux') return true;
  let left = leftovers();
  for (let waited = 0; left.length > 0 && waited < 10_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = leftovers();
  }
  if (left.length === 0) return true;
  process.stdout.write(`not ok - no process left running after the tests: ${left.length} still run, stopped now\n`);
  for (const { pid, cmdline } of left) {
    process.stdout.write(`  # ${pid} ${cmdline}\n`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return false;
}

// Count each test file's top-level tests from the raw TAP that tap keeps per file.
let passed = sourceChecks.filter((ok) => ok).length;
let failed = sourceChecks.filter((ok) => !ok).length;
let skipped = 0;
const resultsDir = path.join(root, '.tap/test-results');
const walk = (dir) =>
  (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
for (const file of walk(resultsDir).filter((file) => file.endsWith('.tap'))) {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^(not ok|ok) \d+/.exec(line);
    if (!match) continue;
    if (/# (SKIP|TODO)\b/i.test(line)) skipped++;
    else if (match[1] === 'ok') passed++;
    else failed++;
  }
}
if (code !== 0 && failed === 0) failed = 1; // the runner failed outside any test (a crash, a timeout)
finish(passed, failed, skipped, code === 0 && failed === 0 ? 0 : 1);
