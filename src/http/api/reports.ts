/**
 * Interface B reports (SPEC §5 "Reports"):
 *
 * POST /api/reports/request  {name, email, competitor_urls, your_url?} → {report_id, checkout_url}; 5 per hour per client IP
 * GET  /api/reports/get?id=  the report in every status; 60 per minute per client IP
 *
 * Both are public: the report id (a random UUID v4) is the credential that opens a report. The
 * per-IP limits run in the route-limits table (reportLimitRules), before the body is read.
 */
import { Elysia } from "elysia";
import { z } from "zod";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { AppError } from "../../lib/errors";
import { reportSchema } from "../../reports/schemas";
import type { Reports } from "../../reports/service";
import { jsonBody } from "../plugins/body";
import { requestMeta } from "../plugins/core";
import type { RouteLimitRule } from "../plugins/route-limits";
import { GET_RESPONSES, REQUEST_RESPONSES } from "./report-docs";
import { reportRequestSchema, reportRequestedSchema } from "./report-schemas";
import { apiErrorSchema } from "../openapi-docs";
import type { AccountsService } from "../../accounts/service";
import { signedInAccount } from "../plugins/bearer";
import { BEARER_SECURITY } from "./schemas";
import { setting } from "../openapi-settings";

/** The per-IP limits of both endpoints, for the route-limits table (checked before the body is read). */
export const reportLimitRules = (deps: { reports: Pick<Reports, "limits"> }): Record<string, RouteLimitRule> => ({
  "POST /api/reports/request": (request) => deps.reports.limits.request.admit(requestMeta(request).ipBucket),
  "GET /api/reports/get": (request) => deps.reports.limits.read.admit(requestMeta(request).ipBucket),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const getQuerySchema = z.object({
  id: z
    .string({ error: (issue) => (issue.input === undefined ? "is required: give the report_id that POST /api/reports/request answered" : "must be given once") })
    .regex(UUID, "must be a report id: a UUID such as 6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f")
    .describe("The report's id (`report_id` of POST /api/reports/request). It is also the credential that opens the report: keep it private.")
    .meta({ example: "6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f" }),
});

export const reportRoutes = (deps: { reports: Pick<Reports, "request" | "get">; context: ContextFactory; accounts: Pick<AccountsService, "authenticate"> }) =>
  new Elysia({ name: "api-reports" })
    .post(
      "/api/reports/request",
      async ({ body, request }) => {
        // After the body is validated (the plumbing's order): a signed-in request is the account's own.
        const account = await signedInAccount(deps, request);
        const ctx = deps.context(account ? { kind: "account", id: account.id } : ANONYMOUS, requestMeta(request).ip);
        return deps.reports.request(ctx, body, account ? { accountId: account.id } : null);
      },
      {
        ...jsonBody(reportRequestSchema),
        response: { 200: reportRequestedSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema, 500: apiErrorSchema, 503: apiErrorSchema },
        detail: {
          tags: ["Reports"],
          // Anonymous, or signed in: a Tracker or Command account's allowance pays.
          security: [{}, ...BEARER_SECURITY],
          responses: REQUEST_RESPONSES,
          summary: "Request a competitive report",
          description:
            `Creates a report on one to five competitor websites (\`tier: snapshot\`, \`status: pending\`) and answers its id with the address of a one-off checkout ($${setting("RIVALSCOPE_REPORT_PRICE")} unless a Stripe price is configured). ` +
            "Once paid, the report is generated in the background (status `processing`, then `completed`); `GET /api/reports/get?id=` and the `preview_url` page show it, and a link is mailed to `email`. " +
            "The URLs must be public http(s) websites: each is normalised (scheme and host lower-cased, default port, fragment and trailing slash dropped) and the list may not name one twice. " +
            "The account of `email` is found or created and owns the report (its webhooks get `report.completed`). " +
            "Optional `your_url`: your own site, read with the competitors; the recommendations are measured against it (a free plan you have is to keep, not to offer; table stakes are those you do not show; your entry price is placed among theirs) and `summary.your_product` shows what was read. It is not a competitor and need not be readable. " +
            `Signed in (\`Authorization: Bearer …\`), the report is the signed-in account's; on the Tracker or Command plan it comes from the plan's monthly allowance (${setting("RIVALSCOPE_TRACKER_REPORTS")} or ${setting("RIVALSCOPE_COMMAND_REPORTS")} per calendar month, UTC): \`checkout_url\` is null and generation starts at once; over the allowance it is sold like any other. A token that does not verify is refused (401). ` +
            "500 `payment_error` when payments are turned off or the payment provider fails (nothing is recorded then). " +
            `Limited to ${setting("RIVALSCOPE_REPORT_REQUESTS_PER_HOUR")} requests per hour per client IP (X-RateLimit-Remaining; a 429 carries Retry-After).`,
        },
      },
    )
    .get(
      "/api/reports/get",
      async ({ query, request }) => {
        const report = await deps.reports.get(deps.context(ANONYMOUS, requestMeta(request).ip), { id: query.id.toLowerCase() });
        if (!report) throw new AppError("not_found", `There is no report with id ${query.id.toLowerCase()}.`);
        return report;
      },
      {
        query: getQuerySchema,
        response: { 200: reportSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        detail: {
          tags: ["Reports"],
          security: [],
          responses: GET_RESPONSES,
          summary: "Get a report",
          description:
            "The report in every status: `pending` (awaiting payment), `processing` (paid, being generated), `completed` (with its `summary`: per-competitor profiles with strengths, weaknesses, positioning score and size; the cross analysis with the price ladder, the feature matrix, common and unique features and differentiation scores; recommendations; an overview), or `failed` (with `message`). " +
            "`summary` is `{}` until the report is completed. The id is the credential: anyone with it can read the report. " +
            `Limited to ${setting("RIVALSCOPE_REPORT_READS_PER_MINUTE")} requests per minute per client IP.`,
        },
      },
    );
