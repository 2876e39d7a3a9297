/**
 * Verifies proofs against their proof records and signs a receipt for each: the one path behind
 * the single verify endpoint, synchronous batches and the batch job. Items are grouped by
 * verification key and each group split across the pool's idle threads, so a request alone keeps
 * every core busy, while under load each group stays one randomized batch (a task has a fixed
 * cost, a final exponentiation and more, that larger batches share); per-item problems (unknown
 * record, no key yet, malformed proof) become that item's error and never affect the others.
 */
import { Counter } from 'prom-client';
import { metricsRegistry } from '../core/metrics.js';
import type { ChainRegistry } from '../core/chain/registry.js';
import type { Config } from '../core/config/config.js';
import { type Db, queryNamed, type Queryable } from '../core/db/pool.js';
import type { Logger } from '../core/logger.js';
import {
  callVerifyProof,
  findVerifierDeployments,
  OnchainUnavailableError,
  type SnarkjsProof,
  verifierArgs,
  type VerifierDeployment,
} from '../deployments/index.js';
import type { FieldProblem } from '../core/errors.js';
import type { Network } from '../core/network.js';
import type { TaskPool } from '../core/pool/task-pool.js';
import { joinHalves, type ProofHalf, type VerifyItemResult } from './groth16/verify-items.js';
import { type ReceiptScope, type VerificationClaims, verificationReceipt } from './receipts/compact-signer.js';
import { MAX_PROOFS_PER_TASK, runMerged } from './merged-tasks.js';
import { newId } from '../core/ids.js';
import { Timings } from '../core/timings.js';
import { findProofKeys, lastReadProofKey, type ProofKey } from './proof-keys.js';
import type { ReceiptSigners } from './receipt-keys.js';
import type { ReceiptSigner } from './receipts/receipt.js';

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
  /** The chains on-chain checks call, and how long they wait for a chain's RPC. */
  chains: ChainRegistry;
  onchainTimeoutMs: number;
  log: Logger;
}

export const verifierDeps = ({
  db,
  pool,
  receipts,
  config,
  log,
}: Omit<VerifierDeps, 'issuer' | 'chains' | 'onchainTimeoutMs'> & { config: Config }): VerifierDeps => ({
  db,
  pool,
  receipts,
  log,
  issuer: config.publicBaseUrl,
  chains: config.chains,
  onchainTimeoutMs: config.verification.onchainTimeoutMs,
});

/** `onchain: true`: each proof is also checked by its deployed verifier, on `chain` or the most recent deployment's. */
export interface OnchainRequest {
  chain?: string | undefined;
}

/** The on-chain check of a verification: where it was made, as its receipt claims. */
export interface OnchainCheck {
  chain: string;
  chain_id: number;
  contract_address: string;
  block_number: number;
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
  onchain: OnchainCheck | null;
  /** Why `verified` is false although the proof verified off-chain or on chain: the two verdicts disagreed. */
  reason: string | null;
  /** Its attestation leaf (docs/attestations.md), 0x-hex: only a verified proof has one; set when it is made, stored by recordVerifications, not read back. */
  attestation_leaf?: string;
}

export type ItemOutcome = { verification: VerificationRecord } | { error: ItemError };

const verificationsRecorded = new Counter({
  name: 'proofpay_verifications_total',
  help: 'Groth16 verifications recorded (each with a receipt), by result; rate() gives verifications per second',
  labelNames: ['verified'] as const,
  registers: [metricsRegistry],
});

/** Fewer proofs than this per task cost more in task overhead than a second thread saves. */
const MIN_PROOFS_PER_TASK = 4;

export const itemError = (
  code: ItemErrorCode,
  details: FieldProblem[],
  message = details[0] ? `${details[0].field}: ${details[0].message}` : code,
): ItemError => ({
  code,
  message,
  details,
});

/**
 * Each item's outcome. With `onchain`, items whose record has no verifier deployed on the scope's
 * network (or on the requested chain) get `proof_not_ready`, and a chain whose RPC does not answer
 * in time throws OnchainUnavailableError (nothing of the request is answered then). `timings` gets
 * the parts of the work (`keys`, `verify`, `pool`, `onchain`; the pool's summed over its tasks).
 */
