import type { Queryable } from '../db/pool.js';
import type { JobContext, JobRun } from './context.js';
import type { JobName, JobPayloads } from './payloads.js';
import type { WorkKind } from './work-kinds.js';

/**
 * A job as its feature declares it, next to its code: the task name, the kind of work whose runner
 * takes it, the handler, and, for a job a record waits on, what ends that record when the worker
 * running the job's last attempt stops (killed, out of memory, host lost: graphile-worker will not
 * run it again; liveness.ts calls it on the transaction that fails the job). `Services` is what the
 * handler needs beyond the core's JobContext (the receipt signers), which the composition root
 * provides. The payload is the one the feature declared in JobPayloads, which types every enqueue.
 */
export interface JobDefinition<N extends string = string, Payload = never, Services = unknown> {
  readonly name: N;
  readonly kind: WorkKind;
  readonly run: (payload: Payload, ctx: JobContext & Services, run: JobRun) => Promise<void>;
  readonly abandoned?: (payload: Payload, client: Queryable) => Promise<void>;
}

/** Declares one of the service's jobs (a name of JobPayloads), typed by its payload. */
export function defineJob<N extends JobName, Services = unknown>(job: JobDefinition<N, JobPayloads[N], Services>): JobDefinition<N, JobPayloads[N], Services> {
  return job;
}
