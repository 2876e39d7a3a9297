/** How a Batcher groups its items. */
export interface BatchLimits {
  /** Batches under way at once; items arriving while this many run wait for the next batch. */
  running: number;
  /** Items in one batch at most. */
  size: number;
  /** How long an item may wait for its batch to start before it is refused with BatchWaitExceeded. */
  waitMs: number;
}

/** Calls `fire` after `ms` unless the returned function cancels it first: a timer, or a test's clock. */
export type Alarm = (ms: number, fire: () => void) => () => void;

const timerAlarm: Alarm = (ms, fire) => {
  const timer = setTimeout(fire, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/** An item that waited `waitMs` behind batches that did not end: they may never, if the far side hangs. */
export class BatchWaitExceeded extends Error {
  constructor(waitMs: number) {
    super(`no batch could take this item within ${waitMs} ms`);
    this.name = 'BatchWaitExceeded';
  }
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
  cancelAlarm?: () => void;
}

/**
 * Runs items together that arrive while earlier ones are under way: one round trip for many
 * requests. An item that finds fewer than `limits.running` batches under way goes at once, alone
 * or with those queued, so a quiet process adds no wait; under load the items queue behind the
 * running batches, and the batches grow with the load. `run` answers its items in their order,
 * each with its own result; if it throws, every item of its batch rejects with that error.
 */
export class Batcher<Item, Result> {
  private queue: Waiting<Item, Result>[] = [];
  private underWay = 0;

  constructor(
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly limits: BatchLimits,
    private readonly alarm: Alarm = timerAlarm,
  ) {
    if (!(limits.running >= 1 && limits.size >= 1)) throw new RangeError(`a batch needs room for one item under way, not ${JSON.stringify(limits)}`);
  }

  add(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      const waiting: Waiting<Item, Result> = { item, resolve, reject };
      this.queue.push(waiting);
      this.start();
      // Still queued: every batch is under way. Bounded, so that batches that never end (a
      // database that stopped answering) do not hold every later item with them.
      if (this.queue.at(-1) === waiting) {
        waiting.cancelAlarm = this.alarm(this.limits.waitMs, () => {
          this.queue.splice(this.queue.indexOf(waiting), 1);
          reject(new BatchWaitExceeded(this.limits.waitMs));
        });
      }
    });
  }

  private start(): void {
    while (this.underWay < this.limits.running && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.limits.size);
      for (const waiting of batch) waiting.cancelAlarm?.();
      this.underWay++;
      // Called here, not awaited: a run that throws before its first await still rejects its batch only.
      Promise.resolve()
        .then(() => this.run(batch.map(({ item }) => item)))
        .then(
          (results) => {
            for (const [index, waiting] of batch.entries()) waiting.resolve(results[index]!);
          },
          (error: unknown) => {
            for (const waiting of batch) waiting.reject(error);
          },
        )
        .finally(() => {
          this.underWay--;
          this.start();
        });
    }
  }
}
