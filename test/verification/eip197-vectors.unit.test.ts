/**
 * Ethereum's pairing precompile (0x08, EIP-197) as a check of the BN254 core: its published vectors
 * (test/fixtures/eip197/, from go-ethereum; see SOURCE.md there) run through the core's point checks
 * and its multi-pairing product, and points the precompile and the verifier must refuse (off the
 * curve, coordinates >= p, twist points outside G2) are built here, each confirmed by ffjavascript
 * (snarkjs's curve), so that no expectation rests on the code under test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildBn128 } from 'ffjavascript';
import * as mcl from 'mcl-wasm';
import t from 'tap';
import { ValidationError } from '../../src/core/errors.js';
import { projectRoot } from '../../src/core/paths.js';
import { initMcl } from '../../src/verification/groth16/batch-verifier.js';
import { type G1Affine, type G2Affine, isOnCurveG1, isOnCurveG2, P, R } from '../../src/verification/groth16/bn254.js';
import { finalExponentiation, fp12IsOne, isInG2, millerLoop, type Pair } from '../../src/verification/groth16/bn254-core.js';
import { prepareVerificationKey, verifyItems } from '../../src/verification/groth16/verify-items.js';
import { clone, loadFixture } from './groth16-fixtures.js';
import { toSnarkjsG2, twistArithmetic, twistPointAt } from './twist-points.js';

await initMcl();
const curve = await buildBn128(true);
t.teardown(() => curve.terminate());

interface PrecompileVector {
  Name: string;
  Input: string;
  Expected: string;
}
const published = JSON.parse(fs.readFileSync(path.join(projectRoot, 'test/fixtures/eip197/bn256Pairing.json'), 'utf8')) as PrecompileVector[];

/**
 * Whether prod_k e(p_k, q_k) = 1: the core's multi-Miller loop and final exponentiation, as a batch's
 * check uses them (batch-verifier.ts). The empty product is 1.
 */
const pairingProductIsOne = (pairs: Pair[]): boolean => pairs.length === 0 || fp12IsOne(finalExponentiation(millerLoop([], pairs)));

/** The precompile's answer: whether the product of the pairings is 1, or 'invalid' (the call fails). */
type PrecompileAnswer = boolean | 'invalid';

const PAIR_BYTES = 192;

/**
 * EIP-197's reading of an input, with the project's checks: k pairs of a G1 point (x, y) and a G2
 * point written imaginary part first (x_c1, x_c0, y_c1, y_c0), 32-byte big-endian words; every
 * word < p; (0, 0) is the point at infinity (its pairings are 1); any other point must be on its
 * curve and a G2 point in G2.
 */
function pairingCheck(input: string): PrecompileAnswer {
  const bytes = Buffer.from(input, 'hex');
  if (bytes.length % PAIR_BYTES !== 0) return 'invalid';
  const pairs: Pair[] = [];
  for (let at = 0; at < bytes.length; at += PAIR_BYTES) {
    const words = Array.from({ length: 6 }, (_, i) => BigInt(`0x${bytes.subarray(at + 32 * i, at + 32 * i + 32).toString('hex')}`));
    if (words.some((w) => w >= P)) return 'invalid';
    const [x, y, xIm, xRe, yIm, yRe] = words as [bigint, bigint, bigint, bigint, bigint, bigint];
    const p: G1Affine = { x, y };
    const q: G2Affine = { x: [xRe, xIm], y: [yRe, yIm] };
    const pAtInfinity = x === 0n && y === 0n;
    const qAtInfinity = words.slice(2).every((w) => w === 0n);
    if (!pAtInfinity && !isOnCurveG1(p)) return 'invalid';
    if (!qAtInfinity && !(isOnCurveG2(q) && isInG2(q))) return 'invalid';
    if (!pAtInfinity && !qAtInfinity) pairs.push({ p, q });
  }
  return pairingProductIsOne(pairs);
}

const word = (n: bigint) => n.toString(16).padStart(64, '0');
const encodePair = (p: G1Affine, q: G2Affine) => [p.x, p.y, q.x[1], q.x[0], q.y[1], q.y[0]].map(word).join('');

/** The vector's pairs as ffjavascript points, for its own pairing check. */
function ffjsPoints(input: string): Uint8Array[] {
  const bytes = Buffer.from(input, 'hex');
  const w = (i: number) => BigInt(`0x${bytes.subarray(32 * i, 32 * i + 32).toString('hex')}`);
  return Array.from({ length: bytes.length / PAIR_BYTES }, (_, k) => 6 * k).flatMap((i) => [
    curve.G1.fromObject([w(i), w(i + 1), 1n]),
    curve.G2.fromObject([
      [w(i + 3), w(i + 2)],
      [w(i + 5), w(i + 4)],
      [1n, 0n],
    ]),
  ]);
}

