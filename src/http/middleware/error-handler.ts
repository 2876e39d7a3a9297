import type { Middleware } from 'koa';
import { ServiceError } from '../../core/errors.js';
import { errorBody, interfaceOf, STATUS_OF_CODE } from '../errors.js';
import type { AppState } from '../state.js';

/**
 * Turns every failure into the status and error shape of the interface the path belongs to. Faults
 * become a 500 `internal_error` with no detail beyond the request id; the fault itself goes to the
 * log. Headers a middleware set before throwing (Retry-After, Connection) stay on the answer.
 */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    let error: ServiceError;
    try {
      await next();
      if (ctx.status !== 404 || ctx.body !== undefined) return;
      error = new ServiceError('not_found', `No route for ${ctx.method} ${ctx.path}`);
    } catch (thrown) {
      if (thrown instanceof ServiceError) {
        error = thrown;
      } else {
        ctx.state.log.error({ err: thrown }, 'unhandled fault');
        error = new ServiceError('internal_error', `An internal error occurred; quote request id ${ctx.state.requestId} when reporting it`);
      }
    }
    ctx.status = STATUS_OF_CODE[error.code];
    ctx.body = errorBody(error, interfaceOf(ctx.path));
  };
}
