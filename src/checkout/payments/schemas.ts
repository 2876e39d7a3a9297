import { namedSchema } from '../../core/schema-registry.js';
import type { FromSchema } from 'json-schema-to-ts';
import { nullableDateTimeSchema } from '../../core/schema-fragments.js';

/** The payments feature's shapes: what a session shows of its options and payments, and the bodies its routes take. */

const decimalString = { type: 'string', pattern: '^\\d+(\\.\\d+)?$' } as const;
const address = { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } as const;
export const TX_HASH_PATTERN = '^0x[0-9a-fA-F]{64}$';

/** One way to pay a session: send exactly `amount_base_units` of `token` on `chain` to `address`. */
export const paymentOptionSchema = namedSchema('PaymentOption', {
  type: 'object',
  additionalProperties: false,
  required: ['chain', 'chain_id', 'token', 'token_address', 'address', 'amount', 'amount_base_units', 'eip681_uri'],
  properties: {
    chain: { type: 'string', description: 'Registry key of the chain, e.g. "base-sepolia".' },
    chain_id: { type: 'integer', minimum: 1 },
    token: { type: 'string', description: 'Token symbol, e.g. "USDC".' },
    token_address: { ...address, description: 'The token contract, EIP-55 checksummed.' },
    address: { ...address, description: "The project's receiving address, EIP-55 checksummed." },
    amount: { ...decimalString, description: 'The exact amount to send, in token units: the USD amount plus a tag below one cent.' },
    amount_base_units: { type: 'string', pattern: '^\\d+$', description: 'The same amount in base units (integer string).' },
    eip681_uri: { type: 'string', description: 'EIP-681 transfer URI, as encoded in the QR code.' },
  },
} as const);
export type PaymentOption = FromSchema<typeof paymentOptionSchema>;

export const PAYMENT_STATES = ['confirming', 'confirmed', 'withdrawn'] as const;

/** The spec's Payment object (its six fields first), and what a merchant needs besides to reconcile it. */
export const paymentSchema = namedSchema('Payment', {
  type: 'object',
  additionalProperties: false,
  required: [
    'chain',
    'token',
    'tx_hash',
    'amount',
    'confirmations',
    'completed_at',
    'status',
    'confirmations_required',
    'block_number',
    'late',
    'extra',
    'simulated',
    'amount_due',
    'amount_received',
    'amount_excess',
    'shortfall',
  ],
  properties: {
    chain: { type: 'string', description: 'Registry key of the chain paid on, e.g. "base-sepolia".' },
    token: { type: 'string', description: 'Token symbol paid, e.g. "USDC".' },
    tx_hash: { type: 'string', pattern: '^0x[0-9a-f]{64}$' },
    amount: { ...decimalString, description: 'Token amount of this transfer, in token units.' },
    confirmations: { type: 'integer', minimum: 0 },
    completed_at: { ...nullableDateTimeSchema, description: 'When the required confirmations were reached.' },
    status: { enum: PAYMENT_STATES, description: 'confirming, confirmed, or withdrawn (its block left the canonical chain).' },
    confirmations_required: { type: 'integer', minimum: 0 },
    block_number: { type: ['integer', 'null'] },
    late: { type: 'boolean', description: 'Mined after the session expired: recorded, not credited.' },
    extra: { type: 'boolean', description: 'Paid to a session that was already completed: recorded, not credited.' },
    simulated: { type: 'boolean', description: 'Recorded by the test helper, not on a chain.' },
    amount_due: { ...decimalString, description: "The session's tagged amount on this chain and token." },
    amount_received: { ...decimalString, description: 'Credited to the session so far on this chain and token, this transfer included.' },
    amount_excess: { ...decimalString, description: 'What was received beyond amount_due (overpayment), else "0".' },
    shortfall: {
      ...decimalString,
      description:
        'What amount_received falls short of the session\'s USD amount (amount_usd in this token), else "0.00": a session completed within the project\'s underpayment tolerance shows what it forgave.',
    },
  },
} as const);
export type Payment = FromSchema<typeof paymentSchema>;

/** `POST /c/{id}/payments`: the hosted page reports a transaction that pays the session. */
export const submitPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['chain', 'tx_hash'],
  properties: {
    chain: { type: 'string', minLength: 1, maxLength: 40, description: 'Registry key of the chain the transaction is on.' },
    tx_hash: { type: 'string', pattern: TX_HASH_PATTERN, description: '0x and 64 hex digits.' },
  },
} as const;
export type SubmitPayment = FromSchema<typeof submitPaymentSchema>;

export const SIMULATED_OUTCOMES = ['completed', 'underpaid', 'overpaid', 'late', 'failed'] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

/** `POST /v1/test_helpers/checkout/sessions/{id}/simulate`. */
export const simulatePaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['outcome'],
  properties: { outcome: { enum: SIMULATED_OUTCOMES } },
} as const;
