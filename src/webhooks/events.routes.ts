import type { ParsedUrlQuery } from 'node:querystring';
import { invalidField, notFound } from '../core/errors.js';
import { createdRange, pageParams, pageQuerySchemas, queryParam } from '../core/paging.js';
import { dateTimeSchema } from '../core/schema-fragments.js';
import { bodyValidator } from '../core/validation.js';
import type { ApiDeps } from '../http/deps.js';
import { defineProjectRoute } from '../platform/index.js';
import { EVENT_TYPES, type EventType } from './event-types.js';
import { deliveriesOf, type EventListQuery, eventView, findEvent, listEvents, resendEvent } from './events.js';
import { eventListSchema, eventWithDeliveriesSchema, resendResultSchema, resendSchema, type EventList, type EventWithDeliveries } from './schemas.js';

const resendBody = bodyValidator(resendSchema);
const CREATED_BOUNDS = ['gt', 'gte', 'lt', 'lte'] as const;

/** Paging, `type`, and `created[gt|gte|lt|lte]` (ISO 8601 date-times); anything else is a 400 naming it. */
function parseEventListQuery(query: ParsedUrlQuery): EventListQuery {
  const page = pageParams(query, ['type', ...CREATED_BOUNDS.map((bound) => `created[${bound}]`)]);
  const type = queryParam(query, 'type');
  if (type !== undefined && !(EVENT_TYPES as readonly string[]).includes(type)) throw invalidField('type', `must be one of ${EVENT_TYPES.join(', ')}`);
  return { ...page, ...(type !== undefined ? { type: type as EventType } : {}), created: createdRange(query, CREATED_BOUNDS) };
}

/** `GET /v1/events[/{id}]`, `POST /v1/events/{id}/resend`: the events of the key's project on the key's network; and their platform twins. */
export const eventRoutes = [
  defineProjectRoute({
    rateLimited: true,
    method: 'get',
    path: '/v1/events',
    summary: 'List events, newest first',
    description:
      "The events of the key's project on the key's network, newest first, a page at a time (`starting_after`, the last id of a page); filtered by `type` and by `created[gt|gte|lt|lte]`. The list carries no deliveries: retrieve one event for them.",
    query: {
      ...pageQuerySchemas,
      type: { schema: { type: 'string', enum: [...EVENT_TYPES] }, description: 'Only events of this type.' },
      ...Object.fromEntries(CREATED_BOUNDS.map((bound) => [`created[${bound}]`, { schema: dateTimeSchema, description: `created_at ${bound} this time` }])),
    },
    responses: { 200: eventListSchema },
    handle: async (ctx, { db }: ApiDeps, scope) => {
      const query = parseEventListQuery(ctx.query);
      const result = await listEvents(db, await scope('member'), query);
      if ('unknownCursor' in result) throw invalidField('starting_after', 'is not an event of this project and network');
      const list: EventList = { object: 'list', data: result.events.map(eventView), has_more: result.hasMore };
      ctx.body = list;
    },
  }),
  defineProjectRoute({
    rateLimited: true,
    method: 'get',
    path: '/v1/events/{id}',
    summary: 'Retrieve an event with its deliveries and their attempts',
    description: 'The event with each delivery (one per endpoint, and one per resend) and every attempt of each: status, response and latency.',
    responses: { 200: eventWithDeliveriesSchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps, scope) => {
      const event = await findEvent(db, await scope('member'), ctx.params.id);
      if (!event) throw notFound('event');
      const detail: EventWithDeliveries = { ...eventView(event), deliveries: await deliveriesOf(db, { eventId: event.id }) };
      ctx.body = detail;
    },
  }),
  defineProjectRoute({
    rateLimited: true,
    method: 'post',
    path: '/v1/events/{id}/resend',
    summary: 'Deliver an event again (same webhook-id) to one endpoint, or to every enabled endpoint subscribed to its type',
    description:
      "A new delivery with the same `webhook-id`, so a receiver that already handled the event can tell. With `endpoint`, to that enabled endpoint of the project; without, to every enabled endpoint subscribed to the event's type.",
    requestBody: resendSchema,
    requestExample: { endpoint: 'we_0mwqw65c0bKs7PqX3zYe9RdU2nMy5Gf' },
    responses: { 201: resendResultSchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps, scope) => {
      const body = resendBody(ctx.request.body);
      const projectScope = await scope('admin');
      const event = await findEvent(db, projectScope, ctx.params.id);
      if (!event) throw notFound('event');
      const result = await resendEvent(db, projectScope, event, body.endpoint);
      if ('unknownEndpoint' in result) throw invalidField('endpoint', 'is not a webhook endpoint of this project and network');
      if ('disabledEndpoint' in result) throw invalidField('endpoint', 'is disabled; enable it (PATCH disabled: false) before resending to it');
      ctx.status = 201;
      ctx.body = { object: 'list', data: result.deliveries, has_more: false };
    },
  }),
];
