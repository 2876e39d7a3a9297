/**
 * Short Weierstrass curves y^2 = x^3 + b in Jacobian coordinates (x = X/Z^2, y = Y/Z^3), written
 * once over a field F: G1 over Fp and the twist G2 over Fp2. A point is X, Y, Z (3 field elements);
 * an affine point is x, y. Z = 0 is the point at infinity. The addition formulas do not handle
 * adding a point to itself, to its negative or to infinity: they raise `exceptional` instead,
 * which callers treat as a failed check (see g2InSubgroup), never as a valid result.
 */
import { FP, FP2, PrimeField, QuadraticField } from './fields';
import { FP2_BYTES, fp2Conj, fp2Mul, fpInverse } from './fp2';
import { BN_X, FP_BYTES, FP_ONE, FROB_X, FROB_Y, GLV_BETA, fpMul, fpSqr } from './fp.generated';

const MAX: usize = FP2_BYTES;
const T_A: usize = memory.data(<i32>MAX);
const T_B: usize = memory.data(<i32>MAX);
const T_C: usize = memory.data(<i32>MAX);
const T_D: usize = memory.data(<i32>MAX);
const T_E: usize = memory.data(<i32>MAX);
const T_F: usize = memory.data(<i32>MAX);
const T_G: usize = memory.data(<i32>MAX);

/** r = 2p (dbl-2009-l). */
export function jacobianDouble<F>(f: F, r: usize, p: usize): void {
  const n = f.bytes();
  const x = p,
    y = p + n,
    z = p + 2 * n;
  f.sqr(T_A, x); // A = X^2
  f.sqr(T_B, y); // B = Y^2
  f.sqr(T_C, T_B); // C = B^2
  f.add(T_D, x, T_B);
  f.sqr(T_D, T_D);
  f.sub(T_D, T_D, T_A);
  f.sub(T_D, T_D, T_C);
  f.add(T_D, T_D, T_D); // D = 2((X + B)^2 - A - C)
  f.add(T_E, T_A, T_A);
  f.add(T_E, T_E, T_A); // E = 3A
  f.sqr(T_F, T_E); // F = E^2
  f.mul(r + 2 * n, y, z);
  f.add(r + 2 * n, r + 2 * n, r + 2 * n); // Z3 = 2YZ
  f.sub(r, T_F, T_D);
  f.sub(r, r, T_D); // X3 = F - 2D
  f.sub(T_D, T_D, r);
  f.mul(T_D, T_E, T_D);
  f.add(T_C, T_C, T_C);
  f.add(T_C, T_C, T_C);
  f.add(T_C, T_C, T_C);
  f.sub(r + n, T_D, T_C); // Y3 = E(D - X3) - 8C
}

/** Set by an addition given an exceptional input; cleared by its reader. */
let exceptional = false;

/** r = p + q, q affine (madd-2007-bl). */
export function jacobianAddAffine<F>(f: F, r: usize, p: usize, q: usize): void {
  const n = f.bytes();
  const x1 = p,
    y1 = p + n,
    z1 = p + 2 * n;
  f.sqr(T_A, z1); // Z1Z1
  f.mul(T_B, q, T_A); // U2 = X2 Z1Z1
  f.mul(T_C, q + n, z1);
  f.mul(T_C, T_C, T_A); // S2 = Y2 Z1 Z1Z1
  f.sub(T_B, T_B, x1); // H = U2 - X1
  if (f.isZero(z1) || f.isZero(T_B)) exceptional = true;
  f.sqr(T_D, T_B); // HH
  f.add(T_E, T_D, T_D);
  f.add(T_E, T_E, T_E); // I = 4 HH
  f.sub(T_C, T_C, y1);
  f.add(T_C, T_C, T_C); // rr = 2(S2 - Y1)
  f.mul(T_F, x1, T_E); // V = X1 I
  f.mul(T_E, T_B, T_E); // J = H I
  f.add(r + 2 * n, z1, T_B);
  f.sqr(r + 2 * n, r + 2 * n);
  f.sub(r + 2 * n, r + 2 * n, T_A);
  f.sub(r + 2 * n, r + 2 * n, T_D); // Z3 = (Z1 + H)^2 - Z1Z1 - HH
  f.mul(T_G, y1, T_E);
  f.add(T_G, T_G, T_G); // 2 Y1 J
  f.sqr(r, T_C);
  f.sub(r, r, T_E);
  f.sub(r, r, T_F);
  f.sub(r, r, T_F); // X3 = rr^2 - J - 2V
  f.sub(T_F, T_F, r);
  f.mul(T_F, T_C, T_F);
  f.sub(r + n, T_F, T_G); // Y3 = rr(V - X3) - 2 Y1 J
}

