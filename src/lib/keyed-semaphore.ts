/**
 * KeyedSemaphore — at most `limit` holders per key at once; later callers wait in arrival order.
 * The fetcher keys it by host so a scan (or many scans at once) never opens more than two
 * connections to one site: polite to the sites we read, and no way to use us to hammer one.
 * Keys without holders or waiters are forgotten, so the map stays as small as the work in flight.
 */
export class KeyedSemaphore {
  private slots = new Map<string, { held: number; waiting: (() => void)[] }>();
  constructor(readonly limit: number) {}

  /** Waits for a slot; the returned function gives it back (idempotent). */
  async acquire(key: string): Promise<() => void> {
    let s = this.slots.get(key);
    if (!s) {
      s = { held: 0, waiting: [] };
      this.slots.set(key, s);
    }
    if (s.held < this.limit) s.held++;
    // The slot is handed over by release() (held stays counted), so no newcomer can jump the queue.
    else await new Promise<void>((resolve) => s.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = s.waiting.shift();
      if (next) next();
      else if (--s.held === 0) this.slots.delete(key);
    };
  }

  /** Holders of `key` right now (tests, metrics). */
  held(key: string): number {
    return this.slots.get(key)?.held ?? 0;
  }
}
