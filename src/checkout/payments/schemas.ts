import { namedSchema } from '../../core/schema-registry.js';
import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeSchema, nullableDateTimeSchema } from '../../core/schema-fragments.js';

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
    'receipt',
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
    receipt: {
      type: ['string', 'null'],
      description:
        "A signed payment receipt (a compact JWS with the verification receipts' keys: check it offline against `/v1/.well-known/jwks.json`, or with `POST /v1/attestations/verify`), once this payment is confirmed and credited; else null. Cleared if its block leaves the chain, signed again once it is confirmed again.",
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

export const SIMULATED_OUTCOMES = ['completed', 'underpaid', 'overpaid', 'late', 'failed'] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

/** `POST /v1/test_helpers/checkout/sessions/{id}/simulate`. */
export const simulatePaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['outcome'],
  properties: { outcome: { enum: SIMULATED_OUTCOMES } },
} as const;

export const LEDGER_PAYMENT_STATUSES = ['unattributed', 'attributed'] as const;

/**
 * A transfer the service recorded to one of the project's receiving addresses (`GET /v1/payments`),
 * whether a session was credited with it or not. Named apart from `Payment`, which is what a session
 * shows of its own payments.
 */
export const ledgerPaymentSchema = namedSchema('LedgerPayment', {
  type: 'object',
  additionalProperties: false,
  examples: [
    {
      id: 'pay_0mwqw65c0aQ3nV8rT2yX6zB1cE5gJ9k',
      object: 'payment',
      chain: 'base-sepolia',
      token: 'USDC',
      token_address: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
      tx_hash: '0x8abbc941132e44386da136ca1d23a89e382bf5ab47887c4aebd9c1078c03b40f',
      log_index: 3,
      from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: '12.50',
      block_number: 19042117,
      confirmations: 4,
      confirmations_required: 2,
      status: 'unattributed',
      session: null,
      receipt: null,
      created_at: '2026-11-21T21:04:00.000Z',
    },
  ],
  required: [
    'id',
    'object',
    'chain',
    'token',
    'token_address',
    'tx_hash',
    'log_index',
    'from',
    'amount',
    'block_number',
    'confirmations',
    'confirmations_required',
    'status',
    'session',
    'receipt',
    'created_at',
  ],
  properties: {
    id: { type: 'string', pattern: '^pay_[0-9A-Za-z]+$' },
    object: { const: 'payment' },
    chain: { type: 'string', description: 'Registry key of the chain, e.g. "base-sepolia".' },
    token: { type: 'string', description: 'Token symbol, e.g. "USDC".' },
    token_address: { ...address, description: 'The token contract, EIP-55 checksummed.' },
    tx_hash: { type: 'string', pattern: '^0x[0-9a-f]{64}$' },
    log_index: { type: 'integer', minimum: 0, description: "The Transfer log's index in its block: a transaction may hold several transfers." },
    from: { anyOf: [{ type: 'null' }, address], description: 'The sender, EIP-55 checksummed.' },
    amount: { ...decimalString, description: 'The amount transferred, in token units.' },
    block_number: { type: ['integer', 'null'], description: 'Null for a simulated payment.' },
    confirmations: {
      type: 'integer',
      minimum: 0,
      description: 'Blocks on top of its block (its own included) as the watcher last counted them; 0 while unmined or withdrawn by a reorg.',
    },
    confirmations_required: {
      type: 'integer',
      minimum: 0,
      description: "The chain's confirmations for a transfer to count as confirmed (0 for a simulated one).",
    },
    status: {
      enum: LEDGER_PAYMENT_STATUSES,
      description: 'attributed: credited to (or recorded for) a checkout session, named by `session`; unattributed: no session claims it yet.',
    },
    session: { type: ['string', 'null'], description: 'The checkout session it was attributed to, or null.' },
    receipt: {
      type: ['string', 'null'],
      description:
        'The signed payment receipt (a compact JWS; docs/receipts.md), once the payment is confirmed and credited to its session; null before, and for an unattributed payment until it is attached to a session.',
    },
    created_at: { ...dateTimeSchema, description: 'When the service recorded it.' },
  },
} as const);
export type LedgerPayment = FromSchema<typeof ledgerPaymentSchema>;

/** `GET /v1/payments`: the spec's list shape. */
export const ledgerPaymentListSchema = namedSchema('LedgerPaymentList', {
  type: 'object',
  additionalProperties: false,
  required: ['object', 'data', 'has_more'],
  properties: {
    object: { const: 'list' },
    data: { type: 'array', items: ledgerPaymentSchema },
    has_more: { type: 'boolean' },
  },
} as const);
export type LedgerPaymentList = FromSchema<typeof ledgerPaymentListSchema>;

