import Router from '@koa/router';
import type { Middleware, Next, ParameterizedContext } from 'koa';
import type { OperationSpec } from './operations.js';
import type { AppState } from './state.js';

/**
 * The request state each kind of auth establishes before a route's handler runs. The kernel knows
 * only `none`; the feature that signs callers in adds the others by declaration merging, as
 * features add their error codes to ErrorCodes.
 */
export interface RouteStates {
  none: AppState;
}

type Auth = OperationSpec['auth'];
export type StateOf<A extends Auth> = A extends keyof RouteStates ? RouteStates[A] : AppState;

/** `'/v1/things/{id}/parts/{part}'` → `{ id: string; part: string }`: the parameters a path template names. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & PathParams<Rest> : unknown;

/** What a handler sees: the request state its auth set, and the path's parameters by name. */
export type RouteContext<S, P> = ParameterizedContext<S, { params: P }>;
/** A route's handler: the request, the process's deps (the type it names is what it may use), and Koa's `next`. */
export type RouteHandler<S, P, D> = (ctx: RouteContext<S, P>, deps: D, next: Next) => Promise<void> | void;

/** Which body limit a route's JSON body has: the default, or the batch limit (HTTP_BATCH_BODY_LIMIT_BYTES). */
export type BodyLimit = 'default' | 'batch';

/**
 * The middleware a mounted route runs before its handler, by what its operation declares: the
 * caller's key or token checked (and for keys, the per-key and per-IP limits), or, for a route
 * anyone may call, the per-IP limit when it is rate limited. The composition root makes them once.
 */
export interface RouteGuards {
  secret_key: Middleware[];
  platform_jwt: Middleware[];
  ip_limited: Middleware[];
}

/**
 * One endpoint, or one written once and served on both interfaces: what the documents show
 * (`operations`) and how it mounts itself on the service's route table with the process's deps.
 */
export interface Route<D> {
  operations: readonly OperationSpec[];
  bodyLimit: BodyLimit;
  mount(table: RouteTable, deps: D, guards: RouteGuards): void;
}

/** One declaration per endpoint: its operation (method, documented path, auth, schemas, errors, examples) and its handler. */
export type RouteDeclaration<P extends string, A extends Auth, D> = Omit<OperationSpec, 'path' | 'auth'> & {
  path: P;
  auth: A;
  bodyLimit?: BodyLimit;
  /** The path as the router matches it, when the template cannot say it: a parameter spanning segments (`*page`). */
  routerPath?: string;
  handle: RouteHandler<StateOf<A>, PathParams<P>, D>;
};

export function defineRoute<const P extends string, const A extends Auth, D = unknown>(declaration: RouteDeclaration<P, A, D>): Route<D> {
  const { handle, bodyLimit = 'default', routerPath, ...operation } = declaration;
  return {
    operations: [operation],
    bodyLimit,
    mount(table, deps, guards) {
      table.add(operation, routerPath ?? routerPathOf(operation.path), [
        ...guardsOf(operation, guards),
        (ctx: RouteContext<StateOf<A>, PathParams<P>>, next: Next) => handle(ctx, deps, next),
      ]);
    },
  };
}

/**
 * The service's routes, grouped by the first two segments of their paths (`/v1/checkout`), or the
 * first alone where the second is a parameter (`/c/:id`): a request is matched against the few
 * routes of its groups, not against every route of the service, each a regular expression to try.
 */
export class RouteTable {
  private readonly groups = new Map<string, Router<AppState>>();

  /** Adds one operation's route: the one place a typed handler meets the router's untyped context. */
  add(operation: Pick<OperationSpec, 'method'>, path: string, middleware: unknown[]): void {
    const [, first, second] = path.split('/', 3);
    const key = second === undefined || /[:*]/.test(second) ? `/${first}` : `/${first}/${second}`;
    const group = this.groups.get(key) ?? new Router<AppState>();
    this.groups.set(key, group);
    // A matched route has every parameter its path names, so the handler's typed `params` hold.
    group.register(path, [operation.method.toUpperCase()], middleware as Middleware[]);
  }

  /** Every route, group by group. */
  get stack(): Router<AppState>['stack'] {
    return [...this.groups.values()].flatMap((group) => group.stack);
  }

  /** The routes of `path`'s groups (its two-segment group first) that match it. */
  match(path: string, method: string) {
    return { pathAndMethod: this.groupsOf(path).flatMap((group) => group.match(path, method).pathAndMethod) };
  }

  /** The middleware that runs a request's route: its two-segment group's, else its one-segment group's, else `next`. */
  routes(): Middleware<AppState> {
    const dispatch = new Map([...this.groups].map(([key, group]) => [key, group.routes() as Middleware<AppState>]));
    return (ctx, next) => {
      const [, first, second] = ctx.path.split('/', 3);
      const one = dispatch.get(`/${first}`);
      const two = second === undefined ? undefined : dispatch.get(`/${first}/${second}`);
      if (two) return two(ctx, one ? () => one(ctx, next) : next);
      return one ? one(ctx, next) : next();
    };
  }

  private groupsOf(path: string): Router<AppState>[] {
    const [, first, second] = path.split('/', 3);
    return [second === undefined ? undefined : this.groups.get(`/${first}/${second}`), this.groups.get(`/${first}`)].filter((group) => group !== undefined);
  }
}

/** The guards an operation's auth and rate limiting call for (see RouteGuards). */
export function guardsOf(operation: Pick<OperationSpec, 'auth' | 'interface' | 'rateLimited'>, guards: RouteGuards): Middleware[] {
  if (operation.auth !== 'none') return guards[operation.auth];
  return isRateLimited(operation) ? guards.ip_limited : [];
}

/** Whether an operation counts against the public rate limits: by default the public and hosted-page ones do, the platform's do not. */
export const isRateLimited = (operation: Pick<OperationSpec, 'interface' | 'rateLimited'>): boolean =>
  operation.rateLimited ?? operation.interface !== 'platform';

/** `/v1/things/{id}` → `/v1/things/:id`, as the router writes parameters. */
export const routerPathOf = (template: string): string => template.replace(/\{(\w+)\}/g, ':$1');

/**
 * `make(deps)` made once per process (per deps object) and shared by the handlers that call it:
 * a feature's clients and caches, which a handler must not build per request.
 */
export function perProcess<D extends object, T>(make: (deps: D) => T): (deps: D) => T {
  const made = new WeakMap<D, T>();
  return (deps) => {
    if (!made.has(deps)) made.set(deps, make(deps));
    return made.get(deps) as T;
  };
}
