import { expireIfDueWithEvent } from './session-events.js';
import type { JobHandler } from '../core/jobs/context.js';

export const checkoutExpireSession: JobHandler<'checkout.expire_session'> = async ({ session_id }, ctx, { log }) => {
  const expired = await expireIfDueWithEvent(ctx.db, session_id, ctx.config.publicBaseUrl);
  log.info({ session_id, expired }, expired ? 'session expired' : 'session no longer pending; nothing to expire');
};
