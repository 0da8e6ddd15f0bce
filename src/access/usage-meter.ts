/**
 * UsageMeter — request counts per subject and calendar window, kept in memory and written to
 * the database in batches (the runtime schedules `flush`, and runs it at shutdown), so counting
 * costs no database write per request. A subject's stored count is read once, when it is first seen in a window.
 */
import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { param, preparedFor } from "../db/prepared";
import { withTransaction } from "../db/tx";
import { apiKeys, usageCounters } from "../db/schema";
import { dayWindow, hourWindow } from "../lib/calendar";
import type { Clock } from "../lib/clock";

/** Free-tier (per-IP) day counters are kept this many days: enough for "today" and the dashboard. */
export const IP_USAGE_KEEP_DAYS = 2;

/**
 * Deletes per-IP day counters older than IP_USAGE_KEEP_DAYS. Free-tier clients are anonymous and
 * come and go: without this, every address that ever called would keep a row for ever. Returns
 * the number of rows deleted.
 */
export async function purgeStaleIpUsage(db: Db, now: number): Promise<number> {
  const oldest = dayWindow(now - IP_USAGE_KEEP_DAYS * 86_400_000);
  const ips = (await db.delete(usageCounters).where(and(like(usageCounters.subject, "ip:%"), lt(usageCounters.window, oldest))).returning({ s: usageCounters.subject })).length;
  // Hourly tier counts ("2026-11-22T14") feed the dashboard's last-24-hours chart; a day's totals
  // stay in the day windows ("2026-11-22"), which sort before their hours and are kept.
  const hours = (await db.delete(usageCounters).where(and(like(usageCounters.subject, "tier:%"), like(usageCounters.window, "____-__-__T__"), lt(usageCounters.window, hourWindow(now - TIER_HOURS_KEEP_MS)))).returning({ s: usageCounters.subject })).length;
  return ips + hours;
}

/** Hourly tier counters are kept two days: the chart shows the last 24 hours. */
const TIER_HOURS_KEEP_MS = 2 * 86_400_000;

interface Counter {
  subject: string;
  window: string;
  /** What the database holds (as of the last read or flush). */
  stored: number;
  /** Counted since, not yet written. */
  pending: number;
  /** The flush generation when it was last read or counted: a flush forgets only counters idle since it began. */
  seen: number;
}

/** A (subject, window) pair the request path needs in memory before it counts. */
export type CounterKey = readonly [subject: string, window: string];

/** A counter being read, by subject and window (one read per counter however many ask). */
const keyOf = (subject: string, window: string) => `${subject}\u0000${window}`;

/**
 * Counting is synchronous and from memory (`count`, `increment`): the request path makes no
 * database call for it. A counter not in memory (first seen in its window, or forgotten after a
 * flush) is read first with `load`, which the caller awaits only when `missing` says so.
 */
export class UsageMeter {
  /**
   * Window → subject → counter. Two lookups instead of one by a joined string: the request path
   * looks up a few counters per request, and a joined key was a new string to build and hash
   * each time, where the window strings are the calendar's own (memoised) and a map per window
   * is found at once.
   */
  private counters = new Map<string, Map<string, Counter>>();
  private lastUsed = new Map<string, number>();
  private loading = new Map<string, Promise<void>>();
  private generation = 0;
  private flushing: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** True when one of `keys` must be loaded before count/increment can answer. */
  missing(keys: readonly CounterKey[]): boolean {
    for (const [subject, window] of keys) if (!this.find(subject, window)) return true;
    return false;
  }

  /** Reads the stored counts of those of `keys` not in memory (one read per counter, shared by concurrent callers). */
  async load(keys: readonly CounterKey[]): Promise<void> {
    await Promise.all(keys.map(([subject, window]) => this.loadOne(subject, window)));
  }

  /**
   * Runs `use` (which counts or reads `keys`) once they are all in memory, in the same tick as
   * the check that they are. A flush forgets counters idle since it began, so a counter loaded
   * before an await may be gone after it (session 14's 500 on PostgreSQL: a request loaded its
   * tier's counter, a flush ran while its limits were counted in the database, and the count
   * threw); one forgotten while it was being loaded is read again.
   */
  whenLoaded<T>(keys: readonly CounterKey[], use: () => T): T | Promise<T> {
    if (!this.missing(keys)) return use();
    return this.load(keys).then(() => this.whenLoaded(keys, use));
  }

