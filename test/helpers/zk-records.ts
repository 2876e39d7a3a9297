/**
 * ZK proof records for verification tests, written straight to the tables of sql/003_circuits.sql (the compile
 * pipeline fills them in production): a compiled record whose current version carries a fixture's
 * verification key, or an uncompiled draft.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../src/core/db/pool.js';
import { newId } from '../../src/core/ids.js';
import type { TestApp } from './app.js';
import { caller, newProject } from './platform.js';

/** A project with its secret keys, made through the platform interface by a new user. */
export async function projectWithKeys(app: TestApp, email: string): Promise<{ projectId: string; keys: { test: string; live: string } }> {
  const { projectId, secretKeys } = await newProject(await caller(app, email), email);
  return { projectId, keys: secretKeys };
}

/** A compiled proof record (version 1 holds `vk`), or with `vk: null` a draft with no key. */
export async function insertProofRecord(db: Queryable, projectId: string, vk: object | null): Promise<string> {
  const id = newId('zkp');
  await db.query(`INSERT INTO zk_proofs (id, project_id, name, circuit_path, status) VALUES ($1, $2, $3, 'main.circom', $4)`, [
    id,
    projectId,
    `record ${id}`,
    vk ? 'compiled' : 'draft',
  ]);
  if (vk) await addProofVersion(db, id, vk);
  return id;
}

/**
 * A new current version of a record holding `vk`, written straight to the tables as a recompile
 * in any process would leave them: no cache of this process is told. Answers the version.
 */
export async function addProofVersion(db: Queryable, proofId: string, vk: object): Promise<number> {
  const bytes = randomBytes(16);
  const sha = createHash('sha256').update(bytes).digest('hex');
  await db.query('INSERT INTO artifacts (sha256, content, size_bytes) VALUES ($1, $2, $3)', [sha, bytes, bytes.length]);
  const { rows } = await db.query<{ version: number }>(
    `INSERT INTO zk_proof_versions (proof_id, version, verification_key, public_signal_count, constraint_count, r1cs_sha256, wasm_sha256,
       sym_sha256, zkey_sha256, verification_key_sha256, verifier_sol_sha256, provenance)
     SELECT $1, coalesce(max(version), 0) + 1, $2, $3, 1, $4, $4, $4, $4, $4, $4, '{}' FROM zk_proof_versions WHERE proof_id = $1
     RETURNING version`,
    [proofId, JSON.stringify(vk), (vk as { nPublic: number }).nPublic, sha],
  );
  const { version } = rows[0]!;
  await db.query(`UPDATE zk_proofs SET current_version = $2, status = 'compiled' WHERE id = $1`, [proofId, version]);
  return version;
}
