/**
 * Batches of proof verifications. Up to `syncBatchMaxItems` items are verified during the request
 * (verifyBatchNow); larger batches are stored with their items' inputs and processed by the
 * `zk.verify_batch` job in chunks, each chunk's outcomes and the batch's counts committed together,
 * so a job re-run after a crash resumes at the first unprocessed item.
 */
import { withTransaction, type Db, type Queryable } from '../core/db/pool.js';
import { schemaChecker } from '../core/validation.js';
import { proofItemSchema } from './proof-input.js';
import { enqueue } from '../core/jobs/enqueue.js';
import type { Logger } from '../core/logger.js';
import { newId } from '../core/ids.js';
import {
  itemError,
  recordVerifications,
  verifyProofs,
  type ItemError,
  type ItemOutcome,
  type OnchainRequest,
  type ProofItem,
  type VerificationRecord,
  type VerifierDeps,
  type VerifyScope,
} from './verify-proofs.js';

export type BatchStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface BatchRecord {
  id: string;
  status: BatchStatus;
  item_count: number;
  processed_count: number;
  verified_count: number;
  unverified_count: number;
  error_count: number;
  created_at: Date;
  completed_at: Date | null;
}

/** One item's place in a batch and its outcome so far (both null while pending). */
export interface BatchItemResult {
  index: number;
  proof_id: string | null;
  verification: VerificationRecord | null;
  error: ItemError | null;
}

const checkItemShape = schemaChecker(proofItemSchema);

/** Field names of an item's problems, as the client sent them: `items[3].proof.pi_a`. */
function inBatch(error: ItemError, index: number): ItemError {
  if (error.details.length === 0) return error;
  const details = error.details.map((d) => ({ field: d.field === 'body' ? `items[${index}]` : `items[${index}].${d.field}`, message: d.message }));
  return itemError(error.code, details);
}

/** Each item's outcome; items that are not {proof_id, proof, public_signals} get their own error. */
async function verifyRawItems(
  deps: VerifierDeps,
  scope: VerifyScope,
  raw: { index: number; input: unknown }[],
  onchain: OnchainRequest | undefined,
): Promise<BatchItemResult[]> {
  const wellShaped: { index: number; item: ProofItem }[] = [];
  const results = new Map<number, BatchItemResult>();
  for (const { index, input } of raw) {
    const checked = checkItemShape(input);
    if (checked.ok) {
      wellShaped.push({ index, item: checked.value });
    } else {
      const proofId = typeof (input as { proof_id?: unknown } | null)?.proof_id === 'string' ? (input as { proof_id: string }).proof_id : null;
      results.set(index, { index, proof_id: proofId, verification: null, error: inBatch(itemError('invalid_request', checked.problems), index) });
    }
  }
  const outcomes = await verifyProofs(
    deps,
    scope,
    wellShaped.map((w) => w.item),
    onchain,
  );
  wellShaped.forEach(({ index, item }, k) => {
    const outcome: ItemOutcome = outcomes[k]!;
    results.set(index, {
      index,
      proof_id: item.proof_id,
      verification: 'verification' in outcome ? outcome.verification : null,
      error: 'error' in outcome ? inBatch(outcome.error, index) : null,
    });
  });
  return raw.map(({ index }) => results.get(index)!);
}

interface Counts {
  verified_count: number;
  unverified_count: number;
  error_count: number;
}

const countsOf = (results: BatchItemResult[]): Counts => ({
  verified_count: results.filter((r) => r.verification?.verified === true).length,
  unverified_count: results.filter((r) => r.verification?.verified === false).length,
  error_count: results.filter((r) => r.error !== null).length,
});

/** A small batch, answered at once; its verifications are stored (a synchronous batch has no batch row). */
export async function verifyBatchNow(
  deps: VerifierDeps,
  scope: VerifyScope,
  items: unknown[],
  onchain?: OnchainRequest,
): Promise<{ results: BatchItemResult[]; counts: Counts; createdAt: Date }> {
  const createdAt = new Date();
  const results = await verifyRawItems(
    deps,
    scope,
    items.map((input, index) => ({ index, input })),
    onchain,
  );
  await recordVerifications(
    deps.db,
    scope.projectId,
    results.flatMap((r) => (r.verification ? [r.verification] : [])),
  );
  return { results, counts: countsOf(results), createdAt };
}

