import Router from '@koa/router';
import { unauthorized } from '../core/errors.js';
import type { AppState } from '../http/state.js';
import { answerScrape } from './metrics.js';

/** `GET /metrics` in Prometheus text format, for a scraper holding METRICS_TOKEN. Mounted only when the token is set. */
export function metricsRoutes(token: string): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/metrics', async (ctx) => {
    const answer = await answerScrape(token, ctx.get('Authorization') || undefined);
    if (answer.status === 401) throw unauthorized('Send "Authorization: Bearer <METRICS_TOKEN>" to read the metrics');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = answer.contentType;
    ctx.body = answer.body;
  });
  return router;
}
