import { threadId } from 'node:worker_threads';

/** How the pool's probe task behaves: a result, a throw, a heap past the limit, a loop without end. */
export type ProbeMode = 'ok' | 'throw' | 'oom' | 'spin';

/**
 * A pool task module of the tests (TaskPoolOptions.modules names it `probe`): it fails a pool thread
 * the way real work can, so tests see the real pool classify and survive each failure.
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

// Typed like the service's tasks (workers/index.ts); at run time only a pool given the module runs it.
declare module '../../src/core/pool/task-pool.js' {
  interface PoolTasks {
    probe: typeof probe;
  }
}
