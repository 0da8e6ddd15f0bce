/**
 * The runner, driven by a ManualClock and explicit ticks: handlers run as the system, failures are
 * retried on the backoff schedule until the attempts run out, concurrency is bounded overall and
 * per kind (a stuck kind starves nobody), leases are kept while a handler runs, and a graceful
 * stop finishes or releases what is running. No test sleeps; they await promises.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import type { Ctx } from "../../src/context";
import { HOUSEKEEPING_JOBS } from "../../src/jobs/housekeeping";
import { getJob, listJobs } from "../../src/jobs/manage";
import { PermanentFailure, RetryLater } from "../../src/jobs/outcomes";
import { enqueue } from "../../src/jobs/queue";
import { withTransaction } from "../../src/db/tx";
import { engineOf } from "../../src/db/handle";
import { createJobRunner, type JobRun, type JobRunner } from "../../src/jobs/runner";
import { exponentialBackoff } from "../../src/lib/backoff";
import { createTestApp, type TestApp } from "../helpers/app";
import { rows } from "../support/sql";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await rows(t.rt.db).run("DELETE FROM jobs");
});

const LEASE = 10_000;
function runner(opts: { concurrency?: number; shutdownWaitMs?: number } = {}) {
  const r = createJobRunner({
    db: t.rt.db,
    context: t.rt.context,
    clock: t.clock,
    logger: t.logger,
    concurrency: opts.concurrency ?? 4,
    leaseMs: LEASE,
    shutdownWaitMs: opts.shutdownWaitMs ?? 20,
    random: () => 0.5,
    workerId: "test-worker",
  });
  runners.push(r);
  return r;
}

/** A promise the test resolves by hand. */
function gate() {
  const { promise, resolve } = Promise.withResolvers<void>();
  return { promise, open: () => resolve() };
}

/** Lets setImmediate wake-ups and settled handlers run. */
const turn = () => new Promise((r) => setImmediate(r));

const job = async (id: string) => (await getJob(t.ctx, { id }))!;

describe("running and retrying", () => {
  test("a due job runs once, as the system, with its parsed payload", async () => {
    const r = runner();
    const seen: { ctx: Ctx; payload: unknown; job: JobRun }[] = [];
    r.register("t.echo", {
      payload: z.object({ n: z.number() }),
      handle(ctx, payload, job) {
        seen.push({ ctx, payload, job });
      },
    });
    const queued = await enqueue(t.ctx, { kind: "t.echo", payload: { n: 7 } });
    r.start();
    await r.tick();
    await r.settled();
    expect(seen.length).toBe(1);
    expect(seen[0].ctx.actor).toEqual({ kind: "system", via: "jobs" });
    expect(seen[0].payload).toEqual({ n: 7 });
    expect(seen[0].job).toMatchObject({ id: queued.id, attempts: 1, lockedBy: "test-worker" });
    expect(await job(queued.id)).toMatchObject({ status: "succeeded", attempts: 1, finishedAt: t.clock.now(), leaseUntil: null });
    await r.tick();
    await r.settled();
    expect(seen.length).toBe(1);
  });

  test("a throwing handler is retried on its backoff schedule, then failed with the last error", async () => {
    const r = runner();
    let calls = 0;
    r.register("t.flaky", {
      maxAttempts: 3,
      backoff: exponentialBackoff({ baseMs: 1000, maxMs: 60_000 }),
      handle() {
        throw new Error(`boom ${++calls}`);
      },
    });
    const { id } = await enqueue(t.ctx, { kind: "t.flaky" });
    r.start();
    const start = t.clock.now();
    await r.tick();
    await r.settled();
    expect(await job(id)).toMatchObject({ status: "queued", attempts: 1, runAt: start + 1000, lastError: "boom 1", lockedBy: null });
    t.clock.advance(999);
    await r.tick();
    await r.settled();
    expect(calls).toBe(1);
    t.clock.advance(1);
    await r.tick();
    await r.settled();
    expect(await job(id)).toMatchObject({ status: "queued", attempts: 2, runAt: start + 1000 + 2000, lastError: "boom 2" });
    t.clock.advance(2000);
    await r.tick();
    await r.settled();
    expect(await job(id)).toMatchObject({ status: "failed", attempts: 3, lastError: "boom 3", finishedAt: t.clock.now() });
    t.clock.advance(3_600_000);
    await r.tick();
    await r.settled();
    expect(calls).toBe(3);
    expect(t.logger.lines.some((l) => l.msg === "job failed" && l.job_id === id && l.error === "boom 3")).toBe(true);
  });

  test("without its own backoff a retry waits 10 s ±20% (the fixed random gives 10 s); a job's max_attempts wins over the handler's", async () => {
    const r = runner();
    r.register("t.default", {
      maxAttempts: 1,
      handle() {
        throw new Error("no");
      },
    });
    const { id } = await enqueue(t.ctx, { kind: "t.default", maxAttempts: 2 });
    r.start();
    await r.tick();
    await r.settled();
    expect(await job(id)).toMatchObject({ status: "queued", runAt: t.clock.now() + 10_000 });
  });

  test("RetryLater sets the next attempt's time; PermanentFailure and a refused payload fail at once", async () => {
    const r = runner();
    r.register("t.later", {
      handle() {
        throw new RetryLater(t.clock.now() + 90_000, "receiver asked for 90 s (Retry-After)");
      },
    });
    r.register("t.gone", {
      handle() {
        throw new PermanentFailure("the endpoint was deleted");
      },
    });
    let ran = false;
    r.register("t.typed", {
      payload: z.object({ url: z.url() }),
      handle() {
        ran = true;
      },
    });
    const later = await enqueue(t.ctx, { kind: "t.later" });
    const gone = await enqueue(t.ctx, { kind: "t.gone" });
    const typed = await enqueue(t.ctx, { kind: "t.typed", payload: { url: 42 } });
    r.start();
    await r.tick();
    await r.settled();
    expect(await job(later.id)).toMatchObject({ status: "queued", attempts: 1, runAt: t.clock.now() + 90_000, lastError: "receiver asked for 90 s (Retry-After)" });
    expect(await job(gone.id)).toMatchObject({ status: "failed", attempts: 1, lastError: "the endpoint was deleted" });
    expect((await job(typed.id)).status).toBe("failed");
    expect((await job(typed.id)).lastError).toContain("url");
    expect(ran).toBe(false);
  });

  test("a job claimed again with no attempt left (its runs kept dying) is failed without running", async () => {
    const r = runner();
    let ran = false;
    r.register("t.crasher", {
      maxAttempts: 2,
      handle() {
        ran = true;
      },
    });
    const { id } = await enqueue(t.ctx, { kind: "t.crasher" });
    // As two dead processes would have left it: attempts used up, running, lease expired.
    await rows(t.rt.db).run("UPDATE jobs SET status = 'running', attempts = 2, locked_by = 'dead', lease_until = ? WHERE id = ?", t.clock.now() - 1, id);
    r.start();
    await r.tick();
    await r.settled();
    expect(ran).toBe(false);
    expect((await job(id)).status).toBe("failed");
    expect((await job(id)).lastError).toContain("gave up after 2 attempts");
  });
});

