import type { Context } from 'koa';
import { decodeJwt } from 'jose';
import type { ApiDeps } from '../../http/deps.js';
import { defineRoute, perProcess } from '../../http/routes.js';
import { forbidden, invalidField, notFound, ServiceError, unauthorized } from '../../core/errors.js';
import { bodyValidator } from '../../core/validation.js';
import { queryParam } from '../../core/paging.js';
import { mintDevToken } from '../dev-token.js';
import { PlatformTokenError, platformTokenVerifier } from '../platform-jwt.js';
import { envelope, messageSchema, profileSchema } from '../schemas.js';
import { EmailTakenError, profileOf, signIn, type User } from '../users.js';
import {
  clearSessionCookie,
  closeBrowserSession,
  findBrowserSession,
  openBrowserSession,
  SESSION_COOKIE,
  sameOrigin,
  sessionSealingKey,
  setSessionCookie,
} from './browser-sessions.js';
import { OIDC_REDIRECT_PATH, oidcSignIn } from './oidc.js';

/** How long a development sign-in lasts: its token's lifetime. */
const DEV_SESSION_SECONDS = 12 * 3600;
/** The cookie that carries an OpenID sign-in's checks while the browser is at the provider. */
const PENDING_COOKIE = 'proofpay_oidc';
const PENDING_SECONDS = 600;

const devSignInBodySchema = {
  type: 'object',
  properties: { email: { type: 'string', format: 'email', maxLength: 254, description: 'Who to sign in as: any address, no mail is sent.' } },
  required: ['email'],
  additionalProperties: false,
} as const;
const devSignInBody = bodyValidator(devSignInBodySchema);

/** The parameters the provider sends the browser back with, which the callback page forwards as they came. */
const CALLBACK_PARAMETERS = {
  code: { schema: { type: 'string', minLength: 1, maxLength: 2048 }, required: true, description: 'The authorization code.' },
  state: { schema: { type: 'string', minLength: 1, maxLength: 512 }, required: true, description: 'The state this sign-in began with.' },
  iss: { schema: { type: 'string', maxLength: 2048 }, description: "The provider's issuer, when it sends one (RFC 9207)." },
} as const;

const signInOperation = { interface: 'platform', auth: 'none' } as const;

/**
 * Dashboard sign-in (docs/dashboard.md): the development form's endpoint, the OpenID Connect
 * round trip, and sign-out. Each sign-in ends in a platform token checked by the /api's own
 * verifier and a server-side session holding it. What its routes share, made once per process:
 */
const signInServices = perProcess(({ config, db }: ApiDeps) => {
  const verify = platformTokenVerifier(config);
  const kek = sessionSealingKey(config);
  const oidc = oidcSignIn(config, kek);

  /** Opens a session on a token the verifier accepts, and hands the browser its cookie. */
  const openSession = async (ctx: Context, token: string): Promise<User> => {
    let user: User;
    try {
      user = await signIn(db, await verify(token));
    } catch (error) {
      if (error instanceof PlatformTokenError)
        throw unauthorized(`The sign-in's token is not accepted: ${error.message}${error.hint}`, [{ field: error.part, message: error.message }]);
      if (error instanceof EmailTakenError) throw unauthorized('That e-mail belongs to an account that signs in another way');
      throw error;
    }
    const expiresAt = new Date(decodeJwt(token).exp! * 1000);
    setSessionCookie(ctx, await openBrowserSession(db, kek(), user.id, token, expiresAt), expiresAt);
    return user;
  };

  return { kek, oidc, openSession };
});

const pendingCookie = { httpOnly: true, sameSite: 'lax', path: '/api/sign-in/oidc' } as const;

