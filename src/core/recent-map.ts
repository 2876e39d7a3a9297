/**
 * A Map of at most `max` entries that forgets what has gone unused longest: the bound on every
 * per-process memory of this service (a read, a guess, a rendering), so that none grows with the
 * data.
 *
 * Entries live in two generations of at most max/2 each. A read of the current generation is a
 * plain Map read; a read or write of an entry of the previous one moves it to the current one; when
 * the current one is full it becomes the previous one, and the previous one is forgotten. So the
 * max/2 entries used last are always kept, and an entry unused while max/2 others were put in the
 * current generation may be forgotten (hashlru's scheme). A strict order, one Map whose every read
 * deletes and re-inserts the key, costs several times a Map read on every read, and these
 * memories are read on every request.
 */
export class RecentMap<K, V> {
  private current = new Map<K, V>();
  private previous = new Map<K, V>();
  private readonly generation: number;

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 2) throw new RangeError(`a RecentMap holds at least 2 entries, not ${max}`);
    this.generation = Math.floor(max / 2);
  }

  get(key: K): V | undefined {
    const value = this.current.get(key);
    if (value !== undefined) return value;
    const older = this.previous.get(key);
    if (older !== undefined) {
      this.previous.delete(key);
      this.putCurrent(key, older);
    }
    return older;
  }

  set(key: K, value: V): void {
    if (this.current.has(key)) {
      this.current.set(key, value);
      return;
    }
    this.previous.delete(key);
    this.putCurrent(key, value);
  }

  delete(key: K): void {
    this.current.delete(key);
    this.previous.delete(key);
  }

  clear(): void {
    this.current.clear();
    this.previous.clear();
  }

  private putCurrent(key: K, value: V): void {
    if (this.current.size >= this.generation) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
  }
}
