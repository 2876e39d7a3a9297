/**
 * Fp6 = Fp2[v]/(v^3 - xi) and Fp12 = Fp6[w]/(w^2 - v), xi = 9 + u: the tower of mcl, snarkjs and
 * the EVM precompile. An Fp6 is c0, c1, c2 (Fp2 each); an Fp12 is c0 + c1 w (Fp6 each). Only what
 * the Miller loop needs: squaring, and multiplication by a line (sparse). Results may alias inputs.
 */
import { FP2_BYTES, fp2Add, fp2Mul, fp2MulByXi, fp2SetOne, fp2Sub } from './fp2';

export const FP6_BYTES: usize = 3 * FP2_BYTES;
export const FP12_BYTES: usize = 2 * FP6_BYTES;

function c0(a: usize): usize {
  return a;
}
function c1(a: usize): usize {
  return a + FP2_BYTES;
}
function c2(a: usize): usize {
  return a + 2 * FP2_BYTES;
}

export function fp6Add(r: usize, a: usize, b: usize): void {
  fp2Add(c0(r), c0(a), c0(b));
  fp2Add(c1(r), c1(a), c1(b));
  fp2Add(c2(r), c2(a), c2(b));
}

export function fp6Sub(r: usize, a: usize, b: usize): void {
  fp2Sub(c0(r), c0(a), c0(b));
  fp2Sub(c1(r), c1(a), c1(b));
  fp2Sub(c2(r), c2(a), c2(b));
}

const MV_T: usize = memory.data(<i32>FP2_BYTES);

/** r = a * v: (xi c2, c0, c1). */
export function fp6MulByV(r: usize, a: usize): void {
  fp2MulByXi(MV_T, c2(a));
  memory.copy(c2(r), c1(a), FP2_BYTES);
  memory.copy(c1(r), c0(a), FP2_BYTES);
  memory.copy(c0(r), MV_T, FP2_BYTES);
}

const K_X: usize = memory.data(<i32>FP2_BYTES);
const K_Y: usize = memory.data(<i32>FP2_BYTES);

/** r = (x0 + x1)(y0 + y1) - v0 - v1 = x0 y1 + x1 y0, given v0 = x0 y0 and v1 = x1 y1: Karatsuba's cross term. */
function karatsubaCross(r: usize, x0: usize, x1: usize, y0: usize, y1: usize, v0: usize, v1: usize): void {
  fp2Add(K_X, x0, x1);
  fp2Add(K_Y, y0, y1);
  fp2Mul(r, K_X, K_Y);
  fp2Sub(r, r, v0);
  fp2Sub(r, r, v1);
}

const M_V0: usize = memory.data(<i32>FP2_BYTES);
const M_V1: usize = memory.data(<i32>FP2_BYTES);
const M_V2: usize = memory.data(<i32>FP2_BYTES);
const M_T: usize = memory.data(<i32>FP2_BYTES);
const M_R0: usize = memory.data(<i32>FP2_BYTES);
const M_R1: usize = memory.data(<i32>FP2_BYTES);
const M_R2: usize = memory.data(<i32>FP2_BYTES);

/** Karatsuba over Fp2: 6 multiplications. */
export function fp6Mul(r: usize, a: usize, b: usize): void {
  fp2Mul(M_V0, c0(a), c0(b));
  fp2Mul(M_V1, c1(a), c1(b));
  fp2Mul(M_V2, c2(a), c2(b));
  // r0 = v0 + xi (a1 b2 + a2 b1)
  karatsubaCross(M_R0, c1(a), c2(a), c1(b), c2(b), M_V1, M_V2);
  fp2MulByXi(M_R0, M_R0);
  fp2Add(M_R0, M_R0, M_V0);
  // r1 = a0 b1 + a1 b0 + xi v2
  karatsubaCross(M_R1, c0(a), c1(a), c0(b), c1(b), M_V0, M_V1);
  fp2MulByXi(M_T, M_V2);
  fp2Add(M_R1, M_R1, M_T);
  // r2 = a0 b2 + a2 b0 + v1
  karatsubaCross(M_R2, c0(a), c2(a), c0(b), c2(b), M_V0, M_V2);
  fp2Add(M_R2, M_R2, M_V1);
  memory.copy(c0(r), M_R0, FP2_BYTES);
  memory.copy(c1(r), M_R1, FP2_BYTES);
  memory.copy(c2(r), M_R2, FP2_BYTES);
}

