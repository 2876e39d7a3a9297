/**
 * Verifies proofs against their proof records and signs a receipt for each: the one path behind
 * the single verify endpoint, synchronous batches and the batch job. Items are grouped by
 * verification key and each group split across the pool's idle threads, so a request alone keeps
 * every core busy, while under load each group stays one randomized batch (a task has a fixed
 * cost, a final exponentiation and more, that larger batches share); per-item problems (unknown
 * record, no key yet, malformed proof) become that item's error and never affect the others.
 */
import type { Db, Queryable } from '../core/db/pool.js';
import type { FieldProblem } from '../core/errors.js';
import type { Network } from '../core/network.js';
import type { TaskPool } from '../core/pool/task-pool.js';
import type { VerifyItemResult } from './groth16/verify-items.js';
import { signReceiptSync } from './receipts/compact-signer.js';
import { newId } from '../core/ids.js';
import { findProofKeys, type ProofKey } from './proof-keys.js';
import type { ReceiptSigners } from './receipt-keys.js';

export interface VerifyScope {
  projectId: string;
  network: Network;
}

export interface VerifierDeps {
  db: Db;
  pool: TaskPool;
  receipts: ReceiptSigners;
  /** The receipts' `iss`: PUBLIC_BASE_URL. */
  issuer: string;
}

export interface ProofItem {
  proof_id: string;
  proof: unknown;
  public_signals: unknown;
}

export type ItemErrorCode = 'not_found' | 'proof_not_ready' | 'invalid_request';
export interface ItemError {
  code: ItemErrorCode;
  message: string;
  details: FieldProblem[];
}

export interface VerificationRecord {
  id: string;
  proof_id: string;
  proof_version: number;
  network: Network;
  verified: boolean;
  vk_hash: string;
  proof_hash: string;
  public_signals_hash: string;
  receipt: string;
  kid: string;
  created_at: Date;
}

export type ItemOutcome = { verification: VerificationRecord } | { error: ItemError };

/** Fewer proofs than this per task cost more in task overhead than a second thread saves. */
const MIN_PROOFS_PER_TASK = 4;
/** A task of all-false proofs costs about 12 ms per proof (bisection): this bounds a task at about 3 s of CPU. */
const MAX_PROOFS_PER_TASK = 256;

export const itemError = (
  code: ItemErrorCode,
  details: FieldProblem[],
  message = details[0] ? `${details[0].field}: ${details[0].message}` : code,
): ItemError => ({
  code,
  message,
  details,
});

