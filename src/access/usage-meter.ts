/**
 * UsageMeter — request counts per subject and calendar window, kept in memory and written to
 * the database in batches (the runtime schedules `flush`, and runs it at shutdown), so counting
 * costs no database write per request. A subject's stored count is read once, when it is first seen in a window.
 */
import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inTransaction } from "../db/tx";
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
export function purgeStaleIpUsage(db: Db, now: number): number {
  const oldest = dayWindow(now - IP_USAGE_KEEP_DAYS * 86_400_000);
  const ips = db.delete(usageCounters).where(and(like(usageCounters.subject, "ip:%"), lt(usageCounters.window, oldest))).returning({ s: usageCounters.subject }).all().length;
  // Hourly tier counts ("2026-11-22T14") feed the dashboard's last-24-hours chart; a day's totals
  // stay in the day windows ("2026-11-22"), which sort before their hours and are kept.
  const hours = db.delete(usageCounters).where(and(like(usageCounters.subject, "tier:%"), like(usageCounters.window, "____-__-__T__"), lt(usageCounters.window, hourWindow(now - TIER_HOURS_KEEP_MS)))).returning({ s: usageCounters.subject }).all().length;
  return ips + hours;
}

/** Hourly tier counters are kept two days: the chart shows the last 24 hours. */
const TIER_HOURS_KEEP_MS = 2 * 86_400_000;

interface Counter {
  /** What the database holds (as of the last read or flush). */
  stored: number;
  /** Counted since, not yet written. */
  pending: number;
}

export class UsageMeter {
  private counters = new Map<string, Counter>();
  private lastUsed = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private counter(subject: string, window: string): Counter {
    const k = `${subject}\u0000${window}`;
    let c = this.counters.get(k);
    if (!c) {
      const row = this.db
        .select({ count: usageCounters.count })
        .from(usageCounters)
        .where(and(eq(usageCounters.subject, subject), eq(usageCounters.window, window)))
        .get();
      c = { stored: row?.count ?? 0, pending: 0 };
      this.counters.set(k, c);
    }
    return c;
  }

  count(subject: string, window: string): number {
    const c = this.counter(subject, window);
    return c.stored + c.pending;
  }

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
   * Writes pending counts in one transaction. Counters of past windows are then dropped from
   * memory. Returns the number of counters written.
   */
  flush(): number {
    const now = this.clock.now();
    const dirty = [...this.counters].filter(([, c]) => c.pending > 0);
    if (dirty.length === 0 && this.lastUsed.size === 0) return 0;
    const used = [...this.lastUsed];
    this.lastUsed.clear();
    const hour = hourWindow(now);
    inTransaction(this.db, () => {
      const upsert = (subject: string, window: string, n: number) =>
        this.db.insert(usageCounters)
          .values({ subject, window, count: n, updatedAt: now })
          .onConflictDoUpdate({ target: [usageCounters.subject, usageCounters.window], set: { count: sql`${usageCounters.count} + ${n}`, updatedAt: now } })
          .run();
      for (const [k, c] of dirty) {
        const [subject, window] = k.split("\u0000");
        upsert(subject, window, c.pending);
        // The tier's requests since the last flush also go to the current UTC hour: one more
        // upsert per tier per flush, nothing on the request path. A flush runs every few seconds,
        // so a request lands in the hour it was flushed in (a few seconds late at most).
        if (subject.startsWith("tier:")) upsert(subject, hour, c.pending);
      }
      for (const [id, at] of used) this.db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id)).run();
    });
    for (const [, c] of dirty) {
      c.stored += c.pending;
      c.pending = 0;
    }
    // Keep memory bounded: forget flushed counters; they are re-read when seen again.
    for (const [k, c] of this.counters) if (c.pending === 0) this.counters.delete(k);
    return dirty.length;
  }
}