export async function verifyProofs(
  deps: VerifierDeps,
  scope: VerifyScope,
  items: ProofItem[],
  onchain?: OnchainRequest,
  timings = new Timings(),
): Promise<ItemOutcome[]> {
  const proofIds = [...new Set(items.map((item) => item.proof_id))];
  const [keys, deployments] = await timings.time('keys', () =>
    Promise.all([findProofKeys(deps.db, scope.projectId, proofIds), onchain ? findVerifierDeployments(deps.db, scope, proofIds, onchain.chain) : undefined]),
  );
  const outcomes: (ItemOutcome | undefined)[] = new Array(items.length);
  const groups = new Map<string, { key: ProofKey; indexes: number[] }>();
  items.forEach((item, index) => {
    const lookup = keys.get(item.proof_id);
    const deployment = deployments?.get(item.proof_id);
    if (!lookup) outcomes[index] = { error: itemError('not_found', [], `No such ZK proof: ${item.proof_id}`) };
    else if (!lookup.ready) outcomes[index] = { error: itemError('proof_not_ready', [], `ZK proof ${item.proof_id}: ${lookup.reason}`) };
    else if (onchain && deployment?.version !== lookup.key.version) {
      const where = onchain.chain ?? `any ${scope.network} chain`;
      const message = `ZK proof ${item.proof_id}: its verifier (version ${lookup.key.version}) is not deployed on ${where}; deploy it first, or verify off-chain only`;
      outcomes[index] = { error: itemError('proof_not_ready', [], message) };
    } else {
      // By key content: two records (or versions) with the same key share a task.
      const group = groups.get(lookup.key.vkHash) ?? { key: lookup.key, indexes: [] };
      group.indexes.push(index);
      groups.set(lookup.key.vkHash, group);
    }
  });

  const tasks = [...groups.values()].flatMap(({ key, indexes }) => split(indexes, deps.pool.idleThreads).map((part) => ({ key, indexes: part })));
  const receipts = receiptsOf(deps, scope, await deps.receipts.current());
  // Without an on-chain check the pool's verdict is the final one: its threads sign the receipts.
  const results = await Promise.all(
    tasks.map(({ key, indexes }) =>
      runTask(
        deps,
        key,
        indexes.map((i) => items[i]!),
        timings,
        { alone: tasks.length === 1, receipts: onchain ? undefined : receipts, projectId: scope.projectId },
      ),
    ),
  );

  const resultOf = new Map<number, TaskResult>();
  tasks.forEach(({ indexes }, t) => {
    indexes.forEach((index, k) => {
      resultOf.set(index, results[t]![k]!);
    });
  });
  const checks = deployments
    ? await timings.time('onchain', () => checkOnChain(deps, items, resultOf, deployments))
    : new Map<number, OnchainCheck & { verified: boolean }>();

  tasks.forEach(({ key, indexes }) => {
    indexes.forEach((index) => {
      outcomes[index] = outcomeOf(deps, { item: items[index]!, key, result: resultOf.get(index)!, check: checks.get(index) }, receipts);
    });
  });
  return outcomes as ItemOutcome[];
}

/**
 * One proof verified and stored: the single verify endpoint. When this process has read the
 * record's key before, the proof goes to the pool with that key at once, and its verification is
 * stored only if that version is still the record's current one, which the insert itself checks:
 * no read of the key before the verify (a round trip, and on a busy machine the CPU it costs). A
 * recompile by any process is thus seen at once. Without such a key, with an on-chain check, or
 * when the guess is not stored (the version changed) or gave an error (which only the current key
 * may give), it takes the path of verifyProofs: read the key, verify, store. `timings` gets the
 * parts of verifyProofs and `store`, the durable insert of the verification.
 */
