/**
 * Groth16 verification throughput, side by side on the same proofs:
 *   - snarkjs.groth16.verify in a piscina pool (the reference),
 *   - this verifier (src/zk/groth16: the BN254 core in wasm/bn254 with mcl-wasm) through the project's TaskPool, one proof per task,
 *   - and in batches of 8, 64 and 256 proofs per task,
 *   - and end to end through POST /v1/zk/verifications (100-item batches, receipts signed and
 *     verifications stored) from several concurrent clients, against an API in this process.
 * Prints proofs/s (wall clock) and the ratio to snarkjs, and proofs per CPU-second of the whole
 * process (all threads), which a machine shared with other work disturbs less.
 * CPU-seconds count every thread of this process (the API's pool included), not Postgres.
 *   npm run bench:verify [-- --proofs 1024] [-- --clients 4]
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { TaskPool } from '../src/core/pool/task-pool.js';
import { startHttpVerifyTarget } from './http-verify-target.js';
import { vkHash } from '../src/verification/groth16/canonical-hash.js';
import { parseVerificationKey } from '../src/verification/groth16/snarkjs-json.js';
import { loadFixture } from '../test/verification/groth16-fixtures.js';

const argProofs = process.argv.indexOf('--proofs');
const proofCount = argProofs > 0 ? Number(process.argv[argProofs + 1]) : 1024;
const argClients = process.argv.indexOf('--clients');
const clients = argClients > 0 ? Number(process.argv[argClients + 1]) : 4;
const threads = os.availableParallelism();
const fixture = loadFixture('linear_combination');
const parsedVk = parseVerificationKey(fixture.vk);
if (!parsedVk.ok) throw new Error('fixture key does not parse');
const hash = vkHash(parsedVk.value);
const vkText = JSON.stringify(fixture.vk);
const items = Array.from({ length: proofCount }, (_, k) => fixture.proofs[k % fixture.proofs.length]!);

const chunks = <T>(list: T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, k) => list.slice(k * size, k * size + size));

interface Scenario {
  name: string;
  /** Verifies all items; every verdict must be true. */
  run(items: typeof fixture.proofs): Promise<boolean[]>;
}

const snarkjsPool = new Piscina({
  filename: path.join(path.dirname(fileURLToPath(import.meta.url)), 'snarkjs-verify-task.js'),
  maxThreads: threads,
  minThreads: threads,
});
const pool = new TaskPool({ threads, memoryLimitMb: 1024, taskTimeoutMs: 600_000 });
const http = await startHttpVerifyTarget(fixture.vk);

async function viaTaskPool(list: typeof fixture.proofs, batchSize: number): Promise<boolean[]> {
  const outputs = await Promise.all(chunks(list, batchSize).map((batch) => pool.run('groth16-verify', { vkText, vkHash: hash, items: batch })));
  return outputs.flatMap((o) => ('results' in o ? o.results.map((r) => 'verified' in r && r.verified) : []));
}

const scenarios: Scenario[] = [
  {
    name: `snarkjs, piscina ${threads} threads, 16 per task`,
    run: async (list) => (await Promise.all(chunks(list, 16).map((batch) => snarkjsPool.run({ vk: fixture.vk, items: batch })))).flat() as boolean[],
  },
  { name: 'this verifier, TaskPool, 1 per task', run: (list) => viaTaskPool(list, 1) },
  { name: 'this verifier, TaskPool, batches of 8', run: (list) => viaTaskPool(list, 8) },
  { name: 'this verifier, TaskPool, batches of 64', run: (list) => viaTaskPool(list, 64) },
  { name: 'this verifier, TaskPool, batches of 256', run: (list) => viaTaskPool(list, 256) },
  { name: `HTTP batch endpoint, 100/request, ${clients} clients`, run: (list) => http.verify(list, { clients, batchSize: 100 }) },
];

console.log(`Groth16 verify: ${proofCount} proofs (${fixture.circuit}, ${fixture.vk.nPublic} public signals), ${threads} threads, node ${process.version}`);
let baseline: number | undefined;
let cpuBaseline: number | undefined;
console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const scenario of scenarios) {
  await scenario.run(items.slice(0, Math.min(512, items.length))); // warm-up: threads, wasm, key caches
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const verdicts = await scenario.run(items);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  if (verdicts.length !== items.length || !verdicts.every(Boolean)) throw new Error(`${scenario.name}: not every proof verified`);
  const rate = items.length / seconds;
  baseline ??= rate;
  const perCpu = items.length / cpuSeconds;
  cpuBaseline ??= perCpu;
  console.log(
    `${scenario.name.padEnd(48)} ${rate.toFixed(0).padStart(6)} proofs/s ${(rate / baseline).toFixed(1).padStart(5)}x snarkjs | ` +
      `${perCpu.toFixed(0).padStart(5)} proofs/CPU-s ${(perCpu / cpuBaseline).toFixed(1).padStart(5)}x`,
  );
}
await snarkjsPool.destroy();
await pool.close();
await http.close();
