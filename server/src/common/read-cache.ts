import type { DatabaseState } from './database-state';

interface Entry<A, T> {
  args: A;
  token: string;
  value: T;
}

export interface ReadCacheOptions<T> {
  /** How many arguments' reads are kept, the least recently used forgotten first. */
  size?: number;
  /** What every answer is made of the read, kept or not: the parts that move with the clock, worked out now. */
  serve?: (value: T) => T;
}

/**
 * A read kept while the database holds the same rows (`DatabaseState`): asked again with the same arguments and
 * nothing written since, it is answered from memory; anything written, by anyone, and it is read again. A read is kept
 * only when the token before it and after it agree, so it saw one state of the database and no half of a write. What
 * is kept is shared by the callers it answers, so they must not change it. Every cache registers with its
 * `DatabaseState`, so a test can hold each of them against a fresh read (`stale`).
 */
export class ReadCache<A, T> {
  private readonly entries = new Map<string, Entry<A, T>>();
  private readonly size: number;
  private readonly serve: (value: T) => T;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly state: DatabaseState,
    private readonly reader: (args: A) => Promise<T>,
    options: ReadCacheOptions<T> = {},
  ) {
    this.size = options.size ?? 100;
    this.serve = options.serve ?? ((value) => value);
    state.register(this);
  }

  async read(args: A): Promise<T> {
    const key = JSON.stringify(args);
    const before = await this.state.before();
    const entry = this.entries.get(key);
    if (before !== null && entry?.token === before) {
      this.hits++;
      // Used again: the newest in the map's order, the last to be forgotten.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return this.serve(entry.value);
    }
    this.misses++;
    const value = await this.reader(args);
    const after = before === null ? null : await this.state.token();
    if (after !== null && after === before) {
      this.entries.delete(key);
      this.entries.set(key, { args, token: after, value });
      if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    }
    return this.serve(value);
  }

  /**
   * For tests: the arguments whose kept read would answer now but differs from a fresh read (none, unless a write
   * left the token unmoved). Then the `refresh` most recently used arguments are read again in the present state, so
   * that the next call checks what the writes in between did.
   */
  async stale(refresh = 20): Promise<A[]> {
    const token = await this.state.token();
    const stale: A[] = [];
    for (const entry of [...this.entries.values()]) {
      if (entry.token !== token) continue;
      const fresh = JSON.stringify(this.serve(await this.reader(entry.args)));
      if (fresh !== JSON.stringify(this.serve(entry.value))) stale.push(entry.args);
    }
    for (const { args } of [...this.entries.values()].slice(-refresh)) await this.read(args);
    return stale;
  }

  /** Reads answered from memory and read from the database, since the start (for tests and benchmarks). */
  stats(): { hits: number; misses: number } {
    return { hits: this.hits, misses: this.misses };
  }
}
