import t, { type Test } from 'tap';
import { ValidationError } from '../../src/core/errors.js';
import { P, R } from '../../src/verification/groth16/bn254.js';
import { initMcl } from '../../src/verification/groth16/batch-verifier.js';
import { type VerifyItemInput, joinHalves, prepareVerificationKey, verifyItemHalf, verifyItems } from '../../src/verification/groth16/verify-items.js';
import { clone, loadFixture } from './groth16-fixtures.js';
import { randomTwistPoint, toSnarkjsG2 } from './twist-points.js';

await initMcl();
const fixture = loadFixture('linear_combination');
const prepared = prepareVerificationKey(fixture.vk);
if (!prepared.ok) throw new Error('fixture key does not prepare');
const key = prepared.value;
const valid = fixture.proofs[0]!;

/** The whole check's result for one item, and its two sides' joined (a lone proof on two idle threads), which must be the same. */
function checkBothWays(t: Test, item: VerifyItemInput) {
  const [result] = verifyItems(key, [item]);
  t.same(joinHalves(verifyItemHalf(key, item, 'proof'), verifyItemHalf(key, item, 'key')), result, 'its two sides give the same result');
  return result!;
}

/** The problems reported for one item changed by `tamper` (by the whole check and by its two sides alike). */
function problemsOf(t: Test, tamper: (item: VerifyItemInput & typeof valid) => void) {
  const item = clone(valid);
  tamper(item);
  const result = checkBothWays(t, item);
  return 'error' in result ? result.error : result;
}

t.test('an untouched fixture proof verifies', async (t) => {
  t.match(verifyItems(key, [valid]), [{ verified: true, proof_hash: /^[0-9a-f]{64}$/, public_signals_hash: /^[0-9a-f]{64}$/ }]);
});

t.test("only the proof's side carries the hashes, so the two sides join in one order only", async (t) => {
  const [proofSide, keySide] = [verifyItemHalf(key, valid, 'proof'), verifyItemHalf(key, valid, 'key')];
  t.match(proofSide, { side: /^[0-9a-f]+$/, proof_hash: /^[0-9a-f]{64}$/, public_signals_hash: /^[0-9a-f]{64}$/ });
  t.same(Object.keys(keySide), ['side'], 'the key side hashes nothing');
  t.throws(() => joinHalves(keySide, proofSide), /the first side must be the proof side/);
});

