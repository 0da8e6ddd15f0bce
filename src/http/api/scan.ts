/**
 * POST /api/scan — the quick scan (SPEC §5): two public websites read live and compared on
 * pricing, features and positioning. No authentication; limited per visitor session and per IP
 * (the analysis limit runs in the route-limits table, before the body is read).
 */
import { Elysia } from "elysia";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { scanInputSchema, scanResultSchema } from "../../intel/analyze/schemas";
import type { IntelService } from "../../intel/service";
import { jsonBody } from "../plugins/body";
import { SCAN_RESPONSES } from "./analysis-docs";
import { requestMeta } from "../plugins/core";
import { apiErrorSchema } from "../openapi-docs";
import { badRequestSchema, rateLimitedSchema, urlUnreachableSchema } from "./schemas";
import { setting } from "../openapi-settings";

export const ANALYSIS_LIMITS_TEXT =
  `Limited to ${setting("RIVALSCOPE_ANALYSIS_PER_SESSION")} scans and ${setting("RIVALSCOPE_ANALYSIS_PER_SESSION")} roasts per visitor session — the signed \`rs_session\` cookie this endpoint sets (24 hours), or the client IP for clients that send no cookie — and ${setting("RIVALSCOPE_ANALYSIS_PER_DAY")} scans and roasts together per client IP per UTC day (both configurable). Every answer carries \`X-RateLimit-Remaining\`; a 429 carries \`Retry-After\`.`;

export const scanRoutes = (deps: { intel: Pick<IntelService, "scan">; context: ContextFactory }) =>
  new Elysia({ name: "api-scan" }).post("/api/scan", ({ body, request }) => deps.intel.scan(deps.context(ANONYMOUS, requestMeta(request).ip), body), {
    ...jsonBody(scanInputSchema),
    response: { 200: scanResultSchema, 400: badRequestSchema, 422: urlUnreachableSchema, 429: rateLimitedSchema, 503: apiErrorSchema },
    detail: {
      tags: ["Analysis"],
      security: [],
      responses: SCAN_RESPONSES,
      summary: "Quick scan: your site against a competitor's",
      description:
        "Reads both home pages and up to three pages each links to (pricing, features, product), in parallel, and returns both Profiles (every plan with its evidence, features, catalog match), the starting-price comparison, feature gaps, a differentiation score and a strategic insight. " +
        "Pages are fetched live under the fetcher's rules: http(s) only, public addresses only (every redirect hop checked), 10 s and 5 MiB per page, HTML only. " +
        "400 when a URL is invalid or refused; 422 `url_unreachable` when a home page cannot be read or a site is too complex to analyse within its CPU budget (the message names the URL and why); 503 when too many sites are being analysed to queue another (Retry-After says when to try again). " +
        ANALYSIS_LIMITS_TEXT,
    },
  });
