import type { Timings } from '../core/timings.js';

/**
 * The W3C `Server-Timing` header for `timings`: `verify;dur=3.87, pool;dur=0.41, store;dur=1.21`
 * (milliseconds). Browsers' developer tools show it; bench/checkout.ts reads it.
 */
export const serverTimingHeader = (timings: Timings): string => Array.from(timings.entries(), ([name, ms]) => `${name};dur=${ms.toFixed(2)}`).join(', ');

/** The durations of a `Server-Timing` header by name (entries without `dur` are left out). */
export function parseServerTiming(header: string): Map<string, number> {
  const parts = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    const dur = params.find((param) => param.startsWith('dur='));
    if (name && dur) parts.set(name, Number(dur.slice(4)));
  }
  return parts;
}