export async function verifyOne(
  deps: VerifierDeps,
  scope: VerifyScope,
  item: ProofItem,
  onchain?: OnchainRequest,
  timings = new Timings(),
): Promise<ItemOutcome> {
  const key = onchain ? undefined : lastReadProofKey(scope.projectId, item.proof_id);
  if (key) {
    const receipts = receiptsOf(deps, scope, await deps.receipts.current());
    const [result] = await runTask(deps, key, [item], timings, { alone: true, receipts, projectId: scope.projectId });
    const outcome = outcomeOf(deps, { item, key, result: result!, check: undefined }, receipts);
    if ('verification' in outcome) {
      const { verification } = outcome;
      const stored = await timings.time('store', () => recordVerifications(deps.db, scope.projectId, [verification], { ifCurrent: true }));
      if (stored === 1) return outcome;
    }
  }
  const [outcome] = await verifyProofs(deps, scope, [item], onchain, timings);
  if ('verification' in outcome!) {
    const { verification } = outcome;
    await timings.time('store', () => recordVerifications(deps.db, scope.projectId, [verification]));
  }
  return outcome!;
}

/** What a pool task answers for an item: its verification (signed there, if it was asked to), or why the key could not be used. */
type TaskResult = VerifyItemResult | { unusableKey: string };

/** A request's receipts: signed now, by the active key, for its verifications of this moment (their created_at). */
const receiptsOf = (deps: VerifierDeps, scope: VerifyScope, signer: ReceiptSigner): ReceiptScope => ({
  signer,
  issuer: deps.issuer,
  createdAt: Date.now(),
  network: scope.network,
});

/**
 * The items' results from the pool. A request's only task of one proof, when two threads are idle,
 * runs as the proof's two sides on both at once (runHalves), whose receipt the caller signs;
 * otherwise as one task, the cheaper in CPU, which under load is what keeps the threads'
 * throughput, and which signs the receipts when given `receipts`. A task that signs and would
 * wait for a thread joins its project's waiting task of the same key (merged-tasks.ts).
 */
async function runTask(
  deps: VerifierDeps,
  key: ProofKey,
  items: ProofItem[],
  timings: Timings,
  { alone, receipts, projectId }: { alone: boolean; receipts: ReceiptScope | undefined; projectId: string },
): Promise<TaskResult[]> {
  if (alone && items.length === 1 && deps.pool.idleThreads >= 2) return [await runHalves(deps, key, items[0]!, timings)];
  const sent = performance.now();
  const output =
    receipts && deps.pool.idleThreads === 0
      ? await runMerged(deps.pool, { mergeKey: `${projectId} ${key.vkHash}`, key: keyInput(key), items, scope: receipts })
      : await deps.pool.run('groth16-verify', { ...keyInput(key), items, receipts: receipts && [{ scope: receipts, count: items.length }] });
  timeTask(timings, sent, output.ms);
  if ('vkError' in output) return items.map(() => unusableKey(key, output.vkError));
  return output.results;
}

const keyInput = ({ vkText, vkHash, vkKeccak }: ProofKey) => ({ vkText, vkHash, vkKeccak });

/** One proof's two sides on two threads at once (verify-items.ts: verifyItemHalf): its verdict after the longer side. */
async function runHalves(deps: VerifierDeps, key: ProofKey, item: ProofItem, timings: Timings): Promise<TaskResult> {
  const sent = performance.now();
  const run = (half: ProofHalf) => deps.pool.run('groth16-verify-half', { ...keyInput(key), item, half });
  const [proof, keyHalf] = await Promise.all([run('proof'), run('key')]);
  timeTask(timings, sent, Math.max(proof.ms, keyHalf.ms));
  if ('vkError' in proof) return unusableKey(key, proof.vkError);
  if ('vkError' in keyHalf) return unusableKey(key, keyHalf.vkError);
  return joinHalves(proof.result, keyHalf.result);
}

/** The task's own time in its thread as `verify`; around it, the wait for a free thread and the hand-off there and back, as `pool`. */
function timeTask(timings: Timings, sent: number, ms: number): void {
  timings.add('verify', ms);
  timings.add('pool', performance.now() - sent - ms);
}

/** A stored key that parses but cannot be prepared (e.g. a point outside the subgroup). */
function unusableKey(key: ProofKey, [problem]: FieldProblem[]): TaskResult {
  return {
    unusableKey: `the verification key of version ${key.version} is unusable (${problem?.field}: ${problem?.message}); compile the proof again`,
  };
}

/**
 * An item's outcome from its task's result (and its on-chain check): an error, or its verification
 * with a signed receipt, the pool thread's when it signed one (no on-chain check), else signed here.
 */
