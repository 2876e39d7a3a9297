/**
 * The optimal ate Miller loop of BN254 over several pairs at once: one shared accumulator f,
 * squared once per step, times each pair's line. T runs over the twist in homogeneous projective
 * coordinates (x = X/Z, y = Y/Z); lines are scaled by Fp2 factors, which the final exponentiation
 * removes. Formulas: Costello, Lange, Naehrig, "Faster pairing computations on curves with
 * high-degree twists" (2010), in the form of Aranha et al., "Faster explicit formulas for computing
 * pairings over ordinary curves" (2011). The final exponentiation is in final-exp.ts.
 *
 * A line's coefficients depend on Q alone; P enters only as two Fp factors (xP, yP). For the
 * verification key's fixed G2 points the coefficients are computed once (g2Lines) and the loop
 * only evaluates them at P, which saves the T arithmetic of those pairs: the usual precomputation for
 * a fixed argument of the pairing (arkworks's G2Prepared, mcl's precomputeG2).
 */
import { ATE_LINES, ATE_NAF, ATE_NAF_LENGTH, FP_BYTES, FP_ZERO, TWIST_B3, TWO_INV, fpSub } from './fp.generated';
import { FP2_BYTES, fp2Add, fp2Dbl, fp2Mul, fp2MulFp, fp2Neg, fp2SetOne, fp2Sqr, fp2Sub } from './fp2';
import { fp12MulByLine, fp12SetOne, fp12Sqr } from './fp12';
import { psi } from './curves';

const G1_AFFINE: usize = 2 * FP_BYTES;
const G2_AFFINE: usize = 2 * FP2_BYTES;
/** Per pair: T (3 Fp2), -y of Q (Fp2), -y of P (Fp). */
export const MILLER_WORK_PER_PAIR: usize = 4 * FP2_BYTES + FP_BYTES;
/** A line's coefficients L0, L1, L2 (Fp2 each): the line at P is L0 (-yP) + (L1 xP + L2 v) w. */
const LINE_BYTES: usize = 3 * FP2_BYTES;
/** The lines of one fixed G2 point, in the order the loop uses them (g2Lines). */
export const G2_LINES_BYTES: usize = <usize>ATE_LINES * LINE_BYTES;

/** The last step's line, L0 then L1 then L2. */
const L0: usize = memory.data(<i32>LINE_BYTES);
const L1: usize = L0 + FP2_BYTES;
const L2: usize = L0 + 2 * FP2_BYTES;
const S0: usize = memory.data(<i32>FP2_BYTES);
const S1: usize = memory.data(<i32>FP2_BYTES);
const A: usize = memory.data(<i32>FP2_BYTES);
const B: usize = memory.data(<i32>FP2_BYTES);
const C: usize = memory.data(<i32>FP2_BYTES);
const E: usize = memory.data(<i32>FP2_BYTES);
const F: usize = memory.data(<i32>FP2_BYTES);
const G: usize = memory.data(<i32>FP2_BYTES);
const H: usize = memory.data(<i32>FP2_BYTES);

