/**
 * The scheduler's lease (src/cluster/lease.ts) and the scheduler's shared tasks, with two
 * "replicas" — two connections to one database, two schedulers — driven by one ManualClock:
 * a shared task runs on exactly one of them in every period, moves to the other within one
 * lease when its holder stops renewing, and never runs on both in one period.
 */
import { expect, test } from "bun:test";
import { createLease, leaseHolder } from "../../src/cluster/lease";
import type { Db } from "../../src/db/client";
import { ManualClock } from "../../src/lib/clock";
import { createScheduler } from "../../src/lib/scheduler";
import { sharedDatabase } from "../helpers/shared-db";

const connect = sharedDatabase("rivalscope-lease-");
const connectAlone = sharedDatabase("rivalscope-lease-alone-");
/** Three connections for the whole file (a PostgreSQL server has a bounded number of clients). */
let three: Promise<Db[]> | null = null;
const connections = () => (three ??= Promise.all([connect(), connect(), connect()]));
const TTL = 15_000;

test("one holder at a time: the other takes the lease only after it expires, or at once after a release", async () => {
  const clock = new ManualClock();
  const [dbA, dbB] = await connections();
  const a = createLease({ db: dbA, clock, name: "t1", holder: "a", ttlMs: TTL });
  const b = createLease({ db: dbB, clock, name: "t1", holder: "b", ttlMs: TTL });
  expect(await a.renew()).toBe(true);
  expect(await b.renew()).toBe(false);
  expect(a.held()).toBe(true);
  expect(b.held()).toBe(false);
  expect(await leaseHolder(dbB, "t1", clock.now())).toEqual({ holder: "a", expiresAt: clock.now() + TTL });

  // a renews in time: it keeps it.
  clock.advance(TTL - 1);
  expect(await a.renew()).toBe(true);
  expect(await b.renew()).toBe(false);

  // a stops renewing: at expiry it no longer believes it holds it, and b takes it.
  clock.advance(TTL);
  expect(a.held()).toBe(false);
  expect(await b.renew()).toBe(true);
  expect(await a.renew()).toBe(false);

  // A clean stop hands it over at once.
  await b.release();
  expect(b.held()).toBe(false);
  expect(await a.renew()).toBe(true);
});

test("two replicas racing for a free lease: exactly one wins", async () => {
  const clock = new ManualClock();
  for (let round = 0; round < 10; round++) {
    const leases = (await connections()).map((db, i) => createLease({ db, clock, name: `race-${round}`, holder: `r${i}`, ttlMs: TTL }));
    const won = await Promise.all(leases.map((l) => l.renew()));
    expect(won.filter(Boolean)).toHaveLength(1);
  }
});

test("a failed write is not a held lease", async () => {
  const clock = new ManualClock();
  const errors: unknown[] = [];
  const db = (await connections())[0]!;
  const broken = { ...db, insert: () => { throw new Error("database unreachable"); } } as unknown as typeof db;
  const l = createLease({ db: broken, clock, name: "t-broken", holder: "x", ttlMs: TTL, onError: (e) => errors.push(e) });
  expect(await l.renew()).toBe(false);
  expect(l.held()).toBe(false);
  expect(errors).toHaveLength(1);
});

test("shared tasks run once per period on the holder, move to the other when it stops, never run on both", async () => {
  const clock = new ManualClock();
  const PERIOD = 60_000;
  const runs: { period: number; replica: string; task: string }[] = [];
  const [dbA, dbB] = await connections();
  const replica = async (name: string, db: Db) => {
    const lease = createLease({ db, clock, name: "scheduler", holder: name, ttlMs: TTL });
    const s = createScheduler(clock, (task, e) => { throw new Error(`${task}: ${String(e)}`); }, { lease: { ...lease, renewEveryMs: TTL / 3 } });
    const record = (task: string) => () => void runs.push({ period: Math.floor(clock.now() / PERIOD), replica: name, task });
    s.every("monitoring.schedule", PERIOD, record("shared"), { immediately: true, shared: true });
    s.every("usage.flush", PERIOD, record("local"), { immediately: true });
    return s;
  };
  const a = await replica("a", dbA!);
  const b = await replica("b", dbB!);
  // Both tick every second for 5 periods; then a stops (killed: no release) and b goes on alone.
  const start = clock.now();
  let aAlive = true;
  for (let t = 0; t < 10 * PERIOD; t += 1000) {
    if (t === 5 * PERIOD) aAlive = false;
    if (aAlive) await a.tick();
    await b.tick();
    clock.advance(1000);
  }
  const first = Math.floor(start / PERIOD);
  const shared = runs.filter((r) => r.task === "shared");
  const byPeriod = new Map<number, string[]>();
  for (const r of shared) byPeriod.set(r.period, [...(byPeriod.get(r.period) ?? []), r.replica]);
  // Never two runs in one period.
  for (const [, who] of byPeriod) expect(who).toHaveLength(1);
  // a ran it while alive; b after a died — the one period a's death fell in may be skipped
  // (its turn had passed on b, its run on a never came), no more.
  expect(new Set(shared.filter((r) => r.period < first + 5).map((r) => r.replica))).toEqual(new Set(["a"]));
  expect(new Set(shared.filter((r) => r.period >= first + 6).map((r) => r.replica))).toEqual(new Set(["b"]));
  expect(byPeriod.size).toBeGreaterThanOrEqual(9);
  // Per-process tasks ran on both while both lived.
  const local = runs.filter((r) => r.task === "local");
  expect(local.filter((r) => r.replica === "a")).toHaveLength(5);
  expect(local.filter((r) => r.replica === "b")).toHaveLength(10);
  // By its own clock a knows its lease ran out (were it only stalled, it would not run them).
  expect(a.leading()).toBe(false);
  expect(b.leading()).toBe(true);
});

test("without a lease (one process on SQLite) every task runs here and nothing is written", async () => {
  const clock = new ManualClock();
  const db = await connectAlone();
  let ran = 0;
  const s = createScheduler(clock, () => {});
  s.every("x", 1000, () => void ran++, { immediately: true, shared: true });
  await s.tick();
  expect(ran).toBe(1);
  expect(s.leading()).toBe(true);
  expect(await leaseHolder(db, "scheduler", clock.now())).toBeNull();
});