function outcomeOf(
  deps: VerifierDeps,
  { item, key, result, check }: { item: ProofItem; key: ProofKey; result: TaskResult; check: (OnchainCheck & { verified: boolean }) | undefined },
  receipts: ReceiptScope,
): ItemOutcome {
  if ('unusableKey' in result) return { error: itemError('proof_not_ready', [], `ZK proof ${item.proof_id}: ${result.unusableKey}`) };
  if ('error' in result) return { error: itemError('invalid_request', result.error) };
  const { onchain: placed, verified, reason } = verdict(deps.log, item.proof_id, result.verified, check);
  const { id, receipt } = result.signed ?? signHere(receipts, { proof_id: item.proof_id, vk_hash: key.vkHash, ...result, verified, onchain: placed });
  return {
    verification: {
      id,
      proof_id: item.proof_id,
      proof_version: key.version,
      network: receipts.network,
      verified,
      vk_hash: key.vkHash,
      proof_hash: result.proof_hash,
      public_signals_hash: result.public_signals_hash,
      receipt,
      kid: receipts.signer.kid,
      created_at: new Date(receipts.createdAt),
      onchain: placed,
      reason,
      ...(verified && result.attestation_leaf ? { attestation_leaf: result.attestation_leaf } : {}),
    },
  };
}

/** A verification's id and receipt made on this thread: a verdict after an on-chain check, or a lone proof's (runHalves). */
function signHere(receipts: ReceiptScope, claims: Omit<VerificationClaims, 'id'>): { id: string; receipt: string } {
  const id = newId('zkv', receipts.createdAt);
  return { id, receipt: verificationReceipt(receipts, { id, ...claims }) };
}

/**
 * The deployed verifiers' verdicts on the items verified off-chain, one JSON-RPC batch per chain,
 * the chains in parallel. Malformed items (already an error) are not sent.
 */
async function checkOnChain(
  deps: VerifierDeps,
  items: ProofItem[],
  resultOf: Map<number, TaskResult>,
  deployments: Map<string, VerifierDeployment>,
): Promise<Map<number, OnchainCheck & { verified: boolean }>> {
  const byChain = new Map<string, { deployment: VerifierDeployment; index: number }[]>();
  for (const [index, result] of resultOf) {
    if ('unusableKey' in result || 'error' in result) continue;
    const deployment = deployments.get(items[index]!.proof_id)!;
    byChain.set(deployment.chain, [...(byChain.get(deployment.chain) ?? []), { deployment, index }]);
  }
  const checks = new Map<number, OnchainCheck & { verified: boolean }>();
  await Promise.all(
    [...byChain].map(async ([chainKey, calls]) => {
      const chain = deps.chains.chain(chainKey);
      if (!chain) throw new OnchainUnavailableError(chainKey, `the chain ${chainKey} is no longer in the chain registry`);
      const { blockNumber, verdicts } = await callVerifyProof(
        chain,
        calls.map(({ deployment, index }) => ({
          address: deployment.contractAddress,
          args: verifierArgs(items[index]!.proof as SnarkjsProof, items[index]!.public_signals as string[]),
        })),
        deps.onchainTimeoutMs,
      );
      calls.forEach(({ deployment, index }, k) => {
        checks.set(index, {
          chain: chainKey,
          chain_id: chain.chainId,
          contract_address: deployment.contractAddress,
          block_number: blockNumber,
          verified: verdicts[k]!,
        });
      });
    }),
  );
  return checks;
}

/**
 * One verdict from the off-chain one and, with an on-chain check, the verifier's: they must agree.
 * A disagreement means a fault (a wrong deployment, a broken verifier or chain): it is logged as an
 * error and answered as not verified, with the reason.
 */
