/**
 * Groth16 verification of a batch of proofs of one verification key, with a random linear
 * combination: for random r_j = k1_j + lambda k2_j (k1_j, k2_j of 64 bits: 2^128 values),
 *
 *   prod_j e(-r_j A_j, B_j) * e(sum_j r_j L_j, gamma) * e(sum_j r_j C_j, delta) * e(alpha, beta)^(sum_j r_j) == 1
 *
 * with L_j = IC_0 + sum_i s_ji IC_i: one multi-Miller loop over the N proof pairs and the gamma
 * and delta pairs, and one final exponentiation. A batch holding a false proof passes with
 * probability <= 2^-128. A failing batch is searched until every proof has its own answer.
 *
 * The pairing work (G2 subgroup checks, r_j A_j, Miller loops, the final exponentiation, GT
 * arithmetic) runs in the project's BN254 core (bn254-core.ts); the two multi-scalar sums of G1
 * points per check in mcl-wasm (curve BN_SNARK1). Inputs come validated from snarkjs-json.ts
 * (canonical, on the curve); this module adds the G2 subgroup check.
 */
import { randomBytes } from 'node:crypto';
import * as mcl from 'mcl-wasm';
import type { FieldProblem } from '../../core/errors.js';
import { GLV_LAMBDA, type G1Affine, type G2Affine, R } from './bn254.js';
import {
  type FixedPair,
  type Fp12,
  type G2Lines,
  type GlvScalar,
  type ScaledPair,
  finalExponentiation,
  fp12Equals,
  fp12IsOne,
  fp12Multiply,
  fp12One,
  gtInverse,
  g2Lines,
  gtPowJoint,
  isInG2,
  millerLoop,
} from './bn254-core.js';
import type { Groth16Proof, Groth16VerificationKey, Parsed } from './snarkjs-json.js';

let ready: Promise<void> | undefined;

/** Loads mcl's WebAssembly once per thread. Subgroup checks are explicit (see isInG2). */
export function initMcl(): Promise<void> {
  ready ??= mcl.init(mcl.BN_SNARK1).then(() => {
    mcl.verifyOrderG1(false);
    mcl.verifyOrderG2(false);
  });
  return ready;
}

export interface PreparedKey {
  nPublic: number;
  ic: mcl.G1[];
  /** The Miller loop's lines of gamma and delta, which every check pairs with a sum of G1 points. */
  gammaLines: G2Lines;
  deltaLines: G2Lines;
  alphaBeta: Fp12;
  /** e(alpha, beta)^lambda, for powers e(alpha, beta)^(k1 + lambda k2) in one pass (checkValue). */
  alphaBetaLambda: Fp12;
}

/** A proof with A and B as affine points, C loaded into mcl and its signals as scalars. */
export interface LoadedItem {
  a: G1Affine;
  b: G2Affine;
  c: mcl.G1;
  signals: bigint[];
}

function loadG1({ x, y }: G1Affine): mcl.G1 {
  const p = new mcl.G1();
  p.setStr(`1 ${x} ${y}`, 10);
  return p;
}

/** An mcl G1 point as affine coordinates, or undefined at infinity. */
function affineG1(p: mcl.G1): G1Affine | undefined {
  if (p.isZero()) return undefined;
  const normal = mcl.normalize(p);
  const [, x, y] = normal.getStr(10).split(' ');
  return { x: BigInt(x!), y: BigInt(y!) };
}

/** c P for a small c > 0 and P of order r (never at infinity, c being below r), affine. */
const multipleG1 = (p: G1Affine, c: number): G1Affine => (c === 1 ? p : affineG1(mcl.mul(loadG1(p), fr(BigInt(c))))!);

const notInSubgroup = (field: string): FieldProblem => ({ field, message: 'is not in the order-r subgroup' });

