import os from 'node:os';

/**
 * How much slower than idle this machine runs now: its one-minute load average per core, from 1
 * (idle, or less busy than that) up to 20, read once when the test file starts. A run of the whole
 * suite at load 7–16 on 2 cores took 38 minutes instead of 11.
 */
export const LOAD_SCALE = Math.min(20, Math.max(1, os.loadavg()[0]! / os.availableParallelism()));

/**
 * A time limit that a test sets short on purpose, so that a fault shows quickly (a compile time
 * limit that ends an endless loop, an RPC time limit that a silent node runs out), stretched by
 * LOAD_SCALE: the real work the same limit bounds (a compile in a fresh thread, a real node's
 * answer) keeps time enough on a busy machine, while an idle one still runs the fault fast.
 */
export function scaled(ms: number): number {
  return Math.round(ms * LOAD_SCALE);
}
