import { failBatch, processBatch } from '../../domain/zk/verification-batches.js';
import type { JobHandler } from '../context.js';

export const zkVerifyBatch: JobHandler<'zk.verify_batch'> = async ({ batch_id }, ctx, { log, helpers }) => {
  const deps = { db: ctx.db, pool: ctx.pool, receipts: ctx.receipts, issuer: ctx.config.publicBaseUrl };
  try {
    await processBatch(deps, batch_id, log);
  } catch (error) {
    // graphile-worker counts this run as an attempt already: on the last one, the batch says so.
    if (helpers.job.attempts >= helpers.job.max_attempts) await failBatch(ctx.db, batch_id);
    throw error;
  }
  log.info({ batch_id }, 'verification batch completed');
};
