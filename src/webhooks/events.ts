import { withTransaction, type Db, type Queryable } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import { enqueue } from '../core/jobs/enqueue.js';
import type { Network } from '../core/network.js';
import { deliveryQueue } from './endpoints.js';
import { ALL_EVENTS, type EventType } from './event-types.js';
import type { DeliveryView, EventView, EventWithDeliveries, WebhookEndpoint } from './schemas.js';
import { responseExcerpt } from './send.js';

/** The enabled endpoints of project $1 and network $2 that receive events of type $3 ($4 = ALL_EVENTS). */
const SUBSCRIBED = 'project_id = $1 AND network = $2 AND disabled_at IS NULL AND enabled_events && ARRAY[$3, $4]';

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
    `WITH recorded AS (INSERT INTO events (id, project_id, network, type, object) VALUES ($5, $1, $2, $3, $6))
     SELECT id FROM webhook_endpoints WHERE ${SUBSCRIBED}`,
    [event.projectId, event.network, event.type, ALL_EVENTS, id, JSON.stringify(event.object)],
  );
  await addDeliveries(
    client,
    id,
    event.projectId,
    endpoints.map((endpoint) => endpoint.id),
  );
  return id;
}

/**
 * `POST …/webhook_endpoints/{id}/test`: a `webhook_endpoint.test` event about the endpoint, delivered
 * to it alone whatever it subscribes to (the receiver's check of its URL and secret), and answered
 * with its delivery.
 */
export async function sendTestEvent(db: Db, scope: EventScope, endpoint: WebhookEndpoint): Promise<EventWithDeliveries> {
  return withTransaction(db, async (client) => {
    const { rows } = await client.query<EventRow>(
      `INSERT INTO events (id, project_id, network, type, object) VALUES ($1, $2, $3, 'webhook_endpoint.test', $4) RETURNING ${EVENT_COLUMNS}`,
      [newId('evt'), scope.projectId, scope.network, JSON.stringify(endpoint)],
    );
    const event = rows[0]!;
    const deliveryIds = await addDeliveries(client, event.id, scope.projectId, [endpoint.id]);
    return { ...eventView(event), deliveries: await deliveriesOf(client, { deliveryIds }) };
  });
}

/**
 * The events about one object of the scope (a checkout session: every `checkout.session.*` event
 * carries it as `data.object`), oldest first, each with its deliveries and their attempts: the
 * object's timeline. An object that names a session as `session` (a refund) is about that session;
 * the expression is the one sql/027_dashboard_indexes.sql indexes.
 */
export async function eventsAbout(db: Queryable, scope: EventScope, objectId: string): Promise<EventWithDeliveries[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events
      WHERE coalesce(object ->> 'session', object ->> 'id') = $3 AND project_id = $1 AND network = $2
      ORDER BY created_at, id`,
    [scope.projectId, scope.network, objectId],
  );
  // A session has a handful of events: one query each for their deliveries costs less than it reads.
  const timeline: EventWithDeliveries[] = [];
  for (const row of rows) timeline.push({ ...eventView(row), deliveries: await deliveriesOf(db, { eventId: row.id }) });
  return timeline;
}

/** A delivery of `eventId` to each endpoint of the project, each with the job that makes its first attempt now. */
export async function addDeliveries(client: Queryable, eventId: string, projectId: string, endpointIds: string[]): Promise<string[]> {
  const deliveryIds = endpointIds.map(() => newId('whd'));
  if (deliveryIds.length === 0) return deliveryIds;
  await client.query(
    `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, next_attempt_at)
     SELECT delivery_id, $1, endpoint_id, now() FROM unnest($2::text[], $3::text[]) AS d (delivery_id, endpoint_id)`,
    [eventId, deliveryIds, endpointIds],
  );
  for (const [k, deliveryId] of deliveryIds.entries()) {
    await enqueue(client, 'webhooks.deliver', { delivery_id: deliveryId }, { queueName: deliveryQueue(projectId, endpointIds[k]!) });
  }
  return deliveryIds;
}

/** Whose events a caller may see: one project, on the network its key selects. */
export interface EventScope {
  projectId: string;
  network: Network;
}

export interface EventRow {
  id: string;
  project_id: string;
  network: Network;
  type: EventType;
  object: Record<string, unknown>;
  created_at: Date;
}

const EVENT_COLUMNS = 'id, project_id, network, type, object, created_at';

/** An event as the API shows it, and as each delivery sends it. */
export function eventView(event: EventRow): EventView {
  return {
    id: event.id,
    object: 'event',
    type: event.type,
    created_at: event.created_at.toISOString(),
    network: event.network,
    data: { object: event.object },
  };
}

export async function findEvent(db: Queryable, scope: EventScope, id: string): Promise<EventRow | undefined> {
  const { rows } = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE id = $1 AND project_id = $2 AND network = $3`, [
    id,
    scope.projectId,
    scope.network,
  ]);
  return rows[0];
}

