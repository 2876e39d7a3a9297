/**
 * Session changes with their events: the merchant's expiry commits the change and its
 * `checkout.session.expired` event in one transaction (no event without its change, and no change
 * without its event); the expiry job's goes through the payment rules (docs/payments.md). The event
 * carries the session as the API shows it, metadata included.
 */
import { withTransaction, type Db, type Queryable } from '../core/db/pool.js';
import { type EventType, recordEvent } from '../webhooks/index.js';
import { checkoutSessionView } from './session-api.js';
import { type ExpireResult, expireSession, type SessionRecord, type SessionScope } from './sessions.js';

/** Records a `checkout.session.*` event about `session` (as read inside the transaction of the change). */
export function recordSessionEvent(client: Queryable, session: SessionRecord, type: EventType, publicBaseUrl: string): Promise<string> {
  return recordEvent(client, { projectId: session.project_id, network: session.network, type, object: checkoutSessionView(session, publicBaseUrl) });
}

/** `POST /v1/checkout/sessions/{id}/expire`, with its event. */
export function expireSessionWithEvent(db: Db, scope: SessionScope, id: string, publicBaseUrl: string): Promise<ExpireResult> {
  return withTransaction(db, async (client) => {
    const result = await expireSession(client, scope, id);
    if ('expired' in result) await recordSessionEvent(client, result.expired, 'checkout.session.expired', publicBaseUrl);
    return result;
  });
}
