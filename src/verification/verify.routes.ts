/**
 * Proof verification on the public interface (secret key, limited per key and per IP):
 *   POST /v1/zk/proofs/{proofId}/verify   one proof → a zk.verification with its receipt
 *   POST /v1/zk/verifications             a batch: ≤ 100 items answered at once (200), more by a job (202)
 *   GET  /v1/zk/verifications/{id}        a job's progress and a page of its items
 */
import type { ParsedUrlQuery } from 'node:querystring';
import { keyScope } from '../platform/index.js';
import { createBatch, findBatch, listBatchItems, verifyBatchNow } from './verification-batches.js';
import { type OnchainRequest, verifierDeps, verifyOne, type VerifyScope } from './verify-proofs.js';
import { OnchainUnavailableError, onchainUnavailable, proofNotReady, requestedChain } from '../deployments/index.js';
import type { Network } from '../core/network.js';
import type { VerificationServices } from './receipt-keys.js';
import type { ApiDeps } from '../http/deps.js';
import { invalidField, notFound, ValidationError } from '../core/errors.js';
import { pageParams } from '../core/paging.js';
import { bodyValidator } from '../core/validation.js';
import type { Config } from '../core/config/config.js';
import { defineRoute, perProcess } from '../http/routes.js';
import { serverTimingHeader } from '../http/server-timing.js';
import { Timings } from '../core/timings.js';
import { proofInputProperties, proofItemSchema } from './proof-input.js';
import { documentedAs } from '../core/schema-registry.js';
import { batchSchema, type BatchView, batchView, verificationSchema, verificationView } from './verify.schemas.js';
import type { Queryable } from '../core/db/pool.js';

/** `onchain: true` also checks each proof with its deployed verifier (docs/onchain.md); `chain` picks the deployment. */
const onchainFields = {
  onchain: { type: 'boolean', description: "Also verify with an `eth_call` of the record's deployed Solidity verifier (docs/onchain.md)." },
  chain: {
    type: 'string',
    minLength: 1,
    maxLength: 40,
    description: "With `onchain`: the registry chain (of the key's network) whose deployment to call; default the most recent deployment.",
  },
} as const;

const verifyBodySchema = {
  type: 'object',
  properties: { ...proofInputProperties, ...onchainFields },
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
        items: documentedAs({} as const, proofItemSchema),
        description: 'Each `{proof_id, proof, public_signals}`; a malformed item gets its own `invalid_request` error in the answer, the others are verified.',
      },
      ...onchainFields,
    },
    required: ['items'],
    additionalProperties: false,
  }) as const;

/** A real proof (of a multiplier circuit whose public signal is the product, 3000), so the examples verify against its key. */
const exampleProof = {
  pi_a: [
    '11259081439365636522071104855025518665104222991213281831866425748026613395732',
    '7671524096496138215175554433597975465686747467681001978093567545974493367305',
    '1',
  ],
  pi_b: [
    [
      '5505838155333469475549974374255229570237905687239937981867097163325841389073',
      '20253806279446310996898417699825067542999804798616908995475429985492724624603',
    ],
    [
      '20924948456145082028640233993068850578947107966321867178223217182277787316791',
      '15234255340106595366008996409088293236333427963364868106816776221862597429558',
    ],
    ['1', '0'],
  ],
  pi_c: [
    '20688507415118887030717429387597080611164521709088867026424334665758826932406',
    '2149438045747948057891390376379752771382474056994175970403632639131663912995',
    '1',
  ],
  protocol: 'groth16',
  curve: 'bn128',
};
const examplePublicSignals = ['3000'];

