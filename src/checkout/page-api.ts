import type { FromSchema } from 'json-schema-to-ts';
import { SESSION_STATUSES } from './sessions.js';
import { dateTimeSchema, nullableDateTimeSchema } from '../core/schema-fragments.js';

/** The shapes the hosted checkout page reads from the service: the status it polls at `GET /c/{id}/status`. */

export { SESSION_STATUSES, type SessionStatus } from './sessions.js';

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
    completed_at: nullableDateTimeSchema,
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
    expires_at: dateTimeSchema,
    payment: { anyOf: [{ type: 'null' }, paymentSchema] },
  },
} as const;
export type CheckoutStatus = FromSchema<typeof checkoutStatusSchema>;
