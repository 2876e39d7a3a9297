/**
 * Pool task: verify a batch of Groth16 proofs of one verification key. mcl is initialised once
 * per thread, and prepared keys are cached per thread by vkHash (cachedVerificationKey).
 */
import type { FieldProblem } from '../src/core/errors.js';
import { initMcl } from '../src/verification/groth16/batch-verifier.js';
import { type VerifyItemInput, type VerifyItemResult, cachedVerificationKey, verifyItems } from '../src/verification/groth16/verify-items.js';

export interface Groth16VerifyInput {
  /** snarkjs verification_key.json content. */
  vk: unknown;
  /** The key's vk_hash (canonical-hash.ts), the cache key. */
  vkHash: string;
  items: VerifyItemInput[];
}
/** `ms`: the task's time in this thread (the key's preparation on a cold cache included). */
export type Groth16VerifyOutput = ({ results: VerifyItemResult[] } | { vkError: FieldProblem[] }) & { ms: number };

export default async function groth16Verify({ vk, vkHash, items }: Groth16VerifyInput): Promise<Groth16VerifyOutput> {
  const started = performance.now();
  await initMcl();
  const key = cachedVerificationKey(vkHash, vk);
  if (Array.isArray(key)) return { vkError: key, ms: performance.now() - started };
  const results = verifyItems(key, items);
  return { results, ms: performance.now() - started };
}
