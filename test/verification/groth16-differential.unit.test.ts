/**
 * Differential test against snarkjs: valid proofs and every kind of tampering must get the same
 * verdict from this verifier (single, batched, and as its two sides joined) as from
 * snarkjs.groth16.verify, where "rejected as malformed" counts as false. One deliberate difference
 * is checked apart: a coordinate written as value + p is rejected here (one encoding per proof, so
 * proof hashes cannot be varied), while snarkjs reduces it modulo p.
 */
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { buildBn128 } from 'ffjavascript';
import * as snarkjs from 'snarkjs';
import { P, R } from '../../src/verification/groth16/bn254.js';
import { initMcl } from '../../src/verification/groth16/batch-verifier.js';
import { joinHalves, prepareVerificationKey, verifyItemHalf, verifyItems } from '../../src/verification/groth16/verify-items.js';
import { type Groth16Fixture, type SnarkjsItem, clone, fixtureNames, loadFixture } from './groth16-fixtures.js';
import { randomTwistPoint, toSnarkjsG2 } from './twist-points.js';

await initMcl();
// snarkjs picks up a curve cached here; a single-threaded one is twice as fast for one-at-a-time verifies.
const curve = await buildBn128(true);
(globalThis as { curve_bn128?: unknown }).curve_bn128 = curve;
t.teardown(async () => {
  (globalThis as { curve_bn128?: unknown }).curve_bn128 = null;
  await curve.terminate();
});

const TAMPERED_PER_CIRCUIT = 8;
const randomBelow = (m: bigint) => BigInt(`0x${randomBytes(40).toString('hex')}`) % m;
const neg = (v: string) => String((P - BigInt(v)) % P);

interface Case {
  label: string;
  item: SnarkjsItem;
  /** Encodings snarkjs reduces mod p but this verifier rejects: expected false here. */
  nonCanonical?: boolean;
}

type Coordinate = { get(i: SnarkjsItem): string; set(i: SnarkjsItem, v: string): void; name: string };
const coordinates: Coordinate[] = [
  ...(['pi_a', 'pi_c'] as const).flatMap((k) =>
    [0, 1].map((j) => ({
      name: `${k}[${j}]`,
      get: (i: SnarkjsItem) => i.proof[k][j]!,
      set: (i: SnarkjsItem, v: string) => {
        i.proof[k][j] = v;
      },
    })),
  ),
  ...[0, 1].flatMap((j) =>
    [0, 1].map((c) => ({
      name: `pi_b[${j}][${c}]`,
      get: (i: SnarkjsItem) => i.proof.pi_b[j]![c]!,
      set: (i: SnarkjsItem, v: string) => {
        i.proof.pi_b[j]![c] = v;
      },
    })),
  ),
];

function tamperings(fixture: Groth16Fixture, index: number, other: Groth16Fixture): Case[] {
  const base = fixture.proofs[index]!;
  const cases: Case[] = [];
  const add = (label: string, tamper: (i: SnarkjsItem) => void, nonCanonical = false) => {
    const item = clone(base);
    tamper(item);
    cases.push({ label: `${fixture.circuit}#${index} ${label}`, item, nonCanonical });
  };
  for (const c of coordinates) {
    add(`${c.name}+1`, (i) => c.set(i, String((BigInt(c.get(i)) + 1n) % P)));
    add(`${c.name}-1`, (i) => c.set(i, String((BigInt(c.get(i)) + P - 1n) % P)));
    add(`${c.name} random`, (i) => c.set(i, String(randomBelow(P))));
    add(`${c.name}=0`, (i) => c.set(i, '0'));
    add(`${c.name}=p`, (i) => c.set(i, String(P)));
    add(`${c.name} not a number`, (i) => c.set(i, 'x1'));
    add(`${c.name}+p`, (i) => c.set(i, String(BigInt(c.get(i)) + P)), true);
  }
  add('pi_a z=0', (i) => (i.proof.pi_a[2] = '0'));
  add('pi_a z=2', (i) => (i.proof.pi_a[2] = '2'));
  add('pi_c z=0', (i) => (i.proof.pi_c[2] = '0'));
  add('pi_b z=0', (i) => (i.proof.pi_b[2] = ['0', '0']));
  add('pi_b z=1+u', (i) => (i.proof.pi_b[2] = ['1', '1']));
  base.public_signals.forEach((s, k) => {
    add(`signal ${k}+1`, (i) => (i.public_signals[k] = String((BigInt(s) + 1n) % R)));
    add(`signal ${k} random`, (i) => (i.public_signals[k] = String(randomBelow(R))));
    add(`signal ${k}=r`, (i) => (i.public_signals[k] = String(R)));
    add(`signal ${k}+r`, (i) => (i.public_signals[k] = String(BigInt(s) + R)));
    add(`signal ${k}=0`, (i) => (i.public_signals[k] = '0'));
  });
  add('A<->C', (i) => ([i.proof.pi_a, i.proof.pi_c] = [i.proof.pi_c, i.proof.pi_a]));
  add('B x<->y', (i) => ([i.proof.pi_b[0], i.proof.pi_b[1]] = [i.proof.pi_b[1]!, i.proof.pi_b[0]!]));
  add(
    'B c0<->c1 (Solidity order)',
    (i) =>
      (i.proof.pi_b = [
        [i.proof.pi_b[0]![1]!, i.proof.pi_b[0]![0]!],
        [i.proof.pi_b[1]![1]!, i.proof.pi_b[1]![0]!],
        ['1', '0'],
      ]),
  );
  add('-A', (i) => (i.proof.pi_a[1] = neg(i.proof.pi_a[1]!)));
  add('-C', (i) => (i.proof.pi_c[1] = neg(i.proof.pi_c[1]!)));
  add('-A and -C', (i) => {
    i.proof.pi_a[1] = neg(i.proof.pi_a[1]!);
    i.proof.pi_c[1] = neg(i.proof.pi_c[1]!);
  });
  add('-A and -B', (i) => {
    i.proof.pi_a[1] = neg(i.proof.pi_a[1]!);
    i.proof.pi_b[1] = i.proof.pi_b[1]!.map(neg);
  });
  add('A = infinity', (i) => (i.proof.pi_a = ['0', '1', '0']));
  add(
    'B = infinity',
    (i) =>
      (i.proof.pi_b = [
        ['0', '0'],
        ['1', '0'],
        ['0', '0'],
      ]),
  );
  add('C = infinity', (i) => (i.proof.pi_c = ['0', '1', '0']));
  add('B outside G2', (i) => (i.proof.pi_b = toSnarkjsG2(randomTwistPoint())));
  add('signals of another proof', (i) => (i.public_signals = clone(fixture.proofs[(index + 1) % fixture.proofs.length]!.public_signals)));
  add('A of another proof', (i) => (i.proof.pi_a = clone(fixture.proofs[(index + 1) % fixture.proofs.length]!.proof.pi_a)));
  if (other.vk.nPublic === fixture.vk.nPublic) add(`proof of ${other.circuit}`, (i) => (i.proof = clone(other.proofs[index]!.proof)));
  add('one signal missing', (i) => i.public_signals.pop());
  add('one signal extra', (i) => i.public_signals.push('1'));
  add('pi_c missing', (i) => delete (i.proof as Partial<SnarkjsItem['proof']>).pi_c);
  return cases;
}

