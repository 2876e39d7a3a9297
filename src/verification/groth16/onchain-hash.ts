/**
 * The 32-byte forms of a verification's hashes that a contract recomputes cheaply from the raw
 * values (docs/attestations.md), and the attestation leaf made of them. Each is keccak256 of the
 * values' 32-byte big-endian words, in the order a snarkjs Solidity verifier takes them (G2
 * coordinates imaginary part first, as `verifyProof`'s `pB`):
 *
 *   public_signals_keccak = keccak256(abi.encodePacked(uint256[] signals))           (N words)
 *   proof_keccak          = keccak256(abi.encode(uint256[2] pA, uint256[2][2] pB, uint256[2] pC))   (8 words)
 *   vk_keccak             = keccak256(abi.encodePacked(alpha, beta, gamma, delta, IC_0, ..., IC_n))
 *                           alpha, IC_i: [x, y]; beta, gamma, delta: [x1, x0, y1, y0]
 *   leaf                  = keccak256(abi.encode(vk_keccak, public_signals_keccak, proof_keccak))
 *
 * The receipt's SHA-256 hashes (canonical-hash.ts) stay as they are: these are their on-chain twins.
 */
import { keccak256 } from 'ethers';
import { keccak256Sync } from '../../core/keccak.js';
import type { G1Affine, G2Affine } from './bn254.js';
import type { Groth16Proof, Groth16VerificationKey } from './snarkjs-json.js';

/**
 * `values` as consecutive 32-byte big-endian words (each < 2^256, which field elements are): through
 * hex text, which costs a tenth of shifting each value out byte by byte.
 */
function words(values: readonly bigint[]): Uint8Array {
  return Buffer.from(values.map((value) => value.toString(16).padStart(64, '0')).join(''), 'hex');
}

const g1 = (p: G1Affine) => [p.x, p.y];
/** A G2 point as the EVM's pairing precompile (and `pB`) takes it: imaginary part first. */
const g2 = (p: G2Affine) => [p.x[1], p.x[0], p.y[1], p.y[0]];

/** keccak256 of the signals' words (initKeccak first). */
export const publicSignalsKeccak = (signals: readonly bigint[]): Uint8Array => keccak256Sync(words(signals));

/** keccak256 of pA, pB, pC as verifyProof takes them (initKeccak first). */
export const proofKeccak = (proof: Groth16Proof): Uint8Array => keccak256Sync(words([...g1(proof.a), ...g2(proof.b), ...g1(proof.c)]));

/**
 * keccak256 of the key's points as a snarkjs verifier holds them (the count of public signals is the
 * IC's length minus one), 0x-hex. Once per key version, on any thread (ethers' keccak, no set-up).
 */
export const vkKeccak = (vk: Groth16VerificationKey): string =>
  keccak256(words([...g1(vk.alpha), ...g2(vk.beta), ...g2(vk.gamma), ...g2(vk.delta), ...vk.ic.flatMap(g1)]));

/** The attestation leaf, 0x-hex: keccak256(abi.encode(vk_keccak, public_signals_keccak, proof_keccak)) (initKeccak first). */
export function attestationLeaf(vk: string, proof: Groth16Proof, signals: readonly bigint[]): string {
  const bytes = new Uint8Array(96);
  bytes.set(Buffer.from(vk.slice(2), 'hex'), 0);
  bytes.set(publicSignalsKeccak(signals), 32);
  bytes.set(proofKeccak(proof), 64);
  return `0x${Buffer.from(keccak256Sync(bytes)).toString('hex')}`;
}
