import type Router from '@koa/router';
import {
  checkoutPageErrors,
  checkoutPageRoutes,
  checkoutScriptRoutes,
  checkoutSessionRoutes,
  paymentSubmissionRoutes,
  paymentTestHelperRoutes,
  platformCheckoutSessionRoutes,
  platformPaymentActivityRoutes,
  projectPaymentRoutes,
  refundRoutes,
  sessionRoutes,
} from '../checkout/index.js';
import { circomCompilationRoutes, circomFileRoutes, zkProofRoutes } from '../circuits/index.js';
import { deployRoutes, platformVerifierInterfaceRoutes, verifierInterfaceRoutes } from '../deployments/index.js';
import { addPlatformPath } from '../http/errors.js';
import type { AppState } from '../http/state.js';
import { healthRoutes, metricsRoutes } from '../ops/index.js';
import { dashboardPageErrors, dashboardRoutes } from '../dashboard/index.js';
import type { HtmlErrorPages } from '../http/middleware/error-handler.js';
import {
  dashboardSignIn,
  organizationRoutes,
  type PlatformState,
  type PublicState,
  platformAuth,
  profileRoutes,
  projectRoutes,
  publicRateLimits,
  signInRoutes,
} from '../platform/index.js';
import { platformVerificationRoutes, receiptRoutes, zkVerificationRoutes } from '../verification/index.js';
import { eventRoutes, webhookEndpointRoutes } from '../webhooks/index.js';
import type { ServiceDeps } from './deps.js';
import { openApiRoutes } from './operations.js';

/** A router of either interface; its handlers see the state its feature's middleware establishes. */
export type ServiceRouter = Router<AppState> | Router<PlatformState> | Router<PublicState>;

/** The platform interface (`/api` and `GET /sessions`): every route signs its caller in with one shared token verifier. */
export function platformRoutes(deps: ServiceDeps): ServiceRouter[] {
  const auth = platformAuth(deps);
  const routers = [
    ...signInRoutes(deps, auth),
    profileRoutes(auth),
    organizationRoutes(deps, auth),
    projectRoutes(deps, auth),
    sessionRoutes(deps, auth),
    circomFileRoutes(deps, auth),
    zkProofRoutes(deps, auth),
    deployRoutes(deps, auth),
    circomCompilationRoutes(deps, auth),
    // A project's resources of one network, for the dashboard (/api/projects/{project_id}/networks/{network}/…).
    platformCheckoutSessionRoutes(deps, auth),
    platformPaymentActivityRoutes(deps, auth),
    projectPaymentRoutes.onPlatform(deps, auth),
    webhookEndpointRoutes.onPlatform(deps, auth),
    eventRoutes.onPlatform(deps, auth),
    platformVerificationRoutes(deps, auth),
    platformVerifierInterfaceRoutes(deps, auth),
  ];
  // Their errors answer in the platform's shape, `GET /sessions` included.
  for (const router of routers) for (const { path } of router.stack) if (typeof path === 'string') addPlatformPath(path);
  return routers;
}

/** Paths that take large bodies (batch verification); every other path has the default limit. */
export const LARGE_BODY_PATHS = ['/v1/zk/verifications'];

/** Paths answered as HTML pages for people, errors included (the hosted checkout, the dashboard). */
export const HTML_ERROR_PAGES: HtmlErrorPages = {
  matches: (path) => checkoutPageErrors.matches(path) || dashboardPageErrors.matches(path),
  respond: (ctx) => (checkoutPageErrors.matches(ctx.path) ? checkoutPageErrors : dashboardPageErrors).respond(ctx),
};

/** The service's routers, in one place: the composition root of the HTTP interfaces. */
export function serviceRoutes(deps: ServiceDeps): ServiceRouter[] {
  // One set of limiters for all public routes; /v1/health is left unlimited (see docs/checkout.md).
  const limits = publicRateLimits(deps);
  // Busiest first: each router a request passes before its own matches the path against its routes.
  return [
    checkoutSessionRoutes(deps, limits),
    checkoutPageRoutes(deps, limits),
    checkoutScriptRoutes(),
    paymentSubmissionRoutes(deps, limits),
    zkVerificationRoutes(deps, limits),
    verifierInterfaceRoutes(deps, limits),
    receiptRoutes(deps, limits),
    webhookEndpointRoutes.byKey(deps, limits),
    eventRoutes.byKey(deps, limits),
    paymentTestHelperRoutes(deps, limits),
    projectPaymentRoutes.byKey(deps, limits),
    refundRoutes(deps, limits),
    healthRoutes(deps),
    openApiRoutes(deps.config),
    ...platformRoutes(deps),
    dashboardRoutes(dashboardSignIn(deps)),
    // Off unless METRICS_TOKEN is set: then /metrics is a 404 like any unknown path.
    ...(deps.config.metrics.token === undefined ? [] : [metricsRoutes(deps.config.metrics.token)]),
  ];
}
