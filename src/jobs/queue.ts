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
 * enqueue is synchronous on purpose: callers enqueue inside their own inTransaction, so the job
 * exists if and only if the change that caused it was committed.
 */
import { sql } from "drizzle-orm";
import type { Ctx } from "../context";
import type { Db } from "../db/client";
import { param, preparedFor } from "../db/prepared";
import { inTransaction } from "../db/tx";
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
  enqueue(ctx: QueueCtx, input: EnqueueInput): JobRecord;
  /** Atomically takes the earliest due job of one of `kinds` whose lease is free and whose group is not in `busyGroups`, or null. */
  claim(ctx: QueueCtx, input: { kinds: readonly string[]; busyGroups?: readonly string[]; workerId: string; leaseMs: number }): JobRecord | null;
  /** Each returns false when the lease is no longer this run's (expired and claimed by another). */
  complete(ctx: QueueCtx, lease: Lease): boolean;
  /** retryAt null: failed for good. Otherwise queued again for that time, the attempt counted. */
  fail(ctx: QueueCtx, lease: Lease, outcome: { error: string; retryAt: number | null }): boolean;
  extend(ctx: QueueCtx, lease: Lease, input: { leaseMs: number }): boolean;
  /** Back to queued as if never claimed (shutdown): the attempt is not counted. */
  release(ctx: QueueCtx, lease: Lease): boolean;
}

// ── Wake-ups ──────────────────────────────────────────────────────────────────────────────
// enqueue is a verb called with a context, not with the runner; the runner of the process that
// owns this connection subscribes here to start new work at once instead of at its next poll.
// The callback runs on a later turn of the event loop, after the caller's transaction.
const wakers = new WeakMap<Db, Set<() => void>>();

export function onJobsAdded(db: Db, wake: () => void): () => void {
  let set = wakers.get(db);
  if (!set) wakers.set(db, (set = new Set()));
  set.add(wake);
  return () => set.delete(wake);
}

export function announceJobs(db: Db): void {
  const set = wakers.get(db);
  if (set?.size) setImmediate(() => set.forEach((wake) => wake()));
}

// ── The SQLite queue ──────────────────────────────────────────────────────────────────────
// Every statement is prepared once per connection: the runner claims and completes each job
// through here, and building and preparing a statement costs several times what running it does.

const p = param;
/** A run's fence: the job, its worker and attempt must all still match. */
const fence = sql`${jobs.id} = ${p("id")} AND ${jobs.status} = 'running' AND ${jobs.lockedBy} = ${p("lockedBy")} AND ${jobs.attempts} = ${p("attempts")}`;

