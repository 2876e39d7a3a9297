import { withTransaction, type Queryable } from '../core/db/pool.js';
import { enqueue } from '../core/jobs/enqueue.js';
import { defineJob } from '../core/jobs/define.js';
import { expireDueRefunds, forgetReplacedAddresses, type PaymentsServices, reconcileSessions, settleSession } from './payments/index.js';
import { dueSessionIds, nextExpirySweepAt } from './sessions.js';

declare module '../core/jobs/payloads.js' {
  interface JobPayloads {
    /** Expire every pending session past expires_at; the job schedules its own next run. */
    'checkout.expire_due_sessions': Record<string, never>;
  }
}

/** Sessions read per query of a sweep; a sweep goes on while full batches still settle. */
const SWEEP_BATCH = 500;
/** The one pending sweep's job key: scheduling again moves it, never adds a second. */
const SWEEP_JOB_KEY = 'checkout.expire_due_sessions';

/**
 * The expiry trigger: one recurring job, not one job per session. Every session still pending past
 * expires_at goes, in its own transaction, through the payment rules (`settleSession`: expired when
 * nothing paid it, failed when underpaid or only a reverted transaction was submitted; the event
 * commits with the change), then the sweep schedules its next run for the next session to fall due
 * (see nextExpirySweepAt for the bounds). A session that fails to settle is logged and retried by
 * the next sweep; the others go on. The same sweep expires unpaid refunds, reconciles sessions
 * (reconcileSessions: a safety net, never the primary path) and forgets receiving addresses that
 * left the watch window.
 */
export const expireDueSessionsJob = defineJob<'checkout.expire_due_sessions', PaymentsServices>({
  name: 'checkout.expire_due_sessions',
  kind: 'chain',
  run: async (_payload, ctx, { log }) => {
    const { ledger } = ctx;
    let settled = 0;
    let failed = 0;
    for (;;) {
      const due = await dueSessionIds(ctx.db, SWEEP_BATCH);
      let settledNow = 0;
      for (const id of due) {
        try {
          const status = await withTransaction(ctx.db, (client) => settleSession(client, ledger.sessionEvent, id));
          if (status !== 'pending') settledNow++;
        } catch (error) {
          failed++;
          log.warn({ session_id: id, err: error }, 'session settlement at expiry failed; the next sweep retries it');
        }
      }
      settled += settledNow;
      // A batch that settled nothing (failures, or a clock behind the database's) waits for the next sweep.
      if (due.length < SWEEP_BATCH || settledNow === 0) break;
    }
    // Refunds unpaid after their lifetime (days, not minutes): the sweep's idle interval is precise enough.
    const refundsExpired = await expireDueRefunds(ctx.db);
    // The safety net: sessions whose payments say they should have moved (logged at warn when any did).
    const reconciled = await reconcileSessions(ctx.db, ledger.sessionEvent, log);
    await forgetReplacedAddresses(ctx.db);
    const next = await scheduleExpirySweep(ctx.db);
    log.info({ settled, failed, refunds_expired: refundsExpired, reconciled: reconciled.length, next_sweep_at: next.toISOString() }, 'expiry sweep done');
  },
});

/** Schedules the sweep for when the next session falls due; each worker does so as it starts. */
export async function scheduleExpirySweep(db: Queryable): Promise<Date> {
  const at = await nextExpirySweepAt(db);
  await enqueue(db, 'checkout.expire_due_sessions', {}, { runAt: at, jobKey: SWEEP_JOB_KEY });
  return at;
}
