/**
 * The optimal ate Miller loop of BN254 over several pairs at once: one shared accumulator f,
 * squared once per step, times each pair's line. T runs over the twist in homogeneous projective
 * coordinates (x = X/Z, y = Y/Z); lines are scaled by Fp2 factors, which the final exponentiation
 * removes. Formulas: Costello, Lange, Naehrig, "Faster pairing computations on curves with
 * high-degree twists" (2010), in the form of Aranha et al., "Faster explicit formulas for computing
 * pairings over ordinary curves" (2011). The final exponentiation is in final-exp.ts.
 */
import { ATE_NAF, ATE_NAF_LENGTH, FP_BYTES, FP_ZERO, TWIST_B3, TWO_INV, fpSub } from './fp.generated';
import { FP2_BYTES, fp2Add, fp2Dbl, fp2Mul, fp2MulFp, fp2Neg, fp2SetOne, fp2Sqr, fp2Sub } from './fp2';
import { fp12MulByLine, fp12SetOne, fp12Sqr } from './fp12';
import { psi } from './curves';

const G1_AFFINE: usize = 2 * FP_BYTES;
const G2_AFFINE: usize = 2 * FP2_BYTES;
/** Per pair: T (3 Fp2), -y of Q (Fp2), -y of P (Fp). */
export const MILLER_WORK_PER_PAIR: usize = 4 * FP2_BYTES + FP_BYTES;

const S0: usize = memory.data(<i32>FP2_BYTES);
const S1: usize = memory.data(<i32>FP2_BYTES);
const S2: usize = memory.data(<i32>FP2_BYTES);
const A: usize = memory.data(<i32>FP2_BYTES);
const B: usize = memory.data(<i32>FP2_BYTES);
const C: usize = memory.data(<i32>FP2_BYTES);
const E: usize = memory.data(<i32>FP2_BYTES);
const F: usize = memory.data(<i32>FP2_BYTES);
const G: usize = memory.data(<i32>FP2_BYTES);
const H: usize = memory.data(<i32>FP2_BYTES);

/**
 * T = 2T and the tangent line at T evaluated at P = (xP, yP), as S0 + (S1 + S2 v) w:
 * S0 = -2YZ yP, S1 = 3X^2 xP, S2 = 3b'Z^2 - Y^2.
 */
function doublingStep(t: usize, xP: usize, negYP: usize): void {
  const x = t,
    y = t + FP2_BYTES,
    z = t + 2 * FP2_BYTES;
  fp2Mul(A, x, y);
  fp2MulFp(A, A, TWO_INV); // A = XY/2
  fp2Sqr(B, y); // B = Y^2
  fp2Sqr(C, z); // C = Z^2
  fp2Mul(E, C, TWIST_B3); // E = 3b'C
  fp2Dbl(F, E);
  fp2Add(F, F, E); // F = 3E
  fp2Add(G, B, F);
  fp2MulFp(G, G, TWO_INV); // G = (B + F)/2
  fp2Add(H, y, z);
  fp2Sqr(H, H);
  fp2Sub(H, H, B);
  fp2Sub(H, H, C); // H = (Y + Z)^2 - B - C = 2YZ
  fp2Sub(S2, E, B);
  fp2Sqr(S1, x);
  fp2Dbl(C, S1);
  fp2Add(S1, S1, C);
  fp2MulFp(S1, S1, xP); // 3X^2 xP
  fp2MulFp(S0, H, negYP);
  fp2Sub(C, B, F);
  fp2Mul(x, A, C); // X3 = A(B - F)
  fp2Sqr(E, E);
  fp2Dbl(C, E);
  fp2Add(E, E, C);
  fp2Sqr(G, G);
  fp2Sub(y, G, E); // Y3 = G^2 - 3E^2
  fp2Mul(z, B, H); // Z3 = BH
}

/**
 * T = T + Q for affine Q = (xQ, yQ) and the line through T and Q at P, as S0 + (S1 + S2 v) w
 * (negated, which the final exponentiation removes): S0 = -L yP, S1 = M xP, S2 = L yQ - M xQ,
 * with M = Y - yQ Z and L = X - xQ Z.
 */
