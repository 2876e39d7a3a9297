import type { ParameterizedContext } from 'koa';
import type { Logger } from '../core/logger.js';

/** Per-request state every middleware and route can rely on. Features' auth middlewares add their own fields. */
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
