/**
 * Ready-made calls of a deployed verifier, as the interface endpoint serves them. Each is filled
 * with the real address, chain, and the chain's RPC variable; the proof is a placeholder proof in
 * the encoding that tool needs, each number written as the path of its place in snarkjs's
 * proof.json / public.json: `<pi_a[0]>`, `<pi_b[0][1]>`, `<public_signals[2]>`. Replacing every
 * placeholder with that value makes the snippet run as written. On chain (cast, viem, Solidity) each
 * G2 coordinate pair is swapped, imaginary part first (`[<pi_b[0][1]>, <pi_b[0][0]>]`), as snarkjs's
 * `zkey export soliditycalldata` writes it; the service's own API (curl) takes proof.json as it is.
 */
import type { Chain } from '../core/chain/registry.js';
import { verifyProofSignature } from './verifier-calls.js';

/** The variable the curl snippet reads the project's secret key from. */
export const SECRET_KEY_ENV = 'PROOFPAY_SECRET_KEY';

export interface SnippetTarget {
  /** The service's PUBLIC_BASE_URL. */
  baseUrl: string;
  proofId: string;
  chain: Chain;
  /** EIP-55. */
  contractAddress: string;
  publicSignalCount: number;
  /** The verifier's ABI; the snippets use its verifyProof entry. */
  abi: Record<string, unknown>[];
}

export interface Snippets {
  curl: string;
  viem: string;
  cast: string;
  solidity: string;
}

const ph = (path: string) => `<${path}>`;
const signals = (count: number) => Array.from({ length: count }, (_, i) => ph(`public_signals[${i}]`));

/** verifyProof's arguments as placeholders: [pA, pB (G2 pairs swapped), pC, pubSignals]. */
function onchainArgs(count: number): [string[], string[][], string[], string[]] {
  return [
    [ph('pi_a[0]'), ph('pi_a[1]')],
    [
      [ph('pi_b[0][1]'), ph('pi_b[0][0]')],
      [ph('pi_b[1][1]'), ph('pi_b[1][0]')],
    ],
    [ph('pi_c[0]'), ph('pi_c[1]')],
    signals(count),
  ];
}

export function buildSnippets(target: SnippetTarget): Snippets {
  return { curl: curlSnippet(target), viem: viemSnippet(target), cast: castSnippet(target), solidity: soliditySnippet(target) };
}

function curlSnippet({ baseUrl, proofId, chain, publicSignalCount }: SnippetTarget): string {
  const body = {
    proof: {
      pi_a: [ph('pi_a[0]'), ph('pi_a[1]'), '1'],
      pi_b: [
        [ph('pi_b[0][0]'), ph('pi_b[0][1]')],
        [ph('pi_b[1][0]'), ph('pi_b[1][1]')],
        ['1', '0'],
      ],
      pi_c: [ph('pi_c[0]'), ph('pi_c[1]'), '1'],
      protocol: 'groth16',
      curve: 'bn128',
    },
    public_signals: signals(publicSignalCount),
    onchain: true,
    chain: chain.key,
  };
  return [
    `curl -sS -X POST '${baseUrl}/v1/zk/proofs/${proofId}/verify' \\`,
    `  -H "Authorization: Bearer $${SECRET_KEY_ENV}" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify(body)}'`,
  ].join('\n');
}

function castSnippet({ chain, contractAddress, publicSignalCount }: SnippetTarget): string {
  const [a, b, c, s] = onchainArgs(publicSignalCount);
  const list = (items: string[]) => `[${items.join(',')}]`;
  return [
    `cast call ${contractAddress} \\`,
    `  "${verifyProofSignature(publicSignalCount)}(bool)" \\`,
    `  "${list(a)}" "${list(b.map(list))}" "${list(c)}" "${list(s)}" \\`,
    `  --rpc-url "$${chain.rpcUrlEnv}"`,
  ].join('\n');
}

function viemSnippet({ chain, contractAddress, publicSignalCount, abi }: SnippetTarget): string {
  const [a, b, c, s] = onchainArgs(publicSignalCount);
  const big = (items: string[]) => `[${items.map((item) => `${item}n`).join(', ')}]`;
  const verifyProofAbi = abi.filter((entry) => entry.type === 'function' && entry.name === 'verifyProof');
  return [
    `import { createPublicClient, defineChain, http } from 'viem';`,
    ``,
    `const rpcUrl = process.env.${chain.rpcUrlEnv};`,
    `const chain = defineChain({`,
    `  id: ${chain.chainId},`,
    `  name: ${JSON.stringify(chain.name)},`,
    `  nativeCurrency: ${JSON.stringify(chain.nativeCurrency)},`,
    `  rpcUrls: { default: { http: [rpcUrl] } },`,
    `});`,
    `const client = createPublicClient({ chain, transport: http(rpcUrl) });`,
    ``,
    `const verified = await client.readContract({`,
    `  address: '${contractAddress}',`,
    `  abi: ${JSON.stringify(verifyProofAbi)},`,
    `  functionName: 'verifyProof',`,
    `  args: [`,
    `    ${big(a)},`,
    `    [${b.map(big).join(', ')}],`,
    `    ${big(c)},`,
    `    ${big(s)},`,
    `  ],`,
    `});`,
    `console.log(verified);`,
  ].join('\n');
}

function soliditySnippet({ chain, contractAddress, publicSignalCount: n }: SnippetTarget): string {
  const [a, b, c, s] = onchainArgs(n);
  // The first element typed uint256 types the whole literal (Solidity infers it from the first).
  const literal = (items: string[]) => `[${items.map((item, i) => (i === 0 ? `uint256(${item})` : item)).join(', ')}]`;
  return `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The Groth16 verifier of this proof on ${chain.name} (chain id ${chain.chainId}), at the same address on every chain.
interface IGroth16Verifier {
    function verifyProof(
        uint256[2] calldata _pA,
        uint256[2][2] calldata _pB,
        uint256[2] calldata _pC,
        uint256[${n}] calldata _pubSignals
    ) external view returns (bool);
}

contract ProofConsumer {
    IGroth16Verifier public constant VERIFIER = IGroth16Verifier(${contractAddress});

    /// Pass a proof in the verifier's encoding: G2 coordinates imaginary part first (snarkjs soliditycalldata).
    function verify(
        uint256[2] calldata pA,
        uint256[2][2] calldata pB,
        uint256[2] calldata pC,
        uint256[${n}] calldata pubSignals
    ) external view returns (bool) {
        return VERIFIER.verifyProof(pA, pB, pC, pubSignals);
    }

    /// The same call with one proof written in: proof.json's pi_b pairs swapped.
    function verifyExample() external view returns (bool) {
        uint256[2] memory pA = ${literal(a)};
        uint256[2][2] memory pB = [${literal(b[0]!)}, ${literal(b[1]!)}];
        uint256[2] memory pC = ${literal(c)};
        uint256[${n}] memory pubSignals = ${literal(s)};
        return VERIFIER.verifyProof(pA, pB, pC, pubSignals);
    }
}
`;
}
