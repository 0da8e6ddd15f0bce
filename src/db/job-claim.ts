/**
 * The job claim — the one statement of the queue that each engine writes its own way.
 *
 * A claim takes the earliest due job of one of `kinds` (or a running one whose lease ran out)
 * outside the busy groups, marks it running for `workerId` until `leaseUntil` and counts the
 * attempt, in one statement, so no two workers ever take the same run.
 *
 *  - SQLite: one process writes at a time; SQLite takes the write lock before the statement
 *    reads, so the sub-select and the update see the same rows. Per kind asked for, the earliest
 *    due queued job of each group that is not busy and of the jobs without a group, plus the
 *    oldest expired lease; the earliest run_at wins, ties by group, then in enqueue order
 *    (rowid). The groups are listed by a loose scan of the due index (status, kind, group_key,
 *    run_at): one probe to the next group name, one to that group's earliest job, so a claim
 *    costs a few probes per group with queued jobs — never a walk over a busy group's backlog.
 *    (It used to walk the index in run_at order past every due job of the busy groups: a
 *    receiver that never answers, its deliveries piling up, made every claim of every process
 *    slower as its backlog grew, and each claim that found nothing walked the whole backlog.)
 *    JSON arrays are bound as text and read with json_each.
 *  - PostgreSQL: replicas claim at once; the candidate row is locked `FOR UPDATE SKIP LOCKED`, so
 *    a second claimer passes over it to the next row instead of waiting or taking it too. Arrays
 *    are bound as arrays. Ties in one millisecond go in physical order (ctid): enqueue order
 *    while the table has no free space to reuse, but a new row may fill a deleted one's place, so
 *    jobs enqueued in one millisecond may be claimed in either order (docs/operations.md).
 */
import { sql } from "drizzle-orm";
import { jobs } from "../jobs/tables";
import type { Db } from "./client";
import { engineOf } from "./handle";
import { param as p, preparedFor } from "./prepared";

export interface ClaimInput {
  kinds: readonly string[];
  busyGroups: readonly string[];
  workerId: string;
  leaseUntil: number;
  now: number;
}

export type ClaimedJob = typeof jobs.$inferSelect;

const claimed = { status: "running" as const, attempts: sql`${jobs.attempts} + 1`, leaseUntil: p("leaseUntil"), lockedBy: p("workerId"), updatedAt: p("now") };

const sqliteClaim = preparedFor("jobs_claim", (db) => {
  const now = p("now");
  const busy = sql`(SELECT value FROM json_each(${p("busy")}))`;
  const free = sql`(group_key IS NULL OR group_key NOT IN ${busy})`;
  // Every (kind, group) with queued jobs, by skipping from one group name to the next in the index.
  const groups = sql`WITH RECURSIVE k(kind) AS (SELECT value FROM json_each(${p("kinds")})),
    g(kind, key) AS (
      SELECT kind, (SELECT group_key FROM jobs WHERE status = 'queued' AND kind = k.kind AND group_key IS NOT NULL ORDER BY group_key LIMIT 1) FROM k
      UNION ALL
      SELECT g.kind, (SELECT group_key FROM jobs WHERE status = 'queued' AND kind = g.kind AND group_key > g.key ORDER BY group_key LIMIT 1) FROM g WHERE g.key IS NOT NULL
    )`;
  const candidates = sql`${groups}
    SELECT (SELECT id FROM jobs WHERE status = 'queued' AND kind = g.kind AND group_key = g.key AND run_at <= ${now} ORDER BY run_at, rowid LIMIT 1) FROM g WHERE g.key IS NOT NULL AND g.key NOT IN ${busy}
    UNION ALL
    SELECT (SELECT id FROM jobs WHERE status = 'queued' AND kind = k.kind AND group_key IS NULL AND run_at <= ${now} ORDER BY run_at, rowid LIMIT 1) FROM k
    UNION ALL
    SELECT id FROM (SELECT id FROM jobs WHERE status = 'running' AND lease_until < ${now} AND kind IN (SELECT value FROM json_each(${p("kinds")})) AND ${free} ORDER BY lease_until LIMIT 1)`;
  return {
    claim: db
      .update(jobs)
      .set(claimed)
      .where(sql`${jobs.id} = (SELECT id FROM jobs WHERE id IN (${candidates}) ORDER BY run_at, group_key, rowid LIMIT 1)`)
      .returning(),
  };
});

const pgClaim = preparedFor("jobs_claim", (db) => {
  const now = p("now");
  const due = sql`((status = 'queued' AND run_at <= ${now}) OR (status = 'running' AND lease_until < ${now}))`;
  const free = sql`(group_key IS NULL OR NOT (group_key = ANY(${p("busy")})))`;
  return {
    claim: db
      .update(jobs)
      .set(claimed)
      .where(sql`${jobs.id} = (SELECT id FROM jobs WHERE ${due} AND kind = ANY(${p("kinds")}) AND ${free} ORDER BY run_at, group_key, created_at, ctid LIMIT 1 FOR UPDATE SKIP LOCKED)`)
      .returning(),
  };
});

/** Claims one job for `workerId`, or null when none is due. */
export async function claimJob(db: Db, input: ClaimInput): Promise<ClaimedJob | null> {
  if (input.kinds.length === 0) return null;
  const values = { workerId: input.workerId, leaseUntil: input.leaseUntil, now: input.now };
  const rows =
    engineOf(db) === "postgres"
      ? await pgClaim(db).claim.execute({ ...values, kinds: [...input.kinds], busy: [...input.busyGroups] })
      : await sqliteClaim(db).claim.execute({ ...values, kinds: JSON.stringify(input.kinds), busy: JSON.stringify(input.busyGroups) });
  return rows[0] ?? null;
}
