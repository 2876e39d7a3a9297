import type { Role } from '../platform/index.js';
import type { DbClient, Queryable } from '../core/db/pool.js';
import { enqueue } from '../core/jobs/enqueue.js';
import { newId } from '../core/ids.js';
import type { ArtifactName, CompileStage, DeploymentView, ProofStatus, ZkProofView } from './schemas.js';

export interface ZkProof {
  id: string;
  project_id: string;
  name: string;
  circuit_path: string;
  status: ProofStatus;
  error: string | null;
  stage: CompileStage | null;
  progress: number | null;
  current_version: number | null;
  /** The verification key of the current version. */
  verification_key: string | null;
  /** Verifiers of the current version on chain, newest first (rows of zk_proof_deployments, sql/005_deployments.sql). */
  deployments: (Omit<DeploymentView, 'deployed_at'> & { deployed_at: string })[];
  created_at: Date;
  updated_at: Date;
}

/** Statuses a compile may start from: not while one runs, nor while a deployment uses the record. */
const COMPILABLE: readonly ProofStatus[] = ['draft', 'compiled', 'deployed', 'failed'];

const PROOF_COLUMNS = `z.id, z.project_id, z.name, z.circuit_path, z.status, z.error, z.stage, z.progress, z.current_version,
  v.verification_key, z.created_at, z.updated_at,
  coalesce((SELECT json_agg(json_build_object('chain', d.chain, 'chain_id', d.chain_id, 'network', d.network,
      'contract_address', d.contract_address, 'tx_hash', d.tx_hash, 'block_number', d.block_number, 'deployed_at', d.deployed_at,
      'compiler', d.compiler) ORDER BY d.deployed_at DESC, d.chain)
    FROM zk_proof_deployments d WHERE d.proof_id = z.id AND d.proof_version = z.current_version), '[]') AS deployments`;
const PROOF_FROM = 'zk_proofs z LEFT JOIN zk_proof_versions v ON v.proof_id = z.id AND v.version = z.current_version';
/** Records of projects whose organization includes user $1. */
const VISIBLE_TO = 'JOIN projects p ON p.id = z.project_id JOIN memberships m ON m.organization_id = p.organization_id AND m.user_id = $1';

export async function listProofs(db: Queryable, userId: string, projectId?: string): Promise<ZkProof[]> {
  const { rows } = await db.query<ZkProof>(
    `SELECT ${PROOF_COLUMNS} FROM ${PROOF_FROM} ${VISIBLE_TO} WHERE $2::text IS NULL OR z.project_id = $2 ORDER BY z.created_at DESC, z.id DESC`,
    [userId, projectId ?? null],
  );
  return rows;
}

/** The record and the caller's role in its organization, if they can see it; `lock` locks the record. */
export async function findProof(db: Queryable, id: string, userId: string, { lock = false } = {}): Promise<{ proof: ZkProof; role: Role } | undefined> {
  const { rows } = await db.query<ZkProof & { role: Role }>(
    `SELECT ${PROOF_COLUMNS}, m.role FROM ${PROOF_FROM} ${VISIBLE_TO} WHERE z.id = $2 ${lock ? 'FOR UPDATE OF z' : ''}`,
    [userId, id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { role, ...proof } = row;
  return { proof, role };
}

async function selectProof(db: Queryable, id: string): Promise<ZkProof> {
  const { rows } = await db.query<ZkProof>(`SELECT ${PROOF_COLUMNS} FROM ${PROOF_FROM} WHERE z.id = $1`, [id]);
  return rows[0]!;
}

export async function createProof(db: Queryable, projectId: string, fields: { name: string; circuit_path: string }, userId: string): Promise<ZkProof> {
  const id = newId('zkp');
  await db.query('INSERT INTO zk_proofs (id, project_id, name, circuit_path, created_by) VALUES ($1, $2, $3, $4, $5)', [
    id,
    projectId,
    fields.name,
    fields.circuit_path,
    userId,
  ]);
  return selectProof(db, id);
}

export async function renameProof(db: Queryable, id: string, name: string): Promise<ZkProof> {
  await db.query('UPDATE zk_proofs SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
  return selectProof(db, id);
}

/**
 * Moves a locked record to `compiling` and enqueues its compile job on the same transaction. The
 * job builds the next version; the current one stays in force until that one is stored. Answers
 * false when the record's status does not allow a compile now.
 */
export async function requestCompile(client: DbClient, proof: ZkProof): Promise<boolean> {
  if (!COMPILABLE.includes(proof.status)) return false;
  const { rows } = await client.query<{ next: number }>('SELECT coalesce(max(version), 0) + 1 AS next FROM zk_proof_versions WHERE proof_id = $1', [proof.id]);
  await client.query(`UPDATE zk_proofs SET status = 'compiling', error = NULL, stage = 'queued', progress = 0, updated_at = now() WHERE id = $1`, [proof.id]);
  await enqueue(client, 'circuits.compile_proof', { proof_id: proof.id, version: rows[0]!.next }, { jobKey: `compile:${proof.id}`, maxAttempts: 3 });
  return true;
}

/** Where an artifact's hash is recorded on a version row. */
const ARTIFACT_COLUMNS: Record<ArtifactName, string> = {
  'circuit.r1cs': 'r1cs_sha256',
  'circuit.wasm': 'wasm_sha256',
  'circuit.sym': 'sym_sha256',
  'circuit_final.zkey': 'zkey_sha256',
  'verification_key.json': 'verification_key_sha256',
  'verifier.sol': 'verifier_sol_sha256',
};

/** An artifact of a version of the record (the current one unless `version` is given). */
export async function readArtifact(
  db: Queryable,
  proof: ZkProof,
  name: ArtifactName,
  version?: number,
): Promise<{ content: Buffer; sha256: string; version: number } | undefined> {
  const wanted = version ?? proof.current_version;
  if (wanted === null) return undefined;
  const { rows } = await db.query<{ content: Buffer; sha256: string }>(
    `SELECT a.content, a.sha256 FROM zk_proof_versions v JOIN artifacts a ON a.sha256 = v.${ARTIFACT_COLUMNS[name]}
     WHERE v.proof_id = $1 AND v.version = $2`,
    [proof.id, wanted],
  );
  return rows[0] && { ...rows[0], version: wanted };
}

export function artifactPath(proofId: string, name: ArtifactName): string {
  return `/api/zk-proofs/${proofId}/artifacts/${name}`;
}

export function proofView(proof: ZkProof): ZkProofView {
  return {
    id: proof.id,
    name: proof.name,
    project_id: proof.project_id,
    status: proof.status,
    created_at: proof.created_at.toISOString(),
    updated_at: proof.updated_at.toISOString(),
    circuit_path: proof.circuit_path,
    verification_key: proof.verification_key ?? '',
    proving_key: proof.current_version === null ? '' : artifactPath(proof.id, 'circuit_final.zkey'),
    error: proof.error,
    stage: proof.stage,
    progress: proof.progress,
    version: proof.current_version,
    deployments: proof.deployments.map((d) => ({ ...d, deployed_at: new Date(d.deployed_at).toISOString() })),
  };
}
