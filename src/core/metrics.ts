import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Queryable } from './db/pool.js';

/**
 * The service's Prometheus metrics, one registry per process (docs/reliability.md lists them). The
 * HTTP kernel, the job runner and the thread pool record through `metrics`; a feature defines its
 * own metrics next to the code that records them, in `metricsRegistry`. Gauges of state kept in
 * Postgres (the job queue) are read when scraped, so any process can report them.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'proofpay_process_' });

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 1800];

/** A thread pool as the metrics see it. */
export interface PoolGauges {
  readonly busyThreads: number;
  readonly waitingTasks: number;
}
const pools = new Set<PoolGauges>();
let queueDb: Queryable | undefined;

export const metrics = {
  httpRequests: new Counter({
    name: 'proofpay_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [metricsRegistry],
  }),
  httpRequestDuration: new Histogram({
    name: 'proofpay_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [metricsRegistry],
  }),
  jobs: new Counter({
    name: 'proofpay_jobs_total',
    help: 'Job attempts finished, by task and outcome (completed, failed)',
    labelNames: ['task', 'outcome'] as const,
    registers: [metricsRegistry],
  }),
  jobDuration: new Histogram({
    name: 'proofpay_job_duration_seconds',
    help: 'Duration of job attempts, by task and outcome',
    labelNames: ['task', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [metricsRegistry],
  }),
  poolTasks: new Counter({
    name: 'proofpay_pool_tasks_total',
    help: 'Tasks handed to the thread pool, by task module (a lone proof verified on two idle threads is two groth16-verify-half tasks)',
    labelNames: ['task'] as const,
    registers: [metricsRegistry],
  }),
};

new Gauge({
  name: 'proofpay_pool_threads_busy',
  help: 'Pool threads running a task (summed over the pools of this process)',
  registers: [metricsRegistry],
  collect() {
    this.set([...pools].reduce((sum, pool) => sum + pool.busyThreads, 0));
  },
});
new Gauge({
  name: 'proofpay_pool_tasks_waiting',
  help: 'Pool tasks waiting for a free thread (summed over the pools of this process)',
  registers: [metricsRegistry],
  collect() {
    this.set([...pools].reduce((sum, pool) => sum + pool.waitingTasks, 0));
  },
});
new Gauge({
  name: 'proofpay_queue_jobs',
  help: 'Jobs in the queue by task and state (waiting: ready to run now; scheduled: run_at in the future; running; failed: out of attempts)',
  labelNames: ['task', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    if (!queueDb) return;
    const { rows } = await queueDb.query<{ task: string; state: string; count: number }>(
      `SELECT task_identifier AS task,
              CASE WHEN locked_at IS NOT NULL THEN 'running'
                   WHEN attempts >= max_attempts THEN 'failed'
                   WHEN run_at > now() THEN 'scheduled'
                   ELSE 'waiting' END AS state,
              count(*)::int AS count
         FROM graphile_worker.jobs
        GROUP BY 1, 2`,
    );
    for (const row of rows) this.set({ task: row.task, state: row.state }, row.count);
  },
});
new Gauge({
  name: 'proofpay_queue_oldest_waiting_seconds',
  help: 'Age of the oldest job ready to run but not yet taken (0 when none waits): how far the workers are behind',
  registers: [metricsRegistry],
  async collect() {
    if (!queueDb) return;
    const { rows } = await queueDb.query<{ age: number }>(
      `SELECT coalesce(extract(epoch FROM now() - min(run_at)), 0)::float8 AS age
         FROM graphile_worker.jobs
        WHERE locked_at IS NULL AND attempts < max_attempts AND run_at <= now()`,
    );
    this.set(Math.max(0, rows[0]?.age ?? 0));
  },
});

/** Counts `pool`'s threads in the pool gauges until `untrack` is called. */
export function trackPool(pool: PoolGauges): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

/** The database whose job queue the queue gauges read at scrape time. */
export function trackQueue(db: Queryable): void {
  queueDb = db;
}
