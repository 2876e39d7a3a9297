/**
 * BN254 (alt_bn128, snarkjs "bn128") constants and the affine point types the verifier works on.
 * Curve: y^2 = x^3 + 3 over Fp (G1) and y^2 = x^3 + 3/(9+u) over Fp2 = Fp[u]/(u^2+1) (G2).
 */
export const P = 21888242871839275222246405745257275088696311157297823662689037894645226208583n;
/** The order of G1, G2 and of the scalar field that public signals live in. */
export const R = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;

/**
 * lambda, a cube root of unity mod r with [lambda](x, y) = (beta x, y) on G1 (beta in
 * wasm/bn254/generate-fp.mjs). Random scalars k1 + lambda k2 with 64-bit k1, k2 take 2^128
 * distinct values mod r (glv-scalars.unit.test.ts checks the lattice behind this), and cost the
 * G1 multiplication half its doublings.
 */
export const GLV_LAMBDA = 4407920970296243842393367215006156084916469457145843978461n;

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
