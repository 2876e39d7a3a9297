import t from 'tap';
import * as mcl from 'mcl-wasm';
import { GLV_LAMBDA, P, R, type G1Affine } from '../../src/verification/groth16/bn254.js';
import {
  type Fp12,
  finalExponentiation,
  fp12Equals,
  fp12IsOne,
  fp12Multiply,
  fp12One,
  g2Lines,
  gtInverse,
  gtPowJoint,
  millerLoop,
} from '../../src/verification/groth16/bn254-core.js';
import { initMcl } from '../../src/verification/groth16/batch-verifier.js';
import { affineOf } from './twist-points.js';

await initMcl();

const fr = (n: bigint) => {
  const s = new mcl.Fr();
  s.setStr(n.toString(), 10);
  return s;
};
const g1Affine = (p: mcl.G1): G1Affine => {
  const [, x, y] = mcl.normalize(p).getStr(10).split(' ');
  return { x: BigInt(x!), y: BigInt(y!) };
};
const modPow = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus) if (e & 1n) result = (result * b) % modulus;
  return result;
};
/** 1 / R mod p, for R = 2^261: the core's Montgomery factor (9 limbs of 29 bits, wasm/bn254/generate-fp.mjs). */
const MONTGOMERY_R_INVERSE = modPow(2n ** 261n, P - 2n, P);
/** The 12 coefficients of a core Fp12 as integers, read from its words as bn254-core.ts lays them out. */
const coefficients = (f: Fp12): bigint[] =>
  Array.from({ length: 12 }, (_, i) => {
    let montgomery = 0n;
    for (let limb = 8; limb >= 0; limb--) montgomery = (montgomery << 29n) | BigInt(f[9 * i + limb]!);
    return (montgomery * MONTGOMERY_R_INVERSE) % P;
  });
/** A core Fp12 as an mcl GT: mcl's text order is the core's coefficient order. */
const toMcl = (f: Fp12) => {
  const gt = new mcl.GT();
  gt.setStr(coefficients(f).join(' '), 10);
  return gt;
};
/** The core's pairing: its Miller loop and its final exponentiation. */
const pairing = (p: mcl.G1, q: mcl.G2) => finalExponentiation(millerLoop([], [{ p: g1Affine(p), q: affineOf(q) }]));

const ps = Array.from({ length: 6 }, (_, i) => mcl.hashAndMapToG1(`p${i}`));
const qs = Array.from({ length: 6 }, (_, i) => mcl.hashAndMapToG2(`q${i}`));

t.test("the core's pairing is mcl's, pair by pair and as a product in one loop", async (t) => {
  ps.forEach((p, i) => {
    t.ok(toMcl(pairing(p, qs[i]!)).isEqual(mcl.pairing(p, qs[i]!)), `pair ${i}`);
  });
  const product = ps.map((p, i) => mcl.pairing(p, qs[i]!)).reduce((a, b) => mcl.mul(a, b));
  const loop = millerLoop(
    [],
    ps.map((p, i) => ({ p: g1Affine(p), q: affineOf(qs[i]!) })),
  );
  t.ok(toMcl(finalExponentiation(loop)).isEqual(product), 'six pairs in one loop: the product');
  t.notOk(toMcl(pairing(ps[0]!, qs[1]!)).isEqual(mcl.pairing(ps[0]!, qs[0]!)), 'another pair gives another value');
});

t.test("the final exponentiation equals mcl's on Miller-loop values, and on their products and inverses", async (t) => {
  for (let i = 0; i < 12; i++) {
    const p = mcl.hashAndMapToG1(`fe p${i}`);
    const q = mcl.hashAndMapToG2(`fe q${i}`);
    const f = millerLoop([], [{ p: g1Affine(p), q: affineOf(q) }]);
    const mixed = i % 3 === 0 ? fp12Multiply(f, millerLoop([], [{ p: g1Affine(ps[i % 6]!), q: affineOf(qs[(i + 1) % 6]!) }])) : f;
    t.ok(toMcl(finalExponentiation(mixed)).isEqual(mcl.finalExp(toMcl(mixed))), `value ${i}`);
  }
  const g = pairing(ps[0]!, qs[0]!);
  t.ok(toMcl(gtInverse(g)).isEqual(mcl.inv(toMcl(g))), "GT's inverse is mcl's");
  t.ok(fp12IsOne(fp12Multiply(g, gtInverse(g))), 'g / g = 1');
});

