import type { CircuitDeps } from '../../circuits/circuits.js';
import { runCompilation } from '../../domain/circuits/compilations.js';
import { compileProof } from '../../domain/circuits/compile-proof.js';
import type { JobContext, JobHandler } from '../context.js';

const circuitDeps = (ctx: JobContext): CircuitDeps => ({ pool: ctx.pool, config: ctx.config.circuits });

export const circuitsCompileProof: JobHandler<'circuits.compile_proof'> = (payload, ctx, { log, lastAttempt }) =>
  compileProof(ctx.db, circuitDeps(ctx), payload, { log, lastAttempt });

export const circuitsRunCompilation: JobHandler<'circuits.run_compilation'> = ({ compilation_id }, ctx, { log, lastAttempt }) =>
  runCompilation(ctx.db, circuitDeps(ctx), compilation_id, { log, lastAttempt });
