/**
 * How fast each CPU verifies one Groth16 proof: the same loop, pinned to each CPU in turn with
 * taskset (util-linux), in several turns. On some machines one vCPU runs this work far slower than
 * the other, and not always: on one machine (docs/performance.md#per-cpu-speed-line) cpu1 took 2.96 to
 * 4.79 ms a verify from one run to the next, seconds apart, while cpu0 stayed at 3.05-3.27 ms and
 * a plain integer loop ran alike on both. Every figure of a run then depends on which CPU the
 * scheduler gave each thread, and when. The bench prints this line with the machine's, so that a
 * run can be read.
 *
 * Run as a script, it prints the median of one thread's verifies, in milliseconds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initMcl } from '../src/verification/groth16/batch-verifier.js';
import { prepareVerificationKey, verifyItems } from '../src/verification/groth16/verify-items.js';
import { loadFixture } from '../test/verification/groth16-fixtures.js';

const WARM_UP = 30;
const ROUNDS = 100;
/** Pinned runs in all, about 1.2 s each: four turns over two CPUs, one over the first eight of a larger machine. */
const RUNS = 8;
/** Past this spread, the line says the CPUs are unequal or unsteady. */
const UNEQUAL = 1.1;

async function medianVerifyMs(): Promise<number> {
  await initMcl();
  const fixture = loadFixture('linear_combination');
  const key = prepareVerificationKey(fixture.vk);
  if (!key.ok) throw new Error('fixture key does not parse');
  const times: number[] = [];
  for (let k = 0; k < WARM_UP + ROUNDS; k++) {
    const started = performance.now();
    verifyItems(key.value, [fixture.proofs[k % fixture.proofs.length]!]);
    if (k >= WARM_UP) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[ROUNDS >> 1]!;
}

/** The CPUs this process may run on (`Cpus_allowed_list`, e.g. `0-1` or `0,2-3`). */
function allowedCpus(): number[] {
  const list = /^Cpus_allowed_list:\s*(\S+)$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  return list.split(',').flatMap((range) => {
    const [from, to = from] = range.split('-').map((n) => Number.parseInt(n, 10));
    return from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to) ? [] : Array.from({ length: to - from + 1 }, (_, k) => from + k);
  });
}

/** One line: each CPU's medians over the turns, and whether they were alike. */
export function cpuSpeedLine(): string {
  const script = fileURLToPath(import.meta.url);
  const allowed = allowedCpus();
  if (allowed.length === 0) return 'per-CPU speed: not measured (no Cpus_allowed_list in /proc/self/status)';
  const cpus = allowed.slice(0, RUNS);
  const turns = Math.floor(RUNS / cpus.length);
  const speeds = new Map<number, number[]>(cpus.map((cpu) => [cpu, []]));
  for (let turn = 0; turn < turns; turn++) {
    for (const cpu of cpus) {
      const run = spawnSync('taskset', ['-c', String(cpu), process.execPath, script], { encoding: 'utf8' });
      const ms = Number(run.stdout);
      if (run.status !== 0 || !(ms > 0))
        return `per-CPU speed: not measured (taskset -c ${cpu}: ${run.error?.message ?? run.stderr.trim().split('\n').at(-1)})`;
      speeds.get(cpu)!.push(ms);
    }
  }
  const all = [...speeds.values()].flat();
  const spread = Math.max(...all) / Math.min(...all);
  const range = (list: number[]) => `${Math.min(...list).toFixed(2)}-${Math.max(...list).toFixed(2)} ms`;
  const which = cpus.length < allowed.length ? `the first ${cpus.length} of ${allowed.length} CPUs` : 'each CPU';
  return `per-CPU speed, one Groth16 verify pinned to ${which} (median of ${ROUNDS}, ${turns} turn${turns > 1 ? 's' : ''}): ${[...speeds].map(([cpu, list]) => `cpu${cpu} ${range(list)}`).join(', ')}; the slowest turn ${spread.toFixed(2)}x the fastest${
    spread > UNEQUAL ? ': unequal or unsteady CPUs, so each figure depends on which CPU its threads ran on, and when' : ''
  }`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log((await medianVerifyMs()).toFixed(3));
