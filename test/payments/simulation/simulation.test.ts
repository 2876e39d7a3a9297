import fc from 'fast-check';
import t from 'tap';
import { commandArbitrary } from './commands.js';
import { Simulation } from './harness.js';

// A stateful property test of the money engine (docs/payments.md) on a real anvil and Postgres:
// random sequences of sessions, transfers, submissions, blocks, forks, RPC faults, watcher passes,
// attaches, refunds and expiries, each step checked against the invariants (invariants.ts), and
// each run's end too. The engine's own steps are driven directly (no worker), so a run is replayed
// from its seed. SIM_SEED and SIM_RUNS (`npm run simulate -- --runs N --seed S`) choose the runs;
// without SIM_RUNS, as many as fit in SIM_SECONDS (120 by default); SIM_PATH and SIM_REPLAY_PATH replay one reported counterexample.
const seed = process.env.SIM_SEED ? Number(process.env.SIM_SEED) : Date.now() % 2 ** 31;
const runs = process.env.SIM_RUNS ? Number(process.env.SIM_RUNS) : undefined;
const seconds = Number(process.env.SIM_SECONDS ?? 120);
const maxCommands = Number(process.env.SIM_MAX_STEPS ?? 30);
/** fast-check's path of a reported counterexample: with the seed, replays just that run. */
const path = process.env.SIM_PATH;
/** fast-check's replayPath of a commands counterexample (the report's `/*replayPath="…"*\/`), needed with SIM_PATH. */
const replayPath = process.env.SIM_REPLAY_PATH;

const sim = await Simulation.start(t);

t.test('random runs keep the ledger invariants', async (t) => {
  t.comment(
    `simulation seed ${seed}${runs ? `, ${runs} runs` : `, runs for ${seconds} s`}: replay with npm run simulate -- --seed ${seed}${runs ? ` --runs ${runs}` : ''}`,
  );
  let started = 0;
  const property = fc.asyncProperty(fc.commands([commandArbitrary], { maxCommands, ...(replayPath ? { replayPath } : {}) }), async (commands) => {
    started++;
    await sim.reset(seed); // the fault proxy's sequence too starts from the seed: a run depends on its steps only
    await fc.asyncModelRun(() => ({ model: {}, real: sim }), commands);
    await sim.finish();
    if (process.env.SIM_VERBOSE) t.comment(`run ${started}\n${sim.describeTrail()}`);
  });
  const began = Date.now();
  const details = await fc.check(property, {
    seed,
    numRuns: path ? 1_000_000 : (runs ?? 1_000_000),
    ...(path ? { path } : {}),
    ...(runs ? {} : { interruptAfterTimeLimit: seconds * 1000, markInterruptAsFailure: false }),
  });
  t.comment(`${details.numRuns} runs in ${Math.round((Date.now() - began) / 1000)} s (${started} started, counting shrinking)`);
  if (details.failed) {
    t.comment(`seed ${seed}, path ${details.counterexamplePath}\n${fc.defaultReportMessage(details)}\n${(details.errorInstance as Error)?.message}`);
    t.fail(`an invariant failed (seed ${seed}; the report and the steps are above): make it a case of regressions.test.ts, then fix the engine`);
  } else t.pass(`${details.numRuns} runs kept every invariant`);
});
