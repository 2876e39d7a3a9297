import type { CircuitDeps } from './toolchain/circuits.js';
import { endAbandonedCompilation, runCompilation } from './compilations.js';
import { compileProof, endAbandonedCompile } from './compile-proof.js';
import type { AbandonedJobHandler, JobContext, JobHandler } from '../core/jobs/context.js';

const circuitDeps = (ctx: JobContext): CircuitDeps => ({ pool: ctx.pool, config: ctx.config.circuits });

export const circuitsCompileProof: JobHandler<'circuits.compile_proof'> = (payload, ctx, { log, lastAttempt }) =>
  compileProof(ctx.db, circuitDeps(ctx), payload, { log, lastAttempt });

export const circuitsRunCompilation: JobHandler<'circuits.run_compilation'> = ({ compilation_id }, ctx, { log, lastAttempt }) =>
  runCompilation(ctx.db, circuitDeps(ctx), compilation_id, { log, lastAttempt });

export const circuitsCompileProofAbandoned: AbandonedJobHandler<'circuits.compile_proof'> = (payload, client) => endAbandonedCompile(client, payload);

export const circuitsRunCompilationAbandoned: AbandonedJobHandler<'circuits.run_compilation'> = ({ compilation_id }, client) =>
  endAbandonedCompilation(client, compilation_id);
