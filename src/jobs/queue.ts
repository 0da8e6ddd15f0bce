/**
 * The job queue — durable work in the `jobs` table, behind the narrow interface the runner uses
 * (enqueue, claim, complete, fail, extend, release), so another store can replace SQLite.
 *
 * Ownership of a running job is a lease: `claim` marks the job running for one worker until
 * `lease_until`, and every later write about that run (complete, fail, extend, release) is fenced
 * by the lease — job id, worker and attempt number must still match. A worker whose process died
 * stops extending; once the lease runs out the job is claimable again, and the dead run's writes,
 * should it come back, change nothing. Delivery is therefore at least once: a handler may run
 * again after a crash, so handlers are idempotent (see docs/architecture.md).
 *
 * Callers enqueue inside their own transaction (withTransaction, with the transaction's context),
 * so the job exists if and only if the change that caused it was committed. The claim is the one
 * statement each engine writes its own way (src/db/job-claim.ts).
 */
import { and, count, inArray, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import type { Db } from "../db/client";
import { param, preparedFor } from "../db/prepared";
import { internalsOf, rootOf } from "../db/handle";
import { claimJob } from "../db/job-claim";
import { withTransaction } from "../db/tx";
import { jobs } from "./tables";

export type JobRecord = typeof jobs.$inferSelect;
export type JobStatus = JobRecord["status"];

export interface EnqueueInput {
  kind: string;
  payload?: unknown;
  /** Not before this time (ms); default now. */
  runAt?: number;
  /** While a job with this key is queued or running, enqueueing again returns that job. */
  uniqueKey?: string;
  /** Overrides the handler's limit for this job. */
  maxAttempts?: number;
  /** Its group (e.g. `webhook:ep_…`): the kind's groupConcurrency limits the group's runs at once. Names are global: prefix them. */
  group?: string;
}

/** The fence of one run: every write about it must match all three. */
export type Lease = Pick<JobRecord, "id" | "lockedBy" | "attempts">;

type QueueCtx = Pick<Ctx, "db" | "clock" | "ids">;

export interface JobQueue {
  enqueue(ctx: QueueCtx, input: EnqueueInput): Promise<JobRecord>;
  /** Atomically takes the earliest due job of one of `kinds` whose lease is free and whose group is not in `busyGroups`, or null. */
  claim(ctx: QueueCtx, input: { kinds: readonly string[]; busyGroups?: readonly string[]; workerId: string; leaseMs: number }): Promise<JobRecord | null>;
  /** Each returns false when the lease is no longer this run's (expired and claimed by another). */
  complete(ctx: QueueCtx, lease: Lease): Promise<boolean>;
  /** retryAt null: failed for good. Otherwise queued again for that time, the attempt counted. */
  fail(ctx: QueueCtx, lease: Lease, outcome: { error: string; retryAt: number | null }): Promise<boolean>;
  extend(ctx: QueueCtx, lease: Lease, input: { leaseMs: number }): Promise<boolean>;
  /** Back to queued as if never claimed (shutdown): the attempt is not counted. */
  release(ctx: QueueCtx, lease: Lease): Promise<boolean>;
}

// ── Wake-ups ──────────────────────────────────────────────────────────────────────────────
// enqueue is a verb called with a context, not with the runner; the runner of the process that
// owns this connection subscribes here to start new work at once instead of at its next poll.
// The callback runs once the caller's transaction has committed (on PostgreSQL a wake-up before
// it would claim on another connection, find nothing and leave the job to the next poll), on a
// later turn of the event loop.
const wakers = new WeakMap<Db, Set<() => void>>();

export function onJobsAdded(db: Db, wake: () => void): () => void {
  let set = wakers.get(rootOf(db));
  if (!set) wakers.set(rootOf(db), (set = new Set()));
  set.add(wake);
  return () => set.delete(wake);
}

export function announceJobs(db: Db): void {
  const set = wakers.get(rootOf(db));
  if (set?.size) internalsOf(db).afterCommit(() => setImmediate(() => set.forEach((wake) => wake())));
}

// ── The queue ─────────────────────────────────────────────────────────────────────────────
// Every statement is prepared once per connection: the runner claims and completes each job
// through here, and building and preparing a statement costs several times what running it does.

const p = param;
/** A run's fence: the job, its worker and attempt must all still match. */
const fence = sql`${jobs.id} = ${p("id")} AND ${jobs.status} = 'running' AND ${jobs.lockedBy} = ${p("lockedBy")} AND ${jobs.attempts} = ${p("attempts")}`;

function prepare(db: Db) {
  const now = p("now");
  const fenced = (set: Parameters<ReturnType<Db["update"]>["set"]>[0]) => db.update(jobs).set(set).where(fence).returning({ id: jobs.id });
  return {
    active: db
      .select()
      .from(jobs)
      .where(sql`${jobs.uniqueKey} = ${p("uniqueKey")} AND ${jobs.status} IN ('queued', 'running')`),
    insert: db
      .insert(jobs)
      .values({
        id: p("id"),
        kind: p("kind"),
        payload: sql.placeholder("payload"),
        status: "queued",
        attempts: 0,
        maxAttempts: p("maxAttempts"),
        runAt: p("runAt"),
        uniqueKey: p("uniqueKey"),
        groupKey: p("groupKey"),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
    complete: fenced({ status: "succeeded", leaseUntil: null, finishedAt: now, updatedAt: now }),
    failed: fenced({ status: "failed", leaseUntil: null, lastError: p("error"), finishedAt: now, updatedAt: now }),
    retry: fenced({ status: "queued", leaseUntil: null, lockedBy: null, lastError: p("error"), runAt: p("runAt"), updatedAt: now }),
    extend: fenced({ leaseUntil: p("leaseUntil"), updatedAt: now }),
    release: fenced({ status: "queued", attempts: sql`${jobs.attempts} - 1`, leaseUntil: null, lockedBy: null, updatedAt: now }),
  };
}

const statements = preparedFor("jobs", prepare);

/** True when the fenced update found its row. */
const changed = (rows: { id: string }[]) => rows.length > 0;
const fenceOf = (lease: Lease) => ({ id: lease.id, lockedBy: lease.lockedBy ?? "", attempts: lease.attempts });

export const jobQueue: JobQueue = {
  async enqueue(ctx, input) {
    const now = ctx.clock.now();
    const job = await withTransaction(ctx, async (tx) => {
      const q = statements(tx.db);
      const existing = input.uniqueKey === undefined ? undefined : (await q.active.execute({ uniqueKey: input.uniqueKey }))[0];
      if (existing) return existing;
      const [inserted] = await q.insert.execute({
        id: tx.ids.id("job", 16),
        kind: input.kind,
        payload: input.payload ?? {},
        maxAttempts: input.maxAttempts ?? null,
        runAt: input.runAt ?? now,
        uniqueKey: input.uniqueKey ?? null,
        groupKey: input.group ?? null,
        now,
      });
      return inserted!;
    });
    announceJobs(ctx.db);
    return job;
  },

  claim: (ctx, { kinds, busyGroups = [], workerId, leaseMs }) => {
    const now = ctx.clock.now();
    return claimJob(ctx.db, { kinds, busyGroups, workerId, leaseUntil: now + leaseMs, now });
  },

  complete: async (ctx, lease) => changed(await statements(ctx.db).complete.execute({ ...fenceOf(lease), now: ctx.clock.now() })),

  async fail(ctx, lease, { error, retryAt }) {
    const q = statements(ctx.db);
    const now = ctx.clock.now();
    return changed(retryAt === null ? await q.failed.execute({ ...fenceOf(lease), error, now }) : await q.retry.execute({ ...fenceOf(lease), error, runAt: retryAt, now }));
  },

  extend: async (ctx, lease, { leaseMs }) => changed(await statements(ctx.db).extend.execute({ ...fenceOf(lease), leaseUntil: ctx.clock.now() + leaseMs, now: ctx.clock.now() })),

  release: async (ctx, lease) => changed(await statements(ctx.db).release.execute({ ...fenceOf(lease), now: ctx.clock.now() })),
};

/** Queued and running jobs, counted by kind and status (the dashboard, /metrics). A cheap query: the due index leads with status. */
export async function activeJobCounts(ctx: Pick<Ctx, "db">): Promise<{ kind: string; status: JobStatus; n: number }[]> {
  return ctx.db
    .select({ kind: jobs.kind, status: jobs.status, n: count() })
    .from(jobs)
    .where(inArray(jobs.status, ["queued", "running"]))
    .groupBy(jobs.kind, jobs.status);
}

/** Which of these unique keys a queued or running job holds. */
export async function activeUniqueKeys(ctx: Pick<Ctx, "db">, input: { uniqueKeys: string[] }): Promise<Set<string>> {
  if (input.uniqueKeys.length === 0) return new Set();
  const rows = await ctx.db
    .select({ key: jobs.uniqueKey })
    .from(jobs)
    .where(and(inArray(jobs.uniqueKey, input.uniqueKeys), inArray(jobs.status, ["queued", "running"])));
  return new Set(rows.map((r) => r.key!));
}

/** The queued or running job with this unique key, or null. */
export const activeJob = async (ctx: Pick<Ctx, "db">, input: { uniqueKey: string }): Promise<JobRecord | null> => (await statements(ctx.db).active.execute(input))[0] ?? null;

/**
 * enqueue — adds one job; the verb every domain uses, with the transaction's context when the
 * job belongs to a change. Idempotent by `uniqueKey` while that job is queued or running.
 */
export const enqueue = (ctx: QueueCtx, input: EnqueueInput): Promise<JobRecord> => jobQueue.enqueue(ctx, input);
