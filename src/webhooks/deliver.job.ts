import type { Config } from '../core/config/config.js';
import type { JobHandler } from '../core/jobs/context.js';
import { keyEncryptionKey } from '../core/sealing.js';
import { attemptDelivery } from './delivery.js';

const keks = new WeakMap<Config, Buffer>();
/** The key-encryption key of this process, read once (it may live in a file under DATA_DIR). */
export function webhookKek(config: Config): Buffer {
  let kek = keks.get(config);
  if (!kek) {
    kek = keyEncryptionKey(config.receipts.keyEncryptionKey, config.dataDir);
    keks.set(config, kek);
  }
  return kek;
}

/** One attempt of a delivery; a failed attempt has already scheduled the next one as a new job. */
export const webhooksDeliver: JobHandler<'webhooks.deliver'> = async ({ delivery_id }, ctx, { log }) => {
  await attemptDelivery(ctx.db, delivery_id, { kek: webhookKek(ctx.config), now: new Date(), log });
};
