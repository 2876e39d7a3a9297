import { processBatch } from '../../domain/zk/verification-batches.js';
import type { JobHandler } from '../context.js';

export const zkVerifyBatch: JobHandler<'zk.verify_batch'> = async ({ batch_id }, ctx, { log }) => {
  const deps = { db: ctx.db, pool: ctx.pool, threads: ctx.config.pool.threads, receipts: ctx.receipts, issuer: ctx.config.publicBaseUrl };
  await processBatch(deps, batch_id, log);
  log.info({ batch_id }, 'verification batch completed');
};
