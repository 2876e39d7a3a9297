import Koa, { type Middleware } from 'koa';
import type { ApiDeps } from './deps.js';
import { errorHandler, type HtmlErrorPages } from './middleware/error-handler.js';
import { jsonBody } from './middleware/json-body.js';
import { requestContext } from './middleware/request-context.js';
import { type RouteMatcher, textGuard } from './middleware/text-guard.js';
import type { AppState } from './state.js';

/** A feature's router, whatever request state its own middleware adds to AppState. */
export interface MountableRouter extends RouteMatcher {
  routes(): Middleware<never, never>;
}

/**
 * The Koa app around the given routers: request ids, logs and metrics, one error shape per
 * interface (HTML on `htmlErrorPages`' paths), the edge check of text in paths, queries and bodies,
 * and JSON bodies up to the default limit (or the batch limit on `largeBodyPaths`).
 */
export function createApp(
  deps: ApiDeps,
  routers: readonly MountableRouter[],
  largeBodyPaths: readonly string[] = [],
  htmlErrorPages?: HtmlErrorPages,
): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy });
  const { bodyLimitBytes, batchBodyLimitBytes } = deps.config.http;
  app.use(requestContext(deps.log));
  app.use(errorHandler(htmlErrorPages));
  app.use(textGuard(routers));
  app.use(jsonBody((path) => (largeBodyPaths.includes(path) ? batchBodyLimitBytes : bodyLimitBytes)));
  for (const router of routers) {
    // A router's handlers rely on state its own feature's middleware sets (the signed-in user, the
    // key's project), which the app-wide AppState cannot promise; hence the one widening here.
    // No allowedMethods(): its OPTIONS (200, empty text), 405 and 501 (bare text) answers fit neither
    // error shape; a method a path is not served for is an unknown route, answered by errorHandler.
    app.use(router.routes() as Middleware<AppState>);
  }
  // Errors are answered by errorHandler; Koa's own handler would only log them twice.
  app.silent = true;
  return app;
}
