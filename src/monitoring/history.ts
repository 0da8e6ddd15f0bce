/**
 * Reading a competitor's history: its changes (newest first, filtered, paginated) and the
 * snapshots of its pages. The competitor itself is looked up by the caller with the actor's scope.
 */
import { insertionOrder } from "../db/columns";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { severityRank, type Severity } from "./diff";
import { competitorChanges, competitorSnapshots, competitors } from "./tables";
import type { ChangeRecord, SnapshotRecord } from "./checks";

export interface ChangeFilter {
  competitorId: string;
  /** At or above this severity. */
  severity?: Severity;
  type?: string;
  /** Detected at or after (ms). */
  since?: number;
  limit: number;
  offset: number;
}

/** A page of changes, newest first, and how many match in all. */
export async function listChanges(ctx: Pick<Ctx, "db">, input: ChangeFilter): Promise<{ changes: ChangeRecord[]; total: number }> {
  const where = and(
    eq(competitorChanges.competitorId, input.competitorId),
    input.severity ? gte(competitorChanges.severityRank, severityRank(input.severity)) : undefined,
    input.type ? eq(competitorChanges.type, input.type) : undefined,
    input.since !== undefined ? gte(competitorChanges.detectedAt, input.since) : undefined,
  );
  const changes = await ctx.db
    .select()
    .from(competitorChanges)
    .where(where)
    // Newest check first; inside one check, the order the diff gave (highest severity first).
    .orderBy(desc(competitorChanges.detectedAt), insertionOrder(competitorChanges))
    .limit(input.limit)
    .offset(input.offset);
  const total = (await ctx.db.select({ n: count() }).from(competitorChanges).where(where))[0]?.n ?? 0;
  return { changes, total };
}

/** Snapshots of a competitor's pages, newest first. */
export async function listSnapshots(ctx: Pick<Ctx, "db">, input: { competitorId: string; limit: number; offset: number }): Promise<{ snapshots: SnapshotRecord[]; total: number }> {
  const where = eq(competitorSnapshots.competitorId, input.competitorId);
  const snapshots = await ctx.db.select().from(competitorSnapshots).where(where).orderBy(desc(competitorSnapshots.takenAt), competitorSnapshots.url).limit(input.limit).offset(input.offset);
  const total = (await ctx.db.select({ n: count() }).from(competitorSnapshots).where(where))[0]?.n ?? 0;
  return { snapshots, total };
}

/** One change among all of an account's competitors (the app's overview). */
export interface AccountChange {
  id: string;
  competitorId: string;
  competitorName: string;
  type: string;
  severity: string;
  summary: string;
  detectedAt: number;
}

/** The newest changes of every competitor the account tracks, newest first. */
export async function latestChangesOfAccount(ctx: Pick<Ctx, "db">, input: { accountId: string; limit: number }): Promise<AccountChange[]> {
  return ctx.db
    .select({
      id: competitorChanges.id,
      competitorId: competitorChanges.competitorId,
      competitorName: competitors.name,
      type: competitorChanges.type,
      severity: competitorChanges.severity,
      summary: competitorChanges.summary,
      detectedAt: competitorChanges.detectedAt,
    })
    .from(competitorChanges)
    .innerJoin(competitors, eq(competitors.id, competitorChanges.competitorId))
    .where(eq(competitors.accountId, input.accountId))
    .orderBy(desc(competitorChanges.detectedAt), insertionOrder(competitorChanges))
    .limit(input.limit);
}
