import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { startTestApp } from '../helpers/app.js';
import { scaled } from '../helpers/load.js';
import { sampleCircuit, settleCompilation, settleProof, upload } from '../helpers/circuits.js';
import { assertPlatformError, caller, platformToken, newProject } from '../helpers/platform.js';

// Small limits, configured as an operator would: one pool thread, a short compile time (which ends the
// endless loop; scaled, so that a real compile in a fresh thread keeps time enough on a busy machine:
// one took over 30 s at load 25 on 2 cores), a small compiler memory, 64 KB files, and setup only up
// to 2^3 constraints.
const app = await startTestApp(t, {
  env: {
    POOL_THREADS: '1',
    POOL_MEMORY_LIMIT_MB: '256',
    COMPILE_TIMEOUT_MS: String(scaled(10_000)),
    CIRCOM_MEMORY_LIMIT_MB: '128',
    CIRCUIT_FILE_MAX_BYTES: '65536',
    CIRCUIT_MAX_POWER: '3',
  },
});
const ada = await caller(app, 'ada@example.test');
const { projectId } = await newProject(ada, 'Acme');
const factors = await upload(ada, projectId, 'factors.json', '{"a": 3, "b": 11}', 'input');
const multiplier = await upload(ada, projectId, 'multiplier.circom', sampleCircuit('multiplier.circom'));

const template = (body: string, head = '') =>
  `pragma circom 2.1.0;\n${head}template T() {\n    signal input a;\n    signal input b;\n    signal output c;\n${body}\n    c <== a * b;\n}\ncomponent main = T();\n`;

async function compilation(circuitFileId: string) {
  const started = await ada('POST', '/api/circom-compilations', { project_id: projectId, circuit_file_id: circuitFileId, input_file_id: factors });
  return settleCompilation(ada, started.body.compilation_id);
}

/** The hostile compilation fails with `message`; then the same worker compiles the multiplier. */
async function failsThenServes(t: Test, name: string, content: string, message: RegExp) {
  const failed = await compilation(await upload(ada, projectId, name, content));
  t.match(failed, { status: 'failed', error: message });
  const next = await compilation(multiplier);
  t.match(next, { status: 'succeeded', public_signals: ['33'] }, `the worker serves the next compilation${next.error ? ` (${next.error})` : ''}`);
}

t.test('an endless loop ends at the compile time limit', (t) =>
  failsThenServes(t, 'loop.circom', template('    var i = 0;\n    while (1 == 1) { i = i + 1; }'), /^compilation exceeded its time limit of \d+ ms; /),
);

t.test('a memory bomb ends at the compiler memory limit', (t) =>
  failsThenServes(t, 'bomb.circom', template('    signal bomb[200000000];'), /compiler ran out of memory \(limit 128 MB\)/),
);

t.test('include "../../etc/passwd" fails the record with file and line; the next record compiles', async (t) => {
  await upload(ada, projectId, 'passwd.circom', template('', 'include "../../etc/passwd";\n'));
  const hostile = (await ada('POST', '/api/zk-proofs', { name: 'Hostile', project_id: projectId, circuit_path: 'passwd.circom' })).body.proof;
  t.equal((await ada('POST', `/api/zk-proofs/${hostile.id}/compile`)).status, 202);
  const failed = await settleProof(ada, hostile.id);
  t.match(failed, {
    status: 'failed',
    stage: 'compile',
    version: null,
    error: /^passwd\.circom:2:1: include "\.\.\/\.\.\/etc\/passwd": "\.\." is not allowed/,
  });
  t.notMatch(failed.error, /root:/, 'nothing of /etc/passwd in the answer');

  const good = (await ada('POST', '/api/zk-proofs', { name: 'Good', project_id: projectId, circuit_path: 'multiplier.circom' })).body.proof;
  await ada('POST', `/api/zk-proofs/${good.id}/compile`);
  t.match(await settleProof(ada, good.id), { status: 'compiled', version: 1 }, 'the worker compiles and sets up the next record');
});

