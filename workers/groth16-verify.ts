/**
 * Pool task: verify a batch of Groth16 proofs of one verification key. mcl is initialised once
 * per thread and prepared keys are cached per thread by vkHash (at most 64, RecentMap),
 * so a key's e(alpha, beta) is computed once per thread, not once per task.
 */
import type { FieldProblem } from '../src/core/errors.js';
import { RecentMap } from '../src/core/recent-map.js';
import type { PreparedKey } from '../src/verification/groth16/batch-verifier.js';
import { initMcl } from '../src/verification/groth16/batch-verifier.js';
import { type VerifyItemInput, type VerifyItemResult, prepareVerificationKey, verifyItems } from '../src/verification/groth16/verify-items.js';

export interface Groth16VerifyInput {
  /** snarkjs verification_key.json content. */
  vk: unknown;
  /** The key's vk_hash (canonical-hash.ts), the cache key. */
  vkHash: string;
  items: VerifyItemInput[];
}
/** `ms`: the task's time in this thread (the key's preparation on a cold cache included). */
export type Groth16VerifyOutput = ({ results: VerifyItemResult[] } | { vkError: FieldProblem[] }) & { ms: number };

const keys = new RecentMap<string, PreparedKey>(64);

function preparedKey(vkHash: string, vk: unknown): PreparedKey | FieldProblem[] {
  const cached = keys.get(vkHash);
  if (cached) return cached;
  const prepared = prepareVerificationKey(vk);
  if (!prepared.ok) return prepared.problems;
  keys.set(vkHash, prepared.value);
  return prepared.value;
}

export default async function groth16Verify({ vk, vkHash, items }: Groth16VerifyInput): Promise<Groth16VerifyOutput> {
  const started = performance.now();
  await initMcl();
  const key = preparedKey(vkHash, vk);
  if (Array.isArray(key)) return { vkError: key, ms: performance.now() - started };
  const results = verifyItems(key, items);
  return { results, ms: performance.now() - started };
}
