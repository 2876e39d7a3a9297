/**
 * The verification key a proof record verifies against: its current version's key. A version's
 * key never changes, so each process parses and hashes it once per (proof, version).
 */
import type { Queryable } from '../core/db/pool.js';
import { vkHash } from './groth16/canonical-hash.js';
import { parseVerificationKey } from './groth16/snarkjs-json.js';

export interface ProofKey {
  proofId: string;
  version: number;
  /** snarkjs verification_key.json, parsed: what the pool task prepares. */
  vk: unknown;
  vkHash: string;
}

/** Per proof id of the project: its key, or why there is none. Absent ids are not the project's. */
export type ProofKeyLookup = { ready: true; key: ProofKey } | { ready: false; reason: string };

const CACHE_SIZE = 512;
const parsed = new Map<string, ProofKey | string>();

export async function findProofKeys(db: Queryable, projectId: string, proofIds: string[]): Promise<Map<string, ProofKeyLookup>> {
  const { rows } = await db.query<{ id: string; status: string; version: number | null; verification_key: string | null }>(
    `SELECT p.id, p.status, v.version, v.verification_key
       FROM zk_proofs p LEFT JOIN zk_proof_versions v ON v.proof_id = p.id AND v.version = p.current_version
      WHERE p.project_id = $1 AND p.id = ANY($2::text[])`,
    [projectId, proofIds],
  );
  const found = new Map<string, ProofKeyLookup>();
  for (const row of rows) {
    if (row.version === null || row.verification_key === null) {
      found.set(row.id, { ready: false, reason: `the ZK proof has no verification key yet (status ${row.status}); compile it first` });
      continue;
    }
    const key = keyOf(row.id, row.version, row.verification_key);
    found.set(row.id, typeof key === 'string' ? { ready: false, reason: key } : { ready: true, key });
  }
  return found;
}

function keyOf(proofId: string, version: number, text: string): ProofKey | string {
  const cacheKey = `${proofId}:${version}`;
  let key = parsed.get(cacheKey);
  if (key === undefined) {
    key = parseKey(proofId, version, text);
    if (parsed.size >= CACHE_SIZE) parsed.delete(parsed.keys().next().value!);
    parsed.set(cacheKey, key);
  }
  return key;
}

function parseKey(proofId: string, version: number, text: string): ProofKey | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `the verification key of version ${version} is not JSON; compile the proof again`;
  }
  const vk = parseVerificationKey(json);
  if (!vk.ok) return `the verification key of version ${version} is unusable (${vk.problems[0]!.field}: ${vk.problems[0]!.message}); compile the proof again`;
  return { proofId, version, vk: json, vkHash: vkHash(vk.value) };
}
