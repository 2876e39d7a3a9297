import type { Network } from '../core/network.js';
import type { AppState } from '../http/state.js';
import type { KeyProject } from './api-keys.js';
import type { User } from './users.js';
import type { BrowserSession } from './sign-in/browser-sessions.js';

/** The signed-in person on the platform interface (`/api`), set by the platform auth middleware. */
export interface PlatformState extends AppState {
  user: User;
  /** The dashboard session the request came with, when it came with its cookie rather than a bearer token. */
  browserSession?: BrowserSession;
}

/** The project a `/v1` request acts for, resolved from its secret key by the secret-key middleware. */
export interface PublicState extends AppState {
  project: KeyProject;
}

/** What a `/v1` request may see: its key's project, on the network the key selects. */
export function keyScope(state: PublicState): { projectId: string; network: Network } {
  return { projectId: state.project.id, network: state.project.network };
}

declare module '../http/routes.js' {
  /** What a route's handler finds in `ctx.state` after the caller's key or token was checked. */
  interface RouteStates {
    secret_key: PublicState;
    platform_jwt: PlatformState;
  }
}
