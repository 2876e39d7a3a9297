import type { Context } from 'koa';
import { unauthorized } from '../errors.js';

/** The credential of `Authorization: Bearer <credential>`, or a 401 saying what is wrong with the header. */
export function bearerCredential(ctx: Pick<Context, 'get'>, expected: string): string {
  const header = ctx.get('Authorization');
  if (header === '') throw unauthorized(`Missing Authorization header: send "Authorization: Bearer <${expected}>"`);
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) throw unauthorized(`Malformed Authorization header: expected "Bearer <${expected}>"`);
  return match[1]!;
}
