import { threadId } from 'node:worker_threads';

/** How the pool's probe task behaves: a result, a throw, a heap past the limit, a loop without end, a thread held until `gate` opens. */
export type ProbeMode = 'ok' | 'throw' | 'oom' | 'spin' | 'hold';

/**
 * A pool task module of the tests (TaskPoolOptions.modules names it `probe`): it fails a pool thread
 * the way real work can, so tests see the real pool classify and survive each failure.
 */
export default function probe({ mode, gate }: { mode: ProbeMode; gate?: SharedArrayBuffer }): { threadId: number } {
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
    case 'hold': {
      // Until the test stores 1 in the gate's first word (openGate).
      const word = new Int32Array(gate!);
      while (Atomics.load(word, 0) === 0) Atomics.wait(word, 0, 0);
      return { threadId };
    }
  }
}

/** Lets the probe tasks held by `gate` return. */
export function openGate(gate: SharedArrayBuffer): void {
  const word = new Int32Array(gate);
  Atomics.store(word, 0, 1);
  Atomics.notify(word, 0);
}

// Typed like the service's tasks (workers/index.ts); at run time only a pool given the module runs it.
declare module '../../src/core/pool/task-pool.js' {
  interface PoolTasks {
    probe: typeof probe;
  }
}
