import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import t, { type Test } from 'tap';
import { projectRoot } from '../../src/core/paths.js';

// The `proofpay` launcher (bin/proofpay.mjs): `npx proofpay`, `npm start`, `npm run token` and
// `npm run migrate` build only when dist/ is missing or older than its sources.

/** A project of the launcher, its stamp logic and a stand-in build that counts its runs and writes a CLI echoing its arguments. */
function fakeProject(t: Test) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-launcher-'));
  t.teardown(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'bin'));
  for (const file of ['proofpay.mjs', 'build.mjs']) fs.copyFileSync(path.join(projectRoot, 'bin', file), path.join(root, 'bin', file));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'fake', private: true, type: 'module', scripts: { build: 'node fake-build.mjs' } }));
  fs.writeFileSync(
    path.join(root, 'fake-build.mjs'),
    `import fs from 'node:fs';
import { writeBuildStamp } from ${JSON.stringify('./bin/build.mjs')};
const startedAt = new Date();
console.log('fake build output');
if (fs.existsSync('fail-build')) process.exit(3);
fs.appendFileSync('builds', 'x');
fs.mkdirSync('dist/src', { recursive: true });
fs.writeFileSync('dist/src/cli.js', "process.stdout.write('cli ' + process.argv.slice(2).join(' ') + '\\\\n');\\n");
writeBuildStamp(startedAt);
`,
  );
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src/cli.ts'), '// the source\n');
  const run = (...args: string[]) => {
    const { status, stdout, stderr } = spawnSync(process.execPath, [path.join(root, 'bin/proofpay.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: undefined },
    });
    return { status, stdout, stderr };
  };
  const builds = () => (fs.existsSync(path.join(root, 'builds')) ? fs.readFileSync(path.join(root, 'builds'), 'utf8').length : 0);
  return { root, run, builds };
}

t.test('builds a missing dist/ once, keeping stdout for the command, then runs the built CLI at once', async (t) => {
  const { run, builds } = fakeProject(t);
  const first = run('token', '--email', 'ada@example.com');
  t.equal(first.status, 0);
  t.equal(first.stdout, 'cli token --email ada@example.com\n', "stdout is the command's alone, so TOKEN=$(…) captures the token");
  t.match(first.stderr, /dist\/ is missing or older than its sources, building it first/);
  t.match(first.stderr, /fake build output/, "the build's output goes to stderr");
  t.equal(builds(), 1);
  const second = run('migrate');
  t.equal(second.stdout, 'cli migrate\n');
  t.equal(second.stderr, '', 'nothing to build');
  t.equal(builds(), 1);
});

t.test('builds again when a source is newer than the stamp, or dist/ is gone', async (t) => {
  const { root, run, builds } = fakeProject(t);
  run('start');
  const stamp = path.join(root, 'dist/.build-stamp');
  const sourceTime = fs.statSync(path.join(root, 'src/cli.ts')).mtime;
  // As if the source were saved after that build began (moving the stamp back, not the clock on).
  const before = new Date(sourceTime.getTime() - 10_000);
  fs.utimesSync(stamp, before, before);
  t.match(run('start').stderr, /building it first/);
  t.equal(builds(), 2);
  t.equal(run('start').stderr, '', 'current again');
  fs.rmSync(path.join(root, 'dist'), { recursive: true });
  t.equal(run('start').stdout, 'cli start\n');
  t.equal(builds(), 3);
});

t.test('a failed build stops the command with its status', async (t) => {
  const { root, run } = fakeProject(t);
  fs.writeFileSync(path.join(root, 'fail-build'), '');
  const failed = run('start');
  t.equal(failed.status, 3);
  t.equal(failed.stdout, '');
  t.match(failed.stderr, /the build failed \(exit 3\)/);
});

t.test("this project's launcher and npm scripts run the current build without building", async (t) => {
  // test/run.mjs built dist/ through bin/build.mjs, which stamped it. A source saved since (someone
  // editing during the run) would make the launcher build in the middle of the run: not here.
  const { buildIsCurrent } = (await import(pathToFileURL(path.join(projectRoot, 'bin/build.mjs')).href)) as { buildIsCurrent(): boolean };
  if (!buildIsCurrent()) {
    t.comment('NOTE: a source changed after this run built dist/; the check of the current build is skipped');
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-launcher-data-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  // Without tap's loaders (NODE_OPTIONS), as people run it.
  const env = { ...process.env, DATA_DIR: dataDir, PLATFORM_JWT_SECRET: undefined, NODE_OPTIONS: undefined };
  const npx = spawnSync('npx', ['--no-install', 'proofpay', '--help'], { cwd: projectRoot, encoding: 'utf8', env });
  t.equal(npx.status, 0);
  t.match(npx.stdout, /^Usage: proofpay <command>/);
  t.notMatch(npx.stderr, /building/);
  const token = spawnSync('npm', ['run', '--silent', 'token', '--', '--email', 'ada@example.com'], { cwd: projectRoot, encoding: 'utf8', env });
  t.equal(token.status, 0);
  t.match(token.stdout, /^eyJ[\w-]+\.[\w-]+\.[\w-]+\n$/, 'npm run token prints the token alone');
  t.notMatch(token.stderr, /building/);
});
