import type { ParsedUrlQuery } from 'node:querystring';
import { withTransaction } from '../core/db/pool.js';
import { invalidField, notFound } from '../core/errors.js';
import { createdRange, pageParams, pageQuerySchemas, queryParam } from '../core/paging.js';
import { dateTimeSchema } from '../core/schema-fragments.js';
import { bodyValidator } from '../core/validation.js';
import type { ApiDeps } from '../http/deps.js';
import { perProcess } from '../http/routes.js';
import { defineProjectRoute } from '../platform/index.js';
import { paymentLedger } from './payment-ledger.js';
import type { VerificationServices } from '../verification/index.js';
import {
  attachPayment,
  attachPaymentSchema,
  findPayment,
  LEDGER_PAYMENT_STATUSES,
  type LedgerPayment,
  type LedgerPaymentList,
  ledgerPaymentListSchema,
  ledgerPaymentSchema,
  ledgerPaymentView,
  listPayments,
  type PaymentListQuery,
} from './payments/index.js';
import { findSession } from './sessions.js';

const attachBody = bodyValidator(attachPaymentSchema);
const chainFilterSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' } as const;
const tokenFilterSchema = { type: 'string', minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9.]+$' } as const;

const ledgerOf = perProcess((deps: ApiDeps & VerificationServices) => paymentLedger(deps.config, deps));

/**
 * `GET /v1/payments[/{id}]` and `POST /v1/payments/{id}/attach`: the transfers recorded to the key's
 * project's receiving addresses on the key's network, those no session claims included, and the
 * merchant's attribution of one (docs/payments.md, "A project's payments"); and their platform twins.
 */
export const projectPaymentRoutes = [
  defineProjectRoute({
    method: 'get',
    path: '/v1/payments',
    summary: 'List payments, newest first',
    description:
      "Every transfer the service recorded to a receiving address the key's project has had, on the key's network: those credited to one of its sessions (`attributed`) and those no session claims (`unattributed`: a payment short beyond the tolerance, an overpayment, a round amount several sessions could have asked for), newest first, a page at a time: pass the last id of a page as `starting_after` for the next one while `has_more` is true (with the same filters). Filtered by `status`, `chain`, `token` and `created[gte]`/`created[lt]` (a chain or token the network does not have matches nothing). An unknown parameter is a 400 naming it.",
    query: {
      ...pageQuerySchemas,
      status: { schema: { type: 'string', enum: LEDGER_PAYMENT_STATUSES }, description: 'Only payments in this status.' },
      chain: { schema: chainFilterSchema, description: 'Only payments on this chain (its registry key, e.g. `base-sepolia`).' },
      token: { schema: tokenFilterSchema, description: 'Only payments in this token (its symbol, e.g. `USDC`).' },
      'created[gte]': { schema: dateTimeSchema, description: 'Only payments recorded at or after this time (ISO 8601 date-time).' },
      'created[lt]': { schema: dateTimeSchema, description: 'Only payments recorded before this time (ISO 8601 date-time).' },
    },
    responses: { 200: ledgerPaymentListSchema },
    handle: async (ctx, deps: ApiDeps, scope) => {
      const query = parseListQuery(ctx.query);
      const result = await listPayments(deps.db, deps.config.chains, await scope('member'), query);
      if ('unknownCursor' in result) throw invalidField('starting_after', 'is not a payment of this project and network');
      const list: LedgerPaymentList = { object: 'list', data: result.payments.map(ledgerPaymentView), has_more: result.hasMore };
      ctx.body = list;
    },
  }),
  defineProjectRoute({
    method: 'get',
    path: '/v1/payments/{id}',
    summary: 'Retrieve a payment',
    description: "A payment of the key's project on the key's network; another project's or network's is a 404.",
    responses: { 200: ledgerPaymentSchema },
    errors: [404],
    handle: async (ctx, deps: ApiDeps, scope) => {
      const payment = await findPayment(deps.db, deps.config.chains, await scope('member'), ctx.params.id);
      if (!payment) throw notFound('payment');
      ctx.body = ledgerPaymentView(payment);
    },
  }),
  defineProjectRoute({
    method: 'post',
    path: '/v1/payments/{id}/attach',
    summary: 'Attach an unattributed payment to a checkout session',
    description:
      "Credits an unattributed payment to `session`, a checkout session of the key's project and network that is not completed (pending, processing, failed or expired; an expired session whose payment arrived late is then completed by it), whatever the amount: the session is then settled by the payment rules. Once: attaching an attributed payment is a 400 naming `id`; a completed session is a 400 naming `session`; another project's or network's payment or session is a 404.",
    requestBody: attachPaymentSchema,
    requestExample: { session: 'ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw' },
    responses: { 200: ledgerPaymentSchema },
    errors: [404],
    handle: async (ctx, deps: ApiDeps & VerificationServices, scope) => {
      const { db, config } = deps;
      const { session: sessionId } = attachBody(ctx.request.body);
      const projectScope = await scope('admin');
      const paymentId = ctx.params.id;
      ctx.body = await withTransaction(db, async (client): Promise<LedgerPayment> => {
        if (!(await findPayment(client, config.chains, projectScope, paymentId))) throw notFound('payment');
        const session = await findSession(client, projectScope, sessionId);
        if (!session) throw notFound('checkout session');
        const outcome = await attachPayment(client, ledgerOf(deps), paymentId, session.id);
        if (outcome !== 'attached' && 'alreadyAttributed' in outcome) {
          throw invalidField('id', `the payment is already attributed to checkout session ${outcome.alreadyAttributed}; a payment is attached once`);
        }
        if (outcome !== 'attached') throw invalidField('session', 'the session is completed; attach the payment to a session that is not');
        return ledgerPaymentView((await findPayment(client, config.chains, projectScope, paymentId))!);
      });
    },
  }),
];

/** The list's paging and its filters (`status`, `chain`, `token`, `created[gte|lt]`); anything else, or a repeated parameter, is a 400 naming it. */
function parseListQuery(query: ParsedUrlQuery): PaymentListQuery {
  const page = pageParams(query, ['status', 'chain', 'token', 'created[gte]', 'created[lt]']);
  const status = queryParam(query, 'status');
  if (status !== undefined && !(LEDGER_PAYMENT_STATUSES as readonly string[]).includes(status)) {
    throw invalidField('status', `must be one of ${LEDGER_PAYMENT_STATUSES.join(', ')}`);
  }
  const chain = queryParam(query, 'chain', chainFilterSchema);
  const token = queryParam(query, 'token', tokenFilterSchema);
  return {
    ...page,
    ...(status !== undefined ? { status: status as LedgerPayment['status'] } : {}),
    ...(chain !== undefined ? { chain } : {}),
    ...(token !== undefined ? { token } : {}),
    created: createdRange(query, ['gte', 'lt']),
  };
}
