import type { Queryable } from '../core/db/pool.js';

/** A quota of `quota` requests per fixed window of `windowS` seconds, aligned to the epoch. */
export interface RateLimitPolicy {
  /** The policy's name in the RateLimit headers, e.g. "key" or "ip". */
  name: string;
  quota: number;
  windowS: number;
}

/** One count to take: which policy, and whose requests (a secret-key hash, an IP address). */
export interface RateLimitCheck {
  policy: RateLimitPolicy;
  subject: string;
}

export interface RateLimitOutcome {
  policy: RateLimitPolicy;
  /** Requests left in this window after this one; 0 when the quota is used up. */
  remaining: number;
  /** Whole seconds until the window resets (at least 1). */
  resetS: number;
  exceeded: boolean;
}

/**
 * Counts one request against every check in a single atomic upsert and reports where each stands.
 * Windows are aligned to the database clock, so all API processes agree on them; requests past
 * the quota are counted too, which changes nothing for a fixed window.
 */
export async function countRequest(db: Queryable, checks: RateLimitCheck[]): Promise<RateLimitOutcome[]> {
  if (checks.length === 0) return [];
  // The window length is part of the key, so a changed configuration starts fresh counters.
  const keys = checks.map(({ policy, subject }) => `${policy.name}:${policy.windowS}:${subject}`);
  if (new Set(keys).size !== keys.length) throw new Error(`rate limit checks must differ: ${keys.join(', ')}`);
  const { rows } = await db.query<{ key: string; count: number; reset_s: number }>(
    `INSERT INTO rate_limit_counters AS c (key, window_start, expires_at, count)
     SELECT t.key, w.start, w.start + make_interval(secs => t.window_s), 1
       FROM unnest($1::text[], $2::int[]) AS t(key, window_s)
      CROSS JOIN LATERAL (SELECT to_timestamp(floor(extract(epoch FROM now()) / t.window_s) * t.window_s) AS start) AS w
     ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1
     RETURNING c.key, c.count, greatest(1, ceil(extract(epoch FROM c.expires_at - now())))::int AS reset_s`,
    [keys, checks.map((check) => check.policy.windowS)],
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return checks.map(({ policy }, index) => {
    const { count, reset_s } = byKey.get(keys[index]!)!;
    return { policy, remaining: Math.max(0, policy.quota - count), resetS: reset_s, exceeded: count > policy.quota };
  });
}

/** Deletes the counters of finished windows; returns how many went. */
export async function deleteExpiredCounters(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM rate_limit_counters WHERE expires_at <= now()');
  return rowCount ?? 0;
}
