import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '../../core/db/pool.js';
import { ApiError, serviceUnavailable } from '../../core/errors.js';
import { interfaceOf, type AppContext, type AppState } from '../state.js';

/** Seconds a client is told to wait when the database is unreachable: about one restart of Postgres. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Pages for people (the hosted checkout) answer errors as HTML: which paths, and how. */
export interface HtmlErrorPages {
  matches(path: string): boolean;
  respond(ctx: AppContext, error: ApiError): void;
}

/**
 * Turns every failure into the error shape of the interface the path belongs to (or an HTML page on
 * `htmlPages`' paths). An unreachable database is a 503 `service_unavailable` with `Retry-After`;
 * other faults become a 500 `internal_error` with no detail beyond the request id; the fault itself
 * goes to the log.
 */
export function errorHandler(htmlPages?: HtmlErrorPages): Middleware<AppState> {
  return async (ctx, next) => {
    let error: ApiError;
    try {
      await next();
      if (ctx.status !== 404 || ctx.body !== undefined) return;
      error = new ApiError(404, 'not_found', `No route for ${ctx.method} ${ctx.path}`);
    } catch (thrown) {
      if (thrown instanceof ApiError) {
        error = thrown;
      } else if (isDatabaseUnavailable(thrown)) {
        ctx.state.log.warn({ err: thrown }, 'database unavailable');
        error = serviceUnavailable(
          `The service is temporarily unavailable; retry in ${DATABASE_RETRY_AFTER_S} seconds (request id ${ctx.state.requestId})`,
          DATABASE_RETRY_AFTER_S,
        );
      } else {
        ctx.state.log.error({ err: thrown }, 'unhandled fault');
        error = new ApiError(500, 'internal_error', `An internal error occurred; quote request id ${ctx.state.requestId} when reporting it`);
      }
    }
    ctx.status = error.status;
    ctx.set(error.headers);
    if (htmlPages?.matches(ctx.path)) {
      htmlPages.respond(ctx, error);
      return;
    }
    ctx.body =
      interfaceOf(ctx.path) === 'platform' ? { error: error.message, details: error.details } : { error: { code: error.code, message: error.message } };
  };
}
