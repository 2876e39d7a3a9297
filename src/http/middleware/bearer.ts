import type { Context } from 'koa';
import { unauthorized } from '../../core/errors.js';

/** The credential of `Authorization: Bearer <credential>`, or undefined when the header has none. */
export function presentedBearer(ctx: Pick<Context, 'get'>): string | undefined {
  return /^Bearer +(\S+) *$/i.exec(ctx.get('Authorization'))?.[1];
}

/** The credential of `Authorization: Bearer <credential>`, or a 401 saying what is wrong with the header. */
export function bearerCredential(ctx: Pick<Context, 'get'>, expected: string): string {
  if (ctx.get('Authorization') === '') throw unauthorized(`Missing Authorization header: send "Authorization: Bearer <${expected}>"`);
  const credential = presentedBearer(ctx);
  if (!credential) throw unauthorized(`Malformed Authorization header: expected "Bearer <${expected}>"`);
  return credential;
}