export interface EventListQuery {
  limit: number;
  startingAfter?: string;
  type?: EventType;
  /** Bounds on created_at, by comparison operator. */
  created: { gt?: Date; gte?: Date; lt?: Date; lte?: Date };
}

export type ListEventsResult = { events: EventRow[]; hasMore: boolean } | { unknownCursor: true };

/** Newest first, paged by (created_at, id). */
export async function listEvents(db: Queryable, scope: EventScope, query: EventListQuery): Promise<ListEventsResult> {
  const params: unknown[] = [scope.projectId, scope.network, query.limit + 1];
  const where = ['project_id = $1', 'network = $2'];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (query.startingAfter !== undefined) {
    const cursor = await findEvent(db, scope, query.startingAfter);
    if (!cursor) return { unknownCursor: true };
    params.push(cursor.created_at, cursor.id);
    where.push(`(created_at, id) < ($${params.length - 1}, $${params.length})`);
  }
  if (query.type !== undefined) add((p) => `type = ${p}`, query.type);
  const operators = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
  for (const [bound, operator] of Object.entries(operators) as [keyof typeof operators, string][]) {
    const value = query.created[bound];
    if (value !== undefined) add((p) => `created_at ${operator} ${p}`, value);
  }
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT $3`,
    params,
  );
  return { events: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempt_count: number;
  next_attempt_at: Date | null;
  created_at: Date;
  attempts: {
    attempt: number;
    attempted_at: string;
    response_status: number | null;
    response_body: string | null;
    error: string | null;
    latency_ms: number;
    succeeded: boolean;
  }[];
}

/** The deliveries of events (or the given deliveries), oldest first, each with its attempts in order. */
export async function deliveriesOf(db: Queryable, filter: { eventId: string } | { deliveryIds: string[] }): Promise<DeliveryView[]> {
  const [where, value] = 'eventId' in filter ? ['d.event_id = $1', filter.eventId] : ['d.id = ANY($1::text[])', filter.deliveryIds];
  const { rows } = await db.query<DeliveryRow>(
    `SELECT d.id, d.endpoint_id, d.status, d.attempt_count, d.next_attempt_at, d.created_at,
            COALESCE((SELECT json_agg(json_build_object(
                        'attempt', a.attempt, 'attempted_at', a.attempted_at, 'response_status', a.response_status,
                        'response_body', a.response_body, 'error', a.error, 'latency_ms', a.latency_ms, 'succeeded', a.succeeded)
                      ORDER BY a.attempt)
                        FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts
       FROM webhook_deliveries d WHERE ${where} ORDER BY d.created_at, d.id`,
    [value],
  );
  return rows.map((row) => ({
    id: row.id,
    endpoint_id: row.endpoint_id,
    status: row.status,
    attempt_count: row.attempt_count,
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    // json_build_object writes timestamps in Postgres's text form; the API writes ISO 8601 in UTC.
    attempts: row.attempts.map((attempt) => ({
      ...attempt,
      attempted_at: new Date(attempt.attempted_at).toISOString(),
      response_body: attempt.response_body === null ? null : responseExcerpt(attempt.response_body),
    })),
  }));
}

export type ResendResult = { deliveries: DeliveryView[] } | { unknownEndpoint: true } | { disabledEndpoint: true };

/**
 * Sends an event again as new deliveries (same `webhook-id`): to one endpoint of the project and
 * network if named, whatever its subscriptions, or else to every enabled endpoint subscribed to the type.
 */
export async function resendEvent(db: Db, scope: EventScope, event: EventRow, endpointId: string | undefined): Promise<ResendResult> {
  return withTransaction(db, async (client) => {
    let endpointIds: string[];
    if (endpointId !== undefined) {
      const { rows } = await client.query<{ disabled: boolean }>(
        'SELECT disabled_at IS NOT NULL AS disabled FROM webhook_endpoints WHERE id = $1 AND project_id = $2 AND network = $3',
        [endpointId, scope.projectId, scope.network],
      );
      if (!rows[0]) return { unknownEndpoint: true };
      if (rows[0].disabled) return { disabledEndpoint: true };
      endpointIds = [endpointId];
    } else {
      endpointIds = (
        await client.query<{ id: string }>(`SELECT id FROM webhook_endpoints WHERE ${SUBSCRIBED}`, [scope.projectId, scope.network, event.type, ALL_EVENTS])
      ).rows.map((row) => row.id);
    }
    const deliveryIds = await addDeliveries(client, event.id, scope.projectId, endpointIds);
    return { deliveries: await deliveriesOf(client, { deliveryIds }) };
  });
}
