import Router from '@koa/router';
import type { Middleware } from 'koa';
import { profileOf } from './users.js';
import type { PlatformState } from './state.js';

export function profileRoutes(auth: Middleware<PlatformState>): Router<PlatformState> {
  const router = new Router<PlatformState>();
  router.get('/api/user/profile', auth, (ctx) => {
    ctx.body = { profile: profileOf(ctx.state.user) };
  });
  return router;
}
