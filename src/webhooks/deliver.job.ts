import { Counter } from 'prom-client';
import { defineJob } from '../core/jobs/define.js';
import { metricsRegistry } from '../core/metrics.js';
import { type AttemptOutcome, attemptDelivery, failPendingDelivery } from './delivery.js';
import { secretsKek } from './signing.js';

declare module '../core/jobs/payloads.js' {
  interface JobPayloads {
    /** One attempt of a webhook delivery; a failure schedules the next attempt as a new job. */
    'webhooks.deliver': { delivery_id: string };
  }
}

/**
 * One attempt of a delivery; a failed attempt has already scheduled the next one as a new job. A
 * run that throws (the database, an endpoint secret that no longer unseals) is retried by
 * graphile-worker; when its last run throws too, the delivery ends `failed` instead of staying
 * pending with no job left to deliver it.
 */
const deliveryAttempts = new Counter({
  name: 'proofpay_webhook_deliveries_total',
  help: 'Webhook delivery attempts, by outcome (succeeded; retrying: failed, another attempt scheduled; failed: no attempt left, or the endpoint is gone or disabled)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const deliverJob = defineJob({
  name: 'webhooks.deliver',
  kind: 'webhooks',
  run: async ({ delivery_id }, ctx, { log, lastAttempt }) => {
    let outcome: AttemptOutcome;
    try {
      outcome = await attemptDelivery(ctx.db, delivery_id, {
        kek: secretsKek(ctx.config),
        now: new Date(),
        allowPrivateUrls: ctx.config.webhooks.allowPrivateUrls,
        log,
      });
    } catch (error) {
      if (lastAttempt && (await failPendingDelivery(ctx.db, delivery_id, new Date()))) deliveryAttempts.inc({ outcome: 'failed' });
      throw error;
    }
    if (outcome !== 'skipped') deliveryAttempts.inc({ outcome });
  },
  /** The job's last run died with its worker: the delivery ends `failed`, as when that run throws. */
  abandoned: async ({ delivery_id }, client) => {
    await failPendingDelivery(client, delivery_id, new Date());
  },
});

/** The webhooks feature's jobs. */
export const webhooksJobs = [deliverJob] as const;
