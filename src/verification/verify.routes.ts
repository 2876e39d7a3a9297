/**
 * Proof verification on the public interface (secret key, limited per key and per IP):
 *   POST /v1/zk/proofs/{proofId}/verify   one proof → a zk.verification with its receipt
 *   POST /v1/zk/verifications             a batch: ≤ 100 items answered at once (200), more by a job (202)
 *   GET  /v1/zk/verifications/{id}        a job's progress and a page of its items
 */
import type { ParsedUrlQuery } from 'node:querystring';
import Router from '@koa/router';
import { secretKeyAuth, type PublicRateLimits, type PublicState } from '../platform/index.js';
import { createBatch, findBatch, listBatchItems, verifyBatchNow } from './verification-batches.js';
import { recordVerifications, verifyProofs, type VerifierDeps } from './verify-proofs.js';
import type { VerificationServices } from './receipt-keys.js';
import type { ApiDeps } from '../http/deps.js';
import { invalidField, notFound, ServiceError, ValidationError } from '../core/errors.js';
import { pageParams } from '../core/paging.js';
import { bodyValidator } from '../core/validation.js';
import { batchView, verificationView } from './verify.schemas.js';

const verifyBody = bodyValidator({
  type: 'object',
  properties: { proof: {}, public_signals: {} },
  required: ['proof', 'public_signals'],
  additionalProperties: false,
} as const);

export function zkVerificationRoutes(deps: ApiDeps & VerificationServices, limits: PublicRateLimits): Router<PublicState> {
  const { db, config, pool, receipts } = deps;
  const { syncBatchMaxItems, batchMaxItems } = config.verification;
  const verifier: VerifierDeps = { db, pool, receipts, issuer: config.publicBaseUrl };
  const batchBody = bodyValidator({
    type: 'object',
    properties: { items: { type: 'array', minItems: 1, maxItems: batchMaxItems, items: {} } },
    required: ['items'],
    additionalProperties: false,
  } as const);

  const router = new Router<PublicState>();
  const auth = secretKeyAuth(deps);
  const scopeOf = (state: PublicState) => ({ projectId: state.project.id, network: state.project.network });

  router.post('/v1/zk/proofs/:proofId/verify', limits.keyAndIp, auth, async (ctx) => {
    const body = verifyBody(ctx.request.body);
    const scope = scopeOf(ctx.state);
    const [outcome] = await verifyProofs(verifier, scope, [{ proof_id: ctx.params.proofId!, proof: body.proof, public_signals: body.public_signals }]);
    if ('error' in outcome!) {
      const { code, message, details } = outcome.error;
      if (code === 'not_found') throw notFound('ZK proof');
      if (code === 'proof_not_ready') throw new ServiceError('proof_not_ready', message);
      throw new ValidationError(details);
    }
    await recordVerifications(db, scope.projectId, [outcome.verification]);
    ctx.body = verificationView(outcome.verification);
  });

  router.post('/v1/zk/verifications', limits.keyAndIp, auth, async (ctx) => {
    const { items } = batchBody(ctx.request.body);
    const scope = scopeOf(ctx.state);
    if (items.length > syncBatchMaxItems) {
      const batch = await createBatch(db, scope, items);
      ctx.status = 202;
      ctx.set('Location', `/v1/zk/verifications/${batch.id}`);
      ctx.body = batchView(batch);
      return;
    }
    const { results, counts, createdAt } = await verifyBatchNow(verifier, scope, items);
    const batch = {
      id: null,
      status: 'completed' as const,
      item_count: items.length,
      processed_count: items.length,
      ...counts,
      created_at: createdAt,
      completed_at: new Date(),
    };
    ctx.body = batchView(batch, { items: results, hasMore: false });
  });

  router.get('/v1/zk/verifications/:id', limits.keyAndIp, auth, async (ctx) => {
    const page = pageQuery(ctx.query);
    const batch = await findBatch(db, scopeOf(ctx.state), ctx.params.id!);
    if (!batch) throw notFound('verification batch');
    ctx.body = batchView(batch, await listBatchItems(db, batch.id, page));
  });

  return router;
}

/** The spec's list parameters; items of a batch are identified by their index, so `starting_after` is one. */
function pageQuery(query: ParsedUrlQuery): { limit: number; startingAfter?: number } {
  const { limit, startingAfter } = pageParams(query);
  if (startingAfter === undefined) return { limit };
  if (!/^\d{1,9}$/.test(startingAfter)) throw invalidField('starting_after', 'must be the index of an item (a non-negative integer)');
  return { limit, startingAfter: Number(startingAfter) };
}
