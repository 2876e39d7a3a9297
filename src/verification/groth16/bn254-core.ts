/**
 * The BN254 core (wasm/bn254, AssemblyScript compiled to WebAssembly, 256-bit arithmetic in 29-bit
 * limbs): G2 subgroup checks, scalar multiples of G1 points and multi-pair Miller loops, the parts
 * of Groth16 verification that run once per proof. One instance per thread, loaded on first use.
 * Points cross into the core as affine BigInt coordinates; a Miller loop's result comes back as
 * the 12 Fp coefficients of an Fp12 in the order of mcl's GT (c0.c0.a, c0.c0.b, ... c1.c2.b).
 */
import fs from 'node:fs';
import type { G1Affine, G2Affine } from './bn254.js';

interface CoreExports {
  memory: WebAssembly.Memory;
  heapBase(): number;
  fpBytes(): number;
  fp12Bytes(): number;
  millerWorkPerPair(): number;
  toMontgomery(ptr: number, count: number): void;
  fromMontgomery(ptr: number, count: number): void;
  g2IsInSubgroup(q: number): number;
  g1MultiplyGlvNegated(count: number, points: number, scalars: number, out: number, work: number): void;
  millerLoop(count: number, g1: number, g2: number, work: number, out: number): void;
}

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

const LIMBS = 9;
const LIMB_BITS = 29n;
const LIMB_MASK = (1n << LIMB_BITS) - 1n;

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

  readFp(ptr: number): bigint {
    const words = this.view();
    let x = 0n;
    for (let i = LIMBS - 1; i >= 0; i--) x = (x << LIMB_BITS) | BigInt(words[(ptr >> 2) + i]!);
    return x;
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

/**
 * prod_j f(-[r_j] a_j, b_j) * prod_k f(p_k, q_k): the product of the pairs' Miller-loop values,
 * before the final exponentiation, with r_j = k1_j + lambda k2_j. No point may be at infinity.
 */
export function millerLoop(scaled: ScaledPair[], pairs: Pair[]): bigint[] {
  const wasm = exports();
  const mem = arena();
  const count = scaled.length + pairs.length;
  try {
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
    wasm.millerLoop(count, g1, g2, mem.take(count * wasm.millerWorkPerPair()), out);
    wasm.fromMontgomery(out, 12);
    return Array.from({ length: 12 }, (_, i) => mem.readFp(out + i * mem.fp));
  } finally {
    mem.reset();
  }
}
