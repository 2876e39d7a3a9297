/**
 * Deployments of proof records' verifiers: the request that starts one (the record goes
 * `deploying` and the job is enqueued on the same transaction), the job's outcome (`deployed` with
 * a row here, or `failed` with the reason), and the lookups of the interface and of on-chain
 * verification: a deployment of the record's version in force on the key's network.
 */
import type { Chain } from '../core/chain/registry.js';
import type { DbClient, Queryable } from '../core/db/pool.js';
import { enqueue } from '../core/jobs/enqueue.js';
import type { Network } from '../core/network.js';
import type { ProofStatus, ZkProof } from '../circuits/index.js';
import type { CompilerInfo } from './solidity.js';

/** Statuses a deploy may start from: a version is in force and no compile or deploy runs. */
const DEPLOYABLE: readonly ProofStatus[] = ['compiled', 'deployed', 'failed'];

/**
 * Moves a locked record to `deploying` and enqueues the job that deploys its version in force on
 * `chain`. Answers why not when the record cannot be deployed now. Jobs of one chain share a queue,
 * so that the deployer account's transactions on it are sent one at a time (no nonce races).
 */
export async function requestDeploy(
  client: DbClient,
  proof: ZkProof,
  chain: Chain,
  maxAttempts: number,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  if (proof.current_version === null || !DEPLOYABLE.includes(proof.status)) {
    const reason =
      proof.status === 'deploying' || proof.status === 'compiling'
        ? `the ZK proof is ${proof.status}; deploy it once that ends`
        : `the ZK proof is ${proof.status}; it must be compiled before its verifier can be deployed`;
    return { ok: false, reason };
  }
  await client.query(`UPDATE zk_proofs SET status = 'deploying', error = NULL, stage = NULL, progress = NULL, updated_at = now() WHERE id = $1`, [proof.id]);
  await enqueue(
    client,
    'deployments.deploy_verifier',
    { proof_id: proof.id, version: proof.current_version, chain: chain.key },
    { jobKey: `deploy:${proof.id}`, maxAttempts, queueName: `deploy:${chain.key}` },
  );
  return { ok: true };
}

/** What a deploy job needs of the version it deploys; undefined unless the record still waits for it. */
export async function pendingDeploy(
  db: Queryable,
  proofId: string,
  version: number,
): Promise<{ verifierSol: string; verificationKeySha256: string } | undefined> {
  const { rows } = await db.query<{ content: Buffer; verification_key_sha256: string }>(
    `SELECT a.content, v.verification_key_sha256
       FROM zk_proofs z JOIN zk_proof_versions v ON v.proof_id = z.id AND v.version = z.current_version
       JOIN artifacts a ON a.sha256 = v.verifier_sol_sha256
      WHERE z.id = $1 AND z.status = 'deploying' AND z.current_version = $2`,
    [proofId, version],
  );
  const row = rows[0];
  return row && { verifierSol: row.content.toString('utf8'), verificationKeySha256: row.verification_key_sha256 };
}

export interface NewDeployment {
  proofId: string;
  version: number;
  chain: Chain;
  contractAddress: string;
  txHash: string | null;
  blockNumber: number;
  salt: string;
  abi: unknown[];
  compiler: CompilerInfo;
}

/** Records the deployment and puts the record `deployed`, in the caller's transaction. */
export async function recordDeployment(client: DbClient, d: NewDeployment): Promise<void> {
  await client.query(
    `INSERT INTO zk_proof_deployments (proof_id, proof_version, chain, chain_id, network, contract_address, tx_hash, block_number, salt, abi, compiler)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (proof_id, proof_version, chain) DO UPDATE SET contract_address = EXCLUDED.contract_address, tx_hash = EXCLUDED.tx_hash,
       block_number = EXCLUDED.block_number, salt = EXCLUDED.salt, abi = EXCLUDED.abi, compiler = EXCLUDED.compiler, deployed_at = now()`,
    [
      d.proofId,
      d.version,
      d.chain.key,
      d.chain.chainId,
      d.chain.network,
      d.contractAddress,
      d.txHash,
      d.blockNumber,
      d.salt,
      JSON.stringify(d.abi),
      JSON.stringify(d.compiler),
    ],
  );
  await client.query(`UPDATE zk_proofs SET status = 'deployed', error = NULL, updated_at = now() WHERE id = $1 AND status = 'deploying'`, [d.proofId]);
}

/** The record's deploy failed: `failed` with the reason; its version stays in force (off-chain verification goes on). */
export async function failDeploy(db: Queryable, proofId: string, reason: string): Promise<void> {
  await db.query(`UPDATE zk_proofs SET status = 'failed', error = $2, updated_at = now() WHERE id = $1 AND status = 'deploying'`, [proofId, reason]);
}

/** A verifier a proof can be checked against: its deployment on one chain. */
export interface VerifierDeployment {
  proofId: string;
  version: number;
  chain: string;
  chainId: number;
  network: Network;
  contractAddress: string;
  abi: unknown[];
  publicSignalCount: number;
}

/**
 * Per proof id of the project: the deployment of its version in force on `network`, on `chain`
 * when given, else the most recent. Ids without one are absent.
 */
export async function findVerifierDeployments(
  db: Queryable,
  scope: { projectId: string; network: Network },
  proofIds: string[],
  chain?: string,
): Promise<Map<string, VerifierDeployment>> {
  const { rows } = await db.query<{
    proof_id: string;
    proof_version: number;
    chain: string;
    chain_id: string;
    network: Network;
    contract_address: string;
    abi: unknown[];
    public_signal_count: number;
  }>(
    `SELECT DISTINCT ON (d.proof_id) d.proof_id, d.proof_version, d.chain, d.chain_id, d.network, d.contract_address, d.abi, v.public_signal_count
       FROM zk_proofs z
       JOIN zk_proof_versions v ON v.proof_id = z.id AND v.version = z.current_version
       JOIN zk_proof_deployments d ON d.proof_id = z.id AND d.proof_version = z.current_version
      WHERE z.project_id = $1 AND z.id = ANY($2::text[]) AND d.network = $3 AND ($4::text IS NULL OR d.chain = $4)
      ORDER BY d.proof_id, d.deployed_at DESC, d.chain`,
    [scope.projectId, proofIds, scope.network, chain ?? null],
  );
  return new Map(
    rows.map((row) => [
      row.proof_id,
      {
        proofId: row.proof_id,
        version: row.proof_version,
        chain: row.chain,
        chainId: Number(row.chain_id),
        network: row.network,
        contractAddress: row.contract_address,
        abi: row.abi,
        publicSignalCount: row.public_signal_count,
      },
    ]),
  );
}

/** A record of the project and its version in force (null before the first compile); undefined when not the project's. */
export async function findProjectRecord(
  db: Queryable,
  projectId: string,
  proofId: string,
): Promise<{ status: ProofStatus; version: number | null } | undefined> {
  const { rows } = await db.query<{ status: ProofStatus; version: number | null }>(
    'SELECT status, current_version AS version FROM zk_proofs WHERE id = $1 AND project_id = $2',
    [proofId, projectId],
  );
  return rows[0];
}