/** r = [k]q for affine q and k > 0 given as `words` little-endian u32 words at k, left to right. */
export function multiplyAffine<F>(f: F, r: usize, q: usize, k: usize, words: i32): void {
  const n = f.bytes();
  let top = words * 32 - 1;
  while (top > 0 && ((load<u32>(k + ((<usize>top >> 5) << 2)) >> (<u32>top & 31)) & 1) === 0) top--;
  memory.copy(r, q, 2 * n);
  f.setOne(r + 2 * n);
  for (let i = top - 1; i >= 0; i--) {
    jacobianDouble<F>(f, r, r);
    if ((load<u32>(k + ((<usize>i >> 5) << 2)) >> (<u32>i & 31)) & 1) jacobianAddAffine<F>(f, r, r, q);
  }
}

const A_Z2Z2: usize = memory.data(<i32>MAX);
const A_U1: usize = memory.data(<i32>MAX);
const A_S1: usize = memory.data(<i32>MAX);

/** r = p + q, both Jacobian (add-2007-bl). */
export function jacobianAdd<F>(f: F, r: usize, p: usize, q: usize): void {
  const n = f.bytes();
  const x1 = p,
    y1 = p + n,
    z1 = p + 2 * n;
  const x2 = q,
    y2 = q + n,
    z2 = q + 2 * n;
  f.sqr(T_A, z1); // Z1Z1
  f.sqr(A_Z2Z2, z2);
  f.mul(A_U1, x1, A_Z2Z2);
  f.mul(T_B, x2, T_A); // U2
  f.mul(A_S1, y1, z2);
  f.mul(A_S1, A_S1, A_Z2Z2);
  f.mul(T_C, y2, z1);
  f.mul(T_C, T_C, T_A); // S2
  f.sub(T_B, T_B, A_U1); // H = U2 - U1
  if (f.isZero(z1) || f.isZero(z2) || f.isZero(T_B)) exceptional = true;
  f.add(T_D, T_B, T_B);
  f.sqr(T_D, T_D); // I = (2H)^2
  f.mul(T_E, T_B, T_D); // J = H I
  f.sub(T_C, T_C, A_S1);
  f.add(T_C, T_C, T_C); // rr = 2(S2 - S1)
  f.mul(T_F, A_U1, T_D); // V = U1 I
  f.add(T_G, z1, z2);
  f.sqr(T_G, T_G);
  f.sub(T_G, T_G, T_A);
  f.sub(T_G, T_G, A_Z2Z2);
  f.mul(r + 2 * n, T_G, T_B); // Z3 = ((Z1 + Z2)^2 - Z1Z1 - Z2Z2) H
  f.sqr(r, T_C);
  f.sub(r, r, T_E);
  f.sub(r, r, T_F);
  f.sub(r, r, T_F); // X3 = rr^2 - J - 2V
  f.mul(A_S1, A_S1, T_E);
  f.add(A_S1, A_S1, A_S1); // 2 S1 J
  f.sub(T_F, T_F, r);
  f.mul(T_F, T_C, T_F);
  f.sub(r + n, T_F, A_S1); // Y3 = rr(V - X3) - 2 S1 J
}

