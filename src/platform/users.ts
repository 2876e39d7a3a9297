import type { PlatformIdentity } from './platform-jwt.js';
import type { Queryable } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import type { ProfileView } from './schemas.js';

export interface User {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  onboarding_completed: boolean;
  is_admin: boolean;
  created_at: Date;
  updated_at: Date;
}

export const USER_COLUMNS = 'id, email, first_name, last_name, onboarding_completed, is_admin, created_at, updated_at';

/** E-mail of a token that another subject already uses: a person is one e-mail. */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

/**
 * The user a valid token names, created on first sight; later tokens refresh the e-mail and names.
 * The usual request finds the row unchanged and only reads it; a write happens on a change.
 */
export async function signIn(db: Queryable, identity: PlatformIdentity): Promise<User> {
  const { rows: known } = await db.query<User>(`SELECT ${USER_COLUMNS} FROM users WHERE subject = $1`, [identity.subject]);
  const user = known[0];
  if (user && user.email === identity.email && user.first_name === identity.firstName && user.last_name === identity.lastName) return user;
  try {
    const { rows } = await db.query<User>(
      `INSERT INTO users (id, subject, email, first_name, last_name) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (subject) DO UPDATE SET
         email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name, updated_at = now()
       RETURNING ${USER_COLUMNS}`,
      [newId('usr'), identity.subject, identity.email, identity.firstName, identity.lastName],
    );
    return rows[0]!;
  } catch (error) {
    if ((error as { constraint?: string }).constraint === 'users_email') throw new EmailTakenError(identity.email);
    throw error;
  }
}

export async function findUserByEmail(db: Queryable, email: string): Promise<User | undefined> {
  const { rows } = await db.query<User>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
  return rows[0];
}

/** The User profile of the spec. */
export function profileOf(user: User): ProfileView {
  return {
    id: user.id,
    email: user.email,
    onboarding_completed: user.onboarding_completed,
    is_admin: user.is_admin,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    first_name: user.first_name,
    last_name: user.last_name,
  };
}
