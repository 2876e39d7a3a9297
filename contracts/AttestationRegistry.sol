// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/**
 * Proofpay's attestation roots (docs/attestations.md). The service verifies Groth16 proofs off-chain
 * and, every few seconds, posts the root of a Merkle tree of the verified ones here. A contract then
 * checks that a proof was verified with a short inclusion path instead of a pairing.
 *
 * Leaves: keccak256(abi.encode(vkHash, publicSignalsHash, proofHash)), each hash a keccak256 of the
 * raw values' 32-byte words (ProofpayLeaf in the docs recomputes them).
 * Tree: OpenZeppelin's format (the merkle-tree package of OpenZeppelin, SimpleMerkleTree): keccak256 of sorted
 * pairs, so a path checks here exactly as with OpenZeppelin's MerkleProof.verifyCalldata.
 *
 * Deployed through the CREATE2 proxy with the operator (the network's deployer account) as its
 * constructor argument: one address per operator on every chain. Only the operator posts roots.
 */
contract AttestationRegistry {
    struct Root {
        uint64 postedAt;
        uint64 leafCount;
    }

    address public immutable operator;
    mapping(bytes32 => Root) public roots;

    event RootPosted(bytes32 indexed root, uint64 leafCount, uint64 postedAt);

    error NotOperator();
    error EmptyRoot();

    constructor(address operator_) {
        operator = operator_;
    }

    /** Stores `root` with the block's time. Posting a root again (after a reorg) keeps its first time. */
    function postRoot(bytes32 root, uint64 leafCount) external {
        if (msg.sender != operator) revert NotOperator();
        if (root == bytes32(0) || leafCount == 0) revert EmptyRoot();
        Root storage stored = roots[root];
        if (stored.postedAt == 0) {
            stored.postedAt = uint64(block.timestamp);
            stored.leafCount = leafCount;
        }
        emit RootPosted(root, leafCount, stored.postedAt);
    }

    /** Whether `root` was posted and `proof` leads from `leaf` to it (sorted-pair keccak256 path). */
    function isAttested(bytes32 root, bytes32 leaf, bytes32[] calldata proof) external view returns (bool) {
        if (roots[root].postedAt == 0) return false;
        bytes32 computed = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            computed = _hashPair(computed, proof[i]);
        }
        return computed == root;
    }

    /** When `root` was posted (block time, seconds), 0 if never. */
    function postedAt(bytes32 root) external view returns (uint64) {
        return roots[root].postedAt;
    }

    function _hashPair(bytes32 a, bytes32 b) private pure returns (bytes32 value) {
        (a, b) = a < b ? (a, b) : (b, a);
        assembly ("memory-safe") {
            mstore(0x00, a)
            mstore(0x20, b)
            value := keccak256(0x00, 0x40)
        }
    }
}
