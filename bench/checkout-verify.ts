/**
 * bench/checkout.ts's single verify: one proof over HTTP beside the same proof verified in process
 * and the bare baseline's floor, with where each side's threads spent their time.
 */
import http from 'node:http';
import type { Db } from '../src/core/db/pool.js';
import { initMcl } from '../src/verification/groth16/batch-verifier.js';
import { prepareVerificationKey, verifyItems } from '../src/verification/groth16/verify-items.js';
import { parseServerTiming } from '../test/helpers/server-timing.js';
import { loadFixture } from '../test/verification/groth16-fixtures.js';
import { insertProofRecord } from '../test/helpers/zk-records.js';
import { BENCH_PROJECT, type Target } from './checkout-setup.js';
import { autovacuumCounts, autovacuumedSince, untilQuiet } from './probes/autovacuum.js';
import { machineBusyUs } from './probes/machine.js';
import { cpuTimeUs, type PostgresCpu, type ThreadTime, threadShares, threadTimes } from './probes/processes.js';

/**
 * One proof verified over HTTP many times in sequence (`runs` below), each time beside the same
 * proof verified in process and the bare baseline's floor under it (the same request and answer
 * sizes over HTTP and one durable insert, no verify): HTTP p50 can get no closer to the in-process
 * p50 than that floor.
 */
