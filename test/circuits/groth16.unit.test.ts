import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBn128 } from 'ffjavascript';
import * as snarkjs from 'snarkjs';
import t from 'tap';
import { buildCircuit, compileCircuit, PtauUnavailableError, setupGroth16, type CircuitDeps } from '../../src/circuits/toolchain/circuits.js';
import { sha256 } from '../../src/circuits/toolchain/provenance.js';
import { sampleCircuit } from '../helpers/sample-circuits.js';
import { TaskPool } from '../../src/core/pool/task-pool.js';
import { testConfig } from '../helpers/app.js';

// Proving in this (main) thread: a single-threaded curve, so no curve workers outlive the test.
(globalThis as { curve_bn128?: unknown }).curve_bn128 = await buildBn128(true);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-circuits-'));
t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const pool = new TaskPool({ threads: 2, memoryLimitMb: 1024, taskTimeoutMs: 600_000 });
t.teardown(() => pool.close());
const deps = (env: Record<string, string> = {}): CircuitDeps => ({ pool, config: testConfig({ DATA_DIR: dataDir, ...env }).circuits });

const poseidon = { name: 'poseidon_preimage.circom', content: sampleCircuit('poseidon_preimage.circom') };
// Poseidon([1, 2]): circomlibjs's published test vector.
const PREIMAGE = ['1', '2'];
const HASH = '7853200120776062878684798364095072458815029376092732009249414926327459813530';

t.test('the Poseidon circuit compiles and sets up; its keys prove and verify with snarkjs', async (t) => {
  const built = await buildCircuit(deps(), { files: [poseidon], mainFile: poseidon.name, optimization: 'O2' });
  const { artifacts, provenance } = built;

  t.match(provenance, {
    compiler: { name: 'circom', version: '2.2.3', flags: ['--r1cs', '--wasm', '--sym', '--O2'] },
    publicInputs: 1,
    publicOutputs: 0,
    privateInputs: 2,
    ptau: { file: 'dev_08.ptau', power: 8, source: 'insecure-dev' },
  });
  t.ok(provenance.constraints > 200 && provenance.constraints < 256, `Poseidon(2) at O2 has ${provenance.constraints} constraints`);
  t.equal(provenance.sha256.r1cs, sha256(artifacts['circuit.r1cs']));
  t.equal(provenance.sha256.zkey, sha256(artifacts['circuit_final.zkey']));
  t.equal(provenance.sha256.verificationKey, sha256(artifacts['verification_key.json']));
  t.equal(provenance.sha256.ptau, sha256(fs.readFileSync(path.join(dataDir, 'ptau-dev', 'dev_08.ptau'))));
  t.match(artifacts['verifier.sol'], /contract Groth16Verifier/);

  const { proof, publicSignals } = await snarkjs.groth16.fullProve(
    { preimage: PREIMAGE, hash: HASH },
    { type: 'mem', data: artifacts['circuit.wasm'] },
    { type: 'mem', data: artifacts['circuit_final.zkey'] },
  );
  t.same(publicSignals, [HASH]);
  const vk = JSON.parse(artifacts['verification_key.json']) as object;
  t.equal(await snarkjs.groth16.verify(vk, publicSignals, proof), true, 'the proof verifies against the exported key');
  t.equal(await snarkjs.groth16.verify(vk, ['1'], proof), false, 'a different public signal does not');

  // A second setup reuses the cached dev ptau, with a fresh contribution each time.
  const again = await setupGroth16(deps(), artifacts['circuit.r1cs']);
  t.equal(again.sha256.ptau, provenance.sha256.ptau);
  t.not(again.contributionHash, provenance.contributionHash);
});

