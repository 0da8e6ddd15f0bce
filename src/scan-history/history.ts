/**
 * Scan history — the verbs over `scan_history`. Entries are the account's own: another account's
 * id is simply not found (the actor's scope, as for competitors and webhook endpoints). Each
 * account keeps its newest HISTORY_KEPT entries; a save trims the older ones in the same
 * transaction, so the table cannot grow without bound however many scans a customer runs.
 */
import { and, count, desc, eq, getTableColumns, notInArray } from "drizzle-orm";
import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { ownerScope } from "../webhooks/endpoints";
import { scanHistory, type AnalysisKind } from "./tables";

const { result: _result, ...listColumns } = getTableColumns(scanHistory);

/** Entries kept per account. */
export const HISTORY_KEPT = 200;

export type HistoryEntry = typeof scanHistory.$inferSelect;
/** An entry as lists show it: everything but the (kilobytes of) result. */
export type HistoryItem = Omit<HistoryEntry, "result">;

export async function saveAnalysis(ctx: Ctx, input: { accountId: string; kind: AnalysisKind; input: Record<string, string>; title: string; result: unknown }): Promise<HistoryEntry> {
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(scanHistory)
      .values({ id: tx.ids.id("scn", 16), accountId: input.accountId, kind: input.kind, input: input.input, title: input.title, result: input.result, createdAt: tx.clock.now() })
      .returning();
    const keep = tx.db.select({ id: scanHistory.id }).from(scanHistory).where(eq(scanHistory.accountId, input.accountId)).orderBy(desc(scanHistory.createdAt), desc(scanHistory.id)).limit(HISTORY_KEPT);
    await tx.db.delete(scanHistory).where(and(eq(scanHistory.accountId, input.accountId), notInArray(scanHistory.id, keep)));
    return row!;
  });
}

/** The account's entries, newest first, and how many there are. */
export async function listAnalyses(ctx: Pick<Ctx, "db">, input: { accountId: string; limit: number; offset: number }): Promise<{ items: HistoryItem[]; total: number }> {
  const where = eq(scanHistory.accountId, input.accountId);
  const items = await ctx.db.select(listColumns).from(scanHistory).where(where).orderBy(desc(scanHistory.createdAt), desc(scanHistory.id)).limit(input.limit).offset(input.offset);
  const total = (await ctx.db.select({ n: count() }).from(scanHistory).where(where))[0]?.n ?? 0;
  return { items, total };
}

/** One entry with its result, or null (unknown, or another account's). */
export async function getAnalysis(ctx: Pick<Ctx, "db" | "actor">, input: { id: string }): Promise<HistoryEntry | null> {
  const owner = ownerScope(ctx);
  return (await ctx.db.select().from(scanHistory).where(and(eq(scanHistory.id, input.id), owner === null ? undefined : eq(scanHistory.accountId, owner))).limit(1))[0] ?? null;
}
