import { namedSchema } from '../core/schema-registry.js';
import type { FromSchema } from 'json-schema-to-ts';
import { SESSION_STATUSES } from './sessions.js';
import { dateTimeSchema } from '../core/schema-fragments.js';
import { paymentSchema } from './payments/index.js';

/** The shapes the hosted checkout page reads from the service: the status it polls at `GET /c/{id}/status`. */

export { SESSION_STATUSES, type SessionStatus } from './sessions.js';

/** The spec's Payment object, and what the payments feature adds to it. */
export { paymentSchema, type Payment } from './payments/index.js';

/** `GET /c/{id}/status`: what the page needs to follow the session without reloading. */
export const checkoutStatusSchema = namedSchema('CheckoutStatus', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status', 'expires_at', 'payment'],
  properties: {
    id: { type: 'string' },
    status: { enum: SESSION_STATUSES },
    expires_at: dateTimeSchema,
    payment: { anyOf: [{ type: 'null' }, paymentSchema] },
  },
} as const);
export type CheckoutStatus = FromSchema<typeof checkoutStatusSchema>;