t.test("the precompile's published vectors: the core's product of pairings gives each expected answer", async (t) => {
  t.equal(published.length, 14, 'all of go-ethereum bn256Pairing.json');
  for (const vector of published) {
    const expected = BigInt(`0x${vector.Expected}`) === 1n;
    t.equal(pairingCheck(vector.Input), expected, `${vector.Name}: ${expected ? 1 : 0}`);
    if (vector.Input.length > 0) t.equal(await curve.pairingEq(...ffjsPoints(vector.Input)), expected, `${vector.Name}: ffjavascript agrees`);
  }
});

const { toFfjs, fromFfjs, times, plus, isKilledBy } = twistArithmetic(curve);
// ffjavascript's generators, the points the constructions below start from.
const [g1x, g1y] = curve.G1.toObject(curve.G1.toAffine(curve.G1.g)) as [bigint, bigint];
const G1: G1Affine = { x: g1x, y: g1y };
const G2 = fromFfjs(curve.G2.g);

/**
 * Twist points outside G2, deterministic. E'(Fp2) has r h points, h = 2p - r the cofactor
 * (10069 is one of its prime factors), so almost none of them is in G2:
 * - the first points with x = k + 0u (k = 0, 1, ...), y mcl's square root of x^3 + b';
 * - [r]T for such a T: a point with no G2 part at all, killed by h (what multiplying by r leaves
 *   of a twist point: a multiple of r, yet not the identity);
 * - [r h / 10069]T: a point of order 10069, the kind a combined (batched) membership test would
 *   let through with probability 1/10069;
 * - the G2 generator plus [r]T: on the curve, its G2 part valid, its torsion part not.
 * `killedBy` is a multiple of the point's order, where the construction gives one.
 */
const H = 2n * P - R;
const smallX = Array.from({ length: 40 }, (_, k) => twistPointAt(BigInt(k), 0n)).filter((q): q is G2Affine => q !== undefined);
const torsion = smallX.slice(0, 3).map((q) => times(q, R));
const notInG2: { label: string; q: G2Affine; killedBy?: [string, bigint] }[] = [
  ...smallX.slice(0, 3).map((q) => ({ label: `twist point at x = ${q.x[0]}`, q })),
  ...torsion.map((q, i) => ({ label: `[r]T for the twist point at x = ${smallX[i]!.x[0]}`, q, killedBy: ['h', H] as [string, bigint] })),
  { label: 'a point of order 10069', q: times(smallX[0]!, (R * H) / 10069n), killedBy: ['10069', 10069n] },
  { label: 'G2 generator + [r]T', q: plus(G2, torsion[0]!) },
];
const toMcl = ({ x, y }: G2Affine) => {
  const q = new mcl.G2();
  q.setStr(`1 ${x[0]} ${x[1]} ${y[0]} ${y[1]}`, 10);
  return q;
};

t.test('twist points outside G2: ffjavascript and mcl confirm each, the core says not in G2, the precompile refuses them', async (t) => {
  t.ok(isOnCurveG2(G2) && isInG2(G2), 'the G2 generator passes both checks (the control)');
  t.equal(pairingCheck(encodePair(G1, G2)), false, 'e(G1, G2) is not 1');
  const g1AtInfinity = { x: 0n, y: 0n };
  t.equal(pairingCheck(encodePair(g1AtInfinity, G2)), true, 'G1 at infinity, (0, 0): its pairing is 1');
  t.equal(pairingCheck(encodePair(g1AtInfinity, G2) + encodePair(G1, G2)), false, 'and it leaves the other pairs');
  t.ok(isKilledBy(smallX[0]!, R * H), 'ffjavascript: [r h]T is the identity (the twist has r h points)');
  for (const { label, q, killedBy } of notInG2) {
    t.ok(curve.G2.isValid(toFfjs(q)) && !isKilledBy(q, 1n), `${label}: ffjavascript, on the twist and not the identity`);
    t.notOk(isKilledBy(q, R), `${label}: ffjavascript, [r]Q is not the identity`);
    if (killedBy) t.ok(isKilledBy(q, killedBy[1]), `${label}: ffjavascript, [${killedBy[0]}]Q is the identity`);
    t.notOk(toMcl(q).isValidOrder(), `${label}: mcl, not of order r`);
    t.ok(isOnCurveG2(q), `${label}: on the curve for the verifier too`);
    t.equal(isInG2(q), false, `${label}: the core's subgroup check says false`);
    t.equal(pairingCheck(encodePair(G1, q)), 'invalid', `${label}: the precompile's check refuses it`);
  }
});

