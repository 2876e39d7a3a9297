import { randomInt } from 'node:crypto';
import t from 'tap';
import { TaskPool } from '../../src/core/pool/task-pool.js';
import { P } from '../../src/verification/groth16/bn254.js';
import { vkHash } from '../../src/verification/groth16/canonical-hash.js';
import { initMcl } from '../../src/verification/groth16/batch-verifier.js';
import { parseVerificationKey } from '../../src/verification/groth16/snarkjs-json.js';
import { prepareVerificationKey, verifyItems } from '../../src/verification/groth16/verify-items.js';
import { type SnarkjsItem, clone, loadFixture } from './groth16-fixtures.js';

await initMcl();
const fixture = loadFixture('linear_combination');
const parsedVk = parseVerificationKey(fixture.vk);
if (!parsedVk.ok) throw new Error('fixture key does not parse');
const hash = vkHash(parsedVk.value);
/** The key as the pool takes it: its JSON text. */
const vkText = JSON.stringify(fixture.vk);

/** Well-formed but false: each one passes validation and fails the pairing check. */
const badKinds: ((i: SnarkjsItem, k: number) => void)[] = [
  (i) => (i.public_signals[1] = String(BigInt(i.public_signals[1]!) + 1n)),
  (i) => (i.proof.pi_c[1] = String(P - BigInt(i.proof.pi_c[1]!))),
  (i, k) => (i.proof.pi_a = clone(fixture.proofs[(k + 1) % fixture.proofs.length]!.proof.pi_a)), // item k is proof k mod 16
  (i) => (i.public_signals[0] = '0'),
];

/** `size` valid items but those at `badAt`, made false by each kind of badKinds in turn. */
function itemsFalseAt(size: number, badAt: number[]): SnarkjsItem[] {
  const items = Array.from({ length: size }, (_, k) => clone(fixture.proofs[k % fixture.proofs.length]!));
  for (const [n, k] of badAt.entries()) badKinds[n % badKinds.length]!(items[k]!, k);
  return items;
}

/** `size` items with `bad` false ones at random places; returns the items and the bad places. */
function batchWithBadOnes(size: number, bad: number): { items: SnarkjsItem[]; badAt: number[] } {
  const badAt = new Set<number>();
  while (badAt.size < bad) badAt.add(randomInt(size));
  const sorted = [...badAt].sort((a, b) => a - b);
  return { items: itemsFalseAt(size, sorted), badAt: sorted };
}

const falseAt = (results: ({ verified: boolean } | { error: unknown })[]) => results.flatMap((r, k) => ('verified' in r && r.verified ? [] : [k]));

t.test('500 items with 7 bad ones at random places: exactly those 7 are false (library)', async (t) => {
  const prepared = prepareVerificationKey(fixture.vk);
  if (!prepared.ok) throw new Error('fixture key does not prepare');
  const { items, badAt } = batchWithBadOnes(500, 7);
  t.comment(`bad at ${badAt.join(', ')}`);
  const results = verifyItems(prepared.value, items);
  t.equal(results.length, 500);
  t.same(falseAt(results), badAt);
  t.ok(
    results.every((r) => 'verified' in r),
    'no item reported as malformed',
  );
});

t.test('the search for false items finds exactly them, wherever and however many they are (library)', async (t) => {
  const prepared = prepareVerificationKey(fixture.vk);
  if (!prepared.ok) throw new Error('fixture key does not prepare');
  const key = prepared.value;
  const check = (size: number, bad: number[], label: string) => {
    t.same(falseAt(verifyItems(key, itemsFalseAt(size, bad))), bad, `${size} items, false: ${label}`);
  };
  const range = (from: number, to: number, step = 1) => Array.from({ length: Math.ceil((to - from) / step) }, (_, k) => from + k * step);
  for (const size of [2, 3, 15, 16, 17, 33, 100]) {
    check(size, [], 'none');
    check(size, [0], 'the first');
    check(size, [size - 1], 'the last');
    check(size, [0, size - 1], 'the first and the last');
    check(size, range(0, size), 'all');
    check(size, range(1, size, 3), 'every third');
  }
  // Blocks of 16 items share a Miller loop in the first check: false items at and across their edges.
  check(100, [15, 16], 'either side of a block edge');
  check(100, [16, 31, 32, 47, 96, 99], 'block edges');
  check(100, range(16, 32), 'one whole block');
  check(
    100,
    range(0, 100).filter((k) => k % 20 !== 7),
    'all but five',
  );
  check(256, range(0, 256, 3), 'a third');
  // After a block with a quarter of its items false or more, the next block is checked item by item.
  check(100, [...range(0, 16), 40, 70, 71], 'a false block, then one and two false in later blocks');
  check(100, [...range(16, 21), 33, 34, 35, 36, 50, 90], 'dense blocks, then sparse ones');
  check(
    256,
    range(0, 256).filter((k) => k % 32 === 5 || k % 32 === 6),
    'pairs of neighbours',
  );
});

