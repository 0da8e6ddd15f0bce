/**
 * Scan history — the verbs over `scan_history`. Entries are the account's own: another account's
 * id is simply not found (the actor's scope, as for competitors and webhook endpoints). Each
 * account keeps its newest HISTORY_KEPT entries; a save trims the older ones in the same
 * transaction, so the table cannot grow without bound however many scans a customer runs.
 */
import { and, count, desc, eq, getTableColumns, notInArray } from "drizzle-orm";
import type { Ctx } from "../context";
import { inTransaction } from "../db/tx";
import { ownerScope } from "../webhooks/endpoints";
import { scanHistory, type AnalysisKind } from "./tables";

const { result: _result, ...listColumns } = getTableColumns(scanHistory);

/** Entries kept per account. */
export const HISTORY_KEPT = 200;

export type HistoryEntry = typeof scanHistory.$inferSelect;
/** An entry as lists show it: everything but the (kilobytes of) result. */
export type HistoryItem = Omit<HistoryEntry, "result">;

export function saveAnalysis(ctx: Ctx, input: { accountId: string; kind: AnalysisKind; input: Record<string, string>; title: string; result: unknown }): HistoryEntry {
  return inTransaction(ctx.db, () => {
    const row = ctx.db
      .insert(scanHistory)
      .values({ id: ctx.ids.id("scn", 16), accountId: input.accountId, kind: input.kind, input: input.input, title: input.title, result: input.result, createdAt: ctx.clock.now() })
      .returning()
      .get();
    const keep = ctx.db.select({ id: scanHistory.id }).from(scanHistory).where(eq(scanHistory.accountId, input.accountId)).orderBy(desc(scanHistory.createdAt), desc(scanHistory.id)).limit(HISTORY_KEPT);
    ctx.db.delete(scanHistory).where(and(eq(scanHistory.accountId, input.accountId), notInArray(scanHistory.id, keep))).run();
    return row;
  });
}

/** The account's entries, newest first, and how many there are. */
export function listAnalyses(ctx: Pick<Ctx, "db">, input: { accountId: string; limit: number; offset: number }): { items: HistoryItem[]; total: number } {
  const where = eq(scanHistory.accountId, input.accountId);
  const items = ctx.db.select(listColumns).from(scanHistory).where(where).orderBy(desc(scanHistory.createdAt), desc(scanHistory.id)).limit(input.limit).offset(input.offset).all();
  const total = ctx.db.select({ n: count() }).from(scanHistory).where(where).get()?.n ?? 0;
  return { items, total };
}

/** One entry with its result, or null (unknown, or another account's). */
export function getAnalysis(ctx: Pick<Ctx, "db" | "actor">, input: { id: string }): HistoryEntry | null {
  const owner = ownerScope(ctx);
  return ctx.db.select().from(scanHistory).where(and(eq(scanHistory.id, input.id), owner === null ? undefined : eq(scanHistory.accountId, owner))).get() ?? null;
}
