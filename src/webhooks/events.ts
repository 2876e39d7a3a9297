import type { Queryable } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import { enqueue } from '../core/jobs/enqueue.js';
import type { Network } from '../core/network.js';

/** Every kind of event the service records (docs/webhooks.md says when each is sent). */
export const EVENT_TYPES = [
  'checkout.session.processing',
  'checkout.session.completed',
  'checkout.session.failed',
  'checkout.session.expired',
  'checkout.session.payment_late',
  'checkout.session.payment_withdrawn',
  'checkout.session.payment_extra',
  'zk.verification_batch.completed',
  'webhook_endpoint.disabled',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** `enabled_events` value of an endpoint that receives every type. */
export const ALL_EVENTS = '*';

export interface NewEvent {
  projectId: string;
  network: Network;
  type: EventType;
  /** The resource as the API returns it, at the moment of the change. */
  object: Record<string, unknown>;
}

/**
 * Records an event and one delivery (with its job) per enabled endpoint of the project and network
 * subscribed to its type. Call it on the client of the transaction that makes the change: the event
 * and its deliveries then exist exactly when the change commits. Returns the `evt_` id.
 */
export async function recordEvent(client: Queryable, event: NewEvent): Promise<string> {
  const id = newId('evt');
  const { rows: endpoints } = await client.query<{ id: string }>(
    `WITH recorded AS (INSERT INTO events (id, project_id, network, type, object) VALUES ($1, $2, $3, $4, $5))
     SELECT id FROM webhook_endpoints
      WHERE project_id = $2 AND network = $3 AND disabled_at IS NULL AND enabled_events && ARRAY[$4, $6]`,
    [id, event.projectId, event.network, event.type, event.object, ALL_EVENTS],
  );
  await addDeliveries(
    client,
    id,
    endpoints.map((endpoint) => endpoint.id),
  );
  return id;
}

/** A delivery of `eventId` to each endpoint, each with the job that makes its first attempt now. */
export async function addDeliveries(client: Queryable, eventId: string, endpointIds: string[]): Promise<string[]> {
  const deliveryIds = endpointIds.map(() => newId('whd'));
  if (deliveryIds.length === 0) return deliveryIds;
  await client.query(
    `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, next_attempt_at)
     SELECT delivery_id, $1, endpoint_id, now() FROM unnest($2::text[], $3::text[]) AS d (delivery_id, endpoint_id)`,
    [eventId, deliveryIds, endpointIds],
  );
  for (const deliveryId of deliveryIds) await enqueue(client, 'webhooks.deliver', { delivery_id: deliveryId });
  return deliveryIds;
}
