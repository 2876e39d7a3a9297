import type { Queryable } from '../core/db/pool.js';
import { defineJob } from '../core/jobs/define.js';
import { enqueue } from '../core/jobs/enqueue.js';

declare module '../core/jobs/payloads.js' {
  interface JobPayloads {
    /** Deletes the outbox's finished messages past EMAIL_OUTBOX_RETENTION_DAYS; the job schedules its own next run. */
    'email.prune_outbox': Record<string, never>;
  }
}

/** Rows deleted per statement: a first prune of a long-grown outbox takes many short deletes, not one long lock. */
const PRUNE_BATCH = 1_000;
/** How often the outbox is pruned: retention is counted in days, an hour late is precise enough. */
const OUTBOX_PRUNE_INTERVAL_MS = 3_600_000;
/** The one pending prune's job key: scheduling again moves it, never adds a second. */
const PRUNE_JOB_KEY = 'email.prune_outbox';

/**
 * Deletes the messages whose outcome is final (sent, failed, skipped) and whose last attempt (or
 * creation, for one never tried) is more than `retentionDays` before `now`; pending ones stay
 * whatever their age. Answers how many went. A refund's notice is looked up in the outbox to send
 * it once (checkout's refunds.ts): a retention of a day at least outlasts any reorg that could
 * confirm a refund again.
 */
export async function pruneOutbox(db: Queryable, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  let deleted = 0;
  for (;;) {
    const { rowCount } = await db.query(
      `DELETE FROM email_outbox WHERE id IN (
         SELECT id FROM email_outbox WHERE status <> 'pending' AND coalesce(last_attempt_at, created_at) < $1 LIMIT $2)`,
      [before, PRUNE_BATCH],
    );
    deleted += rowCount ?? 0;
    if ((rowCount ?? 0) < PRUNE_BATCH) return deleted;
  }
}

/** A worker's first prune waits this long: its start is not the moment to add work to the queue. */
const PRUNE_AFTER_START_MS = 60_000;

/**
 * Schedules the next prune: after a run, an interval on; as a worker starts, a minute on unless one
 * is already scheduled, whose time it keeps (`preserve_run_at`), so restarts never put it off.
 */
export async function scheduleOutboxPrune(db: Queryable, after: 'run' | 'start' = 'start'): Promise<void> {
  const inMs = after === 'run' ? OUTBOX_PRUNE_INTERVAL_MS : PRUNE_AFTER_START_MS;
  await enqueue(
    db,
    'email.prune_outbox',
    {},
    { runAt: new Date(Date.now() + inMs), jobKey: PRUNE_JOB_KEY, jobKeyMode: after === 'run' ? 'replace' : 'preserve_run_at' },
  );
}

/** The outbox's cleanup: it keeps finished messages EMAIL_OUTBOX_RETENTION_DAYS (they show what was sent, and to whom), then deletes them. */
const pruneJob = defineJob({
  name: 'email.prune_outbox',
  kind: 'webhooks',
  run: async (_payload, ctx, { log }) => {
    const deleted = await pruneOutbox(ctx.db, ctx.config.email.outboxRetentionDays);
    await scheduleOutboxPrune(ctx.db, 'run');
    log.info({ deleted, retention_days: ctx.config.email.outboxRetentionDays }, 'e-mail outbox pruned');
  },
});

/** The e-mail feature's upkeep jobs. */
export const outboxUpkeepJobs = [pruneJob] as const;