export function zkVerificationRoutes({ syncBatchMaxItems, batchMaxItems }: Config['verification']) {
  const batchBody = bodyValidator(batchBodySchema(batchMaxItems));
  return [
    defineRoute({
      method: 'post',
      path: '/v1/zk/proofs/{proofId}/verify',
      interface: 'public',
      auth: 'secret_key',
      summary: 'Verify one proof against a ZK proof record',
      description:
        'Answers `verified` (true or false) with a signed receipt; a proof of the wrong shape is a 400 naming the field. A `Server-Timing` header gives where the time went, in milliseconds: `verify` (the Groth16 check in a worker thread), `pool` (waiting for a thread and the hand-off to it and back), `store` (the durable record of the verification), and `keys` and `onchain` when the key (and with `onchain`, its deployment) was read or a deployed verifier called.',
      requestBody: verifyBodySchema,
      requestExample: { proof: exampleProof, public_signals: examplePublicSignals },
      responses: { 200: verificationSchema },
      errors: [404, 409, 502],
      handle: async (ctx, deps: ApiDeps & VerificationServices) => {
        const body = verifyBody(ctx.request.body);
        const scope = keyScope(ctx.state);
        const onchain = onchainOf(deps.config, body, scope.network);
        const timings = new Timings();
        const outcome = await answerOnchainUnavailable(() =>
          verifyOne(verifierOf(deps), scope, { proof_id: ctx.params.proofId, proof: body.proof, public_signals: body.public_signals }, onchain, timings),
        );
        if ('error' in outcome) {
          const { code, message, details } = outcome.error;
          if (code === 'not_found') throw notFound('ZK proof');
          if (code === 'proof_not_ready') throw proofNotReady(message);
          throw new ValidationError(details);
        }
        ctx.set('Server-Timing', serverTimingHeader(timings));
        ctx.body = verificationView(outcome.verification);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/v1/zk/verifications',
      interface: 'public',
      auth: 'secret_key',
      summary: 'Verify a batch of proofs',
      description: `Up to ${syncBatchMaxItems} items are verified at once (200, with every item); up to ${batchMaxItems} are queued (202, \`Location\` to poll).`,
      requestBody: batchBodySchema(batchMaxItems),
      requestExample: { items: [{ proof_id: 'zkp_0mwqu0zk05C4JQPILgRZdoLDWXcQLT7', proof: exampleProof, public_signals: examplePublicSignals }] },
      responses: { 200: batchSchema, 202: batchSchema },
      errors: [502],
      bodyLimit: 'batch',
      handle: async (ctx, deps: ApiDeps & VerificationServices) => {
        const body = batchBody(ctx.request.body);
        const { items } = body;
        const scope = keyScope(ctx.state);
        const onchain = onchainOf(deps.config, body, scope.network);
        if (items.length > syncBatchMaxItems) {
          const batch = await createBatch(deps.db, scope, items, onchain);
          ctx.status = 202;
          ctx.set('Location', `/v1/zk/verifications/${batch.id}`);
          ctx.body = batchView(batch);
          return;
        }
        const { results, counts, createdAt } = await answerOnchainUnavailable(() => verifyBatchNow(verifierOf(deps), scope, items, onchain));
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
      },
    }),
    defineRoute({
      method: 'get',
      path: '/v1/zk/verifications/{id}',
      interface: 'public',
      auth: 'secret_key',
      summary: "A queued batch's progress and a page of its items",
      description:
        'A batch queued by `POST /v1/zk/verifications` (more items than are verified at once): its counts, and a page of its items by index, each pending, verified, not verified, or in error. Pass the last index of a page as `starting_after` for the next.',
      query: batchItemsQuery,
      responses: { 200: batchSchema },
      errors: [404],
      handle: async (ctx, { db }: ApiDeps) => {
        ctx.body = await batchWithItems(db, keyScope(ctx.state), ctx.params.id, ctx.query);
      },
    }),
  ];
}

/** The verifier's deps, made once per process. */
const verifierOf = perProcess((deps: ApiDeps & VerificationServices) => verifierDeps(deps));

/** The request's on-chain part: `chain` must be a chain of the key's network, and only comes with `onchain: true`. */
function onchainOf(config: Config, body: { onchain?: boolean; chain?: string }, network: Network): OnchainRequest | undefined {
  if (body.chain !== undefined && body.onchain !== true) throw invalidField('chain', 'picks the verifier of an on-chain check; send it with onchain: true');
  if (!body.onchain) return undefined;
  return { chain: body.chain === undefined ? undefined : requestedChain(config.chains, body.chain, { network }).key };
}

/** A queued batch of the scope with a page of its items (`limit`, `starting_after` an item index), or a 404. */
export async function batchWithItems(db: Queryable, scope: VerifyScope, id: string, query: ParsedUrlQuery): Promise<BatchView> {
  const page = pageQuery(query);
  const batch = await findBatch(db, scope, id);
  if (!batch) throw notFound('verification batch');
  return batchView(batch, await listBatchItems(db, batch.id, page));
}

/** The query of a batch's page of items, as documented. */
export const batchItemsQuery = {
  limit: { schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, description: 'Page size.' },
  starting_after: { schema: { type: 'integer', minimum: 0, maximum: 999_999_999 }, description: 'The index of the last item of the previous page.' },
} as const;

/** A chain RPC that did not answer in time: the spec's 502, nothing of the request recorded. */
async function answerOnchainUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OnchainUnavailableError) {
      throw onchainUnavailable(`On-chain verification is unavailable: ${error.message}; retry, or verify off-chain only`, error);
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