export function prepareKey(vk: Groth16VerificationKey & { nPublic: number }, field = 'vk'): Parsed<PreparedKey> {
  const problems = (
    [
      ['vk_beta_2', vk.beta],
      ['vk_gamma_2', vk.gamma],
      ['vk_delta_2', vk.delta],
    ] as const
  ).flatMap(([name, point]) => (isInG2(point) ? [] : [notInSubgroup(`${field}.${name}`)]));
  if (problems.length > 0) return { ok: false, problems };
  const alphaBeta = finalExponentiation(millerLoop([], [{ p: vk.alpha, q: vk.beta }]));
  const alphaBetaLambda = gtPowJoint(alphaBeta, fp12One(), { k1: GLV_LAMBDA, k2: 0n });
  return {
    ok: true,
    value: { nPublic: vk.nPublic, ic: vk.ic.map(loadG1), gammaLines: g2Lines(vk.gamma), deltaLines: g2Lines(vk.delta), alphaBeta, alphaBetaLambda },
  };
}

export function loadItem(proof: Groth16Proof, signals: bigint[], field = 'proof'): Parsed<LoadedItem> {
  if (!isInG2(proof.b)) return { ok: false, problems: [notInSubgroup(`${field}.pi_b`)] };
  return { ok: true, value: { a: proof.a, b: proof.b, c: loadG1(proof.c), signals } };
}

const fr = (n: bigint): mcl.Fr => {
  const s = new mcl.Fr();
  s.setStr(n.toString(), 10);
  return s;
};

/** A scalar and its value r = k1 + lambda k2 mod the group order. */
interface RandomScalar {
  glv: GlvScalar;
  r: bigint;
}

const scalarOf = (k1: bigint, k2: bigint): RandomScalar => ({ glv: { k1, k2 }, r: (k1 + GLV_LAMBDA * k2) % R });

/** Random scalars k1 + lambda k2, k1 and k2 64 bits each from the CSPRNG: 2^128 distinct nonzero values. */
function randomScalars(n: number): RandomScalar[] {
  const bytes = randomBytes(16 * n);
  return Array.from({ length: n }, (_, j) => {
    const [k1, k2] = [bytes.readBigUInt64LE(16 * j), bytes.readBigUInt64LE(16 * j + 8)];
    return k1 === 0n && k2 === 0n ? scalarOf(1n, 0n) : scalarOf(k1, k2);
  });
}

/** An item with its random scalar r: -r*A is what enters the Miller loop. */
interface ScaledItem extends RandomScalar {
  item: LoadedItem;
  rFr: mcl.Fr;
}

/** An item's part of the key's pairs: r L and r C (keyPairs), and r = k1 + lambda k2 in the power of e(alpha, beta). */
type KeyTerm = Pick<ScaledItem, 'item' | 'glv' | 'r' | 'rFr'>;

const scale = (items: LoadedItem[], scalars: RandomScalar[]): ScaledItem[] => items.map((item, j) => ({ item, ...scalars[j]!, rFr: fr(scalars[j]!.r) }));

const ownPair = ({ item, glv }: ScaledItem): ScaledPair => ({ a: item.a, scalar: glv, b: item.b });

/** (inputs, gamma) and (cs, delta), but for a point at infinity, whose pairing is 1. */
const gammaDeltaPairs = (key: PreparedKey, inputs: G1Affine | undefined, cs: G1Affine | undefined): FixedPair[] => [
  ...(inputs ? [{ p: inputs, lines: key.gammaLines }] : []),
  ...(cs ? [{ p: cs, lines: key.deltaLines }] : []),
];

/** sum_i coefficients_i IC_i (coefficients mod r), affine, or undefined at infinity. */
const inputsSum = (key: PreparedKey, coefficients: bigint[]): G1Affine | undefined => affineG1(mcl.mulVec(key.ic, coefficients.map(fr)));

/**
 * The gamma and delta pairs of a set of items (gammaDeltaPairs of sum r_j L_j and sum r_j C_j), and
 * sum r_j as (sum k1_j) + lambda (sum k2_j), halves of 64 bits and a few more. With
 * sum r_j L_j = (sum r_j) IC_0 + sum_i (sum_j r_j s_ji) IC_{i+1}.
 */
