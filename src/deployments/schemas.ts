/**
 * Request and response shapes of the deployments feature: one JSON Schema each, the TypeScript
 * types derived from them. The routes validate with and answer in exactly these.
 */
import { namedSchema } from '../core/schema-registry.js';
import type { FromSchema } from 'json-schema-to-ts';

const chainKey = { type: 'string', minLength: 1, maxLength: 40 } as const;

/** `POST /api/zk-proofs/{id}/deploy`. */
export const deployRequestSchema = {
  type: 'object',
  properties: { chain: chainKey },
  required: ['chain'],
  additionalProperties: false,
} as const;

export const deployAcceptedSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
  additionalProperties: false,
} as const;

/** The spec's Verifier interface, plus `chain` (the registry key `?chain=` takes) and `proof_id`. */
/**
 * A consumer of attestation roots (docs/attestations.md): served with a verification's attestation
 * and with a verifier's interface.
 */
export const attestationSnippetsSchema = namedSchema('AttestationSnippets', {
  type: 'object',
  additionalProperties: false,
  required: ['solidity', 'viem'],
  properties: { solidity: { type: 'string' }, viem: { type: 'string' } },
  description:
    'A consumer contract that recomputes the leaf from the proof and its public signals and checks it through the registry, and a viem call of `isAttested`.',
} as const);

export const verifierInterfaceSchema = namedSchema('VerifierInterface', {
  type: 'object',
  additionalProperties: false,
  required: ['proof_id', 'contract_address', 'chain', 'chain_id', 'network', 'abi', 'public_signal_count', 'snippets', 'attestation'],
  properties: {
    proof_id: { type: 'string' },
    /** EIP-55; one address on every chain for one verification key. */
    contract_address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
    chain: { type: 'string' },
    chain_id: { type: 'integer', minimum: 1 },
    network: { enum: ['testnet', 'mainnet'] },
    /** The verifier's ABI, as solc wrote it. */
    abi: { type: 'array', items: { type: 'object' } },
    public_signal_count: { type: 'integer', minimum: 0 },
    snippets: {
      type: 'object',
      additionalProperties: false,
      required: ['curl', 'viem', 'cast', 'solidity'],
      properties: { curl: { type: 'string' }, viem: { type: 'string' }, cast: { type: 'string' }, solidity: { type: 'string' } },
    },
    attestation: {
      type: 'object',
      additionalProperties: false,
      required: ['registry_address', 'snippets'],
      description:
        "Checking the key's proofs by attestation roots instead of a pairing (docs/attestations.md): the chain's AttestationRegistry, and the consumer snippets for this key.",
      properties: {
        registry_address: {
          type: ['string', 'null'],
          pattern: '^0x[0-9a-fA-F]{40}$',
          description:
            "The operator's registry: one CREATE2 address on every chain, where the first root posted there deploys it. Null when the network has no deployer key (no roots are posted); the snippets then say `<registry_address>`.",
        },
        snippets: attestationSnippetsSchema,
      },
    },
  },
} as const);
export type VerifierInterfaceView = FromSchema<typeof verifierInterfaceSchema>;

/** `?chain=` of the interface. */
export const chainQuerySchema = chainKey;

/** `GET /api/projects/{project_id}/networks/{network}/chains`: where the dashboard may deploy a verifier. */
export const deployChainListSchema = namedSchema('DeployChainList', {
  type: 'object',
  additionalProperties: false,
  required: ['object', 'data'],
  properties: {
    object: { const: 'list' },
    data: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['chain', 'chain_id', 'name', 'network', 'deployable', 'unavailable_reason', 'explorer_url', 'tokens'],
        properties: {
          /** The registry key `POST /api/zk-proofs/{id}/deploy` takes. */
          chain: { type: 'string' },
          chain_id: { type: 'integer', minimum: 1 },
          name: { type: 'string' },
          network: { enum: ['testnet', 'mainnet'] },
          deployable: { type: 'boolean' },
          /** Why a deploy there would be refused; null when deployable. */
          unavailable_reason: { type: ['string', 'null'] },
          explorer_url: { type: 'string', description: "The chain's block explorer (`{explorer_url}/tx/{hash}` shows a transaction)." },
          tokens: {
            type: 'array',
            items: { type: 'string' },
            description: 'The token symbols accepted on the chain (the dashboard filters payments by them).',
          },
        },
      },
    },
  },
} as const);
export type DeployChainList = FromSchema<typeof deployChainListSchema>;
