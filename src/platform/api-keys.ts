import { hash } from 'node:crypto';
import type { Queryable } from '../core/db/pool.js';
import { base62Length, newId, randomBase62 } from '../core/ids.js';
import type { Network } from '../core/network.js';
import { RecentMap } from '../core/recent-map.js';
import type { AddressControl } from './address-control.js';
import type { ApiKeyView } from './schemas.js';

export type KeyMode = 'test' | 'live';

/** Random bytes behind each secret key: 256 bits, so a fast hash is enough to store it. */
const KEY_BYTES = 32;
const KEY_PATTERN = new RegExp(`^sk_(test|live)_[0-9A-Za-z]{${base62Length(KEY_BYTES)}}$`);
/** Longest grace a rotated-out key may keep working: Stripe's roll allows up to 7 days. */
export const MAX_GRACE_SECONDS = 7 * 24 * 3600;

export const networkOf = (mode: KeyMode): Network => (mode === 'live' ? 'mainnet' : 'testnet');

/** What a `/v1` request acts for once its key is recognised. */
export interface KeyProject {
  id: string;
  organization_id: string;
  key_id: string;
  key_mode: KeyMode;
  network: Network;
  /** How the organization stands with the project's receiving address (none: null): sessionAddressRefusal reads it. */
  address_control: AddressControl | null;
}

/** A key as listed on a project: never the key, only its hint. */
export interface KeySummary {
  id: string;
  mode: KeyMode;
  hint: string;
  created_at: Date;
  expires_at: Date | null;
}

/** A key just issued: `secret` is shown to the client this once and not kept. */
export interface IssuedKey extends KeySummary {
  secret: string;
}

// Node's one-shot hash: every /v1 request hashes its key, and it costs less than a Hash object.
export const hashKey = (key: string): string => hash('sha256', key, 'hex');

/**
 * Each request's presented key and its hash, so that the rate limit (which counts by key hash) and
 * the key lookup hash it once: the digest was a measurable share of a retrieve's CPU. Held by the
 * request object, it goes with the request; no presented key outlives it here.
 */
const presentedKeyHashes = new WeakMap<object, { key: string; hash: string }>();

/** The hash of the key `request` presents, computed once per request. */
export function presentedKeyHash(request: object, key: string): string {
  const known = presentedKeyHashes.get(request);
  if (known?.key === key) return known.hash;
  const hash = hashKey(key);
  presentedKeyHashes.set(request, { key, hash });
  return hash;
}

/** `sk_test_…a1B2`: enough to tell keys apart on a screen, useless to an attacker. */
const hintOf = (key: string, mode: KeyMode): string => `sk_${mode}_…${key.slice(-4)}`;

/** Creates the current key of `mode` for a project (the caller has rotated any previous one out). */
export async function issueKey(db: Queryable, projectId: string, mode: KeyMode): Promise<IssuedKey> {
  const secret = `sk_${mode}_${randomBase62(KEY_BYTES)}`;
  const { rows } = await db.query<KeySummary>(
    `INSERT INTO api_keys (id, project_id, mode, key_hash, hint) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, mode, hint, created_at, expires_at`,
    [newId('key'), projectId, mode, hashKey(secret), hintOf(secret, mode)],
  );
  return { ...rows[0]!, secret };
}

/**
 * Rotates the current key of `mode` out (it keeps working for `graceSeconds`, 0 = stops now) and
 * issues a new one. Run inside a transaction: the row lock on the current key serialises
 * concurrent rotations of the same project and mode.
 */
export async function rotateKey(
  db: Queryable,
  projectId: string,
  mode: KeyMode,
  graceSeconds: number,
): Promise<{ key: IssuedKey; previous: KeySummary | undefined }> {
  const { rows } = await db.query<KeySummary>(
    `UPDATE api_keys SET expires_at = now() + make_interval(secs => $3)
     WHERE project_id = $1 AND mode = $2 AND expires_at IS NULL
     RETURNING id, mode, hint, created_at, expires_at`,
    [projectId, mode, graceSeconds],
  );
  return { key: await issueKey(db, projectId, mode), previous: rows[0] };
}

/** Keys of projects that still work (current, or rotated out but within their grace period). */
export async function workingKeys(db: Queryable, projectIds: string[]): Promise<Map<string, KeySummary[]>> {
  const { rows } = await db.query<KeySummary & { project_id: string }>(
    `SELECT project_id, id, mode, hint, created_at, expires_at FROM api_keys
     WHERE project_id = ANY($1) AND (expires_at IS NULL OR expires_at > now())
     ORDER BY mode DESC, created_at DESC`,
    [projectIds],
  );
  const byProject = new Map<string, KeySummary[]>(projectIds.map((id) => [id, []]));
  for (const { project_id, ...key } of rows) byProject.get(project_id)!.push(key);
  return byProject;
}

export type KeyLookup = { ok: true; project: KeyProject } | { ok: false; reason: string };

/**
 * How long this process trusts a key lookup of a current key (one not rotated out). The process
 * that rotates a key or deletes an organization forgets every lookup at once (forgetKeyLookups);
 * the other API processes stop honouring a key rotated out with no grace within this bound.
 * Keys in a grace period are never remembered, so the end of a grace period is exact.
 */
export const KEY_LOOKUP_TTL_MS = 1_000;
/** At most 10,000 remembered lookups (distinct keys in one second); those unused longest are dropped first (RecentMap). */
const rememberedLookups = new RecentMap<string, { project: KeyProject; until: number }>(10_000);

/** Forgets every remembered key lookup of this process: call after committing a key's end. */
export function forgetKeyLookups(): void {
  rememberedLookups.clear();
}

/** The project a presented secret key belongs to, found by its hash (presentedKeyHash) through the unique index. */
export async function resolveKey(db: Queryable, presented: string, hash: string): Promise<KeyLookup> {
  if (presented.startsWith('pk_')) {
    return { ok: false, reason: 'publishable keys (pk_) are not accepted; use a secret key (sk_test_… or sk_live_…)' };
  }
  if (!KEY_PATTERN.test(presented)) return { ok: false, reason: 'the key is malformed; expected sk_test_… or sk_live_… as shown when it was issued' };
  const remembered = rememberedLookups.get(hash);
  if (remembered && remembered.until > Date.now()) return { ok: true, project: remembered.project };
  const { rows } = await db.query<{
    id: string;
    organization_id: string;
    key_id: string;
    mode: KeyMode;
    current: boolean;
    address_control: AddressControl | null;
  }>(
    `SELECT p.id, p.organization_id, k.id AS key_id, k.mode, k.expires_at IS NULL AS current,
            receiving_address_control(p.organization_id, lower(p.receiving_address)) AS address_control
     FROM api_keys k JOIN projects p ON p.id = k.project_id
     WHERE k.key_hash = $1 AND (k.expires_at IS NULL OR k.expires_at > now())`,
    [hash],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'the key is not recognised (it may have been rotated); rotate it on the platform if it was lost' };
  const project: KeyProject = {
    id: row.id,
    organization_id: row.organization_id,
    key_id: row.key_id,
    key_mode: row.mode,
    network: networkOf(row.mode),
    address_control: row.address_control,
  };
  if (row.current) {
    rememberedLookups.set(hash, { project, until: Date.now() + KEY_LOOKUP_TTL_MS });
  }
  return { ok: true, project };
}

/** A key summary as the platform shows it. */
export function keyView(key: KeySummary): ApiKeyView {
  return {
    id: key.id,
    mode: key.mode,
    hint: key.hint,
    created_at: key.created_at.toISOString(),
    expires_at: key.expires_at?.toISOString() ?? null,
  };
}
