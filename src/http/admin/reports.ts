/**
 * Reports page.
 *
 * GET  /admin/reports              reports (status filter); htmx target #report-rows gets the rows only
 * POST /admin/reports/:id/retry    a failed report back to generation (htmx: the row; otherwise back to the page)
 */
import { Elysia } from "elysia";
import { AppError } from "../../lib/errors";
import { getReportRow, listReports, reportCounts } from "../../reports/reports";
import { REPORT_STATUSES, type ReportStatus } from "../../reports/schemas";
import { reportRow } from "../../../views/partials/report-row";
import { reportRows, reportsPage } from "../../../views/pages/admin/reports";
import { htmlResponse, isHtmx, page, param, refuse, seeOther } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

const SHOWN = 200;

export const reportAdminRoutes = (deps: AdminDeps) =>
  new Elysia({ name: "admin-reports" })
    .use(adminSession(deps))
    .get(
      "/admin/reports",
      async ({ request, query, session, ctx }) => {
        const asked = param(query, "status");
        const status: ReportStatus | "" = (REPORT_STATUSES as readonly string[]).includes(asked) ? (asked as ReportStatus) : "";
        const found = await listReports(ctx, { status: status || undefined, limit: SHOWN + 1 });
        const view = { reports: found.slice(0, SHOWN), truncated: found.length > SHOWN, status, counts: await reportCounts(ctx), csrfToken: session.csrfToken };
        return page(request, {
          title: "Reports",
          active: "reports",
          session: layoutSession(session),
          content: reportsPage(view),
          fragments: { "report-rows": () => reportRows(view) },
        });
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/reports/:id/retry",
      async ({ request, params, session, ctx }) => {
        try {
          await deps.reports.retry(ctx, { id: params.id });
        } catch (e) {
          if (e instanceof AppError && e.code === "not_found") return refuse(request, 404, "Report not found", e.message);
          if (e instanceof AppError && e.code === "conflict") return refuse(request, 409, "Cannot retry", e.message);
          throw e;
        }
        deps.logger.info("admin retried a report", { admin_id: session.admin.id, report_id: params.id });
        const row = await getReportRow(ctx, { id: params.id });
        return isHtmx(request) && row ? htmlResponse(reportRow({ report: row, csrfToken: session.csrfToken })) : seeOther(request, "/admin/reports");
      },
      { detail: { hide: true } },
    );
