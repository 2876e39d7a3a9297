import type { FromSchema } from 'json-schema-to-ts';
import { namedSchema } from '../core/schema-registry.js';
import { attestationSnippetsSchema } from '../deployments/index.js';

const bytes32 = { type: 'string', pattern: '^0x[0-9a-f]{64}$' } as const;

/** `GET /v1/zk/verifications/{id}/attestation`: where a verified proof's leaf stands (docs/attestations.md). */
export const attestationSchema = namedSchema('VerificationAttestation', {
  type: 'object',
  additionalProperties: false,
  required: ['object', 'verification_id', 'network', 'status', 'leaf', 'root', 'proof', 'leaf_index', 'leaf_count', 'chains', 'snippets'],
  properties: {
    object: { const: 'zk.verification_attestation' },
    verification_id: { type: 'string' },
    network: { enum: ['testnet', 'mainnet'] },
    status: {
      enum: ['pending', 'posted', 'confirmed'],
      description:
        '`pending`: not yet in a root, or its root not yet mined on any chain; `posted`: the root is mined on at least one chain; `confirmed`: it has its confirmations on every chain it went to.',
    },
    leaf: { ...bytes32, description: 'keccak256(abi.encode(vk_keccak, public_signals_keccak, proof_keccak)) (docs/attestations.md).' },
    root: { oneOf: [bytes32, { type: 'null' }], description: 'The Merkle root of the tree the leaf is in; null while pending.' },
    proof: { type: 'array', items: bytes32, description: "The inclusion path (OpenZeppelin's MerkleProof order): empty while pending." },
    leaf_index: { type: ['integer', 'null'], minimum: 0, description: "The leaf's position among the tree's sorted leaves." },
    leaf_count: { type: ['integer', 'null'], minimum: 1 },
    chains: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['chain', 'chain_id', 'status', 'registry_address', 'tx_hash', 'block_number', 'confirmations'],
        properties: {
          chain: { type: 'string' },
          chain_id: { type: 'integer', minimum: 1 },
          status: { enum: ['pending', 'posted', 'confirmed'] },
          registry_address: { type: ['string', 'null'], pattern: '^0x[0-9a-fA-F]{40}$' },
          tx_hash: { type: ['string', 'null'], pattern: '^0x[0-9a-f]{64}$' },
          block_number: { type: ['integer', 'null'], minimum: 0 },
          confirmations: { type: 'integer', minimum: 0 },
        },
      },
    },
    snippets: attestationSnippetsSchema,
  },
} as const);
export type AttestationView = FromSchema<typeof attestationSchema>;
