import { ACTIVITY_DAYS, activitySchema, projectNetworkPathParameters, projectNetworkScope } from '../platform/index.js';
import { eventsAbout, eventWithDeliveriesSchema } from '../webhooks/index.js';
import { namedSchema } from '../core/schema-registry.js';
import { defineRoute } from '../http/routes.js';
import { checkoutSessionSchema, checkoutSessionView } from './session-api.js';
import { findSession, findSessionForMember, paymentsPerDay } from './sessions.js';
import type { FromSchema } from 'json-schema-to-ts';
import type { ApiDeps } from '../http/deps.js';
import { invalidField, notFound } from '../core/errors.js';
import { queryParam } from '../core/paging.js';

/** A session id as the public interface issues them: `ps_` and base62. */
const SESSION_ID = /^ps_[0-9A-Za-z]{1,64}$/;

/** A session as the dashboard's page shows it: with its payments, and every event about it with each delivery's attempts. */
const checkoutSessionDetailSchema = namedSchema('CheckoutSessionDetail', {
  type: 'object',
  additionalProperties: false,
  required: ['session', 'events'],
  properties: {
    session: checkoutSessionSchema,
    events: {
      type: 'array',
      items: eventWithDeliveriesSchema,
      description:
        "The session's timeline, oldest first: its `checkout.session.*` events and its refunds' events, each with its deliveries and their attempts.",
    },
  },
} as const);

const paymentActivitySchema = activitySchema('PaymentActivity', 'payments', ['count', 'amount_usd'], {
  count: { type: 'integer', minimum: 0, description: 'Checkout sessions completed that day (their last credited payment confirmed).' },
  amount_usd: { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'Their USD amounts summed, e.g. "59.97".' },
});
type PaymentActivity = FromSchema<typeof paymentActivitySchema>;

/** The dashboard's views of a project's sessions (members read): `GET /sessions?id=`, a session in full, the payments chart. */
export const platformCheckoutSessionRoutes = [
  /** A checkout session, with its payment, of a project in an organization the caller belongs to (any role); others' are 404, as if they did not exist. */
  defineRoute({
    method: 'get',
    path: '/sessions',
    interface: 'platform',
    auth: 'platform_jwt',
    summary: 'A checkout session of a project the caller belongs to',
    description:
      "A checkout session, with its payments, of a project in an organization the caller belongs to (any role); anyone else's session is a 404, as if it did not exist.",
    query: { id: { schema: { type: 'string', pattern: SESSION_ID.source }, required: true, description: 'The session id (`ps_…`).' } },
    responses: { 200: { type: 'object', additionalProperties: false, required: ['session'], properties: { session: checkoutSessionSchema } } },
    errors: [404],
    handle: async (ctx, { db, config }: ApiDeps) => {
      const id = queryParam(ctx.query, 'id');
      if (id === undefined || id === '') throw invalidField('id', 'is required: send GET /sessions?id=ps_…');
      if (!SESSION_ID.test(id)) throw invalidField('id', 'must be a checkout session id (ps_…)');
      const session = await findSessionForMember(db, id, ctx.state.user.id);
      if (!session) throw notFound('checkout session');
      ctx.body = { session: checkoutSessionView(session, config.publicBaseUrl) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/projects/{project_id}/networks/{network}/checkout/sessions/{id}',
    interface: 'platform',
    auth: 'platform_jwt',
    summary: 'A checkout session in full: payments, confirmations, events and webhook attempts',
    description:
      "For members of the project's organization (another project's, network's or organization's session is a 404): the session as `GET /v1/checkout/sessions/{id}` shows it (each payment with its confirmations), and its timeline, every event about it oldest first, each with its deliveries and their attempts (status code, time, error).",
    pathParameters: projectNetworkPathParameters,
    responses: { 200: checkoutSessionDetailSchema },
    errors: [404],
    handle: async (ctx, { db, config }: ApiDeps) => {
      const scope = await projectNetworkScope(db, ctx, 'member');
      const session = await findSession(db, scope, ctx.params.id);
      if (!session) throw notFound('checkout session');
      ctx.body = { session: checkoutSessionView(session, config.publicBaseUrl), events: await eventsAbout(db, scope, session.id) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/projects/{project_id}/networks/{network}/activity/payments',
    interface: 'platform',
    auth: 'platform_jwt',
    summary: 'Payments per day, the last 30 days',
    description:
      "For members of the project's organization (a project not theirs is a 404); for the dashboard's chart. Per UTC day (the database's clock), the project's checkout sessions on the network completed that day, dated by when their last credited payment reached its confirmations, and their USD amounts summed.",
    pathParameters: projectNetworkPathParameters,
    responses: { 200: paymentActivitySchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const activity: PaymentActivity = { days: await paymentsPerDay(db, await projectNetworkScope(db, ctx, 'member'), ACTIVITY_DAYS) };
      ctx.body = activity;
    },
  }),
];
