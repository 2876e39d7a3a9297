import { conflict, invalidField, notFound } from '../core/errors.js';
import type { Network } from '../core/network.js';
import { pageParams, pageQuerySchemas } from '../core/paging.js';
import { bodyValidator } from '../core/validation.js';
import type { ApiDeps } from '../http/deps.js';
import { defineProjectRoute } from '../platform/index.js';
import {
  createEndpoint,
  deleteEndpoint,
  endpointView,
  type EndpointRow,
  findEndpoint,
  listEndpoints,
  MAX_ENDPOINTS_PER_PROJECT,
  rotateSecret,
  updateEndpoint,
} from './endpoints.js';
import { ALL_EVENTS } from './event-types.js';
import { sendTestEvent } from './events.js';
import {
  deletedEndpointSchema,
  type EventWithDeliveries,
  eventWithDeliveriesSchema,
  endpointUpdateSchema,
  newEndpointSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  type WebhookEndpointList,
  type WebhookEndpointWithSecret,
} from './schemas.js';
import { secretsKek } from './signing.js';
import { checkUrlAddresses, parseEndpointUrl, UnsafeUrlError } from './url-safety.js';

const newEndpointBody = bodyValidator(newEndpointSchema);
const endpointUpdateBody = bodyValidator(endpointUpdateSchema);

/** An endpoint URL safe to send to on this network (docs/webhooks.md), or a 400 naming `url`. */
async function checkedUrl(text: string, network: Network, allowPrivate: boolean): Promise<string> {
  try {
    const url = parseEndpointUrl(text, network);
    await checkUrlAddresses(url, allowPrivate);
    return url.toString();
  } catch (error) {
    if (error instanceof UnsafeUrlError) throw invalidField('url', error.message);
    throw error;
  }
}

const withSecret = (endpoint: EndpointRow, secret: string): WebhookEndpointWithSecret => ({ ...endpointView(endpoint), secret });

