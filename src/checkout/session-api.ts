import { documentedAs, namedSchema } from '../core/schema-registry.js';
import type { FromSchema } from 'json-schema-to-ts';
import type { NewSession, SessionRecord } from './sessions.js';
import { invalidField } from '../core/errors.js';
import { bodyValidator, httpUrlSchema } from '../core/validation.js';
import { jsonNumberSource } from '../core/json.js';
import { formatBaseUnits, formatCents, MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS, parseUsdAmount } from '../core/money.js';
import { paymentSchema, SESSION_STATUSES, type CheckoutStatus } from './page-api.js';
import { dateTimeSchema } from '../core/schema-fragments.js';
import { checksumAddress } from '../core/chain/checksum.js';
import { paymentOptionSchema, paymentsView, primaryPayment, type PaymentOption, type StoredPaymentOption } from './payments/index.js';
import { erc20TransferUri } from './eip681.js';

/**
 * The public interface's checkout-session shapes: the body of `POST /v1/checkout/sessions`, the
 * CheckoutSession object every session endpoint answers with, and their documented limits.
 */

/** Documented limits of the creation body (docs/checkout.md). */
export const SESSION_LIMITS = {
  descriptionMaxChars: 1000,
  urlMaxChars: 2048,
  metadataMaxKeys: 50,
  metadataKeyMaxChars: 40,
  metadataValueMaxChars: 500,
} as const;

/** Metadata keys with this prefix are the service's own. */
export const RESERVED_METADATA_PREFIX = '_svc_';

const urlSchema = httpUrlSchema(SESSION_LIMITS.urlMaxChars);

/** The customer's e-mail address: where the receipt goes once the session completes (docs/payments.md, "Receipts by e-mail"). */
const customerEmailSchema = {
  type: 'string',
  format: 'email',
  maxLength: 254,
  description: "The customer's e-mail address: once the session completes, a receipt is e-mailed there (when the service sends e-mail: docs/operations.md).",
} as const;

/**
 * `POST /v1/checkout/sessions`. ajv only checks `amount_usd` to be a number: its exact decimal
 * rules need the digits the client wrote, which `parseUsdAmount` reads from the JSON text (kept by
 * the body parser) without float arithmetic. The documents show those rules.
 */
export const newSessionSchema = namedSchema('CheckoutSessionCreate', {
  type: 'object',
  additionalProperties: false,
  required: ['amount_usd'],
  properties: {
    amount_usd: documentedAs({ type: 'number' } as const, {
      type: 'number',
      minimum: Number(MIN_AMOUNT_CENTS) / 100,
      maximum: Number(MAX_AMOUNT_CENTS) / 100,
      // Not `multipleOf: 0.01`: validators check it in floating point, where 19.99 is no multiple of 0.01.
      description: `US dollars: ${formatCents(MIN_AMOUNT_CENTS)} to ${formatCents(MAX_AMOUNT_CENTS)}, with at most 2 decimal places (judged on the digits sent, so 19.99 is exact).`,
    }),
    description: { type: 'string', maxLength: SESSION_LIMITS.descriptionMaxChars },
    metadata: {
      type: 'object',
      maxProperties: SESSION_LIMITS.metadataMaxKeys,
      // parseNewSession refuses the reserved prefix with its own message.
      propertyNames: documentedAs({ minLength: 1, maxLength: SESSION_LIMITS.metadataKeyMaxChars } as const, {
        minLength: 1,
        maxLength: SESSION_LIMITS.metadataKeyMaxChars,
        pattern: `^(?!${RESERVED_METADATA_PREFIX})`,
        description: `Keys beginning ${RESERVED_METADATA_PREFIX} are reserved.`,
      }),
      // Flat key-value data, as in Stripe: scalar values, strings of bounded length.
      additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: SESSION_LIMITS.metadataValueMaxChars },
    },
    return_url: urlSchema,
    cancel_url: urlSchema,
    customer_email: customerEmailSchema,
  },
} as const);
const newSessionBody = bodyValidator(newSessionSchema);

/** A creation body checked field by field (400 `<field>: <reason>`), as the domain takes it. */
export function parseNewSession(input: unknown): NewSession {
  const body = newSessionBody(input);
  const amount = parseUsdAmount(body.amount_usd, 'amount_usd', jsonNumberSource(body, 'amount_usd'));
  const reserved = Object.keys(body.metadata ?? {}).find((key) => key.startsWith(RESERVED_METADATA_PREFIX));
  if (reserved !== undefined) throw invalidField(`metadata.${reserved}`, `keys beginning ${RESERVED_METADATA_PREFIX} are reserved`);
  return {
    amountCents: amount.cents,
    description: body.description ?? null,
    metadata: body.metadata ?? null,
    returnUrl: body.return_url ?? null,
    cancelUrl: body.cancel_url ?? null,
    customerEmail: body.customer_email ?? null,
  };
}

