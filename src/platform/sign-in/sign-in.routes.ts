import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { decodeJwt } from 'jose';
import type { ApiDeps } from '../../http/deps.js';
import type { OperationSpec } from '../../http/operations.js';
import type { AppState } from '../../http/state.js';
import { forbidden, notFound } from '../../core/errors.js';
import { bodyValidator } from '../../core/validation.js';
import { mintDevToken } from '../dev-token.js';
import { PlatformTokenError, platformTokenVerifier } from '../platform-jwt.js';
import { envelope, messageSchema, profileSchema } from '../schemas.js';
import type { PlatformState } from '../state.js';
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
import { OIDC_CALLBACK_PATH, oidcSignIn } from './oidc.js';

/** How long a development sign-in lasts: its token's lifetime. */
const DEV_SESSION_SECONDS = 12 * 3600;
/** The cookie that carries an OpenID sign-in's checks while the browser is at the provider. */
const PENDING_COOKIE = 'proofpay_oidc';
const PENDING_SECONDS = 600;
const SIGN_IN_PAGE = '/dashboard/sign-in';

const devSignInBodySchema = {
  type: 'object',
  properties: { email: { type: 'string', format: 'email', maxLength: 254, description: 'Who to sign in as: any address, no mail is sent.' } },
  required: ['email'],
  additionalProperties: false,
} as const;
const devSignInBody = bodyValidator(devSignInBodySchema);

const signInOperation = { interface: 'platform', auth: 'none' } as const;

export const signInOperations: OperationSpec[] = [
  {
    ...signInOperation,
    method: 'post',
    path: '/api/sign-in/dev',
    summary: 'Development sign-in to the dashboard with just an e-mail',
    description:
      'Only where DASHBOARD_DEV_SIGN_IN is on (by default the embedded set-up outside production; a 404 elsewhere): mints a development platform token for the e-mail, as `proofpay token` does, and opens a dashboard session on it (an HttpOnly `proofpay_session` cookie). A request from another origin is refused.',
    requestBody: devSignInBodySchema,
    requestExample: { email: 'ada@example.com' },
    responses: { 201: envelope('profile', profileSchema) },
    errors: [403, 404],
  },
  {
    ...signInOperation,
    method: 'get',
    path: '/api/sign-in/oidc',
    summary: 'Start a dashboard sign-in with the OpenID provider',
    description:
      "Redirects the browser to PLATFORM_OIDC_ISSUER's authorization endpoint (authorization code with PKCE S256, `state` and `nonce`); a 404 when no provider is configured.",
    responses: { 302: null },
    errors: [404],
  },
  {
    ...signInOperation,
    method: 'get',
    path: OIDC_CALLBACK_PATH,
    summary: "The OpenID provider's redirect back: opens the dashboard session",
    description:
      'The redirect URI to register with the provider (`PUBLIC_BASE_URL` + this path). Checks the answer (state, nonce, PKCE, the ID token with the same verifier as every platform request), opens a dashboard session on the ID token and redirects to `/dashboard`; a failed sign-in redirects to `/dashboard/sign-in` with an `error` to show.',
    responses: { 302: null },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/sign-out',
    interface: 'platform',
    auth: 'platform_jwt',
    summary: 'Sign the dashboard out: end its session',
    description:
      "Ends the dashboard session of the cookie (it needs the session's `X-CSRF-Token`) and clears the cookie. With a bearer token there is no session to end.",
    responses: { 200: messageSchema },
  },
];

/**
 * Dashboard sign-in (docs/dashboard.md): the development form's endpoint, the OpenID Connect
 * round trip, and sign-out. Each sign-in ends in a platform token checked by the /api's own
 * verifier and a server-side session holding it.
 */
