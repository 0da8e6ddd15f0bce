/**
 * The public home page (GET /) and its two forms, POST /scan and POST /roast: plain HTML forms
 * that work without JavaScript, calling the same verbs as POST /api/scan and /api/roast under
 * the same limits, and answering with the page itself — the result below the forms, or the
 * refusal (400, 422, 429) as a message at the form that caused it, with the right status.
 *
 * No CSRF token: the forms change nothing on the server and need no sign-in; a forged cross-site
 * post could only spend the visitor's allowance, and the session cookie is SameSite=Lax, so such
 * a post is counted against the forger's own address instead.
 */
import { Elysia } from "elysia";
import type { SettingsReader } from "../../settings/service";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { roastInputSchema, scanInputSchema } from "../../intel/analyze/schemas";
import type { IntelService } from "../../intel/service";
import { AppError } from "../../lib/errors";
import { homePage, type AnalysisForm, type HomeView } from "../../../views/pages/home";
import { statusOf } from "../errors";
import { analysisLimit, type AnalysisLimitDeps } from "../plugins/analysis-limit";
import { requestMeta } from "../plugins/core";
import { answeredInPage, type RouteLimitRule } from "../plugins/route-limits";
import { urlField } from "../request-fields";
import { analysisMessage, invalidAnalysis } from "../html/analysis-form";

const HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };

const pageMessage = analysisMessage;

/** The 400s/429s of the forms are shown in the page, not as the API's JSON. */
/** The analysis limits the page states, as in effect now. */
const limitsOf = (settings: SettingsReader) => {
  const { perSession, perIpPerDay } = settings.current().analysisLimits;
  return { perSession, perDay: perIpPerDay };
};

export const homeLimitRules = (deps: AnalysisLimitDeps & { settings: SettingsReader }): Record<string, RouteLimitRule> => {
  const rule = (kind: AnalysisForm): RouteLimitRule =>
    answeredInPage(analysisLimit(deps, kind), (_request, e) =>
      new Response(homePage({ limits: limitsOf(deps.settings), error: { form: kind, message: pageMessage(e) } }), { status: statusOf[e.code], headers: { ...HEADERS, ...e.headers } }),
    );
  return { "POST /scan": rule("scan"), "POST /roast": rule("roast") };
};

export const homePageRoutes = (deps: { intel: Pick<IntelService, "scan" | "roast">; context: ContextFactory; settings: SettingsReader }) => {
  const page = (view: Omit<HomeView, "limits">, status = 200, headers: Record<string, string> = {}) => new Response(homePage({ ...view, limits: limitsOf(deps.settings) }), { status, headers: { ...HEADERS, ...headers } });
  const refused = (view: Omit<HomeView, "limits">, form: AnalysisForm, e: unknown) => {
    if (!(e instanceof AppError)) throw e;
    // A 503 (the analysis queue full) keeps its Retry-After, as a 429 does.
    return page({ ...view, error: { form, message: pageMessage(e) } }, statusOf[e.code], e.headers);
  };
  /** The first problem of a form, worded for the page ("Website: only http and https URLs …"). */
  const invalid = invalidAnalysis;

  return new Elysia({ name: "home-page" })
    .get("/", () => page({}), { detail: { hide: true } })
    .post(
      "/scan",
      async ({ body, request }) => {
        const scanInput = { your_url: urlField(body, "your_url"), competitor_url: urlField(body, "competitor_url") };
        const parsed = scanInputSchema.safeParse(scanInput);
        if (!parsed.success) return refused({ scanInput }, "scan", invalid(parsed.error.issues));
        try {
          return page({ scanInput, scan: await deps.intel.scan(deps.context(ANONYMOUS, requestMeta(request).ip), parsed.data) });
        } catch (e) {
          return refused({ scanInput }, "scan", e);
        }
      },
      { detail: { hide: true } },
    )
    .post(
      "/roast",
      async ({ body, request }) => {
        const roastInput = { url: urlField(body, "url") };
        const parsed = roastInputSchema.safeParse(roastInput);
        if (!parsed.success) return refused({ roastInput }, "roast", invalid(parsed.error.issues));
        try {
          return page({ roastInput, roast: await deps.intel.roast(deps.context(ANONYMOUS, requestMeta(request).ip), parsed.data) });
        } catch (e) {
          return refused({ roastInput }, "roast", e);
        }
      },
      { detail: { hide: true } },
    );
};
