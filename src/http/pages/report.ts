/**
 * A report's page, {base}/reports/{id} — the `preview_url` of the API and of `report.completed`.
 *
 * The id in the address is the report's only credential, so the page is sent with
 * `Referrer-Policy: no-referrer` (following an evidence link must not hand the address to the
 * competitor's site), `X-Robots-Tag: noindex` (a shared link must not end up in a search index)
 * and `Cache-Control: no-store`, besides the CSP and framing rules of every page. An id that is
 * not a report's gets a 404 page.
 */
import { Elysia } from "elysia";
import { ANONYMOUS, type ContextFactory } from "../../context";
import type { Reports } from "../../reports/service";
import { reportNotFoundPage, reportPage } from "../../../views/pages/report";
import { requestMeta } from "../plugins/core";

export const REPORT_PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex, nofollow",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const reportPageRoutes = (deps: { reports: Pick<Reports, "get">; context: ContextFactory }) =>
  new Elysia({ name: "report-page" }).get(
    "/reports/:id",
    async ({ params, request }) => {
      const report = UUID.test(params.id) ? await deps.reports.get(deps.context(ANONYMOUS, requestMeta(request).ip), { id: params.id.toLowerCase() }) : null;
      if (!report) return new Response(reportNotFoundPage(), { status: 404, headers: REPORT_PAGE_HEADERS });
      return new Response(reportPage(report), { headers: REPORT_PAGE_HEADERS });
    },
    { detail: { hide: true } },
  );
