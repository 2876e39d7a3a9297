import { withTransaction } from '../core/db/pool.js';
import { invalidField, notFound } from '../core/errors.js';
import { pageParams, pageQuerySchemas } from '../core/paging.js';
import { bodyValidator } from '../core/validation.js';
import type { ApiDeps } from '../http/deps.js';
import { defineProjectRoute, type ProjectScope } from '../platform/index.js';
import { cancelRefund, createRefund, findRefund, listRefunds, type RefundList, refundCreateSchema, refundListSchema, refundSchema } from './payments/index.js';
import { findSession } from './sessions.js';

const createBody = bodyValidator(refundCreateSchema);

/** The session a refund route names, of the scope's project and network; another's is a 404. */
async function sessionOf({ db }: ApiDeps, scope: ProjectScope, id: string): Promise<string> {
  const session = await findSession(db, scope, id);
  if (!session) throw notFound('checkout session');
  return session.id;
}

/**
 * `POST/GET /v1/checkout/sessions/{id}/refunds[/{refund_id}[/cancel]]`: refunds of a session of the
 * key's project on the key's network, which the merchant pays from the receiving address with their
 * own wallet (docs/payments.md, "Refunds"); and their platform twins for the dashboard (members
 * list and retrieve, admins create and cancel).
 */
export const refundRoutes = [
  defineProjectRoute({
    method: 'post',
    path: '/v1/checkout/sessions/{id}/refunds',
    summary: 'Create a refund of a checkout session',
    description:
      "Records a refund for the merchant to send from the receiving address with their own wallet (the service holds no keys): `amount` of the token of the session's largest confirmed credited payment, on its chain, to `to_address` (by default that payment's sender). At most what the session's confirmed credited payments on that chain and token add up to, less its pending and succeeded refunds there (by default all of that); more is a 400 naming `amount`, and a session with no confirmed credited payment is a 400 naming `id`. The chain watcher recognises the transfer of exactly that amount from `from_address` to `to_address` and the refund succeeds once it has the chain's confirmations (`refund.succeeded`); unpaid after 7 days it fails (`refund.failed`). Another project's or network's session is a 404.",
    requestBody: refundCreateSchema,
    requestExample: { amount: '5.00', to_address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    responses: { 201: refundSchema },
    errors: [404],
    handle: async (ctx, deps: ApiDeps, scope) => {
      const input = createBody(ctx.request.body);
      const sessionId = await sessionOf(deps, await scope('admin'), ctx.params.id);
      ctx.body = await withTransaction(deps.db, (client) => createRefund(client, deps.config.chains, sessionId, input));
      ctx.status = 201;
    },
  }),
  defineProjectRoute({
    method: 'get',
    path: '/v1/checkout/sessions/{id}/refunds',
    summary: "List a checkout session's refunds, newest first",
    description:
      "The refunds of a session of the key's project on the key's network, newest first, a page at a time: pass the last id of a page as `starting_after` for the next one while `has_more` is true. Another project's or network's session is a 404.",
    query: { ...pageQuerySchemas },
    responses: { 200: refundListSchema },
    errors: [404],
    handle: async (ctx, deps: ApiDeps, scope) => {
      const result = await listRefunds(deps.db, await sessionOf(deps, await scope('member'), ctx.params.id), pageParams(ctx.query));
      if ('unknownCursor' in result) throw invalidField('starting_after', 'is not a refund of this session');
      const list: RefundList = { object: 'list', data: result.refunds, has_more: result.hasMore };
      ctx.body = list;
    },
  }),
  defineProjectRoute({
    method: 'get',
    path: '/v1/checkout/sessions/{id}/refunds/{refund_id}',
    summary: 'Retrieve a refund',
    description:
      "A refund of a session of the key's project on the key's network; another session's refund, or another project's or network's session, is a 404.",
    responses: { 200: refundSchema },
    errors: [404],
    handle: async (ctx, deps: ApiDeps, scope) => {
      const refund = await findRefund(deps.db, await sessionOf(deps, await scope('member'), ctx.params.id), ctx.params.refund_id);
      if (!refund) throw notFound('refund');
      ctx.body = refund;
    },
  }),
  defineProjectRoute({
    method: 'post',
    path: '/v1/checkout/sessions/{id}/refunds/{refund_id}/cancel',
    summary: 'Cancel a pending refund',
    description:
      'A pending refund no transfer has paid yet fails, `failure_reason: "cancelled"`, with `refund.failed`. A refund whose transfer the watcher has seen, or one already succeeded or failed, is a 400 naming `id`.',
    responses: { 200: refundSchema },
    errors: [404],
    handle: async (ctx, deps: ApiDeps, scope) => {
      const sessionId = await sessionOf(deps, await scope('admin'), ctx.params.id);
      const refund = await withTransaction(deps.db, (client) => cancelRefund(client, sessionId, ctx.params.refund_id));
      if (!refund) throw notFound('refund');
      ctx.body = refund;
    },
  }),
];
