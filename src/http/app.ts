import type Router from '@koa/router';
import Koa from 'koa';
import type { ApiDeps } from './deps.js';
import { errorHandler } from './middleware/error-handler.js';
import { jsonBody } from './middleware/json-body.js';
import { publicRateLimits } from './middleware/rate-limit.js';
import { checkoutPageRoutes } from './pages/routes.js';
import { requestContext } from './middleware/request-context.js';
import { platformRoutes } from './platform/routes.js';
import { checkoutSessionRoutes } from './public/checkout-sessions.js';
import { healthRoutes } from './public/health.js';
import type { AppState, ServiceRouter } from './state.js';

/** Paths that take large bodies (batch verification); every other path has the default limit. */
const LARGE_BODY_PATHS = ['/v1/zk/verifications'];

/** The service's routers, in one place: the composition root of the HTTP interfaces. */
export function serviceRoutes(deps: ApiDeps): ServiceRouter[] {
  // One set of limiters for all public routes; /v1/health is left unlimited (see docs/checkout.md).
  const limits = publicRateLimits(deps);
  return [healthRoutes(deps), checkoutSessionRoutes(deps, limits), checkoutPageRoutes(deps, limits), ...platformRoutes(deps)];
}

export function createApp(deps: ApiDeps, routers: ServiceRouter[] = serviceRoutes(deps)): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy });
  const { bodyLimitBytes, batchBodyLimitBytes } = deps.config.http;
  app.use(requestContext(deps.log));
  app.use(errorHandler());
  app.use(jsonBody((path) => (LARGE_BODY_PATHS.includes(path) ? batchBodyLimitBytes : bodyLimitBytes)));
  for (const router of routers) {
    // A router's handlers rely on state its own middleware sets (the signed-in user, the key's
    // project), which the app-wide AppState cannot promise; hence the one widening here.
    const mounted = router as Router<AppState>;
    app.use(mounted.routes()).use(mounted.allowedMethods());
  }
  // Errors are answered by errorHandler; Koa's own handler would only log them twice.
  app.silent = true;
  return app;
}
