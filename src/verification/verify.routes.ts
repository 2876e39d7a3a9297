import type { ParsedUrlQuery } from 'node:querystring';
/**
 * Proof verification on the public interface (secret key, limited per key and per IP):
 *   POST /v1/zk/proofs/{proofId}/verify   one proof → a zk.verification with its receipt
 *   POST /v1/zk/verifications             a batch: ≤ 100 items answered at once (200), more by a job (202)
 *   GET  /v1/zk/verifications/{id}        a job's progress and a page of its items
 */
import Router from '@koa/router';
import { createBatch, findBatch, listBatchItems, verifyBatchNow } from './verification-batches.js';
import { type OnchainRequest, recordVerifications, verifierDeps, verifyProofs } from './verify-proofs.js';
import { OnchainUnavailableError, proofNotReady, requestedChain } from '../deployments/index.js';
import type { Network } from '../core/network.js';
import type { ApiDeps } from '../http/deps.js';
import { ApiError, invalidField, notFound } from '../core/errors.js';
import type { PublicRateLimits } from '../http/middleware/rate-limit.js';
import { pageParams } from '../core/paging.js';
import { secretKeyAuth } from '../platform/secret-key-auth.js';
import type { PublicState } from '../http/state.js';
import { bodyValidator } from '../core/validation.js';
import { batchView, verificationView } from './verify.schemas.js';

/** `onchain: true` also checks each proof with its deployed verifier (docs/onchain.md); `chain` picks the deployment. */
const onchainFields = {
  onchain: { type: 'boolean' },
  chain: { type: 'string', minLength: 1, maxLength: 40 },
} as const;

const verifyBody = bodyValidator({
  type: 'object',
  properties: { proof: {}, public_signals: {}, ...onchainFields },
  required: ['proof', 'public_signals'],
  additionalProperties: false,
} as const);

export function zkVerificationRoutes(deps: ApiDeps, limits: PublicRateLimits): Router<PublicState> {
  const { db, config } = deps;
  const { syncBatchMaxItems, batchMaxItems } = config.verification;
  const verifier = verifierDeps(deps);
  const batchBody = bodyValidator({
    type: 'object',
    properties: { items: { type: 'array', minItems: 1, maxItems: batchMaxItems, items: {} }, ...onchainFields },
    required: ['items'],
    additionalProperties: false,
  } as const);

  const router = new Router<PublicState>();
  const auth = secretKeyAuth(deps);
  const scopeOf = (state: PublicState) => ({ projectId: state.project.id, network: state.project.network });
  /** The request's on-chain part: `chain` must be a chain of the key's network, and only comes with `onchain: true`. */
  const onchainOf = (body: { onchain?: boolean; chain?: string }, network: Network): OnchainRequest | undefined => {
    if (body.chain !== undefined && body.onchain !== true) throw invalidField('chain', 'picks the verifier of an on-chain check; send it with onchain: true');
    if (!body.onchain) return undefined;
    return { chain: body.chain === undefined ? undefined : requestedChain(config.chains, body.chain, { network }).key };
  };

  router.post('/v1/zk/proofs/:proofId/verify', limits.keyAndIp, auth, async (ctx) => {
    const body = verifyBody(ctx.request.body);
    const scope = scopeOf(ctx.state);
    const onchain = onchainOf(body, scope.network);
    const [outcome] = await answerOnchainUnavailable(() =>
      verifyProofs(verifier, scope, [{ proof_id: ctx.params.proofId!, proof: body.proof, public_signals: body.public_signals }], onchain),
    );
    if ('error' in outcome!) {
      const { code, message, details } = outcome.error;
      if (code === 'not_found') throw notFound('ZK proof');
      if (code === 'proof_not_ready') throw proofNotReady(message);
      throw ApiError.invalid(details);
    }
    await recordVerifications(db, scope.projectId, [outcome.verification]);
    ctx.body = verificationView(outcome.verification);
  });

  router.post('/v1/zk/verifications', limits.keyAndIp, auth, async (ctx) => {
    const body = batchBody(ctx.request.body);
    const { items } = body;
    const scope = scopeOf(ctx.state);
    const onchain = onchainOf(body, scope.network);
    if (items.length > syncBatchMaxItems) {
      const batch = await createBatch(db, scope, items, onchain);
      ctx.status = 202;
      ctx.set('Location', `/v1/zk/verifications/${batch.id}`);
      ctx.body = batchView(batch);
      return;
    }
    const { results, counts, createdAt } = await answerOnchainUnavailable(() => verifyBatchNow(verifier, scope, items, onchain));
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

/** A chain RPC that did not answer in time: the spec's 502, nothing of the request recorded. */
async function answerOnchainUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OnchainUnavailableError) {
      throw new ApiError(502, 'onchain_unavailable', `On-chain verification is unavailable: ${error.message}; retry, or verify off-chain only`);
    }
    throw error;
  }
}

/** The spec's list parameters; items of a batch are identified by their index, so `starting_after` is one. */
function pageQuery(query: ParsedUrlQuery): { limit: number; startingAfter?: number } {
  const { limit, startingAfter } = pageParams(query);
  if (startingAfter === undefined) return { limit };
  if (!/^\d{1,9}$/.test(startingAfter)) throw invalidField('starting_after', 'must be the index of an item (a non-negative integer)');
  return { limit, startingAfter: Number(startingAfter) };
}
