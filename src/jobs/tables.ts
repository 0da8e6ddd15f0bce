/**
 * Jobs tables: the one durable queue of background work (SPEC §8).
 */
import { sql } from "drizzle-orm";
import { createdAt, index, integer, json, table, text, uniqueIndex, updatedAt } from "../db/columns";

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed"] as const;

export const jobs = table(
  "jobs",
  {
    id: text("id").primaryKey(),
    /** Which handler runs it, e.g. `housekeeping.jobs`. */
    kind: text("kind").notNull(),
    payload: json<unknown>("payload").notNull(),
    status: text("status", { enum: JOB_STATUSES }).notNull(),
    /** Attempts started so far (a claim counts one; a release at shutdown gives it back). */
    attempts: integer("attempts").notNull().default(0),
    /** null: the handler's own limit (or the runner's default). */
    maxAttempts: integer("max_attempts"),
    /** Not before this time (ms); the next retry's time while it waits. */
    runAt: integer("run_at").notNull(),
    /** While running: the claim is this worker's until then, extended while the handler runs. */
    leaseUntil: integer("lease_until"),
    /** The worker (one per process) holding the lease. */
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** At most one queued or running job per key (see the partial index below). */
    uniqueKey: text("unique_key"),
    /**
     * Jobs sharing a group (e.g. deliveries to one webhook endpoint) run at most their kind's
     * `groupConcurrency` at once in a process: the claim passes over a group whose share is taken.
     */
    groupKey: text("group_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: integer("finished_at"),
  },
  (t) => [
    // The claim: per kind asked for, the earliest due queued job of each group and of the jobs
    // without one — an index probe each (src/db/job-claim.ts), so neither another kind's backlog
    // nor a busy group's (a webhook receiver that never answers, with thousands of deliveries
    // due) is read on every claim. Running jobs whose lease ran out: the lease index.
    index("jobs_due_group_idx").on(t.status, t.kind, t.groupKey, t.runAt),
    index("jobs_lease_idx").on(t.status, t.leaseUntil),
    // Housekeeping and the dashboard's newest-first lists.
    index("jobs_finished_idx").on(t.status, t.finishedAt),
    uniqueIndex("jobs_unique_key_active").on(t.uniqueKey).where(sql`status IN ('queued', 'running')`),
  ],
);
