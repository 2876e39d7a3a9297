import t from 'tap';
import { compilationSchema } from '../../src/circuits/schemas.js';
import { startTestApp } from '../helpers/app.js';
import { enqueue } from '../../src/core/jobs/enqueue.js';
import { acmeTeam, assertShape, jobDone, sampleCircuit, settleCompilation, upload } from '../helpers/circuits.js';
import { assertPlatformError, newProject } from '../helpers/platform.js';
import { idShape } from '../helpers/ids.js';

const app = await startTestApp(t);
const { ada, bob, eve, projectId } = await acmeTeam(app);

const multiplier = await upload(ada, projectId, 'multiplier.circom', sampleCircuit('multiplier.circom'));
const factors = await upload(ada, projectId, 'factors.json', '{"a": 3, "b": "11"}', 'input');

async function start(circuitFileId: string, inputFileId: string): Promise<string> {
  const started = await ada('POST', '/api/circom-compilations', { project_id: projectId, circuit_file_id: circuitFileId, input_file_id: inputFileId });
  if (started.status !== 202) throw new Error(`compilation answered ${started.status}: ${JSON.stringify(started.body)}`);
  return started.body.compilation_id;
}

t.test('a compilation answers 202 with its id, then the public output, counts and timings', async (t) => {
  const started = await ada('POST', '/api/circom-compilations', { project_id: projectId, circuit_file_id: multiplier, input_file_id: factors });
  t.equal(started.status, 202);
  t.same(Object.keys(started.body), ['compilation_id']);
  t.match(started.body.compilation_id, idShape('cc'));

  const compilation = await settleCompilation(bob, started.body.compilation_id);
  assertShape(t, compilationSchema, compilation, 'the compilation');
  t.match(compilation, {
    id: started.body.compilation_id,
    project_id: projectId,
    circuit_file_id: multiplier,
    input_file_id: factors,
    status: 'succeeded',
    error: null,
    constraints: { constraints: 1, public_inputs: 0, public_outputs: 1, private_inputs: 2 },
    public_signals: ['33'],
    public_outputs: [{ name: 'main.c', value: '33' }],
    errors: [],
    compiler: { name: 'circom', version: '2.2.3' },
    timings: { compile_ms: Number, witness_ms: Number, total_ms: Number },
  });
  t.ok(compilation.started_at <= compilation.finished_at);
  assertPlatformError(t, await eve('GET', `/api/circom-compilations/${compilation.id}`), 404);

  // The job run again (as after a worker crash) leaves a finished compilation alone.
  await jobDone(app.db, await enqueue(app.db, 'circuits.run_compilation', { compilation_id: compilation.id }));
  t.same((await bob('GET', `/api/circom-compilations/${compilation.id}`)).body.compilation, compilation, 'a rerun changes nothing');
});

t.test('an input that violates a constraint fails with the template and line', async (t) => {
  const poseidon = await upload(ada, projectId, 'poseidon_preimage.circom', sampleCircuit('poseidon_preimage.circom'));
  const wrongHash = await upload(ada, projectId, 'wrong-hash.json', '{"preimage": [1, 2], "hash": "5"}', 'input');
  const compilation = await settleCompilation(ada, await start(poseidon, wrongHash));
  assertShape(t, compilationSchema, compilation, 'the failed compilation');
  t.match(compilation, {
    status: 'failed',
    error: /Assert Failed.*PoseidonPreimage.*line: 13/,
    errors: [{ severity: 'error', code: 'WITNESS', line: 13 }],
    public_signals: null,
    constraints: { public_inputs: 1 },
  });
});

t.test('a compile error names the file and line', async (t) => {
  const broken = await upload(
    ada,
    projectId,
    'broken.circom',
    'pragma circom 2.1.0;\ntemplate T() {\n    signal input a;\n    signal output b;\n    b <== a * c;\n}\ncomponent main = T();\n',
  );
  const compilation = await settleCompilation(ada, await start(broken, factors));
  t.match(compilation, { status: 'failed', error: /^broken\.circom:5:\d+: /, errors: [{ file: 'broken.circom', line: 5 }], constraints: null });
});

t.test('files are checked: both of this project and of the right type; only admins start', async (t) => {
  const body = (fields: object) => ({ project_id: projectId, circuit_file_id: multiplier, input_file_id: factors, ...fields });
  assertPlatformError(t, await ada('POST', '/api/circom-compilations', body({ circuit_file_id: factors, input_file_id: multiplier })), 400, [
    'circuit_file_id',
    'input_file_id',
  ]);
  assertPlatformError(t, await ada('POST', '/api/circom-compilations', body({ input_file_id: 'cf_nope' })), 400, ['input_file_id']);
  const other = await newProject(ada, 'Other');
  assertPlatformError(t, await ada('POST', '/api/circom-compilations', body({ project_id: other.projectId })), 400, ['circuit_file_id', 'input_file_id']);
  assertPlatformError(t, await ada('POST', '/api/circom-compilations', {}), 400, ['project_id', 'circuit_file_id', 'input_file_id']);
  assertPlatformError(t, await bob('POST', '/api/circom-compilations', body({})), 403);
  assertPlatformError(t, await eve('POST', '/api/circom-compilations', body({})), 404);
  assertPlatformError(t, await ada('GET', '/api/circom-compilations/cc_nope'), 404);
});
