import type { Task, TaskList } from 'graphile-worker';
import type { Logger } from '../core/logger.js';
import { metrics } from '../core/metrics.js';
import type { JobContext } from '../core/jobs/context.js';
import type { JobDefinition } from '../core/jobs/define.js';
import type { WorkKind } from '../core/jobs/work-kinds.js';
import { ABANDONED_JOB_ERROR, type EndAbandonedJobs } from '../core/jobs/liveness.js';
import type { JobName } from '../core/jobs/payloads.js';
import { attestationsJobs } from '../attestations/index.js';
import { checkoutJobs, type PaymentsServices } from '../checkout/index.js';
import { circuitsJobs } from '../circuits/index.js';
import { deploymentsJobs } from '../deployments/index.js';
import { emailJobs } from '../email/index.js';
import { type VerificationServices, verificationJobs } from '../verification/index.js';
import { webhooksJobs } from '../webhooks/index.js';

/** What a worker process gives its jobs beyond the kernel's JobContext: every feature's services. */
export type WorkerServices = VerificationServices & PaymentsServices;
export type WorkerContext = JobContext & WorkerServices;

/** A job a worker process can run: any feature's, whatever its payload, given every feature's services. */
export type WorkerJob = JobDefinition<string, never, WorkerServices>;

/**
 * The service's jobs, checked whole: every job a feature declares a payload for (JobPayloads) must be
 * in the list, else the compiler names the missing ones (`missing: 'name'`): a job enqueued that no
 * worker would ever take.
 */
function everyJob<const L extends readonly WorkerJob[]>(
  jobs: L & ([Exclude<JobName, L[number]['name']>] extends [never] ? unknown : { missing: Exclude<JobName, L[number]['name']> }),
): L {
  return jobs;
}

/** Every job of the service: each feature's list, as the feature declares it next to its code (defineJob). */
export const serviceJobs = everyJob([
  ...checkoutJobs,
  ...verificationJobs,
  ...circuitsJobs,
  ...deploymentsJobs,
  ...webhooksJobs,
  ...emailJobs,
  ...attestationsJobs,
]);

/** Ends each abandoned job's record by its feature's handler (the job's `abandoned`), and logs the job. */
export function endAbandonedJobs(jobs: readonly WorkerJob[], log: Logger): EndAbandonedJobs {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  return async (client, abandoned) => {
    for (const job of abandoned) {
      await byName.get(job.task)?.abandoned?.(job.payload as never, client);
      log.warn({ job_id: job.id, task: job.task }, `job abandoned: ${ABANDONED_JOB_ERROR}`);
    }
  };
}

/**
 * graphile-worker's task list of one kind of work: each handler gets its typed payload, the context
 * and a job-scoped logger. A runner fetches only the jobs of the tasks in its list.
 */
export function buildTaskList(jobs: readonly WorkerJob[], ctx: WorkerContext, log: Logger, kind: WorkKind): TaskList {
  const list: TaskList = {};
  for (const { name, run } of jobs.filter((job) => job.kind === kind)) {
    const task: Task = async (payload, helpers) => {
      const jobLog = log.child({ job_id: helpers.job.id, task: name, attempt: helpers.job.attempts });
      const started = performance.now();
      const finished = (outcome: 'completed' | 'failed') => {
        const ms = performance.now() - started;
        metrics.jobs.inc({ task: name, outcome });
        metrics.jobDuration.observe({ task: name, outcome }, ms / 1000);
        return Math.round(ms);
      };
      try {
        await run(payload as never, ctx, { log: jobLog, helpers, lastAttempt: helpers.job.attempts >= helpers.job.max_attempts });
        jobLog.info({ ms: finished('completed') }, 'job completed');
      } catch (error) {
        jobLog.warn({ ms: finished('failed'), err: error }, 'job failed');
        throw error;
      }
    };
    list[name] = task;
  }
  return list;
}
