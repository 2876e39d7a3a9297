import type { ApiDeps } from '../http/deps.js';
import type { RouteGuards } from '../http/routes.js';
import { platformAuth } from './platform-auth.js';
import { publicRateLimits } from './public-rate-limits.js';
import { secretKeyAuth } from './secret-key-auth.js';

/**
 * The guards every route is mounted behind, made once per process: one set of limiters for all
 * public routes (so a key's quota is one quota), one token verifier for the platform's.
 */
export function routeGuards(deps: ApiDeps): RouteGuards {
  const limits = publicRateLimits(deps);
  return {
    secret_key: [limits.keyAndIp, secretKeyAuth(deps)],
    platform_jwt: [platformAuth(deps)],
    ip_limited: [limits.ipOnly],
  };
}
