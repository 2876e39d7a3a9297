import type { Task, TaskList } from 'graphile-worker';
import type { Config } from '../core/config/config.js';
import type { Logger } from '../core/logger.js';
import { metrics } from '../core/metrics.js';
import type { AbandonedJobHandler, JobContext, JobHandler } from '../core/jobs/context.js';
import { ABANDONED_JOB_ERROR, type EndAbandonedJobs } from '../core/jobs/liveness.js';
import type { JobName } from '../core/jobs/payloads.js';
import { checkoutExpireDueSessions, type PaymentsServices, paymentsWatchChain } from '../checkout/index.js';
import { circuitsCompileProof, circuitsCompileProofAbandoned, circuitsRunCompilation, circuitsRunCompilationAbandoned } from '../circuits/index.js';
import { deploymentsDeployVerifier, deploymentsDeployVerifierAbandoned } from '../deployments/index.js';
import { opsProbe } from '../ops/index.js';
import { type VerificationServices, zkVerifyBatch, zkVerifyBatchAbandoned } from '../verification/index.js';
import { webhooksDeliver, webhooksDeliverAbandoned } from '../webhooks/index.js';

/** What a worker process gives its jobs beyond the kernel's JobContext: every feature's services. */
export type WorkerServices = VerificationServices & PaymentsServices;
export type WorkerContext = JobContext & WorkerServices;
export type JobHandlers = { [N in JobName]: JobHandler<N, WorkerServices> };

export const jobHandlers: JobHandlers = {
  'ops.probe': opsProbe,
  'checkout.expire_due_sessions': checkoutExpireDueSessions,
  'payments.watch_chain': paymentsWatchChain,
  'zk.verify_batch': zkVerifyBatch,
  'circuits.compile_proof': circuitsCompileProof,
  'circuits.run_compilation': circuitsRunCompilation,
  'deployments.deploy_verifier': deploymentsDeployVerifier,
  'webhooks.deliver': webhooksDeliver,
};

/**
 * The kinds of background work. Each kind has a graphile-worker runner of its own in every worker
 * process, with its own slots (WORKER_*_CONCURRENCY): a runner takes only jobs of its kind, so
 * slow deliveries or a long compilation never hold up chain watching or expiry, nor each other.
 */
export type WorkKind = keyof Config['worker']['concurrency'];

export const jobKinds: { [N in JobName]: WorkKind } = {
  'ops.probe': 'chain',
  'checkout.expire_due_sessions': 'chain',
  'payments.watch_chain': 'chain',
  'webhooks.deliver': 'webhooks',
  'zk.verify_batch': 'heavy',
  'circuits.compile_proof': 'heavy',
  'circuits.run_compilation': 'heavy',
  'deployments.deploy_verifier': 'heavy',
};

/**
 * The jobs a record waits on: when the worker running one's last attempt stops, its feature ends
 * the record (liveness.ts). Not listed: a probe is the operator's check, and the expiry sweep and
 * the watchers are scheduled again at every worker's start.
 */
const abandonedJobHandlers: { [N in JobName]?: AbandonedJobHandler<N> } = {
  'zk.verify_batch': zkVerifyBatchAbandoned,
  'circuits.compile_proof': circuitsCompileProofAbandoned,
  'circuits.run_compilation': circuitsRunCompilationAbandoned,
  'deployments.deploy_verifier': deploymentsDeployVerifierAbandoned,
  'webhooks.deliver': webhooksDeliverAbandoned,
};

/** Ends each abandoned job's record by its feature's handler, and logs the job. */
export function endAbandonedJobs(log: Logger): EndAbandonedJobs {
  return async (client, jobs) => {
    for (const job of jobs) {
      const handler = abandonedJobHandlers[job.task as JobName] as AbandonedJobHandler<JobName> | undefined;
      if (handler) await handler(job.payload as never, client);
      log.warn({ job_id: job.id, task: job.task }, `job abandoned: ${ABANDONED_JOB_ERROR}`);
    }
  };
}

/**
 * graphile-worker's task list of one kind of work: each handler gets its typed payload, the context
 * and a job-scoped logger. A runner fetches only the jobs of the tasks in its list.
 */
export function buildTaskList(ctx: WorkerContext, log: Logger, kind: WorkKind): TaskList {
  const list: TaskList = {};
  for (const name of (Object.keys(jobHandlers) as JobName[]).filter((job) => jobKinds[job] === kind)) {
    const handler = jobHandlers[name] as JobHandlers[JobName];
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
        await handler(payload as never, ctx, { log: jobLog, helpers, lastAttempt: helpers.job.attempts >= helpers.job.max_attempts });
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
