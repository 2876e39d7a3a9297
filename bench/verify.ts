/**
 * Groth16 verification throughput, side by side on the same proofs:
 *   - snarkjs.groth16.verify in a piscina pool (the reference),
 *   - this verifier (src/zk/groth16: the BN254 core in wasm/bn254 with mcl-wasm) through the project's TaskPool, one proof per task,
 *   - and in batches of 8, 64 and 256 proofs per task,
 *   - and end to end through POST /v1/zk/verifications (100-item batches, receipts signed and
 *     verifications stored) from several concurrent clients (a child process), against an API in this process,
 *   - the same with 5% of each request's items false, and with every item false,
 *   - and a 1,000-item batch with a third of its items false, verified by a job on a worker in this process,
 *   - and the HTTP line again against a second service whose attestation job builds a tree of the
 *     verified proofs' leaves every second (the first service runs with ATTESTATION_ENABLED=false).
 * Prints proofs/s (wall clock) and proofs per CPU-second of the whole process (all threads), which a
 * machine shared with other work disturbs less, each as a ratio to a figure of the same run: to
 * snarkjs's, and for the lines with false items to the all-valid HTTP line's; last, the HTTP line as a
 * ratio to the pool line (batches of 256) of the same run, the share of the pool's rate the API keeps.
 * CPU-seconds count every thread of this process (the API's pool included), not Postgres nor the
 * client. Under each line, its CPU per proof by part: this process's main thread (the API's), its
 * other threads (the pool's, V8's), and for the HTTP lines Postgres and the client (the job line's
 * client polls from this process: its time is in the main thread's).
 *   npm run bench:verify [-- --proofs 1024] [-- --clients 4]
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { TaskPool } from '../src/core/pool/task-pool.js';
import { startAttestingHttpVerifyTarget } from './attesting-target.js';
import { startHttpVerifyTarget } from './http-verify-target.js';
import { cpuTimeUs, type PostgresCpu, postgresCpu, threadTimes } from './probes/processes.js';
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
/** The items with those at `isFalse` positions made false (well-formed: a public signal raised by one). */
const falsified = (list: typeof items, isFalse: (k: number) => boolean) =>
  list.map((item, k) => (isFalse(k) ? { ...item, public_signals: item.public_signals.map((s, i) => (i === 1 ? String(BigInt(s) + 1n) : s)) } : item));
const fivePercentFalse = (k: number) => k % 20 === 7;
const thirdFalse = (k: number) => k % 3 === 1;

const chunks = <T>(list: T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, k) => list.slice(k * size, k * size + size));

interface Scenario {
  name: string;
  /** The items verified, and which of them are false. */
  items: typeof fixture.proofs;
  isFalse?: (k: number) => boolean;
  /** The line whose figures this one's ratios are to: snarkjs's (the default) or the all-valid HTTP line's. */
  versus?: 'http';
  /** Verifies the items; the verdicts in order. */
  run(items: typeof fixture.proofs): Promise<boolean[]>;
  /**
   * The service the line goes through: its Postgres, and the client process that posts to it, whose
   * CPU the line reports (the job line's client polls from this process, so its time is the main thread's).
   */
  service?: { postgres: PostgresCpu; clientPid?: number };
}

const snarkjsPool = new Piscina({
  filename: path.join(path.dirname(fileURLToPath(import.meta.url)), 'snarkjs-verify-task.js'),
  maxThreads: threads,
  minThreads: threads,
});
const pool = new TaskPool({ threads, memoryLimitMb: 1024, taskTimeoutMs: 600_000 });
const http = await startHttpVerifyTarget(fixture.vk, { ATTESTATION_ENABLED: 'false' });
const httpAttesting = await startAttestingHttpVerifyTarget(fixture.vk, fixture.proofs[0]!);
const viaService = { postgres: await postgresCpu(http.db), clientPid: http.clientPid };
const viaAttestingService = { postgres: await postgresCpu(httpAttesting.db), clientPid: httpAttesting.clientPid };

async function viaTaskPool(list: typeof fixture.proofs, batchSize: number): Promise<boolean[]> {
  const outputs = await Promise.all(chunks(list, batchSize).map((batch) => pool.run('groth16-verify', { vkText, vkHash: hash, items: batch })));
  return outputs.flatMap((o) => ('results' in o ? o.results.map((r) => 'verified' in r && r.verified) : []));
}

