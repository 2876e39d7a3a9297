/**
 * The public receipt endpoints (no key, limited per IP):
 *   GET  /v1/.well-known/jwks.json   the receipt keys: the active one and rotated-out ones within retention
 *   POST /v1/attestations/verify     {receipt} → {valid, kid, claims} or {valid: false, reason, message}
 */
import { publishedKeys } from './receipt-keys.js';
import { receiptJwks } from './receipts/key-set.js';
import { checkAttestation } from './receipts/receipt.js';
import type { ApiDeps } from '../http/deps.js';
import { bodyValidator } from '../core/validation.js';
import { defineRoute } from '../http/routes.js';
import { attestationSchema, attestationView, jwksSchema, type JwksView } from './verify.schemas.js';

const attestationBodySchema = {
  type: 'object',
  properties: {
    receipt: {
      type: 'string',
      minLength: 1,
      maxLength: 16_384,
      description: "The compact JWS of a verification, or of a payment (a session's `payment.receipt`).",
    },
  },
  required: ['receipt'],
  additionalProperties: false,
} as const;
const attestationBody = bodyValidator(attestationBodySchema);

/** Clients may cache the key set this long; a new key signs nothing until processes reload their signer. */
const JWKS_MAX_AGE_S = 300;

export const receiptRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/.well-known/jwks.json',
    interface: 'public',
    auth: 'none',
    summary: 'The receipt signing keys (JWKS)',
    description: 'The active key and rotated-out keys within their retention; cacheable for 5 minutes.',
    responses: { 200: jwksSchema },
    handle: async (ctx, { db, config }: ApiDeps) => {
      const jwks: JwksView = receiptJwks(await publishedKeys(db, config.receipts.retentionDays));
      ctx.set('Cache-Control', `public, max-age=${JWKS_MAX_AGE_S}`);
      ctx.body = jwks;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/attestations/verify',
    interface: 'public',
    auth: 'none',
    summary: 'Check a verification or payment receipt',
    description:
      'A verification receipt or a payment receipt, told apart by its claims (a payment receipt names its `session_id`). A receipt that does not check is still a 200, with `valid: false` and the reason.',
    requestBody: attestationBodySchema,
    requestExample: { receipt: 'eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiJ9.eyJ…' },
    responses: { 200: attestationSchema },
    handle: async (ctx, { db, config }: ApiDeps) => {
      const { receipt } = attestationBody(ctx.request.body);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = attestationView(await checkAttestation(receipt, await publishedKeys(db, config.receipts.retentionDays)));
    },
  }),
];
