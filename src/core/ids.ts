import { randomFillSync } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Random bytes are drawn from the CSPRNG a few kilobytes at a time (as node's randomUUID does):
 * ids are made per stored verification, and one randomBytes call costs more than the id itself.
 * Each byte is used once and zeroed when taken, so no key material stays behind in the pool.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

/** `bytes` fresh random bytes as 16-bit limbs, most significant first (`bytes` is even). */
function randomLimbs(bytes: number): number[] {
  if (poolOffset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const limbs: number[] = [];
  for (let k = poolOffset; k < poolOffset + bytes; k += 2) limbs.push(pool.readUInt16BE(k));
  pool.fill(0, poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return limbs;
}

/**
 * `bytes` random bytes in base62, always the same length for a given `bytes` (left-padded with
 * `0`), so that a key's or id's shape can be checked by a fixed pattern. The big-endian number is
 * divided by 62 in 16-bit limbs (exact in doubles), one digit per pass, least significant first.
 */
export function randomBase62(bytes: number): string {
  if (bytes % 2 !== 0 || bytes > POOL_BYTES) throw new Error(`randomBase62: ${bytes} bytes (an even number up to ${POOL_BYTES} expected)`);
  const limbs = randomLimbs(bytes);
  let text = '';
  for (let digit = base62Length(bytes); digit > 0; digit--) {
    let remainder = 0;
    for (let k = 0; k < limbs.length; k++) {
      const current = remainder * 65536 + limbs[k]!;
      limbs[k] = Math.floor(current / 62);
      remainder = current % 62;
    }
    text = BASE62[remainder] + text;
  }
  return text;
}

/** `value` (a safe non-negative integer) in base62, left-padded with `0` to `width` digits. */
export function base62Digits(value: number, width: number): string {
  let text = '';
  for (let rest = value; rest > 0 || text.length < width; rest = Math.floor(rest / 62)) text = BASE62[rest % 62] + text;
  return text;
}

/** Characters needed to write `bytes` bytes in base62: 16 → 22, 32 → 43. */
export function base62Length(bytes: number): number {
  return Math.ceil((bytes * 8) / Math.log2(62));
}

/**
 * Characters of an id's creation time: milliseconds since the epoch in base 36, zero-padded (nine
 * characters last until the year 5188). Digits and lowercase letters sort alike in byte order and
 * in linguistic collations (which interleave upper and lower case), so ids sort by time in any
 * database.
 */
export const ID_TIME_CHARS = 9;

/** Random bytes in an id: 128 bits, 22 base62 characters. */
export const ID_RANDOM_BYTES = 16;

/**
 * A record id: a kind prefix, the creation time, and 128 random bits, e.g.
 * `ps_0mwx7r3xt3kTMd92jFz0aQw8XbYc1Ls`. The time leads so that a table's new rows go to the right
 * edge of its primary key: with random ids every insert lands on a random page of the index,
 * which at a million sessions is larger than shared_buffers (a read from disk or the OS cache, and
 * after each checkpoint a full-page image in the WAL). The random part alone
 * keeps ids unique and unguessable (a session id is the hosted page's capability).
 */
export function newId(prefix: string, now = Date.now()): string {
  return idOf(prefix, now, randomBase62(ID_RANDOM_BYTES));
}

/** An id of `prefix` made at `now`, ending in `tail` (22 base62 characters): the one place an id's shape is written. */
export function idOf(prefix: string, now: number, tail: string): string {
  return `${prefix}_${now.toString(36).padStart(ID_TIME_CHARS, '0')}${tail}`;
}
