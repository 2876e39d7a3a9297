import type { Middleware } from 'koa';
import type { Config } from '../../core/config/config.js';
import type { Db } from '../../core/db/pool.js';
import { deleteExpiredCounters, SharedQuotas, type RateLimitCheck, type RateLimitOutcome, type RateLimitPolicy } from '../rate-limit-counters.js';
import type { Logger } from '../../core/logger.js';
import { ServiceError } from '../../core/errors.js';
import type { AppContext, AppState } from '../state.js';

/** The configured policies: "key" per secret key, "ip" per client address. */
export function rateLimitPolicies({ keyQuota, keyWindowS, ipQuota, ipWindowS }: Config['rateLimit']): { key: RateLimitPolicy; ip: RateLimitPolicy } {
  return { key: { name: 'key', quota: keyQuota, windowS: keyWindowS }, ip: { name: 'ip', quota: ipQuota, windowS: ipWindowS } };
}

export interface RateLimitOptions {
  db: Db;
  log: Logger;
  /** What to count this request against; an empty list leaves the request unlimited. */
  checks: (ctx: AppContext) => RateLimitCheck[];
  /** How often this process deletes finished windows. */
  cleanupIntervalMs?: number;
}

/**
 * Counts each request against quotas shared in Postgres (claimed in leases: see SharedQuotas for
 * the bound that sharing costs) and answers 429 `rate_limited` once a quota is used up. Every
 * limited response, refused or not, carries the IETF draft-11 headers for each policy applied:
 * `RateLimit-Policy: "key";q=100;w=60` and `RateLimit: "key";r=37;t=12`; a 429 adds Retry-After.
 */
export function rateLimit({ db, log, checks, cleanupIntervalMs = 60_000 }: RateLimitOptions): Middleware<AppState> {
  let lastCleanup = 0;
  const quotas = new SharedQuotas(db);
  return async (ctx, next) => {
    const wanted = checks(ctx);
    if (wanted.length === 0) return next();
    const outcomes = await quotas.take(wanted);
    if (Date.now() - lastCleanup >= cleanupIntervalMs) {
      lastCleanup = Date.now();
      quotas.prune();
      // Off the request's path: a slow or failed cleanup costs nothing but a warning.
      deleteExpiredCounters(db).catch((error: unknown) => log.warn({ err: error }, 'rate limit counter cleanup failed'));
    }
    const headers = rateLimitHeaders(outcomes);
    const exceeded = outcomes.filter((outcome) => outcome.exceeded);
    if (exceeded.length > 0) {
      const retryAfter = Math.max(...exceeded.map((outcome) => outcome.resetS));
      const { name, quota, windowS } = exceeded[0]!.policy;
      ctx.set({ ...headers, 'Retry-After': String(retryAfter) });
      throw new ServiceError('rate_limited', `Too many requests: the ${name} limit of ${quota} per ${windowS} s is used up; retry in ${retryAfter} s`);
    }
    ctx.set(headers);
    return next();
  };
}

/** The two draft-11 header fields, each a structured-field list with one item per policy. */
export function rateLimitHeaders(outcomes: RateLimitOutcome[]): { 'RateLimit-Policy': string; RateLimit: string } {
  return {
    'RateLimit-Policy': outcomes.map(({ policy }) => `"${policy.name}";q=${policy.quota};w=${policy.windowS}`).join(', '),
    RateLimit: outcomes.map(({ policy, remaining, resetS }) => `"${policy.name}";r=${remaining};t=${resetS}`).join(', '),
  };
}
