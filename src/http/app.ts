import Koa, { type Middleware } from 'koa';
import type { ApiDeps } from './deps.js';
import { errorHandler } from './middleware/error-handler.js';
import { jsonBody } from './middleware/json-body.js';
import { requestContext } from './middleware/request-context.js';
import type { AppState } from './state.js';

/** A feature's router, whatever request state its own middleware adds to AppState. */
export interface MountableRouter {
  routes(): Middleware<never, never>;
  allowedMethods(): Middleware<never, never>;
}

/**
 * The Koa app around the given routers: request ids and logs, one error shape per interface, and
 * JSON bodies up to the default limit (or the batch limit on `largeBodyPaths`).
 */
export function createApp(deps: ApiDeps, routers: readonly MountableRouter[], largeBodyPaths: readonly string[] = []): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy });
  const { bodyLimitBytes, batchBodyLimitBytes } = deps.config.http;
  app.use(requestContext(deps.log));
  app.use(errorHandler());
  app.use(jsonBody((path) => (largeBodyPaths.includes(path) ? batchBodyLimitBytes : bodyLimitBytes)));
  for (const router of routers) {
    // A router's handlers rely on state its own feature's middleware sets (the signed-in user, the
    // key's project), which the app-wide AppState cannot promise; hence the one widening here.
    app.use(router.routes() as Middleware<AppState>).use(router.allowedMethods() as Middleware<AppState>);
  }
  // Errors are answered by errorHandler; Koa's own handler would only log them twice.
  app.silent = true;
  return app;
}