t.test('files outside the sandbox are never read, whatever the include', async (t) => {
  // The same valid template sits in the worker's working folder and in the sandboxes' parent
  // folder: an include that reached either would compile.
  const secret = `sentinel_${process.pid}_${Date.now()}.circom`;
  const sentinel = 'pragma circom 2.1.0;\ntemplate T() { signal input a; signal input b; signal output c; c <== a * b; }\n';
  const places = [path.join(process.cwd(), secret), path.join(os.tmpdir(), secret)];
  for (const place of places) fs.writeFileSync(place, sentinel);
  t.teardown(() => {
    for (const place of places) fs.rmSync(place, { force: true });
  });
  const including = (target: string) => `pragma circom 2.1.0;\ninclude "${target}";\ncomponent main = T();\n`;

  const plain = await compilation(await upload(ada, projectId, 'plain.circom', including(secret)));
  t.match(plain, { status: 'failed', error: /not been found|Could not open/ }, 'a bare name resolves only among the project files and circomlib');
  for (const [name, target, message] of [
    ['absolute.circom', places[1]!, /absolute paths are not allowed/],
    ['parent.circom', `../../${secret}`, /"\.\." is not allowed/],
  ] as const) {
    t.match(await compilation(await upload(ada, projectId, name, including(target))), { status: 'failed', error: message }, `include "${target}" is refused`);
  }
  const control = await upload(ada, projectId, secret, sentinel);
  t.ok(control, 'control: the same template as a project file');
  t.match(await compilation(await upload(ada, projectId, 'control.circom', including(secret))), { status: 'succeeded', public_signals: ['33'] });
});

t.test('a circuit too big for the setup limit fails the record with a clear message', async (t) => {
  const big = template('    signal s[20];\n    s[0] <== a * b;\n    for (var i = 1; i < 20; i++) { s[i] <== s[i - 1] * a; }');
  await upload(ada, projectId, 'big.circom', big);
  const proof = (await ada('POST', '/api/zk-proofs', { name: 'Big', project_id: projectId, circuit_path: 'big.circom' })).body.proof;
  await ada('POST', `/api/zk-proofs/${proof.id}/compile`);
  t.match(await settleProof(ada, proof.id), {
    status: 'failed',
    stage: 'setup',
    error: /circuit needs a powers-of-tau file of power 5 .*this service's limit is power 3/,
  });
});

t.test('a 10 MB file and invalid UTF-8 are refused at the door, naming the field; the service carries on', async (t) => {
  const post = (content: string) => ada('POST', '/api/circom-files', { project_id: projectId, name: 'huge.circom', content, file_type: 'circuit' });
  const huge = await post(template(`    // ${'x'.repeat(10 * 1024 * 1024)}`));
  assertPlatformError(t, huge, 400, ['body']);
  t.match(huge.body.error, /^body: is larger than the limit of \d+ bytes/);
  const large = await post(template(`    // ${'x'.repeat(100 * 1024)}`));
  assertPlatformError(t, large, 400, ['content']);
  t.match(large.body.error, /^content: is \d+ bytes, the limit is 65536/);

  const token = await platformToken('ada@example.test');
  const rawBody = Buffer.concat([
    Buffer.from(`{"project_id":"${projectId}","name":"bad.circom","file_type":"circuit","content":"`),
    Buffer.from([0xff, 0xfe]),
    Buffer.from('"}'),
  ]);
  const raw = await app.request('/api/circom-files', { method: 'POST', token, headers: { 'Content-Type': 'application/json' }, body: rawBody });
  t.equal(raw.status, 400);
  t.match(await raw.json(), { error: 'body: is not valid UTF-8' });
  const surrogate = await post('// \uD800');
  assertPlatformError(t, surrogate, 400, ['content']);
  t.match(surrogate.body.error, /^content: must not contain a lone UTF-16 surrogate/);
  assertPlatformError(t, await ada('PUT', '/api/circom-files', { files: [{ id: multiplier, content: '// \uDC00' }] }), 400, ['files[0].content']);

  t.notOk(
    (await ada('GET', '/api/circom-files')).body.files.some((f: { name: string }) => f.name === 'huge.circom' || f.name === 'bad.circom'),
    'nothing was stored',
  );
  t.match(await compilation(multiplier), { status: 'succeeded', public_signals: ['33'] }, 'the service carries on');
});
