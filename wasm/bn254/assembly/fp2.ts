/** Fp2 = Fp[u]/(u^2 + 1): an element is c0 then c1, each FP_BYTES. Every function allows r to alias its inputs. */
import { FP_BYTES, FP_ONE, FP_ZERO, P_MINUS_2, fp2Mul, fp2MulByXi, fp2Sqr, fpAdd, fpEq, fpIsZero, fpMul, fpSqr, fpSub } from './fp.generated';

/**
 * Generated (generate-fp.mjs): products and squares, Karatsuba with one reduction per coefficient,
 * and the product by xi = 9 + u, by additions with one reduction per coefficient.
 */
export { fp2Mul, fp2MulByXi, fp2Sqr };

export const FP2_BYTES: usize = 2 * FP_BYTES;

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
  fpSub(r, FP_ZERO, a);
  fpSub(r + FP_BYTES, FP_ZERO, a + FP_BYTES);
}

export function fp2Conj(r: usize, a: usize): void {
  memory.copy(r, a, FP_BYTES);
  fpSub(r + FP_BYTES, FP_ZERO, a + FP_BYTES);
}

/** r = a * s for s in Fp. */
export function fp2MulFp(r: usize, a: usize, s: usize): void {
  fpMul(r, a, s);
  fpMul(r + FP_BYTES, a + FP_BYTES, s);
}

export function fp2IsZero(a: usize): bool {
  return fpIsZero(a) && fpIsZero(a + FP_BYTES);
}

export function fp2SetOne(r: usize): void {
  memory.copy(r, FP_ONE, FP_BYTES);
  memory.fill(r + FP_BYTES, 0, FP_BYTES);
}

export function fp2Eq(a: usize, b: usize): bool {
  return fpEq(a, b) && fpEq(a + FP_BYTES, b + FP_BYTES);
}

const INV_T: usize = memory.data(<i32>FP_BYTES);

/** r = a^(p-2) = 1/a in Fp (a != 0). */
export function fpInverse(r: usize, a: usize): void {
  memory.copy(INV_T, FP_ONE, FP_BYTES);
  for (let i = 253; i >= 0; i--) {
    fpSqr(INV_T, INV_T);
    if ((load<u32>(P_MINUS_2 + ((<usize>i >> 5) << 2)) >> (<u32>i & 31)) & 1) fpMul(INV_T, INV_T, a);
  }
  memory.copy(r, INV_T, FP_BYTES);
}

const NORM: usize = memory.data(<i32>FP_BYTES);
const NORM_T: usize = memory.data(<i32>FP_BYTES);

/** r = 1/a = conj(a) / (c0^2 + c1^2) (a != 0). */
export function fp2Inverse(r: usize, a: usize): void {
  fpSqr(NORM, a);
  fpSqr(NORM_T, a + FP_BYTES);
  fpAdd(NORM, NORM, NORM_T);
  fpInverse(NORM, NORM);
  fpMul(r, a, NORM);
  fpMul(r + FP_BYTES, a + FP_BYTES, NORM);
  fpSub(r + FP_BYTES, FP_ZERO, r + FP_BYTES);
}
