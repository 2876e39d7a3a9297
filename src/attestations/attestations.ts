/**
 * A verification's attestation as the API shows it: its leaf, its tree's root and path, and the
 * root's postings; and a verifier interface's attestation part: the registry and the consumer
 * snippets for the record's key.
 */
import { computeAddress } from 'ethers';
import type { Queryable } from '../core/db/pool.js';
import type { Network } from '../core/network.js';
import type { AttestationInterfaceOf } from '../deployments/index.js';
import type { ApiDeps } from '../http/deps.js';
import { verificationKeyKeccak } from '../verification/index.js';
import { registryCode } from './registry-contract.js';
import type { AttestationView } from './schemas.js';
import { attestationSnippets } from './snippets.js';
import { pathNodes } from './tree.js';

const hex = (bytes: Buffer) => `0x${bytes.toString('hex')}`;

export type AttestationLookup = { found: false } | { found: true; attested: false } | { found: true; attested: true; view: AttestationView };

export async function findAttestation(db: Queryable, scope: { projectId: string; network: Network }, verificationId: string): Promise<AttestationLookup> {
  const { rows } = await db.query<{
    leaf: Buffer | null;
    root_id: string | null;
    leaf_index: number | null;
    root: Buffer | null;
    leaf_count: number | null;
    verification_key: string;
  }>(
    `SELECT l.leaf, l.root_id, l.leaf_index, r.root, r.leaf_count, pv.verification_key
       FROM zk_verifications v
       JOIN zk_proof_versions pv ON pv.proof_id = v.proof_id AND pv.version = v.proof_version
       LEFT JOIN attestation_leaves l ON l.verification_id = v.id
       LEFT JOIN attestation_roots r ON r.id = l.root_id
      WHERE v.id = $1 AND v.project_id = $2 AND v.network = $3`,
    [verificationId, scope.projectId, scope.network],
  );
  const row = rows[0];
  if (!row) return { found: false };
  if (!row.leaf) return { found: true, attested: false };
  let proof: string[] = [];
  let chains: AttestationView['chains'] = [];
  if (row.root_id !== null && row.leaf_index !== null && row.leaf_count !== null) {
    const nodes = pathNodes(row.leaf_count, row.leaf_index);
    const { rows: path } = await db.query<{ node: Buffer }>(
      `SELECT substring(r.nodes FROM i * 32 + 1 FOR 32) AS node
         FROM attestation_roots r, unnest($2::int[]) WITH ORDINALITY AS u(i, k) WHERE r.id = $1 ORDER BY k`,
      [row.root_id, nodes],
    );
    proof = path.map((p) => hex(p.node));
    const { rows: postings } = await db.query<{
      chain: string;
      chain_id: string;
      status: 'pending' | 'posted' | 'confirmed';
      registry_address: string | null;
      tx_hash: string | null;
      block_number: string | null;
      confirmations: number;
    }>('SELECT chain, chain_id, status, registry_address, tx_hash, block_number, confirmations FROM attestation_postings WHERE root_id = $1 ORDER BY chain', [
      row.root_id,
    ]);
    chains = postings.map((p) => ({
      chain: p.chain,
      chain_id: Number(p.chain_id),
      status: p.status,
      registry_address: p.registry_address,
      tx_hash: p.tx_hash,
      block_number: p.block_number === null ? null : Number(p.block_number),
      confirmations: p.confirmations,
    }));
  }
  const status =
    chains.length > 0 && chains.every((c) => c.status === 'confirmed') ? 'confirmed' : chains.some((c) => c.status !== 'pending') ? 'posted' : 'pending';
  const key = verificationKeyKeccak(row.verification_key);
  const view: AttestationView = {
    object: 'zk.verification_attestation',
    verification_id: verificationId,
    network: scope.network,
    status,
    leaf: hex(row.leaf),
    root: row.root ? hex(row.root) : null,
    proof,
    leaf_index: row.leaf_index,
    leaf_count: row.leaf_count,
    chains,
    snippets: attestationSnippets({
      registryAddress: chains.find((c) => c.registry_address)?.registry_address ?? null,
      chainId: chains.find((c) => c.registry_address)?.chain_id ?? null,
      vkKeccak: key?.vkKeccak ?? '0x',
      publicSignalCount: key?.publicSignalCount ?? 1,
    }),
  };
  return { found: true, attested: true, view };
}

/**
 * For `GET /v1/zk/proofs/{proofId}/interface`: the registry of the network's operator (its CREATE2
 * address, the same on every chain; null without a deployer key, when no root is posted) and the
 * consumer snippets for the record's key at `version`.
 */
export const attestationInterface: AttestationInterfaceOf = async ({ db, config, pool }: ApiDeps, { proofId, version, network, chainId }) => {
  const { rows } = await db.query<{ verification_key: string }>('SELECT verification_key FROM zk_proof_versions WHERE proof_id = $1 AND version = $2', [
    proofId,
    version,
  ]);
  const key = rows[0] && verificationKeyKeccak(rows[0].verification_key);
  if (!key) throw new Error(`zk proof ${proofId} version ${version} has no Groth16 verification key`);
  const operatorKey = config.deployments.deployerKeys[network];
  const registryAddress = operatorKey ? (await registryCode(pool, computeAddress(operatorKey.reveal()))).address : null;
  return {
    registry_address: registryAddress,
    snippets: attestationSnippets({ registryAddress, chainId, vkKeccak: key.vkKeccak, publicSignalCount: key.publicSignalCount }),
  };
};
