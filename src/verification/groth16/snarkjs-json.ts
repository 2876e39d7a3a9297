/**
 * Parsing of snarkjs Groth16 JSON (proofs, public signals, verification keys) into affine BN254
 * points, with every problem reported as a {field, message} naming the exact place, e.g.
 * `proof.pi_b[0][1]: must be less than the field modulus p`.
 *
 * Encoding rules (stricter than snarkjs, so one proof has exactly one accepted encoding and its
 * hash cannot be varied): numbers are canonical decimal strings (no sign, no leading zeros, no
 * hex), coordinates are < p, points are affine (z = "1" for G1, ["1","0"] for G2), on the curve and
 * not the point at infinity, and public signals are < r. The G2 subgroup check needs curve
 * arithmetic and is done by the verifier (batch-verifier.ts).
 */
import type { FieldProblem } from '../../core/errors.js';
import { type Fp2, type G1Affine, type G2Affine, P, R, isOnCurveG1, isOnCurveG2 } from './bn254.js';

export interface Groth16Proof {
  a: G1Affine;
  b: G2Affine;
  c: G1Affine;
}

export interface Groth16VerificationKey {
  alpha: G1Affine;
  beta: G2Affine;
  gamma: G2Affine;
  delta: G2Affine;
  /** IC[0] + sum(signal[i] * IC[i + 1]) is the public-input point; length = nPublic + 1. */
  ic: G1Affine[];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

const DECIMAL = /^(0|[1-9][0-9]{0,79})$/;

/** Collects problems while walking a JSON value; each reader returns undefined on a problem. */
class Reader {
  readonly problems: FieldProblem[] = [];

  fail(field: string, message: string): undefined {
    this.problems.push({ field, message });
    return undefined;
  }

  integer(value: unknown, field: string, bound: bigint, boundName: string): bigint | undefined {
    if (typeof value !== 'string') return this.fail(field, 'must be a decimal string');
    if (!DECIMAL.test(value)) return this.fail(field, 'must be a canonical decimal string (digits only, no leading zeros)');
    const n = BigInt(value);
    if (n >= bound) return this.fail(field, `must be less than ${boundName}`);
    return n;
  }

  array(value: unknown, field: string, length: number, what: string): unknown[] | undefined {
    if (!Array.isArray(value) || value.length !== length) return this.fail(field, `must be an array of ${length} ${what}`);
    return value;
  }

  fp2(value: unknown, field: string): Fp2 | undefined {
    const arr = this.array(value, field, 2, 'decimal strings');
    if (!arr) return undefined;
    const c0 = this.integer(arr[0], `${field}[0]`, P, 'the field modulus p');
    const c1 = this.integer(arr[1], `${field}[1]`, P, 'the field modulus p');
    return c0 === undefined || c1 === undefined ? undefined : [c0, c1];
  }

  g1(value: unknown, field: string): G1Affine | undefined {
    const arr = this.array(value, field, 3, 'decimal strings [x, y, "1"]');
    if (!arr) return undefined;
    const x = this.integer(arr[0], `${field}[0]`, P, 'the field modulus p');
    const y = this.integer(arr[1], `${field}[1]`, P, 'the field modulus p');
    const z = this.integer(arr[2], `${field}[2]`, P, 'the field modulus p');
    if (x === undefined || y === undefined || z === undefined) return undefined;
    if (z === 0n) return this.fail(field, 'is the point at infinity');
    if (z !== 1n) return this.fail(`${field}[2]`, 'must be "1" (affine coordinates)');
    const point = { x, y };
    if (!isOnCurveG1(point)) return this.fail(field, 'is not on the curve');
    return point;
  }