const prepared = prepareVerificationKey(loadFixture('linear_combination').vk);
if (!prepared.ok) throw new Error('fixture key does not prepare');
const key = prepared.value;
const valid = loadFixture('linear_combination').proofs[0]!;

/** The problems the verifier reports for the fixture proof with one change, and its 400's message. */
function refusal(tamper: (proof: typeof valid.proof) => void) {
  const item = clone(valid);
  tamper(item.proof);
  const [result] = verifyItems(key, [item]);
  if (!result || !('error' in result)) return { problems: result, message: undefined };
  return { problems: result.error, message: new ValidationError(result.error).message };
}

t.test("the verifier refuses each as a proof's B, naming the field", async (t) => {
  t.match(verifyItems(key, [valid]), [{ verified: true }], 'the untouched fixture proof verifies (the control)');
  for (const { label, q } of notInG2) {
    t.same(
      refusal((proof) => (proof.pi_b = toSnarkjsG2(q))),
      { problems: [{ field: 'proof.pi_b', message: 'is not in the order-r subgroup' }], message: 'proof.pi_b: is not in the order-r subgroup' },
      label,
    );
  }
});

t.test('G1 and G2 points off the curve or with a coordinate >= p: refused by the precompile and by the verifier', async (t) => {
  const g2OffCurve: G2Affine = { x: G2.x, y: [(G2.y[0] + 1n) % P, G2.y[1]] };
  const cases: { label: string; p: G1Affine; q: G2Affine; pi_a?: string[]; pi_b?: string[][]; problem: string }[] = [
    { label: 'G1 (1, 3), off the curve', p: { x: 1n, y: 3n }, q: G2, pi_a: ['1', '3', '1'], problem: 'proof.pi_a: is not on the curve' },
    {
      label: 'G1 (1 + p, 2): the generator, x not reduced',
      p: { x: 1n + P, y: 2n },
      q: G2,
      pi_a: [String(1n + P), '2', '1'],
      problem: 'proof.pi_a[0]: must be less than the field modulus p',
    },
    {
      label: 'G1 (1, 2 + p): the generator, y not reduced',
      p: { x: 1n, y: 2n + P },
      q: G2,
      pi_a: ['1', String(2n + P), '1'],
      problem: 'proof.pi_a[1]: must be less than the field modulus p',
    },
    { label: 'G2 generator with y_c0 + 1, off the curve', p: G1, q: g2OffCurve, pi_b: toSnarkjsG2(g2OffCurve), problem: 'proof.pi_b: is not on the curve' },
    {
      label: 'G2 generator with x_c0 + p, not reduced',
      p: G1,
      q: { x: [G2.x[0] + P, G2.x[1]], y: G2.y },
      pi_b: [[String(G2.x[0] + P), String(G2.x[1])], G2.y.map(String), ['1', '0']],
      problem: 'proof.pi_b[0][0]: must be less than the field modulus p',
    },
    {
      label: 'G2 generator with y_c1 + p, not reduced',
      p: G1,
      q: { x: G2.x, y: [G2.y[0], G2.y[1] + P] },
      pi_b: [G2.x.map(String), [String(G2.y[0]), String(G2.y[1] + P)], ['1', '0']],
      problem: 'proof.pi_b[1][1]: must be less than the field modulus p',
    },
  ];
  // ffjavascript's view: the off-curve points are off its curve too.
  t.notOk(curve.G1.isValid(curve.G1.fromObject([1n, 3n, 1n])), 'ffjavascript: (1, 3) is off the curve');
  t.notOk(curve.G2.isValid(toFfjs(g2OffCurve)), 'ffjavascript: the changed G2 generator is off the curve');
  for (const { label, p, q, pi_a, pi_b, problem } of cases) {
    t.equal(pairingCheck(encodePair(p, q)), 'invalid', `${label}: the precompile's check refuses it`);
    const [field, message] = problem.split(': ') as [string, string];
    t.same(
      refusal((proof) => {
        if (pi_a) proof.pi_a = pi_a;
        if (pi_b) proof.pi_b = pi_b;
      }),
      { problems: [{ field, message }], message: problem },
      `${label}: the verifier answers "${problem}"`,
    );
  }
  t.equal(pairingCheck(encodePair(G1, G2).slice(0, -2)), 'invalid', 'an input of 191 bytes is refused');
});
