import type { Queryable } from '../../core/db/pool.js';
import type { Network } from '../../core/network.js';
import { recordEvent } from '../../webhooks/index.js';

/** The events the payments feature emits (docs/payments.md, "Events"). */
export type PaymentEventType =
  | 'checkout.session.pending'
  | 'checkout.session.processing'
  | 'checkout.session.completed'
  | 'checkout.session.failed'
  | 'checkout.session.expired'
  | 'checkout.session.payment_late'
  | 'checkout.session.payment_withdrawn'
  | 'checkout.session.payment_extra';

/**
 * The session as the API shows it, read on the transition's client (checkout owns that shape and
 * provides this; payments does not import checkout, which imports payments).
 */
export type SessionEventSource = (client: Queryable, sessionId: string) => Promise<{ projectId: string; network: Network; object: Record<string, unknown> }>;

/** The one place every payment transition records its event, on the transition's own transaction client. */
export async function emitSessionEvent(client: Queryable, sessionEvent: SessionEventSource, sessionId: string, type: PaymentEventType): Promise<void> {
  await recordEvent(client, { ...(await sessionEvent(client, sessionId)), type });
}
