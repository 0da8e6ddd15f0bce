/**
 * PromiseCache — one computation per key, shared by everyone who asks while it runs, and its
 * value kept for `ttlMs` afterwards. Failures are not kept (the next caller tries again), but
 * callers that joined a failing computation all see its error. Bounded by entries and by a
 * weight (the fetcher weighs pages by their length): the oldest entries go first, so the cache
 * can never hold more than the bounds whatever callers ask for.
 */
import type { Clock } from "./clock";

interface Entry<T> {
  promise: Promise<T>;
  /** Set once the value arrived: when it stops being served. */
  expiresAt: number;
  weight: number;
}

export interface PromiseCacheOptions<T> {
  clock: Clock;
  ttlMs: number;
  maxEntries: number;
  maxWeight: number;
  weigh: (value: T) => number;
}

export class PromiseCache<T> {
  private entries = new Map<string, Entry<T>>();
  private weight = 0;
  constructor(private readonly opts: PromiseCacheOptions<T>) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = this.opts.clock.now();
    const have = this.entries.get(key);
    if (have && have.expiresAt > now) return have.promise;
    if (have) this.remove(key);
    const entry: Entry<T> = { promise: compute(), expiresAt: Number.POSITIVE_INFINITY, weight: 0 };
    this.entries.set(key, entry);
    entry.promise.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        entry.expiresAt = this.opts.clock.now() + this.opts.ttlMs;
        entry.weight = this.opts.weigh(value);
        this.weight += entry.weight;
        this.trim();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    this.trim();
    return entry.promise;
  }

  get size() {
    return this.entries.size;
  }

  private remove(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.weight -= e.weight;
    this.entries.delete(key);
  }

  /** Oldest first (Map order is insertion order); computations still running are never evicted. */
  private trim() {
    for (const [key, e] of this.entries) {
      if (this.entries.size <= this.opts.maxEntries && this.weight <= this.opts.maxWeight) return;
      if (e.expiresAt !== Number.POSITIVE_INFINITY) this.remove(key);
    }
  }
}
