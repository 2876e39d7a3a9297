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
import type { Config } from '../core/config/config.js';
import type { OperationSpec } from '../http/operations.js';
import { proofInputProperties } from './proof-input.js';
import { batchSchema, batchView, verificationSchema, verificationView } from './verify.schemas.js';

const verifyBodySchema = {
  type: 'object',
  properties: proofInputProperties,
  required: ['proof', 'public_signals'],
  additionalProperties: false,
} as const;
const verifyBody = bodyValidator(verifyBodySchema);

/** Items are checked one by one (a malformed item is that item's error, not the batch's), so any item passes here. */
const batchBodySchema = (batchMaxItems: number) =>
  ({
    type: 'object',
    properties: {
      items: {
        type: 'array',
        minItems: 1,
        maxItems: batchMaxItems,
        items: { description: '`{proof_id, proof, public_signals}`; a malformed item gets its own `invalid_request` error in the answer.' },
      },
    },
    required: ['items'],
    additionalProperties: false,
  }) as const;

const exampleProof = {
  pi_a: ['1', '2', '1'],
  pi_b: [
    ['1', '2'],
    ['3', '4'],
    ['1', '0'],
  ],
  pi_c: ['1', '2', '1'],
  protocol: 'groth16',
  curve: 'bn128',
};

export const zkVerificationOperations = ({ syncBatchMaxItems, batchMaxItems }: Config['verification']): OperationSpec[] => [
  {
    method: 'post',
    path: '/v1/zk/proofs/{proofId}/verify',
    interface: 'public',
    auth: 'secret_key',
    summary: 'Verify one proof against a ZK proof record',
    description: 'Answers `verified` (true or false) with a signed receipt; a proof of the wrong shape is a 400 naming the field.',
    requestBody: verifyBodySchema,
    requestExample: { proof: exampleProof, public_signals: ['33'] },
    responses: { 200: verificationSchema },
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/v1/zk/verifications',
    interface: 'public',
    auth: 'secret_key',
    summary: 'Verify a batch of proofs',
    description: `Up to ${syncBatchMaxItems} items are verified at once (200, with every item); up to ${batchMaxItems} are queued (202, \`Location\` to poll).`,
    requestBody: batchBodySchema(batchMaxItems),
    requestExample: { items: [{ proof_id: 'zkp_4bT9…', proof: exampleProof, public_signals: ['33'] }] },
    responses: { 200: batchSchema, 202: batchSchema },
  },
  {
    method: 'get',
    path: '/v1/zk/verifications/{id}',
    interface: 'public',
    auth: 'secret_key',
    summary: "A queued batch's progress and a page of its items",
    query: {
      limit: { schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, description: 'Page size.' },
      starting_after: { schema: { type: 'integer', minimum: 0 }, description: 'The index of the last item of the previous page.' },
    },
    responses: { 200: batchSchema },
    errors: [404],
  },
];

export function zkVerificationRoutes(deps: ApiDeps & VerificationServices, limits: PublicRateLimits): Router<PublicState> {
  const { db, config, pool, receipts } = deps;
  const { syncBatchMaxItems, batchMaxItems } = config.verification;
  const verifier: VerifierDeps = { db, pool, receipts, issuer: config.publicBaseUrl };
  const batchBody = bodyValidator(batchBodySchema(batchMaxItems));

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
