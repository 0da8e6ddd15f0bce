/**
 * Reports — the lifecycle verbs over the `reports` table (SPEC §5 "Reports"):
 *
 *   (request) ─► pending ──payment──► processing ──job──► completed
 *                   └──(allowance)──────┘         └─────► failed ──retry──► processing
 *
 * Every move is a conditional update on the status it starts from, inside a transaction, so a
 * second payment event, a second run of the generation job or a racing retry finds the report
 * already moved and changes nothing: a report is paid, generated and completed once.
 */
import { and, count, desc, eq, gte, ne, type SQL } from "drizzle-orm";
import { accounts } from "../accounts/tables";
import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { serializeOn } from "../db/serialize";
import { enqueue } from "../jobs/queue";
import { AppError } from "../lib/errors";
import type { ReportStatus, ReportSummary } from "./schemas";
import { reports } from "./tables";
import { audit } from "../audit";

export type ReportRecord = typeof reports.$inferSelect;

/** The job kind that generates a report (generate-job.ts). */
export const REPORT_GENERATE = "report.generate";

/** The one generation job of a report: its unique key keeps a second from being queued while one is queued or running. */
const enqueueGeneration = (ctx: Ctx, reportId: string) => enqueue(ctx, { kind: REPORT_GENERATE, payload: { reportId }, uniqueKey: `report:${reportId}` });

export async function getReport(ctx: Pick<Ctx, "db">, input: { id: string }): Promise<ReportRecord | null> {
  return (await ctx.db.select().from(reports).where(eq(reports.id, input.id)))[0] ?? null;
}

export interface NewReport {
  id: string;
  accountId: string;
  requesterName: string;
  requesterEmail: string;
  tier: string;
  competitorUrls: string[];
  yourUrl?: string | null;
}

/** A report awaiting its one-off payment (called in the transaction that records the checkout). */
export async function insertPendingReport(ctx: Ctx, input: NewReport & { checkoutSessionId: string; priceCents: number }): Promise<ReportRecord> {
  const now = ctx.clock.now();
  const row = (await ctx.db
    .insert(reports)
    .values({ ...input, status: "pending", funding: "payment", createdAt: now, updatedAt: now })
    .returning())[0];
  await audit(ctx, { action: "report.requested", target: { type: "report", id: row.id }, details: { account_id: row.accountId, funding: "payment", competitors: row.competitorUrls.length } });
  return row;
}

/** How many reports of the account the plan's allowance paid for since `monthStart`; failed ones gave nothing and do not count. */
export async function allowanceReportsSince(ctx: Pick<Ctx, "db">, input: { accountId: string; monthStart: number }): Promise<number> {
  return (
    (await ctx.db
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.accountId, input.accountId), eq(reports.funding, "allowance"), gte(reports.createdAt, input.monthStart), ne(reports.status, "failed"))))[0]?.n ?? 0
  );
}

/**
 * A report the account's plan pays for, when its monthly allowance has room: counted and inserted
 * in one transaction that holds the account's allowance (serializeOn: the write transaction on
 * SQLite, an advisory lock on PostgreSQL, across replicas), so two requests at once cannot both
 * take the last one. Returns null when the allowance is used up (the caller then sells the report).
 */
export async function insertAllowanceReport(ctx: Ctx, input: NewReport & { allowance: number; monthStart: number }): Promise<ReportRecord | null> {
  const { allowance, monthStart, ...report } = input;
  return withTransaction(ctx, async (tx) => {
    await serializeOn(tx.db, `report-allowance:${report.accountId}`);
    if (await allowanceReportsSince(tx, { accountId: report.accountId, monthStart }) >= allowance) return null;
    const now = tx.clock.now();
    const row = (await tx.db
      .insert(reports)
      .values({ ...report, status: "processing", funding: "allowance", priceCents: null, createdAt: now, updatedAt: now, paidAt: now })
      .returning())[0];
    await enqueueGeneration(tx, row.id);
    await audit(tx, { action: "report.requested", target: { type: "report", id: row.id }, details: { account_id: row.accountId, funding: "allowance", competitors: row.competitorUrls.length } });
    return row;
  });
}

/** Payment received: pending → processing, and the generation job. False when the report was not pending (a repeated payment event). */
export async function markReportPaid(ctx: Ctx, input: { id: string }): Promise<{ accountId: string | null }> {
  return withTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const moved = (await tx.db
      .update(reports)
      .set({ status: "processing", paidAt: now, updatedAt: now })
      .where(and(eq(reports.id, input.id), eq(reports.status, "pending")))
      .returning({ id: reports.id, accountId: reports.accountId }))[0];
    if (moved) await enqueueGeneration(tx, moved.id);
    return { accountId: moved?.accountId ?? null };
  });
}

