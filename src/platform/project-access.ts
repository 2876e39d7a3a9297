import type { Queryable } from '../core/db/pool.js';
import { findProject, type Project } from './projects.js';
import { notFound } from '../core/errors.js';
import { assertRole } from './access.js';

/** The schema of a record id in a body (`project_id`, `circuit_file_id`, …). */
export const ID_SCHEMA = { type: 'string', minLength: 1, maxLength: 64 } as const;

/**
 * A project the caller may change (its settings, keys or circuits): a project of an organization
 * they belong to (else 404, its existence not revealed) where they are admin (else 403). With
 * `lock`, its row stays locked until the caller's transaction ends.
 */
export async function projectForWork(db: Queryable, projectId: string, userId: string, { lock = false } = {}): Promise<Project> {
  const found = await findProject(db, projectId, userId, { lock });
  if (!found) throw notFound('project');
  assertRole(found.role, 'admin');
  return found.project;
}
