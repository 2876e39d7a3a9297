#!/usr/bin/env node
// `npm run simulate -- [--runs N] [--seed S] [--seconds T] [--steps K] [--path P --replay-path R] [--ignore invariantName,…]`: the randomized
// simulation of the money engine (simulation.test.ts) with these options, through test/run.mjs,
// which builds and provides the Postgres (embedded unless TEST_DATABASE_URL is set), without tap's
// per-file time limit.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const options = {
  '--runs': 'SIM_RUNS',
  '--seed': 'SIM_SEED',
  '--seconds': 'SIM_SECONDS',
  '--steps': 'SIM_MAX_STEPS',
  '--path': 'SIM_PATH',
  '--replay-path': 'SIM_REPLAY_PATH',
  '--ignore': 'SIM_IGNORE',
};
const env = { ...process.env };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const [name, inline] = args[i].split('=', 2);
  const variable = options[name];
  if (!variable) {
    process.stderr.write(`unknown option ${args[i]}; options: ${Object.keys(options).join(' ')}\n`);
    process.exit(2);
  }
  env[variable] = inline ?? args[++i];
}
const run = spawnSync(process.execPath, [path.join(root, 'test/run.mjs'), '--timeout=0', 'dist/test/payments/simulation/simulation.test.js'], {
  stdio: 'inherit',
  env,
  cwd: root,
});
process.exit(run.status ?? 1);
