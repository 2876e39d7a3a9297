/**
 * Verification tasks merged while they wait for a thread (src/verification/merged-tasks.ts), on a
 * real pool whose only thread a probe task holds until the test opens its gate: which callers share
 * a task, and that each still gets exactly its own verdicts and receipts signed with its own scope.
 */
import { generateKeyPairSync } from 'node:crypto';
import { jwtVerify } from 'jose';
import t, { type Test } from 'tap';
import { metrics } from '../../src/core/metrics.js';
import { TaskPool } from '../../src/core/pool/task-pool.js';
import { vkHash } from '../../src/verification/groth16/canonical-hash.js';
import { parseVerificationKey } from '../../src/verification/groth16/snarkjs-json.js';
import { MAX_PROOFS_PER_TASK, runMerged } from '../../src/verification/merged-tasks.js';
import type { ReceiptScope } from '../../src/verification/receipts/compact-signer.js';
import { openGate } from '../helpers/probe-task.js';
import { probePoolModules } from '../helpers/probes.js';
import { clone, loadFixture, type SnarkjsItem } from './groth16-fixtures.js';

const fixture = loadFixture('linear_combination');
const parsed = parseVerificationKey(fixture.vk);
if (!parsed.ok) throw new Error('fixture key does not parse');
const key = { vkText: JSON.stringify(fixture.vk), vkHash: vkHash(parsed.value) };
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const scopeAt = (createdAt: number, network: 'testnet' | 'mainnet'): ReceiptScope => ({
  signer: { kid: 'kid_merged', privateKey },
  issuer: 'https://proofpay.test',
  createdAt,
  network,
});
/** Fixture proof `k` for record `proofId`, made false (a public signal raised by one) when asked. */
const item = (k: number, proofId: string, falsify = false) => {
  const proof: SnarkjsItem = clone(fixture.proofs[k % fixture.proofs.length]!);
  if (falsify) proof.public_signals[1] = String(BigInt(proof.public_signals[1]!) + 1n);
  return { proof_id: proofId, ...proof };
};
const verifyTasks = async () => (await metrics.poolTasks.get()).values.find((v) => v.labels.task === 'groth16-verify')?.value ?? 0;

/** A pool of one thread, held by a probe task until the returned `release`. */
function heldPool(t: Test) {
  const pool = new TaskPool({ threads: 1, memoryLimitMb: 512, taskTimeoutMs: 600_000, modules: probePoolModules });
  t.teardown(() => pool.close());
  const gate = new SharedArrayBuffer(4);
  const held = pool.run('probe', { mode: 'hold', gate });
  return {
    pool,
    release: async () => {
      openGate(gate);
      await held;
    },
  };
}

t.test("callers of one project and key share the waiting task; another project's wait in their own; each gets its own verdicts and receipts", async (t) => {
  const { pool, release } = heldPool(t);
  const before = await verifyTasks();
  const base = Date.UTC(2026, 11, 2, 12, 0, 0);
  const callers = [
    { mergeKey: `proj_a ${key.vkHash}`, items: [item(0, 'zkp_a1'), item(1, 'zkp_a1', true), item(2, 'zkp_a2')], scope: scopeAt(base, 'testnet') },
    { mergeKey: `proj_a ${key.vkHash}`, items: [item(3, 'zkp_a2', true), item(4, 'zkp_a1')], scope: scopeAt(base + 2_000, 'testnet') },
    { mergeKey: `proj_b ${key.vkHash}`, items: [item(5, 'zkp_b1')], scope: scopeAt(base + 4_000, 'mainnet') },
  ];
  const answers = callers.map(({ mergeKey, items, scope }) => runMerged(pool, { mergeKey, key, items, scope }));
  t.equal(pool.waitingTasks, 2, "two tasks wait for the thread: project a's two callers merged, and project b's");
  await release();
  const outputs = await Promise.all(answers);
  t.equal((await verifyTasks()) - before, 2, 'two tasks ran');

  const expected = [[true, false, true], [false, true], [true]];
  for (const [c, output] of outputs.entries()) {
    if ('vkError' in output) throw new Error('the key is usable');
    const { items, scope } = callers[c]!;
    t.same(
      output.results.map((r) => 'verified' in r && r.verified),
      expected[c],
      `caller ${c}: its own verdicts, in its order`,
    );
    for (const [k, result] of output.results.entries()) {
      if (!('verified' in result) || !result.signed) throw new Error(`caller ${c}, item ${k}: no signed verification`);
      const { payload } = await jwtVerify(result.signed.receipt, publicKey, { issuer: scope.issuer });
      t.match(
        payload,
        {
          jti: result.signed.id,
          proof_id: items[k]!.proof_id,
          verified: expected[c]![k],
          network: scope.network,
          iat: Math.floor(scope.createdAt / 1000),
          proof_hash: result.proof_hash,
        },
        `caller ${c}, item ${k}: a receipt of its own scope and claims`,
      );
    }
  }
});

t.test(`a waiting task holds at most ${MAX_PROOFS_PER_TASK} items: a caller that does not fit starts the next, which later callers join`, async (t) => {
  const { pool, release } = heldPool(t);
  const before = await verifyTasks();
  const mergeKey = `proj_a ${key.vkHash}`;
  const scope = scopeAt(Date.now(), 'testnet');
  const sizes = [200, 100, 50];
  const answers = sizes.map((size, c) =>
    runMerged(pool, { mergeKey, key, items: Array.from({ length: size }, (_, k) => item(k, `zkp_${c}`, k === c)), scope }),
  );
  t.equal(pool.waitingTasks, 2, 'the 200 wait in one task; the 100 did not fit, and the 50 joined theirs');
  await release();
  const outputs = await Promise.all(answers);
  t.equal((await verifyTasks()) - before, 2, 'two tasks ran');
  for (const [c, output] of outputs.entries()) {
    if ('vkError' in output) throw new Error('the key is usable');
    const falseOnes = output.results.flatMap((r, k) => ('verified' in r && !r.verified ? [k] : []));
    t.same([output.results.length, falseOnes], [sizes[c], [c]], `caller ${c}: ${sizes[c]} verdicts, only item ${c} false`);
  }
});
