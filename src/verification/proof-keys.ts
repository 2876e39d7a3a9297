/**
 * The verification key a proof record verifies against: its current version's key. A version's
 * key never changes, so each process parses and hashes it once per (proof, version). Which version
 * is current can change at any time (a recompile, in any process), so no verdict stands on this
 * process's memory of it: the key last read per record is only a guess, that verifyOne
 * (verify-proofs.ts) verifies with before asking, and whose verdict it stores only if the insert
 * finds that version still current.
 */
import { queryNamed, type Queryable } from '../core/db/pool.js';
import { RecentMap } from '../core/recent-map.js';
import { vkHash } from './groth16/canonical-hash.js';
import { vkKeccak } from './groth16/onchain-hash.js';
import { parseVerificationKey } from './groth16/snarkjs-json.js';

export interface ProofKey {
  proofId: string;
  version: number;
  /** snarkjs verification_key.json as stored: what the pool task prepares (it crosses to a thread as one string). */
  vkText: string;
  vkHash: string;
  /** The key's keccak256 form, the first part of its verifications' attestation leaves (groth16/onchain-hash.ts). */
  vkKeccak: string;
}

/** Per proof id of the project: its key, or why there is none. Absent ids are not the project's. */
export type ProofKeyLookup = { ready: true; key: ProofKey } | { ready: false; reason: string };

const CACHE_SIZE = 512;
const parsed = new RecentMap<string, ProofKey | string>(CACHE_SIZE);
/** By project and proof id: the key of the version that was current at this process's last read. */
const lastRead = new RecentMap<string, ProofKey>(CACHE_SIZE);
const recordKey = (projectId: string, proofId: string) => `${projectId}/${proofId}`;

export async function findProofKeys(db: Queryable, projectId: string, proofIds: string[]): Promise<Map<string, ProofKeyLookup>> {
  const { rows } = await queryNamed<{ id: string; status: string; version: number | null; verification_key: string | null }>(db, {
    // Prepared once per connection: parsing and planning this join cost about as much as running it.
    name: 'find-proof-keys',
    text: `SELECT p.id, p.status, v.version, v.verification_key
             FROM zk_proofs p LEFT JOIN zk_proof_versions v ON v.proof_id = p.id AND v.version = p.current_version
            WHERE p.project_id = $1 AND p.id = ANY($2::text[])`,
    values: [projectId, proofIds],
  });
  const found = new Map<string, ProofKeyLookup>();
  for (const row of rows) {
    if (row.version === null || row.verification_key === null) {
      found.set(row.id, { ready: false, reason: `the ZK proof has no verification key yet (status ${row.status}); compile it first` });
      continue;
    }
    const key = keyOf(row.id, row.version, row.verification_key);
    found.set(row.id, typeof key === 'string' ? { ready: false, reason: key } : { ready: true, key });
  }
  for (const proofId of proofIds) {
    const lookup = found.get(proofId);
    if (lookup?.ready) lastRead.set(recordKey(projectId, proofId), lookup.key);
    else lastRead.delete(recordKey(projectId, proofId));
  }
  return found;
}

/** The key this process last read as current for the project's record, if any: a guess, to be confirmed. */
export function lastReadProofKey(projectId: string, proofId: string): ProofKey | undefined {
  return lastRead.get(recordKey(projectId, proofId));
}

function keyOf(proofId: string, version: number, text: string): ProofKey | string {
  const cacheKey = `${proofId}:${version}`;
  let key = parsed.get(cacheKey);
  if (key === undefined) {
    key = parseKey(proofId, version, text);
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
  return { proofId, version, vkText: text, vkHash: vkHash(vk.value), vkKeccak: vkKeccak(vk.value) };
}

/** A stored verification key's keccak256 form and public signal count (for attestation snippets); undefined when it does not parse. */
export function verificationKeyKeccak(text: string): { vkKeccak: string; publicSignalCount: number } | undefined {
  try {
    const vk = parseVerificationKey(JSON.parse(text));
    return vk.ok ? { vkKeccak: vkKeccak(vk.value), publicSignalCount: vk.value.nPublic } : undefined;
  } catch {
    return undefined;
  }
}
