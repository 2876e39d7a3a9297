/**
 * BN254 (alt_bn128, snarkjs "bn128") constants and the affine point types the verifier works on.
 * Curve: y^2 = x^3 + 3 over Fp (G1) and y^2 = x^3 + 3/(9+u) over Fp2 = Fp[u]/(u^2+1) (G2).
 */
export const P = 21888242871839275222246405745257275088696311157297823662689037894645226208583n;
/** The order of G1, G2 and of the scalar field that public signals live in. */
export const R = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;

export interface G1Affine {
  x: bigint;
  y: bigint;
}
/** Fp2 elements as [c0, c1] = c0 + c1*u, the order snarkjs JSON uses. */
export type Fp2 = readonly [bigint, bigint];
export interface G2Affine {
  x: Fp2;
  y: Fp2;
}

const mod = (a: bigint) => ((a % P) + P) % P;
const fp2Mul = (a: Fp2, b: Fp2): Fp2 => [mod(a[0] * b[0] - a[1] * b[1]), mod(a[0] * b[1] + a[1] * b[0])];
const fp2Add = (a: Fp2, b: Fp2): Fp2 => [mod(a[0] + b[0]), mod(a[1] + b[1])];

/** b' = 3 / (9 + u), the G2 twist coefficient. */
const B2: Fp2 = [
  19485874751759354771024239261021720505790618469301721065564631296452457478373n,
  266929791119991161246907387137283842545076965332900288569378510910307636690n,
];

export function isOnCurveG1({ x, y }: G1Affine): boolean {
  return mod(y * y - x * x * x - 3n) === 0n;
}

export function isOnCurveG2({ x, y }: G2Affine): boolean {
  const lhs = fp2Mul(y, y);
  const rhs = fp2Add(fp2Mul(fp2Mul(x, x), x), B2);
  return lhs[0] === rhs[0] && lhs[1] === rhs[1];
}

const fp2Pow = (a: Fp2, e: bigint): Fp2 => {
  let result: Fp2 = [1n, 0n];
  for (let base = a; e > 0n; e >>= 1n, base = fp2Mul(base, base)) if (e & 1n) result = fp2Mul(result, base);
  return result;
};

/** The BN parameter x (the curve's "u"): p and r are polynomials in it. */
export const BN_X = 4965661367192848881n;
/** The eigenvalue of psi on G2: p mod r = 6x^2. */
export const PSI_EIGENVALUE = 6n * BN_X * BN_X;

const XI: Fp2 = [9n, 1n];
const PSI_CX = fp2Pow(XI, (P - 1n) / 3n);
const PSI_CY = fp2Pow(XI, (P - 1n) / 2n);

/**
 * psi = untwist-Frobenius-twist, an endomorphism of the twist curve:
 * psi(x, y) = (conj(x) * xi^((p-1)/3), conj(y) * xi^((p-1)/2)) with xi = 9 + u.
 * On G2 it acts as multiplication by p mod r = 6x^2, and a point of the twist is in G2 exactly
 * when psi(Q) = [6x^2]Q (Scott, "A note on group membership tests for G1, G2 and GT on
 * BLS pairing-friendly curves", section on BN curves); a scalar multiplication of half the size
 * of the full [r]Q test.
 */
export function psi({ x, y }: G2Affine): G2Affine {
  return { x: fp2Mul([x[0], mod(-x[1])], PSI_CX), y: fp2Mul([y[0], mod(-y[1])], PSI_CY) };
}
