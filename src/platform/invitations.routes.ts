import { bodyValidator } from '../core/validation.js';
import type { ApiDeps } from '../http/deps.js';
import { defineRoute } from '../http/routes.js';
import { requireOrganizationRole } from './access.js';
import {
  acceptInvitation,
  createdInvitationSchema,
  createInvitation,
  deleteInvitation,
  INVITATION_LIFETIME_DAYS,
  invitationSchema,
  listInvitations,
} from './invitations.js';
import { memberView, ROLES } from './organizations.js';
import { envelope, memberSchema, messageSchema } from './schemas.js';

const newInvitationSchema = {
  type: 'object',
  properties: { email: { type: 'string', format: 'email', maxLength: 254 }, role: { type: 'string', enum: ROLES } },
  required: ['email'],
  additionalProperties: false,
} as const;
const newInvitationBody = bodyValidator(newInvitationSchema);

const acceptSchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['token'],
  additionalProperties: false,
} as const;
const acceptBody = bodyValidator(acceptSchema);

const platformOperation = { interface: 'platform', auth: 'platform_jwt' } as const;

/**
 * Invitations to an organization by e-mail, for people who have not signed in yet (docs/platform.md,
 * "Invitations"): admins invite and delete, members list, the invited person accepts with the link's token.
 */
export const invitationRoutes = [
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/organizations/{id}/invitations',
    summary: 'Invite someone by e-mail (admin)',
    description: `Admins only. Records an invitation of \`email\` with \`role\` (default \`member\`) and e-mails it (when the service sends e-mail: docs/operations.md): a link to \`/dashboard/invitations/accept?token=…\` that works once, within ${INVITATION_LIFETIME_DAYS} days, for a signed-in user of that address. With e-mail off, the answer's \`accept_url\` is that link, for the admin to pass on. The token is kept only as a hash. A member of that address, or an open invitation of it, is a 409.`,
    requestBody: newInvitationSchema,
    requestExample: { email: 'carol@example.com', role: 'member' },
    responses: { 201: createdInvitationSchema },
    errors: [403, 404, 409],
    handle: async (ctx, { db, config }: ApiDeps) => {
      const { email, role = 'member' } = newInvitationBody(ctx.request.body);
      await requireOrganizationRole(db, ctx.params.id, ctx.state.user.id, 'admin');
      ctx.body = await createInvitation(db, config, ctx.params.id, ctx.state.user, email, role);
      ctx.status = 201;
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/organizations/{id}/invitations',
    summary: "An organization's open invitations",
    description: 'Members read. The invitations not accepted yet, newest first; an expired one stays listed until deleted.',
    responses: { 200: envelope('invitations', { type: 'array', items: invitationSchema }) },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      await requireOrganizationRole(db, ctx.params.id, ctx.state.user.id, 'member');
      ctx.body = { invitations: await listInvitations(db, ctx.params.id) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'delete',
    path: '/api/organizations/{id}/invitations/{invitation_id}',
    summary: 'Delete an open invitation (admin)',
    description: 'Admins only. Its link stops working. An accepted or unknown invitation is a 404.',
    responses: { 200: messageSchema },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      await requireOrganizationRole(db, ctx.params.id, ctx.state.user.id, 'admin');
      await deleteInvitation(db, ctx.params.id, ctx.params.invitation_id);
      ctx.body = { message: 'Invitation deleted' };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/invitations/accept',
    summary: 'Accept an invitation',
    description:
      "The signed-in user joins the invitation's organization with its role (one already a member keeps their role). The user's e-mail must be the invitation's (else 403); a token that is not the service's, used, expired or deleted is a 400 naming `token`.",
    requestBody: acceptSchema,
    requestExample: { token: 'inv_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw.c2lnbmF0dXJlLW9mLXRoZS1pbnZpdGF0aW9uLWlk' },
    responses: { 200: envelope('member', memberSchema) },
    errors: [403],
    handle: async (ctx, { db, config }: ApiDeps) => {
      const { token } = acceptBody(ctx.request.body);
      const member = await acceptInvitation(db, config, ctx.state.user, token);
      ctx.body = { member: memberView(member) };
    },
  }),
];
