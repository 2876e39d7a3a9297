import type { Queryable } from '../core/db/pool.js';
import { roleIn, type Role } from './organizations.js';
import { forbidden, notFound } from '../core/errors.js';

/**
 * The caller's role in an organization, which must be at least `needed`. Someone outside the
 * organization gets 404 (its existence is not revealed); a member doing an admin's work gets 403.
 */
export async function requireOrganizationRole(db: Queryable, organizationId: string, userId: string, needed: Role, { lock = false } = {}): Promise<Role> {
  const role = await roleIn(db, organizationId, userId, { lock });
  if (!role) throw notFound('organization');
  assertRole(role, needed);
  return role;
}

export function assertRole(role: Role, needed: Role): void {
  if (needed === 'admin' && role !== 'admin') throw forbidden('Only an admin of this organization may do this');
}
