import type { Middleware } from 'koa';
import { newId } from '../../core/ids.js';
import type { Logger } from '../../core/logger.js';
import type { AppState } from '../state.js';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives each request an id (a caller's sane X-Request-Id is kept, so traces join up across
 * services), echoes it on every response, and logs one line per request with it.
 */
export function requestContext(log: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : newId('req');
    ctx.state.requestId = requestId;
    ctx.state.log = log.child({ req_id: requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started), ip: ctx.ip }, 'request');
    }
  };
}
