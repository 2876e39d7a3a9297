import type { Middleware } from 'koa';
import { ApiError } from '../../core/errors.js';
import { interfaceOf, type AppState } from '../state.js';

/**
 * Turns every failure into the error shape of the interface the path belongs to. Faults become a
 * 500 `internal_error` with no detail beyond the request id; the fault itself goes to the log.
 */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    let error: ApiError;
    try {
      await next();
      if (ctx.status !== 404 || ctx.body !== undefined) return;
      error = new ApiError(404, 'not_found', `No route for ${ctx.method} ${ctx.path}`);
    } catch (thrown) {
      if (thrown instanceof ApiError) {
        error = thrown;
      } else {
        ctx.state.log.error({ err: thrown }, 'unhandled fault');
        error = new ApiError(500, 'internal_error', `An internal error occurred; quote request id ${ctx.state.requestId} when reporting it`);
      }
    }
    ctx.status = error.status;
    ctx.set(error.headers);
    ctx.body =
      interfaceOf(ctx.path) === 'platform' ? { error: error.message, details: error.details } : { error: { code: error.code, message: error.message } };
  };
}
