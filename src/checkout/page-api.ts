import type { FromSchema } from 'json-schema-to-ts';
import { TOKEN_SYMBOLS } from '../chain/registry.js';

/**
 * The shapes the hosted checkout page exchanges with the service: the status it polls at
 * `GET /c/{id}/status` and the transaction hash it submits to `POST /c/{id}/payments`.
 */

export const SESSION_STATUSES = ['pending', 'processing', 'completed', 'failed', 'expired'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The spec's Payment object. */
export const paymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['chain', 'token', 'tx_hash', 'amount', 'confirmations', 'completed_at'],
  properties: {
    chain: { type: 'string', description: 'Registry key of the chain paid on, e.g. "base-sepolia".' },
    token: { type: 'string', description: 'Token symbol paid, e.g. "USDC".' },
    tx_hash: { type: 'string', pattern: '^0x[0-9a-f]{64}$' },
    amount: { type: 'string', pattern: '^\\d+(\\.\\d+)?$', description: 'Token amount paid, in token units.' },
    confirmations: { type: 'integer', minimum: 0 },
    completed_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type Payment = FromSchema<typeof paymentSchema>;

/** `GET /c/{id}/status`: what the page needs to follow the session without reloading. */
export const checkoutStatusSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status', 'expires_at', 'payment'],
  properties: {
    id: { type: 'string' },
    status: { enum: SESSION_STATUSES },
    expires_at: { type: 'string', format: 'date-time' },
    payment: { anyOf: [{ type: 'null' }, paymentSchema] },
  },
} as const;
export type CheckoutStatus = FromSchema<typeof checkoutStatusSchema>;

/**
 * `POST /c/{id}/payments`: the customer's transaction hash for the chain and token they chose.
 * The page's script sends it as JSON; without JavaScript the same form posts these fields
 * form-encoded, so the route should accept both and answer a form post with 303 to /c/{id}.
 */
export const paymentSubmissionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['chain', 'token', 'tx_hash'],
  properties: {
    chain: { type: 'string', minLength: 1, maxLength: 40 },
    token: { enum: TOKEN_SYMBOLS },
    tx_hash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
  },
} as const;
export type PaymentSubmission = FromSchema<typeof paymentSubmissionSchema>;
