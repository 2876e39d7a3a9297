/**
 * Groth16 verification on mcl-wasm (curve BN_SNARK1 = BN254). A verification key is prepared once
 * (points loaded, e(alpha, beta) computed); proofs of one key are checked in a batch with a random
 * linear combination: for 128-bit random r_j,
 *
 *   prod_j e(-r_j A_j, B_j) * e(sum_j r_j L_j, gamma) * e(sum_j r_j C_j, delta) * e(alpha, beta)^(sum_j r_j) == 1
 *
 * with L_j = IC_0 + sum_i s_ji IC_i: one multi-Miller loop over the N proof pairs, the gamma and
 * delta pairs on precomputed lines, and one final exponentiation. A batch holding a false proof
 * passes with probability <= 2^-128. A failing batch is bisected until every proof has its own
 * answer. Inputs come validated from snarkjs-json.ts (canonical, on the curve); this module adds
 * the G2 subgroup check.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import * as mcl from 'mcl-wasm';
import type { FieldProblem } from '../../http/errors.js';
import { type G1Affine, type G2Affine, PSI_EIGENVALUE, R, psi } from './bn254.js';
import type { Groth16Proof, Groth16VerificationKey, Parsed } from './snarkjs-json.js';

/** mcl-wasm's raw exports: its public API lacks a multi-Miller loop. */
interface McLRawModule {
  _malloc(size: number): number;
  _free(pos: number): void;
  _mclBn_millerLoopVec(z: number, x: number, y: number, n: number): void;
  copyToHeap32(a: Uint32Array, pos: number): void;
  copyFromHeap32(a: Uint32Array, pos: number): void;
}
type WithWords = { a_: Uint32Array };

let ready: Promise<void> | undefined;

/** Loads mcl's WebAssembly once per thread. Subgroup checks are explicit (see loadG2). */
export function initMcl(): Promise<void> {
  ready ??= mcl.init(mcl.BN_SNARK1).then(() => {
    mcl.verifyOrderG1(false);
    mcl.verifyOrderG2(false);
  });
  return ready;
}

let rawModule: McLRawModule | undefined;
const raw = (): McLRawModule => (rawModule ??= (createRequire(import.meta.url)('mcl-wasm/dist/mcl.js') as { mod: McLRawModule }).mod);

export interface PreparedKey {
  nPublic: number;
  ic: mcl.G1[];
  /** Line coefficients of gamma and delta for their Miller loops (wasm memory: see releaseKey). */
  gamma: mcl.PrecomputedG2;
  delta: mcl.PrecomputedG2;
  alphaBeta: mcl.GT;
}

/** Frees a prepared key's wasm memory; the key must not be used afterwards. */
export function releaseKey(key: PreparedKey): void {
  key.gamma.destroy();
  key.delta.destroy();
}

/** A proof with its points loaded into mcl and its signals as scalars. */
export interface LoadedItem {
  a: mcl.G1;
  b: mcl.G2;
  c: mcl.G1;
  signals: bigint[];
}

export function loadG1({ x, y }: G1Affine): mcl.G1 {
  const p = new mcl.G1();
  p.setStr(`1 ${x} ${y}`, 10);
  return p;
}

function toMclG2({ x, y }: G2Affine): mcl.G2 {
  const q = new mcl.G2();
  q.setStr(`1 ${x[0]} ${x[1]} ${y[0]} ${y[1]}`, 10);
  return q;
}

/** G2 membership of a twist point: psi(Q) == [6x^2]Q (see bn254.ts psi); ~0.45 ms against ~1.2 ms for [r]Q. */
export function isInG2(point: G2Affine, q: mcl.G2 = toMclG2(point)): boolean {
  return toMclG2(psi(point)).isEqual(mcl.mul(q, psiEigenvalue()));
}

let psiEigenvalueFr: mcl.Fr | undefined;
const psiEigenvalue = () => (psiEigenvalueFr ??= fr(PSI_EIGENVALUE));

