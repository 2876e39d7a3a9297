/**
 * The attestation encodings and trees against independent implementations: each keccak form against
 * ethers' ABI encoder and keccak, the leaf likewise, and the service's trees (roots and every path)
 * against @openzeppelin/merkle-tree's SimpleMerkleTree for sizes 1 to 40 and one of 1,000.
 */
import { SimpleMerkleTree } from '@openzeppelin/merkle-tree';
import { AbiCoder, hexlify, keccak256, randomBytes, solidityPacked } from 'ethers';
import t from 'tap';
import { buildTree, pathNodes } from '../../src/attestations/tree.js';
import { initKeccak } from '../../src/core/keccak.js';
import { attestationLeaf, proofKeccak, publicSignalsKeccak, vkKeccak } from '../../src/verification/groth16/onchain-hash.js';

await initKeccak();
const abi = AbiCoder.defaultAbiCoder();
const rand = () => BigInt(hexlify(randomBytes(31)));
const g1 = () => ({ x: rand(), y: rand() });
const g2 = () => ({ x: [rand(), rand()] as const, y: [rand(), rand()] as const });
const hex = (bytes: Uint8Array) => hexlify(bytes);

t.test('keccak forms match abi.encode / abi.encodePacked, G2 imaginary part first', async (t) => {
  const proof = { a: g1(), b: g2(), c: g1() };
  const signals = [rand(), rand(), 0n, 1n];
  const swap = (p: { x: readonly [bigint, bigint]; y: readonly [bigint, bigint] }) => [
    [p.x[1], p.x[0]],
    [p.y[1], p.y[0]],
  ];
  t.equal(hex(publicSignalsKeccak(signals)), keccak256(solidityPacked(['uint256[]'], [signals])));
  t.equal(
    hex(proofKeccak(proof)),
    keccak256(abi.encode(['uint256[2]', 'uint256[2][2]', 'uint256[2]'], [[proof.a.x, proof.a.y], swap(proof.b), [proof.c.x, proof.c.y]])),
  );
  const vk = { alpha: g1(), beta: g2(), gamma: g2(), delta: g2(), ic: [g1(), g1(), g1()] };
  const words = abi.encode(
    ['uint256[2]', 'uint256[2][2]', 'uint256[2][2]', 'uint256[2][2]', 'uint256[2][3]'],
    [[vk.alpha.x, vk.alpha.y], swap(vk.beta), swap(vk.gamma), swap(vk.delta), vk.ic.map((p) => [p.x, p.y])],
  );
  const vkHash = vkKeccak(vk);
  t.equal(vkHash, keccak256(words));
  const leaf = attestationLeaf(vkHash, proof, signals);
  t.equal(leaf, keccak256(abi.encode(['bytes32', 'bytes32', 'bytes32'], [vkHash, hex(publicSignalsKeccak(signals)), hex(proofKeccak(proof))])));
});

t.test("trees and paths are OpenZeppelin's", async (t) => {
  for (const size of [...Array.from({ length: 40 }, (_, i) => i + 1), 1_000]) {
    const leaves = Array.from({ length: size }, () => randomBytes(32));
    const ours = buildTree(leaves);
    const oz = SimpleMerkleTree.of(leaves.map(hex));
    t.equal(hex(ours.nodes.subarray(0, 32)), oz.root, `root of ${size}`);
    let same = 0;
    leaves.forEach((leaf, i) => {
      const path = pathNodes(size, ours.leafIndexes[i]!).map((node) => hex(ours.nodes.subarray(node * 32, node * 32 + 32)));
      if (JSON.stringify(path) === JSON.stringify(oz.getProof(hex(leaf)))) same++;
    });
    t.equal(same, size, `every path of ${size}`);
  }
});
