import { withTransaction } from '../core/db/pool.js';
import { addMemberAsAdmin, changeMembership, deleteAsAdmin, renameAsAdmin } from './organization-changes.js';
import { createOrganization, findOrganization, listMembers, listOrganizations, memberView, organizationView, ROLES } from './organizations.js';
import type { ApiDeps } from '../http/deps.js';
import { notFound } from '../core/errors.js';
import { bodyValidator } from '../core/validation.js';
import { requireOrganizationRole } from './access.js';
import { cleanName, NAME_SCHEMA } from './fields.js';
import { defineRoute } from '../http/routes.js';
import { envelope, memberSchema, messageSchema, organizationSchema } from './schemas.js';

const organizationBodySchema = {
  type: 'object',
  properties: { name: NAME_SCHEMA },
  required: ['name'],
  additionalProperties: false,
} as const;
const organizationBody = bodyValidator(organizationBodySchema);

const newMemberBodySchema = {
  type: 'object',
  properties: { email: { type: 'string', format: 'email', maxLength: 254 }, role: { type: 'string', enum: ROLES } },
  required: ['email'],
  additionalProperties: false,
} as const;
const newMemberBody = bodyValidator(newMemberBodySchema);

const memberRoleBodySchema = {
  type: 'object',
  properties: { role: { type: 'string', enum: ROLES } },
  required: ['role'],
  additionalProperties: false,
} as const;
const memberRoleBody = bodyValidator(memberRoleBodySchema);

const organizationAnswer = envelope('organization', organizationSchema);
const memberAnswer = envelope('member', memberSchema);
const platformOperation = { interface: 'platform', auth: 'platform_jwt' } as const;

export const organizationRoutes = [
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/organizations',
    summary: 'Create an organization; the caller becomes its admin',
    description: 'Any signed-in user may create one; its name is 1 to 100 characters, trimmed.',
    requestBody: organizationBodySchema,
    requestExample: { name: 'Acme' },
    responses: { 201: organizationAnswer },
    handle: async (ctx, { db }: ApiDeps) => {
      const name = cleanName(organizationBody(ctx.request.body).name);
      const organization = await withTransaction(db, (client) => createOrganization(client, ctx.state.user, name));
      ctx.status = 201;
      ctx.body = { organization: organizationView(organization) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/organizations',
    summary: "The caller's organizations",
    description: 'Every organization the caller is a member of, with their role in it.',
    responses: { 200: envelope('organizations', { type: 'array', items: organizationSchema }) },
    handle: async (ctx, { db }: ApiDeps) => {
      ctx.body = { organizations: (await listOrganizations(db, ctx.state.user.id)).map(organizationView) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/organizations/{id}',
    summary: 'An organization of the caller',
    description: 'An organization the caller is a member of, with their role; any other is a 404.',
    responses: { 200: organizationAnswer },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const organization = await findOrganization(db, ctx.params.id, ctx.state.user.id);
      if (!organization) throw notFound('organization');
      ctx.body = { organization: organizationView(organization) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'patch',
    path: '/api/organizations/{id}',
    summary: 'Rename an organization (admin)',
    description: 'Admins only; the name is 1 to 100 characters, trimmed.',
    requestBody: organizationBodySchema,
    requestExample: { name: 'Acme Inc.' },
    responses: { 200: organizationAnswer },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      const name = cleanName(organizationBody(ctx.request.body).name);
      ctx.body = { organization: organizationView(await renameAsAdmin(db, ctx.params.id, ctx.state.user.id, name)) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'delete',
    path: '/api/organizations/{id}',
    summary: 'Delete an organization with its projects and keys (admin)',
    description: 'Admins only. Its projects, their secret keys, sessions and records go with it: the keys stop working at once.',
    responses: { 200: messageSchema },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      await deleteAsAdmin(db, ctx.params.id, ctx.state.user.id);
      ctx.body = { message: 'Organization deleted, with its projects and keys' };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/organizations/{id}/members',
    summary: "An organization's members",
    description: 'Every member with their role and profile; any member may list them.',
    responses: { 200: envelope('members', { type: 'array', items: memberSchema }) },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      await requireOrganizationRole(db, ctx.params.id, ctx.state.user.id, 'member');
      ctx.body = { members: (await listMembers(db, ctx.params.id)).map(memberView) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/organizations/{id}/members',
    summary: 'Add a member by the e-mail they signed in with (admin)',
    description: 'Admins only. The person must have signed in once (their profile exists); `role` is `member` unless given.',
    requestBody: newMemberBodySchema,
    requestExample: { email: 'ada@example.com', role: 'member' },
    responses: { 201: memberAnswer },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      const body = newMemberBody(ctx.request.body);
      const member = await addMemberAsAdmin(db, ctx.params.id, ctx.state.user.id, body.email, body.role ?? 'member');
      ctx.status = 201;
      ctx.body = { member: memberView(member) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'patch',
    path: '/api/organizations/{id}/members/{memberId}',
    summary: "Change a member's role (admin); the last admin stays admin",
    description: 'Admins only. An organization always keeps an admin: the last one cannot become a member.',
    requestBody: memberRoleBodySchema,
    requestExample: { role: 'admin' },
    responses: { 200: memberAnswer },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      const { role } = memberRoleBody(ctx.request.body);
      const member = await changeMembership(db, ctx.params.id, ctx.state.user.id, ctx.params.memberId, role);
      ctx.body = { member: memberView(member) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'delete',
    path: '/api/organizations/{id}/members/{memberId}',
    summary: 'Remove a member (admin); the last admin cannot be removed',
    description: 'Admins only. An organization always keeps an admin: the last one cannot be removed.',
    responses: { 200: messageSchema },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      await changeMembership(db, ctx.params.id, ctx.state.user.id, ctx.params.memberId, undefined);
      ctx.body = { message: 'Member removed' };
    },
  }),
];
