import t from 'tap';
import { CircuitCompileError, compileCircuit, runCircomCompilation, type CircuitDeps } from '../../src/circuits/toolchain/circuits.js';
import { sampleCircuit } from '../helpers/sample-circuits.js';
import { TaskPool } from '../../src/core/pool/task-pool.js';
import { testConfig } from '../helpers/app.js';

const pool = new TaskPool({ threads: 1, memoryLimitMb: 512, taskTimeoutMs: 120_000 });
t.teardown(() => pool.close());
const deps: CircuitDeps = { pool, config: testConfig({}).circuits };
const sample = (name: string) => ({ name, content: sampleCircuit(name) });

t.test('a compilation returns the public output for its input file, with counts and timings', async (t) => {
  const report = await runCircomCompilation(deps, {
    files: [sample('multiplier.circom')],
    mainFile: 'multiplier.circom',
    input: { name: 'input.json', content: '{"a": 3, "b": "11"}' },
  });
  t.match(report, {
    status: 'succeeded',
    header: { nConstraints: 1, nOutputs: 1, nPublicInputs: 0, nPrivateInputs: 2 },
    compiler: { version: '2.2.3' },
    publicSignals: ['33'],
    publicOutputs: [{ name: 'main.c', value: '33' }],
    errors: [],
    timings: { compileMs: Number, witnessMs: Number, totalMs: Number },
  });
});

t.test("a circuit's log() output is returned, not printed by the service", async (t) => {
  const logging = {
    name: 'main.circom',
    content: 'pragma circom 2.1.0;\ntemplate T() {\n  signal input a;\n  signal output b;\n  b <== a * a;\n  log("square is", b);\n}\ncomponent main = T();\n',
  };
  const report = await runCircomCompilation(deps, { files: [logging], mainFile: 'main.circom', input: { name: 'input.json', content: '{"a": 7}' } });
  t.equal(report.status, 'succeeded');
  t.match(report.log, /square is 49/);
});

t.test('an input that violates a constraint fails with the template and line', async (t) => {
  const report = await runCircomCompilation(deps, {
    files: [sample('poseidon_preimage.circom')],
    mainFile: 'poseidon_preimage.circom',
    input: { name: 'input.json', content: '{"preimage": [1, 2], "hash": "5"}' },
  });
  t.equal(report.status, 'failed');
  t.equal(report.header?.nPublicInputs, 1, 'the circuit compiled; the witness failed');
  t.match(report.errors, [{ code: 'WITNESS', message: /Assert Failed.*PoseidonPreimage.*line: 13/, line: 13 }]);
  t.match(report.log, /Error in template PoseidonPreimage/);
});

t.test('bad input files fail with a message naming the problem', async (t) => {
  const run = (content: string | Uint8Array) =>
    runCircomCompilation(deps, { files: [sample('multiplier.circom')], mainFile: 'multiplier.circom', input: { name: 'input.json', content } });
  t.match((await run('[1, 2]')).errors, [{ code: 'INPUT', file: 'input.json', message: /must be a JSON object/ }]);
  t.match((await run('{"a": 1,')).errors, [{ code: 'INPUT', message: /not valid JSON/ }]);
  t.match((await run('{"a": 1.5, "b": 2}')).errors, [{ code: 'INPUT', message: /^a: numbers must be safe integers/ }]);
  t.match((await run('{"a": 1}')).errors, [{ code: 'WITNESS', message: /Not all inputs have been set/ }]);
  t.match((await run('{"a": 1, "b": 2, "z": 3}')).errors, [{ code: 'WITNESS', message: /input signal z/ }]);
});

t.test('compiler errors name the file and line, including in an included project file', async (t) => {
  const files = [
    { name: 'main.circom', content: 'pragma circom 2.1.0;\ninclude "lib/square.circom";\ncomponent main = Square();\n' },
    { name: 'lib/square.circom', content: 'pragma circom 2.1.0;\n\ntemplate Square() {\n    signal input x;\n    signal output y;\n    y <== x * z;\n}\n' },
  ];
  const error = await compileCircuit(deps, { files, mainFile: 'main.circom' }).catch((e: unknown) => e);
  t.type(error, CircuitCompileError);
  t.match((error as CircuitCompileError).diagnostics, [
    { severity: 'error', code: 'T2021', file: 'lib/square.circom', line: 6, column: 15, message: /Undeclared symbol/ },
  ]);
  t.match((error as Error).message, /^lib\/square\.circom:6:15: Undeclared symbol/);

  const fixed = [files[0]!, { name: 'lib/square.circom', content: files[1]!.content.replace('x * z', 'x * x') }];
  const compiled = await compileCircuit(deps, { files: fixed, mainFile: 'main.circom' });
  t.equal(compiled.header.nConstraints, 1, 'the same project compiles once the error is fixed');
  t.match(compiled.artifacts['circuit.sym'], /main\.y/);
});

t.test('an include of a file that is neither in the project nor in circomlib is a compile error', async (t) => {
  const files = [
    { name: 'main.circom', content: 'pragma circom 2.1.0;\ninclude "missing.circom";\ntemplate T() { signal input a; }\ncomponent main = T();\n' },
  ];
  await t.rejects(compileCircuit(deps, { files, mainFile: 'main.circom' }), {
    name: 'CircuitCompileError',
    message: /missing\.circom to be included has not been found/,
  });
});

t.test('the benchmark circuit merkle_batch compiles to tens of thousands of constraints', async (t) => {
  const compiled = await compileCircuit(deps, { files: [sample('merkle_batch.circom')], mainFile: 'merkle_batch.circom' });
  t.match(compiled.header, { nPublicInputs: 1, nOutputs: 0, nPrivateInputs: 8 + 2 * 8 * 16 });
  t.ok(compiled.header.nConstraints >= 20_000 && compiled.header.nConstraints < 100_000, `${compiled.header.nConstraints} constraints`);
});

t.test('only the files the main file includes are compiled and checked; a broken neighbour does not matter', async (t) => {
  const files = [
    { name: 'main.circom', content: 'pragma circom 2.1.0;\ninclude "lib/square.circom";\ncomponent main = Square();\n' },
    {
      name: 'lib/square.circom',
      content: 'pragma circom 2.1.0;\ninclude "../lib/helper.circom";\ntemplate Square() { signal input a; signal output b; b <== a * a; }\n',
    },
    { name: 'lib/helper.circom', content: 'pragma circom 2.1.0;\n' },
    { name: 'broken.circom', content: 'include "../../etc/passwd";\nthis is not circom\n' },
  ];
  const report = await runCircomCompilation(deps, { files, mainFile: 'main.circom', input: { name: 'input.json', content: '{"a": 5}' } });
  t.match(report, { status: 'failed', errors: [{ file: 'lib/square.circom', line: 2, message: /"\.\." is not allowed/ }] }, 'an included file is checked');

  files[1]!.content = 'pragma circom 2.1.0;\ninclude "helper.circom";\ntemplate Square() { signal input a; signal output b; b <== a * a; }\n';
  const fixed = await runCircomCompilation(deps, { files, mainFile: 'main.circom', input: { name: 'input.json', content: '{"a": 5}' } });
  t.match(fixed, { status: 'succeeded', publicSignals: ['25'] }, "includes resolve against the including file's folder; broken.circom is not reached");
  const withNeighbour = await compileCircuit(deps, { files, mainFile: 'main.circom' });
  const alone = await compileCircuit(deps, { files: files.slice(0, 3), mainFile: 'main.circom' });
  t.equal(withNeighbour.sha256.source, alone.sha256.source, 'the source digest covers the reached files only');
});
