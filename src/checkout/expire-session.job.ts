import { expireIfDue } from './sessions.js';
import type { JobHandler } from '../core/jobs/context.js';

export const checkoutExpireSession: JobHandler<'checkout.expire_session'> = async ({ session_id }, ctx, { log }) => {
  const expired = await expireIfDue(ctx.db, session_id);
  log.info({ session_id, expired }, expired ? 'session expired' : 'session no longer pending; nothing to expire');
};