export const signInRoutes = [
  defineRoute({
    ...signInOperation,
    method: 'post',
    path: '/api/sign-in/dev',
    summary: 'Development sign-in to the dashboard with just an e-mail',
    description:
      'Only where DASHBOARD_DEV_SIGN_IN is on (by default the embedded set-up outside production; a 404 elsewhere): mints a development platform token for the e-mail, as `proofpay token` does, and opens a dashboard session on it (an HttpOnly `proofpay_session` cookie). A request from another origin is refused.',
    requestBody: devSignInBodySchema,
    requestExample: { email: 'dev@example.com' },
    responses: { 201: envelope('profile', profileSchema) },
    errors: [401, 403, 404],
    handle: async (ctx, deps: ApiDeps) => {
      const { config } = deps;
      const { openSession } = signInServices(deps);
      if (!config.dashboard.devSignIn) throw notFound('development sign-in (DASHBOARD_DEV_SIGN_IN is off)');
      // A sign-in from another site's form would sign the browser in as the attacker's account.
      if (!sameOrigin(ctx, config)) throw forbidden('This request comes from another site');
      const { email } = devSignInBody(ctx.request.body);
      const user = await openSession(ctx, await mintDevToken(config, { email, ttlSeconds: DEV_SESSION_SECONDS }));
      ctx.status = 201;
      ctx.body = { profile: profileOf(user) };
    },
  }),
  defineRoute({
    ...signInOperation,
    method: 'post',
    path: '/api/sign-in/oidc',
    summary: 'Start a dashboard sign-in with the OpenID provider',
    description:
      "Answers the URL of PLATFORM_OIDC_ISSUER's authorization endpoint to send the browser to (authorization code with PKCE S256, `state` and `nonce`), and keeps those checks in a short-lived HttpOnly cookie, sealed. A 404 when no provider is configured.",
    responses: {
      200: {
        type: 'object',
        additionalProperties: false,
        required: ['authorization_url'],
        properties: { authorization_url: { type: 'string', format: 'uri' } },
      },
    },
    errors: [403, 404],
    handle: async (ctx, deps: ApiDeps) => {
      const { config } = deps;
      const { oidc } = signInServices(deps);
      if (!oidc) throw notFound('OpenID provider (PLATFORM_OIDC_ISSUER is not set)');
      if (!sameOrigin(ctx, config)) throw forbidden('This request comes from another site');
      let started: Awaited<ReturnType<typeof oidc.start>>;
      try {
        started = await oidc.start();
      } catch (error) {
        // Its discovery document could not be fetched: not the browser's fault, and retrying may work.
        ctx.state.log.error({ err: error }, 'OpenID provider unavailable');
        ctx.set('Retry-After', '5');
        throw new ServiceError('unavailable', 'The identity provider could not be reached; retry shortly');
      }
      const { url, pending } = started;
      ctx.cookies.set(PENDING_COOKIE, pending, { ...pendingCookie, secure: ctx.secure, maxAge: PENDING_SECONDS * 1000 });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { authorization_url: url.href };
    },
  }),
  defineRoute({
    ...signInOperation,
    method: 'post',
    path: '/api/sign-in/oidc/callback',
    summary: "Finish an OpenID sign-in: the provider's answer opens the dashboard session",
    description: `The page at the redirect URI (\`PUBLIC_BASE_URL\` + \`${OIDC_REDIRECT_PATH}\`, to register with the provider) posts the query the provider sent the browser back with, as it came. The answer is checked (state, nonce, PKCE), the code exchanged, and the ID token checked by the same verifier as every platform request; it then opens a dashboard session (an HttpOnly \`proofpay_session\` cookie). A 400 names what failed.`,
    query: CALLBACK_PARAMETERS,
    responses: { 201: envelope('profile', profileSchema) },
    errors: [401, 403, 404],
    handle: async (ctx, deps: ApiDeps) => {
      const { config } = deps;
      const { oidc, openSession } = signInServices(deps);
      const parameters: Record<string, string> = {};
      for (const [name, { schema }] of Object.entries(CALLBACK_PARAMETERS)) {
        const value = queryParam(ctx.query, name, schema);
        if (value !== undefined) parameters[name] = value;
      }
      for (const name of ['code', 'state']) if (parameters[name] === undefined) throw invalidField(name, 'is required');
      if (!oidc) throw notFound('OpenID provider (PLATFORM_OIDC_ISSUER is not set)');
      // Another site posting its own code here would sign this browser in as the attacker.
      if (!sameOrigin(ctx, config)) throw forbidden('This request comes from another site');
      const pending = ctx.cookies.get(PENDING_COOKIE);
      ctx.cookies.set(PENDING_COOKIE, '', { ...pendingCookie, secure: ctx.secure, expires: new Date(0) });
      if (!pending) throw invalidField('state', 'no sign-in is under way in this browser (it took too long, or began in another browser): sign in again');
      let token: string;
      try {
        token = await oidc.finish(parameters, pending);
      } catch (error) {
        // The provider's refusal or a failed check (state, nonce, PKCE): safe to show, and the way to fix it is the same.
        ctx.state.log.warn({ err: error }, 'OpenID sign-in failed');
        throw invalidField('code', `the identity provider did not complete the sign-in (${(error as Error).message}): sign in again`);
      }
      const user = await openSession(ctx, token);
      ctx.status = 201;
      ctx.body = { profile: profileOf(user) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/sign-out',
    interface: 'platform',
    auth: 'platform_jwt',
    summary: 'Sign the dashboard out: end its session',
    description:
      "Ends the dashboard session of the cookie (it needs the session's `X-CSRF-Token`) and clears the cookie. With a bearer token there is no session to end.",
    responses: { 200: messageSchema },
    handle: async (ctx, { db }: ApiDeps) => {
      if (ctx.state.browserSession) await closeBrowserSession(db, ctx.state.browserSession.idHash);
      clearSessionCookie(ctx);
      ctx.body = { message: 'Signed out' };
    },
  }),
];

/** What the dashboard's page needs of sign-in: which ways are on, and the CSRF token of the browser's session. */
export interface DashboardSignIn {
  methods: { dev: boolean; oidc: boolean };
  csrfTokenOf(ctx: Context): Promise<string | undefined>;
}

export const dashboardSignIn = perProcess((deps: ApiDeps): DashboardSignIn => {
  const { kek } = signInServices(deps);
  return {
    methods: { dev: deps.config.dashboard.devSignIn, oidc: deps.config.platformOidc !== undefined },
    async csrfTokenOf(ctx) {
      const cookie = ctx.cookies.get(SESSION_COOKIE);
      return cookie ? (await findBrowserSession(deps.db, kek(), cookie))?.csrfToken : undefined;
    },
  };
});