describe("onFailed", () => {
  test("is called once, when a job fails for good — its last attempt, PermanentFailure, a crash loop — in the failure's transaction, never on a retry", async () => {
    const r = runner();
    const calls: { id: string; error: unknown; status: string }[] = [];
    const onFailed = async (ctx: Ctx, j: { id: string }, error: unknown) => {
      // The job's own failure is already written in this transaction.
      calls.push({ id: j.id, error, status: (await getJob(ctx, { id: j.id }))!.status });
    };
    r.register("t.twice", { maxAttempts: 2, backoff: () => 1000, onFailed, handle: () => Promise.reject(new Error("still down")) });
    r.register("t.permanent", { onFailed, handle: () => Promise.reject(new PermanentFailure("cannot ever work")) });
    r.register("t.dying", { maxAttempts: 1, onFailed, handle() {} });
    const twice = await enqueue(t.ctx, { kind: "t.twice" });
    const permanent = await enqueue(t.ctx, { kind: "t.permanent" });
    const dying = await enqueue(t.ctx, { kind: "t.dying" });
    await rows(t.rt.db).run("UPDATE jobs SET status = 'running', attempts = 1, locked_by = 'dead', lease_until = ? WHERE id = ?", t.clock.now() - 1, dying.id);
    r.start();
    await r.tick();
    await r.settled();
    expect(calls.map((c) => c.id).sort()).toEqual([dying.id, permanent.id].sort());
    t.clock.advance(1000);
    await r.tick();
    await r.settled();
    expect(calls.length).toBe(3);
    const last = calls.find((c) => c.id === twice.id)!;
    expect(last.status).toBe("failed");
    expect((last.error as Error).message).toBe("still down");
    expect(calls.find((c) => c.id === permanent.id)!.error).toBeInstanceOf(PermanentFailure);
    expect(String((calls.find((c) => c.id === dying.id)!.error as Error).message)).toContain("gave up after 1 attempts");
  });

  test("a failing onFailed rolls the job's failure back: the job is not failed without it", async () => {
    const r = runner();
    r.register("t.hookless", {
      onFailed() {
        throw new Error("hook broke");
      },
      handle: () => Promise.reject(new PermanentFailure("no")),
    });
    const { id } = await enqueue(t.ctx, { kind: "t.hookless" });
    r.start();
    await r.tick();
    await r.settled();
    expect((await job(id)).status).toBe("running");
    expect(t.logger.lines.some((l) => l.msg === "job outcome could not be written" && l.job_id === id)).toBe(true);
  });
});

