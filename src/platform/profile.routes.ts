import Router from '@koa/router';
import type { Middleware } from 'koa';
import { profileOf } from './users.js';
import type { PlatformState } from './state.js';
import type { OperationSpec } from '../http/operations.js';
import { envelope, profileSchema } from './schemas.js';

export const profileOperations: OperationSpec[] = [
  {
    method: 'get',
    path: '/api/user/profile',
    interface: 'platform',
    auth: 'platform_jwt',
    summary: "The caller's profile (created on their first valid token)",
    description: "The profile of the token's subject, made from the token's claims on their first request.",
    responses: { 200: envelope('profile', profileSchema) },
  },
];

export function profileRoutes(auth: Middleware<PlatformState>): Router<PlatformState> {
  const router = new Router<PlatformState>();
  router.get('/api/user/profile', auth, (ctx) => {
    ctx.body = { profile: profileOf(ctx.state.user) };
  });
  return router;
}
