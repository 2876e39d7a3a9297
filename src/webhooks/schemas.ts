/** Request and response shapes of webhook endpoints and events: ajv validates them, the types come from them. */
import { documentedAs, namedSchema } from '../core/schema-registry.js';
import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeSchema, nullableDateTimeSchema } from '../core/schema-fragments.js';
import { ALL_EVENTS, EVENT_TYPES } from './event-types.js';

/** Documented limits of endpoint bodies (docs/webhooks.md). */
export const ENDPOINT_LIMITS = { urlMaxChars: 2048, descriptionMaxChars: 1000 } as const;

const eventTypeSchema = { type: 'string', enum: [...EVENT_TYPES] } as const;
const enabledEventsSchema = {
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  items: { type: 'string', enum: [...EVENT_TYPES, ALL_EVENTS] },
} as const;
/** The URL's form and address are checked in code (url-safety.ts), each refusal with its reason; the documents show the form. */
const urlSchema = documentedAs({ type: 'string', minLength: 1, maxLength: ENDPOINT_LIMITS.urlMaxChars } as const, {
  type: 'string',
  maxLength: ENDPOINT_LIMITS.urlMaxChars,
  format: 'uri',
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^/?#@\\s]+[^#]*$',
  description:
    'An absolute URL without credentials or fragment: https, or http for test endpoints; its host must resolve to public addresses unless the operator allows private ones.',
});

/** `POST /v1/webhook_endpoints`. `enabled_events` defaults to `["*"]` (every type). */
export const newEndpointSchema = namedSchema('WebhookEndpointCreate', {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: {
    url: urlSchema,
    enabled_events: enabledEventsSchema,
    description: { type: 'string', maxLength: ENDPOINT_LIMITS.descriptionMaxChars },
  },
} as const);

/** `PATCH /v1/webhook_endpoints/{id}`: `disabled: false` re-enables an endpoint, whatever disabled it. */
export const endpointUpdateSchema = namedSchema('WebhookEndpointUpdate', {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    url: urlSchema,
    enabled_events: enabledEventsSchema,
    description: { type: ['string', 'null'], maxLength: ENDPOINT_LIMITS.descriptionMaxChars },
    disabled: { type: 'boolean' },
  },
} as const);

/** A webhook endpoint as the API shows it. */
export const webhookEndpointSchema = namedSchema('WebhookEndpoint', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'object', 'url', 'description', 'enabled_events', 'status', 'disabled_reason', 'network', 'previous_secret_expires_at', 'created_at'],
  properties: {
    id: { type: 'string' },
    object: { const: 'webhook_endpoint' },
    url: { type: 'string' },
    description: { type: ['string', 'null'] },
    enabled_events: enabledEventsSchema,
    status: { type: 'string', enum: ['enabled', 'disabled'] },
    /** requested: by PATCH; gone: the receiver answered 410; failing: three days of failed attempts. */
    disabled_reason: { anyOf: [{ type: 'null' }, { type: 'string', enum: ['requested', 'gone', 'failing'] }] },
    network: { type: 'string', enum: ['testnet', 'mainnet'] },
    /** Until then the previous secret also signs (after `rotate_secret`). */
    previous_secret_expires_at: nullableDateTimeSchema,
    created_at: dateTimeSchema,
  },
} as const);
export type WebhookEndpoint = FromSchema<typeof webhookEndpointSchema>;

/** Creation and rotation answers: the endpoint and its signing secret, shown this once. */
export const webhookEndpointWithSecretSchema = namedSchema('WebhookEndpointWithSecret', {
  ...webhookEndpointSchema,
  required: [...webhookEndpointSchema.required, 'secret'],
  properties: { ...webhookEndpointSchema.properties, secret: { type: 'string', pattern: '^whsec_' } },
} as const);
export type WebhookEndpointWithSecret = FromSchema<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = namedSchema('WebhookEndpointList', {
  type: 'object',
  additionalProperties: false,
  required: ['object', 'data', 'has_more'],
  properties: { object: { const: 'list' }, data: { type: 'array', items: webhookEndpointSchema }, has_more: { type: 'boolean' } },
} as const);
export type WebhookEndpointList = FromSchema<typeof webhookEndpointListSchema>;