t.test('each kind of malformed proof is rejected with the field that is wrong', async (t) => {
  const cases: [string, (item: VerifyItemInput & typeof valid) => void, string, RegExp][] = [
    ['proof not an object', (i) => (i.proof = 'x' as never), 'proof', /must be an object/],
    ['pi_a too short', (i) => i.proof.pi_a.pop(), 'proof.pi_a', /array of 3/],
    ['pi_b not pairs', (i) => (i.proof.pi_b[0] = '1' as never), 'proof.pi_b[0]', /array of 2/],
    ['hex coordinate', (i) => (i.proof.pi_a[1] = '0x1f'), 'proof.pi_a[1]', /canonical decimal/],
    ['leading zero', (i) => (i.proof.pi_c[0] = `0${i.proof.pi_c[0]}`), 'proof.pi_c[0]', /canonical decimal/],
    ['number not string', (i) => (i.proof.pi_a[0] = 5 as never), 'proof.pi_a[0]', /decimal string/],
    ['coordinate = p', (i) => (i.proof.pi_b[0]![1] = String(P)), 'proof.pi_b[0][1]', /less than the field modulus p/],
    ['coordinate + p', (i) => (i.proof.pi_a[1] = String(BigInt(i.proof.pi_a[1]!) + P)), 'proof.pi_a[1]', /less than the field modulus p/],
    ['G1 off the curve', (i) => (i.proof.pi_c[1] = String((BigInt(i.proof.pi_c[1]!) + 1n) % P)), 'proof.pi_c', /not on the curve/],
    ['G2 off the curve', (i) => (i.proof.pi_b[1]![0] = String((BigInt(i.proof.pi_b[1]![0]!) + 1n) % P)), 'proof.pi_b', /not on the curve/],
    ['G2 outside the subgroup', (i) => (i.proof.pi_b = toSnarkjsG2(randomTwistPoint())), 'proof.pi_b', /not in the order-r subgroup/],
    ['A at infinity', (i) => (i.proof.pi_a = ['0', '1', '0']), 'proof.pi_a', /point at infinity/],
    [
      'B at infinity',
      (i) =>
        (i.proof.pi_b = [
          ['0', '0'],
          ['1', '0'],
          ['0', '0'],
        ]),
      'proof.pi_b',
      /point at infinity/,
    ],
    ['projective z', (i) => (i.proof.pi_c[2] = '2'), 'proof.pi_c[2]', /must be "1"/],
    ['wrong protocol', (i) => (i.proof.protocol = 'plonk' as never), 'proof.protocol', /groth16/],
    ['signals not an array', (i) => (i.public_signals = '1' as never), 'public_signals', /array/],
    ['one signal too many', (i) => i.public_signals.push('1'), 'public_signals', /must have 4 elements \(the key's nPublic\), got 5/],
    ['signal = r', (i) => (i.public_signals[3] = String(R)), 'public_signals[3]', /less than the scalar field order r/],
    ['signal negative', (i) => (i.public_signals[1] = '-1'), 'public_signals[1]', /canonical decimal/],
  ];
  for (const [label, tamper, field, message] of cases) {
    const problems = problemsOf(t, tamper);
    t.ok(Array.isArray(problems), `${label}: rejected as malformed`);
    const problem = Array.isArray(problems) ? problems.find((p) => p.field === field) : undefined;
    t.match(problem, { field, message }, `${label}: ${field}`);
  }
});

t.test('an item that is not an object is rejected, not a crash', async (t) => {
  t.match(verifyItems(key, [null as never, valid]), [
    { error: [{ field: 'item', message: 'must be an object with proof and public_signals' }] },
    { verified: true },
  ]);
  t.match(checkBothWays(t, null as never), { error: [{ field: 'item' }] });
  t.match(checkBothWays(t, valid), { verified: true });
});

t.test('every problem of an item is reported, and ValidationError shows the first as "<field>: <reason>"', async (t) => {
  const problems = problemsOf(t, (i) => {
    i.proof.pi_a[0] = 'abc';
    i.public_signals[2] = String(R + 5n);
  });
  t.same(Array.isArray(problems) && problems.map((p) => p.field), ['proof.pi_a[0]', 'public_signals[2]']);
  t.equal(
    new ValidationError(Array.isArray(problems) ? problems : []).message,
    'proof.pi_a[0]: must be a canonical decimal string (digits only, no leading zeros)',
  );
});

t.test('a well-formed but wrong proof verifies to false, not to an error', async (t) => {
  t.match(
    problemsOf(t, (i) => (i.public_signals[0] = String(BigInt(i.public_signals[0]!) + 1n))),
    { verified: false },
  );
  t.match(
    problemsOf(t, (i) => (i.proof.pi_a[1] = String(P - BigInt(i.proof.pi_a[1]!)))),
    { verified: false },
    'negated A',
  );
});

t.test('verification keys are validated the same way', async (t) => {
  const vk = clone(fixture.vk) as unknown as Record<string, unknown> & { IC: string[][]; vk_gamma_2: string[][] };
  vk.IC.pop();
  vk.vk_gamma_2 = toSnarkjsG2(randomTwistPoint());
  const result = prepareVerificationKey(vk);
  t.match(result, { ok: false, problems: [{ field: 'vk.IC', message: /array of 5 points/ }] });
  vk.IC = clone(fixture.vk.IC as string[][]);
  t.match(prepareVerificationKey(vk), { ok: false, problems: [{ field: 'vk.vk_gamma_2', message: /order-r subgroup/ }] });
  t.match(prepareVerificationKey({ ...fixture.vk, nPublic: -1 }), { ok: false, problems: [{ field: 'vk.nPublic' }] });
});
