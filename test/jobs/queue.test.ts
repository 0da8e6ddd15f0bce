/**
 * The SQLite queue on a real database file: claims are atomic across connections, leases fence
 * every write about a run, expired leases are claimed again, unique keys make enqueueing
 * idempotent, and enqueueing shares the caller's transaction.
 */
import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { createSealer } from "../../src/lib/seal";
import { contextFactory, type Ctx } from "../../src/context";
import { openDatabase, type Db } from "../../src/db/client";
import { applyMigrations } from "../../src/db/migrate";
import { withTransaction } from "../../src/db/tx";
import { enqueue, jobQueue as queue } from "../../src/jobs/queue";
import { exponentialBackoff } from "../../src/lib/backoff";
import { ManualClock } from "../../src/lib/clock";
import { memoryLogger } from "../../src/lib/log";
import { tempDirs } from "../helpers/process";
import { sqliteOf } from "../../src/db/sqlite";

const path = join(tempDirs("rivalscope-queue-")(), "q.sqlite");
const clock = new ManualClock();
const open = () => {
  const db = openDatabase(path);
  applyMigrations(db);
  return db;
};
const dbA = open();
const dbB = open(); // a second connection: another process on the same file
afterAll(() => [dbA, dbB].forEach((d) => sqliteOf(d).close()));
const ctxOf = (db: Db): Ctx => contextFactory({ db, clock, logger: memoryLogger(), secrets: createSealer([new Uint8Array(32)]) })({ kind: "system", via: "test" });
const a = ctxOf(dbA);
const b = ctxOf(dbB);
const LEASE = 30_000;
const claim = (ctx: Ctx, workerId: string, kinds = ["k"]) => queue.claim(ctx, { kinds, workerId, leaseMs: LEASE });

beforeEach(() => sqliteOf(dbA).run("DELETE FROM jobs"));