/**
 * Stores the summary: processing → completed. Returns the completed report, or null when it was
 * not processing (another run completed it first): the caller announces only what it completed.
 */
export async function completeReport(ctx: Ctx, input: { id: string; summary: ReportSummary }): Promise<ReportRecord | null> {
  const now = ctx.clock.now();
  return (
    (await ctx.db
      .update(reports)
      .set({ status: "completed", summary: input.summary, message: null, completedAt: now, updatedAt: now })
      .where(and(eq(reports.id, input.id), eq(reports.status, "processing")))
      .returning())[0] ?? null
  );
}

/** processing → failed, with the reason for the requester. */
export async function failReport(ctx: Ctx, input: { id: string; message: string }): Promise<ReportRecord | null> {
  const now = ctx.clock.now();
  return (
    (await ctx.db
      .update(reports)
      .set({ status: "failed", message: input.message, failedAt: now, updatedAt: now })
      .where(and(eq(reports.id, input.id), eq(reports.status, "processing")))
      .returning())[0] ?? null
  );
}

/**
 * A generation run found the report failed (the operator retried its job from the Jobs page):
 * failed → processing, so the status says what is happening.
 */
export async function resumeReport(ctx: Ctx, input: { id: string }): Promise<void> {
  await ctx.db
    .update(reports)
    .set({ status: "processing", message: null, failedAt: null, updatedAt: ctx.clock.now() })
    .where(and(eq(reports.id, input.id), eq(reports.status, "failed")));
}

/** The operator's retry of a failed report: back to processing with a new generation job. */
export async function retryReport(ctx: Ctx, input: { id: string }): Promise<ReportRecord> {
  return withTransaction(ctx, async (tx) => {
    const report = await getReport(tx, input);
    if (!report) throw new AppError("not_found", `There is no report with id ${input.id}.`);
    if (report.status !== "failed") throw new AppError("conflict", `Report ${report.id} is ${report.status}; only a failed report can be retried.`);
    await resumeReport(tx, input);
    await enqueueGeneration(tx, report.id);
    await audit(tx, { action: "report.retried", target: { type: "report", id: report.id }, details: { account_id: report.accountId } });
    return (await getReport(tx, input))!;
  });
}

/** A report with its account's email, for the dashboard. */
export type ReportRow = ReportRecord & { accountEmail: string };

async function selectRows(ctx: Pick<Ctx, "db">, where: SQL | undefined, limit: number): Promise<ReportRow[]> {
  return (await ctx.db
    .select({ report: reports, accountEmail: accounts.email })
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.accountId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit))
    .map((r) => ({ ...r.report, accountEmail: r.accountEmail }));
}

/** Reports, newest first, optionally of one status. */
export async function listReports(ctx: Pick<Ctx, "db">, opts: { status?: ReportStatus; limit?: number } = {}): Promise<ReportRow[]> {
  return selectRows(ctx, opts.status ? eq(reports.status, opts.status) : undefined, Math.min(Math.max(1, Math.trunc(opts.limit ?? 100)), 1000));
}

/** One report as the dashboard lists it, or null. */
export async function getReportRow(ctx: Pick<Ctx, "db">, input: { id: string }): Promise<ReportRow | null> {
  return (await selectRows(ctx, eq(reports.id, input.id), 1))[0] ?? null;
}

/** One account's reports, newest first (the customer app's list): its own only, whoever asks. */
export async function listAccountReports(ctx: Pick<Ctx, "db">, input: { accountId: string; limit?: number }): Promise<ReportRecord[]> {
  return ctx.db
    .select()
    .from(reports)
    .where(eq(reports.accountId, input.accountId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(Math.min(Math.max(1, Math.trunc(input.limit ?? 100)), 1000));
}

/** How many reports are in each status (the dashboard's filter). */
export async function reportCounts(ctx: Pick<Ctx, "db">): Promise<Record<ReportStatus, number>> {
  const rows = await ctx.db.select({ status: reports.status, n: count() }).from(reports).groupBy(reports.status);
  const out: Record<ReportStatus, number> = { pending: 0, processing: 0, completed: 0, failed: 0 };
  for (const r of rows) out[r.status] = r.n;
  return out;
}
