import {
  buildCircuit,
  CircuitCompileError,
  PtauUnavailableError,
  type CircuitArtifacts,
  type CircuitDeps,
  type CircuitProvenance,
} from './toolchain/circuits.js';
import { sha256 } from './toolchain/provenance.js';
import { withTransaction, type Db, type DbClient, type Queryable } from '../core/db/pool.js';
import type { Logger } from '../core/logger.js';
import { projectCircuitFiles } from './files.js';
import type { CompileStage } from './schemas.js';

/** Percent shown when a stage starts. */
const STAGE_PROGRESS: Record<Exclude<CompileStage, 'queued'>, number> = { compile: 10, setup: 40, storing: 90 };

export interface CompileProofJob {
  proof_id: string;
  /** The version this compile makes: one more than the last when it was requested. */
  version: number;
}

/**
 * The compile job's work: build version `version` of a record and put it in force. Idempotent: a
 * rerun (after a worker crash) does nothing unless the record still waits for that version.
 * User errors (compiler diagnostics, limits, no fitting ptau) end the record `failed` with the
 * message; service faults throw, and on the last attempt also end it `failed`.
 */
export async function compileProof(
  db: Db,
  deps: CircuitDeps,
  job: CompileProofJob,
  { log, lastAttempt }: { log: Logger; lastAttempt: boolean },
): Promise<void> {
  const { rows } = await db.query<{ project_id: string; circuit_path: string; stored: boolean }>(
    `SELECT project_id, circuit_path,
            EXISTS (SELECT 1 FROM zk_proof_versions WHERE proof_id = z.id AND version >= $2) AS stored
     FROM zk_proofs z WHERE id = $1 AND status = 'compiling'`,
    [job.proof_id, job.version],
  );
  const proof = rows[0];
  if (!proof || proof.stored) {
    log.info({ ...job }, 'no compile to do: the record is not compiling this version');
    return;
  }
  let stage: Exclude<CompileStage, 'queued'> = 'compile';
  const enter = async (next: typeof stage) => {
    stage = next;
    await db.query(`UPDATE zk_proofs SET stage = $2, progress = $3, updated_at = now() WHERE id = $1 AND status = 'compiling'`, [
      job.proof_id,
      next,
      STAGE_PROGRESS[next],
    ]);
  };
  try {
    await enter('compile');
    const files = await projectCircuitFiles(db, proof.project_id);
    if (!files.some((file) => file.name === proof.circuit_path)) {
      throw new CircuitCompileError([
        { severity: 'error', code: 'INPUT', message: `circuit_path: the project has no circuit file named "${proof.circuit_path}"` },
      ]);
    }
    const built = await buildCircuit(deps, { files, mainFile: proof.circuit_path }, { onCompiled: () => enter('setup') });
    await enter('storing');
    await withTransaction(db, (client) => storeVersion(client, job, built.artifacts, built.provenance));
    log.info({ ...job, constraints: built.provenance.constraints }, 'proof record compiled');
  } catch (error) {
    const userError = error instanceof CircuitCompileError || error instanceof PtauUnavailableError;
    if (userError || lastAttempt) {
      const message = userError ? error.message : 'the compile failed because of a fault in the service; compile again, and report it if it persists';
      await markFailed(db, job, stage, message);
    }
    if (!userError) throw error;
  }
}

/** Ends the record `failed` with `message`, if it still waits for this job's version; `stage` null keeps the stage it reached. */
async function markFailed(db: Queryable, job: CompileProofJob, stage: CompileStage | null, message: string): Promise<void> {
  await db.query(
    `UPDATE zk_proofs z SET status = 'failed', error = $4, stage = coalesce($3, z.stage), progress = NULL, updated_at = now()
      WHERE id = $1 AND status = 'compiling' AND NOT EXISTS (SELECT 1 FROM zk_proof_versions v WHERE v.proof_id = z.id AND v.version >= $2)`,
    [job.proof_id, job.version, stage, message],
  );
}

/** The compile's last attempt died with its worker (a circuit that exhausts memory, say): the record ends `failed`. */
export function endAbandonedCompile(client: Queryable, job: CompileProofJob): Promise<void> {
  return markFailed(
    client,
    job,
    null,
    'the compile stopped: the worker running its last attempt stopped (killed or out of memory); compile again, and report it if it persists',
  );
}

/** Stores the artifacts (each once, by hash), the version row, and puts the version in force. */
async function storeVersion(client: DbClient, job: CompileProofJob, artifacts: CircuitArtifacts, provenance: CircuitProvenance): Promise<void> {
  const hashes = {} as Record<keyof CircuitArtifacts, string>;
  for (const [name, content] of Object.entries(artifacts) as [keyof CircuitArtifacts, string | Uint8Array][]) {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    hashes[name] = sha256(bytes);
    await client.query('INSERT INTO artifacts (sha256, content, size_bytes) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING', [
      hashes[name],
      bytes,
      bytes.byteLength,
    ]);
  }
  const vk = JSON.parse(artifacts['verification_key.json']) as { nPublic: number };
  await client.query(
    `INSERT INTO zk_proof_versions (proof_id, version, verification_key, public_signal_count, constraint_count,
       r1cs_sha256, wasm_sha256, sym_sha256, zkey_sha256, verification_key_sha256, verifier_sol_sha256, provenance)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (proof_id, version) DO NOTHING`,
    [
      job.proof_id,
      job.version,
      artifacts['verification_key.json'],
      vk.nPublic,
      provenance.constraints,
      hashes['circuit.r1cs'],
      hashes['circuit.wasm'],
      hashes['circuit.sym'],
      hashes['circuit_final.zkey'],
      hashes['verification_key.json'],
      hashes['verifier.sol'],
      JSON.stringify(provenance),
    ],
  );
  await client.query(
    `UPDATE zk_proofs SET status = 'compiled', current_version = $2, error = NULL, stage = NULL, progress = NULL, updated_at = now()
     WHERE id = $1 AND status = 'compiling'`,
    [job.proof_id, job.version],
  );
}
