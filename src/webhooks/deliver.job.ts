import type { JobHandler } from '../core/jobs/context.js';
import { attemptDelivery } from './delivery.js';
import { secretsKek } from './signing.js';

/** One attempt of a delivery; a failed attempt has already scheduled the next one as a new job. */
export const webhooksDeliver: JobHandler<'webhooks.deliver'> = async ({ delivery_id }, ctx, { log }) => {
  await attemptDelivery(ctx.db, delivery_id, { kek: secretsKek(ctx.config), now: new Date(), log });
};
