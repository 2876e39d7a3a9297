/**
 * Attestation trees in @openzeppelin/merkle-tree's format (SimpleMerkleTree, sorted leaves): leaves
 * sorted ascending, leaf k at node 2n - 2 - k, node i = keccak256(sort(node 2i + 1, node 2i + 2)),
 * the root at node 0. So a path checks with OpenZeppelin's `MerkleProof.verify` (the tests compare
 * roots and paths with the library's). The library itself takes about 30 s for 65,536 leaves here;
 * this builds the same tree with the WebAssembly keccak in about a second, in a pool thread
 * (workers/attestation-tree.ts).
 */
import { keccak256Sync } from '../core/keccak.js';

export interface BuiltTree {
  /** Every node, 32 bytes each, root first. */
  nodes: Buffer;
  /** Per input leaf (input order), its position among the tree's (sorted) leaves. */
  leafIndexes: number[];
}

/** The tree of `leaves` (32 bytes each, at least one; initKeccak first). */
export function buildTree(leaves: readonly Uint8Array[]): BuiltTree {
  const n = leaves.length;
  if (n === 0) throw new Error('buildTree: no leaves');
  const order = leaves.map((_, i) => i).sort((a, b) => Buffer.compare(leaves[a]!, leaves[b]!));
  const nodes = Buffer.alloc((2 * n - 1) * 32);
  const leafIndexes = new Array<number>(n);
  order.forEach((input, k) => {
    leafIndexes[input] = k;
    nodes.set(leaves[input]!, (2 * n - 2 - k) * 32);
  });
  const pair = new Uint8Array(64);
  for (let i = n - 2; i >= 0; i--) {
    const left = nodes.subarray((2 * i + 1) * 32, (2 * i + 2) * 32);
    const right = nodes.subarray((2 * i + 2) * 32, (2 * i + 3) * 32);
    const [a, b] = Buffer.compare(left, right) <= 0 ? [left, right] : [right, left];
    pair.set(a, 0);
    pair.set(b, 32);
    nodes.set(keccak256Sync(pair), i * 32);
  }
  return { nodes, leafIndexes };
}

/** The node index of leaf `leafIndex` in a tree of `leafCount` leaves. */
export const leafNode = (leafCount: number, leafIndex: number): number => 2 * leafCount - 2 - leafIndex;

/** The node indexes of a leaf's path, from the leaf's sibling up to the root's children (OpenZeppelin's getProof order). */
export function pathNodes(leafCount: number, leafIndex: number): number[] {
  const path: number[] = [];
  for (let i = leafNode(leafCount, leafIndex); i > 0; i = Math.floor((i - 1) / 2)) path.push(i % 2 === 1 ? i + 1 : i - 1);
  return path;
}