export async function verifyProofs(deps: VerifierDeps, scope: VerifyScope, items: ProofItem[]): Promise<ItemOutcome[]> {
  const keys = await findProofKeys(deps.db, scope.projectId, [...new Set(items.map((item) => item.proof_id))]);
  const outcomes: (ItemOutcome | undefined)[] = new Array(items.length);
  const groups = new Map<string, { key: ProofKey; indexes: number[] }>();
  items.forEach((item, index) => {
    const lookup = keys.get(item.proof_id);
    if (!lookup) outcomes[index] = { error: itemError('not_found', [], `No such ZK proof: ${item.proof_id}`) };
    else if (!lookup.ready) outcomes[index] = { error: itemError('proof_not_ready', [], `ZK proof ${item.proof_id}: ${lookup.reason}`) };
    else {
      // By key content: two records (or versions) with the same key share a task.
      const group = groups.get(lookup.key.vkHash) ?? { key: lookup.key, indexes: [] };
      group.indexes.push(index);
      groups.set(lookup.key.vkHash, group);
    }
  });

  const tasks = [...groups.values()].flatMap(({ key, indexes }) => split(indexes, deps.pool.idleThreads).map((part) => ({ key, indexes: part })));
  const [signer, results] = await Promise.all([
    deps.receipts.current(),
    Promise.all(
      tasks.map(async ({ key, indexes }) => {
        const output = await deps.pool.run('groth16-verify', { vk: key.vk, vkHash: key.vkHash, items: indexes.map((i) => items[i]!) });
        if ('vkError' in output) {
          // A stored key that parses but cannot be prepared (e.g. a point outside the subgroup).
          const [problem] = output.vkError;
          const reason = `the verification key of version ${key.version} is unusable (${problem?.field}: ${problem?.message}); compile the proof again`;
          return indexes.map(() => ({ unusableKey: reason }));
        }
        return output.results;
      }),
    ),
  ]);

  const createdAt = new Date();
  const iat = Math.floor(createdAt.getTime() / 1000);
  tasks.forEach(({ indexes }, t) => {
    indexes.forEach((index, k) => {
      const key = (keys.get(items[index]!.proof_id) as { key: ProofKey }).key;
      const result: VerifyItemResult | { unusableKey: string } = results[t]![k]!;
      if ('unusableKey' in result) {
        outcomes[index] = { error: itemError('proof_not_ready', [], `ZK proof ${items[index]!.proof_id}: ${result.unusableKey}`) };
        return;
      }
      if ('error' in result) {
        outcomes[index] = { error: itemError('invalid_request', result.error) };
        return;
      }
      const id = newId('zkv');
      const claims = {
        iss: deps.issuer,
        iat,
        jti: id,
        proof_id: items[index]!.proof_id,
        vk_hash: key.vkHash,
        proof_hash: result.proof_hash,
        public_signals_hash: result.public_signals_hash,
        verified: result.verified,
        network: scope.network,
      };
      outcomes[index] = {
        verification: {
          id,
          proof_id: claims.proof_id,
          proof_version: key.version,
          network: scope.network,
          verified: result.verified,
          vk_hash: key.vkHash,
          proof_hash: result.proof_hash,
          public_signals_hash: result.public_signals_hash,
          receipt: signReceiptSync(claims, signer),
          kid: signer.kid,
          created_at: createdAt,
        },
      };
    });
  });
  return outcomes as ItemOutcome[];
}

/**
 * `list` in contiguous pieces: at most `parts` of at least MIN_PROOFS_PER_TASK (but never empty),
 * and more when that is needed to keep every piece within MAX_PROOFS_PER_TASK.
 */
function split<T>(list: T[], parts: number): T[][] {
  const count = Math.max(1, Math.ceil(list.length / MAX_PROOFS_PER_TASK), Math.min(parts, Math.floor(list.length / MIN_PROOFS_PER_TASK)));
  const size = Math.ceil(list.length / count);
  return Array.from({ length: Math.ceil(list.length / size) }, (_, k) => list.slice(k * size, k * size + size));
}

/** Stores verifications in one statement; batch items carry their batch id and index. */
export async function recordVerifications(
  db: Queryable,
  projectId: string,
  records: (VerificationRecord & { batch_id?: string; item_index?: number })[],
): Promise<void> {
  if (records.length === 0) return;
  const column = <K extends keyof (typeof records)[number]>(name: K) => records.map((r) => r[name] ?? null);
  await db.query(
    `INSERT INTO zk_verifications (id, project_id, proof_id, proof_version, network, verified, vk_hash, proof_hash,
       public_signals_hash, receipt, kid, batch_id, item_index, created_at)
     SELECT t.id, $1, t.proof_id, t.proof_version, t.network, t.verified, t.vk_hash, t.proof_hash,
       t.public_signals_hash, t.receipt, t.kid, t.batch_id, t.item_index, t.created_at
       FROM unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::bool[], $7::text[], $8::text[], $9::text[],
                   $10::text[], $11::text[], $12::text[], $13::int[], $14::timestamptz[])
         AS t(id, proof_id, proof_version, network, verified, vk_hash, proof_hash, public_signals_hash, receipt, kid, batch_id, item_index, created_at)
     ON CONFLICT (batch_id, item_index) DO NOTHING`,
    [
      projectId,
      column('id'),
      column('proof_id'),
      column('proof_version'),
      column('network'),
      column('verified'),
      column('vk_hash'),
      column('proof_hash'),
      column('public_signals_hash'),
      column('receipt'),
      column('kid'),
      column('batch_id'),
      column('item_index'),
      column('created_at'),
    ],
  );
}
