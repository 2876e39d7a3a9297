/**
 * Fp6 = Fp2[v]/(v^3 - xi) and Fp12 = Fp6[w]/(w^2 - v), xi = 9 + u: the tower of mcl, snarkjs and
 * the EVM precompile. An Fp6 is c0, c1, c2 (Fp2 each); an Fp12 is c0 + c1 w (Fp6 each). What the
 * Miller loop needs (squaring, multiplication by a line) and the final exponentiation (products,
 * inverse, Frobenius maps, squaring in the cyclotomic subgroup). Results may alias inputs.
 */
import { FROB12 } from './fp.generated';
import { FP2_BYTES, fp2Add, fp2Conj, fp2Dbl, fp2Inverse, fp2Mul, fp2MulByXi, fp2Neg, fp2SetOne, fp2Sub } from './fp2';

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

export function fp6Neg(r: usize, a: usize): void {
  fp2Neg(c0(r), c0(a));
  fp2Neg(c1(r), c1(a));
  fp2Neg(c2(r), c2(a));
}

const I_T0: usize = memory.data(<i32>FP2_BYTES);
const I_T1: usize = memory.data(<i32>FP2_BYTES);
const I_T2: usize = memory.data(<i32>FP2_BYTES);
const I_D: usize = memory.data(<i32>FP2_BYTES);
const I_S: usize = memory.data(<i32>FP2_BYTES);

/**
 * r = 1/a (a != 0): with t0 = c0^2 - xi c1 c2, t1 = xi c2^2 - c0 c1, t2 = c1^2 - c0 c2, a (t0 + t1 v
 * + t2 v^2) is the Fp2 element c0 t0 + xi (c2 t1 + c1 t2), inverted alone.
 */
function fp6Inverse(r: usize, a: usize): void {
  fp2Mul(I_T0, c0(a), c0(a));
  fp2Mul(I_S, c1(a), c2(a));
  fp2MulByXi(I_S, I_S);
  fp2Sub(I_T0, I_T0, I_S);
  fp2Mul(I_T1, c2(a), c2(a));
  fp2MulByXi(I_T1, I_T1);
  fp2Mul(I_S, c0(a), c1(a));
  fp2Sub(I_T1, I_T1, I_S);
  fp2Mul(I_T2, c1(a), c1(a));
  fp2Mul(I_S, c0(a), c2(a));
  fp2Sub(I_T2, I_T2, I_S);
  fp2Mul(I_D, c2(a), I_T1);
  fp2Mul(I_S, c1(a), I_T2);
  fp2Add(I_D, I_D, I_S);
  fp2MulByXi(I_D, I_D);
  fp2Mul(I_S, c0(a), I_T0);
  fp2Add(I_D, I_D, I_S);
  fp2Inverse(I_D, I_D);
  fp2Mul(c0(r), I_T0, I_D);
  fp2Mul(c1(r), I_T1, I_D);
  fp2Mul(c2(r), I_T2, I_D);
}

const X_T0: usize = memory.data(<i32>FP6_BYTES);
const X_T1: usize = memory.data(<i32>FP6_BYTES);
const X_S: usize = memory.data(<i32>FP6_BYTES);
const X_U: usize = memory.data(<i32>FP6_BYTES);

/** r = a b, Karatsuba over Fp6: a0 b0 + v a1 b1 + ((a0 + a1)(b0 + b1) - a0 b0 - a1 b1) w, 18 Fp2 products. */
export function fp12Mul(r: usize, a: usize, b: usize): void {
  fp6Mul(X_T0, a, b);
  fp6Mul(X_T1, a + FP6_BYTES, b + FP6_BYTES);
  fp6Add(X_S, a, a + FP6_BYTES);
  fp6Add(X_U, b, b + FP6_BYTES);
  fp6Mul(X_S, X_S, X_U);
  fp6Sub(X_S, X_S, X_T0);
  fp6Sub(r + FP6_BYTES, X_S, X_T1);
  fp6MulByV(X_T1, X_T1);
  fp6Add(r, X_T0, X_T1);
}

/** r = a0 - a1 w, the p^6-power Frobenius: the inverse of an element of the cyclotomic subgroup (all of GT). */
export function fp12Conj(r: usize, a: usize): void {
  memory.copy(r, a, FP6_BYTES);
  fp6Neg(r + FP6_BYTES, a + FP6_BYTES);
}

/** r = 1/a = (a0 - a1 w) / (a0^2 - v a1^2) (a != 0). */
export function fp12Inverse(r: usize, a: usize): void {
  fp6Mul(X_T0, a, a);
  fp6Mul(X_T1, a + FP6_BYTES, a + FP6_BYTES);
  fp6MulByV(X_T1, X_T1);
  fp6Sub(X_T0, X_T0, X_T1);
  fp6Inverse(X_T0, X_T0);
  fp6Mul(r, a, X_T0);
  fp6Mul(r + FP6_BYTES, a + FP6_BYTES, X_T0);
  fp6Neg(r + FP6_BYTES, r + FP6_BYTES);
}

