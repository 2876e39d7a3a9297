import { EventEmitter } from 'node:events';
import { Logger as GraphileLogger, type Runner, run, type WorkerEvents } from 'graphile-worker';
import { beat, newWorkerProcessId, reclaimStaleWorkers, retire, unlockJobsOf } from '../core/jobs/liveness.js';
import { receiptSignersFor } from '../verification/index.js';
import { scheduleRootBuild } from '../attestations/index.js';
import { paymentLedger, scheduleChainWatchers, scheduleExpirySweep } from '../checkout/index.js';
import { scheduleOutboxPrune } from '../email/index.js';
import { buildTaskList, endAbandonedJobs, serviceJobs, type WorkerContext, type WorkerJob } from './task-list.js';
import { WORK_KINDS, type WorkKind } from '../core/jobs/work-kinds.js';
import { withTransaction } from '../core/db/pool.js';
import type { Logger } from '../core/logger.js';
import { trackQueue } from '../core/metrics.js';
import { TaskPool } from '../core/pool/task-pool.js';
import type { Config } from '../core/config/config.js';
import type { Runtime } from './runtime.js';

/** Database connections a worker process's runners (of `kinds`) may use at once: every slot, and each runner's listener. */
export function workerConnections(config: Config, kinds: readonly WorkKind[] = WORK_KINDS): number {
  const slots = kinds.map((kind) => config.worker.concurrency[kind]);
  return slots.reduce((sum, n) => sum + n, 0) + slots.length;
}

/** What a worker process runs: the service's jobs; a test entry point adds its own jobs and pool task modules. */
export interface WorkerSetup {
  jobs: readonly WorkerJob[];
  /** Pool task modules outside workers/, by name (TaskPoolOptions.modules). */
  poolModules?: Readonly<Record<string, string>>;
}

/** The service's own jobs: what `proofpay start` runs. */
export const SERVICE_WORKER: WorkerSetup = { jobs: serviceJobs };

export interface WorkerServer {
  id: string;
  close(): Promise<void>;
}

/**
 * A worker process: graphile-worker runs the jobs, one runner per kind of work (each job's `kind`,
 * core/jobs/define.ts) with its own slots, a piscina pool takes their CPU-heavy parts, and a heartbeat keeps
 * this process visible to health checks and to the other workers' crash recovery. `kinds` (`start
 * --role worker --work …`) makes a worker of only some kinds, so that each can be scaled apart.
 */
export async function startWorkerServer(
  runtime: Runtime,
  { jobs, poolModules }: WorkerSetup = SERVICE_WORKER,
  kinds: readonly WorkKind[] = WORK_KINDS,
): Promise<WorkerServer> {
  const { config, db } = runtime;
  const id = newWorkerProcessId();
  const log = runtime.log.child({ worker_process: id });
  const pool = new TaskPool(poolModules ? { ...config.pool, modules: poolModules } : config.pool);
  trackQueue(db); // a worker's METRICS_PORT reports the queue too
  const receipts = receiptSignersFor(config, db);
  await receipts.current(); // the first process to start creates the first receipt key
  const ctx: WorkerContext = { config, db, pool, receipts, ledger: paymentLedger(config, { receipts }), workerProcessId: id };

  // Jobs (and named queues) are locked by the id of graphile-worker's pool (`locked_by`), one pool
  // per runner, so those are what a crash recovery must unlock; the individual worker ids are
  // recorded too, for completeness. Every runner reports to this one emitter.
  const graphileWorkerIds: string[] = [];
  const events: WorkerEvents = new EventEmitter();
  events.on('worker:create', ({ worker }) => {
    for (const lockId of [worker.workerPool.id, worker.workerId]) if (!graphileWorkerIds.includes(lockId)) graphileWorkerIds.push(lockId);
  });

  // The row must exist before any job is taken, so a crash right after start is still recoverable.
  await beat(db, id, graphileWorkerIds);
  const endAbandoned = endAbandonedJobs(jobs, log);
  await reclaimStaleWorkers(db, config.worker.staleAfterMs, log, endAbandoned);
  const runners: Runner[] = [];
  try {
    for (const kind of kinds) {
      runners.push(
        await run({
          pgPool: db,
          taskList: buildTaskList(jobs, ctx, log, kind),
          concurrency: config.worker.concurrency[kind],
          noHandleSignals: true,
          pollInterval: 2_000,
          events,
          logger: graphileLogger(log.child({ work: kind })),
        }),
      );
    }
  } catch (error) {
    await Promise.all(runners.map((runner) => runner.stop()));
    throw error;
  }
  await beat(db, id, graphileWorkerIds);
  // The expiry sweep schedules its own next run; this (re)starts the chain, e.g. after its job
  // gave up, and catches up on sessions that fell due while no worker ran.
  await scheduleExpirySweep(db);
  await scheduleChainWatchers(db, config);
  await scheduleRootBuild(db, config);
  await scheduleOutboxPrune(db);

  const timer = setInterval(() => {
    beat(db, id, graphileWorkerIds)
      .then(() => reclaimStaleWorkers(db, config.worker.staleAfterMs, log, endAbandoned))
      .catch((error) => log.warn({ err: error }, 'heartbeat failed'));
  }, config.worker.heartbeatIntervalMs);
  log.info({ work: kinds, concurrency: config.worker.concurrency, pool_threads: config.pool.threads }, 'worker started');

  return {
    id,
    async close() {
      clearInterval(timer);
      // Jobs still running after the bound are abandoned; their locks go when this row goes.
      const stopped = Promise.all(runners.map((runner) => runner.stop()));
      const bound = new Promise<'timeout'>((resolve) => setTimeout(resolve, config.worker.shutdownTimeoutMs, 'timeout').unref());
      if ((await Promise.race([stopped.then(() => 'stopped' as const), bound])) === 'timeout') {
        log.warn('jobs still running at the shutdown bound; they will be retried, and any on its last attempt ended failed');
        await withTransaction(db, (client) => unlockJobsOf(client, graphileWorkerIds, endAbandoned));
      }
      await pool.close();
      await retire(db, id);
      log.info('worker stopped');
    },
  };
}

function graphileLogger(log: Logger): GraphileLogger {
  return new GraphileLogger((scope) => {
    const scoped = log.child({ graphile: scope });
    return (level, message, meta) => {
      const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
      scoped[method](meta ?? {}, message);
    };
  });
}
