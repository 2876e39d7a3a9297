import type { Config } from '../../core/config/config.js';
import type { Queryable } from '../../core/db/pool.js';
import { defineJob } from '../../core/jobs/define.js';
import type { LedgerContext } from './reactions.js';
import { enqueue } from '../../core/jobs/enqueue.js';
import { ChainIdMismatch } from './chain-client.js';
import { watchChainOnce } from './watcher.js';
import type { VerificationServices } from '../../verification/index.js';

declare module '../../core/jobs/payloads.js' {
  interface JobPayloads {
    /** One pass of a chain's watcher; it schedules its next pass itself (docs/payments.md). */
    'payments.watch_chain': { chain: string };
  }
}

/** What the watcher job needs from the worker's composition root: the payment rules, and the receipt signers payment receipts are signed with. */
export interface PaymentsServices extends VerificationServices {
  /** The payment rules' context, built by checkout (paymentLedger) as for the API's routes. */
  ledger: LedgerContext;
}

/** One queue and one job key per chain: passes of a chain run one at a time, and at most one waits. */
const watchJob = (chain: string) => ({ jobKey: `payments.watch:${chain}`, queueName: `payments.watch:${chain}` });

/** Starts (or restarts) the watcher of every chain with an RPC URL; called when a worker starts. */
export async function scheduleChainWatchers(db: Queryable, config: Config): Promise<void> {
  for (const chain of config.chains.chains) {
    if (chain.rpcUrl) await enqueue(db, 'payments.watch_chain', { chain: chain.key }, watchJob(chain.key));
  }
}

/** A job catching up runs passes back to back for at most this long, then yields its worker slot. */
const CATCH_UP_BUDGET_MS = 2_000;

/**
 * Watcher passes, back to back while the cursor is behind the head (catching up in bounded ranges,
 * within CATCH_UP_BUDGET_MS), then the next job: at once if still behind, else
 * PAYMENTS_WATCH_INTERVAL_MS later, whatever the outcome. An RPC that is down, or answers for
 * another chain id, is recorded (health shows the chain down, with the reason) and tried again at
 * that pace, so detection catches up as soon as it is right again; the job itself never fails on it.
 */
export const watchChainJob = defineJob<'payments.watch_chain', PaymentsServices>({
  name: 'payments.watch_chain',
  kind: 'chain',
  run: async ({ chain: key }, ctx, { log }) => {
    const chain = ctx.config.chains.chain(key);
    if (!chain?.rpcUrl) {
      log.warn({ chain: key }, 'chain no longer configured; its watcher stops');
      return;
    }
    const { scanMaxBlocks } = ctx.config.payments;
    const watch = { ...ctx.ledger, db: ctx.db, log, scanMaxBlocks };
    const started = Date.now();
    let behind = false;
    try {
      do {
        const pass = await watchChainOnce(watch, chain);
        if (pass.scanned) log.debug({ chain: key, ...pass.scanned, transfers: pass.transfers, head: pass.head }, 'chain scanned');
        behind = pass.scanned !== undefined && pass.scanned.to < pass.head;
      } while (behind && Date.now() - started < CATCH_UP_BUDGET_MS);
    } catch (error) {
      behind = false;
      // Another chain behind the RPC URL is a configuration error, not an outage: said at error level.
      if (error instanceof ChainIdMismatch)
        log.error({ chain: key, reason: error.message }, 'chain id mismatch: nothing is read from this RPC until it is fixed');
      else log.warn({ chain: key, err: error }, 'chain watcher pass failed; retrying at the next pass');
    } finally {
      await enqueue(
        ctx.db,
        'payments.watch_chain',
        { chain: key },
        { ...watchJob(key), runAt: new Date(Date.now() + (behind ? 0 : ctx.config.payments.watchIntervalMs)) },
      );
    }
  },
});
