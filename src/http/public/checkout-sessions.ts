import Router from '@koa/router';
import type { ParsedUrlQuery } from 'node:querystring';
import { checkoutSessionView, parseNewSession, type CheckoutSessionList } from '../../checkout/session-api.js';
import {
  createSession,
  expireSession,
  findSession,
  listSessions,
  SESSION_STATUSES,
  type ListQuery,
  type SessionScope,
  type SessionStatus,
} from '../../domain/checkout/sessions.js';
import type { ApiDeps } from '../deps.js';
import { invalidField, notFound } from '../errors.js';
import type { PublicRateLimits } from '../middleware/rate-limit.js';
import { secretKeyAuth } from '../middleware/secret-key.js';
import type { PublicState } from '../state.js';

const LIST_LIMIT = { min: 1, max: 100, default: 20 } as const;

/** `POST/GET /v1/checkout/sessions[/{id}[/expire]]`: sessions of the key's project, on the key's network. */
export function checkoutSessionRoutes(deps: ApiDeps, limits: PublicRateLimits): Router<PublicState> {
  const { db, config } = deps;
  const router = new Router<PublicState>({ prefix: '/v1/checkout/sessions' });
  router.use(limits.keyAndIp, secretKeyAuth(deps));
  const scopeOf = (state: PublicState): SessionScope => ({ projectId: state.project.id, network: state.project.network });
  const view = (session: Parameters<typeof checkoutSessionView>[0]) => checkoutSessionView(session, config.publicBaseUrl);

  router.post('/', async (ctx) => {
    const result = await createSession(db, scopeOf(ctx.state), parseNewSession(ctx.request.body));
    if ('noReceivingAddress' in result) {
      throw invalidField('receiving_address', "the project has no receiving address to be paid at; set one on the platform (PATCH /api/projects/{id})");
    }
    ctx.status = 201;
    ctx.body = view(result.created);
  });

  router.get('/', async (ctx) => {
    const result = await listSessions(db, scopeOf(ctx.state), parseListQuery(ctx.query));
    if ('unknownCursor' in result) throw invalidField('starting_after', 'is not a session of this project and network');
    const list: CheckoutSessionList = { object: 'list', data: result.sessions.map(view), has_more: result.hasMore };
    ctx.body = list;
  });

  router.get('/:id', async (ctx) => {
    const session = await findSession(db, scopeOf(ctx.state), ctx.params.id!);
    if (!session) throw notFound('checkout session');
    ctx.body = view(session);
  });

  router.post('/:id/expire', async (ctx) => {
    const result = await expireSession(db, scopeOf(ctx.state), ctx.params.id!);
    if ('notFound' in result) throw notFound('checkout session');
    if ('notPending' in result) throw invalidField('id', `the session is ${result.notPending.status}; only a pending session can be expired`);
    ctx.body = view(result.expired);
  });

  return router;
}

/** `limit`, `starting_after` and `status` from the query string; anything else, or a repeated parameter, is a 400 naming it. */
function parseListQuery(query: ParsedUrlQuery): ListQuery {
  const parsed: ListQuery = { limit: LIST_LIMIT.default };
  for (const [name, raw] of Object.entries(query)) {
    if (Array.isArray(raw)) throw invalidField(name, 'must be given once');
    const value = raw ?? '';
    switch (name) {
      case 'limit':
        if (!/^\d{1,4}$/.test(value) || Number(value) < LIST_LIMIT.min || Number(value) > LIST_LIMIT.max) {
          throw invalidField('limit', `must be an integer from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}`);
        }
        parsed.limit = Number(value);
        break;
      case 'starting_after':
        if (value === '') throw invalidField('starting_after', 'must not be empty');
        parsed.startingAfter = value;
        break;
      case 'status':
        if (!(SESSION_STATUSES as readonly string[]).includes(value)) throw invalidField('status', `must be one of ${SESSION_STATUSES.join(', ')}`);
        parsed.status = value as SessionStatus;
        break;
      default:
        throw invalidField(name, 'is not a parameter of this list; use limit, starting_after or status');
    }
  }
  return parsed;
}
