import { base62Digits, ID_RANDOM_BYTES, idOf, randomBase62 } from '../core/ids.js';

/**
 * Request ids have the shape of every id (`req_`, the time, 22 base62 characters), but their last
 * 22 characters are 17 drawn once per process and a counter: unique across processes without a
 * random draw per request, which is most of a `newId`'s cost. A request
 * id names a request in logs and traces; it is no secret.
 */
const COUNTER_DIGITS = 5;
const COUNTER_WRAP = 62 ** COUNTER_DIGITS;
const processPart = randomBase62(ID_RANDOM_BYTES).slice(COUNTER_DIGITS);
let counter = 0;

/** The next request id of this process; ids a wrap of the counter repeats differ in their time. */
export function newRequestId(now = Date.now()): string {
  counter = (counter + 1) % COUNTER_WRAP;
  return idOf('req', now, processPart + base62Digits(counter, COUNTER_DIGITS));
}
