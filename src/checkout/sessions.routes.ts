import { defineProjectRoute, keyScope, sessionAddressRefusal } from '../platform/index.js';
import type { ParsedUrlQuery } from 'node:querystring';
import { defineRoute, perProcess } from '../http/routes.js';
import {
  checkoutSessionListSchema,
  checkoutSessionSchema,
  checkoutSessionView,
  newSessionSchema,
  parseNewSession,
  type CheckoutSessionList,
} from './session-api.js';
import { checkoutSessionEvents } from './payment-ledger.js';
import { createSession, expireSession, sessionRenderings, listSessions, SESSION_STATUSES, type ListQuery, type SessionStatus } from './sessions.js';
import type { ApiDeps } from '../http/deps.js';
import { invalidField, notFound } from '../core/errors.js';
import { pageParams, pageQuerySchemas, queryParam } from '../core/paging.js';

/** A session id or a metadata value (at most 500 characters, as metadata values are). */
const SEARCH_SCHEMA = { type: 'string', minLength: 1, maxLength: 500 } as const;

/** The sessions' answers, made once per process: the view needs the public base URL, the expiry its events' renderer. */
const sessionAnswers = perProcess(({ config }: ApiDeps) => {
  const view = (session: Parameters<typeof checkoutSessionView>[0]) => checkoutSessionView(session, config.publicBaseUrl);
  return { view, retrieveAnswer: sessionRenderings((session) => JSON.stringify(view(session))), sessionEvents: checkoutSessionEvents(config.publicBaseUrl) };
});

/** `POST/GET /v1/checkout/sessions[/{id}[/expire]]`: sessions of the key's project, on the key's network (the list on the platform too). */
export const checkoutSessionRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/checkout/sessions',
    interface: 'public',
    auth: 'secret_key',
    summary: 'Create a checkout session',
    description: "A session of the key's project on the key's network, paid at `checkout_url`; it expires after the configured lifetime.",
    requestBody: newSessionSchema,
    requestExample: { amount_usd: 19.99, description: 'Order 1042', metadata: { order_id: '1042' }, return_url: 'https://shop.example/thanks' },
    responses: { 201: checkoutSessionSchema },
    handle: async (ctx, deps: ApiDeps) => {
      const { view } = sessionAnswers(deps);
      const refusal = sessionAddressRefusal(ctx.state.project);
      if (refusal !== undefined) throw invalidField('receiving_address', refusal);
      const result = await createSession(deps.db, deps.config.chains, keyScope(ctx.state), parseNewSession(ctx.request.body));
      if ('noReceivingAddress' in result) {
        throw invalidField('receiving_address', 'the project has no receiving address to be paid at; set one on the platform (PATCH /api/projects/{id})');
      }
      ctx.status = 201;
      ctx.body = view(result.created);
    },
  }),
  defineProjectRoute({
    method: 'get',
    path: '/v1/checkout/sessions',
    summary: 'List checkout sessions, newest first',
    description:
      "The sessions of the key's project on the key's network, newest first, a page at a time: pass the last id of a page as `starting_after` for the next one while `has_more` is true. `status` keeps sessions in one status; `q` finds the session with that id, or those with a metadata value equal to it (exact, case-sensitive; it reads every session of the project and network, so it is slower than a plain page); an unknown parameter is a 400 naming it.",
    query: {
      ...pageQuerySchemas,
      status: { schema: { type: 'string', enum: SESSION_STATUSES }, description: 'Only sessions in this status.' },
      q: { schema: SEARCH_SCHEMA, description: 'A session id, or a metadata value: only the sessions it names.' },
    },
    responses: { 200: checkoutSessionListSchema },
    handle: async (ctx, deps: ApiDeps, scope) => {
      const query = parseListQuery(ctx.query);
      const result = await listSessions(deps.db, await scope('member'), query);
      if ('unknownCursor' in result) throw invalidField('starting_after', 'is not a session of this project and network');
      const { view } = sessionAnswers(deps);
      const list: CheckoutSessionList = { object: 'list', data: result.sessions.map(view), has_more: result.hasMore };
      ctx.body = list;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/checkout/sessions/{id}',
    interface: 'public',
    auth: 'secret_key',
    summary: 'Retrieve a checkout session',
    description:
      "A session of the key's project on the key's network, with its payment options and every payment recorded for it. Another project's or network's session is a 404.",
    responses: { 200: checkoutSessionSchema },
    errors: [404],
    handle: async (ctx, deps: ApiDeps) => {
      const { retrieveAnswer } = sessionAnswers(deps);
      const answer = await retrieveAnswer(deps.db, keyScope(ctx.state), ctx.params.id);
      if (answer === undefined) throw notFound('checkout session');
      ctx.type = 'json'; // the CheckoutSession's JSON text, as Koa would have written it
      ctx.body = answer;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/checkout/sessions/{id}/expire',
    interface: 'public',
    auth: 'secret_key',
    summary: 'Expire a pending checkout session',
    description: 'Only a pending session can be expired; any other status is a 400 naming `id`.',
    responses: { 200: checkoutSessionSchema },
    errors: [404],
    handle: async (ctx, deps: ApiDeps) => {
      const { view, sessionEvents } = sessionAnswers(deps);
      const result = await expireSession(deps.db, sessionEvents, keyScope(ctx.state), ctx.params.id);
      if ('notFound' in result) throw notFound('checkout session');
      if ('notPending' in result) throw invalidField('id', `the session is ${result.notPending.status}; only a pending session can be expired`);
      ctx.body = view(result.expired);
    },
  }),
];

/** The list's paging, its `status` filter and its search `q`; anything else, or a repeated parameter, is a 400 naming it. */
function parseListQuery(query: ParsedUrlQuery): ListQuery {
  const page = pageParams(query, ['status', 'q']);
  const status = queryParam(query, 'status');
  if (status !== undefined && !(SESSION_STATUSES as readonly string[]).includes(status)) {
    throw invalidField('status', `must be one of ${SESSION_STATUSES.join(', ')}`);
  }
  const search = queryParam(query, 'q', SEARCH_SCHEMA);
  return { ...page, ...(status !== undefined ? { status: status as SessionStatus } : {}), ...(search !== undefined ? { search } : {}) };
}