t.test('ceremony files in PTAU_DIR are preferred and checked against the hash list', async (t) => {
  const devPtau = path.join(dataDir, 'ptau-dev', 'dev_08.ptau');
  const r1cs = (await compileCircuit(deps(), { files: [poseidon], mainFile: poseidon.name, optimization: 'O2' })).artifacts['circuit.r1cs'];
  const ptauDir = path.join(dataDir, 'ceremony');
  fs.mkdirSync(ptauDir);
  fs.copyFileSync(devPtau, path.join(ptauDir, 'powersOfTau28_hez_final_09.ptau'));
  const hash = sha256(fs.readFileSync(devPtau));

  const sums = path.join(dataDir, 'ptau.sha256');
  fs.writeFileSync(sums, `${hash}  powersOfTau28_hez_final_09.ptau\n`);
  const chosen = await setupGroth16(deps({ PTAU_DIR: ptauDir, PTAU_SHA256SUMS: sums }), r1cs);
  t.same(chosen.ptau, { file: 'powersOfTau28_hez_final_09.ptau', power: 9, source: 'ceremony' });

  fs.writeFileSync(sums, `${'0'.repeat(64)}  powersOfTau28_hez_final_09.ptau\n`);
  await t.rejects(setupGroth16(deps({ PTAU_DIR: ptauDir, PTAU_SHA256SUMS: sums }), r1cs), {
    name: 'PtauUnavailableError',
    message: /powersOfTau28_hez_final_09\.ptau does not match its SHA-256 in PTAU_SHA256SUMS/,
  });
});

t.test('without a fitting ptau and with dev ptau off, setup fails and says which file to add', async (t) => {
  t.equal(
    testConfig({ NODE_ENV: 'production', RECEIPT_KEY_ENCRYPTION_KEY: 'ab'.repeat(32) }).circuits.allowDevPtau,
    false,
    'dev ptau is off by default in production',
  );
  const r1cs = (await compileCircuit(deps(), { files: [poseidon], mainFile: poseidon.name, optimization: 'O2' })).artifacts['circuit.r1cs'];
  const error = await setupGroth16(deps({ ALLOW_DEV_PTAU: 'false', PTAU_DIR: path.join(dataDir, 'empty') }), r1cs).catch((e: unknown) => e);
  t.type(error, PtauUnavailableError);
  t.match((error as Error).message, /add powersOfTau28_hez_final_08\.ptau/);
  await t.rejects(setupGroth16(deps({ CIRCUIT_MAX_POWER: '7' }), r1cs), { message: /power 8 .*limit is power 7/ });
});

t.test("a dev ptau generation first clears the temporary files left by this process and by this host's dead ones, and no other's", async (t) => {
  const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-ptau-leftovers-'));
  t.teardown(() => fs.rmSync(ownDir, { recursive: true, force: true }));
  const devDir = path.join(ownDir, 'ptau-dev');
  fs.mkdirSync(devDir);
  // Above the kernel's largest pid (2^22), so certainly no running process.
  const deadPid = 2 ** 22 + 1;
  const host = os.hostname();
  const leftovers = {
    ofThisProcess: `dev_08.ptau.${host}.${process.pid}.tmp`,
    ofADeadProcess: `dev_08.ptau.${host}.${deadPid}.tmp`,
    ofALiveProcess: `dev_08.ptau.${host}.${process.ppid}.tmp`,
    ofAnotherHost: `dev_08.ptau.elsewhere.${deadPid}.tmp`,
  };
  for (const name of Object.values(leftovers)) fs.writeFileSync(path.join(devDir, name), 'a generation that never finished');

  const r1cs = (await compileCircuit(deps(), { files: [poseidon], mainFile: poseidon.name, optimization: 'O2' })).artifacts['circuit.r1cs'];
  const setup = await setupGroth16(deps({ DATA_DIR: ownDir }), r1cs);
  t.match(setup.ptau, { file: 'dev_08.ptau', source: 'insecure-dev' }, 'generated');
  t.same(
    fs.readdirSync(devDir).sort(),
    ['dev_08.ptau', leftovers.ofAnotherHost, leftovers.ofALiveProcess].sort(),
    "this process's and the dead process's are gone; a running process's and another host's may be in use, and stay",
  );
});
