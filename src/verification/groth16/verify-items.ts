/**
 * From snarkjs JSON to one verdict per item: parse and validate each {proof, public_signals}
 * (malformed items get their field problems), then batch-verify the well-formed ones. Each
 * well-formed item also gets its canonical hashes, for its receipt.
 */
import type { FieldProblem } from '../../core/errors.js';
import { RecentMap } from '../../core/recent-map.js';
import { type LoadedItem, type PreparedKey, initMcl, keySide, loadItem, prepareKey, proofSide, verifyBatch } from './batch-verifier.js';
import { proofHash, publicSignalsHash } from './canonical-hash.js';
import { initKeccak } from '../../core/keccak.js';
import { attestationLeaf } from './onchain-hash.js';
import { type Groth16Proof, type Parsed, parseProof, parsePublicSignals, parseVerificationKey } from './snarkjs-json.js';

export interface VerifyItemInput {
  proof: unknown;
  public_signals: unknown;
}
/**
 * The receipt's hashes, and the attestation leaf made of their keccak256 twins (onchain-hash.ts),
 * when the task was given the key's keccak form: stored only for a proof that verified.
 */
export interface ItemHashes {
  proof_hash: string;
  public_signals_hash: string;
  attestation_leaf?: string;
}
/** A verification made by the task that verified it (workers/groth16-verify.ts, when asked to sign): its id and its receipt. */
export interface SignedVerification {
  id: string;
  receipt: string;
}
export type VerifyItemResult = ({ verified: boolean; signed?: SignedVerification } & ItemHashes) | { error: FieldProblem[] };

interface CheckedItem {
  loaded: LoadedItem;
  hashes: ItemHashes;
}

/** Parses and prepares a snarkjs verification key JSON (mcl must be initialised: initMcl). */
export function prepareVerificationKey(vkJson: unknown, field = 'vk'): Parsed<PreparedKey> {
  const vk = parseVerificationKey(vkJson, field);
  return vk.ok ? prepareKey(vk.value, field) : vk;
}

const preparedKeys = new RecentMap<string, PreparedKey>(64);

/**
 * A key prepared once per thread, by its vk_hash (at most 64 kept): a key's e(alpha, beta) and the
 * lines of gamma and delta are computed once per thread, not once per task. It comes as its JSON text, parsed only on a miss: a
 * string crosses to the thread as one copy, where a parsed key is cloned object by object on both
 * sides of every task, on a lone proof's path. A key that
 * cannot be prepared gives its problems.
 */
function cachedVerificationKey(vkHash: string, vkText: string): PreparedKey | FieldProblem[] {
  const cached = preparedKeys.get(vkHash);
  if (cached) return cached;
  let vkJson: unknown;
  try {
    vkJson = JSON.parse(vkText);
  } catch {
    return [{ field: 'vk', message: 'is not JSON' }];
  }
  const prepared = prepareVerificationKey(vkJson);
  if (!prepared.ok) return prepared.problems;
  preparedKeys.set(vkHash, prepared.value);
  return prepared.value;
}

/**
 * A pool task's work with its key (cachedVerificationKey, mcl initialised once per thread), and
 * `ms`, the task's time in its thread, the key's preparation on a cold cache included; a key that
 * cannot be prepared gives `vkError` instead.
 */
export async function withVerificationKey<T extends object>(
  vkHash: string,
  vkText: string,
  work: (key: PreparedKey) => T,
): Promise<(T | { vkError: FieldProblem[] }) & { ms: number }> {
  const started = performance.now();
  await Promise.all([initMcl(), initKeccak()]);
  const key = cachedVerificationKey(vkHash, vkText);
  const output = Array.isArray(key) ? { vkError: key } : work(key);
  return { ...output, ms: performance.now() - started };
}

type Hashes = CheckedItem['hashes'];

/** The item's proof and signals parsed against the key; or every problem found. */
function parseVerifyItem(key: PreparedKey, input: VerifyItemInput): Parsed<{ proof: Groth16Proof; signals: bigint[] }> {
  if (typeof input !== 'object' || input === null)
    return { ok: false, problems: [{ field: 'item', message: 'must be an object with proof and public_signals' }] };
  const proof = parseProof(input.proof);
  const signals = parsePublicSignals(input.public_signals, key.nPublic);
  if (!proof.ok || !signals.ok) return { ok: false, problems: [...(proof.ok ? [] : proof.problems), ...(signals.ok ? [] : signals.problems)] };
  return { ok: true, value: { proof: proof.value, signals: signals.value } };
}

/**
 * Validates one item against a key: the loaded item, or every problem found. Field names are
 * relative to the item (`proof.pi_a[1]`, `public_signals[0]`); a batch endpoint prefixes `items[i].`.
 */
function loadVerifyItem(key: PreparedKey, input: VerifyItemInput, vkKeccak: string | undefined): Parsed<CheckedItem> {
  const parsed = parseVerifyItem(key, input);
  if (!parsed.ok) return parsed;
  const { proof, signals } = parsed.value;
  const loaded = loadItem(proof, signals);
  if (!loaded.ok) return loaded;
  return {
    ok: true,
    value: {
      loaded: loaded.value,
      hashes: {
        proof_hash: proofHash(proof),
        public_signals_hash: publicSignalsHash(signals),
        ...(vkKeccak ? { attestation_leaf: attestationLeaf(vkKeccak, proof, signals) } : {}),
      },
    },
  };
}

export function verifyItems(key: PreparedKey, inputs: VerifyItemInput[], vkKeccak?: string): VerifyItemResult[] {
  const loaded = inputs.map((input) => loadVerifyItem(key, input, vkKeccak));
  const wellFormed = loaded.flatMap((l) => (l.ok ? [l.value.loaded] : []));
  const verdicts = verifyBatch(key, wellFormed);
  let next = 0;
  return loaded.map((l) => (l.ok ? { verified: verdicts[next++]!, ...l.value.hashes } : { error: l.problems }));
}

/** Which side of one proof's check a thread computes (batch-verifier.ts: proofSide, keySide). */
export type ProofHalf = 'proof' | 'key';
/** A side's value (the proof side's with the item's hashes), or the item's problems. */
export type HalfResult = ({ side: string } & Hashes) | { side: string } | { error: FieldProblem[] };

/**
 * One side of one item's check. The proof side validates the item in full, as verifyItems does
 * (B's subgroup check included), and hashes it for the receipt; the key side, the longer one, only
 * parses the item, and neither reads B nor hashes.
 */
export function verifyItemHalf(key: PreparedKey, input: VerifyItemInput, half: ProofHalf, vkKeccak?: string): HalfResult {
  if (half === 'proof') {
    const checked = loadVerifyItem(key, input, vkKeccak);
    return checked.ok ? { side: proofSide(checked.value.loaded), ...checked.value.hashes } : { error: checked.problems };
  }
  const parsed = parseVerifyItem(key, input);
  return parsed.ok ? { side: keySide(key, parsed.value.proof, parsed.value.signals) } : { error: parsed.problems };
}

/** The item's result from its two sides: the proof side's problems (its validation is the whole one), else whether the sides are equal. */
export function joinHalves(proof: HalfResult, key: HalfResult): VerifyItemResult {
  if ('error' in proof) return proof;
  if ('error' in key) return key;
  if (!('proof_hash' in proof)) throw new Error('joinHalves: the first side must be the proof side, which carries the hashes');
  const { side, ...hashes } = proof;
  return { verified: side === key.side, ...hashes };
}