function keyPairs(key: PreparedKey, scaled: KeyTerm[]): { pairs: FixedPair[]; total: GlvScalar } {
  const icCoefficients = new Array<bigint>(key.nPublic + 1).fill(0n);
  const total = { k1: 0n, k2: 0n };
  for (const { item, glv, r } of scaled) {
    total.k1 += glv.k1;
    total.k2 += glv.k2;
    icCoefficients[0] = icCoefficients[0]! + r;
    item.signals.forEach((s, i) => {
      icCoefficients[i + 1] = (icCoefficients[i + 1]! + r * s) % R;
    });
  }
  icCoefficients[0] = icCoefficients[0]! % R;
  const inputs = inputsSum(key, icCoefficients);
  const cs = affineG1(
    mcl.mulVec(
      scaled.map((s) => s.item.c),
      scaled.map((s) => s.rFr),
    ),
  );
  return { pairs: gammaDeltaPairs(key, inputs, cs), total };
}

/**
 * The check's value for a Miller-loop product: after the final exponentiation, times
 * e(alpha, beta)^(sum r_j), a power with two exponents of about 64 bits in one pass (GLV in GT)
 * where a 254-bit exponent would take four times the squarings. A set of items passes when it is 1.
 */
function checkValue(key: PreparedKey, miller: Fp12, total: GlvScalar): Fp12 {
  const power = total.k1 === 1n && total.k2 === 0n ? key.alphaBeta : gtPowJoint(key.alphaBeta, key.alphaBetaLambda, total);
  return fp12Multiply(finalExponentiation(miller), power);
}

/** The combined check of a set of items in one multi-Miller loop. */
function combinedCheck(key: PreparedKey, scaled: ScaledItem[]): boolean {
  const { pairs, total } = keyPairs(key, scaled);
  return fp12IsOne(checkValue(key, millerLoop(scaled.map(ownPair), [], pairs), total));
}

const ONE = scalarOf(1n, 0n);

function verifyOne(key: PreparedKey, item: LoadedItem): boolean {
  return combinedCheck(key, scale([item], [ONE]));
}

/**
 * One proof's check in two sides, for two threads at once: the proof holds when its proof side,
 * e(A, B), equals its key side, e(alpha, beta) e(L, gamma) e(C, delta). Each side has its own final
 * exponentiation, so that neither waits for the other: the verdict comes after the longer side,
 * sooner than verifyOne's, for more work in all (so it is for a lone proof on idle threads). A side
 * is an element of GT as the core's words in hex, which are canonical, so the sides compare as text.
 */
export function proofSide(item: LoadedItem): string {
  // The loop gives f(-A, B): after the final exponentiation, e(A, B)^-1.
  return gtHex(gtInverse(finalExponentiation(millerLoop(scale([item], [ONE]).map(ownPair), []))));
}

export function keySide(key: PreparedKey, proof: Groth16Proof, signals: bigint[]): string {
  // With r = 1 the pairs take C as it came: C is never at infinity (snarkjs-json.ts), so the loop has at least its pair.
  const pairs = gammaDeltaPairs(key, inputsSum(key, [1n, ...signals]), proof.c);
  return gtHex(fp12Multiply(finalExponentiation(millerLoop([], [], pairs)), key.alphaBeta));
}

const gtHex = (g: Fp12): string => Buffer.from(g.buffer, g.byteOffset, g.byteLength).toString('hex');

/**
 * Items per Miller loop in a batch's first check. Each block's loop value is kept, so that the search
 * for the false items of a failing batch starts without a Miller loop; an all-valid batch costs
 * little more than with one loop over all pairs.
 */
const BLOCK = 16;
/** False items in a block from which the search expects the next block to be as dense: a quarter. */
const DENSE = BLOCK / 4;

/**
 * Each item's own verdict. The first check multiplies the Miller-loop values of blocks of BLOCK
 * items and of the key's pairs; when it fails, FalseItemSearch finds the false items.
 */
