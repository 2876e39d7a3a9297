import { EventEmitter } from 'node:events';
import path from 'node:path';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { metrics, trackPool } from '../metrics.js';
import { poolTasksDir } from '../paths.js';

/**
 * The pool's task modules by name, each typed by its default export. The map is filled in by
 * `workers/index.ts` (declaration merging), so that core/ names no task module: tasks stand on
 * feature code, and core stands below every feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an augmentation target, filled in by workers/index.ts
export interface PoolTasks {}

export type PoolTaskName = keyof PoolTasks;
export type PoolInput<N extends PoolTaskName> = Parameters<PoolTasks[N]>[0];
export type PoolOutput<N extends PoolTaskName> = Awaited<ReturnType<PoolTasks[N]>>;

export interface TaskPoolOptions {
  threads: number;
  memoryLimitMb: number;
  taskTimeoutMs: number;
  /** Task modules kept outside workers/ (absolute files), by name: a test entry point's own. */
  modules?: Readonly<Record<string, string>>;
}

export interface RunOptions {
  timeoutMs?: number;
  transferList?: TransferListItem[];
}

/** Why a pool task did not produce a result, in terms a job can report. */
export class PoolTaskError extends Error {
  /** The time limit a `timeout` exceeded. */
  readonly timeoutMs: number | undefined;

  constructor(
    readonly reason: 'failed' | 'timeout' | 'out_of_memory' | 'crashed',
    message: string,
    options?: { cause?: unknown; timeoutMs?: number },
  ) {
    super(message, options);
    this.timeoutMs = options?.timeoutMs;
    this.name = 'PoolTaskError';
  }
}

/**
 * The thread pool for CPU-heavy work (Groth16, circom2). Each task module of workers/ runs in a
 * thread with a heap limit; a task past its time limit has its thread terminated.
 *
 * At most one task per thread is handed to piscina; the rest wait here, so a task's time limit
 * counts its own run, not the time it spent queued behind others.
 */
export class TaskPool {
  private readonly piscina: Piscina;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly untrack: () => void;

  constructor(private readonly options: TaskPoolOptions) {
    this.piscina = new Piscina({
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryLimitMb },
    });
    this.untrack = trackPool(this);
  }

  run<N extends PoolTaskName>(name: N, input: PoolInput<N>, options: RunOptions = {}): Promise<PoolOutput<N>> {
    return this.runWhenFree(name, () => input, options);
  }

  /**
   * As `run`, with the input made when the task gets its thread: what its caller adds while the task
   * waits goes with it, so that tasks which wait can be merged into one.
   */
  async runWhenFree<N extends PoolTaskName>(
    name: N,
    input: () => PoolInput<N>,
    { timeoutMs = this.options.taskTimeoutMs, transferList }: RunOptions = {},
  ): Promise<PoolOutput<N>> {
    await this.slot();
    metrics.poolTasks.inc({ task: name });
    const deadline = new TaskDeadline(timeoutMs);
    try {
      return (await this.piscina.run(input(), {
        filename: this.options.modules?.[name] ?? path.join(poolTasksDir, `${name}.js`),
        signal: deadline,
        transferList: transferList as never,
      })) as PoolOutput<N>;
    } catch (error) {
      throw classify(error, deadline.aborted, timeoutMs);
    } finally {
      deadline.clear();
      this.release();
    }
  }

  private async slot(): Promise<void> {
    if (this.running < this.options.threads) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot straight to the next waiting task, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  get threads(): number {
    return this.piscina.threads.length;
  }

  /** Threads that a task run now would not have to wait for. */
  get idleThreads(): number {
    return this.options.threads - this.running;
  }

  /** Threads running a task now (metrics). */
  get busyThreads(): number {
    return this.running;
  }

  /** Tasks waiting for a thread (metrics). */
  get waitingTasks(): number {
    return this.waiting.length;
  }

  async close(): Promise<void> {
    this.untrack();
    await this.piscina.close({ force: true });
  }
}

/**
 * A task's time limit as the abort source piscina takes: an EventEmitter with `aborted`, not an
 * AbortSignal, whose EventTarget listener makes each task's hand-off slower than this emitter does.
 * The timer is cleared when the task ends, not left to the garbage collector.
 */
class TaskDeadline extends EventEmitter {
  aborted = false;
  private readonly timer: NodeJS.Timeout;

  constructor(timeoutMs: number) {
    super();
    this.timer = setTimeout(() => {
      this.aborted = true;
      this.emit('abort');
    }, timeoutMs).unref(); // as AbortSignal.timeout's: a limit keeps no process alive
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

function classify(error: unknown, timedOut: boolean, timeoutMs: number): Error {
  if (timedOut) return new PoolTaskError('timeout', `pool task exceeded its time limit of ${timeoutMs} ms`, { cause: error, timeoutMs });
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new PoolTaskError('out_of_memory', 'pool task exceeded its memory limit', { cause: error });
  if (error instanceof Error) return error; // the task's own error, message intact
  return new PoolTaskError('crashed', `pool task failed: ${String(error)}`, { cause: error });
}
