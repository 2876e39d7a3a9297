import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { buildBn128 } from 'ffjavascript';
import * as snarkjs from 'snarkjs';
import t, { type Test } from 'tap';
import { zkProofSchema } from '../../src/circuits/schemas.js';
import { startTestApp } from '../helpers/app.js';
import { enqueue } from '../../src/core/jobs/enqueue.js';
import { acmeTeam, assertShape, jobDone, sampleCircuit, settleProof, upload } from '../helpers/circuits.js';
import { assertPlatformError, platformToken } from '../helpers/platform.js';
import { idShape } from '../helpers/ids.js';

// Proving in this (main) thread: a single-threaded curve, so no curve workers outlive the test.
(globalThis as { curve_bn128?: unknown }).curve_bn128 = await buildBn128(true);

// O2 keeps Poseidon(2) under 256 constraints: a power-8 ptau, generated in seconds once per DATA_DIR.
const app = await startTestApp(t, { env: { CIRCOM_OPTIMIZATION: 'O2' } });
const { ada, bob, eve, projectId, secretKeys } = await acmeTeam(app);

// Poseidon([1, 2]): circomlibjs's published test vector.
const HASH = '7853200120776062878684798364095072458815029376092732009249414926327459813530';
const INPUT = { preimage: ['1', '2'], hash: HASH };
const CIRCUIT = 'poseidon_preimage.circom';
const circuitId = await upload(ada, projectId, CIRCUIT, sampleCircuit(CIRCUIT));
await upload(ada, projectId, 'input.json', JSON.stringify(INPUT), 'input');