export const deletedEndpointSchema = namedSchema('DeletedWebhookEndpoint', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'object', 'deleted'],
  properties: { id: { type: 'string' }, object: { const: 'webhook_endpoint' }, deleted: { const: true } },
} as const);

/** An event, as listed and as the `data` of its deliveries' bodies. */
export const eventSchema = namedSchema('Event', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'object', 'type', 'created_at', 'network', 'data'],
  properties: {
    id: { type: 'string' },
    object: { const: 'event' },
    type: eventTypeSchema,
    created_at: dateTimeSchema,
    network: { type: 'string', enum: ['testnet', 'mainnet'] },
    data: {
      type: 'object',
      additionalProperties: false,
      required: ['object'],
      properties: { object: { type: 'object', description: 'The resource as the API returns it, at the time of the event.' } },
    },
  },
} as const);
export type EventView = FromSchema<typeof eventSchema>;

const attemptSchema = namedSchema('WebhookDeliveryAttempt', {
  type: 'object',
  additionalProperties: false,
  required: ['attempt', 'attempted_at', 'response_status', 'response_body', 'error', 'latency_ms', 'succeeded'],
  properties: {
    attempt: { type: 'integer', minimum: 1 },
    attempted_at: dateTimeSchema,
    response_status: { type: ['integer', 'null'] },
    /** A plain-text excerpt of the receiver's answer: at most 256 characters, control characters as spaces. */
    response_body: { type: ['string', 'null'] },
    error: { type: ['string', 'null'] },
    latency_ms: { type: 'integer' },
    succeeded: { type: 'boolean' },
  },
} as const);

const deliverySchema = namedSchema('WebhookDelivery', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'endpoint_id', 'status', 'attempt_count', 'next_attempt_at', 'created_at', 'attempts'],
  properties: {
    id: { type: 'string' },
    endpoint_id: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
    attempt_count: { type: 'integer' },
    next_attempt_at: nullableDateTimeSchema,
    created_at: dateTimeSchema,
    attempts: { type: 'array', items: attemptSchema },
  },
} as const);

/** `GET /v1/events/{id}`: the event with each delivery (per endpoint, and per resend) and its attempts. */
export const eventWithDeliveriesSchema = namedSchema('EventWithDeliveries', {
  ...eventSchema,
  required: [...eventSchema.required, 'deliveries'],
  properties: { ...eventSchema.properties, deliveries: { type: 'array', items: deliverySchema } },
} as const);
export type EventWithDeliveries = FromSchema<typeof eventWithDeliveriesSchema>;
export type DeliveryView = FromSchema<typeof deliverySchema>;

export const eventListSchema = namedSchema('EventList', {
  type: 'object',
  additionalProperties: false,
  required: ['object', 'data', 'has_more'],
  properties: { object: { const: 'list' }, data: { type: 'array', items: eventSchema }, has_more: { type: 'boolean' } },
} as const);
export type EventList = FromSchema<typeof eventListSchema>;

/** `POST /v1/events/{id}/resend`: to one endpoint, or (no body, or no `endpoint`) to every enabled endpoint subscribed to the type. */
export const resendSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { endpoint: { type: 'string', minLength: 1 } },
} as const;

/** The resend answer: the deliveries it added. */
export const resendResultSchema = namedSchema('WebhookDeliveryList', {
  type: 'object',
  additionalProperties: false,
  required: ['object', 'data', 'has_more'],
  properties: { object: { const: 'list' }, data: { type: 'array', items: deliverySchema }, has_more: { const: false } },
} as const);
