import type { PlatformState } from '../platform/index.js';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { OperationSpec } from '../http/operations.js';
import { checkoutSessionSchema, checkoutSessionView } from './session-api.js';
import { findSessionForMember } from './sessions.js';
import type { ApiDeps } from '../http/deps.js';
import { invalidField, notFound } from '../core/errors.js';
import { queryParam } from '../core/paging.js';

/** A session id as the public interface issues them: `ps_` and base62. */
const SESSION_ID = /^ps_[0-9A-Za-z]{1,64}$/;

export const platformSessionOperations: OperationSpec[] = [
  {
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
  },
];

/**
 * `GET /sessions?id=ps_…` → `{session}`: a checkout session, with its payment, of a project in an
 * organization the caller belongs to (any role). Others' sessions are 404, as if they did not exist.
 */
export function sessionRoutes({ db, config }: ApiDeps, auth: Middleware<PlatformState>): Router<PlatformState> {
  const router = new Router<PlatformState>();
  router.get('/sessions', auth, async (ctx) => {
    const id = queryParam(ctx.query, 'id');
    if (id === undefined || id === '') throw invalidField('id', 'is required: send GET /sessions?id=ps_…');
    if (!SESSION_ID.test(id)) throw invalidField('id', 'must be a checkout session id (ps_…)');
    const session = await findSessionForMember(db, id, ctx.state.user.id);
    if (!session) throw notFound('checkout session');
    ctx.body = { session: checkoutSessionView(session, config.publicBaseUrl) };
  });
  return router;
}