/** The spec's CheckoutSession. */
export const checkoutSessionSchema = namedSchema('CheckoutSession', {
  type: 'object',
  additionalProperties: false,
  examples: [
    {
      id: 'ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw',
      object: 'checkout.session',
      amount_usd: '19.99',
      currency: 'USD',
      description: 'Order 1042',
      metadata: { order_id: '1042' },
      status: 'pending',
      network: 'testnet',
      return_url: 'https://shop.example/thanks',
      cancel_url: null,
      customer_email: 'ada@example.com',
      expires_at: '2026-11-21T21:30:00.000Z',
      created_at: '2026-11-21T21:00:00.000Z',
      checkout_url: 'https://pay.example.com/c/ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw',
      payment: null,
      payment_options: [
        {
          chain: 'base-sepolia',
          chain_id: 84532,
          token: 'USDC',
          token_address: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
          address: '0x52908400098527886E0F7030069857D2E4169EE7',
          amount: '19.994127',
          amount_base_units: '19994127',
          eip681_uri: 'ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=19994127',
        },
      ],
      payments: [],
      failure_reason: null,
    },
  ],
  required: [
    'id',
    'object',
    'amount_usd',
    'currency',
    'description',
    'metadata',
    'status',
    'network',
    'return_url',
    'cancel_url',
    'customer_email',
    'expires_at',
    'created_at',
    'checkout_url',
    'payment',
    'payment_options',
    'payments',
    'failure_reason',
  ],
  properties: {
    id: { type: 'string', pattern: '^ps_[0-9A-Za-z]+$' },
    object: { const: 'checkout.session' },
    amount_usd: { type: 'string', pattern: '^(0|[1-9]\\d*)\\.\\d{2}$' },
    currency: { const: 'USD' },
    description: { type: ['string', 'null'] },
    metadata: { anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } }] },
    status: { enum: SESSION_STATUSES },
    network: { enum: ['mainnet', 'testnet'] },
    return_url: { type: ['string', 'null'] },
    cancel_url: { type: ['string', 'null'] },
    customer_email: { type: ['string', 'null'], description: 'Where the receipt is e-mailed once the session completes; null when none was given.' },
    expires_at: dateTimeSchema,
    created_at: dateTimeSchema,
    checkout_url: { type: 'string', format: 'uri' },
    payment: { anyOf: [{ type: 'null' }, paymentSchema] },
    payment_options: {
      type: 'array',
      items: paymentOptionSchema,
      description: 'Per chain and token of the session network that is watched, the exact amount that pays this session (docs/payments.md).',
    },
    payments: {
      type: 'array',
      items: paymentSchema,
      description: 'Every payment recorded for the session, oldest first, including late, extra and withdrawn ones (docs/payments.md).',
    },
    failure_reason: {
      anyOf: [{ type: 'null' }, { enum: ['underpaid', 'transaction_reverted'] }],
      description: 'Why a failed session failed.',
    },
  },
} as const);
export type CheckoutSession = FromSchema<typeof checkoutSessionSchema>;

/** `GET /v1/checkout/sessions`: the spec's list shape. */
export const checkoutSessionListSchema = namedSchema('CheckoutSessionList', {
  type: 'object',
  additionalProperties: false,
  required: ['object', 'data', 'has_more'],
  properties: {
    object: { const: 'list' },
    data: { type: 'array', items: checkoutSessionSchema },
    has_more: { type: 'boolean' },
  },
} as const);
export type CheckoutSessionList = FromSchema<typeof checkoutSessionListSchema>;

/** The hosted page's address for a session. */
export const checkoutUrl = (publicBaseUrl: string, id: string) => `${publicBaseUrl}/c/${encodeURIComponent(id)}`;

/** A stored session as the public interface shows it. */
export function checkoutSessionView(session: SessionRecord, publicBaseUrl: string): CheckoutSession {
  const payments = paymentsView(session.payments, BigInt(session.amount_cents));
  return {
    id: session.id,
    object: 'checkout.session',
    amount_usd: formatCents(BigInt(session.amount_cents)),
    currency: 'USD',
    description: session.description,
    metadata: session.metadata as CheckoutSession['metadata'],
    status: session.status,
    network: session.network,
    return_url: session.return_url,
    cancel_url: session.cancel_url,
    customer_email: session.customer_email ?? null,
    expires_at: session.expires_at.toISOString(),
    created_at: session.created_at.toISOString(),
    checkout_url: checkoutUrl(publicBaseUrl, session.id),
    payment: primaryPayment(payments),
    payment_options: session.payment_options.map(paymentOptionView),
    payments,
    failure_reason: session.failure_reason as CheckoutSession['failure_reason'],
  };
}

/** A payment option as the session shows it: checksummed addresses, the amount in token units, and its EIP-681 URI. */
export function paymentOptionView(option: StoredPaymentOption): PaymentOption {
  const amount = BigInt(option.amount_base_units);
  const address = checksumAddress(option.address);
  const tokenAddress = checksumAddress(option.token_address);
  return {
    chain: option.chain,
    chain_id: option.chain_id,
    token: option.token,
    token_address: tokenAddress,
    address,
    amount: formatBaseUnits(amount, option.decimals),
    amount_base_units: option.amount_base_units,
    eip681_uri: erc20TransferUri({ token: tokenAddress, chainId: option.chain_id, recipient: address, amount }),
  };
}

/** What the hosted page polls at `GET /c/{id}/status`. */
export function checkoutStatusView(session: SessionRecord): CheckoutStatus {
  const payment = primaryPayment(paymentsView(session.payments, BigInt(session.amount_cents)));
  return { id: session.id, status: session.status, expires_at: session.expires_at.toISOString(), payment };
}
