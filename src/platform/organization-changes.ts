/**
 * What an organization's admin may change, each in one transaction with the caller's role check,
 * the organization row locked (FOR UPDATE) so that concurrent changes take turns: two admins
 * demoting each other cannot both succeed, and an answer never mixes one change with another's.
 */
import { type Db, type DbClient, withTransaction } from '../core/db/pool.js';
import { invalidField, notFound } from '../core/errors.js';
import { requireOrganizationRole } from './access.js';
import {
  addMember,
  countAdmins,
  deleteOrganization,
  findMember,
  findOrganization,
  type Member,
  type Organization,
  removeMember,
  renameOrganization,
  type Role,
  setMemberRole,
} from './organizations.js';
import { findUserByEmail } from './users.js';

const LAST_ADMIN = 'is the last admin of this organization; make another member admin first';

/** Runs `change` as `callerId`, who must be an admin of the organization, with its row locked. */
function asAdmin<T>(db: Db, organizationId: string, callerId: string, change: (client: DbClient) => Promise<T>): Promise<T> {
  return withTransaction(db, async (client) => {
    await requireOrganizationRole(client, organizationId, callerId, 'admin', { lock: true });
    return change(client);
  });
}

export function renameAsAdmin(db: Db, organizationId: string, callerId: string, name: string): Promise<Organization> {
  return asAdmin(db, organizationId, callerId, async (client) => {
    await renameOrganization(client, organizationId, name);
    return (await findOrganization(client, organizationId, callerId))!;
  });
}

export function deleteAsAdmin(db: Db, organizationId: string, callerId: string): Promise<void> {
  return asAdmin(db, organizationId, callerId, (client) => deleteOrganization(client, organizationId));
}

/** Adds the user who signed in with `email`; `email` names the problem when there is no such user or they already belong. */
export function addMemberAsAdmin(db: Db, organizationId: string, callerId: string, email: string, role: Role): Promise<Member> {
  return asAdmin(db, organizationId, callerId, async (client) => {
    const user = await findUserByEmail(client, email);
    if (!user) throw invalidField('email', 'no user has signed in with this e-mail yet');
    const member = await addMember(client, organizationId, user, role);
    if (!member) throw invalidField('email', 'is already a member of this organization');
    return member;
  });
}

/** Sets a member's role, or removes them (`role` undefined), keeping at least one admin. */
export function changeMembership(db: Db, organizationId: string, callerId: string, memberId: string, role: Role | undefined): Promise<Member> {
  return asAdmin(db, organizationId, callerId, async (client) => {
    const member = await findMember(client, organizationId, memberId);
    if (!member) throw notFound('member');
    if (member.role === 'admin' && role !== 'admin' && (await countAdmins(client, organizationId)) === 1) {
      throw invalidField(role === undefined ? 'member' : 'role', LAST_ADMIN);
    }
    if (role === undefined) {
      await removeMember(client, memberId);
      return member;
    }
    await setMemberRole(client, memberId, role);
    return { ...member, role };
  });
}
