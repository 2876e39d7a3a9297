/**
 * From snarkjs JSON to one verdict per item: parse and validate each {proof, public_signals}
 * (malformed items get their field problems), then batch-verify the well-formed ones. Each
 * well-formed item also gets its canonical hashes, for its receipt.
 */
import type { FieldProblem } from '../../core/errors.js';
import { type LoadedItem, type PreparedKey, loadItem, prepareKey, verifyBatch } from './batch-verifier.js';
import { proofHash, publicSignalsHash } from './canonical-hash.js';
import { type Parsed, parseProof, parsePublicSignals, parseVerificationKey } from './snarkjs-json.js';

export interface VerifyItemInput {
  proof: unknown;
  public_signals: unknown;
}
export type VerifyItemResult = { verified: boolean; proof_hash: string; public_signals_hash: string } | { error: FieldProblem[] };

interface CheckedItem {
  loaded: LoadedItem;
  hashes: { proof_hash: string; public_signals_hash: string };
}

/** Parses and prepares a snarkjs verification key JSON (mcl must be initialised: initMcl). */
export function prepareVerificationKey(vkJson: unknown, field = 'vk'): Parsed<PreparedKey> {
  const vk = parseVerificationKey(vkJson, field);
  return vk.ok ? prepareKey(vk.value, field) : vk;
}

/**
 * Validates one item against a key: the loaded item, or every problem found. Field names are
 * relative to the item (`proof.pi_a[1]`, `public_signals[0]`); a batch endpoint prefixes `items[i].`.
 */
function loadVerifyItem(key: PreparedKey, input: VerifyItemInput): Parsed<CheckedItem> {
  if (typeof input !== 'object' || input === null)
    return { ok: false, problems: [{ field: 'item', message: 'must be an object with proof and public_signals' }] };
  const proof = parseProof(input.proof);
  const signals = parsePublicSignals(input.public_signals, key.nPublic);
  if (!proof.ok || !signals.ok) return { ok: false, problems: [...(proof.ok ? [] : proof.problems), ...(signals.ok ? [] : signals.problems)] };
  const loaded = loadItem(proof.value, signals.value);
  if (!loaded.ok) return loaded;
  return { ok: true, value: { loaded: loaded.value, hashes: { proof_hash: proofHash(proof.value), public_signals_hash: publicSignalsHash(signals.value) } } };
}

export function verifyItems(key: PreparedKey, inputs: VerifyItemInput[]): VerifyItemResult[] {
  const loaded = inputs.map((input) => loadVerifyItem(key, input));
  const wellFormed = loaded.flatMap((l) => (l.ok ? [l.value.loaded] : []));
  const verdicts = verifyBatch(key, wellFormed);
  let next = 0;
  return loaded.map((l) => (l.ok ? { verified: verdicts[next++]!, ...l.value.hashes } : { error: l.problems }));
}