const S_V0: usize = memory.data(<i32>FP2_BYTES);
const S_V1: usize = memory.data(<i32>FP2_BYTES);
const S_T: usize = memory.data(<i32>FP2_BYTES);
const S_R1: usize = memory.data(<i32>FP2_BYTES);

/** r = a * (b0 + b1 v): 5 multiplications. */
export function fp6MulBy01(r: usize, a: usize, b0: usize, b1: usize): void {
  fp2Mul(S_V0, c0(a), b0);
  fp2Mul(S_V1, c1(a), b1);
  karatsubaCross(S_R1, c0(a), c1(a), b0, b1, S_V0, S_V1); // r1 = a0 b1 + a1 b0
  // r0 = v0 + xi a2 b1; r2 = v1 + a2 b0
  fp2Mul(S_T, c2(a), b1);
  fp2MulByXi(S_T, S_T);
  fp2Mul(c2(r), c2(a), b0);
  fp2Add(c2(r), c2(r), S_V1);
  fp2Add(c0(r), S_V0, S_T);
  memory.copy(c1(r), S_R1, FP2_BYTES);
}

/** r = a * s for s in Fp2. */
export function fp6MulByFp2(r: usize, a: usize, s: usize): void {
  fp2Mul(c0(r), c0(a), s);
  fp2Mul(c1(r), c1(a), s);
  fp2Mul(c2(r), c2(a), s);
}

export function fp12SetOne(r: usize): void {
  memory.fill(r, 0, FP12_BYTES);
  fp2SetOne(r);
}

const Q_T: usize = memory.data(<i32>FP6_BYTES);
const Q_S: usize = memory.data(<i32>FP6_BYTES);
const Q_U: usize = memory.data(<i32>FP6_BYTES);

/** (a0 + a1 w)^2 = (a0 + a1)(a0 + v a1) - t - v t + 2t w, t = a0 a1: 2 Fp6 multiplications. */
export function fp12Sqr(r: usize, a: usize): void {
  const a0 = a;
  const a1 = a + FP6_BYTES;
  fp6Mul(Q_T, a0, a1);
  fp6Add(Q_S, a0, a1);
  fp6MulByV(Q_U, a1);
  fp6Add(Q_U, Q_U, a0);
  fp6Mul(Q_S, Q_S, Q_U);
  fp6Sub(Q_S, Q_S, Q_T);
  fp6MulByV(Q_U, Q_T);
  fp6Sub(r, Q_S, Q_U);
  fp6Add(r + FP6_BYTES, Q_T, Q_T);
}

const L_A: usize = memory.data(<i32>FP6_BYTES);
const L_B: usize = memory.data(<i32>FP6_BYTES);
const L_S: usize = memory.data(<i32>FP6_BYTES);
const L_T: usize = memory.data(<i32>FP2_BYTES);

/**
 * f = f * line for a line s0 + (s1 + s2 v) w, s0..s2 in Fp2 (the shape of a line of the D-type
 * twist evaluated at a G1 point): Karatsuba over Fp6, 13 Fp2 multiplications.
 */
export function fp12MulByLine(f: usize, s0: usize, s1: usize, s2: usize): void {
  const f0 = f;
  const f1 = f + FP6_BYTES;
  fp6MulByFp2(L_A, f0, s0);
  fp6MulBy01(L_B, f1, s1, s2);
  // f1 = (f0 + f1)(s0 + s1 + s2 v) - A - B
  fp6Add(L_S, f0, f1);
  fp2Add(L_T, s0, s1);
  fp6MulBy01(L_S, L_S, L_T, s2);
  fp6Sub(L_S, L_S, L_A);
  fp6Sub(f1, L_S, L_B);
  // f0 = A + v B
  fp6MulByV(L_B, L_B);
  fp6Add(f0, L_A, L_B);
}
