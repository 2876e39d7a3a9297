/**
 * The platform feature as other features and the composition root see it: who the caller is (the
 * two auth middlewares and the state they set), organization roles, project access, the public
 * interface's rate limits, the shared field rules, and the platform's routes.
 */
export type { Role } from './organizations.js';
export type { PlatformState, PublicState } from './state.js';
export { keyScope } from './state.js';
export { assertRole } from './access.js';
export { cleanName, NAME_SCHEMA } from './fields.js';
export { sessionAddressRefusal } from './receiving-addresses.js';
export { ID_SCHEMA, projectForWork } from './project-access.js';
export {
  ACTIVITY_DAYS,
  activitySchema,
  defineProjectRoute,
  projectNetworkPathParameters,
  projectNetworkScope,
  type ProjectScope,
} from './project-scope.js';
export { routeGuards } from './route-guards.js';
export { platformAuth } from './platform-auth.js';
export { secretKeyAuth } from './secret-key-auth.js';
export { publicRateLimits, type PublicRateLimits } from './public-rate-limits.js';
export { mintDevToken } from './dev-token.js';
export { organizationRoutes } from './organizations.routes.js';
export { invitationRoutes } from './invitations.routes.js';
export { profileRoutes } from './profile.routes.js';
export { projectRoutes } from './projects.routes.js';
export { envelope, messageSchema } from './schemas.js';
export { dashboardSignIn, type DashboardSignIn, signInRoutes } from './sign-in/sign-in.routes.js';
export { platformSettings } from './settings.js';