export const BATCH_COLUMNS = 'id, status, item_count, processed_count, verified_count, unverified_count, error_count, created_at, completed_at';

/** Stores a batch and its items (and whether to check them on chain) and enqueues its job, in one transaction. */
export async function createBatch(db: Db, scope: VerifyScope, items: unknown[], onchain?: OnchainRequest): Promise<BatchRecord> {
  return withTransaction(db, async (client) => {
    const id = newId('zkb');
    const { rows } = await client.query<BatchRecord>(
      `INSERT INTO zk_verification_batches (id, project_id, network, item_count, onchain, onchain_chain) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${BATCH_COLUMNS}`,
      [id, scope.projectId, scope.network, items.length, onchain !== undefined, onchain?.chain ?? null],
    );
    await client.query(
      `INSERT INTO zk_verification_batch_items (batch_id, item_index, input, proof_id)
       SELECT $1, t.ordinality - 1, t.value, CASE WHEN jsonb_typeof(t.value -> 'proof_id') = 'string' THEN t.value ->> 'proof_id' END
         FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t`,
      [id, JSON.stringify(items)],
    );
    await enqueue(client, 'zk.verify_batch', { batch_id: id });
    return rows[0]!;
  });
}

export async function findBatch(db: Queryable, scope: VerifyScope, id: string): Promise<BatchRecord | undefined> {
  const { rows } = await db.query<BatchRecord>(`SELECT ${BATCH_COLUMNS} FROM zk_verification_batches WHERE id = $1 AND project_id = $2 AND network = $3`, [
    id,
    scope.projectId,
    scope.network,
  ]);
  return rows[0];
}

/** The columns of zk_verifications a VerificationRecord is made of (VERIFICATION_COLUMNS), as read. */
export type VerificationRow = Omit<VerificationRecord, 'onchain' | 'reason'> & {
  chain: string | null;
  chain_id: string | null;
  contract_address: string | null;
  block_number: string | null;
  reason: string | null;
};

export const VERIFICATION_COLUMNS =
  'id, proof_id, proof_version, network, verified, vk_hash, proof_hash, public_signals_hash, receipt, kid, created_at, chain, chain_id, contract_address, block_number, reason';

export function verificationFromRow(row: VerificationRow): VerificationRecord {
  const { chain, chain_id, contract_address, block_number, reason, ...fields } = row;
  return {
    ...fields,
    onchain: chain === null ? null : { chain, chain_id: Number(chain_id), contract_address: contract_address!, block_number: Number(block_number) },
    reason: reason ?? null,
  };
}

/** Items in index order after `startingAfter` (an item index), with their outcomes. */
export async function listBatchItems(
  db: Queryable,
  batchId: string,
  { limit, startingAfter }: { limit: number; startingAfter?: number },
): Promise<{ items: BatchItemResult[]; hasMore: boolean }> {
  const { rows } = await db.query<
    { item_index: number; proof_id: string | null; error: ItemError | null } & Partial<VerificationRecord> & {
        verification_id: string | null;
        chain: string | null;
        chain_id: string | null;
        contract_address: string | null;
        block_number: string | null;
      }
  >(
    `SELECT i.item_index, coalesce(v.proof_id, i.proof_id) AS proof_id, i.error, v.id AS verification_id, v.proof_version, v.network, v.verified,
            v.vk_hash, v.proof_hash, v.public_signals_hash, v.receipt, v.kid, v.created_at, v.chain, v.chain_id, v.contract_address, v.block_number, v.reason
       FROM zk_verification_batch_items i
       LEFT JOIN zk_verifications v ON v.batch_id = i.batch_id AND v.item_index = i.item_index
      WHERE i.batch_id = $1 AND i.item_index > $2
      ORDER BY i.item_index LIMIT $3`,
    [batchId, startingAfter ?? -1, limit + 1],
  );
  const items = rows.slice(0, limit).map((row) => ({
    index: row.item_index,
    proof_id: row.proof_id,
    error: row.error,
    verification: row.verification_id === null ? null : verificationFromRow({ ...(row as VerificationRow), id: row.verification_id, proof_id: row.proof_id! }),
  }));
  return { items, hasMore: rows.length > limit };
}