t.test('false items whose errors cancel in a plain product are each found (library)', async (t) => {
  const prepared = prepareVerificationKey(fixture.vk);
  if (!prepared.ok) throw new Error('fixture key does not prepare');
  // A signal raised by one in one item and lowered by one in another: e(IC_2, gamma) and its
  // inverse, so the two checks' product without the random scalars is 1.
  const shift = (item: SnarkjsItem, by: bigint) => {
    item.public_signals[1] = String(BigInt(item.public_signals[1]!) + by);
  };
  for (const [size, pairs] of [
    [2, [[0, 1]]],
    [16, [[3, 12]]],
    [
      40,
      [
        [0, 39],
        [15, 16],
        [20, 21],
      ],
    ],
    [
      100,
      [
        [1, 98],
        [30, 31],
        [50, 80],
      ],
    ],
  ] as const) {
    const items = Array.from({ length: size }, (_, k) => clone(fixture.proofs[k % fixture.proofs.length]!));
    for (const [up, down] of pairs) {
      shift(items[up]!, 1n);
      shift(items[down]!, -1n);
    }
    const bad = pairs.flat().sort((a, b) => a - b);
    t.same(falseAt(verifyItems(prepared.value, items)), bad, `${size} items, cancelling pairs at ${JSON.stringify(pairs)}`);
  }
});

t.test('through the TaskPool (dist/workers/groth16-verify.js)', async (t) => {
  const pool = new TaskPool({ threads: 2, memoryLimitMb: 512, taskTimeoutMs: 60_000 });
  t.teardown(() => pool.close());

  await t.test('500 items with 7 bad ones: exactly those 7 are false', async (t) => {
    const { items, badAt } = batchWithBadOnes(500, 7);
    const output = await pool.run('groth16-verify', { vkText, vkHash: hash, items });
    t.ok('results' in output);
    if ('results' in output) t.same(falseAt(output.results), badAt);
  });

  await t.test('malformed items get their problems, the rest their verdicts', async (t) => {
    const malformed = clone(fixture.proofs[1]!);
    malformed.proof.pi_b[0]![1] = String(P);
    const output = await pool.run('groth16-verify', { vkText, vkHash: hash, items: [fixture.proofs[0]!, malformed, fixture.proofs[2]!] });
    t.match(output, {
      results: [{ verified: true }, { error: [{ field: 'proof.pi_b[0][1]', message: 'must be less than the field modulus p' }] }, { verified: true }],
    });
    t.equal('results' in output && output.results.length, 3);
  });

  await t.test('tasks in parallel on both threads agree', async (t) => {
    const runs = await Promise.all(Array.from({ length: 6 }, () => pool.run('groth16-verify', { vkText, vkHash: hash, items: fixture.proofs })));
    t.ok(runs.every((r) => 'results' in r && r.results.every((x) => 'verified' in x && x.verified)));
  });

  await t.test('prepared keys are cached per thread by vk_hash, 64 of them, least recently used out', async (t) => {
    // One thread, so that every task sees the same cache. A key is looked up by its hash alone:
    // sent under a cached hash, another key goes unnoticed; once the hash is evicted, it is prepared.
    const single = new TaskPool({ threads: 1, memoryLimitMb: 512, taskTimeoutMs: 60_000 });
    t.teardown(() => single.close());
    const other = JSON.stringify(loadFixture('multiplier').vk);
    const verified = async (text: string, vkHashValue: string) => {
      const output = await single.run('groth16-verify', { vkText: text, vkHash: vkHashValue, items: [fixture.proofs[0]!] });
      return 'results' in output && 'verified' in output.results[0]! && output.results[0].verified;
    };
    const fill = async (from: number, count: number) => {
      for (let k = from; k < from + count; k++) await verified(vkText, `${hash}-fill-${k}`);
    };
    t.ok(await verified(vkText, `${hash}-probe`), 'prepared and cached');
    await fill(0, 63);
    t.ok(await verified(other, `${hash}-probe`), 'still cached after 63 other keys: the cached key is used');
    await fill(63, 63);
    t.ok(await verified(other, `${hash}-probe`), 'used recently, so still cached after 63 more');
    await fill(126, 64);
    t.notOk(await verified(other, `${hash}-probe`), 'evicted by 64 newer keys: prepared again from what was sent');
  });

  await t.test('a malformed verification key is reported as vkError', async (t) => {
    const offCurve = JSON.stringify({ ...fixture.vk, vk_alpha_1: ['1', '3', '1'] });
    const { ms, ...output } = await pool.run('groth16-verify', { vkText: offCurve, vkHash: `not-cached-${hash}`, items: [] });
    t.same(output, { vkError: [{ field: 'vk.vk_alpha_1', message: 'is not on the curve' }] });
    t.ok(ms >= 0 && Number.isFinite(ms), "the task's time in its thread comes along");
    const cut = { vkText: vkText.slice(0, -1), vkHash: `not-cached-cut-${hash}` };
    const notJson = { vkError: [{ field: 'vk', message: 'is not JSON' }] };
    const { ms: wholeMs, ...whole } = await pool.run('groth16-verify', { ...cut, items: [fixture.proofs[0]!] });
    t.same(whole, notJson, 'a text that is not JSON: the whole task');
    const { ms: sideMs, ...side } = await pool.run('groth16-verify-half', { ...cut, item: fixture.proofs[0]!, half: 'key' });
    t.same(side, notJson, 'and a side');
    t.ok(
      [wholeMs, sideMs].every((taskMs) => taskMs >= 0 && Number.isFinite(taskMs)),
      'each with its time',
    );
  });
});
