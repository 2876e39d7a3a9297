import type { ParameterizedContext } from 'koa';
import type { Logger } from '../logger.js';

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