export function verifyBatch(key: PreparedKey, items: LoadedItem[]): boolean[] {
  if (items.length === 0) return [];
  if (items.length === 1) return [verifyOne(key, items[0]!)];
  const scaled = scale(items, randomScalars(items.length));
  const blocks = Array.from({ length: Math.ceil(items.length / BLOCK) }, (_, b) => ownValue(scaled.slice(b * BLOCK, (b + 1) * BLOCK)));
  const whole = keyPairs(key, scaled);
  const wholeValue = checkValue(key, product(millerLoop([], [], whole.pairs), blocks), whole.total);
  if (fp12IsOne(wholeValue)) return items.map(() => true);
  return new FalseItemSearch(key, scaled, blocks).verdicts(wholeValue);
}

/** The product of the items' own Miller-loop values f(-r_j A_j, B_j), in one loop. */
const ownValue = (scaled: ScaledItem[]): Fp12 => millerLoop(scaled.map(ownPair), []);

const product = (first: Fp12, rest: Fp12[]): Fp12 => rest.reduce(fp12Multiply, first);

/**
 * The false items of a failing batch, found with the first check's scalars. Sound: every set of
 * items checked is fixed in advance (the segments of the halving below, and each weighted check's
 * segment and weight), so a union bound over at most 2N segments and 16 weights each keeps the error
 * <= 32N * 2^-128. A single item's check, e(...)^(r_j) = 1 with r_j != 0 in a group of prime order
 * r, is exact.
 *
 * - A check's value is a product over its items, so a failing segment is split in two with one
 *   check: the right half's value is the segment's divided by the left half's. A split costs one
 *   final exponentiation whatever the halves hold: a batch with d false items of N costs about
 *   d log2(N/d) + d of them, N - 1 when all are false.
 * - Segments are cut at block boundaries while they span several blocks, whose loop values the first
 *   check left; inside a block, the items' own loop values are computed when the search halves it.
 * - On entering a block, one weighted check finds its false item if it has only one (locateSingle);
 *   the halving goes on only when it has more. After a block with DENSE false items or more, the
 *   next block entered is checked item by item, and so on while blocks hold as many.
 */
class FalseItemSearch {
  private readonly isFalse: boolean[];
  private readonly itemValues: (Fp12 | undefined)[];
  /** How many false items the last block the search entered held. */
  private falseInLastBlock = 0;

  constructor(
    private readonly key: PreparedKey,
    private readonly scaled: ScaledItem[],
    private readonly blocks: Fp12[],
  ) {
    this.isFalse = scaled.map(() => false);
    this.itemValues = scaled.map(() => undefined);
  }

  /** Each item's verdict, given the whole batch's check value (not 1). */
  verdicts(wholeValue: Fp12): boolean[] {
    this.search(0, this.scaled.length, wholeValue, true);
    return this.isFalse.map((isFalse) => !isFalse);
  }

  /** [from, to) fails, with check value `failing` (not 1); `entering`: it is the batch, or its parent spans several blocks. */
  private search(from: number, to: number, failing: Fp12, entering: boolean): void {
    if (to - from === 1) {
      this.isFalse[from] = true;
      return;
    }
    const inOneBlock = Math.floor(from / BLOCK) === Math.floor((to - 1) / BLOCK);
    if (inOneBlock && entering) {
      this.searchBlock(from, to, failing);
      return;
    }
    this.split(from, to, failing, !inOneBlock);
  }

  /** [from, to) halved with one check: the right half's value is the segment's divided by the left's. */
  private split(from: number, to: number, failing: Fp12, entering: boolean): void {
    const mid = this.middle(from, to);
    const left = this.value(from, mid);
    const right = fp12Multiply(failing, gtInverse(left));
    if (!fp12IsOne(left)) this.search(from, mid, left, entering);
    if (!fp12IsOne(right)) this.search(mid, to, right, entering);
  }

