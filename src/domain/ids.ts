import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * `bytes` random bytes in base62, always the same length for a given `bytes` (left-padded with
 * `0`), so that a key's or id's shape can be checked by a fixed pattern.
 */
export function randomBase62(bytes: number): string {
  let value = BigInt(`0x${randomBytes(bytes).toString('hex')}`);
  const length = base62Length(bytes);
  let text = '';
  while (value > 0n) {
    text = BASE62[Number(value % 62n)] + text;
    value /= 62n;
  }
  return text.padStart(length, '0');
}

/** Characters needed to write `bytes` bytes in base62: 16 → 22, 32 → 43. */
export function base62Length(bytes: number): number {
  return Math.ceil((bytes * 8) / Math.log2(62));
}

/** A record id: a kind prefix and 128 random bits, e.g. `org_3kTMd92jFz0aQw8XbYc1Ls`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBase62(16)}`;
}
