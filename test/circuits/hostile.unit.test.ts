import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { runCircom } from '../../src/circuits/toolchain/circom-runner.js';
import { compileCircuit, type CircuitDeps, type CircuitFile } from '../../src/circuits/toolchain/circuits.js';
import { fillSandbox, OutputCapture, sandboxFs } from '../../src/circuits/toolchain/sandbox.js';
import { TaskPool } from '../../src/core/pool/task-pool.js';
import { testConfig } from '../helpers/app.js';

// Low limits: one thread with a small heap, a small compiler memory. The compile time limit is the
// service's default, so that a compile that must succeed (or fail for its memory) has time enough on
// a loaded machine; the endless loop gets a short one of its own.
const pool = new TaskPool({ threads: 1, memoryLimitMb: 128, taskTimeoutMs: 180_000 });
t.teardown(() => pool.close());
const deps: CircuitDeps = {
  pool,
  config: testConfig({ CIRCOM_MEMORY_LIMIT_MB: '128', CIRCUIT_FILE_MAX_BYTES: '65536' }).circuits,
};
const shortLimit: CircuitDeps = { pool, config: { ...deps.config, compileTimeoutMs: 5_000 } };

const template = (body: string) =>
  `pragma circom 2.1.0;\ntemplate T() {\n    signal input a;\n    signal output b;\n${body}\n    b <== a * a;\n}\ncomponent main = T();\n`;
const multiplier = { name: 'main.circom', content: template('') };

/** Each hostile compilation fails with the expected message, then the pool compiles a good circuit. */
async function failsThenPoolServes(
  t: Test,
  files: CircuitFile[],
  message: RegExp,
  { extra = {}, failing = deps }: { extra?: object; failing?: CircuitDeps } = {},
) {
  const error = await compileCircuit(failing, { files, mainFile: files[0]!.name }).catch((e: unknown) => e);
  t.match(error, { name: 'CircuitCompileError', message, ...extra });
  const next = await compileCircuit(deps, { files: [multiplier], mainFile: 'main.circom' });
  t.equal(next.header.nConstraints, 1, 'the next task succeeds');
}

t.test('an endless loop at compile time hits the time limit', (t) =>
  failsThenPoolServes(
    t,
    [{ name: 'main.circom', content: template('    var i = 0;\n    while (1 == 1) { i = i + 1; }') }],
    /^compilation exceeded its time limit of 5000 ms; /,
    { failing: shortLimit },
  ),
);

t.test('a memory bomb hits the compiler memory limit', (t) =>
  failsThenPoolServes(t, [{ name: 'main.circom', content: template('    signal bomb[200000000];') }], /compiler ran out of memory \(limit 128 MB\)/),
);

t.test('includes of parent folders and absolute paths are refused with file and line', async (t) => {
  await failsThenPoolServes(
    t,
    [{ name: 'main.circom', content: `pragma circom 2.1.0;\ninclude "../../etc/passwd";\n${template('')}` }],
    /^main\.circom:2:1: include "\.\.\/\.\.\/etc\/passwd": "\.\." is not allowed/,
  );
  await failsThenPoolServes(
    t,
    [{ name: 'main.circom', content: `pragma circom 2.1.0;\n  include "/etc/passwd";\n${template('')}` }],
    /^main\.circom:2:3: include "\/etc\/passwd": absolute paths are not allowed/,
  );
  await failsThenPoolServes(t, [{ name: '../main.circom', content: template('') }], /file name must be a relative path/);
});

t.test('a 10 MB file is refused by size', (t) =>
  failsThenPoolServes(
    t,
    [{ name: 'main.circom', content: template(`    // ${'x'.repeat(10 * 1024 * 1024)}`) }],
    /main\.circom: file is \d+ bytes, the limit is 65536/,
  ),
);

t.test('invalid UTF-8 is refused, as bytes and as a string with a lone surrogate', async (t) => {
  const bytes = Buffer.concat([Buffer.from(template('    // ')), Buffer.from([0xff, 0xfe, 0x0a])]);
  await failsThenPoolServes(t, [{ name: 'main.circom', content: new Uint8Array(bytes) }], /main\.circom: file is not valid UTF-8 text/);
  await failsThenPoolServes(t, [{ name: 'main.circom', content: template('    // \uD800') }], /main\.circom: file is not valid UTF-8 text/);
});

t.test('the compiler reads nothing outside its sandbox, even past the include checks', async (t) => {
  // A valid circuit file sits just outside the sandbox; every route to it must fail, while the
  // same file inside the sandbox compiles (so a failure means it was not read).
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-sentinel-'));
  t.teardown(() => fs.rmSync(parent, { recursive: true, force: true }));
  const sentinel = 'pragma circom 2.1.0;\ntemplate Sentinel() { signal input a; signal output b; b <== a * a; }\n';
  fs.writeFileSync(path.join(parent, 'sentinel.circom'), sentinel);
  const compile = async (include: string, extraFiles: { name: string; content: string }[] = [], setup?: (root: string) => void) => {
    const root = fs.mkdtempSync(path.join(parent, 'sandbox-'));
    fillSandbox(root, [{ name: 'main.circom', content: `pragma circom 2.1.0;\ninclude "${include}";\ncomponent main = Sentinel();\n` }, ...extraFiles]);
    setup?.(root);
    return runCircom(root, ['src/main.circom', '--r1cs', '-o', 'out', '-l', 'lib'], 256);
  };

  const inside = await compile('sentinel.circom', [{ name: 'sentinel.circom', content: sentinel }]);
  t.equal(inside.exitCode, 0, 'control: the sentinel compiles when it is inside the sandbox');

  for (const include of ['../../sentinel.circom', path.join(parent, 'sentinel.circom'), `../../../../../../../../..${path.join(parent, 'sentinel.circom')}`]) {
    const run = await compile(include);
    t.equal(run.exitCode, 1, `include "${include}" fails`);
    t.match(run.output, /has not been found|Could not open/);
  }
  const linked = await compile('link.circom', [], (root) => fs.symlinkSync(path.join(parent, 'sentinel.circom'), path.join(root, 'src', 'link.circom')));
  t.equal(linked.exitCode, 1, 'a symlink out of the sandbox is not followed');

  // The fs given to the compiler refuses such paths by itself, whatever the WASI layer checks.
  const root = fs.mkdtempSync(path.join(parent, 'sandbox-'));
  const guarded = sandboxFs(root, new OutputCapture());
  t.throws(() => guarded.openSync(path.join(root, '..', 'sentinel.circom'), fs.constants.O_RDONLY), { code: 'EACCES' });
  t.throws(() => guarded.statSync(path.join(parent, 'sentinel.circom')), { code: 'EACCES' });
  t.throws(() => guarded.readdirSync(parent), { code: 'EACCES' });
  fs.symlinkSync(path.join(parent, 'sentinel.circom'), path.join(root, 'link.circom'));
  t.throws(() => guarded.openSync(path.join(root, 'link.circom'), fs.constants.O_RDONLY), { code: 'ELOOP' });
  t.throws(() => guarded.realpathSync(path.join(root, 'link.circom')), { code: 'EACCES' });
});
