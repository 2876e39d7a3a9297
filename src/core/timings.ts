/**
 * Named durations of one piece of work, in milliseconds (a part met twice, as a second store
 * after a refused guess, adds up). Rules record them without knowing who reads them: the single
 * verify's route sends them as a `Server-Timing` header.
 */
export class Timings {
  readonly #parts = new Map<string, number>();

  add(name: string, ms: number): void {
    this.#parts.set(name, (this.#parts.get(name) ?? 0) + ms);
  }

  /** `work`'s duration, added to `name` whether it resolves or throws. */
  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.add(name, performance.now() - started);
    }
  }

  entries(): IterableIterator<[string, number]> {
    return this.#parts.entries();
  }
}
