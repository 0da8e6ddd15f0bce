/**
 * The job runner — runs queued jobs with the handler registered for their kind.
 *
 * - Polled by the runtime's scheduler tick (no timer of its own) and woken on a later turn of the
 *   event loop when this process enqueues or finishes a job, so new work starts at once.
 * - Bounded concurrency, overall and per kind. A kind never gets more than all slots but one, and
 *   the claim asks only for kinds with a free slot, so one slow or stuck kind cannot starve the
 *   others; a run longer than its kind's timeout is aborted and its slot freed. Inside a kind, a
 *   group (a webhook endpoint) may be limited the same way (`groupConcurrency`).
 * - Each tick extends the leases of the jobs running here. A lease found taken (this process was
 *   frozen past it and another worker claimed the job) aborts the run, and its outcome is dropped.
 * - Handlers run as the system (`actor {kind: "system", via: "jobs"}`) and must be idempotent:
 *   a crash after the work but before `complete` runs them again (at least once).
 * - stop(): no new claims; running jobs get `shutdownWaitMs` to finish; the rest are aborted and
 *   their leases released (queued again, the attempt not counted) so the next start runs them.
 */
import { hostname } from "node:os";
import { ZodError, type z } from "zod";
import type { ContextFactory, Ctx } from "../context";
import type { Db } from "../db/client";
import { withTransaction } from "../db/tx";
import { randomBase62 } from "../lib/base62";
import { exponentialBackoff, type Backoff } from "../lib/backoff";
import type { Clock } from "../lib/clock";
import type { Logger } from "../lib/log";
import { PermanentFailure, RetryLater } from "./outcomes";
import { noOpsEvents, type OpsEvents } from "../lib/ops-events";
import { onJobsAdded, jobQueue, type JobQueue, type JobRecord } from "./queue";

/** The job as its handler sees it: `attempts` is this attempt's number (1 for the first run). */
export interface JobRun extends JobRecord {
  /** Aborted when the run times out, loses its lease or is cut short by shutdown. */
  signal: AbortSignal;
}

export interface JobHandler<P = unknown> {
  /** The work. Return = done; throw = retry later (see outcomes.ts for the other answers). */
  handle(ctx: Ctx, payload: P, job: JobRun): void | Promise<void>;
  /** Parses the stored payload; a payload it refuses fails the job at once. */
  payload?: z.ZodType<P>;
  /** Runs of this kind at once in this process (default 2; at most all slots but one). */
  concurrency?: number;
  /**
   * Runs of one group (EnqueueInput.group) at once in this process; the claim passes over a group
   * that has them, so one slow group (a webhook receiver that never answers) cannot take every
   * slot of its kind. Default: no limit beyond the kind's.
   */
  groupConcurrency?: number;
  /** Attempts before the job is failed for good (default 5; a job's own max_attempts wins). */
  maxAttempts?: number;
  /** A run taking longer is aborted and counted as a failed attempt (default 5 minutes). */
  timeoutMs?: number;
  /** Delay before retry n (default 10 s doubling to 1 h, ±20%). */
  backoff?: Backoff;
  /**
   * Called once when the job fails for good — its last attempt failed, it threw PermanentFailure,
   * it timed out for the last time, or its runs kept dying — in the transaction that records the
   * failure, so what the job was for (a report) never stays "in progress" behind a failed job.
   * `error` is what the last attempt threw (or the runner's reason). Must do only database work.
   */
  onFailed?(ctx: Ctx, job: JobRecord, error: unknown): void | Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  context: ContextFactory;
  clock: Clock;
  logger: Logger;
  /** Jobs running at once in this process, all kinds together. */
  concurrency: number;
  leaseMs: number;
  /** How long stop() lets running jobs finish before releasing them. */
  shutdownWaitMs: number;
  queue?: JobQueue;
  /** For the jitter of retries (tests pass a fixed one). */
  random?: () => number;
  workerId?: string;
  /** Told how each run settled (metrics). */
  events?: Pick<OpsEvents, "jobSettled">;
}