describe("claim", () => {
  test("takes the earliest due job, marks it running with a lease, counts the attempt", async () => {
    const later = await enqueue(a, { kind: "k", payload: { n: 2 }, runAt: clock.now() - 1000 });
    const first = await enqueue(a, { kind: "k", payload: { n: 1 }, runAt: clock.now() - 2000 });
    await enqueue(a, { kind: "k", payload: { n: 3 }, runAt: clock.now() + 60_000 }); // not due yet
    await enqueue(a, { kind: "other", payload: {} }); // a kind not asked for
    const job = (await claim(a, "w1"))!;
    expect(job).toMatchObject({ id: first.id, status: "running", attempts: 1, lockedBy: "w1", leaseUntil: clock.now() + LEASE, payload: { n: 1 } });
    expect((await claim(a, "w1"))!.id).toBe(later.id);
    expect(await claim(a, "w1")).toBeNull();
    expect(await queue.claim(a, { kinds: [], workerId: "w1", leaseMs: LEASE })).toBeNull();
  });

  test("passes over the jobs of busy groups (queued and expired alike), in order otherwise", async () => {
    const dead1 = await enqueue(a, { kind: "k", group: "webhook:dead", runAt: clock.now() - 3000 });
    await enqueue(a, { kind: "k", group: "webhook:dead", runAt: clock.now() - 2000 });
    const live = await enqueue(a, { kind: "k", group: "webhook:live", runAt: clock.now() - 1000 });
    const loose = await enqueue(a, { kind: "k" });
    const busy = (ctx: Ctx, workerId: string) => queue.claim(ctx, { kinds: ["k"], busyGroups: ["webhook:dead"], workerId, leaseMs: LEASE });
    const liveRun = (await busy(a, "w"))!;
    const looseRun = (await busy(a, "w"))!;
    expect([liveRun.id, looseRun.id]).toEqual([live.id, loose.id]);
    expect(await busy(a, "w")).toBeNull();
    await queue.complete(a, liveRun);
    await queue.complete(a, looseRun);
    expect((await claim(a, "w"))!).toMatchObject({ id: dead1.id, groupKey: "webhook:dead" });
    clock.advance(LEASE + 1);
    expect(await busy(b, "other")).toBeNull(); // its expired lease too
    expect((await claim(b, "other"))!.groupKey).toBe("webhook:dead");
  });

  test("busy groups, ties and kinds mixed: every claim takes what the order says (earliest run_at, then group, then enqueue order)", async () => {
    // The claim probes each group separately (job-claim.ts); this checks it against the plain
    // definition on a seeded mix: four groups and none, two kinds, ties on run_at, jobs not yet due.
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), Math.floor((seed / 2 ** 31) * n));
    const groups = [null, "g:a", "g:b", "g:c", "g:d"];
    const model: { id: string; kind: string; group: string | null; runAt: number; n: number }[] = [];
    for (let n = 0; n < 120; n++) {
      const kind = rand(3) === 0 ? "k2" : "k";
      const group = groups[rand(groups.length)]!;
      const runAt = clock.now() - 5000 + rand(8) * 1000; // a few in the future
      const job = await enqueue(a, { kind, runAt, ...(group ? { group } : {}) });
      model.push({ id: job.id, kind, group, runAt, n });
    }
    const before = (x: (typeof model)[0], y: (typeof model)[0]) => x.runAt - y.runAt || (x.group ?? "").localeCompare(y.group ?? "") || (x.group === null ? -1 : 0) - (y.group === null ? -1 : 0) || x.n - y.n;
    let claimed = 0;
    for (let round = 0; round < 200; round++) {
      const kinds = [["k"], ["k2"], ["k", "k2"]][rand(3)]!;
      const busy = groups.filter((g) => g !== null && rand(2) === 0) as string[];
      const due = model.filter((j) => kinds.includes(j.kind) && j.runAt <= clock.now() && (j.group === null || !busy.includes(j.group))).sort(before);
      const job = await queue.claim(a, { kinds, busyGroups: busy, workerId: "w", leaseMs: LEASE });
      expect(job?.id ?? null).toBe(due[0]?.id ?? null);
      if (!job) continue;
      claimed++;
      model.splice(model.findIndex((j) => j.id === job.id), 1);
      await queue.complete(a, job);
    }
    expect(claimed).toBeGreaterThan(60);
  });

  test("two connections claiming in turn never get the same job", async () => {
    for (let i = 0; i < 50; i++) await enqueue(a, { kind: "k", payload: { i } });
    const seen: string[] = [];
    for (;;) {
      const x = await claim(a, "wa");
      const y = await claim(b, "wb");
      if (!x && !y) break;
      for (const j of [x, y]) if (j) seen.push(j.id);
    }
    expect(seen.length).toBe(50);
    expect(new Set(seen).size).toBe(50);
  });

  test("three processes racing on one file never claim the same job", async () => {
    for (let i = 0; i < 300; i++) await enqueue(a, { kind: "race", runAt: 0 });
    const procs = ["p1", "p2", "p3"].map((w) => Bun.spawn([process.execPath, join(import.meta.dir, "fixtures/claimer.ts"), path, w], { stdout: "pipe", stderr: "inherit" }));
    const lists: string[][] = await Promise.all(procs.map(async (p) => JSON.parse(await new Response(p.stdout).text())));
    const all = lists.flat();
    expect(all.length).toBe(300);
    expect(new Set(all).size).toBe(300);
    expect(sqliteOf(dbA).query("SELECT status, count(*) AS n FROM jobs WHERE kind = 'race' GROUP BY status").all()).toEqual([{ status: "succeeded", n: 300 }]);
  });

  test("a running job is claimed again only after its lease runs out, and the old run's writes are refused", async () => {
    await enqueue(a, { kind: "k" });
    const run1 = (await claim(a, "dead"))!;
    clock.advance(LEASE - 1);
    expect(await claim(b, "alive")).toBeNull(); // the lease still holds
    clock.advance(2);
    const run2 = (await claim(b, "alive"))!;
    expect(run2).toMatchObject({ id: run1.id, attempts: 2, lockedBy: "alive" });
    // The first run comes back to life: nothing it says about the job is written.
    expect(await queue.complete(a, run1)).toBe(false);
    expect(await queue.extend(a, run1, { leaseMs: LEASE })).toBe(false);
    expect(await queue.fail(a, run1, { error: "x", retryAt: null })).toBe(false);
    expect(await queue.release(a, run1)).toBe(false);
    expect(await queue.complete(b, run2)).toBe(true);
    const row = sqliteOf(dbA).query("SELECT status, attempts, lease_until FROM jobs WHERE id = ?").get(run1.id);
    expect(row).toEqual({ status: "succeeded", attempts: 2, lease_until: null });
  });

  test("extend keeps the lease; release puts the job back without counting the attempt", async () => {
    const queued = await enqueue(a, { kind: "k" });
    const run = (await claim(a, "w"))!;
    clock.advance(LEASE - 1);
    expect(await queue.extend(a, run, { leaseMs: LEASE })).toBe(true);
    clock.advance(LEASE - 1);
    expect(await claim(b, "other")).toBeNull();
    expect(await queue.release(a, run)).toBe(true);
    const again = (await claim(b, "other"))!;
    expect(again).toMatchObject({ id: queued.id, attempts: 1, lockedBy: "other" });
  });
});