  /**
   * A failing block (or the batch, when it fits in one): its one false item by a weighted check
   * (locateSingle), else by halving. After a block with DENSE false items or more, each item is
   * checked on its own (verifyOne: r = 1, exact): where false items are dense, that costs less per
   * item than halving, whose checks each need a power of e(alpha, beta), the items' own Miller
   * loops and their multi-scalar sums.
   */
  private searchBlock(from: number, to: number, failing: Fp12): void {
    if (this.falseInLastBlock >= DENSE) {
      for (let j = from; j < to; j++) this.isFalse[j] = !verifyOne(this.key, this.scaled[j]!.item);
    } else {
      const single = to - from > 2 ? this.locateSingle(from, to, failing) : undefined;
      if (single !== undefined) this.isFalse[single] = true;
      else this.split(from, to, failing, false);
    }
    this.falseInLastBlock = this.isFalse.slice(from, to).filter(Boolean).length;
  }

  /** Where [from, to) is split: at its middle block boundary if it has one inside, else at its middle. */
  private middle(from: number, to: number): number {
    const [firstInside, lastInside] = [Math.floor(from / BLOCK) + 1, Math.ceil(to / BLOCK) - 1];
    return firstInside <= lastInside ? ((firstInside + lastInside) >> 1) * BLOCK : (from + to) >> 1;
  }

  /** The check value of [from, to). */
  private value(from: number, to: number): Fp12 {
    const { pairs, total } = keyPairs(this.key, this.scaled.slice(from, to));
    return checkValue(this.key, product(millerLoop([], [], pairs), this.ownValues(from, to)), total);
  }

  /** The own loop values whose product is that of [from, to): whole blocks by their value, other items by theirs. */
  private ownValues(from: number, to: number): Fp12[] {
    const values: Fp12[] = [];
    for (let j = from; j < to; ) {
      const blockEnd = Math.min(this.scaled.length, j + BLOCK);
      if (j % BLOCK === 0 && blockEnd <= to) {
        values.push(this.blocks[j / BLOCK]!);
        j = blockEnd;
      } else values.push(this.itemValue(j++));
    }
    return values;
  }

  private itemValue(j: number): Fp12 {
    this.itemValues[j] ??= ownValue([this.scaled[j]!]);
    return this.itemValues[j];
  }

  /**
   * The one false item of [from, to), if it has only one; else undefined. With item j weighted by
   * c_j = j - from + 1 (its scalar r_j c_j), the check's value is prod_j v_j^(c_j), v_j being item j's
   * own check value: with one false item j, v_j is the segment's value `failing` and this is
   * failing^(c_j), which gives j; with more, it equals no power failing^c, c <= 16, except with
   * probability 2^-128 per power. One final exponentiation, where halving takes log2 of the size.
   * Its Miller loop is one over the segment's pairs, the key's included: the weight goes into A as
   * c_j A_j (the core takes r_j's halves of 64 bits, which r_j c_j's may exceed), and after the final
   * exponentiation f(-r_j c_j A_j, B_j) counts as f_j^(c_j). One loop over the block's pairs costs
   * about 40% less than the items' own loops one by one (its squarings are shared); a halving that
   * follows, when the block has more false items, makes those it needs (itemValue).
   */
  private locateSingle(from: number, to: number, failing: Fp12): number | undefined {
    const weighted = this.scaled.slice(from, to).map(({ item, glv, r }, k) => {
      const c = BigInt(k + 1);
      const weightedR = (r * c) % R;
      return { item, glv: { k1: glv.k1 * c, k2: glv.k2 * c }, r: weightedR, rFr: fr(weightedR) };
    });
    const { pairs, total } = keyPairs(this.key, weighted);
    const own = this.scaled.slice(from, to).map(({ item, glv }, k): ScaledPair => ({ a: multipleG1(item.a, k + 1), scalar: glv, b: item.b }));
    const value = checkValue(this.key, millerLoop(own, [], pairs), total);
    let power = failing;
    for (let j = from; j < to; j++, power = fp12Multiply(power, failing)) if (fp12Equals(power, value)) return j;
    return undefined;
  }
}