t.test('bilinearity: e([a]P, [b]Q) = e(P, Q)^(ab) = e([ab]P, Q), and e(P, -Q) e(P, Q) = 1', async (t) => {
  for (const [a, b] of [
    [2n, 3n],
    [0x0123456789abcdefn, 0xfedcba9876543210n],
    [R - 1n, 5n],
  ] as const) {
    const left = pairing(mcl.mul(ps[1]!, fr(a)), mcl.mul(qs[2]!, fr(b)));
    const ab = (a * b) % R;
    t.ok(fp12Equals(left, gtPowJoint(pairing(ps[1]!, qs[2]!), fp12One(), { k1: ab, k2: 0n })), `a = ${a}, b = ${b}: the power`);
    t.ok(fp12Equals(left, pairing(mcl.mul(ps[1]!, fr(ab)), qs[2]!)), `a = ${a}, b = ${b}: [ab]P`);
  }
  t.ok(
    fp12IsOne(
      finalExponentiation(
        millerLoop(
          [],
          [
            { p: g1Affine(ps[3]!), q: affineOf(qs[4]!) },
            { p: g1Affine(ps[3]!), q: affineOf(mcl.neg(qs[4]!)) },
          ],
        ),
      ),
    ),
    'e(P, -Q) e(P, Q) = 1',
  );
  t.notOk(fp12IsOne(pairing(ps[3]!, qs[4]!)), 'e(P, Q) != 1');
});

t.test('gtPowJoint: g^k1 (g^lambda)^k2 = g^(k1 + lambda k2), as mcl computes it', async (t) => {
  const g = pairing(ps[4]!, qs[5]!);
  const gLambda = gtPowJoint(g, fp12One(), { k1: GLV_LAMBDA, k2: 0n });
  t.ok(toMcl(gLambda).isEqual(mcl.pow(toMcl(g), fr(GLV_LAMBDA))), 'g^lambda');
  for (const [k1, k2] of [
    [1n, 0n],
    [0n, 1n],
    [0xffffffffffffffffn * 300n, 0xffffffffffffffffn * 16n],
    [0x0123456789abcdefn, 0xfedcba9876543210n],
  ] as const) {
    const expected = mcl.pow(toMcl(g), fr((k1 + GLV_LAMBDA * k2) % R));
    t.ok(toMcl(gtPowJoint(g, gLambda, { k1, k2 })).isEqual(expected), `k1 = ${k1.toString(16)}, k2 = ${k2.toString(16)}`);
  }
});

t.test('a scaled pair is e(-(k1 + lambda k2) A, B)', async (t) => {
  for (const [k1, k2] of [
    [1n, 0n],
    [0n, 1n],
    [0xffffffffffffffffn, 0xffffffffffffffffn],
    [0x0123456789abcdefn, 0xfedcba9876543210n],
  ] as const) {
    const r = (k1 + GLV_LAMBDA * k2) % R;
    const expected = mcl.pairing(mcl.neg(mcl.mul(ps[2]!, fr(r))), qs[3]!);
    const scaled = millerLoop([{ a: g1Affine(ps[2]!), scalar: { k1, k2 }, b: affineOf(qs[3]!) }], []);
    t.ok(toMcl(finalExponentiation(scaled)).isEqual(expected), `k1 = ${k1.toString(16)}, k2 = ${k2.toString(16)}`);
  }
});

t.test("precomputed lines: a fixed pair's Miller-loop value is the plain pair's, alone and beside other pairs", async (t) => {
  const lines = qs.map((q) => g2Lines(affineOf(q)));
  const p = (i: number) => g1Affine(ps[i]!);
  const q = (i: number) => affineOf(qs[i]!);
  t.ok(fp12Equals(millerLoop([], [], [{ p: p(0), lines: lines[1]! }]), millerLoop([], [{ p: p(0), q: q(1) }])), 'one fixed pair');
  t.ok(
    fp12Equals(
      millerLoop(
        [],
        [],
        [0, 1, 2].map((i) => ({ p: p(i), lines: lines[i + 3]! })),
      ),
      millerLoop(
        [],
        [0, 1, 2].map((i) => ({ p: p(i), q: q(i + 3) })),
      ),
    ),
    'three fixed pairs in one loop',
  );
  const scaled = [{ a: p(4), scalar: { k1: 0x0123456789abcdefn, k2: 0xfedcba9876543210n }, b: q(5) }];
  t.ok(
    fp12Equals(
      millerLoop(scaled, [{ p: p(5), q: q(0) }], [{ p: p(1), lines: lines[2]! }]),
      millerLoop(scaled, [
        { p: p(5), q: q(0) },
        { p: p(1), q: q(2) },
      ]),
    ),
    'beside a scaled pair and a plain pair',
  );
  t.notOk(fp12Equals(millerLoop([], [], [{ p: p(0), lines: lines[2]! }]), millerLoop([], [{ p: p(0), q: q(1) }])), "another point's lines give another value");
});
