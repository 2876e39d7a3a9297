import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { Logger } from '../core/logger.js';
import type { KeyProject } from '../platform/api-keys.js';
import type { User } from '../platform/users.js';

/** Per-request state every middleware and route can rely on. Interfaces add their own fields. */
export interface AppState {
  requestId: string;
  log: Logger;
}

export type AppContext = ParameterizedContext<AppState>;

declare module 'koa' {
  interface Request {
    /** The parsed JSON body; undefined when the request had none. */
    body?: unknown;
  }
}

/** Which error shape a path answers in: the platform's, or the public interface's. */
export function interfaceOf(path: string): 'platform' | 'public' {
  return path === '/sessions' || path.startsWith('/sessions/') || path === '/api' || path.startsWith('/api/') ? 'platform' : 'public';
}

/** The signed-in person on the platform interface (`/api`), set by the platform auth middleware. */
export interface PlatformState extends AppState {
  user: User;
}

/** The project a `/v1` request acts for, resolved from its secret key by the secret-key middleware. */
export interface PublicState extends AppState {
  project: KeyProject;
}

/** A router of either interface; its handlers see the state its middleware establishes. */
export type ServiceRouter = Router<AppState> | Router<PlatformState> | Router<PublicState>;
