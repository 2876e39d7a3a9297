import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '../../core/db/pool.js';
import { ServiceError } from '../../core/errors.js';
import { errorBody, interfaceOf, statusOf } from '../errors.js';
import type { AppContext, AppState } from '../state.js';

/** Seconds a client is told to wait when the database is unreachable: about one restart of Postgres. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Pages for people (the hosted checkout) answer errors as HTML: which paths, and how (the status is set). */
export interface HtmlErrorPages {
  matches(path: string): boolean;
  respond(ctx: AppContext): void;
}

/**
 * Turns every failure into the status and error shape of the interface the path belongs to (or an
 * HTML page on `htmlPages`' paths). An unreachable database is a 503 `unavailable` with
 * `Retry-After`; other faults become a 500 `internal_error` with no detail beyond the request id;
 * the fault itself goes to the log. Headers a middleware set before throwing (Retry-After,
 * Connection) stay on the answer.
 */
export function errorHandler(htmlPages?: HtmlErrorPages): Middleware<AppState> {
  return async (ctx, next) => {
    let error: ServiceError;
    try {
      await next();
      // A path served for other methods only (DELETE on a collection, OPTIONS, PROPFIND) is an
      // unknown route too: the spec's error table has no 405 or 501.
      if (ctx.status !== 404 || ctx.body !== undefined) return;
      error = new ServiceError('not_found', `No route for ${ctx.method} ${ctx.path}`);
    } catch (thrown) {
      if (thrown instanceof ServiceError) {
        error = thrown;
        // A dependency's fault answered in plain words (a chain's 502): its own error is for the operator.
        if (thrown.cause !== undefined) ctx.state.log.warn({ err: thrown.cause, code: thrown.code }, 'dependency failed');
      } else if (isDatabaseUnavailable(thrown)) {
        ctx.state.log.warn({ err: thrown }, 'database unavailable');
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_S));
        error = new ServiceError(
          'unavailable',
          `The service is temporarily unavailable; retry in ${DATABASE_RETRY_AFTER_S} seconds (request id ${ctx.state.requestId})`,
        );
      } else {
        ctx.state.log.error({ err: thrown }, 'unhandled fault');
        error = new ServiceError('internal_error', `An internal error occurred; quote request id ${ctx.state.requestId} when reporting it`);
      }
    }
    ctx.status = statusOf(error.code);
    if (htmlPages?.matches(ctx.path)) {
      htmlPages.respond(ctx);
      return;
    }
    ctx.body = errorBody(error, interfaceOf(ctx.path));
  };
}
