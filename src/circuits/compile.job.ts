import type { CircuitDeps } from './toolchain/circuits.js';
import { endAbandonedCompilation, runCompilation } from './compilations.js';
import { compileProof, endAbandonedCompile } from './compile-proof.js';
import type { JobContext } from '../core/jobs/context.js';
import { defineJob } from '../core/jobs/define.js';

declare module '../core/jobs/payloads.js' {
  interface JobPayloads {
    /** Build `version` of a ZK proof record (compile, Groth16 setup, store) and put it in force. */
    'circuits.compile_proof': { proof_id: string; version: number };
    /** Compile a circuit file and compute the witness for an input file. */
    'circuits.run_compilation': { compilation_id: string };
  }
}

const circuitDeps = (ctx: JobContext): CircuitDeps => ({ pool: ctx.pool, config: ctx.config.circuits });

const compileProofJob = defineJob({
  name: 'circuits.compile_proof',
  kind: 'heavy',
  run: (payload, ctx, { log, lastAttempt }) => compileProof(ctx.db, circuitDeps(ctx), payload, { log, lastAttempt }),
  abandoned: (payload, client) => endAbandonedCompile(client, payload),
});

const runCompilationJob = defineJob({
  name: 'circuits.run_compilation',
  kind: 'heavy',
  run: ({ compilation_id }, ctx, { log, lastAttempt }) => runCompilation(ctx.db, circuitDeps(ctx), compilation_id, { log, lastAttempt }),
  abandoned: ({ compilation_id }, client) => endAbandonedCompilation(client, compilation_id),
});

/** The circuits feature's jobs. */
export const circuitsJobs = [compileProofJob, runCompilationJob] as const;
