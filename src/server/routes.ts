import type Router from '@koa/router';
import type { ApiDeps } from '../http/deps.js';
import { platformAuth } from '../platform/platform-auth.js';
import type { PlatformState, ServiceRouter } from '../http/state.js';
import { publicRateLimits } from '../http/middleware/rate-limit.js';
import { checkoutPageRoutes } from '../checkout/page/routes.js';
import { checkoutSessionRoutes } from '../checkout/sessions.routes.js';
import { healthRoutes } from '../ops/health.routes.js';
import { paymentSubmissionRoutes, paymentTestHelperRoutes } from '../payments/payments.routes.js';
import { receiptRoutes } from '../verification/receipts.routes.js';
import { zkVerificationRoutes } from '../verification/verify.routes.js';
import { circomCompilationRoutes } from '../circuits/compilations.routes.js';
import { circomFileRoutes } from '../circuits/circom-files.routes.js';
import { organizationRoutes } from '../platform/organizations.routes.js';
import { profileRoutes } from '../platform/profile.routes.js';
import { projectRoutes } from '../platform/projects.routes.js';
import { sessionRoutes } from '../checkout/platform-sessions.routes.js';
import { zkProofRoutes } from '../circuits/proofs.routes.js';

/** The platform interface (`/api` and `GET /sessions`): every route signs its caller in with one shared token verifier. */
export function platformRoutes(deps: ApiDeps): Router<PlatformState>[] {
  const auth = platformAuth(deps);
  return [
    profileRoutes(auth),
    organizationRoutes(deps, auth),
    projectRoutes(deps, auth),
    sessionRoutes(deps, auth),
    circomFileRoutes(deps, auth),
    zkProofRoutes(deps, auth),
    circomCompilationRoutes(deps, auth),
  ];
}

/** Paths that take large bodies (batch verification); every other path has the default limit. */
export const LARGE_BODY_PATHS = ['/v1/zk/verifications'];

/** The service's routers, in one place: the composition root of the HTTP interfaces. */
export function serviceRoutes(deps: ApiDeps): ServiceRouter[] {
  // One set of limiters for all public routes; /v1/health is left unlimited (see docs/checkout.md).
  const limits = publicRateLimits(deps);
  return [
    healthRoutes(deps),
    checkoutSessionRoutes(deps, limits),
    checkoutPageRoutes(deps, limits),
    paymentSubmissionRoutes(deps, limits),
    paymentTestHelperRoutes(deps, limits),
    zkVerificationRoutes(deps, limits),
    receiptRoutes(deps, limits),
    ...platformRoutes(deps),
  ];
}