/** Items per chunk of the batch job: each chunk's outcomes commit together. */
const JOB_CHUNK = 1000;

/**
 * The batch job: verifies the unprocessed items chunk by chunk, then marks the batch completed;
 * `onCompleted` runs in that transaction (the job records the batch's event there).
 */
export async function processBatch(
  deps: VerifierDeps,
  batchId: string,
  log: Logger,
  onCompleted: (client: Queryable, batch: BatchRecord, scope: VerifyScope) => Promise<unknown>,
): Promise<void> {
  const { rows } = await deps.db.query<{ project_id: string; network: VerifyScope['network']; onchain: boolean; onchain_chain: string | null }>(
    `UPDATE zk_verification_batches SET status = 'running', started_at = coalesce(started_at, now())
      WHERE id = $1 AND status <> 'completed' RETURNING project_id, network, onchain, onchain_chain`,
    [batchId],
  );
  if (!rows[0]) return log.info({ batch_id: batchId }, 'batch already completed or gone');
  const scope = { projectId: rows[0].project_id, network: rows[0].network };
  // An RPC that does not answer throws here: the job is tried again, and after its last attempt the batch fails.
  const onchain = rows[0].onchain ? { chain: rows[0].onchain_chain ?? undefined } : undefined;
  for (;;) {
    const pending = await deps.db.query<{ item_index: number; input: unknown }>(
      'SELECT item_index, input FROM zk_verification_batch_items WHERE batch_id = $1 AND NOT processed ORDER BY item_index LIMIT $2',
      [batchId, JOB_CHUNK],
    );
    if (pending.rows.length === 0) break;
    const results = await verifyRawItems(
      deps,
      scope,
      pending.rows.map((row) => ({ index: row.item_index, input: row.input })),
      onchain,
    );
    await withTransaction(deps.db, async (client) => {
      await recordVerifications(
        client,
        scope.projectId,
        results.flatMap((r) => (r.verification ? [{ ...r.verification, batch_id: batchId, item_index: r.index }] : [])),
      );
      await client.query(
        `UPDATE zk_verification_batch_items i SET processed = true, input = NULL, proof_id = t.proof_id, error = t.error
           FROM unnest($2::int[], $3::text[], $4::jsonb[]) AS t(item_index, proof_id, error)
          WHERE i.batch_id = $1 AND i.item_index = t.item_index`,
        [batchId, results.map((r) => r.index), results.map((r) => r.proof_id), results.map((r) => (r.error ? JSON.stringify(r.error) : null))],
      );
      const counts = countsOf(results);
      await client.query(
        `UPDATE zk_verification_batches SET processed_count = processed_count + $2, verified_count = verified_count + $3,
                unverified_count = unverified_count + $4, error_count = error_count + $5 WHERE id = $1`,
        [batchId, results.length, counts.verified_count, counts.unverified_count, counts.error_count],
      );
    });
    log.debug({ batch_id: batchId, items: results.length }, 'batch chunk recorded');
  }
  // The completion and its event commit together; a re-run after this finds the batch completed.
  await withTransaction(deps.db, async (client) => {
    const { rows: completed } = await client.query<BatchRecord>(
      `UPDATE zk_verification_batches SET status = 'completed', completed_at = now() WHERE id = $1 AND status <> 'completed' RETURNING ${BATCH_COLUMNS}`,
      [batchId],
    );
    if (completed[0]) await onCompleted(client, completed[0], scope);
  });
}

/** After the job's last attempt failed: the batch stops, its unprocessed items stay pending. */
export async function failBatch(db: Queryable, batchId: string): Promise<void> {
  await db.query(`UPDATE zk_verification_batches SET status = 'failed', completed_at = now() WHERE id = $1 AND status <> 'completed'`, [batchId]);
}
