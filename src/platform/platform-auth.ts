import type { Context, Middleware } from 'koa';
import { PlatformTokenError, platformTokenVerifier, SigningKeysUnavailableError } from './platform-jwt.js';
import { EmailTakenError, signIn } from './users.js';
import type { ApiDeps } from '../http/deps.js';
import { forbidden, ServiceError, unauthorized } from '../core/errors.js';
import type { PlatformState } from './state.js';
import { bearerCredential } from '../http/middleware/bearer.js';
import { csrfTokenMatches, findBrowserSession, SESSION_COOKIE, sameOrigin, sessionSealingKey } from './sign-in/browser-sessions.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signs in the caller of a platform route from its JWT bearer token, or from the dashboard's
 * session cookie (docs/dashboard.md), whose stored token is checked by the same verifier, so an
 * expired token is a 401 either way. With the cookie, a POST, PUT, PATCH or DELETE must also send
 * the session's `X-CSRF-Token` and come from this origin (403 otherwise). `ctx.state.user` is the
 * user the token names (created on the first valid token). A bad token is a 401; an identity
 * provider whose key set cannot be fetched is a 503.
 */
export function platformAuth({ config, db }: ApiDeps): Middleware<PlatformState> {
  const verify = platformTokenVerifier(config);
  const kek = sessionSealingKey(config);

  /** The token the request acts with: its bearer token, else its session's. */
  const presentedToken = async (ctx: Context & { state: PlatformState }): Promise<string> => {
    const cookie = ctx.cookies.get(SESSION_COOKIE);
    if (ctx.get('Authorization') !== '' || !cookie) return bearerCredential(ctx, 'access token');
    const session = await findBrowserSession(db, kek(), cookie);
    if (!session) throw unauthorized('Your dashboard session has ended: sign in again');
    if (!SAFE_METHODS.has(ctx.method)) {
      if (!sameOrigin(ctx, config)) throw forbidden('This request comes from another site: the dashboard session does not act for it');
      if (!csrfTokenMatches(session, ctx.get('X-CSRF-Token')))
        throw forbidden('Missing or wrong X-CSRF-Token header: send the one of the dashboard page', [
          { field: 'X-CSRF-Token', message: 'does not match the session' },
        ]);
    }
    ctx.state.browserSession = session;
    return session.token;
  };

  return async (ctx, next) => {
    const token = await presentedToken(ctx);
    try {
      ctx.state.user = await signIn(db, await verify(token));
    } catch (error) {
      if (error instanceof PlatformTokenError)
        throw unauthorized(`Invalid access token: ${error.message}${error.hint}`, [{ field: error.part, message: error.message }]);
      if (error instanceof EmailTakenError) throw unauthorized('Invalid access token: its e-mail belongs to another account');
      if (error instanceof SigningKeysUnavailableError) {
        // Not the caller's fault: say so, and let them retry rather than sign in again.
        ctx.state.log.error({ err: error }, 'platform signing keys unavailable');
        ctx.set('Retry-After', '5');
        throw new ServiceError('unavailable', 'The identity provider keys could not be fetched; retry shortly');
      }
      throw error;
    }
    return next();
  };
}
