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
import { attestationView, type JwksView } from './verify.schemas.js';

const attestationBody = bodyValidator({
  type: 'object',
  properties: { receipt: { type: 'string', minLength: 1, maxLength: 16_384 } },
  required: ['receipt'],
  additionalProperties: false,
} as const);

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
