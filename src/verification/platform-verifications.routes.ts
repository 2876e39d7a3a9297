/**
 * A project's verifications on the platform, for the dashboard (members of its organization):
 *   GET …/zk/verifications                recent verifications, newest first
 *   GET …/zk/verification_batches         queued batches with their progress, newest first
 *   GET …/zk/verification_batches/{id}    one batch and a page of its items (as GET /v1/zk/verifications/{id})
 *   GET …/activity/verifications          valid and invalid verifications per UTC day, the last 30 days
 * each under /api/projects/{project_id}/networks/{network}.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { invalidField } from '../core/errors.js';
import { pageParams, pageQuerySchemas } from '../core/paging.js';
import { namedSchema } from '../core/schema-registry.js';
import type { ApiDeps } from '../http/deps.js';
import { defineRoute } from '../http/routes.js';
import { ACTIVITY_DAYS, activitySchema, projectNetworkPathParameters, projectNetworkScope } from '../platform/index.js';
import { listBatches, listVerifications, verificationsPerDay } from './verification-lists.js';
import { batchItemsQuery, batchWithItems } from './verify.routes.js';
import { batchSchema, batchView, verificationSchema, verificationView } from './verify.schemas.js';

const listOf = (name: string, item: object) =>
  namedSchema(name, {
    type: 'object',
    additionalProperties: false,
    required: ['object', 'data', 'has_more'],
    properties: { object: { const: 'list' }, data: { type: 'array', items: item }, has_more: { type: 'boolean' } },
  } as const);

const verificationListSchema = listOf('ZkVerificationList', verificationSchema);
const batchListSchema = listOf('VerificationBatchList', batchSchema);

const verificationActivitySchema = activitySchema('VerificationActivity', 'verifications', ['valid', 'invalid'], {
  valid: { type: 'integer', minimum: 0, description: 'Verifications answered `verified: true`.' },
  invalid: { type: 'integer', minimum: 0, description: 'Verifications answered `verified: false`.' },
});
type VerificationActivity = FromSchema<typeof verificationActivitySchema>;

const PREFIX = '/api/projects/{project_id}/networks/{network}';
const base = { interface: 'platform', auth: 'platform_jwt', pathParameters: projectNetworkPathParameters } as const;
const forMembers = "For members of the project's organization; a project not theirs is a 404.";

export const platformVerificationRoutes = [
  defineRoute({
    ...base,
    method: 'get',
    path: `${PREFIX}/zk/verifications`,
    summary: "A project's verifications, newest first",
    description: `${forMembers} Every verification answered on the network, one proof's or a batch item's, with its receipt, a page at a time (\`starting_after\`, the last id of a page).`,
    query: pageQuerySchemas,
    responses: { 200: verificationListSchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const page = pageParams(ctx.query);
      const listed = await listVerifications(db, await projectNetworkScope(db, ctx, 'member'), page);
      if ('unknownCursor' in listed) throw invalidField('starting_after', 'is not a verification of this project and network');
      ctx.body = { object: 'list', data: listed.rows.map(verificationView), has_more: listed.hasMore };
    },
  }),
  defineRoute({
    ...base,
    method: 'get',
    path: `${PREFIX}/zk/verification_batches`,
    summary: "A project's queued verification batches with their progress, newest first",
    description: `${forMembers} The batches queued by \`POST /v1/zk/verifications\` (more items than are verified at once), each with its status and counts, without items, a page at a time (\`starting_after\`, the last id of a page).`,
    query: pageQuerySchemas,
    responses: { 200: batchListSchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const page = pageParams(ctx.query);
      const listed = await listBatches(db, await projectNetworkScope(db, ctx, 'member'), page);
      if ('unknownCursor' in listed) throw invalidField('starting_after', 'is not a verification batch of this project and network');
      ctx.body = { object: 'list', data: listed.rows.map((batch) => batchView(batch)), has_more: listed.hasMore };
    },
  }),
  defineRoute({
    ...base,
    method: 'get',
    path: `${PREFIX}/zk/verification_batches/{id}`,
    summary: "A queued batch's progress and a page of its items",
    description: `${forMembers} As \`GET /v1/zk/verifications/{id}\` with the project's key for \`network\`.`,
    query: batchItemsQuery,
    responses: { 200: batchSchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      ctx.body = await batchWithItems(db, await projectNetworkScope(db, ctx, 'member'), ctx.params.id, ctx.query);
    },
  }),
  defineRoute({
    ...base,
    method: 'get',
    path: `${PREFIX}/activity/verifications`,
    summary: 'Valid and invalid verifications per day, the last 30 days',
    description: `${forMembers} For the dashboard's chart: per UTC day (the database's clock), the project's verifications on the network that answered \`verified\` true and false.`,
    responses: { 200: verificationActivitySchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const activity: VerificationActivity = { days: await verificationsPerDay(db, await projectNetworkScope(db, ctx, 'member'), ACTIVITY_DAYS) };
      ctx.body = activity;
    },
  }),
];