function verdict(
  log: Logger,
  proofId: string,
  offchain: boolean,
  check: (OnchainCheck & { verified: boolean }) | undefined,
): { onchain: OnchainCheck | null; verified: boolean; reason: string | null } {
  if (!check) return { onchain: null, verified: offchain, reason: null };
  const { verified: onchainVerdict, ...onchain } = check;
  if (onchainVerdict === offchain) return { onchain, verified: offchain, reason: null };
  log.error({ proof_id: proofId, ...onchain, offchain_verified: offchain, onchain_verified: onchainVerdict }, 'on-chain and off-chain verdicts disagree');
  const reason = `the on-chain verifier at ${onchain.contract_address} on ${onchain.chain} answered ${onchainVerdict} and the off-chain verifier ${offchain}; a proof is verified only when both agree`;
  return { onchain, verified: false, reason };
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

/**
 * Stores verifications in one statement; batch items carry their batch id and index. With
 * `ifCurrent` (the single verify's guess: one verification), it is stored only while its version is
 * its record's current one (and the record the project's). Answers how many were stored.
 */
export async function recordVerifications(
  db: Queryable,
  projectId: string,
  records: (VerificationRecord & { batch_id?: string; item_index?: number })[],
  { ifCurrent = false }: { ifCurrent?: boolean } = {},
): Promise<number> {
  if (records.length === 0) return 0;
  if (ifCurrent && records.length !== 1) throw new Error('ifCurrent guards the store of one verification');
  // The rows as one JSON array: Postgres estimates a fixed row count for json_to_recordset, so its
  // generic plan wins and the statement is planned once per connection. With one array per column,
  // unnest's estimate follows the arrays' length and Postgres would plan every call anew.
  // A key left out (no batch, no on-chain check) is null in the row.
  const rows = records.map(({ onchain, ...record }) => ({ ...record, ...onchain }));
  // The guard names its record outright: a check correlated with the rows could be planned as a
  // hash of all the project's records, read at every call.
  // The attestation leaves of the verified ones go in the same statement (one round trip, one
  // commit): the one place leaves are recorded (docs/attestations.md). Only rows actually stored get
  // a leaf, and only verified ones carry it (a CHECK on attestation_leaves' verification holds that too).
  const { rows: stored } = await queryNamed<{ verified: boolean }>(db, {
    name: 'record-verifications',
    text: `WITH t AS MATERIALIZED (
       SELECT * FROM json_to_recordset($2::json) AS t(id text, proof_id text, proof_version integer, network text, verified boolean, vk_hash text,
         proof_hash text, public_signals_hash text, receipt text, kid text, batch_id text, item_index integer, created_at timestamptz,
         chain text, chain_id bigint, contract_address text, block_number bigint, reason text, attestation_leaf text)),
     stored AS (
       INSERT INTO zk_verifications (id, project_id, proof_id, proof_version, network, verified, vk_hash, proof_hash,
         public_signals_hash, receipt, kid, batch_id, item_index, created_at, chain, chain_id, contract_address, block_number, reason)
       SELECT t.id, $1, t.proof_id, t.proof_version, t.network, t.verified, t.vk_hash, t.proof_hash,
         t.public_signals_hash, t.receipt, t.kid, t.batch_id, t.item_index, t.created_at, t.chain, t.chain_id, t.contract_address, t.block_number, t.reason
         FROM t
        WHERE $3::text IS NULL
           OR EXISTS (SELECT 1 FROM zk_proofs p WHERE p.id = $3 AND p.project_id = $1 AND p.current_version = $4::integer)
       ON CONFLICT (batch_id, item_index) WHERE batch_id IS NOT NULL DO NOTHING
       RETURNING id, network, verified, created_at),
     leaves AS (
       INSERT INTO attestation_leaves (verification_id, network, leaf, created_at)
       SELECT s.id, s.network, decode(substr(t.attestation_leaf, 3), 'hex'), s.created_at
         FROM stored s JOIN t ON t.id = s.id
        WHERE s.verified AND t.attestation_leaf IS NOT NULL)
     SELECT verified FROM stored`,
    values: [projectId, JSON.stringify(rows), ifCurrent ? records[0]!.proof_id : null, ifCurrent ? records[0]!.proof_version : null],
  });
  // What was stored: not a refused guess, nor a batch item a re-run job had stored before.
  const verified = stored.filter((row) => row.verified).length;
  verificationsRecorded.inc({ verified: 'true' }, verified);
  verificationsRecorded.inc({ verified: 'false' }, stored.length - verified);
  return stored.length;
}
