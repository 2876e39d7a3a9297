import { type PublicRateLimits, type PublicState, keyScope, keyScopeOf, type ScopeOf, keyRouter, sessionAddressRefusal } from '../platform/index.js';
import type Router from '@koa/router';
import type { ParsedUrlQuery } from 'node:querystring';
import type { OperationSpec } from '../http/operations.js';
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

/** `POST/GET /v1/checkout/sessions[/{id}[/expire]]`: sessions of the key's project, on the key's network. */
export function checkoutSessionRoutes(deps: ApiDeps, limits: PublicRateLimits): Router<PublicState> {
  const { db, config } = deps;
  const router = keyRouter(deps, limits, '/checkout/sessions');
  const view = (session: Parameters<typeof checkoutSessionView>[0]) => checkoutSessionView(session, config.publicBaseUrl);
  const retrieveAnswer = sessionRenderings((session) => JSON.stringify(view(session)));
  const sessionEvents = checkoutSessionEvents(config.publicBaseUrl);

  router.post('/', async (ctx) => {
    const refusal = sessionAddressRefusal(ctx.state.project);
    if (refusal !== undefined) throw invalidField('receiving_address', refusal);
    const result = await createSession(db, config.chains, keyScope(ctx.state), parseNewSession(ctx.request.body));
    if ('noReceivingAddress' in result) {
      throw invalidField('receiving_address', 'the project has no receiving address to be paid at; set one on the platform (PATCH /api/projects/{id})');
    }
    ctx.status = 201;
    ctx.body = view(result.created);
  });

  addSessionList(router, deps, keyScopeOf);

  router.get('/:id', async (ctx) => {
    const answer = await retrieveAnswer(db, keyScope(ctx.state), ctx.params.id!);
    if (answer === undefined) throw notFound('checkout session');
    ctx.type = 'json'; // the CheckoutSession's JSON text, as Koa would have written it
    ctx.body = answer;
  });

  router.post('/:id/expire', async (ctx) => {
    const result = await expireSession(db, sessionEvents, keyScope(ctx.state), ctx.params.id!);
    if ('notFound' in result) throw notFound('checkout session');
    if ('notPending' in result) throw invalidField('id', `the session is ${result.notPending.status}; only a pending session can be expired`);
    ctx.body = view(result.expired);
  });

  return router;
}

/** `GET …/checkout/sessions`, newest first: the list on both interfaces (the platform's with platformCheckoutSessionRoutes). */
export function addSessionList<S>(router: Router<S>, { db, config }: ApiDeps, scopeOf: ScopeOf<S>): void {
  router.get('/', async (ctx) => {
    const query = parseListQuery(ctx.query);
    const result = await listSessions(db, await scopeOf(ctx, 'member'), query);
    if ('unknownCursor' in result) throw invalidField('starting_after', 'is not a session of this project and network');
    const list: CheckoutSessionList = {
      object: 'list',
      data: result.sessions.map((session) => checkoutSessionView(session, config.publicBaseUrl)),
      has_more: result.hasMore,
    };
    ctx.body = list;
  });
}

/** The list's operation, documented on both interfaces. */
export const listSessionsOperation: OperationSpec = {
  method: 'get',
  path: '/v1/checkout/sessions',
  interface: 'public',
  auth: 'secret_key',
  summary: 'List checkout sessions, newest first',
  description:
    "The sessions of the key's project on the key's network, newest first, a page at a time: pass the last id of a page as `starting_after` for the next one while `has_more` is true. `status` keeps sessions in one status; `q` finds the session with that id, or those with a metadata value equal to it (exact, case-sensitive; it reads every session of the project and network, so it is slower than a plain page); an unknown parameter is a 400 naming it.",
  query: {
    ...pageQuerySchemas,
    status: { schema: { type: 'string', enum: SESSION_STATUSES }, description: 'Only sessions in this status.' },
    q: { schema: SEARCH_SCHEMA, description: 'A session id, or a metadata value: only the sessions it names.' },
  },
  responses: { 200: checkoutSessionListSchema },
};

export const checkoutSessionOperations: OperationSpec[] = [
  {
    method: 'post',
    path: '/v1/checkout/sessions',
    interface: 'public',
    auth: 'secret_key',
    summary: 'Create a checkout session',
    description: "A session of the key's project on the key's network, paid at `checkout_url`; it expires after the configured lifetime.",
    requestBody: newSessionSchema,
    requestExample: { amount_usd: 19.99, description: 'Order 1042', metadata: { order_id: '1042' }, return_url: 'https://shop.example/thanks' },
    responses: { 201: checkoutSessionSchema },
  },
  listSessionsOperation,
  {
    method: 'get',
    path: '/v1/checkout/sessions/{id}',
    interface: 'public',
    auth: 'secret_key',
    summary: 'Retrieve a checkout session',
    description:
      "A session of the key's project on the key's network, with its payment options and every payment recorded for it. Another project's or network's session is a 404.",
    responses: { 200: checkoutSessionSchema },
    errors: [404],
  },
  {
    method: 'post',
    path: '/v1/checkout/sessions/{id}/expire',
    interface: 'public',
    auth: 'secret_key',
    summary: 'Expire a pending checkout session',
    description: 'Only a pending session can be expired; any other status is a 400 naming `id`.',
    responses: { 200: checkoutSessionSchema },
    errors: [404],
  },
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
