import type { DbClient, Queryable } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import { forgetKeyLookups } from './api-keys.js';
import type { MemberView, OrganizationView } from './schemas.js';
import { USER_COLUMNS, profileOf, type User } from './users.js';

export type Role = 'admin' | 'member';
export const ROLES: readonly Role[] = ['admin', 'member'];

export interface Organization {
  id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
  member_count: number;
  projects_count: number;
  user_role: Role;
  current_plan_id: string;
  owner_id: string;
}

export interface Member {
  id: string;
  role: Role;
  created_at: Date;
  user: User;
}

/** Organizations as one user sees them: only those they belong to, with their role in each. */
const ORGANIZATIONS_OF_USER = `
  SELECT o.id, o.name, o.created_at, o.updated_at, o.current_plan_id, o.owner_id, m.role AS user_role,
         (SELECT count(*)::int FROM memberships WHERE organization_id = o.id) AS member_count,
         (SELECT count(*)::int FROM projects WHERE organization_id = o.id) AS projects_count
  FROM organizations o JOIN memberships m ON m.organization_id = o.id AND m.user_id = $1`;

export async function createOrganization(client: DbClient, owner: User, name: string): Promise<Organization> {
  const id = newId('org');
  await client.query('INSERT INTO organizations (id, name, owner_id) VALUES ($1, $2, $3)', [id, name, owner.id]);
  await client.query(`INSERT INTO memberships (id, organization_id, user_id, role) VALUES ($1, $2, $3, 'admin')`, [newId('mem'), id, owner.id]);
  return (await findOrganization(client, id, owner.id))!;
}

export async function listOrganizations(db: Queryable, userId: string): Promise<Organization[]> {
  const { rows } = await db.query<Organization>(`${ORGANIZATIONS_OF_USER} ORDER BY o.created_at, o.id`, [userId]);
  return rows;
}

/** The organization if `userId` belongs to it; undefined both when it does not exist and when they are not in it. */
export async function findOrganization(db: Queryable, id: string, userId: string): Promise<Organization | undefined> {
  const { rows } = await db.query<Organization>(`${ORGANIZATIONS_OF_USER} WHERE o.id = $2`, [userId, id]);
  return rows[0];
}

/** The caller's role in an organization; with `lock`, the organization row is locked for a membership change. */
export async function roleIn(db: Queryable, organizationId: string, userId: string, { lock = false } = {}): Promise<Role | undefined> {
  const { rows } = await db.query<{ role: Role }>(
    `SELECT m.role FROM organizations o JOIN memberships m ON m.organization_id = o.id
     WHERE o.id = $1 AND m.user_id = $2 ${lock ? 'FOR UPDATE OF o' : ''}`,
    [organizationId, userId],
  );
  return rows[0]?.role;
}

export async function renameOrganization(db: Queryable, id: string, name: string): Promise<void> {
  await db.query('UPDATE organizations SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
}

/** Deletes the organization with its memberships, projects and keys (ON DELETE CASCADE). */
export async function deleteOrganization(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM organizations WHERE id = $1', [id]);
  forgetKeyLookups();
}

const MEMBER_QUERY = `
  SELECT m.id, m.role, m.created_at, ${USER_COLUMNS.split(', ')
    .map((column) => `u.${column} AS user_${column}`)
    .join(', ')}
  FROM memberships m JOIN users u ON u.id = m.user_id`;

type MemberRow = { id: string; role: Role; created_at: Date } & Record<string, unknown>;

function memberOf(row: MemberRow): Member {
  const user = Object.fromEntries(USER_COLUMNS.split(', ').map((column) => [column, row[`user_${column}`]])) as unknown as User;
  return { id: row.id, role: row.role, created_at: row.created_at, user };
}

export async function listMembers(db: Queryable, organizationId: string): Promise<Member[]> {
  const { rows } = await db.query<MemberRow>(`${MEMBER_QUERY} WHERE m.organization_id = $1 ORDER BY m.created_at, m.id`, [organizationId]);
  return rows.map(memberOf);
}

export async function findMember(db: Queryable, organizationId: string, memberId: string): Promise<Member | undefined> {
  const { rows } = await db.query<MemberRow>(`${MEMBER_QUERY} WHERE m.organization_id = $1 AND m.id = $2`, [organizationId, memberId]);
  return rows[0] && memberOf(rows[0]);
}

/** Adds `user` with `role`; undefined when they already belong to the organization. */
export async function addMember(db: Queryable, organizationId: string, user: User, role: Role): Promise<Member | undefined> {
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO memberships (id, organization_id, user_id, role) VALUES ($1, $2, $3, $4)
     ON CONFLICT (organization_id, user_id) DO NOTHING RETURNING id, created_at`,
    [newId('mem'), organizationId, user.id, role],
  );
  return rows[0] && { id: rows[0].id, role, created_at: rows[0].created_at, user };
}

export async function countAdmins(db: Queryable, organizationId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM memberships WHERE organization_id = $1 AND role = 'admin'`, [organizationId]);
  return rows[0]!.n;
}

export async function setMemberRole(db: Queryable, memberId: string, role: Role): Promise<void> {
  await db.query('UPDATE memberships SET role = $2, updated_at = now() WHERE id = $1', [memberId, role]);
}

export async function removeMember(db: Queryable, memberId: string): Promise<void> {
  await db.query('DELETE FROM memberships WHERE id = $1', [memberId]);
}

export function organizationView(org: Organization): OrganizationView {
  return {
    id: org.id,
    name: org.name,
    created_at: org.created_at.toISOString(),
    updated_at: org.updated_at.toISOString(),
    member_count: org.member_count,
    projects_count: org.projects_count,
    user_role: org.user_role,
    current_plan_id: org.current_plan_id,
    owner_id: org.owner_id,
  };
}

export function memberView(member: Member): MemberView {
  return { id: member.id, role: member.role, created_at: member.created_at.toISOString(), user: profileOf(member.user) };
}
