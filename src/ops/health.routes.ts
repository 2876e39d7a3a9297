import Router from '@koa/router';
import { checkHealth } from './health.js';
import type { ApiDeps } from '../http/deps.js';
import type { AppState } from '../http/state.js';

export function healthRoutes({ db, config }: ApiDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/v1/health', async (ctx) => {
    const report = await checkHealth(db, config.worker.staleAfterMs, config.chains);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.status === 'down' ? 503 : 200;
    ctx.body = report;
  });
  return router;
}
