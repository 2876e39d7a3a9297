import type Router from '@koa/router';
import type { ApiDeps } from '../deps.js';
import { platformAuth } from '../middleware/platform-auth.js';
import type { PlatformState } from '../state.js';
import { circomCompilationRoutes } from './circom-compilations.js';
import { circomFileRoutes } from './circom-files.js';
import { organizationRoutes } from './organizations.js';
import { profileRoutes } from './profile.js';
import { projectRoutes } from './projects.js';
import { sessionRoutes } from './sessions.js';
import { zkProofRoutes } from './zk-proofs.js';

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
