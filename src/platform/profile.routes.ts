import { defineRoute } from '../http/routes.js';
import { envelope, profileSchema } from './schemas.js';
import { profileOf } from './users.js';

export const profileRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/user/profile',
    interface: 'platform',
    auth: 'platform_jwt',
    summary: "The caller's profile (created on their first valid token)",
    description: "The profile of the token's subject, made from the token's claims on their first request.",
    responses: { 200: envelope('profile', profileSchema) },
    handle: (ctx) => {
      ctx.body = { profile: profileOf(ctx.state.user) };
    },
  }),
];