describe("outcomes", () => {
  test("fail with a retry time queues the job again for then; without one it is failed for good", async () => {
    await enqueue(a, { kind: "k" });
    const run = (await claim(a, "w"))!;
    expect(await queue.fail(a, run, { error: "receiver said 500", retryAt: clock.now() + 5000 })).toBe(true);
    expect(await claim(a, "w")).toBeNull();
    clock.advance(5000);
    const run2 = (await claim(a, "w"))!;
    expect(run2).toMatchObject({ attempts: 2, lastError: "receiver said 500" });
    expect(await queue.fail(a, run2, { error: "gone", retryAt: null })).toBe(true);
    const row = sqliteOf(dbA).query("SELECT status, last_error, finished_at, lease_until FROM jobs WHERE id = ?").get(run.id);
    expect(row).toEqual({ status: "failed", last_error: "gone", finished_at: clock.now(), lease_until: null });
    clock.advance(LEASE * 10);
    expect(await claim(a, "w")).toBeNull();
  });
});

describe("enqueue", () => {
  test("a unique key returns the queued or running job instead of adding one; a finished job does not count", async () => {
    const first = await enqueue(a, { kind: "k", uniqueKey: "check:cmp_1", payload: { v: 1 } });
    expect(await enqueue(b, { kind: "k", uniqueKey: "check:cmp_1", payload: { v: 2 } })).toEqual(first);
    const run = (await claim(a, "w"))!;
    expect((await enqueue(a, { kind: "k", uniqueKey: "check:cmp_1" })).id).toBe(first.id); // running
    await queue.complete(a, run);
    const second = await enqueue(a, { kind: "k", uniqueKey: "check:cmp_1" });
    expect(second.id).not.toBe(first.id);
    expect((await enqueue(a, { kind: "k", uniqueKey: "check:cmp_2" })).id).not.toBe(second.id);
    // The partial unique index backs it up even against a raw insert.
    expect(() => sqliteOf(dbB).run("INSERT INTO jobs (id, kind, payload, status, attempts, run_at, unique_key, created_at, updated_at) VALUES ('x', 'k', '{}', 'queued', 0, 0, 'check:cmp_1', 0, 0)")).toThrow(/UNIQUE/);
  });

  test("shares the caller's transaction: rolled back with it", async () => {
    await expect(
      withTransaction(a, async (tx) => {
        await enqueue(tx, { kind: "k", payload: { caused: "by a change" } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await claim(a, "w")).toBeNull();
    await withTransaction(a, (tx) => enqueue(tx, { kind: "k" }));
    expect(await claim(a, "w")).not.toBeNull();
  });
});

test("backoff: exponential, capped, jittered by the random passed in", () => {
  const backoff = exponentialBackoff({ baseMs: 10_000, maxMs: 60_000 });
  expect([1, 2, 3, 4, 5].map((n) => backoff(n, () => 0.5))).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
  expect(backoff(1, () => 0)).toBe(8_000);
  expect(backoff(1, () => 1)).toBe(12_000);
  expect(backoff(2, () => 0.25)).toBe(18_000);
});
