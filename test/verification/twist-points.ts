/** Points of the G2 twist curve outside the order-r subgroup, for subgroup-check tests. */
import { randomBytes } from 'node:crypto';
import type { buildBn128 } from 'ffjavascript';
import * as mcl from 'mcl-wasm';
import { P } from '../../src/verification/groth16/bn254.js';
import type { G2Affine } from '../../src/verification/groth16/bn254.js';

/** b' = 3 / (9 + u), computed in mcl's Fp2 (after mcl is initialised). */
const twistB = () => {
  const three = new mcl.Fp2();
  three.setInt(3, 0);
  const xi = new mcl.Fp2();
  xi.setInt(9, 1);
  return mcl.div(three, xi);
};

const randomFp = () => BigInt(`0x${randomBytes(40).toString('hex')}`) % P;

/**
 * The point of E'(Fp2) at x = x0 + x1 u, with mcl's square root of x^3 + b' as y, or undefined when
 * that is not a square. mcl must be initialised.
 */
export function twistPointAt(x0: bigint, x1: bigint): G2Affine | undefined {
  const x = new mcl.Fp2();
  x.setStr(`${x0} ${x1}`, 10);
  const [ok, y] = mcl.squareRoot(mcl.add(mcl.mul(mcl.sqr(x), x), twistB()));
  if (!ok) return undefined;
  const [y0, y1] = y.getStr(10).split(' ').map(BigInt) as [bigint, bigint];
  return { x: [x0, x1], y: [y0, y1] };
}

/** A random point of E'(Fp2): almost surely not in G2, whose cofactor is about p. mcl must be initialised. */
export function randomTwistPoint(): G2Affine {
  for (;;) {
    const point = twistPointAt(randomFp(), randomFp());
    if (point) return point;
  }
}

/** The affine coordinates of an mcl G2 point. */
export function affineOf(q: mcl.G2): G2Affine {
  const [, x0, x1, y0, y1] = mcl.normalize(q).getStr(10).split(' ').map(BigInt) as [bigint, bigint, bigint, bigint, bigint];
  return { x: [x0, x1], y: [y0, y1] };
}

export const toSnarkjsG2 = (p: G2Affine): string[][] => [p.x.map(String), p.y.map(String), ['1', '0']];

/**
 * Arithmetic on any point of E'(Fp2) by ffjavascript (snarkjs's curve), whose G2 multiplication is
 * plain double-and-add. mcl's is not, outside G2: it splits the scalar with the endomorphism psi,
 * which multiplies by a fixed scalar on G2 only, so for a twist point T its "[r]T" is another point.
 */
export function twistArithmetic(curve: Awaited<ReturnType<typeof buildBn128>>) {
  const toFfjs = ({ x, y }: G2Affine) => curve.G2.fromObject([[...x], [...y], [1n, 0n]]);
  const fromFfjs = (point: Uint8Array): G2Affine => {
    const [[x0, x1], [y0, y1]] = curve.G2.toObject(curve.G2.toAffine(point)) as [[bigint, bigint], [bigint, bigint]];
    return { x: [x0, x1], y: [y0, y1] };
  };
  return {
    toFfjs,
    fromFfjs,
    /** [k]Q; not for a k that makes it the identity. */
    times: (q: G2Affine, k: bigint) => fromFfjs(curve.G2.timesScalar(toFfjs(q), k)),
    plus: (a: G2Affine, b: G2Affine) => fromFfjs(curve.G2.add(toFfjs(a), toFfjs(b))),
    /** Whether [k]Q is the identity: with k = r, whether Q is in G2 (the definition). */
    isKilledBy: (q: G2Affine, k: bigint) => curve.G2.isZero(curve.G2.timesScalar(toFfjs(q), k)),
  };
}
