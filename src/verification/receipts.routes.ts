/**
 * The public receipt endpoints (no key, limited per IP):
 *   GET  /v1/.well-known/jwks.json   the receipt keys: the active one and rotated-out ones within retention
 *   POST /v1/attestations/verify     {receipt} → {valid, kid, claims} or {valid: false, reason, message}
 */
import Router from '@koa/router';
import { publishedKeys } from './receipt-keys.js';
import { receiptJwks } from './receipts/key-set.js';
import { checkAttestation } from './receipts/receipt.js';
import type { ApiDeps } from '../http/deps.js';
import type { PublicRateLimits } from '../platform/index.js';
import type { AppState } from '../http/state.js';
import { bodyValidator } from '../core/validation.js';
import type { OperationSpec } from '../http/operations.js';
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

export const receiptOperations: OperationSpec[] = [
  {
    method: 'get',
    path: '/v1/.well-known/jwks.json',
    interface: 'public',
    auth: 'none',
    summary: 'The receipt signing keys (JWKS)',
    description: 'The active key and rotated-out keys within their retention; cacheable for 5 minutes.',
    responses: { 200: jwksSchema },
  },
  {
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
  },
];

/** Clients may cache the key set this long; a new key signs nothing until processes reload their signer. */
const JWKS_MAX_AGE_S = 300;

export function receiptRoutes({ db, config }: ApiDeps, limits: PublicRateLimits): Router<AppState> {
  const router = new Router<AppState>();
  const limited = limits.ipOnly;

  router.get('/v1/.well-known/jwks.json', limited, async (ctx) => {
    const jwks: JwksView = receiptJwks(await publishedKeys(db, config.receipts.retentionDays));
    ctx.set('Cache-Control', `public, max-age=${JWKS_MAX_AGE_S}`);
    ctx.body = jwks;
  });

  router.post('/v1/attestations/verify', limited, async (ctx) => {
    const { receipt } = attestationBody(ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = attestationView(await checkAttestation(receipt, await publishedKeys(db, config.receipts.retentionDays)));
  });

  return router;
}
