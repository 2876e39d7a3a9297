import { threadId } from 'node:worker_threads';

import type { ProbeMode } from '../src/ops/probes.js';

/**
 * Exercises a pool thread the way real work can fail: a result, a thrown error, a heap that grows
 * past the memory limit, or a loop that never ends. Operators use it to check the pool end to end.
 */
export default function probe({ mode }: { mode: ProbeMode }): { threadId: number } {
  switch (mode) {
    case 'ok':
      return { threadId };
    case 'throw':
      throw new Error('probe task failed on purpose');
    case 'oom': {
      const hoard: number[][] = [];
      for (;;) hoard.push(new Array(1_000_000).fill(hoard.length));
    }
    case 'spin':
      for (;;);
  }
}
