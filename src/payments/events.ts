import type { Queryable } from '../core/db/pool.js';
import { recordEvent } from '../webhooks/index.js';

/** The events the payments feature emits (docs/payments.md, "Events"). */
export type PaymentEventType =
  | 'checkout.session.processing'
  | 'checkout.session.completed'
  | 'checkout.session.failed'
  | 'checkout.session.expired'
  | 'checkout.session.payment_late'
  | 'checkout.session.payment_withdrawn'
  | 'checkout.session.payment_extra';

/**
 * The one place every payment transition records its event, on the transition's own transaction
 * client, with the session as the API shows it after the change (metadata included).
 */
export async function emitSessionEvent(client: Queryable, publicBaseUrl: string, sessionId: string, type: PaymentEventType): Promise<void> {
  // Imported when first used: checkout's session shape includes this feature's schemas, so a static
  // import here would make the two modules depend on each other while they load.
  const { sessionObject } = await import('../checkout/index.js');
  const { record, object } = await sessionObject(client, sessionId, publicBaseUrl);
  await recordEvent(client, { projectId: record.project_id, network: record.network, type, object });
}
