import type Router from '@koa/router';
import Koa from 'koa';
import type { ApiDeps } from './deps.js';
import { errorHandler, type HtmlErrorPages } from './middleware/error-handler.js';
import { jsonBody } from './middleware/json-body.js';
import { requestContext } from './middleware/request-context.js';
import { requestMetrics } from './middleware/request-metrics.js';
import { textGuard } from './middleware/text-guard.js';
import type { AppState, ServiceRouter } from './state.js';

/**
 * The Koa app around the given routers: request ids and logs, one error shape per interface (HTML
 * on `htmlErrorPages`' paths), the edge check of text in paths, queries and bodies, and JSON bodies
 * up to the default limit (or the batch limit on `largeBodyPaths`).
 */
export function createApp(deps: ApiDeps, routers: ServiceRouter[], largeBodyPaths: readonly string[] = [], htmlErrorPages?: HtmlErrorPages): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy });
  const { bodyLimitBytes, batchBodyLimitBytes } = deps.config.http;
  app.use(requestContext(deps.log));
  app.use(requestMetrics());
  app.use(errorHandler(htmlErrorPages));
  // A router's handlers rely on state its own middleware sets (the signed-in user, the key's
  // project), which the app-wide AppState cannot promise; hence the one widening here.
  const mounted = routers as Router<AppState>[];
  app.use(textGuard(mounted));
  app.use(jsonBody((path) => (largeBodyPaths.includes(path) ? batchBodyLimitBytes : bodyLimitBytes)));
  for (const router of mounted) app.use(router.routes()).use(router.allowedMethods());
  // Errors are answered by errorHandler; Koa's own handler would only log them twice.
  app.silent = true;
  return app;
}
