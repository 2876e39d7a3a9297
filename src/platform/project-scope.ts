import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Queryable } from '../core/db/pool.js';
import { invalidField, notFound } from '../core/errors.js';
import { type Network, NETWORKS } from '../core/network.js';
import { namedSchema } from '../core/schema-registry.js';
import type { ApiDeps } from '../http/deps.js';
import type { OperationSpec } from '../http/operations.js';
import { assertRole } from './access.js';
import type { Role } from './organizations.js';
import { findProject } from './projects.js';
import type { PublicRateLimits } from './public-rate-limits.js';
import { secretKeyAuth } from './secret-key-auth.js';
import { keyScope, type PlatformState, type PublicState } from './state.js';

/** The project and network a request acts for: what a `/v1` key selects, and what a platform path names. */
export interface ProjectScope {
  projectId: string;
  network: Network;
}

/**
 * How a route finds its scope, checking that the caller may do what it asks: `member` reads,
 * `admin` changes. A feature writes its routes once against this and mounts them on both interfaces.
 */
export type ScopeOf<S> = (ctx: { state: S; params: Record<string, string> }, needed: Role) => Promise<ProjectScope>;

/** `/v1`: the key's project and network; a key may do everything its project may. */
export const keyScopeOf: ScopeOf<PublicState> = async (ctx) => keyScope(ctx.state);

/** Where a project's resources of one network live on the platform: `/api/projects/{project_id}/networks/{network}/…`. */
export const PROJECT_NETWORK_PREFIX = '/api/projects/:project_id/networks/:network';
const DOCUMENTED_PREFIX = '/api/projects/{project_id}/networks/{network}';

/**
 * `/api/projects/{project_id}/networks/{network}/…`: a project of an organization the caller
 * belongs to (else 404, its existence not revealed), in the role the route needs (else 403), on the
 * network the path names (`testnet` as a `sk_test_` key selects, `mainnet` as `sk_live_`).
 */
export function projectNetworkScopeOf(db: Queryable): ScopeOf<PlatformState> {
  return async (ctx, needed) => {
    const network = ctx.params.network!;
    if (!(NETWORKS as readonly string[]).includes(network)) throw invalidField('network', `must be one of ${NETWORKS.join(', ')}`);
    const found = await findProject(db, ctx.params.project_id!, ctx.state.user.id);
    if (!found) throw notFound('project');
    assertRole(found.role, needed);
    return { projectId: found.project.id, network: network as Network };
  };
}

/** The router of `/v1{path}`: a secret key's requests (rate-limited by key and address), scoped by `keyScopeOf`. */
export function keyRouter(deps: Pick<ApiDeps, 'db'>, limits: PublicRateLimits, path: string): Router<PublicState> {
  const router = new Router<PublicState>({ prefix: `/v1${path}` });
  router.use(limits.keyAndIp, secretKeyAuth(deps));
  return router;
}

/** The router of `/api/projects/{project_id}/networks/{network}{path}`: the platform's signed-in callers, scoped by `projectNetworkScopeOf`. */
export function projectNetworkRouter(auth: Middleware<PlatformState>, path = ''): Router<PlatformState> {
  const router = new Router<PlatformState>({ prefix: `${PROJECT_NETWORK_PREFIX}${path}` });
  router.use(auth);
  return router;
}

/** A feature's routes written once against a ScopeOf, added to the router they are mounted on. */
export type ScopedRoutes<D extends ApiDeps = ApiDeps> = <S>(router: Router<S>, deps: D, scopeOf: ScopeOf<S>) => Router<S>;

/**
 * `add`'s routes under `path` on both interfaces: `byKey` mounts them on `/v1{path}` (keyRouter,
 * the key's scope), `onPlatform` on `/api/projects/{project_id}/networks/{network}{path}`
 * (projectNetworkRouter, members read and admins change).
 */
export function onBothInterfaces<D extends ApiDeps>(path: string, add: ScopedRoutes<D>) {
  return {
    byKey: (deps: D, limits: PublicRateLimits): Router<PublicState> => add(keyRouter(deps, limits, path), deps, keyScopeOf),
    onPlatform: (deps: D, auth: Middleware<PlatformState>): Router<PlatformState> =>
      add(projectNetworkRouter(auth, path), deps, projectNetworkScopeOf(deps.db)),
  };
}

/** How many UTC days the dashboard's activity charts (`…/activity/*`) show, today included. */
export const ACTIVITY_DAYS = 30;

/**
 * The answer of an `…/activity/*` operation: `{ days }`, one entry per UTC day of the last
 * ACTIVITY_DAYS, each its `date` and the `figures` counted that day (`what` says of what).
 */
export function activitySchema<const R extends readonly string[], const F extends Record<R[number], object>>(
  name: string,
  what: string,
  required: R,
  figures: F,
) {
  return namedSchema(name, {
    type: 'object',
    additionalProperties: false,
    required: ['days'],
    properties: {
      days: {
        type: 'array',
        description: `The last ${ACTIVITY_DAYS} UTC days by the database's clock, oldest first, today last; a day without ${what} has zeros.`,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['date', ...required],
          properties: { date: { type: 'string', format: 'date' }, ...figures },
        },
      },
    },
  } as const);
}

/** The path parameters every operation under PROJECT_NETWORK_PREFIX takes. */
export const projectNetworkPathParameters = {
  project_id: { schema: { type: 'string' }, description: "A project of the caller's organizations." },
  network: { schema: { type: 'string', enum: [...NETWORKS] }, description: '`testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`).' },
} as const;

/**
 * The platform's twins of `/v1` operations whose routes are mounted on both interfaces: the same
 * bodies and answers under `/api/projects/{project_id}/networks/{network}`, for members of the
 * project's organization (reads) or its admins (everything else).
 */
export function onPlatform(operations: OperationSpec[]): OperationSpec[] {
  return operations.map((operation) => {
    const needed: Role = operation.method === 'get' ? 'member' : 'admin';
    return {
      ...operation,
      path: operation.path.replace(/^\/v1/, DOCUMENTED_PREFIX),
      interface: 'platform',
      auth: 'platform_jwt',
      rateLimited: false,
      summary: `${operation.summary}${needed === 'admin' ? ' (admin)' : ''}`,
      description: `As \`${operation.method.toUpperCase()} ${operation.path}\` with the project's key for \`network\`, for ${
        needed === 'admin' ? 'admins' : 'members'
      } of the project's organization (a project not theirs is a 404${needed === 'admin' ? ', a member a 403' : ''}). ${operation.description}`,
      pathParameters: { ...projectNetworkPathParameters, ...operation.pathParameters },
      errors: [...new Set([...(operation.errors ?? []), 404, ...(needed === 'admin' ? [403] : [])])],
    };
  });
}