  g2(value: unknown, field: string): G2Affine | undefined {
    const arr = this.array(value, field, 3, 'pairs of decimal strings [x, y, ["1", "0"]]');
    if (!arr) return undefined;
    const x = this.fp2(arr[0], `${field}[0]`);
    const y = this.fp2(arr[1], `${field}[1]`);
    const z = this.fp2(arr[2], `${field}[2]`);
    if (!x || !y || !z) return undefined;
    if (z[0] === 0n && z[1] === 0n) return this.fail(field, 'is the point at infinity');
    if (z[0] !== 1n || z[1] !== 0n) return this.fail(`${field}[2]`, 'must be ["1", "0"] (affine coordinates)');
    const point = { x, y };
    if (!isOnCurveG2(point)) return this.fail(field, 'is not on the curve');
    return point;
  }

  object(value: unknown, field: string): Record<string, unknown> | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return this.fail(field, 'must be an object');
    return value as Record<string, unknown>;
  }

  /** snarkjs's optional `protocol` and `curve` labels: absent, or the Groth16/BN254 values. */
  labels(obj: Record<string, unknown>, field: string): void {
    if (obj.protocol !== undefined && obj.protocol !== 'groth16') this.fail(`${field}.protocol`, 'must be "groth16"');
    if (obj.curve !== undefined && obj.curve !== 'bn128') this.fail(`${field}.curve`, 'must be "bn128"');
  }

  result<T>(value: T | undefined): Parsed<T> {
    if (this.problems.length === 0 && value !== undefined) return { ok: true, value };
    return { ok: false, problems: this.problems };
  }
}

export function parseProof(json: unknown, field = 'proof'): Parsed<Groth16Proof> {
  const r = new Reader();
  const obj = r.object(json, field);
  if (!obj) return r.result<never>(undefined);
  r.labels(obj, field);
  const a = r.g1(obj.pi_a, `${field}.pi_a`);
  const b = r.g2(obj.pi_b, `${field}.pi_b`);
  const c = r.g1(obj.pi_c, `${field}.pi_c`);
  return r.result(a && b && c ? { a, b, c } : undefined);
}

export function parsePublicSignals(json: unknown, count: number, field = 'public_signals'): Parsed<bigint[]> {
  const r = new Reader();
  if (!Array.isArray(json)) return r.result<never>(r.fail(field, 'must be an array of decimal strings'));
  if (json.length !== count)
    return r.result<never>(r.fail(field, `must have ${count} element${count === 1 ? '' : 's'} (the key's nPublic), got ${json.length}`));
  const signals = json.map((s, i) => r.integer(s, `${field}[${i}]`, R, 'the scalar field order r'));
  return r.result(signals.every((s) => s !== undefined) ? (signals as bigint[]) : undefined);
}

export function parseVerificationKey(json: unknown, field = 'vk'): Parsed<Groth16VerificationKey & { nPublic: number }> {
  const r = new Reader();
  const obj = r.object(json, field);
  if (!obj) return r.result<never>(undefined);
  r.labels(obj, field);
  const nPublic = obj.nPublic;
  if (typeof nPublic !== 'number' || !Number.isSafeInteger(nPublic) || nPublic < 0)
    return r.result<never>(r.fail(`${field}.nPublic`, 'must be a non-negative integer'));
  const alpha = r.g1(obj.vk_alpha_1, `${field}.vk_alpha_1`);
  const beta = r.g2(obj.vk_beta_2, `${field}.vk_beta_2`);
  const gamma = r.g2(obj.vk_gamma_2, `${field}.vk_gamma_2`);
  const delta = r.g2(obj.vk_delta_2, `${field}.vk_delta_2`);
  const icJson = r.array(obj.IC, `${field}.IC`, nPublic + 1, 'points (nPublic + 1)');
  const ic = icJson?.map((p, i) => r.g1(p, `${field}.IC[${i}]`));
  const complete = alpha && beta && gamma && delta && ic?.every((p) => p !== undefined);
  return r.result(complete ? { nPublic, alpha, beta, gamma, delta, ic: ic as G1Affine[] } : undefined);
}