const httpName = `HTTP batch endpoint, 100/request, ${clients} clients`;
/** The pool line the HTTP line is compared with: what the API's work around the pool costs is the gap between the two. */
const poolName = 'this verifier, TaskPool, batches of 256';
const viaHttp = (list: typeof fixture.proofs) => http.verify(list, { clients, batchSize: 100 });
const jobItems = falsified(
  Array.from({ length: 1000 }, (_, k) => fixture.proofs[k % fixture.proofs.length]!),
  thirdFalse,
);
const scenarios: Scenario[] = [
  {
    name: `snarkjs, piscina ${threads} threads, 16 per task`,
    items,
    run: async (list) => (await Promise.all(chunks(list, 16).map((batch) => snarkjsPool.run({ vk: fixture.vk, items: batch })))).flat() as boolean[],
  },
  { name: 'this verifier, TaskPool, 1 per task', items, run: (list) => viaTaskPool(list, 1) },
  { name: 'this verifier, TaskPool, batches of 8', items, run: (list) => viaTaskPool(list, 8) },
  { name: 'this verifier, TaskPool, batches of 64', items, run: (list) => viaTaskPool(list, 64) },
  { name: poolName, items, run: (list) => viaTaskPool(list, 256) },
  { name: httpName, items, run: viaHttp, service: viaService },
  {
    name: 'the same, 5% of each request false',
    items: falsified(items, fivePercentFalse),
    isFalse: fivePercentFalse,
    versus: 'http',
    run: viaHttp,
    service: viaService,
  },
  { name: 'the same, every item false', items: falsified(items, () => true), isFalse: () => true, versus: 'http', run: viaHttp, service: viaService },
  {
    name: '1,000-item job, a third false (items/s)',
    items: jobItems,
    isFalse: thirdFalse,
    versus: 'http',
    run: (list) => http.verifyAsJob(list),
    service: { postgres: viaService.postgres },
  },
  {
    name: 'HTTP line with the attestation job every 1 s',
    // Four times the proofs: a run of a few seconds, so that roots are built and posted while it runs.
    items: Array.from({ length: 4 * proofCount }, (_, k) => items[k % items.length]!),
    versus: 'http',
    run: (list) => httpAttesting.verify(list, { clients, batchSize: 100 }),
    service: viaAttestingService,
  },
];

/**
 * CPU time so far, in ns: this process's main thread (the API's, on the HTTP lines) and its other
 * threads (the pools' and V8's), and the scenario's service's Postgres and client process.
 */
function cpuParts({ service }: Scenario): { mainNs: number; otherNs: number; postgresNs: number; clientNs: number | undefined } {
  let mainNs = 0;
  let otherNs = 0;
  for (const [tid, { runNs }] of threadTimes(process.pid)) {
    if (tid === process.pid) mainNs += runNs;
    else otherNs += runNs;
  }
  const postgresNs = service ? service.postgres.us() * 1000 : 0;
  const clientNs = service?.clientPid === undefined ? undefined : cpuTimeUs(service.clientPid) * 1000;
  return { mainNs, otherNs, postgresNs, clientNs };
}

console.log(`Groth16 verify: ${proofCount} proofs (${fixture.circuit}, ${fixture.vk.nPublic} public signals), ${threads} threads, node ${process.version}`);
/** Each line's proofs/s and proofs per CPU-second, by name: the baselines of the ratios. */
const figures = new Map<string, { rate: number; perCpu: number }>();
console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const scenario of scenarios) {
  await scenario.run(scenario.items.slice(0, Math.min(512, scenario.items.length))); // warm-up: threads, wasm, key caches
  const partsBefore = cpuParts(scenario);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const verdicts = await scenario.run(scenario.items);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const parts = cpuParts(scenario);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const count = scenario.items.length;
  if (verdicts.length !== count || verdicts.some((verified, k) => verified === (scenario.isFalse?.(k) ?? false))) {
    throw new Error(`${scenario.name}: a wrong verdict`);
  }
  const figure = { rate: count / seconds, perCpu: count / cpuSeconds };
  figures.set(scenario.name, figure);
  const versus = scenario.versus === 'http' ? 'HTTP valid' : 'snarkjs';
  const base = figures.get(scenario.versus === 'http' ? httpName : scenarios[0]!.name)!;
  console.log(
    `${scenario.name.padEnd(48)} ${figure.rate.toFixed(0).padStart(6)} proofs/s ${(figure.rate / base.rate).toFixed(2).padStart(6)}x ${versus} | ` +
      `${figure.perCpu.toFixed(0).padStart(5)} proofs/CPU-s ${(figure.perCpu / base.perCpu).toFixed(2).padStart(6)}x`,
  );
  const perProof = (before: number, after: number) => ((after - before) / 1000 / count).toFixed(0);
  const postgresPart = scenario.service ? `, Postgres ${perProof(partsBefore.postgresNs, parts.postgresNs)}` : '';
  const clientPart = parts.clientNs === undefined ? '' : `, client ${perProof(partsBefore.clientNs!, parts.clientNs)}`;
  console.log(
    `    µs of CPU per proof: main thread ${perProof(partsBefore.mainNs, parts.mainNs)}, ` +
      `pool and V8's threads ${perProof(partsBefore.otherNs, parts.otherNs)}${postgresPart}${clientPart}`,
  );
}
// The API's whole cost around the pool, on the same proofs in the same run (issue 72's goal: >= 0.90).
const [httpLine, poolLine] = [figures.get(httpName)!, figures.get(poolName)!];
console.log(
  `${'HTTP line / pool line of this run (goal >= 0.90)'.padEnd(48)} ${(httpLine.rate / poolLine.rate).toFixed(2).padStart(6)}x proofs/s | ` +
    `${(httpLine.perCpu / poolLine.perCpu).toFixed(2).padStart(6)}x proofs/CPU-s`,
);
await snarkjsPool.destroy();
await pool.close();
await http.close();
await httpAttesting.close();