  private loadOne(subject: string, window: string): Promise<void> {
    if (this.find(subject, window)) return Promise.resolve();
    const k = keyOf(subject, window);
    const pending = this.loading.get(k);
    if (pending) return pending;
    const read = (async () => {
      try {
        const rows = await statements(this.db).count.execute({ subject, window });
        if (!this.find(subject, window)) {
          let inWindow = this.counters.get(window);
          if (!inWindow) this.counters.set(window, (inWindow = new Map()));
          inWindow.set(subject, { subject, window, stored: rows[0]?.count ?? 0, pending: 0, seen: this.generation });
        }
      } finally {
        this.loading.delete(k);
      }
    })();
    this.loading.set(k, read);
    return read;
  }

  private find(subject: string, window: string): Counter | undefined {
    return this.counters.get(window)?.get(subject);
  }

  private counter(subject: string, window: string): Counter {
    const c = this.find(subject, window);
    if (!c) throw new Error(`usage counter ${subject} ${window} used before it was loaded`);
    c.seen = this.generation;
    return c;
  }

  /** The count so far (exact: includes unflushed counts). The counter must be in memory (load). */
  count(subject: string, window: string): number {
    const c = this.counter(subject, window);
    return c.stored + c.pending;
  }

  /** Counts one more; returns the new count. The counter must be in memory (load). */
  increment(subject: string, window: string): number {
    const c = this.counter(subject, window);
    c.pending++;
    return c.stored + c.pending;
  }

  /** Remembers when a key was last used; written with the next flush. */
  touchKey(keyId: string, at: number) {
    this.lastUsed.set(keyId, at);
  }

  /**
   * Writes pending counts in one transaction. Counters idle since the flush began are then
   * dropped from memory (they are read again when next seen). Counting goes on while the write
   * is under way: what is written is what was pending when it began. Returns the number of
   * counters written. One flush at a time; a call during one waits for it, then flushes.
   */
  async flush(): Promise<number> {
    while (this.flushing) await this.flushing.catch(() => {});
    this.flushing = this.flushOnce();
    try {
      return await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  private async flushOnce(): Promise<number> {
    const now = this.clock.now();
    const generation = ++this.generation;
    const dirty: { c: Counter; n: number }[] = [];
    for (const inWindow of this.counters.values()) for (const c of inWindow.values()) if (c.pending > 0) dirty.push({ c, n: c.pending });
    const used = [...this.lastUsed];
    this.lastUsed.clear();
    if (dirty.length > 0 || used.length > 0) {
      const hour = hourWindow(now);
      try {
        await withTransaction({ db: this.db }, async ({ db }) => {
          const q = statements(db);
          for (const { c: { subject, window }, n } of dirty) {
            await q.add.execute({ subject, window, n, now });
            // The tier's requests since the last flush also go to the current UTC hour: one more
            // upsert per tier per flush, nothing on the request path. A flush runs every few seconds,
            // so a request lands in the hour it was flushed in (a few seconds late at most).
            if (subject.startsWith("tier:")) await q.add.execute({ subject, window: hour, n, now });
          }
          for (const [id, at] of used) await q.touch.execute({ id, at });
        });
      } catch (e) {
        // Nothing was written: the key times go back (unless newer ones came meanwhile).
        for (const [id, at] of used) if (!this.lastUsed.has(id)) this.lastUsed.set(id, at);
        throw e;
      }
      for (const { c, n } of dirty) {
        c.stored += n;
        c.pending -= n;
      }
    }
    // Keep memory bounded: forget flushed counters nobody counted since this flush began.
    for (const [window, inWindow] of this.counters) {
      for (const [subject, c] of inWindow) if (c.pending === 0 && c.seen < generation) inWindow.delete(subject);
      if (inWindow.size === 0) this.counters.delete(window);
    }
    return dirty.length;
  }
}

const statements = preparedFor("usage", (db) => ({
  count: db
    .select({ count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.subject, param("subject")), eq(usageCounters.window, param("window")))),
  add: db
    .insert(usageCounters)
    .values({ subject: param("subject"), window: param("window"), count: param("n"), updatedAt: param("now") })
    .onConflictDoUpdate({ target: [usageCounters.subject, usageCounters.window], set: { count: sql`${usageCounters.count} + ${param("n")}`, updatedAt: param("now") } }),
  touch: db.update(apiKeys).set({ lastUsedAt: param("at") }).where(eq(apiKeys.id, param("id"))),
}));
