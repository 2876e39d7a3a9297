import { settleSession } from '../payments/index.js';
import type { JobHandler } from '../core/jobs/context.js';
import { withTransaction } from '../core/db/pool.js';
import { paymentLedger } from './payment-ledger.js';

/**
 * At expires_at the payment rules decide what the session becomes: expired when nothing paid it,
 * failed when it was underpaid or only a reverted transaction was submitted (docs/payments.md).
 */
export const checkoutExpireSession: JobHandler<'checkout.expire_session'> = async ({ session_id }, ctx, { log }) => {
  const status = await withTransaction(ctx.db, (client) => settleSession(client, paymentLedger(ctx.config), session_id));
  log.info({ session_id, status }, 'session settled at its expiry');
};
