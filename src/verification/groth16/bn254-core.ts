/**
 * The BN254 core (wasm/bn254, AssemblyScript compiled to WebAssembly, 256-bit arithmetic in 29-bit
 * limbs): G2 subgroup checks, scalar multiples of G1 points, multi-pair Miller loops, the final
 * exponentiation and arithmetic in GT. One instance per thread, loaded on first use. Points cross
 * into the core as affine BigInt coordinates; Fp12 values (Miller-loop values, elements of GT) stay
 * in the core's own form, copied out as an Fp12.
 */
import fs from 'node:fs';
import type { G1Affine, G2Affine } from './bn254.js';

interface CoreExports {
  memory: WebAssembly.Memory;
  heapBase(): number;
  fpBytes(): number;
  fp12Bytes(): number;
  millerWorkPerPair(): number;
  g2LinesBytes(): number;
  toMontgomery(ptr: number, count: number): void;
  g2IsInSubgroup(q: number): number;
  g1MultiplyGlvNegated(count: number, points: number, scalars: number, out: number, work: number): void;
  millerLoop(count: number, g1: number, g2: number, work: number, out: number, fixedCount: number, fixedG1: number, fixedLines: number): void;
  g2Lines(q: number, work: number, out: number): void;
  finalExponentiation(r: number, f: number): void;
  gtPowJoint(r: number, g: number, h: number, k1: number, k2: number, words: number): void;
  fp12Mul(r: number, a: number, b: number): void;
  fp12Conj(r: number, a: number): void;
}

/**
 * An element of Fp12 as the core holds it: 12 Fp (c0.c0.c0, c0.c0.c1, ... c1.c2.c1, the order of
 * mcl's GT), each 9 limbs of 29 bits in Montgomery form, which is canonical: equal elements have
 * equal words. A Miller-loop value, or after finalExponentiation an element of GT.
 */
export type Fp12 = Uint32Array;

/** The scalar k1 + lambda k2 (mod r) for 64-bit k1, k2, not both 0: see GLV_LAMBDA in bn254.ts. */
export interface GlvScalar {
  k1: bigint;
  k2: bigint;
}
/** A G1 point multiplied by a scalar and negated before it enters the loop. */
export interface ScaledPair {
  a: G1Affine;
  scalar: GlvScalar;
  b: G2Affine;
}
export interface Pair {
  p: G1Affine;
  q: G2Affine;
}
/**
 * The Miller loop's line coefficients of a fixed point of G2 (g2Lines), as the core's words: about
 * 19 KB. With them the loop only evaluates each line at P; the same value as the pair (p, q).
 */
export type G2Lines = Uint32Array;
/** A pair whose G2 point's lines were computed beforehand (a verification key's gamma, delta). */
export interface FixedPair {
  p: G1Affine;
  lines: G2Lines;
}

const LIMBS = 9;
const LIMB_BITS = 29n;
const LIMB_MASK = (1n << LIMB_BITS) - 1n;
const FP12_WORDS = 12 * LIMBS;

let core: CoreExports | undefined;

function load(): CoreExports {
  const bytes = fs.readFileSync(new URL('../../../wasm/bn254.wasm', import.meta.url));
  return new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports as unknown as CoreExports;
}

const exports = (): CoreExports => (core ??= load());

/** Writes field elements and reads them back; the arena starts at the module's heap base. */
class Arena {
  readonly fp: number;
  private words = new Uint32Array(0);
  private next: number;

  constructor(private readonly wasm: CoreExports) {
    this.fp = wasm.fpBytes();
    this.next = wasm.heapBase();
  }

  /** Reserves `bytes` and returns their address; `reset` frees everything. */
  take(bytes: number): number {
    const at = this.next;
    this.next += (bytes + 7) & ~7;
    const missing = this.next - this.wasm.memory.buffer.byteLength;
    if (missing > 0) this.wasm.memory.grow(Math.ceil(missing / 65536));
    return at;
  }

  reset(): void {
    this.next = this.wasm.heapBase();
  }