/** A G2 point known to be on the curve, or undefined when it lies outside the order-r subgroup. */
export function loadG2(point: G2Affine): mcl.G2 | undefined {
  const q = toMclG2(point);
  return isInG2(point, q) ? q : undefined;
}

const notInSubgroup = (field: string): FieldProblem => ({ field, message: 'is not in the order-r subgroup' });

export function prepareKey(vk: Groth16VerificationKey & { nPublic: number }, field = 'vk'): Parsed<PreparedKey> {
  const beta = loadG2(vk.beta);
  const gamma = loadG2(vk.gamma);
  const delta = loadG2(vk.delta);
  const problems = [
    ...(beta ? [] : [notInSubgroup(`${field}.vk_beta_2`)]),
    ...(gamma ? [] : [notInSubgroup(`${field}.vk_gamma_2`)]),
    ...(delta ? [] : [notInSubgroup(`${field}.vk_delta_2`)]),
  ];
  if (!beta || !gamma || !delta) return { ok: false, problems };
  const alphaBeta = mcl.pairing(loadG1(vk.alpha), beta);
  return {
    ok: true,
    value: { nPublic: vk.nPublic, ic: vk.ic.map(loadG1), gamma: new mcl.PrecomputedG2(gamma), delta: new mcl.PrecomputedG2(delta), alphaBeta },
  };
}

export function loadItem(proof: Groth16Proof, signals: bigint[], field = 'proof'): Parsed<LoadedItem> {
  const b = loadG2(proof.b);
  if (!b) return { ok: false, problems: [notInSubgroup(`${field}.pi_b`)] };
  return { ok: true, value: { a: loadG1(proof.a), b, c: loadG1(proof.c), signals } };
}

const fr = (n: bigint): mcl.Fr => {
  const s = new mcl.Fr();
  s.setStr(n.toString(), 10);
  return s;
};

/** Nonzero 128-bit scalars from the CSPRNG. */
function randomScalars(n: number): bigint[] {
  const bytes = randomBytes(16 * n);
  return Array.from({ length: n }, (_, j) => {
    const s = BigInt('0x' + bytes.subarray(16 * j, 16 * j + 16).toString('hex'));
    return s === 0n ? 1n : s;
  });
}

/** prod e(x_k, y_k) before the final exponentiation, in one multi-Miller loop. */
function millerLoopVec(xs: mcl.G1[], ys: mcl.G2[]): mcl.GT {
  const m = raw();
  const g1Bytes = (xs[0] as unknown as WithWords).a_.length * 4;
  const g2Bytes = (ys[0] as unknown as WithWords).a_.length * 4;
  const out = new mcl.GT();
  const zPos = m._malloc((out as unknown as WithWords).a_.length * 4);
  const xPos = m._malloc(g1Bytes * xs.length);
  const yPos = m._malloc(g2Bytes * ys.length);
  try {
    xs.forEach((x, k) => m.copyToHeap32((x as unknown as WithWords).a_, xPos + k * g1Bytes));
    ys.forEach((y, k) => m.copyToHeap32((y as unknown as WithWords).a_, yPos + k * g2Bytes));
    m._mclBn_millerLoopVec(zPos, xPos, yPos, xs.length);
    m.copyFromHeap32((out as unknown as WithWords).a_, zPos);
    return out;
  } finally {
    m._free(zPos);
    m._free(xPos);
    m._free(yPos);
  }
}

/** An item with its random scalar r applied: -r*A is what enters the Miller loop. */
interface ScaledItem {
  item: LoadedItem;
  r: bigint;
  rFr: mcl.Fr;
  negRA: mcl.G1;
}

function scale(items: LoadedItem[], scalars: bigint[]): ScaledItem[] {
  return items.map((item, j) => {
    const r = scalars[j]!;
    const rFr = fr(r);
    return { item, r, rFr, negRA: mcl.neg(r === 1n ? item.a : mcl.mul(item.a, rFr)) };
  });
}

