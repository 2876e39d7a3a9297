import type { Middleware } from 'koa';
import { PlatformTokenError, platformTokenVerifier } from '../../auth/platform-jwt.js';
import { EmailTakenError, signIn } from '../../platform/users.js';
import type { ApiDeps } from '../deps.js';
import { unauthorized } from '../errors.js';
import type { PlatformState } from '../state.js';
import { bearerCredential } from './bearer.js';

/**
 * Signs in the caller of a platform route from its JWT bearer token: `ctx.state.user` is the user
 * the token names (created on the first valid token). Anything else is a 401.
 */
export function platformAuth({ config, db }: ApiDeps): Middleware<PlatformState> {
  const verify = platformTokenVerifier(config);
  return async (ctx, next) => {
    const token = bearerCredential(ctx, 'access token');
    try {
      ctx.state.user = await signIn(db, await verify(token));
    } catch (error) {
      if (error instanceof PlatformTokenError) throw unauthorized(`Invalid access token: ${error.message}`);
      if (error instanceof EmailTakenError) throw unauthorized('Invalid access token: its e-mail belongs to another account');
      throw error;
    }
    return next();
  };
}
