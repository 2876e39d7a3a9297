/**
 * The hashes a receipt names: SHA-256 (lowercase hex) of a canonical JSON text of the parsed
 * values, so that anyone holding the snarkjs JSON can recompute them (docs/receipts.md):
 *
 *   public_signals_hash = sha256(JSON.stringify(["s0", "s1", ...]))
 *   proof_hash          = sha256(JSON.stringify([[ax, ay], [[bx0, bx1], [by0, by1]], [cx, cy]]))
 *   vk_hash             = sha256(JSON.stringify(["groth16", "bn128", nPublic, alpha, beta, gamma, delta, [IC_0, ...]]))
 *
 * Numbers are canonical decimal strings; G1 points [x, y], G2 points [[x0, x1], [y0, y1]] in
 * snarkjs's c0-first order, both affine without the z coordinate; no whitespace.
 */
import { createHash } from 'node:crypto';
import type { G1Affine, G2Affine } from './bn254.js';
import type { Groth16Proof, Groth16VerificationKey } from './snarkjs-json.js';

// The texts are written out directly: for arrays of decimal strings and integers this is exactly
// what JSON.stringify writes (nothing needs escaping), at a fraction of its cost per proof.
const quoted = (n: bigint) => `"${n}"`;
const g1 = (p: G1Affine) => `[${quoted(p.x)},${quoted(p.y)}]`;
const g2 = (p: G2Affine) => `[[${quoted(p.x[0])},${quoted(p.x[1])}],[${quoted(p.y[0])},${quoted(p.y[1])}]]`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const publicSignalsHash = (signals: readonly bigint[]): string => sha256(`[${signals.map(quoted).join(',')}]`);

export const proofHash = (proof: Groth16Proof): string => sha256(`[${g1(proof.a)},${g2(proof.b)},${g1(proof.c)}]`);

export const vkHash = (vk: Groth16VerificationKey & { nPublic: number }): string =>
  sha256(`["groth16","bn128",${vk.nPublic},${g1(vk.alpha)},${g2(vk.beta)},${g2(vk.gamma)},${g2(vk.delta)},[${vk.ic.map(g1).join(',')}]]`);
