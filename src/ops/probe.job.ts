import { setTimeout as sleep } from 'node:timers/promises';
import { beginProbeAttempt, completeProbe } from './probes.js';
import { PoolTaskError } from '../core/pool/task-pool.js';
import type { JobHandler } from '../core/jobs/context.js';

declare module '../core/jobs/payloads.js' {
  interface JobPayloads {
    'ops.probe': { probe_id: string };
  }
}

export const opsProbe: JobHandler<'ops.probe'> = async ({ probe_id }, ctx, { log, helpers }) => {
  const probe = await beginProbeAttempt(ctx.db, probe_id);
  if (!probe) return;
  if (probe.hold_ms > 0) await sleep(probe.hold_ms, undefined, { signal: helpers.abortSignal });
  if (probe.mode === 'queue') {
    await completeProbe(ctx.db, probe.id, ctx.workerProcessId, 'ok', null);
    return;
  }
  try {
    const result = await ctx.pool.run('probe', { mode: probe.mode });
    await completeProbe(ctx.db, probe.id, ctx.workerProcessId, 'ok', `thread ${result.threadId}`);
  } catch (error) {
    const outcome = error instanceof PoolTaskError ? error.reason : 'failed';
    await completeProbe(ctx.db, probe.id, ctx.workerProcessId, outcome, (error as Error).message);
    log.warn({ probe_id, outcome }, 'probe pool task failed');
    throw error; // the job fails; the process carries on
  }
};
