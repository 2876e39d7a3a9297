import type { CircuitDeps } from './toolchain/circuits.js';
import { endAbandonedCompilation, runCompilation } from './compilations.js';
import { compileProof, endAbandonedCompile } from './compile-proof.js';
import type { AbandonedJobHandler, JobContext, JobHandler } from '../core/jobs/context.js';

declare module '../core/jobs/payloads.js' {
  interface JobPayloads {
    /** Build `version` of a ZK proof record (compile, Groth16 setup, store) and put it in force. */
    'circuits.compile_proof': { proof_id: string; version: number };
    /** Compile a circuit file and compute the witness for an input file. */
    'circuits.run_compilation': { compilation_id: string };
  }
}

const circuitDeps = (ctx: JobContext): CircuitDeps => ({ pool: ctx.pool, config: ctx.config.circuits });

export const circuitsCompileProof: JobHandler<'circuits.compile_proof'> = (payload, ctx, { log, lastAttempt }) =>
  compileProof(ctx.db, circuitDeps(ctx), payload, { log, lastAttempt });

export const circuitsRunCompilation: JobHandler<'circuits.run_compilation'> = ({ compilation_id }, ctx, { log, lastAttempt }) =>
  runCompilation(ctx.db, circuitDeps(ctx), compilation_id, { log, lastAttempt });

export const circuitsCompileProofAbandoned: AbandonedJobHandler<'circuits.compile_proof'> = (payload, client) => endAbandonedCompile(client, payload);

export const circuitsRunCompilationAbandoned: AbandonedJobHandler<'circuits.run_compilation'> = ({ compilation_id }, client) =>
  endAbandonedCompilation(client, compilation_id);