export async function verifyOverHttp(db: Db, postgres: PostgresCpu, service: Target, bare: Target, key: string) {
  const fixture = loadFixture('linear_combination');
  const proofId = await insertProofRecord(db, BENCH_PROJECT, fixture.vk);
  const item = fixture.proofs[0]!;
  // The first 2,000 rounds warm up: at one request every 10 ms, V8 optimises Koa, node-postgres,
  // node:http and the verify's own path only after a thousand requests or more (2026-11-27 07:51
  // session: both servers' times fell by a fifth to a third over the first 600 rounds; started
  // --no-opt, they fell less and stayed slower; 2026-11-28 13:05 session: in two runs of 6,000 and
  // 10,000 rounds both fell by another sixth to fifth between rounds 1,000 and 1,500, and after
  // that moved only with the machine). Timing after 500 rounds compared a service whose verify path
  // was still unoptimised with a bare server made hot by the load phases before it.
  const windowRounds = 500;
  // Whole windows, so that the window line's | falls where the timed rounds begin.
  const warmUp = 4 * windowRounds;
  const runs = warmUp + 2 * windowRounds;
  await initMcl();
  const prepared = prepareVerificationKey(fixture.vk);
  if (!prepared.ok) throw new Error('fixture key does not parse');
  const payload = JSON.stringify(item);
  // node:http on a kept-alive socket, not fetch: undici's own work was 0.4-0.5 ms of each request
  // on the client's side (07:51 session), which is no part of the service's path (the load lines
  // use wrk for the same reason).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const quiet = await untilQuiet(db);
  const vacuumBefore = await autovacuumCounts(db);
  const machineBefore = machineBusyUs();
  const ownBefore = [service, bare].map((target) => cpuTimeUs(target.child.pid!));
  let serviceThreadsBefore = new Map<number, ThreadTime>();
  let bareThreadsBefore = new Map<number, ThreadTime>();
  const benchBefore = process.cpuUsage();
  const pgBefore = postgres.us();
  const phaseStarted = performance.now();
  const post = (url: string, headers: Record<string, string>) =>
    new Promise<{ ms: number; serverTiming: Map<string, number> }>((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            // Checked before parsing: a throw here, in an event handler, would escape the promise.
            if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}: ${text}`));
            else if ((JSON.parse(text) as { verified?: boolean }).verified !== true) reject(new Error(`${url} did not verify the proof: ${text}`));
            else resolve({ ms: performance.now() - started, serverTiming: parseServerTiming(response.headers['server-timing']?.toString() ?? null) });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  // One of each in turn, so that all three see the same machine. Run one series after another,
  // the service's came first, straight after the 1,000,000-session phase: 2.34x, beside a floor of
  // 1.32x measured after it (2026-11-25).
  const inProcess: number[] = [];
  const overHttp: number[] = [];
  const floor: number[] = [];
  /** The service's Server-Timing parts of each request, and what is outside them (HTTP, middleware, the receipt's signature). */
  const parts = new Map<string, number[]>();
  for (let k = 0; k < runs; k++) {
    if (k === warmUp) [serviceThreadsBefore, bareThreadsBefore] = [threadTimes(service.child.pid!), threadTimes(bare.child.pid!)];
    const started = performance.now();
    const [result] = verifyItems(prepared.value, [item]);
    inProcess.push(performance.now() - started);
    if (!result || !('verified' in result) || !result.verified) throw new Error('in-process verify failed');
    const answered = await post(`${service.url}/v1/zk/proofs/${proofId}/verify`, { authorization: `Bearer ${key}` });
    overHttp.push(answered.ms);
    const rest = [...answered.serverTiming.values()].reduce((left, ms) => left - ms, answered.ms);
    for (const [name, ms] of [...answered.serverTiming, ['rest', rest] as const]) parts.set(name, [...(parts.get(name) ?? []), ms]);
    floor.push((await post(`${bare.url}/verifications`, {})).ms);
  }
  agent.destroy();
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const overHttpMs = median(overHttp.slice(warmUp));
  const local = median(inProcess.slice(warmUp));
  const bareFloor = median(floor.slice(warmUp));
  const autovacuumed = await autovacuumedSince(db, vacuumBefore);
  // What else ran on the machine during the phase: its busy CPU less the two servers', Postgres's and this process's.
  const seconds = (performance.now() - phaseStarted) / 1000;
  const bench = process.cpuUsage(benchBefore);
  const accounted =
    [service, bare].reduce((sum, target, k) => sum + cpuTimeUs(target.child.pid!) - ownBefore[k]!, 0) + postgres.us() - pgBefore + bench.user + bench.system;
  const others = Math.max(0, machineBusyUs() - machineBefore - accounted) / 1e6 / seconds;
  const serviceThreads = threadShares(service.child.pid!, serviceThreadsBefore, runs - warmUp);
  const bareThreads = threadShares(bare.child.pid!, bareThreadsBefore, runs - warmUp);
  console.log(
    `\nsingle verify (linear_combination, ${runs - warmUp} sequential after ${warmUp} warm-up; ${quiet}${autovacuumed.length > 0 ? `, autovacuum during: ${autovacuumed.join(', ')}` : ''}; other processes ${others.toFixed(2)} CPU during it): HTTP p50 ${overHttpMs.toFixed(2)} ms, in-process p50 ${local.toFixed(2)} ms, ratio ${(overHttpMs / local).toFixed(2)}x`,
  );
  console.log(
    `  floor: bare HTTP + one durable insert, no verify, p50 ${bareFloor.toFixed(2)} ms; in-process + floor ${(local + bareFloor).toFixed(2)} ms (${((local + bareFloor) / local).toFixed(2)}x); the service above that ${(overHttpMs - local - bareFloor).toFixed(2)} ms`,
  );
  console.log(
    `  the service's Server-Timing, p50 of each part: ${[...parts]
      // Parts of every request only: the first reads the record's key (`keys`), the rest do not.
      .filter(([, list]) => list.length === runs)
      .map(([name, list]) => `${name} ${median(list.slice(warmUp)).toFixed(2)} ms`)
      .join(', ')} (rest: the request's time outside those parts: HTTP, middleware, the receipt's signature)`,
  );
  // Whether the warm-up was long enough: the ratio of each window's p50s, flat once V8 is done.
  const windows = Array.from({ length: runs / windowRounds }, (_, k) => {
    const window = (list: number[]) => median(list.slice(k * windowRounds, (k + 1) * windowRounds));
    return `${k * windowRounds === warmUp ? '| ' : ''}${(window(overHttp) / window(inProcess)).toFixed(2)}`;
  });
  console.log(`  HTTP p50 / in-process p50 by window of ${windowRounds} rounds (the warm-up, then after | the timed rounds): ${windows.join(' ')}`);
  // A lone proof's two sides need both cores. This tells a side that ran longer (its thread's CPU
  // time) from one that waited for a CPU, and shows the service's other threads' share (V8's
  // helpers), which "other processes" does not count.
  console.log(`  the service's threads, ms on a CPU/waiting for one per request over the ${runs - warmUp} timed rounds: ${serviceThreads}`);
  // The floor's server makes the same HTTP exchange and one insert: its main thread is what the
  // service's would cost without its own work (middleware, the pool's hand-off, the signature).
  console.log(`  the bare floor's threads, the same: ${bareThreads}`);
}