export interface JobRunner {
  /** This process's name in `locked_by`. */
  readonly workerId: string;
  register<P>(kind: string, handler: JobHandler<P>): void;
  /** Begins claiming (nothing before). */
  start(): void;
  /** Stops claiming, waits for running jobs (bounded), releases the rest. */
  stop(): Promise<void>;
  /** Extends leases, times out overdue runs, claims due jobs up to the limits. Called by the scheduler. */
  tick(): Promise<void>;
  /**
   * Resolves when nothing is under way: every run has settled and its outcome is written, and no
   * claim (a tick, or the wake-up of an enqueue or a settled run) is pending — as it would be the
   * same moment on SQLite, whose statements finish before the next turn.
   */
  settled(): Promise<void>;
  /** Runs in progress (dashboard, tests). */
  running(): { id: string; kind: string; attempt: number; startedAt: number }[];
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_KIND_CONCURRENCY = 2;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
const DEFAULT_BACKOFF = exponentialBackoff({ baseMs: 10_000, maxMs: 3_600_000 });
/** last_error is for people reading the dashboard; a stack trace is in the log. */
const MAX_ERROR_CHARS = 2000;

interface Run {
  job: JobRecord;
  handler: JobHandler<unknown>;
  controller: AbortController;
  startedAt: number;
  leaseUntil: number;
  /** Timed out, lease lost or released: whatever the handler does now is not written. */
  abandoned: boolean;
  done: Promise<void>;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message || e.name : String(e)).slice(0, MAX_ERROR_CHARS);

export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { db, clock, logger, leaseMs } = opts;
  const events = opts.events ?? noOpsEvents;
  const queue = opts.queue ?? jobQueue;
  const random = opts.random ?? Math.random;
  const workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomBase62(6)}`;
  const ctx = opts.context({ kind: "system", via: "jobs" });
  const handlers = new Map<string, JobHandler<unknown>>();
  const runs = new Map<string, Run>();
  const perKind = new Map<string, number>();
  let started = false;
  let stopping = false;
  let wakePending = false;
  /** The tick under way, if any, and whether another was asked for meanwhile (ticks never overlap: see tick). */
  let ticking: Promise<void> | null = null;
  let tickAgain = false;
  /**
   * Outcomes being written. A settling run leaves `runs` before its outcome is written (its slot
   * is free at once), so `settled()` and `stop()` wait for these too: on PostgreSQL the write is
   * real I/O, and without this `settled()` returned with the outcome unwritten and `stop()` let the
   * runtime close the pool under it (the job then ran again when its lease ran out).
   */
  const writes = new Set<Promise<void>>();
  let unsubscribe: () => void = () => {};

  const limitOf = (h: JobHandler<unknown>) => Math.max(1, Math.min(h.concurrency ?? DEFAULT_KIND_CONCURRENCY, opts.concurrency - 1));
  const kindsWithRoom = () => [...handlers].filter(([kind, h]) => (perKind.get(kind) ?? 0) < limitOf(h)).map(([kind]) => kind);
  /** Groups running as many jobs here as their kind allows (a few runs to count: at most `concurrency`). */
  function busyGroups(): string[] {
    const running = new Map<string, number>();
    const busy: string[] = [];
    for (const { job, handler } of runs.values()) {
      if (job.groupKey === null || handler.groupConcurrency === undefined) continue;
      const n = (running.get(job.groupKey) ?? 0) + 1;
      running.set(job.groupKey, n);
      if (n === handler.groupConcurrency) busy.push(job.groupKey);
    }
    return busy;
  }
  const maxAttemptsOf = (job: JobRecord, h: JobHandler<unknown>) => job.maxAttempts ?? h.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;

  function forget(run: Run) {
    if (!runs.delete(run.job.id)) return;
    perKind.set(run.job.kind, (perKind.get(run.job.kind) ?? 1) - 1);
  }

  function wake() {
    if (!started || stopping || wakePending) return;
    wakePending = true;
    setImmediate(() => {
      wakePending = false;
      void tick();
    });
  }

  const dropped = (job: JobRecord) => logger.warn("job outcome dropped: its lease was taken", { job_id: job.id, kind: job.kind });

  /** Writes a failed attempt: queued again for later, or failed for good. */
  async function recordFailure(job: JobRecord, handler: JobHandler<unknown>, e: unknown) {
    const now = clock.now();
    const error = errorText(e);
    const final = e instanceof PermanentFailure || e instanceof ZodError || job.attempts >= maxAttemptsOf(job, handler);
    const retryAt = final ? null : e instanceof RetryLater ? Math.max(now, e.at) : now + (handler.backoff ?? DEFAULT_BACKOFF)(job.attempts, random);
    const written = await withTransaction(ctx, async (tx) => {
      if (!(await queue.fail(tx, job, { error, retryAt }))) return false;
      if (retryAt === null) await handler.onFailed?.(tx, job, e);
      return true;
    });
    if (!written) return dropped(job);
    events.jobSettled(job.kind, retryAt === null ? "failed" : "retry");
    const fields = { job_id: job.id, kind: job.kind, attempt: job.attempts, error };
    if (retryAt === null) logger.error("job failed", fields);
    else logger.warn("job attempt failed; will retry", { ...fields, retry_at: new Date(retryAt).toISOString() });
  }

  /** Writes an outcome. A refused write (busy for too long) only means the lease runs out and the job runs again. */
  async function record(job: JobRecord, write: () => Promise<void>) {
    try {
      await write();
    } catch (e) {
      logger.error("job outcome could not be written", { job_id: job.id, kind: job.kind, err: e as Error });
    }
  }

  async function settle(run: Run, outcome: { ok: true } | { ok: false; error: unknown }) {
    if (run.abandoned) return;
    forget(run);
    const { job, handler } = run;
    const write = record(job, async () => {
      if (!outcome.ok) await recordFailure(job, handler, outcome.error);
      else if (await queue.complete(ctx, job)) {
        events.jobSettled(job.kind, "succeeded");
        logger.debug("job succeeded", { job_id: job.id, kind: job.kind, attempt: job.attempts });
      } else dropped(job);
    });
    writes.add(write);
    try {
      await write;
    } finally {
      writes.delete(write);
    }
    wake();
  }

  /** Stops caring about a run: its signal is aborted, its slot freed, and whatever it does later is not written. */
  function abandon(run: Run, why: string) {
    run.abandoned = true;
    run.controller.abort(new Error(why));
    forget(run);
  }

  async function launch(job: JobRecord) {
    const handler = handlers.get(job.kind)!;
    if (job.attempts > maxAttemptsOf(job, handler)) {
      // Claimed again after its lease ran out with no attempt left: the last runs died mid-way
      // (a job that crashes the process must not crash it forever).
      const why = `gave up after ${job.attempts - 1} attempts; the last one never finished${job.lastError ? ` (earlier: ${job.lastError})` : ""}`;
      return record(job, () => recordFailure(job, handler, new PermanentFailure(why)));
    }
    const now = clock.now();
    const run: Run = { job, handler, controller: new AbortController(), startedAt: now, leaseUntil: job.leaseUntil ?? now + leaseMs, abandoned: false, done: Promise.resolve() };
    runs.set(job.id, run);
    perKind.set(job.kind, (perKind.get(job.kind) ?? 0) + 1);
    run.done = (async () => {
      try {
        const payload = handler.payload ? handler.payload.parse(job.payload) : job.payload;
        await handler.handle(ctx, payload, { ...job, signal: run.controller.signal });
        await settle(run, { ok: true });
      } catch (error) {
        await settle(run, { ok: false, error });
      }
    })();
  }

  /**
   * Extends leases, times runs out and claims work. Ticks never overlap (the claim awaits the
   * database, and two ticks at once would each see the same free slots): one asked for while
   * another runs happens right after it.
   */
  async function tick(): Promise<void> {
    if (ticking) {
      tickAgain = true;
      return ticking;
    }
    ticking = (async () => {
      do {
        tickAgain = false;
        await tickOnce();
      } while (tickAgain && started);
    })();
    try {
      await ticking;
    } finally {
      ticking = null;
    }
  }

  async function tickOnce() {
    if (!started) return;
    const now = clock.now();
    for (const run of [...runs.values()]) {
      const timeoutMs = run.handler.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      if (now - run.startedAt >= timeoutMs) {
        const why = `timed out after ${timeoutMs} ms`;
        abandon(run, why);
        await record(run.job, () => recordFailure(run.job, run.handler, new Error(why)));
      } else if (run.leaseUntil - now <= leaseMs / 2) {
        try {
          if (await queue.extend(ctx, run.job, { leaseMs })) run.leaseUntil = now + leaseMs;
          else {
            abandon(run, "lease lost");
            logger.warn("job lease lost; the run is abandoned", { job_id: run.job.id, kind: run.job.kind });
          }
        } catch (e) {
          logger.error("job lease could not be extended", { job_id: run.job.id, err: e as Error });
        }
      }
    }
    while (!stopping && runs.size < opts.concurrency) {
      const kinds = kindsWithRoom();
      let job: JobRecord | null;
      try {
        job = await queue.claim(ctx, { kinds, busyGroups: busyGroups(), workerId, leaseMs });
      } catch (e) {
        logger.error("jobs could not be claimed", { err: e as Error });
        return;
      }
      if (!job) return;
      await launch(job);
    }
  }

  return {
    workerId,
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`jobs: kind "${kind}" is registered twice`);
      handlers.set(kind, handler as JobHandler<unknown>);
    },
    start() {
      if (started) return;
      started = true;
      stopping = false;
      unsubscribe = onJobsAdded(db, wake);
      wake();
    },
    async stop() {
      if (!started || stopping) return;
      stopping = true;
      unsubscribe();
      // A claim under way finishes first: what it takes is then released below with the rest.
      await ticking?.catch(() => {});
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...runs.values()].map((r) => r.done)),
        new Promise((resolve) => (timer = setTimeout(resolve, opts.shutdownWaitMs))),
      ]);
      clearTimeout(timer);
      for (const run of [...runs.values()]) {
        abandon(run, "shutting down");
        try {
          if (await queue.release(ctx, run.job)) logger.info("job released at shutdown", { job_id: run.job.id, kind: run.job.kind });
        } catch (e) {
          logger.error("job lease could not be released; it expires instead", { job_id: run.job.id, err: e as Error });
        }
      }
      await Promise.allSettled([...writes]);
      started = false;
      stopping = false;
    },
    tick,
    async settled() {
      // Until nothing is under way: a wake-up about to tick (an enqueue announces itself on a later
      // turn: queue.ts announceJobs), a tick claiming, runs, outcome writes (a settled run wakes
      // the runner, which may claim the next due job).
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (wakePending) continue;
        if (ticking) {
          await ticking.catch(() => {});
          continue;
        }
        const pending = [...[...runs.values()].map((r) => r.done), ...writes];
        if (pending.length === 0) return;
        await Promise.allSettled(pending);
      }
    },
    running: () => [...runs.values()].map((r) => ({ id: r.job.id, kind: r.job.kind, attempt: r.job.attempts, startedAt: r.startedAt })),
  };
}
