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
import { inTransaction } from "../db/tx";
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

export function getReport(ctx: Pick<Ctx, "db">, input: { id: string }): ReportRecord | null {
  return ctx.db.select().from(reports).where(eq(reports.id, input.id)).get() ?? null;
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
export function insertPendingReport(ctx: Ctx, input: NewReport & { checkoutSessionId: string; priceCents: number }): ReportRecord {
  const now = ctx.clock.now();
  const row = ctx.db
    .insert(reports)
    .values({ ...input, status: "pending", funding: "payment", createdAt: now, updatedAt: now })
    .returning()
    .get();
  audit(ctx, { action: "report.requested", target: { type: "report", id: row.id }, details: { account_id: row.accountId, funding: "payment", competitors: row.competitorUrls.length } });
  return row;
}

/** How many reports of the account the plan's allowance paid for since `monthStart`; failed ones gave nothing and do not count. */
export function allowanceReportsSince(ctx: Pick<Ctx, "db">, input: { accountId: string; monthStart: number }): number {
  return (
    ctx.db
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.accountId, input.accountId), eq(reports.funding, "allowance"), gte(reports.createdAt, input.monthStart), ne(reports.status, "failed")))
      .get()?.n ?? 0
  );
}

/**
 * A report the account's plan pays for, when its monthly allowance has room: counted and inserted
 * in one write transaction (BEGIN IMMEDIATE), so two requests at once cannot both take the last
 * one. Returns null when the allowance is used up (the caller then sells the report).
 */
export function insertAllowanceReport(ctx: Ctx, input: NewReport & { allowance: number; monthStart: number }): ReportRecord | null {
  const { allowance, monthStart, ...report } = input;
  return inTransaction(ctx.db, () => {
    if (allowanceReportsSince(ctx, { accountId: report.accountId, monthStart }) >= allowance) return null;
    const now = ctx.clock.now();
    const row = ctx.db
      .insert(reports)
      .values({ ...report, status: "processing", funding: "allowance", priceCents: null, createdAt: now, updatedAt: now, paidAt: now })
      .returning()
      .get();
    enqueueGeneration(ctx, row.id);
    audit(ctx, { action: "report.requested", target: { type: "report", id: row.id }, details: { account_id: row.accountId, funding: "allowance", competitors: row.competitorUrls.length } });
    return row;
  });
}

/** Payment received: pending → processing, and the generation job. False when the report was not pending (a repeated payment event). */
export function markReportPaid(ctx: Ctx, input: { id: string }): { accountId: string | null } {
  return inTransaction(ctx.db, () => {
    const now = ctx.clock.now();
    const moved = ctx.db
      .update(reports)
      .set({ status: "processing", paidAt: now, updatedAt: now })
      .where(and(eq(reports.id, input.id), eq(reports.status, "pending")))
      .returning({ id: reports.id, accountId: reports.accountId })
      .get();
    if (moved) enqueueGeneration(ctx, moved.id);
    return { accountId: moved?.accountId ?? null };
  });
}

/**
 * Stores the summary: processing → completed. Returns the completed report, or null when it was
 * not processing (another run completed it first): the caller announces only what it completed.
 */
export function completeReport(ctx: Ctx, input: { id: string; summary: ReportSummary }): ReportRecord | null {
  const now = ctx.clock.now();
  return (
    ctx.db
      .update(reports)
      .set({ status: "completed", summary: input.summary, message: null, completedAt: now, updatedAt: now })
      .where(and(eq(reports.id, input.id), eq(reports.status, "processing")))
      .returning()
      .get() ?? null
  );
}

/** processing → failed, with the reason for the requester. */
export function failReport(ctx: Ctx, input: { id: string; message: string }): ReportRecord | null {
  const now = ctx.clock.now();
  return (
    ctx.db
      .update(reports)
      .set({ status: "failed", message: input.message, failedAt: now, updatedAt: now })
      .where(and(eq(reports.id, input.id), eq(reports.status, "processing")))
      .returning()
      .get() ?? null
  );
}

/**
 * A generation run found the report failed (the operator retried its job from the Jobs page):
 * failed → processing, so the status says what is happening.
 */
export function resumeReport(ctx: Ctx, input: { id: string }): void {
  ctx.db
    .update(reports)
    .set({ status: "processing", message: null, failedAt: null, updatedAt: ctx.clock.now() })
    .where(and(eq(reports.id, input.id), eq(reports.status, "failed")))
    .run();
}

/** The operator's retry of a failed report: back to processing with a new generation job. */
export function retryReport(ctx: Ctx, input: { id: string }): ReportRecord {
  return inTransaction(ctx.db, () => {
    const report = getReport(ctx, input);
    if (!report) throw new AppError("not_found", `There is no report with id ${input.id}.`);
    if (report.status !== "failed") throw new AppError("conflict", `Report ${report.id} is ${report.status}; only a failed report can be retried.`);
    resumeReport(ctx, input);
    enqueueGeneration(ctx, report.id);
    audit(ctx, { action: "report.retried", target: { type: "report", id: report.id }, details: { account_id: report.accountId } });
    return getReport(ctx, input)!;
  });
}

/** A report with its account's email, for the dashboard. */
export type ReportRow = ReportRecord & { accountEmail: string };

function selectRows(ctx: Pick<Ctx, "db">, where: SQL | undefined, limit: number): ReportRow[] {
  return ctx.db
    .select({ report: reports, accountEmail: accounts.email })
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.accountId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit)
    .all()
    .map((r) => ({ ...r.report, accountEmail: r.accountEmail }));
}

/** Reports, newest first, optionally of one status. */
export function listReports(ctx: Pick<Ctx, "db">, opts: { status?: ReportStatus; limit?: number } = {}): ReportRow[] {
  return selectRows(ctx, opts.status ? eq(reports.status, opts.status) : undefined, Math.min(Math.max(1, Math.trunc(opts.limit ?? 100)), 1000));
}

/** One report as the dashboard lists it, or null. */
export function getReportRow(ctx: Pick<Ctx, "db">, input: { id: string }): ReportRow | null {
  return selectRows(ctx, eq(reports.id, input.id), 1)[0] ?? null;
}

/** One account's reports, newest first (the customer app's list): its own only, whoever asks. */
export function listAccountReports(ctx: Pick<Ctx, "db">, input: { accountId: string; limit?: number }): ReportRecord[] {
  return ctx.db
    .select()
    .from(reports)
    .where(eq(reports.accountId, input.accountId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(Math.min(Math.max(1, Math.trunc(input.limit ?? 100)), 1000))
    .all();
}

/** How many reports are in each status (the dashboard's filter). */
export function reportCounts(ctx: Pick<Ctx, "db">): Record<ReportStatus, number> {
  const rows = ctx.db.select({ status: reports.status, n: count() }).from(reports).groupBy(reports.status).all();
  const out: Record<ReportStatus, number> = { pending: 0, processing: 0, completed: 0, failed: 0 };
  for (const r of rows) out[r.status] = r.n;
  return out;
}
