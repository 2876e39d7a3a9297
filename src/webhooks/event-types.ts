/** Every kind of event the service records (docs/webhooks.md says when each is sent). */
export const EVENT_TYPES = [
  'checkout.session.pending',
  'checkout.session.processing',
  'checkout.session.completed',
  'checkout.session.failed',
  'checkout.session.expired',
  'checkout.session.payment_late',
  'checkout.session.payment_withdrawn',
  'checkout.session.payment_extra',
  'payment.unattributed',
  'refund.succeeded',
  'refund.pending',
  'refund.failed',
  'zk.verification_batch.completed',
  'attestation.confirmed',
  'webhook_endpoint.disabled',
  'webhook_endpoint.test',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** `enabled_events` value of an endpoint that receives every type. */
export const ALL_EVENTS = '*';
