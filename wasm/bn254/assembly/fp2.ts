/** Fp2 = Fp[u]/(u^2 + 1): an element is c0 then c1, each FP_BYTES. Every function allows r to alias its inputs. */
import { FP_BYTES, FP_ONE, fpAdd, fpEq, fpIsZero, fpMul, fpMulSum, fpSub, fpSumForMul } from './fp.generated';

export const FP2_BYTES: usize = 2 * FP_BYTES;
const ZERO: usize = memory.data(<i32>(FP_BYTES));

const MUL_NEG: usize = memory.data(<i32>(FP_BYTES));
const MUL_R0: usize = memory.data(<i32>(FP_BYTES));

/** (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u, each part one sum of products with one reduction (-a1 b1 as (p - a1) b1). */
export function fp2Mul(r: usize, a: usize, b: usize): void {
  fpSub(MUL_NEG, ZERO, a + FP_BYTES);
  fpMulSum(MUL_R0, a, b, MUL_NEG, b + FP_BYTES);
  fpMulSum(r + FP_BYTES, a, b + FP_BYTES, a + FP_BYTES, b);
  memory.copy(r, MUL_R0, FP_BYTES);
}

const SQR_S: usize = memory.data(<i32>(FP_BYTES));
const SQR_D: usize = memory.data(<i32>(FP_BYTES));

/** (c0 + c1)(c0 - c1) + 2 c0 c1 u: 2 multiplications. */
export function fp2Sqr(r: usize, a: usize): void {
  fpSumForMul(SQR_S, a, a + FP_BYTES);
  fpSub(SQR_D, a, a + FP_BYTES);
  fpMul(r + FP_BYTES, a, a + FP_BYTES);
  fpAdd(r + FP_BYTES, r + FP_BYTES, r + FP_BYTES);
  fpMul(r, SQR_S, SQR_D);
}

export function fp2Add(r: usize, a: usize, b: usize): void {
  fpAdd(r, a, b);
  fpAdd(r + FP_BYTES, a + FP_BYTES, b + FP_BYTES);
}

export function fp2Sub(r: usize, a: usize, b: usize): void {
  fpSub(r, a, b);
  fpSub(r + FP_BYTES, a + FP_BYTES, b + FP_BYTES);
}

export function fp2Dbl(r: usize, a: usize): void {
  fpAdd(r, a, a);
  fpAdd(r + FP_BYTES, a + FP_BYTES, a + FP_BYTES);
}

export function fp2Neg(r: usize, a: usize): void {
  fpSub(r, ZERO, a);
  fpSub(r + FP_BYTES, ZERO, a + FP_BYTES);
}

export function fp2Conj(r: usize, a: usize): void {
  memory.copy(r, a, FP_BYTES);
  fpSub(r + FP_BYTES, ZERO, a + FP_BYTES);
}

/** r = a * s for s in Fp. */
export function fp2MulFp(r: usize, a: usize, s: usize): void {
  fpMul(r, a, s);
  fpMul(r + FP_BYTES, a + FP_BYTES, s);
}

const XI_T: usize = memory.data(<i32>(FP_BYTES));
const XI_N: usize = memory.data(<i32>(FP_BYTES));

/** r = a * xi, xi = 9 + u: (9 c0 - c1) + (c0 + 9 c1) u, by additions. */
export function fp2MulByXi(r: usize, a: usize): void {
  times9(XI_T, a);
  fpSub(XI_T, XI_T, a + FP_BYTES);
  times9(XI_N, a + FP_BYTES);
  fpAdd(r + FP_BYTES, XI_N, a);
  memory.copy(r, XI_T, FP_BYTES);
}

const NINE_T: usize = memory.data(<i32>(FP_BYTES));

function times9(r: usize, a: usize): void {
  fpAdd(NINE_T, a, a);
  fpAdd(NINE_T, NINE_T, NINE_T);
  fpAdd(NINE_T, NINE_T, NINE_T);
  fpAdd(r, NINE_T, a);
}

export function fp2IsZero(a: usize): bool {
  return fpIsZero(a) && fpIsZero(a + FP_BYTES);
}

export function fp2SetOne(r: usize): void {
  memory.copy(r, FP_ONE, FP_BYTES);
  memory.fill(r + FP_BYTES, 0, FP_BYTES);
}

export function fp2Copy(r: usize, a: usize): void {
  memory.copy(r, a, FP2_BYTES);
}

export function fp2Eq(a: usize, b: usize): bool {
  return fpEq(a, b) && fpEq(a + FP_BYTES, b + FP_BYTES);
}

