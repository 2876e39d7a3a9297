/**
 * The BN254 core's exports. JavaScript owns the layout: it writes field elements (9 limbs of 29
 * bits, u32 little-endian, FP_BYTES each) into this module's memory from `heapBase()` on, converts
 * them with toMontgomery, calls the checks, the Miller loop and the final exponentiation, and reads
 * the results back as they are: Fp12 values (Miller-loop values, elements of GT) stay in Montgomery
 * form, which is canonical, so equal values have equal words. Scalars are little-endian u32 words.
 */
import { FP_BYTES, fpToMont } from './fp.generated';
import { FP12_BYTES, fp12Conj, fp12Mul } from './fp12';
import { finalExponentiation, gtPowJoint } from './final-exp';
import { g1MultiplyGlvNegated, g2InSubgroup } from './curves';
import { G2_LINES_BYTES, MILLER_WORK_PER_PAIR, g2Lines, millerLoop } from './miller';

export { millerLoop, g2Lines, finalExponentiation, gtPowJoint, fp12Mul, fp12Conj };

export function heapBase(): usize {
  return (__heap_base + 63) & ~63;
}

export function fpBytes(): usize {
  return FP_BYTES;
}
export function fp12Bytes(): usize {
  return FP12_BYTES;
}
export function millerWorkPerPair(): usize {
  return MILLER_WORK_PER_PAIR;
}
export function g2LinesBytes(): usize {
  return G2_LINES_BYTES;
}

export function toMontgomery(ptr: usize, count: i32): void {
  for (let i = 0; i < count; i++) fpToMont(ptr + <usize>i * FP_BYTES, ptr + <usize>i * FP_BYTES);
}

export { g2InSubgroup as g2IsInSubgroup };

export { g1MultiplyGlvNegated };
