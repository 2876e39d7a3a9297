import { buildBn128 } from 'ffjavascript';
import t from 'tap';
import * as mcl from 'mcl-wasm';
import { type G2Affine, P, R } from '../../src/verification/groth16/bn254.js';
import { initMcl } from '../../src/verification/groth16/batch-verifier.js';
import { isInG2 } from '../../src/verification/groth16/bn254-core.js';
import { parseProof, parseVerificationKey } from '../../src/verification/groth16/snarkjs-json.js';
import { fixtureNames, loadFixture } from './groth16-fixtures.js';
import { randomTwistPoint, twistArithmetic } from './twist-points.js';

await initMcl();
const curve = await buildBn128(true);
t.teardown(() => curve.terminate());
const { times, plus, isKilledBy } = twistArithmetic(curve);
const toMcl = (p: { x: readonly bigint[]; y: readonly bigint[] }) => {
  const q = new mcl.G2();
  q.setStr(`1 ${p.x[0]} ${p.x[1]} ${p.y[0]} ${p.y[1]}`, 10);
  return q;
};

t.test('the subgroup test agrees with [r]Q = 0 and with mcl isValidOrder on every test vector', async (t) => {
  const inSubgroup: G2Affine[] = [];
  for (const name of fixtureNames) {
    const { vk, proofs } = loadFixture(name);
    const parsed = parseVerificationKey(vk);
    if (!parsed.ok) throw new Error('fixture key does not parse');
    inSubgroup.push(parsed.value.beta, parsed.value.gamma, parsed.value.delta);
    for (const p of proofs) {
      const proof = parseProof(p.proof);
      if (!proof.ok) throw new Error('fixture proof does not parse');
      inSubgroup.push(proof.value.b);
    }
  }
  const random = Array.from({ length: 200 }, randomTwistPoint);
  // Points with only a cofactor-torsion part ([r]T), and subgroup + torsion mixes. Multiples are
  // ffjavascript's (twistArithmetic): mcl's G2 multiplication is wrong outside G2.
  const torsion = random.slice(0, 20).map((p) => times(p, R));
  const mixed = random.slice(20, 40).map((p, i) => plus(times(p, R), inSubgroup[i % inSubgroup.length]!));
  // Points of order 10069, a prime factor of the twist's cofactor 2p - r: multiples of torsion points
  // (but of the one in 10069 whose multiple is the identity).
  const toOrder10069 = (2n * P - R) / 10069n;
  const smallOrder = torsion
    .filter((p) => !isKilledBy(p, toOrder10069))
    .slice(0, 10)
    .map((p) => times(p, toOrder10069));
  const multiples = inSubgroup.slice(0, 20).map((p, i) => times(p, BigInt(i + 2) ** 40n));
  t.ok(
    torsion.every((p) => isKilledBy(p, 2n * P - R)) && smallOrder.every((p) => isKilledBy(p, 10069n) && !isKilledBy(p, 1n)),
    'ffjavascript: the torsion points are killed by the cofactor, those of order 10069 by 10069',
  );

  let checked = 0;
  let mismatches = 0;
  for (const [label, points, expected] of [
    ['fixture G2 points', inSubgroup, true],
    ['multiples of fixture points', multiples, true],
    ['random twist points', random, false],
    ['torsion-only points', torsion, false],
    ['subgroup + torsion', mixed, false],
    ['points of order 10069', smallOrder, false],
  ] as const) {
    for (const p of points) {
      const q = toMcl(p);
      const reference = isKilledBy(p, R);
      if (isInG2(p) !== reference || q.isValidOrder() !== reference || reference !== expected) {
        mismatches++;
        t.fail(`${label}: isInG2 ${isInG2(p)}, [r]Q=0 ${reference}, mcl ${q.isValidOrder()}, expected ${expected}`);
      }
      checked++;
    }
  }
  t.comment(`${checked} points checked`);
  t.equal(mismatches, 0, 'no point where the three tests disagree or the expectation fails');
  t.ok(checked >= 300, 'both members and non-members were checked');
});