function additionStep(t: usize, xQ: usize, yQ: usize, xP: usize, negYP: usize): void {
  const x = t,
    y = t + FP2_BYTES,
    z = t + 2 * FP2_BYTES;
  fp2Mul(A, yQ, z);
  fp2Sub(A, y, A); // M (theta)
  fp2Mul(B, xQ, z);
  fp2Sub(B, x, B); // L (lambda)
  fp2Mul(S2, B, yQ);
  fp2Mul(C, A, xQ);
  fp2Sub(S2, S2, C);
  fp2MulFp(S1, A, xP);
  fp2MulFp(S0, B, negYP);
  fp2Sqr(C, A); // M^2
  fp2Sqr(E, B); // L^2
  fp2Mul(F, B, E); // L^3
  fp2Mul(G, x, E); // X L^2
  fp2Mul(H, z, C);
  fp2Add(H, H, F);
  fp2Sub(H, H, G);
  fp2Sub(H, H, G); // H = L^3 + Z M^2 - 2 X L^2
  fp2Mul(x, B, H); // X3 = L H
  fp2Sub(G, G, H);
  fp2Mul(G, A, G);
  fp2Mul(C, y, F);
  fp2Sub(y, G, C); // Y3 = M (X L^2 - H) - Y L^3
  fp2Mul(z, z, F); // Z3 = Z L^3
}

const Q1: usize = memory.data(<i32>G2_AFFINE);
const Q2: usize = memory.data(<i32>G2_AFFINE);

/**
 * out = prod_k f_{6x+2,Q_k}(P_k) l_{T,psi(Q_k)}(P_k) l_{T',-psi^2(Q_k)}(P_k), before the final
 * exponentiation, for `count` pairs of affine points (none at infinity): P_k at g1 (stride 2 Fp),
 * Q_k in G2 at g2 (stride 2 Fp2); work holds count * MILLER_WORK_PER_PAIR bytes.
 */
export function millerLoop(count: i32, g1: usize, g2: usize, work: usize, out: usize): void {
  fp12SetOne(out);
  for (let k = 0; k < count; k++) {
    const w = work + <usize>k * MILLER_WORK_PER_PAIR;
    const q = g2 + <usize>k * G2_AFFINE;
    memory.copy(w, q, G2_AFFINE);
    fp2SetOne(w + 2 * FP2_BYTES);
    fp2Neg(w + 3 * FP2_BYTES, q + FP2_BYTES);
    fpSub(w + 4 * FP2_BYTES, FP_ZERO, g1 + <usize>k * G1_AFFINE + FP_BYTES);
  }
  for (let i = ATE_NAF_LENGTH - 2; i >= 0; i--) {
    if (i !== ATE_NAF_LENGTH - 2) fp12Sqr(out, out);
    const digit = load<i8>(ATE_NAF + <usize>i);
    for (let k = 0; k < count; k++) {
      const w = work + <usize>k * MILLER_WORK_PER_PAIR;
      const p = g1 + <usize>k * G1_AFFINE;
      const negYP = w + 4 * FP2_BYTES;
      doublingStep(w, p, negYP);
      fp12MulByLine(out, S0, S1, S2);
      if (digit !== 0) {
        const q = g2 + <usize>k * G2_AFFINE;
        additionStep(w, q, digit > 0 ? q + FP2_BYTES : w + 3 * FP2_BYTES, p, negYP);
        fp12MulByLine(out, S0, S1, S2);
      }
    }
  }
  for (let k = 0; k < count; k++) {
    const w = work + <usize>k * MILLER_WORK_PER_PAIR;
    const p = g1 + <usize>k * G1_AFFINE;
    const negYP = w + 4 * FP2_BYTES;
    psi(Q1, g2 + <usize>k * G2_AFFINE);
    psi(Q2, Q1);
    fp2Neg(Q2 + FP2_BYTES, Q2 + FP2_BYTES);
    additionStep(w, Q1, Q1 + FP2_BYTES, p, negYP);
    fp12MulByLine(out, S0, S1, S2);
    additionStep(w, Q2, Q2 + FP2_BYTES, p, negYP);
    fp12MulByLine(out, S0, S1, S2);
  }
}
