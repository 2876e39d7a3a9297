/**
 * The final exponentiation of the BN254 pairing, and powers in GT. The pairing is the Miller loop's
 * value f raised to (p^12 - 1)/r = (p^6 - 1)(p^2 + 1) * (p^4 - p^2 + 1)/r: the easy part, a few
 * Frobenius maps and one inversion; then the hard part, whose input lies in the cyclotomic
 * subgroup, where squaring is cheap (fp12CyclotomicSqr) and the inverse is the conjugate.
 */
import { BN_X_NAF, BN_X_NAF_LENGTH } from './fp.generated';
import { FP12_BYTES, fp12Conj, fp12CyclotomicSqr, fp12Frobenius, fp12Inverse, fp12Mul, fp12SetOne } from './fp12';

const E_BASE: usize = memory.data(<i32>FP12_BYTES);
const E_NEG: usize = memory.data(<i32>FP12_BYTES);

/** r = a^-x for a in the cyclotomic subgroup: x in non-adjacent form, then the conjugate. */
function powNegX(r: usize, a: usize): void {
  memory.copy(E_BASE, a, FP12_BYTES);
  fp12Conj(E_NEG, a);
  memory.copy(r, E_BASE, FP12_BYTES); // the top digit is 1
  for (let i = BN_X_NAF_LENGTH - 2; i >= 0; i--) {
    fp12CyclotomicSqr(r, r);
    const digit = load<i8>(BN_X_NAF + <usize>i);
    if (digit > 0) fp12Mul(r, r, E_BASE);
    else if (digit < 0) fp12Mul(r, r, E_NEG);
  }
  fp12Conj(r, r);
}

const F_R: usize = memory.data(<i32>FP12_BYTES);
const F_T: usize = memory.data(<i32>FP12_BYTES);
const Y1: usize = memory.data(<i32>FP12_BYTES);
const Y3: usize = memory.data(<i32>FP12_BYTES);
const Y4: usize = memory.data(<i32>FP12_BYTES);
const Y6: usize = memory.data(<i32>FP12_BYTES);
const Y8: usize = memory.data(<i32>FP12_BYTES);
const Y9: usize = memory.data(<i32>FP12_BYTES);

/**
 * r = f^((p^6 - 1)(p^2 + 1) * 2x(6x^2 + 3x + 1)(p^4 - p^2 + 1)/r) for f != 0: the textbook final
 * exponentiation times 2x(6x^2 + 3x + 1), which is prime to r, so the pairing stays bilinear and
 * non-degenerate; mcl's and arkworks's pairings are this map too (bn254-core.unit.test.ts compares
 * with mcl). Easy part: m = f^((p^6 - 1)(p^2 + 1)) = (conj(f)/f)^(p^2 + 1). Hard part: the addition
 * chain of Fuentes-Castañeda, Knapp and Rodríguez-Henríquez, "Faster hashing to G2" (SAC 2011),
 * section 6, in the order arkworks writes it: three powers by -x, three cyclotomic squarings, 10
 * products and three Frobenius maps for
 *   m^(p^3 (12x^3 + 6x^2 + 4x - 1) + p^2 (12x^3 + 6x^2 + 6x) + p (12x^3 + 6x^2 + 4x) + 12x^3 + 12x^2 + 6x + 1),
 * which is that exponent exactly. The comments name each y_i of the chain.
 */
export function finalExponentiation(r: usize, f: usize): void {
  fp12Inverse(F_T, f);
  fp12Conj(F_R, f);
  fp12Mul(F_R, F_R, F_T); // f^(p^6 - 1)
  fp12Frobenius(F_T, F_R, 2);
  fp12Mul(F_R, F_R, F_T); // m = f^((p^6 - 1)(p^2 + 1)), in the cyclotomic subgroup
  powNegX(F_T, F_R); // y0
  fp12CyclotomicSqr(Y1, F_T); // y1 = y0^2
  fp12CyclotomicSqr(F_T, Y1); // y2 = y1^2
  fp12Mul(Y3, F_T, Y1); // y3 = y2 y1
  powNegX(Y4, Y3); // y4 = y3^-x
  fp12CyclotomicSqr(F_T, Y4); // y5 = y4^2
  powNegX(Y6, F_T); // y6 = y5^-x
  fp12Conj(Y3, Y3);
  fp12Conj(Y6, Y6);
  fp12Mul(Y8, Y6, Y4); // y7 = y6 y4
  fp12Mul(Y8, Y8, Y3); // y8 = y7 y3
  fp12Mul(Y9, Y8, Y1); // y9 = y8 y1
  fp12Mul(F_T, Y8, Y4); // y10 = y8 y4
  fp12Mul(F_T, F_T, F_R); // y11 = y10 m
  fp12Frobenius(Y1, Y9, 1); // y12 = y9^p
  fp12Mul(F_T, Y1, F_T); // y13 = y12 y11
  fp12Frobenius(Y8, Y8, 2);
  fp12Mul(F_T, Y8, F_T); // y14 = y8^(p^2) y13
  fp12Conj(F_R, F_R);
  fp12Mul(Y9, F_R, Y9); // y15 = m^-1 y9
  fp12Frobenius(Y9, Y9, 3);
  fp12Mul(r, Y9, F_T); // y16 = y15^(p^3) y14
}

const P_GH: usize = memory.data(<i32>FP12_BYTES);
const P_ACC: usize = memory.data(<i32>FP12_BYTES);

/** Bit i of the little-endian u32 words at k. */
function bit(k: usize, i: i32): u32 {
  return (load<u32>(k + ((<usize>i >> 5) << 2)) >> (<u32>i & 31)) & 1;
}

/**
 * r = g^k1 h^k2 for g, h in GT, k1 and k2 `words` little-endian u32 words each: one pass of
 * cyclotomic squarings over the longer scalar's bits with g h precomputed (Shamir's trick).
 * With h = g^lambda this is g^(k1 + lambda k2), a batch's power of e(alpha, beta).
 */
export function gtPowJoint(r: usize, g: usize, h: usize, k1: usize, k2: usize, words: i32): void {
  fp12Mul(P_GH, g, h);
  fp12SetOne(P_ACC);
  let top = words * 32 - 1;
  while (top >= 0 && (bit(k1, top) | bit(k2, top)) === 0) top--;
  for (let i = top; i >= 0; i--) {
    if (i !== top) fp12CyclotomicSqr(P_ACC, P_ACC);
    const choice = bit(k1, i) + 2 * bit(k2, i);
    if (choice !== 0) fp12Mul(P_ACC, P_ACC, choice === 1 ? g : choice === 2 ? h : P_GH);
  }
  memory.copy(r, P_ACC, FP12_BYTES);
}