const idPath = '/v1/webhook_endpoints/{id}';
/** `/v1/webhook_endpoints[/{id}[/rotate_secret|/test]]`: the endpoints of the key's project on the key's network; and their platform twins. */
export const webhookEndpointRoutes = [
  defineProjectRoute({
    rateLimited: true,
    method: 'post',
    path: '/v1/webhook_endpoints',
    summary: 'Register a webhook endpoint; the answer shows its signing secret, once',
    description:
      "For the key's project and network. Live endpoints must use https, test endpoints may use http; the URL's host must resolve, and to no private, loopback or link-local address unless the operator allows private URLs (WEBHOOK_ALLOW_PRIVATE_URLS). At most 16 endpoints per project and network.",
    requestBody: newEndpointSchema,
    requestExample: {
      url: 'http://localhost:4242/webhooks/proofpay',
      enabled_events: ['checkout.session.completed', 'checkout.session.expired'],
      description: 'Order fulfilment',
    },
    responses: { 201: webhookEndpointWithSecretSchema },
    errors: [409],
    handle: async (ctx, { db, config }: ApiDeps, scope) => {
      const body = newEndpointBody(ctx.request.body);
      const projectScope = await scope('admin');
      const url = await checkedUrl(body.url, projectScope.network, config.webhooks.allowPrivateUrls);
      const result = await createEndpoint(db, secretsKek(config), projectScope, {
        url,
        enabledEvents: body.enabled_events ?? [ALL_EVENTS],
        description: body.description ?? null,
      });
      if ('limitReached' in result) throw conflict(`A project has at most ${MAX_ENDPOINTS_PER_PROJECT} webhook endpoints on each network; delete one first`);
      ctx.status = 201;
      ctx.body = withSecret(result.created, result.secret);
    },
  }),
  defineProjectRoute({
    rateLimited: true,
    method: 'get',
    path: '/v1/webhook_endpoints',
    summary: 'List webhook endpoints, newest first',
    description: "The endpoints of the key's project on the key's network, newest first, a page at a time (`starting_after`, the last id of a page).",
    query: pageQuerySchemas,
    responses: { 200: webhookEndpointListSchema },
    handle: async (ctx, { db }: ApiDeps, scope) => {
      const page = pageParams(ctx.query);
      const result = await listEndpoints(db, await scope('member'), page);
      if ('unknownCursor' in result) throw invalidField('starting_after', 'is not a webhook endpoint of this project and network');
      const list: WebhookEndpointList = { object: 'list', data: result.endpoints.map(endpointView), has_more: result.hasMore };
      ctx.body = list;
    },
  }),
  defineProjectRoute({
    rateLimited: true,
    method: 'get',
    path: idPath,
    summary: 'Retrieve a webhook endpoint',
    description: "An endpoint of the key's project and network; its secret is never shown again.",
    responses: { 200: webhookEndpointSchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps, scope) => {
      const endpoint = await findEndpoint(db, await scope('member'), ctx.params.id);
      if (!endpoint) throw notFound('webhook endpoint');
      ctx.body = endpointView(endpoint);
    },
  }),
  defineProjectRoute({
    rateLimited: true,
    method: 'patch',
    path: idPath,
    summary: 'Change the URL, subscribed events or description of an endpoint, or disable and re-enable it',
    description:
      'Only the fields sent change; a new URL is checked as at creation. `disabled: true` stops deliveries; `disabled: false` re-enables an endpoint, whatever disabled it.',
    requestBody: endpointUpdateSchema,
    requestExample: { disabled: false },
    responses: { 200: webhookEndpointSchema },
    errors: [404],
    handle: async (ctx, { db, config }: ApiDeps, scope) => {
      const body = endpointUpdateBody(ctx.request.body);
      const projectScope = await scope('admin');
      if (!(await findEndpoint(db, projectScope, ctx.params.id))) throw notFound('webhook endpoint');
      const endpoint = await updateEndpoint(db, projectScope, ctx.params.id, {
        ...(body.url !== undefined ? { url: await checkedUrl(body.url, projectScope.network, config.webhooks.allowPrivateUrls) } : {}),
        ...(body.enabled_events !== undefined ? { enabledEvents: body.enabled_events } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
      });
      if (!endpoint) throw notFound('webhook endpoint');
      ctx.body = endpointView(endpoint);
    },
  }),
  defineProjectRoute({
    rateLimited: true,
    method: 'delete',
    path: idPath,
    summary: 'Delete a webhook endpoint and its pending deliveries',
    description: 'Its pending deliveries are dropped; the events stay in the event log.',
    responses: { 200: deletedEndpointSchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps, scope) => {
      const endpoint = await deleteEndpoint(db, await scope('admin'), ctx.params.id);
      if (!endpoint) throw notFound('webhook endpoint');
      ctx.body = { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
    },
  }),
  defineProjectRoute({
    rateLimited: true,
    method: 'post',
    path: `${idPath}/rotate_secret`,
    summary: 'A new signing secret, shown once; the previous one keeps signing beside it for 24 hours',
    description:
      'The answer shows the new `whsec_\u2026` secret, once. For 24 hours deliveries carry a signature by each secret, so a receiver can switch without missing one.',
    responses: { 200: webhookEndpointWithSecretSchema },
    errors: [404],
    handle: async (ctx, { db, config }: ApiDeps, scope) => {
      const rotated = await rotateSecret(db, secretsKek(config), await scope('admin'), ctx.params.id, new Date());
      if (!rotated) throw notFound('webhook endpoint');
      ctx.body = withSecret(rotated.endpoint, rotated.secret);
    },
  }),
  defineProjectRoute({
    rateLimited: true,
    method: 'post',
    path: `${idPath}/test`,
    summary: 'Send a `webhook_endpoint.test` event to this endpoint alone',
    description:
      'Records a `webhook_endpoint.test` event (its `data.object` the endpoint) and delivers it to this endpoint, whatever events it subscribes to, signed and retried like any other; the answer is the event with its delivery, whose attempts `GET /v1/events/{id}` shows as they happen. A disabled endpoint is a 400 naming `id`.',
    responses: { 201: eventWithDeliveriesSchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps, scope) => {
      const projectScope = await scope('admin');
      const endpoint = await findEndpoint(db, projectScope, ctx.params.id);
      if (!endpoint) throw notFound('webhook endpoint');
      if (endpoint.disabled_at !== null) throw invalidField('id', 'the endpoint is disabled; enable it (PATCH disabled: false) before testing it');
      const detail: EventWithDeliveries = await sendTestEvent(db, projectScope, endpointView(endpoint));
      ctx.status = 201;
      ctx.body = detail;
    },
  }),
];
