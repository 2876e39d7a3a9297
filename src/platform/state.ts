import type { AppState } from '../http/state.js';
import type { KeyProject } from './api-keys.js';
import type { User } from './users.js';

/** The signed-in person on the platform interface (`/api`), set by the platform auth middleware. */
export interface PlatformState extends AppState {
  user: User;
}

/** The project a `/v1` request acts for, resolved from its secret key by the secret-key middleware. */
export interface PublicState extends AppState {
  project: KeyProject;
}
