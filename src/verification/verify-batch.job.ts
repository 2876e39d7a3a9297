import { failBatch, processBatch } from './verification-batches.js';
import { verifierDeps } from './verify-proofs.js';
import { defineJob } from '../core/jobs/define.js';
import type { VerificationServices } from './receipt-keys.js';
import { batchView } from './verify.schemas.js';
import { recordEvent } from '../webhooks/index.js';

declare module '../core/jobs/payloads.js' {
  interface JobPayloads {
    /** Verify the items of a large batch, in chunks, and record each result once. */
    'zk.verify_batch': { batch_id: string };
  }
}

const verifyBatchJob = defineJob<'zk.verify_batch', VerificationServices>({
  name: 'zk.verify_batch',
  kind: 'heavy',
  run: async ({ batch_id }, ctx, { log, lastAttempt }) => {
    const deps = verifierDeps({ ...ctx, log });
    try {
      // The completion and its event commit together.
      await processBatch(deps, batch_id, log, (client, batch, scope) =>
        recordEvent(client, { ...scope, type: 'zk.verification_batch.completed', object: batchView(batch) }),
      );
    } catch (error) {
      if (lastAttempt) await failBatch(ctx.db, batch_id);
      throw error;
    }
    log.info({ batch_id }, 'verification batch completed');
  },
  /** The batch's last attempt died with its worker: it ends `failed`, as a fault on its last attempt ends it. */
  abandoned: ({ batch_id }, client) => failBatch(client, batch_id),
});

/** The verification feature's jobs. */
export const verificationJobs = [verifyBatchJob] as const;
