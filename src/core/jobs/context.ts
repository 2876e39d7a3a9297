import type { JobHelpers } from 'graphile-worker';
import type { Config } from '../config/config.js';
import type { Db } from '../db/pool.js';
import type { Logger } from '../logger.js';
import type { TaskPool } from '../pool/task-pool.js';

/**
 * What every job handler may use: shared by all jobs of one worker process. A feature whose jobs
 * need more (the receipt signers) names it in its JobDefinition's `Services` (define.ts); the
 * worker's composition root (src/server/) provides it.
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
