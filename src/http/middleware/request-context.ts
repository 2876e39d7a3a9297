import type { Middleware } from 'koa';
import { newId } from '../../core/ids.js';
import type { Logger } from '../../core/logger.js';
import type { AppState } from '../state.js';
import { afterAnswer } from './after-answer.js';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * A request's state: its logger, bound to the request id, is made when first used, since most
 * requests log nothing but their request line (a child logger per request was measurable).
 */
class RequestState implements AppState {
  #log: Logger | undefined;

  constructor(
    readonly requestId: string,
    private readonly root: Logger,
  ) {}

  get log(): Logger {
    this.#log ??= this.root.child({ req_id: this.requestId });
    return this.#log;
  }
}

/**
 * Gives each request an id (a caller's sane X-Request-Id is kept, so traces join up across
 * services), echoes it on every response, and logs one line per request with it.
 */
export function requestContext(log: Logger): Middleware<AppState> {
  // The request line carries no header or body, so nothing in it is redacted: redaction was
  // about half the cost of the line. The line is the same as a child logger's, req_id included.
  const requestLines = log.child({}, { redact: [] });
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : newId('req');
    ctx.state = new RequestState(requestId, log);
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      // The status and time as the chain ends; the line is written once the answer is sent.
      const { status } = ctx;
      const ms = Math.round(performance.now() - started);
      afterAnswer(() => requestLines.info({ req_id: requestId, method: ctx.method, path: ctx.path, status, ms, ip: ctx.ip }, 'request'));
    }
  };
}
