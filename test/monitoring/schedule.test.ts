/**
 * Scheduling: each competitor is checked on its plan's interval (Command hourly, Tracker daily)
 * at a slot of its own inside the interval, so 1,000 competitors added at once do not fire in
 * the same second; accounts without a plan are not checked. Driven by the scheduler's tick and a
 * ManualClock — nothing sleeps.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { findOrCreateAccount } from "../../src/accounts/accounts";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { insertCompetitor } from "../../src/monitoring/competitors";
import { nextCheckAt, phaseOf } from "../../src/monitoring/schedule";
import { createMonitoringApp, type MonitoringTestApp } from "./helpers";
import { jobsWith, rows } from "../support/sql";

/**
 * 1,000 competitor ids, random-looking but the same on every run: with fresh random UUIDs the
 * bounds on the busiest second below failed 35 runs in 1,000 (3% of them for a day's interval).
 */
const fixedUuids = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const h = createHash("sha256").update(`competitor ${i}`).digest("hex");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("slots", () => {
  test("1,000 competitors added in the same millisecond spread over the interval, none closer than half an interval, none later than one and a half", () => {
    const now = Date.UTC(2026, 10, 23, 12);
    for (const interval of [HOUR, DAY]) {
      const at = fixedUuids(1000).map((id) => nextCheckAt(id, now, interval));
      for (const x of at) {
        expect(x).toBeGreaterThanOrEqual(now + interval / 2);
        expect(x).toBeLessThan(now + interval * 1.5);
      }
      const perSecond = new Map<number, number>();
      for (const x of at) perSecond.set(Math.floor(x / 1000), (perSecond.get(Math.floor(x / 1000)) ?? 0) + 1);
      // Uniform over 3,600 (or 86,400) seconds: a handful in the busiest second at most.
      expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(interval === HOUR ? 5 : 2);
      // Every tenth of the interval gets its share (100 ± 40).
      const tenths = new Array(10).fill(0);
      for (const x of at) tenths[Math.floor((((x - now) % interval) / interval) * 10)]++;
      for (const n of tenths) expect(Math.abs(n - 100)).toBeLessThan(40);
    }
  });

  test("a competitor keeps its slot: consecutive checks are exactly one interval apart", () => {
    const id = "0b7e6a52-1f3d-4e8a-9c5b-2d4f6a8b0c1e";
    const first = nextCheckAt(id, 0, HOUR);
    expect(nextCheckAt(id, first, HOUR)).toBe(first + HOUR);
    expect(nextCheckAt(id, first + 1234, HOUR)).toBe(first + HOUR);
    expect(phaseOf(id)).toBe(phaseOf(id));
  });
});

describe("the scheduler over simulated days", () => {
  let t: MonitoringTestApp;
  beforeAll(async () => {
    t = await createMonitoringApp();
  });
  afterAll(() => t.close());

  test("two days: Command hourly, Tracker daily, each on its own slot; no plan never", async () => {
    const command = await t.customer("hourly@example.com", "command");
    const tracker = await t.customer("daily@example.com", "tracker");
    const cmd = ((await (await t.track(command.auth, "http://c.test/")).json()) as { id: string }).id;
    const trk = ((await (await t.track(tracker.auth, "http://t.test/")).json()) as { id: string }).id;
    // An account whose plan lapsed keeps its competitors, unchecked.
    const lapsed = await findOrCreateAccount(t.ctx, { email: "lapsed@example.com" });
    const idle = await insertCompetitor(t.ctx, { accountId: lapsed.id, name: "Idle", url: "http://i.test/", normalizedUrl: "http://i.test", limit: 5, planName: "Tracker", nextCheckAt: t.clock.now() });
    await setGrantedPlan(t.ctx, { accountId: lapsed.id, plan: "none" });

    const checks = async (id: string) => (await jobsWith(t.rt.db, "monitoring.check", "competitorId", id)).length;
    // The baselines were queued by tracking; the checks "run" at once (marked done), so every due one can be queued again.
    const done = () => rows(t.rt.db).run("UPDATE jobs SET status = 'succeeded', finished_at = ? WHERE kind = 'monitoring.check' AND status = 'queued'", t.clock.now());
    await done();
    const start = t.clock.now();
    const firstAt = async (id: string) => (await rows(t.rt.db).get<{ n: number }>("SELECT next_check_at AS n FROM competitors WHERE id = ?", id))!.n;
    const [cmdFirst, trkFirst] = [await firstAt(cmd), await firstAt(trk)];
    expect(cmdFirst - start).toBeGreaterThanOrEqual(HOUR / 2);
    expect(trkFirst - start).toBeGreaterThanOrEqual(DAY / 2);
    /** Slots from the first one up to the end of the simulation (`days`), one interval apart. */
    const slots = (first: number, interval: number, end: number) => Math.floor((end - first) / interval) + 1;
    const end = start + 2 * DAY;
    // Checks are marked done every half hour, not every minute: before the next hourly slot in any
    // case, at a thirtieth of the writes (2,880 ticks; on PostgreSQL each write is a round trip).
    for (let minute = 1; t.clock.now() < end; minute++) {
      t.clock.advance(60_000);
      await t.rt.scheduler.tick();
      if (minute % 30 === 0) await done();
    }
    // The baseline, then one per slot: about 48 hourly, and 1 or 2 daily.
    expect(await checks(cmd)).toBe(1 + slots(cmdFirst, HOUR, end));
    expect(await checks(cmd)).toBeGreaterThanOrEqual(1 + 46);
    expect(await checks(trk)).toBe(1 + slots(trkFirst, DAY, end));
    expect(await checks(idle.id)).toBe(0);
    const next = await firstAt(cmd);
    expect(next).toBeGreaterThan(t.clock.now());
    expect(next).toBeLessThanOrEqual(t.clock.now() + 1.5 * HOUR);
  });
});
