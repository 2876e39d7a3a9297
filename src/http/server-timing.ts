import type { Timings } from '../core/timings.js';

/**
 * The W3C `Server-Timing` header for `timings`: `verify;dur=3.87, pool;dur=0.41, store;dur=1.21`
 * (milliseconds). Browsers' developer tools show it; bench/checkout-verify.ts reads it
 * (test/helpers/server-timing.ts).
 */
export const serverTimingHeader = (timings: Timings): string => Array.from(timings.entries(), ([name, ms]) => `${name};dur=${ms.toFixed(2)}`).join(', ');
