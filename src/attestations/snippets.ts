/**
 * The attestation's consumer snippets (docs/attestations.md): a Solidity contract that recomputes the
 * leaf from a proof and its public signals (in a snarkjs verifier's calling convention) and checks
 * it through the registry, and a viem call of `isAttested`. Placeholders are written `<…>`.
 */
export interface SnippetInput {
  registryAddress: string | null;
  chainId: number | null;
  vkKeccak: string;
  publicSignalCount: number;
}

export function attestationSnippets({ registryAddress, chainId, vkKeccak, publicSignalCount }: SnippetInput): { solidity: string; viem: string } {
  const registry = registryAddress ?? '<registry_address>';
  const n = publicSignalCount;
  const solidity = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IAttestationRegistry {
    function isAttested(bytes32 root, bytes32 leaf, bytes32[] calldata proof) external view returns (bool);
}

/// Acts on a proof that Proofpay verified: recomputes its attestation leaf and checks the path (no pairing).
contract AttestedProofConsumer {
    IAttestationRegistry public constant REGISTRY = IAttestationRegistry(${registry});
    /// keccak256 of the verification key's points (docs/attestations.md: vk_keccak).
    bytes32 public constant VK_KECCAK = ${vkKeccak};

    /// leaf = keccak256(abi.encode(vk_keccak, keccak256(abi.encodePacked(pubSignals)), keccak256(abi.encode(pA, pB, pC)))),
    /// pB with each coordinate pair imaginary part first, as a snarkjs verifier takes it.
    function leafOf(uint256[2] calldata pA, uint256[2][2] calldata pB, uint256[2] calldata pC, uint256[${n}] calldata pubSignals)
        public pure returns (bytes32)
    {
        return keccak256(abi.encode(VK_KECCAK, keccak256(abi.encodePacked(pubSignals)), keccak256(abi.encode(pA, pB, pC))));
    }

    function isVerified(
        bytes32 root,
        bytes32[] calldata path,
        uint256[2] calldata pA,
        uint256[2][2] calldata pB,
        uint256[2] calldata pC,
        uint256[${n}] calldata pubSignals
    ) external view returns (bool) {
        return REGISTRY.isAttested(root, leafOf(pA, pB, pC, pubSignals), path);
    }
}
`;
  const viem = `import { createPublicClient, http, parseAbi } from 'viem';

// GET /v1/zk/verifications/{id}/attestation gives root, leaf and proof.
const client = createPublicClient({ chain: { id: ${chainId ?? '<chain_id>'}, name: 'chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [process.env.RPC_URL] } } }, transport: http(process.env.RPC_URL) });
const attestation = JSON.parse(process.env.ATTESTATION);
const attested = await client.readContract({
  address: '${registry}',
  abi: parseAbi(['function isAttested(bytes32 root, bytes32 leaf, bytes32[] proof) view returns (bool)']),
  functionName: 'isAttested',
  args: [attestation.root, attestation.leaf, attestation.proof],
});
console.log(attested);
`;
  return { solidity, viem };
}