/** Whether two Jacobian points are equal (a point at infinity equals nothing). */
export function jacobianEquals<F>(f: F, p: usize, q: usize): bool {
  const n = f.bytes();
  if (f.isZero(p + 2 * n) || f.isZero(q + 2 * n)) return false;
  f.sqr(T_A, p + 2 * n); // Z1^2
  f.sqr(T_B, q + 2 * n); // Z2^2
  f.mul(T_C, p, T_B);
  f.mul(T_D, q, T_A);
  if (!f.eq(T_C, T_D)) return false;
  f.mul(T_A, T_A, p + 2 * n);
  f.mul(T_B, T_B, q + 2 * n);
  f.mul(T_C, p + n, T_B);
  f.mul(T_D, q + n, T_A);
  return f.eq(T_C, T_D);
}

/**
 * psi(x, y) = (conj(x) xi^((p-1)/3), conj(y) xi^((p-1)/2)), the p-power Frobenius of G2, on a
 * twist point in Jacobian coordinates (Z conjugated too) or, with `affine`, on x, y alone.
 */
export function psi(r: usize, q: usize, affine: bool = true): void {
  fp2Conj(r, q);
  fp2Mul(r, r, FROB_X);
  fp2Conj(r + FP2_BYTES, q + FP2_BYTES);
  fp2Mul(r + FP2_BYTES, r + FP2_BYTES, FROB_Y);
  if (!affine) fp2Conj(r + 2 * FP2_BYTES, q + 2 * FP2_BYTES);
}

const SG_XQ: usize = memory.data(<i32>(FP2_BYTES * 3));
const SG_L: usize = memory.data(<i32>(FP2_BYTES * 3));
const SG_S: usize = memory.data(<i32>(FP2_BYTES * 3));
const SG_R: usize = memory.data(<i32>(FP2_BYTES * 3));

/**
 * Membership of an affine twist point (on the curve) in G2, the order-r subgroup:
 *   [x+1]Q + psi([x]Q) + psi^2([x]Q) == psi^3([2x]Q)
 * (El Housni, Guillevic, Piellard, "Co-factor clearing and subgroup membership testing on
 * pairing-friendly curves", 2022, for BN curves): one 63-bit scalar multiplication. For Q in G2
 * every addition here adds distinct multiples of Q (the G2 test vectors would fail otherwise, for
 * all of G2 alike); an exceptional addition therefore means Q is outside G2.
 */
export function g2InSubgroup(q: usize): bool {
  exceptional = false;
  multiplyAffine<QuadraticField>(FP2, SG_XQ, q, BN_X, 2); // [x]Q
  jacobianAddAffine<QuadraticField>(FP2, SG_L, SG_XQ, q); // [x+1]Q
  psi(SG_S, SG_XQ, false);
  jacobianAdd<QuadraticField>(FP2, SG_L, SG_L, SG_S);
  psi(SG_S, SG_S, false);
  jacobianAdd<QuadraticField>(FP2, SG_L, SG_L, SG_S);
  jacobianDouble<QuadraticField>(FP2, SG_R, SG_XQ); // [2x]Q
  psi(SG_R, SG_R, false);
  psi(SG_R, SG_R, false);
  psi(SG_R, SG_R, false);
  const member = jacobianEquals<QuadraticField>(FP2, SG_L, SG_R);
  const sound = !exceptional;
  exceptional = false;
  return member && sound;
}

/**
 * Converts `count` Jacobian G1 points (none at infinity) at `points` (stride 3 Fp) to affine
 * points at `out` (stride 2 Fp), negated when `negate`, with one inversion (Montgomery's trick).
 * `prefix` holds count Fp of scratch.
 */
