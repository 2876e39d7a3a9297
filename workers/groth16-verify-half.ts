/**
 * Pool task: one side of one Groth16 proof's check (verify-items.ts: verifyItemHalf), so that a
 * lone proof's two sides run on two threads at once and its verdict comes sooner. The key cache
 * is the one groth16-verify uses in the same thread.
 */
import type { FieldProblem } from '../src/core/errors.js';
import { initMcl } from '../src/verification/groth16/batch-verifier.js';
import { type HalfResult, type ProofHalf, type VerifyItemInput, cachedVerificationKey, verifyItemHalf } from '../src/verification/groth16/verify-items.js';

export interface Groth16VerifyHalfInput {
  vk: unknown;
  vkHash: string;
  item: VerifyItemInput;
  half: ProofHalf;
}
/** `ms`: the task's time in this thread (the key's preparation on a cold cache included). */
export type Groth16VerifyHalfOutput = ({ result: HalfResult } | { vkError: FieldProblem[] }) & { ms: number };

export default async function groth16VerifyHalf({ vk, vkHash, item, half }: Groth16VerifyHalfInput): Promise<Groth16VerifyHalfOutput> {
  const started = performance.now();
  await initMcl();
  const key = cachedVerificationKey(vkHash, vk);
  if (Array.isArray(key)) return { vkError: key, ms: performance.now() - started };
  return { result: verifyItemHalf(key, item, half), ms: performance.now() - started };
}