/**
 * The Miller-loop value of the gamma and delta pairs of a set of items, and sum r_j:
 * e(sum r_j L_j, gamma) * e(sum r_j C_j, delta), with
 * sum r_j L_j = (sum r_j) IC_0 + sum_i (sum_j r_j s_ji) IC_{i+1}.
 */
function keyPairs(key: PreparedKey, scaled: ScaledItem[]): { miller: mcl.GT; total: bigint } {
  const icCoefficients = new Array<bigint>(key.nPublic + 1).fill(0n);
  for (const { item, r } of scaled) {
    icCoefficients[0] = icCoefficients[0]! + r;
    item.signals.forEach((s, i) => (icCoefficients[i + 1] = (icCoefficients[i + 1]! + r * s) % R));
  }
  const total = icCoefficients[0]! % R;
  icCoefficients[0] = total;
  const inputs = mcl.mulVec(key.ic, icCoefficients.map(fr));
  const cs = mcl.mulVec(scaled.map((s) => s.item.c), scaled.map((s) => s.rFr));
  return { miller: mcl.precomputedMillerLoop2(inputs, key.gamma, cs, key.delta), total };
}

/** Whether a Miller-loop product, with e(alpha, beta)^(sum r_j) applied, is 1 after the final exponentiation. */
function isIdentity(key: PreparedKey, miller: mcl.GT, total: bigint): boolean {
  return mcl.mul(mcl.finalExp(miller), total === 1n ? key.alphaBeta : mcl.pow(key.alphaBeta, fr(total))).isOne();
}

/** The combined check of a set of items in one multi-Miller loop. */
function combinedCheck(key: PreparedKey, scaled: ScaledItem[]): boolean {
  const { miller, total } = keyPairs(key, scaled);
  const own = scaled.length === 1 ? mcl.millerLoop(scaled[0]!.negRA, scaled[0]!.item.b) : millerLoopVec(scaled.map((s) => s.negRA), scaled.map((s) => s.item.b));
  return isIdentity(key, mcl.mul(own, miller), total);
}

export function verifyOne(key: PreparedKey, item: LoadedItem): boolean {
  return combinedCheck(key, scale([item], [1n]));
}

/**
 * Each item's own verdict. A failing batch is bisected with the same scalars (sound: the segments
 * of a bisection are fixed in advance, so a union bound over at most 2N of them keeps the error
 * <= 2N * 2^-128), reusing each item's own Miller loop e(-r_j A_j, B_j), computed once. Since the
 * check is multiplicative, when a failing segment's left half passes its right half fails, unchecked.
 * A single item's check, e(...)^(r_j) = 1 with r_j != 0 in a group of prime order r, is exact.
 */
export function verifyBatch(key: PreparedKey, items: LoadedItem[]): boolean[] {
  if (items.length === 0) return [];
  if (items.length === 1) return [verifyOne(key, items[0]!)];
  const scaled = scale(items, randomScalars(items.length));
  if (combinedCheck(key, scaled)) return items.map(() => true);

  const own = scaled.map((s) => mcl.millerLoop(s.negRA, s.item.b));
  const verdicts = new Array<boolean>(items.length).fill(true);
  const passes = (from: number, to: number): boolean => {
    const segment = scaled.slice(from, to);
    const { miller, total } = keyPairs(key, segment);
    return isIdentity(key, own.slice(from, to).reduce((acc, f) => mcl.mul(acc, f), miller), total);
  };
  // [from, to) is known to fail.
  const bisect = (from: number, to: number): void => {
    if (to - from === 1) {
      verdicts[from] = false;
      return;
    }
    const mid = (from + to) >> 1;
    if (passes(from, mid)) return bisect(mid, to);
    bisect(from, mid);
    if (!passes(mid, to)) bisect(mid, to);
  };
  bisect(0, items.length);
  return verdicts;
}
