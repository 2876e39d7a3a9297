import type { Middleware } from 'koa';
import { metrics } from '../../core/metrics.js';
import type { AppState } from '../state.js';
import { afterAnswer } from './after-answer.js';

/**
 * Counts each answered request and its latency by route template (`/v1/checkout/sessions/:id`,
 * never the raw path, whose ids would make a series per object), method and final status.
 * Requests no route matched share the route label `unmatched`.
 */
export function requestMetrics(): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const labels = { route: typeof matched === 'string' ? matched : 'unmatched', method: ctx.method, status: String(ctx.status) };
      afterAnswer(() => {
        metrics.httpRequests.inc(labels);
        metrics.httpRequestDuration.observe(labels, seconds);
      });
    }
  };
}
