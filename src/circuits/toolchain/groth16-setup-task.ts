import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadSnarkjs } from './snark-runtime.js';

export interface Groth16SetupTaskInput {
  r1cs: Uint8Array;
  ptauPath: string;
}

export interface Groth16SetupTaskOutput {
  zkey: Uint8Array;
  /** verification_key.json as snarkjs exports it. */
  verificationKey: string;
  verifierSol: string;
  /** snarkjs's hash of the phase-2 contribution, for the provenance record. */
  contributionHash: string;
  timings: { newZkeyMs: number; contributeMs: number; exportMs: number };
}

const verifierTemplate = path.join(path.dirname(createRequire(import.meta.url).resolve('snarkjs')), '..', 'templates', 'verifier_groth16.sol.ejs');

/**
 * Groth16 setup in a pool thread: a new zkey from the r1cs and a prepared ptau, one phase-2
 * contribution with fresh randomness, then the verification key and the Solidity verifier.
 */
export async function groth16Setup({ r1cs, ptauPath }: Groth16SetupTaskInput): Promise<Groth16SetupTaskOutput> {
  const snarkjs = await loadSnarkjs();
  const clock = stopwatch();
  const initial: { type: 'mem'; data?: Uint8Array } = { type: 'mem' };
  // newZKey reports a circuit too big for the ptau (or an unprepared ptau) by returning -1.
  const created = await snarkjs.zKey.newZKey({ type: 'mem', data: r1cs }, ptauPath, initial);
  if (created === -1 || !initial.data)
    throw new Error(`Groth16 setup failed: the powers-of-tau file ${path.basename(ptauPath)} is too small or not prepared for phase 2`);
  const newZkeyMs = clock();
  const final: { type: 'mem'; data?: Uint8Array } = { type: 'mem' };
  const hash = await snarkjs.zKey.contribute(initial, final, 'proofpay phase 2', randomBytes(32).toString('hex'));
  if (!final.data) throw new Error('Groth16 setup failed: the phase-2 contribution produced no zkey');
  const contributeMs = clock();
  const verificationKey = await snarkjs.zKey.exportVerificationKey(final);
  const verifierSol = await snarkjs.zKey.exportSolidityVerifier(final, { groth16: fs.readFileSync(verifierTemplate, 'utf8') });
  return {
    zkey: final.data,
    verificationKey: JSON.stringify(verificationKey, null, 1),
    verifierSol,
    contributionHash: Buffer.from(hash).toString('hex'),
    timings: { newZkeyMs, contributeMs, exportMs: clock() },
  };
}

export interface DevPtauTaskInput {
  power: number;
  /** Final location. */
  path: string;
  /** Written first, in the same folder, then renamed to `path`; the caller removes it if the task does not finish. */
  temporary: string;
}

/**
 * An insecure powers-of-tau file for development: one local contribution whose toxic waste this
 * process saw, so it must never back production keys. Prepared for phase 2.
 */
export async function generateDevPtau({ power, path: target, temporary }: DevPtauTaskInput): Promise<{ path: string; power: number }> {
  const snarkjs = await loadSnarkjs();
  const curve = (globalThis as { curve_bn128?: unknown }).curve_bn128;
  const fresh: { type: 'mem'; data?: Uint8Array } = { type: 'mem' };
  const contributed: { type: 'mem'; data?: Uint8Array } = { type: 'mem' };
  await snarkjs.powersOfTau.newAccumulator(curve, power, fresh);
  await snarkjs.powersOfTau.contribute(fresh, contributed, 'proofpay insecure dev', randomBytes(32).toString('hex'));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await snarkjs.powersOfTau.preparePhase2(contributed, temporary);
  fs.renameSync(temporary, target);
  return { path: target, power };
}

function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = Math.round(now - last);
    last = now;
    return elapsed;
  };
}
