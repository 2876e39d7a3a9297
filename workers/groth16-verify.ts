/**
 * Pool task: verify a batch of Groth16 proofs of one verification key, with the key prepared once
 * per thread (verify-items.ts: withVerificationKey).
 */
import type { FieldProblem } from '../src/core/errors.js';
import { type VerifyItemInput, type VerifyItemResult, verifyItems, withVerificationKey } from '../src/verification/groth16/verify-items.js';

export interface Groth16VerifyInput {
  /** snarkjs verification_key.json, as text: parsed only by a thread that has not prepared the key. */
  vkText: string;
  /** The key's vk_hash (canonical-hash.ts), the cache key. */
  vkHash: string;
  /** The key's keccak256 form (onchain-hash.ts: vkKeccak): with it, each item gets its attestation leaf. */
  vkKeccak?: string;
  items: VerifyItemInput[];
}
/** `ms`: the task's time in this thread (the key's preparation on a cold cache included). */
export type Groth16VerifyOutput = ({ results: VerifyItemResult[] } | { vkError: FieldProblem[] }) & { ms: number };

export default function groth16Verify({ vkText, vkHash, vkKeccak, items }: Groth16VerifyInput): Promise<Groth16VerifyOutput> {
  return withVerificationKey(vkHash, vkText, (key) => ({ results: verifyItems(key, items, vkKeccak) }));
}
