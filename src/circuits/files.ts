import type { Role } from '../platform/index.js';
import { circuitFileNameProblem, decodeText, fileNameProblem, parseInputFile, type CircuitDiagnostic } from './toolchain/circuits.js';
import type { Queryable } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import type { CircomFileView, FileType } from './schemas.js';

export interface CircomFile {
  id: string;
  project_id: string;
  name: string;
  content: string;
  file_type: FileType;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'f.id, f.project_id, f.name, f.content, f.file_type, f.created_at, f.updated_at';
/** Files of projects whose organization includes user $1. */
const VISIBLE_TO = 'JOIN projects p ON p.id = f.project_id JOIN memberships m ON m.organization_id = p.organization_id AND m.user_id = $1';

/** Files of every project the user can see, or of one project. */
export async function listFiles(db: Queryable, userId: string, projectId?: string): Promise<CircomFile[]> {
  const { rows } = await db.query<CircomFile>(
    `SELECT ${COLUMNS} FROM circom_files f ${VISIBLE_TO} WHERE $2::text IS NULL OR f.project_id = $2 ORDER BY f.project_id, f.name`,
    [userId, projectId ?? null],
  );
  return rows;
}

/** Files by id with the caller's role in each one's organization; ids the user cannot see are absent. With `lock`, the rows are locked. */
export async function findFiles(db: Queryable, ids: string[], userId: string, { lock = false } = {}): Promise<Map<string, { file: CircomFile; role: Role }>> {
  const { rows } = await db.query<CircomFile & { role: Role }>(
    `SELECT ${COLUMNS}, m.role FROM circom_files f ${VISIBLE_TO} WHERE f.id = ANY($2::text[]) ${lock ? 'FOR UPDATE OF f' : ''}`,
    [userId, ids],
  );
  return new Map(rows.map(({ role, ...file }) => [file.id, { file, role }]));
}

/** Creates a file; undefined when the project already has a file of that name. */
export async function createFile(
  db: Queryable,
  projectId: string,
  fields: { name: string; content: string; file_type: FileType },
): Promise<CircomFile | undefined> {
  const { rows } = await db.query<CircomFile>(
    `INSERT INTO circom_files AS f (id, project_id, name, content, file_type) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (project_id, name) DO NOTHING RETURNING ${COLUMNS}`,
    [newId('cf'), projectId, fields.name, fields.content, fields.file_type],
  );
  return rows[0];
}

export async function updateFileContent(db: Queryable, id: string, content: string): Promise<void> {
  await db.query('UPDATE circom_files SET content = $2, updated_at = now() WHERE id = $1', [id, content]);
}

export async function deleteFile(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM circom_files WHERE id = $1', [id]);
}

/** The circuit files of a project, which a compilation's `include`s resolve among. */
export async function projectCircuitFiles(db: Queryable, projectId: string): Promise<{ name: string; content: string }[]> {
  const { rows } = await db.query<{ name: string; content: string }>(
    `SELECT name, content FROM circom_files WHERE project_id = $1 AND file_type = 'circuit' ORDER BY name`,
    [projectId],
  );
  return rows;
}

export async function hasCircuitFile(db: Queryable, projectId: string, name: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM circom_files WHERE project_id = $1 AND name = $2 AND file_type = 'circuit'`, [projectId, name]);
  return rows.length > 0;
}

/** Why `name` cannot name a file of this type (circuit names are what the compiler's sandbox accepts). */
export function fileNameRule(name: string, fileType: FileType): string | undefined {
  const problem = fileType === 'circuit' ? circuitFileNameProblem(name) : fileNameProblem(name);
  return problem?.replace(/^file name /, '');
}

/**
 * Why `content` cannot be stored as a file of this type: the size limit, text that is not valid
 * UTF-8 (lone surrogates) or holds NUL characters (Postgres text cannot), and for input files
 * anything but a JSON object of integer values.
 */
export function fileContentRule(name: string, content: string, fileType: FileType, maxBytes: number): string | undefined {
  const problems: CircuitDiagnostic[] = [];
  if (decodeText(name, content, maxBytes, problems) === undefined) return problems[0]!.message.replace(/^file /, '');
  if (content.includes('\u0000')) return 'must not contain NUL characters';
  if (fileType === 'input') {
    const parsed = parseInputFile({ name, content }, maxBytes);
    if (!parsed.ok) return parsed.diagnostics[0]!.message;
  }
  return undefined;
}

export function fileView(file: CircomFile): CircomFileView {
  return {
    id: file.id,
    project_id: file.project_id,
    name: file.name,
    content: file.content,
    file_type: file.file_type,
    created_at: file.created_at.toISOString(),
    updated_at: file.updated_at.toISOString(),
  };
}
