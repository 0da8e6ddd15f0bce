/**
 * The customer's reports — the same verb as POST /api/reports/request with a Bearer token:
 *
 * GET  /app/reports    the order form (allowance left, or the price) and the account's reports; htmx target #report-list
 * POST /app/reports    {name, competitor_urls (one per line), your_url?} → from the allowance: back to the list,
 *                      generating; past it (or without a plan): 303 to the one-off checkout
 *
 * The report's own page is the public, printable /reports/{id} (its id is the credential), which
 * the list links. Orders are limited like the API's report requests (5 an hour by default), per account.
 */
import { Elysia } from "elysia";
import type { PlanState } from "../../billing/account-plan";
import { planIncludes } from "../../billing/plans";
import type { Ctx } from "../../context";
import { windowEnd } from "../../lib/calendar";
import { AppError } from "../../lib/errors";
import { dollars } from "../../lib/money";
import { listAccountReports } from "../../reports/reports";
import { reportsPage, reportList, type ReportsView } from "../../../views/pages/app/reports";
import { reportRequestSchema } from "../api/report-schemas";
import { statusOf } from "../errors";
import { field, param, seeOther } from "../html/respond";
import { withScheme } from "../request-fields";
import { appPage, appRefuse } from "./respond";
import { appSession, type AppDeps } from "./session";

const SHOWN = 100;

/** A field of the request as the form names it: "competitor_urls.1: …" → "Competitor websites, line 2: …". */
function formMessage(message: string): string {
  return message
    .replace(/^competitor_urls\.(\d+): /, (_, i: string) => `Competitor websites, line ${Number(i) + 1}: `)
    .replace(/^competitor_urls: /, "Competitor websites: ")
    .replace(/^your_url: /, "Your website: ")
    .replace(/^name: /, "Your name: ");
}

export const appReportRoutes = (deps: AppDeps) => {
  const price = () => dollars(deps.settings.current().reports.priceCents);

  async function view(ctx: Ctx, account: { id: string; email: string }, plan: PlanState, csrfToken: string, more: Partial<ReportsView> = {}): Promise<ReportsView> {
    const reports = await listAccountReports(ctx, { accountId: account.id, limit: SHOWN });
    const p = plan.plan;
    const allowance =
      p !== "none" && planIncludes(p, "reports")
        ? { used: (await deps.accounts.allowances.usage(ctx, { accountId: account.id })).reports, limit: deps.billing.allowances[p].reportsPerMonth, renews: windowEnd("month", ctx.clock.now()) }
        : null;
    return {
      csrfToken,
      allowance,
      price: price(),
      payments: deps.billing.provider as ReportsView["payments"],
      reports: reports.map((r) => ({ id: r.id, status: r.status, competitorUrls: r.competitorUrls, funding: r.funding, createdAt: r.createdAt, completedAt: r.completedAt, message: r.message })),
      // The name the last order gave, else the address's local part.
      values: { name: reports[0]?.requesterName ?? account.email.split("@")[0], competitor_urls: "", your_url: "" },
      ...more,
    };
  }

  return new Elysia({ name: "app-reports" })
    .use(appSession(deps))
    .get(
      "/app/reports",
      async ({ request, query, account, plan, session, ctx }) => {
        const ordered = param(query, "ordered");
        const v = await view(ctx, account, plan, session.csrfToken, ordered ? { notice: "Report ordered from your allowance: it is being generated, and mailed to you when ready." } : {});
        return appPage(request, { title: "Reports", active: "reports", session, content: reportsPage(v), fragments: { "report-list": () => reportList(v) } });
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/reports",
      async ({ request, body, account, plan, session, ctx }) => {
        const values = { name: field(body, "name"), competitor_urls: field(body, "competitor_urls"), your_url: field(body, "your_url") };
        const refused = async (status: number, message: string, headers?: Record<string, string>) =>
          appPage(request, { title: "Reports", active: "reports", session, status, headers, content: reportsPage(await view(ctx, account, plan, session.csrfToken, { values, error: formMessage(message) })) });
        const urls = values.competitor_urls
          .split(/\r?\n/)
          .map((line) => withScheme(line))
          .filter(Boolean);
        const parsed = reportRequestSchema.safeParse({ name: values.name, email: account.email, competitor_urls: urls, your_url: withScheme(values.your_url) || null });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return refused(400, `${issue.path.join(".")}: ${issue.message}.`);
        }
        try {
          await deps.reports.limits.order.admit(account.id);
          // The same verb as the API's signed-in request: the plan's allowance first, else a one-off checkout.
          const { report_id, checkout_url } = await deps.reports.request(ctx, parsed.data, { accountId: account.id });
          deps.logger.info("customer ordered a report", { account_id: account.id, report_id, paid_by: checkout_url ? "payment" : "allowance" });
          return seeOther(request, checkout_url ?? `/app/reports?ordered=${report_id}`);
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          if (e.code === "rate_limited") return appRefuse(request, 429, "Too many orders", e.message, e.headers);
          return refused(statusOf[e.code], e.message, e.headers);
        }
      },
      { detail: { hide: true } },
    );
};
