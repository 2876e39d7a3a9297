import type { JobHelpers } from 'graphile-worker';
import type { Config } from '../config/config.js';
import type { Db, Queryable } from '../db/pool.js';
import type { Logger } from '../logger.js';
import type { TaskPool } from '../pool/task-pool.js';
import type { JobName, JobPayloads } from './payloads.js';

/**
 * What every job handler may use: shared by all jobs of one worker process. A feature whose jobs
 * need more (the receipt signers) names it in `JobHandler`'s `Services`; the worker's composition
 * root (src/server/) provides it.
 */
export interface JobContext {
  config: Config;
  db: Db;
  pool: TaskPool;
  /** This worker process's id, as recorded in worker_processes. */
  workerProcessId: string;
}

export interface JobRun {
  log: Logger;
  helpers: JobHelpers;
  /** graphile-worker counts the current attempt in `attempts`: a throw now is final. */
  lastAttempt: boolean;
}

export type JobHandler<N extends JobName, Services = unknown> = (payload: JobPayloads[N], ctx: JobContext & Services, run: JobRun) => Promise<void>;

/**
 * What a feature does when the worker process running a job's last attempt stopped (killed, out of
 * memory, host lost): graphile-worker will not run the job again, so the record it was finishing
 * is ended here, on the transaction that fails the job, as a fault on the last attempt would.
 */
export type AbandonedJobHandler<N extends JobName> = (payload: JobPayloads[N], client: Queryable) => Promise<void>;
