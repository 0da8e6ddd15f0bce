/**
 * Scan and roast for a signed-in customer, kept in the account's history:
 *
 * GET  /app/scan            the two forms and the newest entries
 * POST /app/scan            {your_url, competitor_url} — the same verb as POST /api/scan → 303 to the kept result
 * POST /app/roast           {url} — the same verb as POST /api/roast → 303 to the kept result
 * GET  /app/scan/history    every kept entry, newest first (?offset)
 * GET  /app/scan/:id        one kept result (another account's: 404)
 *
 * The same limits as the API (RIVALSCOPE_ANALYSIS_PER_SESSION, _PER_DAY): the "session" of a
 * signed-in customer is its account — so signing in again or from another browser grants nothing
 * new — and the per-address day count is the one the home page and the API draw on. Checked after
 * the form is valid (a typo costs nothing) and before any site is read.
 */
import { Elysia } from "elysia";
import type { z } from "zod";
import type { AnalysisKind } from "../../access/service";
import type { Ctx } from "../../context";
import { roastInputSchema, scanInputSchema, type RoastResult, type ScanResult } from "../../intel/analyze/schemas";
import { AppError } from "../../lib/errors";
import { getAnalysis, HISTORY_KEPT, listAnalyses, saveAnalysis, type HistoryItem } from "../../scan-history/history";
import { analysisPage, historyPage, scanPage, type HistoryItemView, type ScanPageView } from "../../../views/pages/app/scan";
import { statusOf } from "../errors";
import { analysisMessage, invalidAnalysis } from "../html/analysis-form";
import { param, seeOther, urlField } from "../html/respond";
import { requestMeta } from "../plugins/core";
import { appNotFound, appPage, appRefuse } from "./respond";
import { appSession, type AppDeps } from "./session";

const RECENT = 5;
const HISTORY_PAGE = 25;

const itemView = (h: HistoryItem): HistoryItemView => ({ id: h.id, kind: h.kind, title: h.title, urls: Object.values(h.input), createdAt: h.createdAt });

export const appScanRoutes = (deps: AppDeps) => {
  const limits = () => {
    const { perSession, perIpPerDay } = deps.settings.current().analysisLimits;
    return { perSession, perDay: perIpPerDay };
  };

  async function page(request: Request, ctx: Ctx, accountId: string, session: { email: string; csrfToken: string }, more: Partial<ScanPageView> = {}, status = 200, headers: Record<string, string> = {}) {
    const { items, total } = await listAnalyses(ctx, { accountId, limit: RECENT, offset: 0 });
    return appPage(request, {
      title: "Scan and roast",
      active: "scan",
      session,
      status,
      headers,
      content: scanPage({ csrfToken: session.csrfToken, limits: limits(), recent: items.map(itemView), total, ...more }),
    });
  }

  /**
   * Runs one analysis for the account: the form checked, the allowance counted, the verb the API
   * calls, the result kept — then the kept result's page (post/redirect/get, so a reload does not
   * run it again). Refusals come back in the form, with the status the API would answer.
   */
  async function run<T>(
    request: Request,
    w: { ctx: Ctx; account: { id: string }; session: { email: string; csrfToken: string } },
    kind: AnalysisKind,
    input: Record<string, string>,
    schema: z.ZodType<T>,
    analyse: (input: T) => Promise<{ title: string; result: ScanResult | RoastResult }>,
  ) {
    try {
      const parsed = schema.safeParse(input);
      if (!parsed.success) throw invalidAnalysis(parsed.error.issues);
      await deps.access.admitAnalysis(kind, { sessions: [`account:${w.account.id}`], ipBucket: requestMeta(request).ipBucket });
      const { title, result } = await analyse(parsed.data);
      const saved = await saveAnalysis(w.ctx, { accountId: w.account.id, kind, input, title, result });
      return seeOther(request, `/app/scan/${saved.id}`);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const values = { your_url: "", competitor_url: "", url: "", ...input };
      return page(request, w.ctx, w.account.id, w.session, { values, error: { form: kind, message: analysisMessage(e) } }, statusOf[e.code], e.headers);
    }
  }

  return new Elysia({ name: "app-scan" })
    .use(appSession(deps))
    .get("/app/scan", ({ request, account, session, ctx }) => page(request, ctx, account.id, session), { detail: { hide: true } })
    .post(
      "/app/scan",
      ({ request, body, account, session, ctx }) =>
        run(
          request,
          { ctx, account, session },
          "scan",
          { your_url: urlField(body, "your_url"), competitor_url: urlField(body, "competitor_url") },
          scanInputSchema,
          async (input) => {
            const result = await deps.intel.scan(ctx, input);
            return { title: `${result.your_product.name} vs ${result.competitor.name}`, result };
          },
        ),
      { detail: { hide: true } },
    )
    .post(
      "/app/roast",
      ({ request, body, account, session, ctx }) =>
        run(
          request,
          { ctx, account, session },
          "roast",
          { url: urlField(body, "url") },
          roastInputSchema,
          async (input) => {
            const result = await deps.intel.roast(ctx, input);
            return { title: `${result.name}, roasted`, result };
          },
        ),
      { detail: { hide: true } },
    )
    .get(
      "/app/scan/history",
      async ({ request, query, account, session, ctx }) => {
        const raw = param(query, "offset");
        if (raw && !/^\d{1,7}$/.test(raw)) return appRefuse(request, 400, "Bad page", "offset must be a whole number from 0 to 1,000,000.");
        const offset = Number(raw || 0);
        const { items, total } = await listAnalyses(ctx, { accountId: account.id, limit: HISTORY_PAGE, offset });
        return appPage(request, { title: "History", active: "scan", session, content: historyPage({ items: items.map(itemView), total, offset, pageSize: HISTORY_PAGE, kept: HISTORY_KEPT }) });
      },
      { detail: { hide: true } },
    )
    .get(
      "/app/scan/:id",
      async ({ request, params, session, ctx }) => {
        const entry = await getAnalysis(ctx, { id: params.id });
        if (!entry) return appNotFound(request, session, "Not in your history", `Your history has no scan or roast ${params.id}.`);
        return appPage(request, { title: entry.title, active: "scan", session, content: analysisPage({ kind: entry.kind, title: entry.title, result: entry.result as ScanResult | RoastResult, createdAt: entry.createdAt }) });
      },
      { detail: { hide: true } },
    );
};
