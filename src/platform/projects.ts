import type { DbClient, Queryable } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import { issueKey, keyView, workingKeys, type IssuedKey, type KeySummary } from './api-keys.js';
import type { Role } from './organizations.js';
import type { AddressControl } from './address-control.js';
import type { ProjectView } from './schemas.js';

export interface Project {
  id: string;
  organization_id: string;
  name: string;
  receiving_address: string | null;
  underpayment_tolerance_bps: number;
  created_at: Date;
  updated_at: Date;
}

const PROJECT_COLUMNS = 'p.id, p.organization_id, p.name, p.receiving_address, p.underpayment_tolerance_bps, p.created_at, p.updated_at';

/** Creates a project with its first test and live keys; the keys' secrets are in the answer only. */
export async function createProject(
  client: DbClient,
  organizationId: string,
  fields: { name: string; receiving_address: string | null },
): Promise<{ project: Project; keys: IssuedKey[] }> {
  const { rows } = await client.query<Project>(
    `INSERT INTO projects AS p (id, organization_id, name, receiving_address) VALUES ($1, $2, $3, $4) RETURNING ${PROJECT_COLUMNS}`,
    [newId('proj'), organizationId, fields.name, fields.receiving_address],
  );
  const project = rows[0]!;
  const keys = [await issueKey(client, project.id, 'test'), await issueKey(client, project.id, 'live')];
  return { project, keys };
}

/** Projects of every organization `userId` belongs to, or of one of them. */
export async function listProjects(db: Queryable, userId: string, organizationId?: string): Promise<Project[]> {
  const { rows } = await db.query<Project>(
    `SELECT ${PROJECT_COLUMNS} FROM projects p JOIN memberships m ON m.organization_id = p.organization_id AND m.user_id = $1
     WHERE $2::text IS NULL OR p.organization_id = $2 ORDER BY p.created_at, p.id`,
    [userId, organizationId ?? null],
  );
  return rows;
}

/**
 * The project and the caller's role in its organization, if they belong to it. With `lock`, the
 * project row is locked so that changes to it (key rotations) take turns.
 */
export async function findProject(db: Queryable, id: string, userId: string, { lock = false } = {}): Promise<{ project: Project; role: Role } | undefined> {
  const { rows } = await db.query<Project & { role: Role }>(
    `SELECT ${PROJECT_COLUMNS}, m.role FROM projects p JOIN memberships m ON m.organization_id = p.organization_id AND m.user_id = $2
     WHERE p.id = $1 ${lock ? 'FOR UPDATE OF p' : ''}`,
    [id, userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { role, ...project } = row;
  return { project, role };
}

export async function updateProject(
  db: Queryable,
  id: string,
  changes: { name?: string; receiving_address?: string | null; underpayment_tolerance_bps?: number },
): Promise<Project> {
  const { rows } = await db.query<Project>(
    `UPDATE projects p SET
       name = CASE WHEN $2 THEN $3 ELSE p.name END,
       receiving_address = CASE WHEN $4 THEN $5 ELSE p.receiving_address END,
       underpayment_tolerance_bps = coalesce($6, p.underpayment_tolerance_bps),
       updated_at = now()
     WHERE p.id = $1 RETURNING ${PROJECT_COLUMNS}`,
    [
      id,
      changes.name !== undefined,
      changes.name ?? null,
      changes.receiving_address !== undefined,
      changes.receiving_address ?? null,
      changes.underpayment_tolerance_bps ?? null,
    ],
  );
  return rows[0]!;
}

/** How each project's organization stands with its receiving address (receiving_address_control), and since when it is proven. */
export interface AddressStanding {
  control: AddressControl | null;
  proven_at: Date | null;
}

async function addressStandings(db: Queryable, projects: Project[]): Promise<Map<string, AddressStanding>> {
  const { rows } = await db.query<AddressStanding & { id: string }>(
    `SELECT p.id, receiving_address_control(p.organization_id, lower(p.receiving_address)) AS control, o.proven_at
       FROM projects p LEFT JOIN receiving_address_owners o ON o.address = lower(p.receiving_address) AND o.organization_id = p.organization_id
      WHERE p.id = ANY($1)`,
    [projects.map((project) => project.id)],
  );
  return new Map(rows.map(({ id, ...standing }) => [id, standing]));
}

/** Projects as the platform shows them, each with the hints of its keys (its working keys, unless given) and its address's standing. */
export async function projectViews(db: Queryable, projects: Project[], givenKeys?: KeySummary[]) {
  const keys = givenKeys
    ? undefined
    : await workingKeys(
        db,
        projects.map((project) => project.id),
      );
  const standings = await addressStandings(db, projects);
  return projects.map((project) =>
    projectView(project, givenKeys ?? keys?.get(project.id) ?? [], standings.get(project.id) ?? { control: null, proven_at: null }),
  );
}

function projectView(project: Project, keys: KeySummary[], standing: AddressStanding): ProjectView {
  return {
    id: project.id,
    organization_id: project.organization_id,
    name: project.name,
    receiving_address: project.receiving_address,
    receiving_address_proven_at: standing.proven_at?.toISOString() ?? null,
    receiving_address_control: standing.control,
    underpayment_tolerance_bps: project.underpayment_tolerance_bps,
    created_at: project.created_at.toISOString(),
    updated_at: project.updated_at.toISOString(),
    api_keys: keys.map(keyView),
  };
}