  private view(): Uint32Array {
    if (this.words.buffer !== this.wasm.memory.buffer) this.words = new Uint32Array(this.wasm.memory.buffer);
    return this.words;
  }

  writeFp(ptr: number, value: bigint): void {
    const words = this.view();
    for (let i = 0, x = value; i < LIMBS; i++, x >>= LIMB_BITS) words[(ptr >> 2) + i] = Number(x & LIMB_MASK);
  }

  readWords(ptr: number, count: number): Uint32Array {
    return this.view().slice(ptr >> 2, (ptr >> 2) + count);
  }

  writeWords(ptr: number, value: Uint32Array): void {
    this.view().set(value, ptr >> 2);
  }

  /** A non-negative integer as `words` little-endian u32 words. */
  writeInteger(ptr: number, value: bigint, words: number): void {
    const view = this.view();
    for (let i = 0, x = value; i < words; i++, x >>= 32n) view[(ptr >> 2) + i] = Number(x & 0xffffffffn);
  }

  /** k1 then k2, two little-endian u32 words each. */
  writeScalar(ptr: number, { k1, k2 }: GlvScalar): void {
    const words = this.view();
    [k1 & 0xffffffffn, k1 >> 32n, k2 & 0xffffffffn, k2 >> 32n].forEach((word, i) => {
      words[(ptr >> 2) + i] = Number(word);
    });
  }

  /** Affine points as Montgomery field elements: G1 is x, y; G2 is x.c0, x.c1, y.c0, y.c1. */
  writeG1(ptr: number, { x, y }: G1Affine): void {
    this.writeFp(ptr, x);
    this.writeFp(ptr + this.fp, y);
    this.wasm.toMontgomery(ptr, 2);
  }

  writeG2(ptr: number, { x, y }: G2Affine): void {
    for (const [i, c] of [x[0], x[1], y[0], y[1]].entries()) this.writeFp(ptr + i * this.fp, c);
    this.wasm.toMontgomery(ptr, 4);
  }
}

let arenaInstance: Arena | undefined;
const arena = (): Arena => (arenaInstance ??= new Arena(exports()));

/** Whether an affine point of the twist curve (checked on the curve already) lies in G2. */
export function isInG2(q: G2Affine): boolean {
  const mem = arena();
  try {
    const ptr = mem.take(4 * mem.fp);
    mem.writeG2(ptr, q);
    return exports().g2IsInSubgroup(ptr) !== 0;
  } finally {
    mem.reset();
  }
}

/** The lines of q (in G2) for FixedPair. */
export function g2Lines(q: G2Affine): G2Lines {
  const wasm = exports();
  const mem = arena();
  try {
    const at = mem.take(4 * mem.fp);
    mem.writeG2(at, q);
    const out = mem.take(wasm.g2LinesBytes());
    wasm.g2Lines(at, mem.take(wasm.millerWorkPerPair()), out);
    return mem.readWords(out, wasm.g2LinesBytes() / 4);
  } finally {
    mem.reset();
  }
}

/**
 * prod_j f(-[r_j] a_j, b_j) * prod_k f(p_k, q_k) * prod_i f(fixed p_i, its q_i): the product of the
 * pairs' Miller-loop values, before the final exponentiation, with r_j = k1_j + lambda k2_j. No
 * point may be at infinity.
 */
