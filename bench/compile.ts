/**
 * Compile time of the service (circom2 in-process in a pool thread, sandboxed) beside the circom2
 * CLI (node_modules/.bin/circom2 as a child process) on the same circuits with the same flags.
 * Usage: npm run bench:compile [-- reps]. Prints medians; the first service run on a fresh
 * thread also pays for compiling the compiler's WebAssembly and is shown apart.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { compileCircuit } from '../src/circuits/toolchain/circuits.js';
import { loadServiceConfig } from '../src/server/settings.js';
import { projectRoot } from '../src/core/paths.js';
import { sampleCircuitsDir } from '../test/helpers/sample-circuits.js';
import { TaskPool } from '../src/core/pool/task-pool.js';

const reps = Number(process.argv[2] ?? 3);
const circuits = ['multiplier.circom', 'poseidon_preimage.circom', 'merkle_batch.circom'];
const flags = ['--r1cs', '--wasm', '--sym', '--O1'];
const cli = path.join(projectRoot, 'node_modules', '.bin', 'circom2');
const circomlib = path.dirname(createRequire(import.meta.url).resolve('circomlib/package.json'));

const config = loadServiceConfig({ ...process.env, COMPILE_TIMEOUT_MS: '600000' });

async function timed(work: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The CLI only sees folders under its working directory: give it the circuit and a copy of circomlib. */
function cliRun(name: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-bench-cli-'));
  try {
    fs.copyFileSync(path.join(sampleCircuitsDir, name), path.join(dir, name));
    fs.cpSync(path.join(circomlib, 'circuits'), path.join(dir, 'lib', 'circomlib', 'circuits'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'out'));
    const run = spawnSync(cli, [name, ...flags, '-l', 'lib', '-o', 'out'], { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`circom2 CLI failed on ${name}: ${run.stderr || run.stdout}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(9);

console.log(`circom2 compile, flags ${flags.join(' ')}, median of ${reps} (machine: ${os.availableParallelism()} cores)`);
console.log(`${'circuit'.padEnd(26)}${'constraints'.padStart(12)}${'service'.padStart(10)}${'CLI'.padStart(10)}  service cold (first run in a new thread)`);
for (const name of circuits) {
  // A fresh one-thread pool per circuit, so that its first run shows the cold start.
  const pool = new TaskPool({ threads: 1, memoryLimitMb: config.pool.memoryLimitMb, taskTimeoutMs: 600_000 });
  const deps = { pool, config: config.circuits };
  try {
    const files = [{ name, content: fs.readFileSync(path.join(sampleCircuitsDir, name), 'utf8') }];
    let constraints = 0;
    const compile = async () => {
      constraints = (await compileCircuit(deps, { files, mainFile: name, optimization: 'O1' })).header.nConstraints;
    };
    const cold = await timed(compile);
    const service: number[] = [];
    const cliTimes: number[] = [];
    for (let i = 0; i < reps; i++) {
      service.push(await timed(compile));
      cliTimes.push(await timed(() => cliRun(name)));
    }
    console.log(`${name.padEnd(26)}${String(constraints).padStart(12)} ${ms(median(service))} ${ms(median(cliTimes))}  ${ms(cold)}`);
  } finally {
    await pool.close();
  }
}
