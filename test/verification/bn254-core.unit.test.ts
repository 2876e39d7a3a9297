import t from 'tap';
import * as mcl from 'mcl-wasm';
import { GLV_LAMBDA, R, type G1Affine } from '../../src/verification/groth16/bn254.js';
import { millerLoop } from '../../src/verification/groth16/bn254-core.js';
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
/** The core's Miller-loop value, through mcl's final exponentiation. */
const pairingOf = (coefficients: bigint[]) => {
  const gt = new mcl.GT();
  gt.setStr(coefficients.join(' '), 10);
  return mcl.finalExp(gt);
};

const ps = Array.from({ length: 6 }, (_, i) => mcl.hashAndMapToG1(`p${i}`));
const qs = Array.from({ length: 6 }, (_, i) => mcl.hashAndMapToG2(`q${i}`));

t.test("the core's Miller loop, after mcl's final exponentiation, is mcl's pairing", async (t) => {
  ps.forEach((p, i) => {
    t.ok(pairingOf(millerLoop([], [{ p: g1Affine(p), q: affineOf(qs[i]!) }])).isEqual(mcl.pairing(p, qs[i]!)), `pair ${i}`);
  });
  const product = ps.map((p, i) => mcl.pairing(p, qs[i]!)).reduce((a, b) => mcl.mul(a, b));
  t.ok(
    pairingOf(
      millerLoop(
        [],
        ps.map((p, i) => ({ p: g1Affine(p), q: affineOf(qs[i]!) })),
      ),
    ).isEqual(product),
    'six pairs in one loop: the product',
  );
  t.notOk(pairingOf(millerLoop([], [{ p: g1Affine(ps[0]!), q: affineOf(qs[1]!) }])).isEqual(mcl.pairing(ps[0]!, qs[0]!)), 'another pair gives another value');
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
    t.ok(pairingOf(scaled).isEqual(expected), `k1 = ${k1.toString(16)}, k2 = ${k2.toString(16)}`);
  }
});
