/**
 * Limits counted in the database — for replicas sharing one (PostgreSQL, SPEC §13), where each
 * process's in-memory limiters would each allow the whole limit.
 *
 * Every admitted request is one conditional increment of a counter row (the `usage_counters`
 * table): `INSERT … ON CONFLICT DO UPDATE SET count = count + 1 WHERE count < cap RETURNING
 * count`. The database serialises writers of a row, so however many replicas ask at once, no
 * more than `cap` get a row back: the limit is exact across replicas, and nothing is held in a
 * process that a killed replica could lose (an admitted request is counted when it is admitted).
 * The statement is the same on SQLite and PostgreSQL.
 *
 * A request checked against two counters (a minute and a quota) is counted by each in turn, and
 * when the second refuses, the first count is taken back (`decrementCounter`). No transaction
 * spans them: a request's counting holds no lock while it waits, and in the meantime another
 * request may only see one count too many (refused where it would just have fitted) — never one
 * too few, so the limits are never exceeded.
 *
 * Windows:
 *  - `quota`: a calendar window ("2026-11", "2026-11-22") — the same rows the usage meter writes
 *    on SQLite, so usage pages and /validate-key read the same numbers on either engine;
 *  - `window`: a sliding window of `windowMs`, by the sliding-window counter (this fixed window's
 *    count plus the previous one's weighted by how much of it still overlaps; the previous count
 *    is final once its window has passed, so it is read once per subject and window). It never
 *    admits more than `limit` in a fixed window and smooths the boundary as the in-memory
 *    limiter's large-limit mode does (src/access/sliding-window.ts).
 * Rows of windows are named `rl:<what>` / the window's start in ms (13 digits), and purged with
 * the per-IP usage (purgeStaleWindows).
 */
import { and, eq, gt, like, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { usageCounters } from "../db/schema";
import type { WindowState } from "./sliding-window";

/** Window rows older than this are deleted (the longest window is a day; its previous one is read). */
const KEEP_WINDOWS_MS = 3 * 86_400_000;

/**
 * Counts one more for (subject, window) if the count is below `cap`; the new count, or null when
 * it was not (nothing written). `cap` < 1 admits nothing.
 */
export async function incrementBelow(db: Db, input: { subject: string; window: string; cap: number; now: number }): Promise<number | null> {
  if (input.cap < 1) return null;
  const rows = await db
    .insert(usageCounters)
    .values({ subject: input.subject, window: input.window, count: 1, updatedAt: input.now })
    .onConflictDoUpdate({
      target: [usageCounters.subject, usageCounters.window],
      set: { count: sql`${usageCounters.count} + 1`, updatedAt: input.now },
      setWhere: lt(usageCounters.count, input.cap),
    })
    .returning({ count: usageCounters.count });
  return rows[0]?.count ?? null;
}

/** Counts one more for (subject, window) unconditionally (a quota that is unlimited is still counted). */
export async function incrementCounter(db: Db, input: { subject: string; window: string; now: number }): Promise<number> {
  return (await incrementBelow(db, { ...input, cap: Number.MAX_SAFE_INTEGER }))!;
}

/** Takes back one count of (subject, window) (a request its other limit refused). */
export async function decrementCounter(db: Db, input: { subject: string; window: string }): Promise<void> {
  await db
    .update(usageCounters)
    .set({ count: sql`${usageCounters.count} - 1` })
    .where(and(eq(usageCounters.subject, input.subject), eq(usageCounters.window, input.window), gt(usageCounters.count, 0)));
}

/** The stored count of (subject, window), 0 when none. */
export async function readCounter(db: Db, input: { subject: string; window: string }): Promise<number> {
  const row = (await db.select({ count: usageCounters.count }).from(usageCounters).where(and(eq(usageCounters.subject, input.subject), eq(usageCounters.window, input.window))).limit(1))[0];
  return row?.count ?? 0;
}

const windowName = (start: number) => String(start).padStart(13, "0");

/** A sliding window of `windowMs` counted in the database; see the module comment. */
export class SharedWindow {
  /** Final counts of previous windows, by subject (only for the window before the current one). */
  private previous = new Map<string, number>();
  private previousOf = -1;

  constructor(readonly windowMs: number) {}

  /** Admits and counts one request of `subject` against `limit`, or refuses it (nothing counted). */
  async hit(db: Db, subject: string, limit: number, now: number): Promise<WindowState> {
    const start = now - (now % this.windowMs);
    const name = `rl:${subject}`;
    if (this.previousOf !== start) {
      this.previous.clear();
      this.previousOf = start;
    }
    let prev = this.previous.get(name);
    if (prev === undefined) {
      prev = await readCounter(db, { subject: name, window: windowName(start - this.windowMs) });
      this.previous.set(name, prev);
    }
    const overlap = 1 - (now - start) / this.windowMs;
    const cap = Math.min(limit, Math.floor(limit - prev * overlap));
    const untilNextWindow = Math.max(1, Math.ceil((start + this.windowMs - now) / 1000));
    const count = await incrementBelow(db, { subject: name, window: windowName(start), cap, now });
    if (count === null) {
      const current = await readCounter(db, { subject: name, window: windowName(start) });
      return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil(this.waitMs(limit, prev, current, now - start) / 1000)) };
    }
    return { allowed: true, limit, remaining: Math.max(0, cap - count), resetSeconds: untilNextWindow };
  }

  /**
   * How long until one more request fits: within this window, until enough of the previous one
   * has slid out (prev · overlap + current + 1 ≤ limit); when this window is full, into the next
   * one, where this window's count is the one sliding out.
   */
  private waitMs(limit: number, prev: number, current: number, elapsed: number): number {
    const overlap = 1 - elapsed / this.windowMs;
    if (current + 1 <= limit && prev > 0) return (overlap - (limit - current - 1) / prev) * this.windowMs;
    return this.windowMs - elapsed + Math.max(0, 1 - (limit - 1) / Math.max(current, 1)) * this.windowMs;
  }

  /** Takes back the count `hit` made for `subject` at `now` (another limit refused the request). */
  async undo(db: Db, subject: string, now: number): Promise<void> {
    await decrementCounter(db, { subject: `rl:${subject}`, window: windowName(now - (now % this.windowMs)) });
  }

  /** Forgets the cached previous counts (scheduled with the other sweeps). */
  sweep() {
    this.previous.clear();
    this.previousOf = -1;
  }
}

/** Deletes window rows past KEEP_WINDOWS_MS (scheduled hourly with the per-IP usage purge). */
export async function purgeStaleWindows(db: Db, now: number): Promise<number> {
  return (await db.delete(usageCounters).where(and(like(usageCounters.subject, "rl:%"), lt(usageCounters.window, windowName(now - KEEP_WINDOWS_MS)))).returning({ s: usageCounters.subject })).length;
}
