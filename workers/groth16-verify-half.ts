/**
 * Pool task: one side of one Groth16 proof's check (verify-items.ts: verifyItemHalf), so that a
 * lone proof's two sides run on two threads at once and its verdict comes sooner. The key is
 * prepared once per thread, in the cache groth16-verify uses (withVerificationKey).
 */
import type { FieldProblem } from '../src/core/errors.js';
import { type HalfResult, type ProofHalf, type VerifyItemInput, verifyItemHalf, withVerificationKey } from '../src/verification/groth16/verify-items.js';
import type { Groth16VerifyInput } from './groth16-verify.js';

/** The key as groth16-verify takes it (its JSON text and vk_hash), and one item's side. */
export interface Groth16VerifyHalfInput extends Omit<Groth16VerifyInput, 'items'> {
  item: VerifyItemInput;
  half: ProofHalf;
}
/** `ms`: the task's time in this thread (the key's preparation on a cold cache included). */
export type Groth16VerifyHalfOutput = ({ result: HalfResult } | { vkError: FieldProblem[] }) & { ms: number };

export default function groth16VerifyHalf({ vkText, vkHash, vkKeccak, item, half }: Groth16VerifyHalfInput): Promise<Groth16VerifyHalfOutput> {
  return withVerificationKey(vkHash, vkText, (key) => ({ result: verifyItemHalf(key, item, half, vkKeccak) }));
}
