/** Fp and Fp2 behind one interface, so the curve formulas (curves.ts) are written once for G1 and G2. */
import { FP_BYTES, FP_ONE, FP_ZERO, fpAdd, fpEq, fpIsZero, fpMul, fpSqr, fpSub } from './fp.generated';
import { FP2_BYTES, fp2Add, fp2Eq, fp2IsZero, fp2Mul, fp2Neg, fp2SetOne, fp2Sqr, fp2Sub } from './fp2';

export class PrimeField {
  @inline bytes(): usize {
    return FP_BYTES;
  }
  @inline mul(r: usize, a: usize, b: usize): void {
    fpMul(r, a, b);
  }
  @inline sqr(r: usize, a: usize): void {
    fpSqr(r, a);
  }
  @inline add(r: usize, a: usize, b: usize): void {
    fpAdd(r, a, b);
  }
  @inline sub(r: usize, a: usize, b: usize): void {
    fpSub(r, a, b);
  }
  @inline neg(r: usize, a: usize): void {
    fpSub(r, FP_ZERO, a);
  }
  @inline isZero(a: usize): bool {
    return fpIsZero(a);
  }
  @inline eq(a: usize, b: usize): bool {
    return fpEq(a, b);
  }
  @inline setOne(r: usize): void {
    memory.copy(r, FP_ONE, FP_BYTES);
  }
}

export class QuadraticField {
  @inline bytes(): usize {
    return FP2_BYTES;
  }
  @inline mul(r: usize, a: usize, b: usize): void {
    fp2Mul(r, a, b);
  }
  @inline sqr(r: usize, a: usize): void {
    fp2Sqr(r, a);
  }
  @inline add(r: usize, a: usize, b: usize): void {
    fp2Add(r, a, b);
  }
  @inline sub(r: usize, a: usize, b: usize): void {
    fp2Sub(r, a, b);
  }
  @inline neg(r: usize, a: usize): void {
    fp2Neg(r, a);
  }
  @inline isZero(a: usize): bool {
    return fp2IsZero(a);
  }
  @inline eq(a: usize, b: usize): bool {
    return fp2Eq(a, b);
  }
  @inline setOne(r: usize): void {
    fp2SetOne(r);
  }
}

export const FP = new PrimeField();
export const FP2 = new QuadraticField();
