/**
 * The operator's view of the queue: list, count and retry jobs (CLI `rivalscope jobs`, the
 * dashboard's Jobs page). Plain verbs over the jobs table; they work beside a running server.
 */
import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { AppError } from "../lib/errors";
import { announceJobs, type JobRecord, type JobStatus } from "./queue";
import { jobs } from "./tables";
import { audit } from "../audit";

export interface JobFilter {
  status?: JobStatus;
  kind?: string;
  /** Default 100, at most 1,000. */
  limit?: number;
}

/** Most recently changed first. */
export async function listJobs(ctx: Pick<Ctx, "db">, f: JobFilter = {}): Promise<JobRecord[]> {
  const limit = Math.min(Math.max(1, Math.trunc(f.limit ?? 100)), 1000);
  return await ctx.db
    .select()
    .from(jobs)
    .where(and(f.status ? eq(jobs.status, f.status) : undefined, f.kind ? eq(jobs.kind, f.kind) : undefined))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(limit);
}

export async function getJob(ctx: Pick<Ctx, "db">, input: { id: string }): Promise<JobRecord | null> {
  return (await ctx.db.select().from(jobs).where(eq(jobs.id, input.id)))[0] ?? null;
}

/** How many jobs of each kind are in each status (one grouped query). */
export async function jobCounts(ctx: Pick<Ctx, "db">): Promise<{ kind: string; status: JobStatus; count: number }[]> {
  return await ctx.db.select({ kind: jobs.kind, status: jobs.status, count: count() }).from(jobs).groupBy(jobs.kind, jobs.status).orderBy(jobs.kind, jobs.status);
}

/**
 * A failed job back to queued, due now, with its attempts reset (its last error stays for the
 * record until a run overwrites it). null when there is no such job; a conflict when it has not
 * failed, or when another job with its unique key is already queued or running.
 */
export async function retryJob(ctx: Pick<Ctx, "db" | "clock" | "actor" | "ip">, input: { id: string }): Promise<JobRecord | null> {
  const now = ctx.clock.now();
  const job = await withTransaction(ctx, async (tx) => {
    const job = await getJob(tx, input);
    if (!job) return null;
    if (job.status !== "failed") throw new AppError("conflict", `Job ${job.id} is ${job.status}; only a failed job can be retried.`);
    if (job.uniqueKey !== null) {
      const twin = (await tx.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.uniqueKey, job.uniqueKey), inArray(jobs.status, ["queued", "running"]), ne(jobs.id, job.id))))[0];
      if (twin) throw new AppError("conflict", `Job ${twin.id} with the same unique key (${job.uniqueKey}) is already queued or running; it does the same work.`);
    }
    await audit(tx, { action: "job.retried", target: { type: "job", id: job.id }, details: { kind: job.kind } });
    return (await tx.db
      .update(jobs)
      .set({ status: "queued", attempts: 0, runAt: now, leaseUntil: null, lockedBy: null, finishedAt: null, updatedAt: now })
      .where(eq(jobs.id, job.id))
      .returning())[0];
  });
  if (job) announceJobs(ctx.db);
  return job;
}
