/** Pool task: an attestation tree of up to ATTESTATION_MAX_LEAVES leaves (src/attestations/tree.ts), off the worker's event loop. */
import { initKeccak } from '../src/core/keccak.js';
import { buildTree } from '../src/attestations/tree.js';

export interface AttestationTreeInput {
  /** The leaves, 32 bytes each, concatenated. */
  leaves: Uint8Array;
}

export interface AttestationTreeOutput {
  nodes: Uint8Array;
  leafIndexes: number[];
  ms: number;
}

export default async function attestationTree({ leaves }: AttestationTreeInput): Promise<AttestationTreeOutput> {
  const started = performance.now();
  await initKeccak();
  const count = leaves.length / 32;
  const built = buildTree(Array.from({ length: count }, (_, i) => leaves.subarray(i * 32, i * 32 + 32)));
  return { nodes: built.nodes, leafIndexes: built.leafIndexes, ms: performance.now() - started };
}
