import type { Queryable } from '../core/db/pool.js';
import { invalidField, notFound } from '../core/errors.js';
import { type Network, NETWORKS } from '../core/network.js';
import { namedSchema } from '../core/schema-registry.js';
import type { ApiDeps } from '../http/deps.js';
import type { OperationSpec } from '../http/operations.js';
import { type PathParams, type Route, type RouteContext, routerPathOf } from '../http/routes.js';
import type { AppState } from '../http/state.js';
import { assertRole } from './access.js';
import type { Role } from './organizations.js';
import { findProject } from './projects.js';
import { keyScope, type PlatformState, type PublicState } from './state.js';

/** The project and network a request acts for: what a `/v1` key selects, and what a platform path names. */
export interface ProjectScope {
  projectId: string;
  network: Network;
}

/**
 * `/api/projects/{project_id}/networks/{network}/…`: a project of an organization the caller
 * belongs to (else 404, its existence not revealed), in the role the route needs (else 403: members
 * read, admins change), on the network the path names (`testnet` as a `sk_test_` key selects,
 * `mainnet` as `sk_live_`).
 */
export async function projectNetworkScope(
  db: Queryable,
  { state, params }: { state: PlatformState; params: { project_id: string; network: string } },
  needed: Role,
): Promise<ProjectScope> {
  if (!(NETWORKS as readonly string[]).includes(params.network)) throw invalidField('network', `must be one of ${NETWORKS.join(', ')}`);
  const found = await findProject(db, params.project_id, state.user.id);
  if (!found) throw notFound('project');
  assertRole(found.role, needed);
  return { projectId: found.project.id, network: params.network as Network };
}

/** Where a project's resources of one network live on the platform. */
const PROJECT_NETWORK_PREFIX = '/api/projects/{project_id}/networks/{network}';

/** A project route's handler: as a RouteHandler, with `scope` to find the scope it acts in, whichever interface the request came by. */
export type ProjectRouteHandler<P, D> = (ctx: RouteContext<AppState, P>, deps: D, scope: (needed: Role) => Promise<ProjectScope>) => Promise<void>;

/**
 * One endpoint of a project's resources, written once and served on both interfaces: on `/v1`
 * (`path`, the secret key's project and network; a key may do everything its project may) and on
 * `/api/projects/{project_id}/networks/{network}` (members read, admins change).
 */
export function defineProjectRoute<const P extends `/v1/${string}`, D extends Pick<ApiDeps, 'db'>>(
  declaration: Omit<OperationSpec, 'path' | 'auth' | 'interface'> & { path: P; handle: ProjectRouteHandler<PathParams<P>, D> },
): Route<D> {
  const { handle, ...operation } = declaration;
  const byKey: OperationSpec = { ...operation, interface: 'public', auth: 'secret_key' };
  const onPlatform = platformTwin(byKey);
  return {
    operations: [byKey, onPlatform],
    bodyLimit: 'default',
    mount(table, deps, guards) {
      table.add(byKey, routerPathOf(byKey.path), [
        ...guards.secret_key,
        (ctx: RouteContext<PublicState, PathParams<P>>) => handle(ctx, deps, async () => keyScope(ctx.state)),
      ]);
      table.add(onPlatform, routerPathOf(onPlatform.path), [
        ...guards.platform_jwt,
        (ctx: RouteContext<PlatformState, PathParams<P> & { project_id: string; network: string }>) =>
          handle(ctx, deps, (needed) => projectNetworkScope(deps.db, ctx, needed)),
      ]);
    },
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
 * The platform's twin of a `/v1` operation: the same bodies and answers under
 * `/api/projects/{project_id}/networks/{network}`, for members of the project's organization
 * (reads) or its admins (everything else).
 */
function platformTwin(operation: OperationSpec): OperationSpec {
  const needed: Role = operation.method === 'get' ? 'member' : 'admin';
  return {
    ...operation,
    path: operation.path.replace(/^\/v1/, PROJECT_NETWORK_PREFIX),
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
}
