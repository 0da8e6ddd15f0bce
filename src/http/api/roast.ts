/**
 * POST /api/roast — one public website, roasted (SPEC §5): estimated size, top features,
 * weaknesses with their evidence, a positioning score and a verdict. Limited like the scan.
 */
import { Elysia } from "elysia";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { roastInputSchema, roastResultSchema } from "../../intel/analyze/schemas";
import type { IntelService } from "../../intel/service";
import { jsonBody } from "../plugins/body";
import { ROAST_RESPONSES } from "./analysis-docs";
import { requestMeta } from "../plugins/core";
import { apiErrorSchema } from "../openapi-docs";
import { ANALYSIS_LIMITS_TEXT } from "./scan";
import { badRequestSchema, rateLimitedSchema, urlUnreachableSchema } from "./schemas";

export const roastRoutes = (deps: { intel: Pick<IntelService, "roast">; context: ContextFactory }) =>
  new Elysia({ name: "api-roast" }).post("/api/roast", ({ body, request }) => deps.intel.roast(deps.context(ANONYMOUS, requestMeta(request).ip), body), {
    ...jsonBody(roastInputSchema),
    response: { 200: roastResultSchema, 400: badRequestSchema, 422: urlUnreachableSchema, 429: rateLimitedSchema, 503: apiErrorSchema },
    detail: {
      tags: ["Analysis"],
      security: [],
      responses: ROAST_RESPONSES,
      summary: "Roast a website",
      description:
        "Reads the home page and up to three pages it links to (pricing, features, product) and returns the estimated company size with the signals behind it, the top five features, weaknesses (each with the page and words that show it), a positioning score (100 minus the weight of each weakness) and a one-sentence verdict. " +
        "400 when the URL is invalid or refused; 422 `url_unreachable` when the home page cannot be read or the site is too complex to analyse within its CPU budget; 503 when too many sites are being analysed to queue another (Retry-After says when to try again). " +
        ANALYSIS_LIMITS_TEXT,
    },
  });
