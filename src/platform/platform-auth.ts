import type { Middleware } from 'koa';
import { PlatformTokenError, platformTokenVerifier, SigningKeysUnavailableError } from './platform-jwt.js';
import { EmailTakenError, signIn } from './users.js';
import type { ApiDeps } from '../http/deps.js';
import { ServiceError, unauthorized } from '../core/errors.js';
import type { PlatformState } from './state.js';
import { bearerCredential } from '../http/middleware/bearer.js';

/**
 * Signs in the caller of a platform route from its JWT bearer token: `ctx.state.user` is the user
 * the token names (created on the first valid token). A bad token is a 401; an identity
 * provider whose key set cannot be fetched is a 503.
 */
export function platformAuth({ config, db }: ApiDeps): Middleware<PlatformState> {
  const verify = platformTokenVerifier(config);
  return async (ctx, next) => {
    const token = bearerCredential(ctx, 'access token');
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
