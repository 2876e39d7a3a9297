/**
 * Response shapes of the verification endpoints: one JSON Schema each, the TypeScript types
 * derived from them, and the views that build them from domain records.
 */
import { namedSchema } from '../core/schema-registry.js';
import type { FromSchema } from 'json-schema-to-ts';
import type { BatchItemResult, BatchRecord } from './verification-batches.js';
import type { ItemError, VerificationRecord } from './verify-proofs.js';
import type { AttestationResult } from './receipts/receipt.js';
import { paymentReceiptClaimsSchema, receiptClaimsSchema } from './receipts/receipt.js';
import { dateTimeSchema as dateTime, nullableDateTimeSchema } from '../core/schema-fragments.js';

export const verificationSchema = namedSchema('ZkVerification', {
  type: 'object',
  examples: [
    {
      object: 'zk.verification',
      id: 'zkv_0mwqw65c03kTq0mD9bVw1xYl7QeR2aN',
      proof_id: 'zkp_0mwqu0zk05C4JQPILgRZdoLDWXcQLT7',
      verified: true,
      receipt: 'eyJhbGciOiJFZERTQSIsImtpZCI6IjRmUk0…',
      created_at: '2026-11-21T21:00:00.000Z',
    },
  ],
  required: ['object', 'id', 'proof_id', 'verified', 'receipt', 'created_at'],
  properties: {
    object: { const: 'zk.verification' },
    id: { type: 'string' },
    proof_id: { type: 'string' },
    verified: { type: 'boolean' },
    /** Compact JWS (docs/receipts.md). */
    receipt: { type: 'string' },
    created_at: dateTime,
    /** With `onchain: true`: the deployed verifier that also checked the proof, and the block of the check. */
    onchain: {
      type: 'object',
      required: ['chain', 'chain_id', 'contract_address', 'block_number'],
      properties: {
        chain: { type: 'string' },
        chain_id: { type: 'integer', minimum: 1 },
        contract_address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        block_number: { type: 'integer', minimum: 0 },
      },
      additionalProperties: false,
    },
    /** Why `verified` is false when the on-chain and off-chain verdicts disagreed (docs/onchain.md). */
    reason: { type: 'string' },
  },
  additionalProperties: false,
} as const);
export type VerificationView = FromSchema<typeof verificationSchema>;

export const itemErrorSchema = namedSchema('VerificationItemError', {
  type: 'object',
  required: ['code', 'message', 'details'],
  properties: {
    code: { enum: ['not_found', 'proof_not_ready', 'invalid_request'] },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const);

export const batchItemSchema = namedSchema('VerificationBatchItem', {
  type: 'object',
  required: ['object', 'index', 'proof_id', 'status', 'verification', 'error'],
  properties: {
    object: { const: 'zk.verification_batch_item' },
    index: { type: 'integer', minimum: 0 },
    proof_id: { type: ['string', 'null'] },
    status: { enum: ['pending', 'verified', 'not_verified', 'error'] },
    verification: { anyOf: [verificationSchema, { type: 'null' }] },
    error: { anyOf: [itemErrorSchema, { type: 'null' }] },
  },
  additionalProperties: false,
} as const);
export type BatchItemView = FromSchema<typeof batchItemSchema>;

export const batchSchema = namedSchema('VerificationBatch', {
  type: 'object',
  required: ['object', 'id', 'status', 'item_count', 'processed_count', 'verified_count', 'unverified_count', 'error_count', 'created_at', 'completed_at'],
  properties: {
    object: { const: 'zk.verification_batch' },
    /** null for a batch answered at once (its verifications are stored, the batch is not). */
    id: { type: ['string', 'null'] },
    status: { enum: ['queued', 'running', 'completed', 'failed'] },
    item_count: { type: 'integer' },
    processed_count: { type: 'integer' },
    verified_count: { type: 'integer' },
    unverified_count: { type: 'integer' },
    error_count: { type: 'integer' },
    created_at: dateTime,
    completed_at: nullableDateTimeSchema,
    /** A page of items (the spec's list shape); absent from the 202 answer. */
    items: {
      type: 'object',
      required: ['object', 'data', 'has_more'],
      properties: { object: { const: 'list' }, data: { type: 'array', items: batchItemSchema }, has_more: { type: 'boolean' } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const);
export type BatchView = FromSchema<typeof batchSchema>;

export const jwksSchema = namedSchema('Jwks', {
  type: 'object',
  required: ['keys'],
  properties: {
    keys: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kty', 'crv', 'x', 'kid', 'alg', 'use'],
        properties: {
          kty: { const: 'OKP' },
          crv: { const: 'Ed25519' },
          x: { type: 'string' },
          kid: { type: 'string' },
          alg: { const: 'EdDSA' },
          use: { const: 'sig' },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const);
export type JwksView = FromSchema<typeof jwksSchema>;

export const attestationSchema = namedSchema('Attestation', {
  oneOf: [
    {
      type: 'object',
      required: ['valid', 'kid', 'claims'],
      properties: { valid: { const: true }, kid: { type: 'string' }, claims: { anyOf: [receiptClaimsSchema, paymentReceiptClaimsSchema] } },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['valid', 'reason', 'message'],
      properties: { valid: { const: false }, reason: { enum: ['malformed', 'unknown_key', 'bad_signature'] }, message: { type: 'string' } },
      additionalProperties: false,
    },
  ],
} as const);
export type AttestationView = FromSchema<typeof attestationSchema>;

export const verificationView = (v: VerificationRecord): VerificationView => ({
  object: 'zk.verification',
  id: v.id,
  proof_id: v.proof_id,
  verified: v.verified,
  receipt: v.receipt,
  created_at: v.created_at.toISOString(),
  ...(v.onchain ? { onchain: v.onchain } : {}),
  ...(v.reason ? { reason: v.reason } : {}),
});

const errorView = (e: ItemError) => ({ code: e.code, message: e.message, details: e.details.map(({ field, message }) => ({ field, message })) });

export const batchItemView = (item: BatchItemResult): BatchItemView => ({
  object: 'zk.verification_batch_item',
  index: item.index,
  proof_id: item.proof_id,
  status: item.error ? 'error' : !item.verification ? 'pending' : item.verification.verified ? 'verified' : 'not_verified',
  verification: item.verification ? verificationView(item.verification) : null,
  error: item.error ? errorView(item.error) : null,
});

export function batchView(batch: BatchRecord | (Omit<BatchRecord, 'id'> & { id: null }), page?: { items: BatchItemResult[]; hasMore: boolean }): BatchView {
  return {
    object: 'zk.verification_batch',
    id: batch.id,
    status: batch.status,
    item_count: batch.item_count,
    processed_count: batch.processed_count,
    verified_count: batch.verified_count,
    unverified_count: batch.unverified_count,
    error_count: batch.error_count,
    created_at: batch.created_at.toISOString(),
    completed_at: batch.completed_at?.toISOString() ?? null,
    ...(page ? { items: { object: 'list' as const, data: page.items.map(batchItemView), has_more: page.hasMore } } : {}),
  };
}

export const attestationView = (result: AttestationResult): AttestationView =>
  result.valid ? { valid: true, kid: result.kid, claims: result.claims } : { valid: false, reason: result.reason, message: result.message };
