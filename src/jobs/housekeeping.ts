/**
 * `housekeeping.jobs` — deletes succeeded jobs some days after they finished, so the queue does
 * not grow without end. Failed jobs are kept: they wait for the operator (retry, or read why).
 *
 * It is itself a job, enqueued hourly by the scheduler under one unique key (never two at once),
 * and deletes in batches, each its own short write, so a large backlog never holds the write lock
 * long or blocks the event loop; an aborted run (shutdown) stops between batches. Idempotent:
 * running it twice deletes nothing more.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { ContextFactory, Ctx } from "../context";
import type { Scheduler } from "../lib/scheduler";
import { enqueue } from "./queue";
import type { JobRunner } from "./runner";
import { jobs } from "./tables";

export const HOUSEKEEPING_JOBS = "housekeeping.jobs";
const EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;
const BATCH = 1000;

/** Deletes up to `limit` succeeded jobs that finished before `before`; returns how many. */
export async function purgeSucceededJobs(ctx: Pick<Ctx, "db">, input: { before: number; limit: number }): Promise<number> {
  const batch = ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "succeeded"), lt(jobs.finishedAt, input.before)))
    .limit(input.limit);
  return (await ctx.db.delete(jobs).where(sql`${jobs.id} IN ${batch}`).returning({ id: jobs.id })).length;
}

/** Registers the kind and its hourly schedule (the first run at start). */
export function scheduleJobHousekeeping(deps: { runner: JobRunner; scheduler: Scheduler; context: ContextFactory; retentionDays: number | (() => number) }) {
  // A run-time setting: each run reads the value in effect.
  const retentionDays = () => (typeof deps.retentionDays === "function" ? deps.retentionDays() : deps.retentionDays);
  deps.runner.register(HOUSEKEEPING_JOBS, {
    concurrency: 1,
    maxAttempts: 3,
    async handle(ctx, _payload, job) {
      const before = ctx.clock.now() - retentionDays() * DAY_MS;
      let deleted = 0;
      for (;;) {
        const n = await purgeSucceededJobs(ctx, { before, limit: BATCH });
        deleted += n;
        if (n < BATCH || job.signal.aborted) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (deleted) ctx.log.info("succeeded jobs deleted", { deleted, retention_days: retentionDays() });
    },
  });
  const ctx = deps.context({ kind: "system", via: "scheduler" });
  deps.scheduler.every("jobs.housekeeping", EVERY_MS, async () => void (await enqueue(ctx, { kind: HOUSEKEEPING_JOBS, uniqueKey: HOUSEKEEPING_JOBS })), { immediately: true, shared: true });
}
