import type { Middleware } from 'koa';
import type { Logger } from '../../core/logger.js';
import { metrics } from '../../core/metrics.js';
import { newRequestId } from '../request-ids.js';
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
 * services) and echoes it on every response. Once the request is answered, logs one line with
 * the id, and counts it and its latency by route template (`/v1/checkout/sessions/:id`, never
 * the raw path, whose ids would make a series per object), method and final status; requests no
 * route matched share the route label `unmatched`.
 */
export function requestContext(log: Logger): Middleware<AppState> {
  // The request line carries no header or body, so nothing in it is redacted, and it pays no
  // redaction pass on every request. The line is the same as a child logger's, req_id included.
  const requestLines = log.child({}, { redact: [] });
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
    ctx.state = new RequestState(requestId, log);
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      // Read as the chain ends; written and counted once the answer is sent.
      const ms = performance.now() - started;
      const { method, path, status } = ctx;
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const labels = { route: typeof matched === 'string' ? matched : 'unmatched', method, status: String(status) };
      const line = { req_id: requestId, method, path, status, ms: Math.round(ms), ip: ctx.ip };
      afterAnswer(() => {
        requestLines.info(line, 'request');
        metrics.httpRequests.inc(labels);
        metrics.httpRequestDuration.observe(labels, ms / 1000);
      });
    }
  };
}