export function signInRoutes({ config, db }: ApiDeps, auth: Middleware<PlatformState>): [Router<AppState>, Router<PlatformState>] {
  const verify = platformTokenVerifier(config);
  const kek = sessionSealingKey(config);
  const oidc = oidcSignIn(config, kek);

  /** Opens a session on a token the verifier accepts, and hands the browser its cookie. */
  const openSession = async (ctx: Context, token: string): Promise<User> => {
    const user = await signIn(db, await verify(token));
    const expiresAt = new Date(decodeJwt(token).exp! * 1000);
    setSessionCookie(ctx, await openBrowserSession(db, kek(), user.id, token, expiresAt), expiresAt);
    return user;
  };

  const open = new Router<AppState>({ prefix: '/api/sign-in' });
  open.post('/dev', async (ctx) => {
    if (!config.dashboard.devSignIn) throw notFound('development sign-in (DASHBOARD_DEV_SIGN_IN is off)');
    // A sign-in from another site's form would sign the browser in as the attacker's account.
    if (!sameOrigin(ctx, config)) throw forbidden('This request comes from another site');
    const { email } = devSignInBody(ctx.request.body);
    const user = await openSession(ctx, await mintDevToken(config, { email, ttlSeconds: DEV_SESSION_SECONDS }));
    ctx.status = 201;
    ctx.body = { profile: profileOf(user) };
  });

  open.get('/oidc', async (ctx) => {
    if (!oidc) throw notFound('OpenID provider (PLATFORM_OIDC_ISSUER is not set)');
    const { url, pending } = await oidc.start();
    ctx.cookies.set(PENDING_COOKIE, pending, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api/sign-in/oidc',
      secure: ctx.secure,
      maxAge: PENDING_SECONDS * 1000,
    });
    ctx.redirect(url.href);
  });

  open.get('/oidc/callback', async (ctx) => {
    if (!oidc) throw notFound('OpenID provider (PLATFORM_OIDC_ISSUER is not set)');
    const pending = ctx.cookies.get(PENDING_COOKIE);
    ctx.cookies.set(PENDING_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/api/sign-in/oidc', secure: ctx.secure, expires: new Date(0) });
    let failure: string | undefined;
    if (!pending) failure = 'The sign-in took too long or was started in another browser: sign in again';
    else {
      try {
        await openSession(ctx, await oidc.finish(new URL(`${config.publicBaseUrl}${ctx.url}`), pending));
      } catch (error) {
        if (error instanceof PlatformTokenError) failure = `The identity provider's token is not accepted: ${error.message}`;
        else if (error instanceof EmailTakenError) failure = 'That e-mail belongs to another account';
        else {
          ctx.state.log.warn({ err: error }, 'OpenID sign-in failed');
          failure = 'The identity provider did not complete the sign-in: sign in again';
        }
      }
    }
    ctx.redirect(failure ? `${SIGN_IN_PAGE}?${new URLSearchParams({ error: failure })}` : '/dashboard');
  });

  const out = new Router<PlatformState>({ prefix: '/api/sign-out' });
  out.post('/', auth, async (ctx) => {
    if (ctx.state.browserSession) await closeBrowserSession(db, ctx.state.browserSession.idHash);
    clearSessionCookie(ctx);
    ctx.body = { message: 'Signed out' };
  });

  return [open, out];
}

/** What the dashboard's page needs of sign-in: which ways are on, and the CSRF token of the browser's session. */
export interface DashboardSignIn {
  methods: { dev: boolean; oidc: boolean };
  csrfTokenOf(ctx: Context): Promise<string | undefined>;
}

export function dashboardSignIn({ config, db }: ApiDeps): DashboardSignIn {
  const kek = sessionSealingKey(config);
  return {
    methods: { dev: config.dashboard.devSignIn, oidc: config.platformOidc !== undefined },
    async csrfTokenOf(ctx) {
      const cookie = ctx.cookies.get(SESSION_COOKIE);
      return cookie ? (await findBrowserSession(db, kek(), cookie))?.csrfToken : undefined;
    },
  };
}
