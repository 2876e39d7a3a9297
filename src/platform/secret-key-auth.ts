import type { Middleware } from 'koa';
import { presentedKeyHash, resolveKey } from './api-keys.js';
import type { ApiDeps } from '../http/deps.js';
import { unauthorized } from '../core/errors.js';
import type { PublicState } from './state.js';
import { bearerCredential } from '../http/middleware/bearer.js';

/**
 * Authenticates a `/v1` request by its project secret key: `ctx.state.project` is the project and
 * the network the key selects (`sk_test_` → testnet, `sk_live_` → mainnet). A missing, malformed,
 * unknown, rotated-out or publishable key is a 401 `unauthorized` whose message says which.
 */
export function secretKeyAuth({ db }: Pick<ApiDeps, 'db'>): Middleware<PublicState> {
  return async (ctx, next) => {
    const presented = bearerCredential(ctx, 'secret key');
    const lookup = await resolveKey(db, presented, presentedKeyHash(ctx.request, presented));
    if (!lookup.ok) throw unauthorized(`Invalid API key: ${lookup.reason}`);
    ctx.state.project = lookup.project;
    return next();
  };
}
