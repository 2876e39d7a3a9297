/**
 * Verification receipts: compact JWS (EdDSA over Ed25519, `kid` in the header) whose claims state
 * what was verified, and the attestation check that validates one against the published keys.
 * The claims' JSON Schema is the one source of truth for their shape (docs/receipts.md).
 */
import { namedSchema } from '../../core/schema-registry.js';
import type { KeyObject } from 'node:crypto';
import { Ajv } from 'ajv';
import type { FromSchema } from 'json-schema-to-ts';
import { compactVerify, decodeProtectedHeader, importJWK, errors as joseErrors } from 'jose';
import { type ReceiptJwk, jwkEntry } from './signing-keys.js';

const sha256Hex = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;

export const receiptClaimsSchema = namedSchema('ReceiptClaims', {
  type: 'object',
  required: ['iss', 'iat', 'jti', 'proof_id', 'vk_hash', 'proof_hash', 'public_signals_hash', 'verified', 'network'],
  properties: {
    iss: { type: 'string', minLength: 1 },
    iat: { type: 'integer', minimum: 0 },
    jti: { type: 'string', minLength: 1 },
    proof_id: { type: 'string', minLength: 1 },
    vk_hash: sha256Hex,
    proof_hash: sha256Hex,
    public_signals_hash: sha256Hex,
    verified: { type: 'boolean' },
    network: { type: 'string', enum: ['testnet', 'mainnet'] },
    chain_id: { type: 'integer', minimum: 1 },
    contract_address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
    block_number: { type: 'integer', minimum: 0 },
  },
  dependencies: {
    chain_id: ['contract_address', 'block_number'],
    contract_address: ['chain_id', 'block_number'],
    block_number: ['chain_id', 'contract_address'],
  },
  additionalProperties: false,
} as const);

export type ReceiptClaims = FromSchema<typeof receiptClaimsSchema>;

const validateClaims = new Ajv({ allErrors: true }).compile<ReceiptClaims>(receiptClaimsSchema);

export interface ReceiptSigner {
  kid: string;
  privateKey: KeyObject;
}

export type AttestationResult =
  | { valid: true; kid: string; claims: ReceiptClaims }
  | { valid: false; reason: 'malformed' | 'unknown_key' | 'bad_signature'; message: string };

/** A published receipt key: its JWKS entry fields. Rotated-out keys stay here until retired. */
export interface ReceiptPublicKey {
  kid: string;
  x: string;
}

/** Checks a receipt against the key set: signature by a known key, then the claims' shape. */
export async function checkAttestation(receipt: unknown, keys: readonly ReceiptPublicKey[]): Promise<AttestationResult> {
  const malformed = (message: string) => ({ valid: false, reason: 'malformed', message }) as const;
  if (typeof receipt !== 'string' || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(receipt))
    return malformed('a receipt is a compact JWS: three base64url parts joined by dots');
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(receipt);
  } catch {
    return malformed('the protected header is not base64url JSON');
  }
  if (header.alg !== 'EdDSA') return malformed('the header alg must be EdDSA');
  if (typeof header.kid !== 'string') return malformed('the header has no kid');
  const key = keys.find((k) => k.kid === header.kid);
  if (!key) return { valid: false, reason: 'unknown_key', message: `no published receipt key has kid ${header.kid}` };
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(receipt, await importJWK(jwkEntry(key.kid, key.x), 'EdDSA'), { algorithms: ['EdDSA'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWSSignatureVerificationFailed)
      return { valid: false, reason: 'bad_signature', message: 'the signature does not match the receipt' };
    return malformed(`the receipt cannot be verified: ${(error as Error).message}`);
  }
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return malformed('the payload is not JSON');
  }
  if (!validateClaims(claims))
    return malformed(`the claims do not match the receipt schema: ${validateClaims.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`);
  return { valid: true, kid: key.kid, claims };
}

export type { ReceiptJwk };