describe("concurrency", () => {
  test("a kind whose handler never finishes keeps to its limit; other kinds still run", async () => {
    const r = runner({ concurrency: 4 });
    const stuck = gate();
    let stuckStarted = 0;
    r.register("t.stuck", {
      concurrency: 2,
      async handle() {
        stuckStarted++;
        await stuck.promise;
      },
    });
    const fastDone: number[] = [];
    r.register("t.fast", {
      handle(_ctx, payload) {
        fastDone.push((payload as { i: number }).i);
      },
    });
    // The stuck kind is first in line, many times over.
    for (let i = 0; i < 6; i++) await enqueue(t.ctx, { kind: "t.stuck", runAt: t.clock.now() - 1000 });
    for (let i = 0; i < 5; i++) await enqueue(t.ctx, { kind: "t.fast", payload: { i } });
    r.start();
    await r.tick();
    // Each finished run wakes the runner for the next claim (settled() would wait for the stuck ones).
    for (let i = 0; i < 50 && fastDone.length < 5; i++) await turn();
    expect(fastDone.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(stuckStarted).toBe(2);
    expect(r.running().map((x) => x.kind)).toEqual(["t.stuck", "t.stuck"]);
    expect((await listJobs(t.ctx, { kind: "t.stuck", status: "queued" })).length).toBe(4);
    stuck.open();
    await r.settled();
  });

  test("the overall limit holds across kinds, and no kind may take every slot", async () => {
    const r = runner({ concurrency: 3 });
    const hold = gate();
    for (const kind of ["t.a", "t.b"]) r.register(kind, { concurrency: 10, handle: () => hold.promise });
    for (let i = 0; i < 5; i++) await enqueue(t.ctx, { kind: "t.a", runAt: t.clock.now() - 1000 });
    r.start();
    await r.tick();
    expect(r.running().length).toBe(2); // a kind gets all slots but one
    await enqueue(t.ctx, { kind: "t.b" });
    await enqueue(t.ctx, { kind: "t.b" });
    await r.tick();
    expect(r.running().map((x) => x.kind).sort()).toEqual(["t.a", "t.a", "t.b"]);
    hold.open();
    await r.settled();
  });

  test("a run past its timeout is aborted, counted as a failed attempt, and its slot is freed", async () => {
    const r = runner();
    const signals: AbortSignal[] = [];
    r.register("t.slow", {
      concurrency: 1,
      timeoutMs: 60_000,
      handle: (_c, _p, job) => {
        signals.push(job.signal);
        return new Promise(() => {}); // ignores its signal, never settles
      },
    });
    const first = await enqueue(t.ctx, { kind: "t.slow" });
    const second = await enqueue(t.ctx, { kind: "t.slow" });
    r.start();
    await r.tick();
    expect(r.running().map((x) => x.id)).toEqual([first.id]);
    t.clock.advance(60_000);
    await r.tick();
    expect(signals[0].aborted).toBe(true);
    expect(await job(first.id)).toMatchObject({ status: "queued", attempts: 1, lastError: "timed out after 60000 ms" });
    expect(r.running().map((x) => x.id)).toEqual([second.id]);
  });
});

describe("leases", () => {
  test("ticks extend the lease of a running job; a lease taken by another worker aborts the run and drops its outcome", async () => {
    const r = runner();
    const hold = gate();
    let signal: AbortSignal | undefined;
    r.register("t.long", {
      async handle(_c, _p, job) {
        signal = job.signal;
        await hold.promise;
      },
    });
    const { id } = await enqueue(t.ctx, { kind: "t.long" });
    r.start();
    await r.tick();
    expect((await job(id)).leaseUntil).toBe(t.clock.now() + LEASE);
    t.clock.advance(LEASE / 2 - 1);
    await r.tick(); // more than half the lease left: no write
    expect((await job(id)).leaseUntil).toBe(t.clock.now() + LEASE / 2 + 1);
    t.clock.advance(1);
    await r.tick();
    expect((await job(id)).leaseUntil).toBe(t.clock.now() + LEASE);
    // This process froze past its lease and another worker took the job.
    await rows(t.rt.db).run("UPDATE jobs SET locked_by = 'thief', attempts = attempts + 1 WHERE id = ?", id);
    t.clock.advance(LEASE / 2);
    await r.tick();
    expect(signal?.aborted).toBe(true);
    expect(r.running()).toEqual([]);
    hold.open();
    await r.settled();
    await turn();
    expect(await job(id)).toMatchObject({ status: "running", lockedBy: "thief" });
  });
});

describe("wake-ups", () => {
  test("a started runner picks up a job enqueued in this process without waiting for a tick; a stopped one does not", async () => {
    const r = runner();
    const done: string[] = [];
    r.register("t.quick", { handle: (_c, _p, job) => void done.push(job.id) });
    const before = await enqueue(t.ctx, { kind: "t.quick" });
    await turn();
    expect(done).toEqual([]); // not started: nothing runs
    r.start();
    await turn();
    await r.settled();
    expect(done).toEqual([before.id]);
    const after = await enqueue(t.ctx, { kind: "t.quick" });
    await turn();
    await r.settled();
    expect(done).toEqual([before.id, after.id]);
  });
});

describe("wake-ups after a commit", () => {
  test("a job enqueued inside a transaction wakes a started runner once the transaction has committed, not before", async () => {
    const r = runner();
    const done: string[] = [];
    r.register("t.in-tx", { handle: (_c, _p, job) => void done.push(job.id) });
    r.start();
    await r.settled();
    const queued = await withTransaction(t.ctx, async (tx) => {
      const j = await enqueue(tx, { kind: "t.in-tx" });
      // Turns pass while the transaction is open: the wake-up is held until it commits. On
      // PostgreSQL a claim now, on another connection, would find nothing — and the runner, idle
      // again, would leave the job to its next poll. (On SQLite a claim waits at the gate for this
      // transaction, so the runner cannot be idle here: waiting for it would never end.)
      await turn();
      await turn();
      if (engineOf(t.rt.db) === "postgres") await r.settled();
      return j;
    });
    await r.settled();
    expect(done).toEqual([queued.id]);
  });
});

describe("graceful stop", () => {
  test("a running job finishes, a queued one stays queued, one that outlasts the wait is released", async () => {
    const r = runner({ shutdownWaitMs: 50 });
    const finishing = gate();
    const never = gate();
    let neverSignal: AbortSignal | undefined;
    r.register("t.finishing", { handle: () => finishing.promise });
    r.register("t.never", {
      concurrency: 1,
      handle: (_c, _p, job) => {
        neverSignal = job.signal;
        return never.promise; // ignores the abort, settles only after shutdown
      },
    });
    const a = await enqueue(t.ctx, { kind: "t.finishing" });
    const b = await enqueue(t.ctx, { kind: "t.never" });
    const c = await enqueue(t.ctx, { kind: "t.never" }); // waits for b's slot
    r.start();
    await r.tick();
    expect(r.running().map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    const stopped = r.stop();
    const late = await enqueue(t.ctx, { kind: "t.finishing" });
    await r.tick(); // still ticking while stopping: leases kept, nothing claimed
    finishing.open();
    await stopped;
    expect((await job(a.id)).status).toBe("succeeded");
    expect(await job(b.id)).toMatchObject({ status: "queued", attempts: 0, lockedBy: null, leaseUntil: null });
    expect(neverSignal?.aborted).toBe(true);
    expect(await job(c.id)).toMatchObject({ status: "queued", attempts: 0 });
    expect(await job(late.id)).toMatchObject({ status: "queued", attempts: 0 });
    // The released run settling later writes nothing; a stopped runner claims nothing.
    never.open();
    await turn();
    await r.tick();
    expect((await job(b.id)).status).toBe("queued");
    expect(r.running()).toEqual([]);
  });
});

describe("in the runtime", () => {
  test("the scheduler's tick enqueues housekeeping, which deletes old succeeded jobs and keeps failed ones", async () => {
    const day = 86_400_000;
    const now = t.clock.now();
    const insert = (id: string, status: string, finishedAt: number) =>
      rows(t.rt.db).run("INSERT INTO jobs (id, kind, payload, status, attempts, run_at, created_at, updated_at, finished_at) VALUES (?, 'x', '{}', ?, 1, 0, 0, 0, ?)", id, status, finishedAt);
    await insert("old-ok", "succeeded", now - 8 * day);
    await insert("new-ok", "succeeded", now - 6 * day);
    await insert("old-failed", "failed", now - 30 * day);
    t.rt.jobs.start(); // the runner alone: no timer, the test ticks
    try {
      await t.rt.scheduler.tick();
      await t.rt.jobs.settled();
      const ids = (await listJobs(t.ctx, { limit: 1000 })).map((j) => j.id);
      expect(ids).not.toContain("old-ok");
      expect(ids).toContain("new-ok");
      expect(ids).toContain("old-failed");
      const hk = await listJobs(t.ctx, { kind: HOUSEKEEPING_JOBS });
      expect(hk.map((j) => j.status)).toEqual(["succeeded"]);
      // An hour later the schedule enqueues the next run; the day-6 job is now past 7 days.
      t.clock.advance(day + 3_600_000);
      await t.rt.scheduler.tick();
      await t.rt.jobs.settled();
      expect((await listJobs(t.ctx, { limit: 1000 })).map((j) => j.id)).not.toContain("new-ok");
    } finally {
      await t.rt.jobs.stop();
    }
  });
});
