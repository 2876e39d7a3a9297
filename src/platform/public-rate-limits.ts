import type { Middleware } from 'koa';
import type { RateLimitCheck } from '../http/rate-limit-counters.js';
import type { ApiDeps } from '../http/deps.js';
import { presentedBearer } from '../http/middleware/bearer.js';
import { rateLimit, rateLimitPolicies } from '../http/middleware/rate-limit.js';
import type { AppContext, AppState } from '../http/state.js';
import { presentedKeyHash } from './api-keys.js';

/** The limits of the public interface, built once per process so each keeps one cleanup clock. */
export interface PublicRateLimits {
  /** Routes that take a secret key: counted per key and per client IP address. */
  keyAndIp: Middleware<AppState>;
  /** Routes that need no key (the hosted page and its status): per client IP address only. */
  ipOnly: Middleware<AppState>;
}

export function publicRateLimits({ db, log, config }: Pick<ApiDeps, 'db' | 'log' | 'config'>): PublicRateLimits {
  const policies = rateLimitPolicies(config.rateLimit);
  const ip = (ctx: AppContext): RateLimitCheck => ({ policy: policies.ip, subject: ctx.ip });
  return {
    // Counted before authentication, so that guessing keys uses up the IP's quota too. The key is
    // counted by its hash, as stored: a project's test and live keys each have their own quota.
    keyAndIp: rateLimit({
      db,
      log,
      checks: (ctx) => {
        const presented = presentedBearer(ctx);
        return presented ? [{ policy: policies.key, subject: presentedKeyHash(ctx.request, presented) }, ip(ctx)] : [ip(ctx)];
      },
    }),
    ipOnly: rateLimit({ db, log, checks: (ctx) => [ip(ctx)] }),
  };
}
