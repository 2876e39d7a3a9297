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
 * How many requests a process claims from the shared counter at once: 1% of the quota (at least
 * one). The claim is what bounds the error of sharing: a process holds at most `lease - 1`
 * claimed but unused requests, so with P processes a client may be refused up to (P - 1) × (lease
 * - 1) requests (under 1% of the quota per other process) before its quota is really used up,
 * and is never let past it. A small quota is counted one request at a time, exactly.
 */
export const leaseSize = (policy: RateLimitPolicy): number => Math.max(1, Math.floor(policy.quota / 100));

/** One counter as this process holds it: the requests it has claimed and not used yet. */
interface Lease {
  policy: RateLimitPolicy;
  /** The shared counter's key: the window length is part of it, so a changed configuration starts fresh counters. */
  key: string;
  /** Claimed requests this process may still let through in this window. */
  unused: number;
  /** The shared counter after this process's last claim (every process's claims, capped at the quota). */
  claimed: number;
  /** True once a claim came back short: the quota is used up until the window ends. */
  exhausted: boolean;
  /** When the window ends, on this process's clock (from the database's, at the claim); 0 before the first claim. */
  endsAt: number;
  /** The claim under way, which requests arriving meanwhile wait for instead of claiming again. */
  claiming?: Promise<void>;
}

/**
 * Fixed-window quotas shared by every API process through one Postgres row per (subject, window).
 * Windows are aligned to the database clock, so all processes agree on them. Instead of one
 * upsert per request, each process claims `leaseSize` requests at a time in one upsert and counts
 * them down in memory: at high rates the counter row is written once per lease, not once per
 * request, and concurrent requests wait for one claim together. A request past the quota is
 * refused without a round trip once this process has seen the quota used up.
 */
export class SharedQuotas {
  /** Leases by policy, then by subject: found without building and hashing a key per request. */
  private readonly leases = new Map<RateLimitPolicy, Map<string, Lease>>();

  constructor(private readonly db: Queryable) {}

  /** Counts one request against every check; where each stands afterwards. */
  async take(checks: RateLimitCheck[]): Promise<RateLimitOutcome[]> {
    const leases = checks.map((check) => this.leaseOf(check));
    if (leases.some((lease, index) => leases.indexOf(lease) !== index))
      throw new Error(`rate limit checks must differ: ${leases.map((lease) => lease.key).join(', ')}`);
    for (;;) {
      const now = Date.now();
      const missing = leases.filter((lease) => lease.endsAt <= now || (lease.unused === 0 && !lease.exhausted));
      if (missing.length === 0) return leases.map((lease) => this.use(lease, now));
      await this.claim(missing);
    }
  }

  /** Forgets the leases of finished windows (the map would otherwise keep every IP ever seen). */
  prune(): void {
    const now = Date.now();
    for (const bySubject of this.leases.values()) {
      for (const [subject, lease] of bySubject) if (lease.endsAt <= now && !lease.claiming) bySubject.delete(subject);
    }
  }

  private leaseOf({ policy, subject }: RateLimitCheck): Lease {
    let bySubject = this.leases.get(policy);
    if (!bySubject) {
      bySubject = new Map();
      this.leases.set(policy, bySubject);
    }
    let lease = bySubject.get(subject);
    if (!lease) {
      lease = { policy, key: `${policy.name}:${policy.windowS}:${subject}`, unused: 0, claimed: 0, exhausted: false, endsAt: 0 };
      bySubject.set(subject, lease);
    }
    return lease;
  }

  private use(lease: Lease, now: number): RateLimitOutcome {
    const { policy } = lease;
    const resetS = Math.max(1, Math.ceil((lease.endsAt - now) / 1000));
    if (lease.unused === 0) return { policy, remaining: 0, resetS, exceeded: true };
    lease.unused--;
    return { policy, remaining: policy.quota - lease.claimed + lease.unused, resetS, exceeded: false };
  }

  /** Claims each wanted lease in one upsert; a lease already being claimed is waited for. */
  private async claim(wanted: Lease[]): Promise<void> {
    const pending = wanted.flatMap((lease) => lease.claiming ?? []);
    const toClaim = wanted.filter((lease) => !lease.claiming);
    if (toClaim.length > 0) {
      const claiming = this.upsert(toClaim);
      for (const lease of toClaim) lease.claiming = claiming;
      pending.push(claiming);
    }
    await Promise.all(pending);
  }

  private async upsert(wanted: Lease[]): Promise<void> {
    const sizes = wanted.map(({ policy }) => leaseSize(policy));
    try {
      const { rows } = await this.db.query<{ key: string; count: number; ends_in_ms: number }>(
        `INSERT INTO rate_limit_counters AS c (key, window_start, expires_at, count)
         SELECT t.key, w.start, w.start + make_interval(secs => t.window_s), t.size
           FROM unnest($1::text[], $2::int[], $3::int[]) AS t(key, window_s, size)
          CROSS JOIN LATERAL (SELECT to_timestamp(floor(extract(epoch FROM now()) / t.window_s) * t.window_s) AS start) AS w
         ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + excluded.count
         RETURNING c.key, c.count, (extract(epoch FROM c.expires_at - now()) * 1000)::float8 AS ends_in_ms`,
        [wanted.map((lease) => lease.key), wanted.map((lease) => lease.policy.windowS), sizes],
      );
      const now = Date.now();
      const byKey = new Map(rows.map((row) => [row.key, row]));
      wanted.forEach((lease, index) => {
        const { count, ends_in_ms } = byKey.get(lease.key)!;
        const size = sizes[index]!;
        // The counter counts claims, past the quota too; this claim got what was left of the quota.
        const granted = Math.min(size, Math.max(0, lease.policy.quota - (count - size)));
        const sameWindow = lease.endsAt > now;
        lease.unused = (sameWindow ? lease.unused : 0) + granted;
        lease.claimed = Math.min(lease.policy.quota, count);
        lease.exhausted = granted < size;
        lease.endsAt = now + ends_in_ms;
      });
    } finally {
      for (const lease of wanted) delete lease.claiming;
    }
  }
}

/** Deletes the counters of finished windows; returns how many went. */
export async function deleteExpiredCounters(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM rate_limit_counters WHERE expires_at <= now()');
  return rowCount ?? 0;
}