export function millerLoop(scaled: ScaledPair[], pairs: Pair[], fixed: FixedPair[] = []): Fp12 {
  const wasm = exports();
  const mem = arena();
  const count = scaled.length + pairs.length;
  try {
    const fixedG1 = mem.take(Math.max(1, fixed.length) * 2 * mem.fp);
    const fixedLines = mem.take(Math.max(1, fixed.length) * wasm.g2LinesBytes());
    fixed.forEach(({ p, lines }, i) => {
      mem.writeG1(fixedG1 + i * 2 * mem.fp, p);
      mem.writeWords(fixedLines + i * wasm.g2LinesBytes(), lines);
    });
    const g1 = mem.take(count * 2 * mem.fp);
    const g2 = mem.take(count * 4 * mem.fp);
    for (const [j, { b }] of scaled.entries()) mem.writeG2(g2 + j * 4 * mem.fp, b);
    pairs.forEach(({ p, q }, k) => {
      mem.writeG1(g1 + (scaled.length + k) * 2 * mem.fp, p);
      mem.writeG2(g2 + (scaled.length + k) * 4 * mem.fp, q);
    });
    if (scaled.length > 0) {
      const points = mem.take(scaled.length * 2 * mem.fp);
      const scalars = mem.take(scaled.length * 16);
      scaled.forEach(({ a, scalar }, j) => {
        mem.writeG1(points + j * 2 * mem.fp, a);
        mem.writeScalar(scalars + j * 16, scalar);
      });
      wasm.g1MultiplyGlvNegated(scaled.length, points, scalars, g1, mem.take(scaled.length * 9 * mem.fp));
    }
    const out = mem.take(wasm.fp12Bytes());
    wasm.millerLoop(count, g1, g2, mem.take(count * wasm.millerWorkPerPair()), out, fixed.length, fixedG1, fixedLines);
    return mem.readWords(out, FP12_WORDS);
  } finally {
    mem.reset();
  }
}

/** Runs `op` on Fp12 values written into the core, and reads its Fp12 result. */
function fp12Op(inputs: Fp12[], op: (wasm: CoreExports, out: number, ...at: number[]) => void): Fp12 {
  const mem = arena();
  try {
    const at = inputs.map((value) => {
      const ptr = mem.take(FP12_WORDS * 4);
      mem.writeWords(ptr, value);
      return ptr;
    });
    const out = mem.take(FP12_WORDS * 4);
    op(exports(), out, ...at);
    return mem.readWords(out, FP12_WORDS);
  } finally {
    mem.reset();
  }
}

/**
 * f^((p^12 - 1)/r) raised to a fixed exponent prime to r (see wasm/bn254/assembly/final-exp.ts):
 * the map of mcl's and arkworks's pairings. f is a product of Miller-loop values, never 0.
 */
export const finalExponentiation = (f: Fp12): Fp12 => fp12Op([f], (wasm, out, at) => wasm.finalExponentiation(out, at!));

export const fp12Multiply = (a: Fp12, b: Fp12): Fp12 => fp12Op([a, b], (wasm, out, x, y) => wasm.fp12Mul(out, x!, y!));

/** 1/g for g in GT (its conjugate). */
export const gtInverse = (g: Fp12): Fp12 => fp12Op([g], (wasm, out, at) => wasm.fp12Conj(out, at!));

/** g^k1 h^k2 for g, h in GT and non-negative k1, k2. */
export function gtPowJoint(g: Fp12, h: Fp12, { k1, k2 }: { k1: bigint; k2: bigint }): Fp12 {
  const words = Math.max(1, Math.ceil(Math.max(k1.toString(2).length, k2.toString(2).length) / 32));
  const mem = arena();
  return fp12Op([g, h], (wasm, out, x, y) => {
    const scalars = mem.take(8 * words);
    mem.writeInteger(scalars, k1, words);
    mem.writeInteger(scalars + 4 * words, k2, words);
    wasm.gtPowJoint(out, x!, y!, scalars, scalars + 4 * words, words);
  });
}

let oneValue: Fp12 | undefined;

/** The unit of Fp12, the identity of GT. */
export function fp12One(): Fp12 {
  if (oneValue) return oneValue;
  const mem = arena();
  try {
    const ptr = mem.take(FP12_WORDS * 4);
    for (let i = 0; i < 12; i++) mem.writeFp(ptr + i * mem.fp, i === 0 ? 1n : 0n);
    exports().toMontgomery(ptr, 12);
    oneValue = mem.readWords(ptr, FP12_WORDS);
    return oneValue;
  } finally {
    mem.reset();
  }
}

export const fp12Equals = (a: Fp12, b: Fp12): boolean => a.every((word, i) => word === b[i]);

export const fp12IsOne = (f: Fp12): boolean => fp12Equals(f, fp12One());