const bobToken = await platformToken('bob@example.test');
/** Downloads an artifact as a member: its bytes and headers. */
async function download(proofId: string, name: string, query = '') {
  const response = await app.request(`/api/zk-proofs/${proofId}/artifacts/${name}${query}`, { token: bobToken });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function prove(proofId: string, query = '') {
  const wasm = await download(proofId, 'circuit.wasm', query);
  const zkey = await download(proofId, 'circuit_final.zkey', query);
  return snarkjs.groth16.fullProve(INPUT, { type: 'mem', data: wasm.bytes }, { type: 'mem', data: zkey.bytes });
}

/** Starts a compile as the admin: 202 with a message only. */
async function compile(t: Test, proofId: string) {
  const started = await ada('POST', `/api/zk-proofs/${proofId}/compile`);
  t.same(started.status, 202, 'compile answers 202');
  t.type(started.body.message, 'string');
  t.same(Object.keys(started.body), ['message']);
}

const isoDate = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
let proofId: string;
let firstProof: Awaited<ReturnType<typeof prove>>;
let firstKey: object;

t.test('a record is created as a draft naming a circuit file of its project', async (t) => {
  assertPlatformError(t, await ada('POST', '/api/zk-proofs', { name: 'P', project_id: projectId, circuit_path: 'missing.circom' }), 400, ['circuit_path']);
  assertPlatformError(t, await ada('POST', '/api/zk-proofs', { name: 'P', project_id: projectId, circuit_path: 'input.json' }), 400, ['circuit_path']);
  assertPlatformError(t, await ada('POST', '/api/zk-proofs', { name: ' ', project_id: projectId, circuit_path: CIRCUIT }), 400, ['name']);
  assertPlatformError(t, await ada('POST', '/api/zk-proofs', {}), 400, ['name', 'project_id', 'circuit_path']);
  assertPlatformError(t, await bob('POST', '/api/zk-proofs', { name: 'P', project_id: projectId, circuit_path: CIRCUIT }), 403);
  assertPlatformError(t, await eve('POST', '/api/zk-proofs', { name: 'P', project_id: projectId, circuit_path: CIRCUIT }), 404);

  const created = await ada('POST', '/api/zk-proofs', { name: 'Preimage', project_id: projectId, circuit_path: CIRCUIT });
  t.equal(created.status, 201);
  t.same(Object.keys(created.body), ['proof']);
  const proof = created.body.proof;
  assertShape(t, zkProofSchema, proof, 'the record');
  t.match(proof, {
    id: idShape('zkp'),
    name: 'Preimage',
    project_id: projectId,
    status: 'draft',
    circuit_path: CIRCUIT,
    created_at: isoDate,
    updated_at: isoDate,
  });
  t.same([proof.verification_key, proof.proving_key, proof.version, proof.error, proof.stage, proof.progress], ['', '', null, null, null, null]);
  proofId = proof.id;

  t.same((await bob('GET', `/api/zk-proofs/${proofId}`)).body.proof, proof, 'a member reads it');
  t.same((await bob('GET', '/api/zk-proofs')).body.proofs, [proof]);
  t.same((await eve('GET', '/api/zk-proofs')).body.proofs, [], 'an outsider lists nothing');
  assertPlatformError(t, await eve('GET', `/api/zk-proofs/${proofId}`), 404);
  t.equal((await download(proofId, 'circuit.wasm')).status, 404, 'a draft has no artifacts');

  const renamed = await ada('PATCH', `/api/zk-proofs/${proofId}`, { name: 'Poseidon preimage' });
  t.equal(renamed.body.proof.name, 'Poseidon preimage');
  assertPlatformError(t, await bob('PATCH', `/api/zk-proofs/${proofId}`, { name: 'Bob' }), 403);
  assertPlatformError(t, await eve('PATCH', `/api/zk-proofs/${proofId}`, { name: 'Eve' }), 404);
  assertPlatformError(t, await ada('PATCH', `/api/zk-proofs/${proofId}`, { name: 'x', circuit_path: 'y' }), 400, ['circuit_path']);
});

t.test('compiling the Poseidon circuit gives keys that snarkjs proves and verifies with', async (t) => {
  assertPlatformError(t, await bob('POST', `/api/zk-proofs/${proofId}/compile`), 403);
  assertPlatformError(t, await eve('POST', `/api/zk-proofs/${proofId}/compile`), 404);
  await compile(t, proofId);
  const during = (await ada('GET', `/api/zk-proofs/${proofId}`)).body.proof;
  assertShape(t, zkProofSchema, during, 'the record while compiling');
  t.equal(during.status, 'compiling');
  t.ok(
    ['queued', 'compile', 'setup', 'storing'].includes(during.stage) && during.progress >= 0 && during.progress <= 100,
    `stage ${during.stage} at ${during.progress}%`,
  );
  assertPlatformError(t, await ada('POST', `/api/zk-proofs/${proofId}/compile`), 409, undefined, 'conflict');

  const proof = await settleProof(ada, proofId);
  assertShape(t, zkProofSchema, proof, 'the compiled record');
  t.match(proof, {
    status: 'compiled',
    version: 1,
    error: null,
    stage: null,
    progress: null,
    proving_key: `/api/zk-proofs/${proofId}/artifacts/circuit_final.zkey`,
  });
  firstKey = JSON.parse(proof.verification_key);
  t.match(firstKey, { protocol: 'groth16', curve: 'bn128', nPublic: 1 });

  firstProof = await prove(proofId);
  t.same(firstProof.publicSignals, [HASH]);
  t.equal(await snarkjs.groth16.verify(firstKey, firstProof.publicSignals, firstProof.proof), true, "the proof verifies with the record's verification_key");
  t.equal(await snarkjs.groth16.verify(firstKey, ['1'], firstProof.proof), false, 'not with another public signal');
});

t.test('the compiled record verifies proofs on /v1, with receipts checked against the published keys', async (t) => {
  // The two halves of the product on one record: the platform compiled it, the public interface
  // verifies against the key of its version in force.
  const verify = (publicSignals: string[]) =>
    app.request(`/v1/zk/proofs/${proofId}/verify`, {
      method: 'POST',
      token: secretKeys.test,
      json: { proof: firstProof.proof, public_signals: publicSignals },
    });
  const accepted = await verify(firstProof.publicSignals);
  t.equal(accepted.status, 200);
  const body = (await accepted.json()) as { object: string; proof_id: string; verified: boolean; receipt: string };
  t.match(body, { object: 'zk.verification', proof_id: proofId, verified: true });
  const jwks = await (await app.request('/v1/.well-known/jwks.json')).json();
  const { payload } = await jwtVerify(body.receipt, createLocalJWKSet(jwks as never), { algorithms: ['EdDSA'] });
  t.match(payload, {
    proof_id: proofId,
    verified: true,
    network: 'testnet',
    public_signals_hash: createHash('sha256')
      .update(JSON.stringify([HASH]))
      .digest('hex'),
  });

  const refused = (await (await verify(['1'])).json()) as { verified: boolean };
  t.equal(refused.verified, false, 'another public signal is refused, with a receipt saying so');
});

t.test('members download the artifacts by name, each checked by its hash', async (t) => {
  const expected: Record<string, RegExp> = {
    'circuit.r1cs': /^application\/octet-stream/,
    'circuit.wasm': /^application\/wasm/,
    'circuit_final.zkey': /^application\/octet-stream/,
    'verification_key.json': /^application\/json/,
    'verifier.sol': /^text\/plain/,
  };
  for (const [name, type] of Object.entries(expected)) {
    const artifact = await download(proofId, name);
    t.equal(artifact.status, 200, `${name} downloads`);
    t.match(artifact.headers.get('content-type'), type);
    t.equal(artifact.headers.get('etag'), `"${createHash('sha256').update(artifact.bytes).digest('hex')}"`, `${name}'s ETag is its SHA-256`);
    t.equal(artifact.headers.get('x-proof-version'), '1');
    t.ok(artifact.bytes.byteLength > 0);
  }
  t.same(JSON.parse(Buffer.from((await download(proofId, 'verification_key.json')).bytes).toString()), firstKey);
  t.match(Buffer.from((await download(proofId, 'verifier.sol')).bytes).toString(), /contract Groth16Verifier/);
  t.equal((await download(proofId, 'circuit.zkey')).status, 404, 'an unknown name is 404');
  t.equal((await download(proofId, 'circuit.wasm', '?version=2')).status, 404, 'a version that does not exist is 404');
  t.equal((await download(proofId, 'circuit.wasm', '?version=x')).status, 400);
  const outsider = await app.request(`/api/zk-proofs/${proofId}/artifacts/circuit_final.zkey`, { token: await platformToken('eve@example.test') });
  t.equal(outsider.status, 404, 'an outsider cannot download');
});

t.test('a compile job that runs again (as after a worker crash) changes nothing once its version is stored', async (t) => {
  const before = (await ada('GET', `/api/zk-proofs/${proofId}`)).body.proof;
  await jobDone(app.db, await enqueue(app.db, 'circuits.compile_proof', { proof_id: proofId, version: 1 }));
  t.same((await ada('GET', `/api/zk-proofs/${proofId}`)).body.proof, before, 'the record is untouched');
  const { rows } = await app.db.query('SELECT version FROM zk_proof_versions WHERE proof_id = $1', [proofId]);
  t.same(rows, [{ version: 1 }], 'no second version was made');
});

t.test('recompiling makes version 2; version 1 stays in force until then and downloadable after', async (t) => {
  await compile(t, proofId);
  const during = (await ada('GET', `/api/zk-proofs/${proofId}`)).body.proof;
  t.equal(during.version, 1, 'version 1 is in force while version 2 compiles');
  t.same(JSON.parse(during.verification_key), firstKey);

  const proof = await settleProof(ada, proofId);
  t.match(proof, { status: 'compiled', version: 2 });
  const secondKey = JSON.parse(proof.verification_key);
  t.notSame(secondKey, firstKey, 'a fresh phase-2 contribution gives a new key');
  const second = await prove(proofId);
  t.equal(await snarkjs.groth16.verify(secondKey, second.publicSignals, second.proof), true, 'version 2 proves and verifies');
  t.equal(await snarkjs.groth16.verify(secondKey, firstProof.publicSignals, firstProof.proof), false, "a version-1 proof does not verify with version 2's key");

  const old = await prove(proofId, '?version=1');
  t.equal(await snarkjs.groth16.verify(firstKey, old.publicSignals, old.proof), true, "version 1's artifacts still prove against its key");
  t.same(JSON.parse(Buffer.from((await download(proofId, 'verification_key.json', '?version=1')).bytes).toString()), firstKey);
});

t.test('a compile error fails the record with the file and line; the version in force stays', async (t) => {
  const broken = sampleCircuit(CIRCUIT).replace('hasher.inputs[1] <== preimage[1];', 'hasher.inputs[1] <== preimage[1] + undeclared;');
  t.equal((await ada('PUT', '/api/circom-files', { files: [{ id: circuitId, content: broken }] })).status, 200);
  await compile(t, proofId);
  const proof = await settleProof(ada, proofId);
  assertShape(t, zkProofSchema, proof, 'the failed record');
  t.match(proof, { status: 'failed', stage: 'compile', progress: null, version: 2 });
  t.match(proof.error, /^poseidon_preimage\.circom:12:\d+: .*undeclared|^poseidon_preimage\.circom:12:\d+: Undeclared symbol/);
  t.ok(proof.verification_key, 'the key of version 2 is still there');

  // Its circuit file deleted, the record fails naming circuit_path.
  await ada('DELETE', `/api/circom-files/${circuitId}`);
  await compile(t, proofId);
  const missing = await settleProof(ada, proofId);
  t.match(missing, { status: 'failed', error: /circuit_path: the project has no circuit file named "poseidon_preimage\.circom"/ });
});