function prepare(db: Db) {
  const now = p("now");
  const free = sql`(group_key IS NULL OR group_key NOT IN (SELECT value FROM json_each(${p("busy")})))`;
  // Candidates: per kind asked for, its earliest due queued job outside the busy groups (an index
  // probe each, so a long backlog of one kind costs the others nothing), plus the oldest expired
  // lease. The earliest run_at wins; ties go by group, then in enqueue order (rowid) — the order
  // of the due index, so a burst enqueued in one millisecond is never sorted at claim time.
  const candidates = sql`SELECT (SELECT id FROM jobs WHERE status = 'queued' AND kind = k.value AND run_at <= ${now} AND ${free} ORDER BY run_at, group_key, rowid LIMIT 1) FROM json_each(${p("kinds")}) AS k
    UNION ALL
    SELECT id FROM (SELECT id FROM jobs WHERE status = 'running' AND lease_until < ${now} AND kind IN (SELECT value FROM json_each(${p("kinds")})) AND ${free} ORDER BY lease_until LIMIT 1)`;
  const fenced = (set: Parameters<ReturnType<Db["update"]>["set"]>[0]) => db.update(jobs).set(set).where(fence).returning({ id: jobs.id }).prepare();
  return {
    active: db
      .select()
      .from(jobs)
      .where(sql`${jobs.uniqueKey} = ${p("uniqueKey")} AND ${jobs.status} IN ('queued', 'running')`)
      .prepare(),
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
      .returning()
      .prepare(),
    // One statement, so the claim is atomic: SQLite takes the write lock before the statement
    // reads, and no other connection can claim the same row in between.
    claim: db
      .update(jobs)
      .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, leaseUntil: p("leaseUntil"), lockedBy: p("workerId"), updatedAt: now })
      .where(sql`${jobs.id} = (SELECT id FROM jobs WHERE id IN (${candidates}) ORDER BY run_at, group_key, rowid LIMIT 1)`)
      .returning()
      .prepare(),
    complete: fenced({ status: "succeeded", leaseUntil: null, finishedAt: now, updatedAt: now }),
    failed: fenced({ status: "failed", leaseUntil: null, lastError: p("error"), finishedAt: now, updatedAt: now }),
    retry: fenced({ status: "queued", leaseUntil: null, lockedBy: null, lastError: p("error"), runAt: p("runAt"), updatedAt: now }),
    extend: fenced({ leaseUntil: p("leaseUntil"), updatedAt: now }),
    release: fenced({ status: "queued", attempts: sql`${jobs.attempts} - 1`, leaseUntil: null, lockedBy: null, updatedAt: now }),
  };
}

const statements = preparedFor(prepare);

/** True when the fenced update found its row. */
const changed = (r: { id: string } | undefined) => r !== undefined;
const fenceOf = (lease: Lease) => ({ id: lease.id, lockedBy: lease.lockedBy ?? "", attempts: lease.attempts });

export const sqliteQueue: JobQueue = {
  enqueue(ctx, input) {
    const q = statements(ctx.db);
    const now = ctx.clock.now();
    const job = inTransaction(ctx.db, () => {
      const existing = input.uniqueKey === undefined ? undefined : q.active.get({ uniqueKey: input.uniqueKey });
      return (
        existing ??
        q.insert.get({
          id: ctx.ids.id("job", 16),
          kind: input.kind,
          payload: input.payload ?? {},
          maxAttempts: input.maxAttempts ?? null,
          runAt: input.runAt ?? now,
          uniqueKey: input.uniqueKey ?? null,
          groupKey: input.group ?? null,
          now,
        })
      );
    });
    announceJobs(ctx.db);
    return job;
  },

  claim(ctx, { kinds, busyGroups = [], workerId, leaseMs }) {
    if (kinds.length === 0) return null;
    const now = ctx.clock.now();
    return statements(ctx.db).claim.get({ kinds: JSON.stringify(kinds), busy: JSON.stringify(busyGroups), workerId, leaseUntil: now + leaseMs, now }) ?? null;
  },

  complete: (ctx, lease) => changed(statements(ctx.db).complete.get({ ...fenceOf(lease), now: ctx.clock.now() })),

  fail(ctx, lease, { error, retryAt }) {
    const q = statements(ctx.db);
    const now = ctx.clock.now();
    return changed(retryAt === null ? q.failed.get({ ...fenceOf(lease), error, now }) : q.retry.get({ ...fenceOf(lease), error, runAt: retryAt, now }));
  },

  extend: (ctx, lease, { leaseMs }) => changed(statements(ctx.db).extend.get({ ...fenceOf(lease), leaseUntil: ctx.clock.now() + leaseMs, now: ctx.clock.now() })),

  release: (ctx, lease) => changed(statements(ctx.db).release.get({ ...fenceOf(lease), now: ctx.clock.now() })),
};

/**
 * enqueue — adds one job; the verb every domain uses. Synchronous, so it can run inside the
 * caller's transaction. Idempotent by `uniqueKey` while that job is queued or running.
 */
export const enqueue = (ctx: QueueCtx, input: EnqueueInput): JobRecord => sqliteQueue.enqueue(ctx, input);