/**
 * r = a^(p^n), n = 1, 2 or 3. Written as sum_k g_k w^k, with w^k at c0.c(k/2) for even k and at
 * c1.c((k-1)/2) for odd k, each g_k is conjugated n times and multiplied by xi^(k (p^n - 1)/6).
 */
export function fp12Frobenius(r: usize, a: usize, n: i32): void {
  for (let k = 0; k < 6; k++) {
    const at = k & 1 ? FP6_BYTES + <usize>(k >> 1) * FP2_BYTES : <usize>(k >> 1) * FP2_BYTES;
    if (n & 1) fp2Conj(r + at, a + at);
    else memory.copy(r + at, a + at, FP2_BYTES);
    if (k > 0) fp2Mul(r + at, r + at, FROB12 + <usize>((n - 1) * 5 + k - 1) * FP2_BYTES);
  }
}

const C_T: usize = memory.data(<i32>FP2_BYTES);
const C_U: usize = memory.data(<i32>FP2_BYTES);
const C_SQ: usize = memory.data(<i32>(6 * <i32>FP2_BYTES));

/**
 * (z + y s)^2 for an element of Fp4 = Fp2[s]/(s^2 - xi), s = w^3, written as t + u s into C_SQ at
 * `to`: t = (z + y)(z + xi y) - zy - xi zy, u = 2 zy. Two Fp2 products.
 */
function fp4Sqr(to: usize, z: usize, y: usize): void {
  fp2Mul(C_T, z, y);
  fp2Add(C_U, z, y);
  fp2MulByXi(C_SQ + to, y);
  fp2Add(C_SQ + to, C_SQ + to, z);
  fp2Mul(C_SQ + to, C_SQ + to, C_U);
  fp2Sub(C_SQ + to, C_SQ + to, C_T);
  fp2MulByXi(C_U, C_T);
  fp2Sub(C_SQ + to, C_SQ + to, C_U);
  fp2Dbl(C_SQ + to + FP2_BYTES, C_T);
}

/** r = 3t - 2a (minus) or 3t + 2a, for Fp2 elements. */
function threeTimesLess2(r: usize, t: usize, a: usize): void {
  fp2Sub(r, t, a);
  fp2Dbl(r, r);
  fp2Add(r, r, t);
}
function threeTimesPlus2(r: usize, t: usize, a: usize): void {
  fp2Add(r, t, a);
  fp2Dbl(r, r);
  fp2Add(r, r, t);
}

/**
 * r = a^2 for a in the cyclotomic subgroup of Fp12 (a^(p^4 - p^2 + 1) = 1, every value after the
 * final exponentiation's easy part): Granger and Scott, "Faster squaring in the cyclotomic subgroup
 * of sixth degree extensions" (PKC 2010), section 3.2. Over Fp4 = Fp2[s]/(s^2 - xi), s = w^3, a is
 * A + B w + C w^2 with A = g0 + g3 s, B = g1 + g4 s, C = g2 + g5 s (g_k the coefficient of w^k), and
 * a^2 = (3A^2 - 2 conj(A)) + (3 s C^2 + 2 conj(B)) w + (3B^2 - 2 conj(C)) w^2: 6 Fp2 products
 * where fp12Sqr takes 12.
 */
export function fp12CyclotomicSqr(r: usize, a: usize): void {
  const g0 = c0(a),
    g2 = c1(a),
    g4 = c2(a);
  const g1 = c0(a + FP6_BYTES),
    g3 = c1(a + FP6_BYTES),
    g5 = c2(a + FP6_BYTES);
  fp4Sqr(0, g0, g3); // A^2
  fp4Sqr(2 * FP2_BYTES, g1, g4); // B^2
  fp4Sqr(4 * FP2_BYTES, g2, g5); // C^2
  const r0 = c0(r),
    r2 = c1(r),
    r4 = c2(r);
  const r1 = c0(r + FP6_BYTES),
    r3 = c1(r + FP6_BYTES),
    r5 = c2(r + FP6_BYTES);
  threeTimesLess2(r0, C_SQ, g0);
  threeTimesPlus2(r3, C_SQ + FP2_BYTES, g3);
  fp2MulByXi(C_T, C_SQ + 5 * FP2_BYTES); // s C^2 = xi (C^2).u + (C^2).t s
  threeTimesPlus2(r1, C_T, g1);
  threeTimesLess2(r4, C_SQ + 4 * FP2_BYTES, g4);
  threeTimesLess2(r2, C_SQ + 2 * FP2_BYTES, g2);
  threeTimesPlus2(r5, C_SQ + 3 * FP2_BYTES, g5);
}
