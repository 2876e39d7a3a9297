import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import type { Config } from '../../core/config/config.js';
import type { Queryable } from '../../core/db/pool.js';
import { keyEncryptionKey, seal, unseal } from '../../core/sealing.js';

/** The cookie that carries a dashboard sign-in: a random id, of which the service keeps only the hash. */
export const SESSION_COOKIE = 'proofpay_session';

/** A signed-in browser: whose it is, the platform token its requests act with, and the CSRF token its unsafe requests must send. */
export interface BrowserSession {
  idHash: string;
  userId: string;
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

/** The sealing key, read once per process (it may be generated under DATA_DIR the first time). */
export function sessionSealingKey(config: Config): () => Buffer {
  let kek: Buffer | undefined;
  return () => {
    kek ??= keyEncryptionKey(config.keyEncryptionKey, config.dataDir);
    return kek;
  };
}

/**
 * Opens a session for `userId` acting with `token` until `expiresAt` (the token's `exp`); answers
 * the cookie's value, which is stored nowhere. Ended sessions are swept on the way.
 */
export async function openBrowserSession(db: Queryable, kek: Buffer, userId: string, token: string, expiresAt: Date): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const idHash = hashOf(id);
  await db.query('DELETE FROM browser_sessions WHERE expires_at <= now()');
  await db.query('INSERT INTO browser_sessions (id_hash, user_id, sealed_token, csrf_token, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    idHash,
    userId,
    seal(Buffer.from(token), kek, idHash),
    randomBytes(24).toString('base64url'),
    expiresAt,
  ]);
  return id;
}

/** The live session a cookie's value names, or undefined (unknown, ended, or sealed under another key). */
export async function findBrowserSession(db: Queryable, kek: Buffer, cookieValue: string): Promise<BrowserSession | undefined> {
  const idHash = hashOf(cookieValue);
  const { rows } = await db.query<{ user_id: string; sealed_token: string; csrf_token: string; expires_at: Date }>(
    'SELECT user_id, sealed_token, csrf_token, expires_at FROM browser_sessions WHERE id_hash = $1 AND expires_at > now()',
    [idHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  let token: string;
  try {
    token = unseal(row.sealed_token, kek, idHash).toString();
  } catch {
    return undefined;
  }
  return { idHash, userId: row.user_id, token, csrfToken: row.csrf_token, expiresAt: row.expires_at };
}

export async function closeBrowserSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM browser_sessions WHERE id_hash = $1', [idHash]);
}

/** The session cookie: HttpOnly, SameSite=Lax, for the whole site, Secure when the request came over https (behind a trusted proxy, as it says). */
export function setSessionCookie(ctx: Context, value: string, expiresAt: Date): void {
  ctx.cookies.set(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', path: '/', secure: ctx.secure, expires: expiresAt, overwrite: true });
}

export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure: ctx.secure, expires: new Date(0), overwrite: true });
}

/** Whether `presented` is the session's CSRF token, compared in constant time. */
export function csrfTokenMatches(session: BrowserSession, presented: string): boolean {
  const expected = Buffer.from(session.csrfToken);
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Whether a request's `Origin` (when the browser sent one) is this service's own: the request's
 * host or PUBLIC_BASE_URL's. A cross-site form or fetch carries the other site's origin.
 */
export function sameOrigin(ctx: Context, config: Config): boolean {
  const origin = ctx.get('Origin');
  // Built from protocol and host: Koa 3's ctx.origin echoes the request's own Origin header.
  return origin === '' || origin === `${ctx.protocol}://${ctx.host}` || origin === new URL(config.publicBaseUrl).origin;
}
