import type { Config } from '../core/config/config.js';
import type { Queryable } from '../core/db/pool.js';
import type { JobContext, JobHandler } from '../core/jobs/context.js';
import { enqueue } from '../core/jobs/enqueue.js';
import { watchChainOnce } from './watcher.js';

/** One queue and one job key per chain: passes of a chain run one at a time, and at most one waits. */
const watchJob = (chain: string) => ({ jobKey: `payments.watch:${chain}`, queueName: `payments.watch:${chain}` });

/** Starts (or restarts) the watcher of every chain with an RPC URL; called when a worker starts. */
export async function scheduleChainWatchers(db: Queryable, config: Config): Promise<void> {
  for (const chain of config.chains.chains) {
    if (chain.rpcUrl) await enqueue(db, 'payments.watch_chain', { chain: chain.key }, watchJob(chain.key));
  }
}

/**
 * One watcher pass, then the next one scheduled PAYMENTS_WATCH_INTERVAL_MS later, whatever the
 * pass's outcome: an RPC that is down is recorded (health shows it degraded) and retried at the
 * same pace, so detection catches up as soon as it answers. The job itself never fails on it.
 */
export const paymentsWatchChain: JobHandler<'payments.watch_chain'> = async ({ chain: key }, ctx: JobContext, { log }) => {
  const chain = ctx.config.chains.chain(key);
  if (!chain?.rpcUrl) {
    log.warn({ chain: key }, 'chain no longer configured; its watcher stops');
    return;
  }
  try {
    const pass = await watchChainOnce(
      { db: ctx.db, log, chains: ctx.config.chains, publicBaseUrl: ctx.config.publicBaseUrl, scanMaxBlocks: ctx.config.payments.scanMaxBlocks },
      chain,
    );
    if (pass.scanned) log.debug({ chain: key, ...pass.scanned, transfers: pass.transfers, head: pass.head }, 'chain scanned');
  } catch (error) {
    log.warn({ chain: key, err: error }, 'chain watcher pass failed; retrying at the next pass');
  } finally {
    await enqueue(ctx.db, 'payments.watch_chain', { chain: key }, { ...watchJob(key), runAt: new Date(Date.now() + ctx.config.payments.watchIntervalMs) });
  }
};