/** T = 2T and the tangent line at T: L0 = 2YZ, L1 = 3X^2, L2 = 3b'Z^2 - Y^2. */
function doublingStep(t: usize): void {
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
  fp2Sub(L2, E, B);
  fp2Sqr(L1, x);
  fp2Dbl(C, L1);
  fp2Add(L1, L1, C); // 3X^2
  memory.copy(L0, H, FP2_BYTES);
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
 * T = T + Q for affine Q = (xQ, yQ) and the line through T and Q (negated, which the final
 * exponentiation removes): L0 = L, L1 = M, L2 = L yQ - M xQ, with M = Y - yQ Z and L = X - xQ Z.
 */
function additionStep(t: usize, xQ: usize, yQ: usize): void {
  const x = t,
    y = t + FP2_BYTES,
    z = t + 2 * FP2_BYTES;
  fp2Mul(A, yQ, z);
  fp2Sub(A, y, A); // M (theta)
  fp2Mul(B, xQ, z);
  fp2Sub(B, x, B); // L (lambda)
  fp2Mul(L2, B, yQ);
  fp2Mul(C, A, xQ);
  fp2Sub(L2, L2, C);
  memory.copy(L1, A, FP2_BYTES);
  memory.copy(L0, B, FP2_BYTES);
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

/** f = f * (the line with coefficients at `line`, evaluated at P = (xP, -negYP)). */
function multiplyByLineAt(f: usize, line: usize, xP: usize, negYP: usize): void {
  fp2MulFp(S0, line, negYP);
  fp2MulFp(S1, line + FP2_BYTES, xP);
  fp12MulByLine(f, S0, S1, line + 2 * FP2_BYTES);
}

const Q1: usize = memory.data(<i32>G2_AFFINE);

/** Sets up a pair's work: T = Q (projective, Z = 1) and -yQ. */
function startPair(w: usize, q: usize): void {
  memory.copy(w, q, G2_AFFINE);
  fp2SetOne(w + 2 * FP2_BYTES);
  fp2Neg(w + 3 * FP2_BYTES, q + FP2_BYTES);
}

/** The first or `second` of the closing additions: T + psi(Q), then T - psi^2(Q). */
function closingStep(w: usize, q: usize, second: bool): void {
  psi(Q1, q);
  if (second) {
    psi(Q1, Q1);
    fp2Neg(Q1 + FP2_BYTES, Q1 + FP2_BYTES);
  }
  additionStep(w, Q1, Q1 + FP2_BYTES);
}

/**
 * out = prod_k f_{6x+2,Q_k}(P_k) l_{T,psi(Q_k)}(P_k) l_{T',-psi^2(Q_k)}(P_k) * prod_j (the same for
 * the fixed pairs), before the final exponentiation. `count` pairs of affine points (none at
 * infinity): P_k at g1 (stride 2 Fp), Q_k in G2 at g2 (stride 2 Fp2), work holds count *
 * MILLER_WORK_PER_PAIR bytes; and `fixedCount` fixed pairs: P_j at fixedG1 (stride 2 Fp; their
 * y is negated in place), the lines of Q_j (g2Lines) at fixedLines (stride G2_LINES_BYTES).
 */
export function millerLoop(count: i32, g1: usize, g2: usize, work: usize, out: usize, fixedCount: i32, fixedG1: usize, fixedLines: usize): void {
  fp12SetOne(out);
  for (let k = 0; k < count; k++) {
    const w = work + <usize>k * MILLER_WORK_PER_PAIR;
    startPair(w, g2 + <usize>k * G2_AFFINE);
    fpSub(w + 4 * FP2_BYTES, FP_ZERO, g1 + <usize>k * G1_AFFINE + FP_BYTES);
  }
  for (let j = 0; j < fixedCount; j++) {
    const p = fixedG1 + <usize>j * G1_AFFINE;
    fpSub(p + FP_BYTES, FP_ZERO, p + FP_BYTES); // -yP, in place
  }
  let line = 0;
  for (let i = ATE_NAF_LENGTH - 2; i >= 0; i--) {
    if (i !== ATE_NAF_LENGTH - 2) fp12Sqr(out, out);
    const digit = load<i8>(ATE_NAF + <usize>i);
    for (let k = 0; k < count; k++) {
      const w = work + <usize>k * MILLER_WORK_PER_PAIR;
      const p = g1 + <usize>k * G1_AFFINE;
      doublingStep(w);
      multiplyByLineAt(out, L0, p, w + 4 * FP2_BYTES);
      if (digit !== 0) {
        const q = g2 + <usize>k * G2_AFFINE;
        additionStep(w, q, digit > 0 ? q + FP2_BYTES : w + 3 * FP2_BYTES);
        multiplyByLineAt(out, L0, p, w + 4 * FP2_BYTES);
      }
    }
    const steps = digit !== 0 ? 2 : 1;
    for (let j = 0; j < fixedCount; j++) {
      const p = fixedG1 + <usize>j * G1_AFFINE;
      for (let s = 0; s < steps; s++) multiplyByLineAt(out, fixedLines + <usize>j * G2_LINES_BYTES + <usize>(line + s) * LINE_BYTES, p, p + FP_BYTES);
    }
    line += steps;
  }
  for (let second = 0; second < 2; second++) {
    for (let k = 0; k < count; k++) {
      const w = work + <usize>k * MILLER_WORK_PER_PAIR;
      closingStep(w, g2 + <usize>k * G2_AFFINE, second !== 0);
      multiplyByLineAt(out, L0, g1 + <usize>k * G1_AFFINE, w + 4 * FP2_BYTES);
    }
    for (let j = 0; j < fixedCount; j++) {
      const p = fixedG1 + <usize>j * G1_AFFINE;
      multiplyByLineAt(out, fixedLines + <usize>j * G2_LINES_BYTES + <usize>(line + second) * LINE_BYTES, p, p + FP_BYTES);
    }
  }
}

/** The lines of Q (affine, in G2) for the fixed pairs of millerLoop: G2_LINES_BYTES at out; work holds MILLER_WORK_PER_PAIR bytes. */
export function g2Lines(q: usize, work: usize, out: usize): void {
  startPair(work, q);
  let line: usize = out;
  for (let i = ATE_NAF_LENGTH - 2; i >= 0; i--) {
    doublingStep(work);
    memory.copy(line, L0, LINE_BYTES);
    line += LINE_BYTES;
    const digit = load<i8>(ATE_NAF + <usize>i);
    if (digit !== 0) {
      additionStep(work, q, digit > 0 ? q + FP2_BYTES : work + 3 * FP2_BYTES);
      memory.copy(line, L0, LINE_BYTES);
      line += LINE_BYTES;
    }
  }
  for (let second = 0; second < 2; second++) {
    closingStep(work, q, second !== 0);
    memory.copy(line, L0, LINE_BYTES);
    line += LINE_BYTES;
  }
}
