import type { JobHelpers } from 'graphile-worker';
import type { CircuitDeps } from '../../circuits/circuits.js';
import { runCompilation } from '../../domain/circuits/compilations.js';
import { compileProof } from '../../domain/circuits/compile-proof.js';
import type { JobContext, JobHandler } from '../context.js';

const circuitDeps = (ctx: JobContext): CircuitDeps => ({ pool: ctx.pool, config: ctx.config.circuits });
/** graphile-worker counts the current attempt in `attempts`: a throw now is final. */
const isLastAttempt = (helpers: JobHelpers) => helpers.job.attempts >= helpers.job.max_attempts;

export const circuitsCompileProof: JobHandler<'circuits.compile_proof'> = (payload, ctx, { log, helpers }) =>
  compileProof(ctx.db, circuitDeps(ctx), payload, { log, lastAttempt: isLastAttempt(helpers) });

export const circuitsRunCompilation: JobHandler<'circuits.run_compilation'> = ({ compilation_id }, ctx, { log, helpers }) =>
  runCompilation(ctx.db, circuitDeps(ctx), compilation_id, { log, lastAttempt: isLastAttempt(helpers) });
