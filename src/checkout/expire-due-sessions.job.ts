import { withTransaction, type Queryable } from '../core/db/pool.js';
import { enqueue } from '../core/jobs/enqueue.js';
import type { JobHandler } from '../core/jobs/context.js';
import { dueSessionIds, expireIfDue, nextExpirySweepAt } from './sessions.js';

/** Sessions read per query of a sweep; a sweep goes on until fewer than this are due. */
const SWEEP_BATCH = 500;
/** The one pending sweep's job key: scheduling again moves it, never adds a second. */
const SWEEP_JOB_KEY = 'checkout.expire_due_sessions';

/**
 * The expiry trigger: one recurring job, not one job per session. It expires every session due,
 * each through `expireIfDue` in its own transaction (what follows an expiry commits with it), then
 * schedules its next run for the next session to fall due (see nextExpirySweepAt for the bounds).
 * A session that fails to expire is logged and retried by the next sweep; the others go on.
 */
export const checkoutExpireDueSessions: JobHandler<'checkout.expire_due_sessions'> = async (_payload, ctx, { log }) => {
  let expired = 0;
  let failed = 0;
  for (;;) {
    const due = await dueSessionIds(ctx.db, SWEEP_BATCH);
    let progressed = false;
    for (const id of due) {
      try {
        if (await withTransaction(ctx.db, (client) => expireIfDue(client, id))) expired++;
        progressed = true;
      } catch (error) {
        failed++;
        log.warn({ session_id: id, err: error }, 'session expiry failed; the next sweep retries it');
      }
    }
    if (due.length < SWEEP_BATCH || !progressed) break;
  }
  const next = await scheduleExpirySweep(ctx.db);
  log.info({ expired, failed, next_sweep_at: next.toISOString() }, 'expiry sweep done');
};

/** Schedules the sweep for when the next session falls due; each worker does so as it starts. */
export async function scheduleExpirySweep(db: Queryable): Promise<Date> {
  const at = await nextExpirySweepAt(db);
  await enqueue(db, 'checkout.expire_due_sessions', {}, { runAt: at, jobKey: SWEEP_JOB_KEY });
  return at;
}
