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

/**
 * A payment receipt (docs/receipts.md, "Payment receipts"): a confirmed transfer credited to a
 * checkout session, signed with the same keys as the verification receipts. The payments feature
 * fills it in; its shape is kept here, beside the other claims the attestation check knows.
 */
export const paymentReceiptClaimsSchema = namedSchema('PaymentReceiptClaims', {
  type: 'object',
  required: [
    'iss',
    'iat',
    'jti',
    'session_id',
    'network',
    'chain_id',
    'token',
    'token_address',
    'tx_hash',
    'log_index',
    'block_hash',
    'block_number',
    'amount',
    'amount_usd',
    'confirmations',
  ],
  properties: {
    iss: { type: 'string', minLength: 1 },
    iat: { type: 'integer', minimum: 0 },
    jti: { type: 'string', pattern: '^pay_[0-9A-Za-z]+$', description: 'The payment id.' },
    session_id: { type: 'string', pattern: '^ps_[0-9A-Za-z]+$', description: 'The checkout session the payment was credited to.' },
    network: { type: 'string', enum: ['testnet', 'mainnet'] },
    chain_id: { type: 'integer', minimum: 1 },
    token: { type: 'string', minLength: 1, description: 'Token symbol, e.g. "USDC".' },
    token_address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
    tx_hash: { type: 'string', pattern: '^0x[0-9a-f]{64}$' },
    log_index: { type: 'integer', minimum: 0 },
    block_hash: { type: 'string', pattern: '^0x[0-9a-f]{64}$' },
    block_number: { type: 'integer', minimum: 0 },
    amount: { type: 'string', pattern: '^\\d+(\\.\\d+)?$', description: 'The amount transferred, in token units.' },
    amount_usd: { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'The USD amount of the session it was credited to.' },
    confirmations: { type: 'integer', minimum: 1, description: "Confirmations when signed (at least the chain's required count)." },
  },
  additionalProperties: false,
} as const);

export type PaymentReceiptClaims = FromSchema<typeof paymentReceiptClaimsSchema>;

const ajv = new Ajv({ allErrors: true });
const validateClaims = ajv.compile<ReceiptClaims>(receiptClaimsSchema);
const validatePaymentClaims = ajv.compile<PaymentReceiptClaims>(paymentReceiptClaimsSchema);

export interface ReceiptSigner {
  kid: string;
  privateKey: KeyObject;
}

export type AttestationResult =
  | { valid: true; kid: string; claims: ReceiptClaims | PaymentReceiptClaims }
  | { valid: false; reason: 'malformed' | 'unknown_key' | 'bad_signature'; message: string };

/** A published receipt key: its JWKS entry fields. Rotated-out keys stay here until retired. */
export interface ReceiptPublicKey {
  kid: string;
  x: string;
}

/** Checks a receipt (a verification's or a payment's) against the key set: signature by a known key, then the claims' shape. */
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
  // A payment receipt names its session; any other is a verification receipt.
  const validate = typeof claims === 'object' && claims !== null && 'session_id' in claims ? validatePaymentClaims : validateClaims;
  if (!validate(claims))
    return malformed(`the claims do not match the receipt schema: ${validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`);
  return { valid: true, kid: key.kid, claims: claims as ReceiptClaims | PaymentReceiptClaims };
}

export type { ReceiptJwk };