/** `POST /v1/payments/{id}/attach`: the session the merchant credits an unattributed payment to. */
export const attachPaymentSchema = namedSchema('LedgerPaymentAttach', {
  type: 'object',
  additionalProperties: false,
  required: ['session'],
  properties: {
    session: {
      type: 'string',
      pattern: '^ps_[0-9A-Za-z]+$',
      maxLength: 64,
      description: "A checkout session of the key's project and network that is not completed.",
    },
  },
} as const);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const REFUND_FAILURE_REASONS = ['cancelled', 'expired'] as const;

/**
 * Money a merchant owes back on a checkout session, paid by a transfer they send from the
 * receiving address (`from_address`) with their own wallet: the service holds no keys, and the
 * chain watcher recognises the transfer (docs/payments.md, "Refunds").
 */
export const refundSchema = namedSchema('Refund', {
  type: 'object',
  additionalProperties: false,
  examples: [
    {
      id: 're_0mwqw65c0bT4kW9xS3zY7aC2dF6hK0m',
      object: 'refund',
      session: 'ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw',
      status: 'pending',
      chain: 'base-sepolia',
      token: 'USDC',
      token_address: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
      to_address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: '5.00',
      amount_base_units: '5000000',
      eip681_uri: 'ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=5000000',
      created_at: '2026-11-21T21:04:00.000Z',
      from_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      expires_at: '2026-11-28T21:04:00.000Z',
      failure_reason: null,
      tx_hash: null,
      block_number: null,
      confirmations: 0,
      succeeded_at: null,
    },
  ],
  required: [
    'id',
    'object',
    'session',
    'status',
    'chain',
    'token',
    'token_address',
    'to_address',
    'amount',
    'amount_base_units',
    'eip681_uri',
    'created_at',
    'from_address',
    'expires_at',
    'failure_reason',
    'tx_hash',
    'block_number',
    'confirmations',
    'succeeded_at',
  ],
  properties: {
    id: { type: 'string', pattern: '^re_[0-9A-Za-z]+$' },
    object: { const: 'refund' },
    session: { type: 'string', description: 'The checkout session refunded.' },
    status: {
      enum: REFUND_STATUSES,
      description:
        "pending: waiting for the merchant's transfer, or for its confirmations (`tx_hash` set); succeeded: the transfer has the chain's confirmations; failed: cancelled, or expired unpaid (`failure_reason`).",
    },
    chain: { type: 'string', description: 'Registry key of the chain to send it on: that of the refunded payment.' },
    token: { type: 'string', description: 'Token symbol to send: that of the refunded payment.' },
    token_address: { ...address, description: 'The token contract, EIP-55 checksummed.' },
    to_address: { ...address, description: 'Whom to send it to, EIP-55 checksummed.' },
    amount: { ...decimalString, description: 'The exact amount to send, in token units.' },
    amount_base_units: { type: 'string', pattern: '^\\d+$', description: 'The same amount in base units (integer string).' },
    eip681_uri: { type: 'string', description: 'EIP-681 transfer URI of exactly this transfer, for a wallet or a QR code.' },
    created_at: dateTimeSchema,
    from_address: {
      ...address,
      description: 'The receiving address the refunded payment was paid to: only a transfer sent from it pays the refund. EIP-55 checksummed.',
    },
    expires_at: { ...dateTimeSchema, description: 'A refund still unpaid then fails, `failure_reason: "expired"`.' },
    failure_reason: { anyOf: [{ type: 'null' }, { enum: REFUND_FAILURE_REASONS }], description: 'Why a failed refund failed; else null.' },
    tx_hash: {
      type: ['string', 'null'],
      pattern: '^0x[0-9a-f]{64}$',
      description: 'The transfer that pays it, once the watcher saw one; null again if its block leaves the chain.',
    },
    block_number: { type: ['integer', 'null'] },
    confirmations: { type: 'integer', minimum: 0 },
    succeeded_at: nullableDateTimeSchema,
  },
} as const);
export type Refund = FromSchema<typeof refundSchema>;

/** `GET /v1/checkout/sessions/{id}/refunds`: the spec's list shape, oldest first. */
export const refundListSchema = namedSchema('RefundList', {
  type: 'object',
  additionalProperties: false,
  required: ['object', 'data', 'has_more'],
  properties: {
    object: { const: 'list' },
    data: { type: 'array', items: refundSchema },
    has_more: { type: 'boolean' },
  },
} as const);
export type RefundList = FromSchema<typeof refundListSchema>;

/** `POST /v1/checkout/sessions/{id}/refunds`. */
export const refundCreateSchema = namedSchema('RefundCreate', {
  type: 'object',
  additionalProperties: false,
  properties: {
    amount: {
      type: 'string',
      pattern: '^\\d+(\\.\\d+)?$',
      maxLength: 80,
      description:
        'In token units, a decimal string ("5.00"), at most the token\'s decimals. Default: all the session received on the refunded payment\'s chain and token, less its pending and succeeded refunds.',
    },
    to_address: {
      ...address,
      description: "Whom to refund. Default: the sender (`from`) of the refunded payment, the session's largest confirmed credited payment.",
    },
  },
} as const);
export type RefundCreate = FromSchema<typeof refundCreateSchema>;