async function snarkjsVerdict(vk: unknown, item: SnarkjsItem): Promise<boolean> {
  try {
    return await snarkjs.groth16.verify(vk, item.public_signals, item.proof);
  } catch {
    return false; // snarkjs throws on some malformed input (e.g. non-numeric strings): rejected
  }
}

const verdict = (r: { verified: boolean } | { error: unknown }) => 'verified' in r && r.verified;

let total = 0;
for (const [n, name] of fixtureNames.entries()) {
  t.test(`${name}: same verdict as snarkjs on valid and tampered proofs`, async (t) => {
    const fixture = loadFixture(name);
    const other = loadFixture(fixtureNames[(n + 1) % fixtureNames.length]!);
    const prepared = prepareVerificationKey(fixture.vk);
    if (!prepared.ok) throw new Error('fixture key does not prepare');
    const cases: Case[] = [
      ...fixture.proofs.map((item, i) => ({ label: `${name}#${i} valid`, item })),
      ...Array.from({ length: TAMPERED_PER_CIRCUIT }, (_, i) => tamperings(fixture, i, other)).flat(),
    ];
    const batched = verifyItems(
      prepared.value,
      cases.map((c) => c.item),
    ).map(verdict);
    let disagreements = 0;
    let valid = 0;
    let snarkjsAcceptsNonCanonical = 0;
    for (const [k, c] of cases.entries()) {
      const expected = await snarkjsVerdict(fixture.vk, c.item);
      const single = verdict(verifyItems(prepared.value, [c.item])[0]!);
      const halves = verdict(joinHalves(verifyItemHalf(prepared.value, c.item, 'proof'), verifyItemHalf(prepared.value, c.item, 'key')));
      if (c.nonCanonical) {
        if (expected) snarkjsAcceptsNonCanonical++;
        if (single || batched[k] || halves) t.fail(`${c.label}: a non-canonical encoding must be rejected`);
        continue;
      }
      if (expected) valid++;
      if (single !== expected || batched[k] !== expected || halves !== expected) {
        disagreements++;
        t.fail(`${c.label}: snarkjs ${expected}, single ${single}, batched ${batched[k]}, two sides ${halves}`);
      }
    }
    t.equal(disagreements, 0, 'no disagreement with snarkjs');
    // (-A, -B) is the one tampering that stays valid: e(-A, -B) = e(A, B), Groth16's known malleability.
    t.equal(valid, fixture.proofs.length + TAMPERED_PER_CIRCUIT, 'exactly the untouched and the (-A, -B) proofs are valid');
    t.comment(`${cases.length} cases (${valid} valid); ${snarkjsAcceptsNonCanonical} value+p encodings accepted by snarkjs and rejected here`);
    total += cases.length;
  });
}
t.teardown(() => t.comment(`${total} differential cases in all`));
