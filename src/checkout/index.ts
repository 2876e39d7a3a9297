import type { Queryable } from '../core/db/pool.js';
import { checkoutSessionView, type CheckoutSession } from './session-api.js';
export { checkoutStatusSchema } from './page-api.js';
export { checkoutSessionSchema, checkoutSessionView, checkoutStatusView } from './session-api.js';
export { findSessionById, type SessionRecord } from './sessions.js';
import { findSessionById, type SessionRecord } from './sessions.js';

/** What other features may use from checkout. */
export { erc20TransferUri } from './eip681.js';

/** A session as the public interface shows it now, read on `client` (a transaction sees its own changes). */
export async function sessionObject(client: Queryable, id: string, publicBaseUrl: string): Promise<{ record: SessionRecord; object: CheckoutSession }> {
  const record = (await findSessionById(client, id))!;
  return { record, object: checkoutSessionView(record, publicBaseUrl) };
}