export function g1NormalizeBatch(points: usize, count: i32, out: usize, prefix: usize, negate: bool): void {
  const n = FP.bytes();
  let acc = FP_ONE;
  for (let j = 0; j < count; j++) {
    const z = points + <usize>j * 3 * n + 2 * n;
    fpMul(prefix + <usize>j * n, acc, z);
    acc = prefix + <usize>j * n;
  }
  fpInverse(T_A, acc); // 1 / (Z_0 ... Z_{count-1})
  for (let j = count - 1; j >= 0; j--) {
    const p = points + <usize>j * 3 * n;
    // 1/Z_j = inverse * prefix_{j-1}; inverse *= Z_j
    if (j > 0) fpMul(T_B, T_A, prefix + <usize>(j - 1) * n);
    else memory.copy(T_B, T_A, n);
    fpMul(T_A, T_A, p + 2 * n);
    const o = out + <usize>j * 2 * n;
    fpSqr(T_C, T_B);
    fpMul(o, p, T_C);
    fpMul(T_C, T_C, T_B);
    fpMul(o + n, p + n, T_C);
    if (negate) FP.neg(o + n, o + n);
  }
}

/** Bit i of the little-endian u32 words at k. */
function bit(k: usize, i: i32): u32 {
  return (load<u32>(k + ((<usize>i >> 5) << 2)) >> (<u32>i & 31)) & 1;
}

/** The point for a pair of scalar bits (bit of k1) + 2 (bit of k2), not 0: p, phi(p) or p + phi(p). */
function pick(choice: u32, p: usize, phi: usize, sum: usize): usize {
  return choice === 1 ? p : choice === 2 ? phi : sum;
}

/**
 * out_j = -[k1_j + lambda k2_j] p_j for `count` affine G1 points (none at infinity), with 64-bit
 * k1_j, k2_j (not both 0) as 4 u32 words per point at scalars (k1 then k2): the GLV method, with
 * phi(x, y) = (beta x, y) = [lambda](x, y), so [k1]p + [k2]phi(p) in one pass of 64 doublings
 * (Shamir's trick, p + phi(p) precomputed). For points of G1 no addition is exceptional: a clash
 * would need k1' + lambda k2' = 0 mod r with |k1'|, |k2'| < 2^65, and the shortest such vector is
 * about 2^127 long. `work` holds count * 9 Fp.
 */
export function g1MultiplyGlvNegated(count: i32, points: usize, scalars: usize, out: usize, work: usize): void {
  const n = FP_BYTES;
  const phis = work; // affine phi(p_j), 2 Fp each
  const sums = work + <usize>count * 2 * n; // Jacobian, then T_j: 3 Fp each
  const sumsAffine = sums + <usize>count * 3 * n; // affine p_j + phi(p_j): 2 Fp each
  const prefix = sumsAffine + <usize>count * 2 * n; // 1 Fp each
  for (let j = 0; j < count; j++) {
    const p = points + <usize>j * 2 * n;
    const phi = phis + <usize>j * 2 * n;
    fpMul(phi, p, GLV_BETA);
    memory.copy(phi + n, p + n, n);
    const sum = sums + <usize>j * 3 * n;
    memory.copy(sum, p, 2 * n);
    memory.copy(sum + 2 * n, FP_ONE, n);
    jacobianAddAffine<PrimeField>(FP, sum, sum, phi);
  }
  g1NormalizeBatch(sums, count, sumsAffine, prefix, false);
  for (let j = 0; j < count; j++) {
    const k1 = scalars + <usize>j * 16;
    const k2 = k1 + 8;
    const p = points + <usize>j * 2 * n;
    const phi = phis + <usize>j * 2 * n;
    const sum = sumsAffine + <usize>j * 2 * n;
    const t = sums + <usize>j * 3 * n;
    let i = 63;
    while (i > 0 && (bit(k1, i) | bit(k2, i)) === 0) i--;
    memory.copy(t, pick(bit(k1, i) + 2 * bit(k2, i), p, phi, sum), 2 * n);
    memory.copy(t + 2 * n, FP_ONE, n);
    for (i--; i >= 0; i--) {
      jacobianDouble<PrimeField>(FP, t, t);
      const choice = bit(k1, i) + 2 * bit(k2, i);
      if (choice !== 0) jacobianAddAffine<PrimeField>(FP, t, t, pick(choice, p, phi, sum));
    }
  }
  g1NormalizeBatch(sums, count, out, prefix, true);
}
