/**
 * Pool task: verify a batch of Groth16 proofs of one verification key, with the key prepared once
 * per thread (verify-items.ts: withVerificationKey), and, when asked, sign each verdict's receipt
 * here: a receipt per proof is the API's largest cost per proof, and the thread that verifies it
 * already holds what it claims, so the main thread only stores the verifications and answers.
 */
import type { FieldProblem } from '../src/core/errors.js';
import { newId } from '../src/core/ids.js';
import { type ReceiptPart, type ReceiptScope, verificationReceipt } from '../src/verification/receipts/compact-signer.js';
import { type VerifyItemInput, type VerifyItemResult, verifyItems, withVerificationKey } from '../src/verification/groth16/verify-items.js';

export interface Groth16VerifyInput {
  /** snarkjs verification_key.json, as text: parsed only by a thread that has not prepared the key. */
  vkText: string;
  /** The key's vk_hash (canonical-hash.ts), the cache key. */
  vkHash: string;
  /** The key's keccak256 form (onchain-hash.ts: vkKeccak): with it, each item gets its attestation leaf. */
  vkKeccak?: string;
  items: (VerifyItemInput & { proof_id?: string })[];
  /**
   * With it, each well-formed item's verification gets its id and signed receipt here (the items
   * must carry their proof_id), by the scope of its part: the items are the parts' items one after
   * another, as when waiting tasks of several requests are merged (merged-tasks.ts). Without, as
   * for a verdict an on-chain check may still change, the caller signs.
   */
  receipts?: ReceiptPart[] | undefined;
}
/** `ms`: the task's time in this thread (the key's preparation on a cold cache included). */
export type Groth16VerifyOutput = ({ results: VerifyItemResult[] } | { vkError: FieldProblem[] }) & { ms: number };

export default function groth16Verify({ vkText, vkHash, vkKeccak, items, receipts }: Groth16VerifyInput): Promise<Groth16VerifyOutput> {
  return withVerificationKey(vkHash, vkText, (key) => {
    const results = verifyItems(key, items, vkKeccak);
    if (!receipts) return { results };
    const scopes = receipts.flatMap(({ scope, count }) => new Array<ReceiptScope>(count).fill(scope));
    if (scopes.length !== items.length) throw new Error('groth16-verify: the receipt parts do not count the items');
    return {
      results: results.map((result, k): VerifyItemResult => {
        if ('error' in result) return result;
        const proofId = items[k]!.proof_id;
        if (proofId === undefined) throw new Error('groth16-verify: an item to sign a receipt for has no proof_id');
        const scope = scopes[k]!;
        const id = newId('zkv', scope.createdAt);
        return { ...result, signed: { id, receipt: verificationReceipt(scope, { id, proof_id: proofId, vk_hash: vkHash, ...result }) } };
      }),
    };
  });
}
