/**
 * GET /api/v1 — an index of interface A for someone who has only the base URL: the endpoints in
 * one line each, where the full documentation is, and the tiers with their limits as configured.
 * Neither counted nor limited (like /categories): reading the rules must not use up the quota.
 */
import { Elysia } from "elysia";
import { z } from "zod";
import type { Config, Tier } from "../../config";
import { derived, type SettingsReader } from "../../settings/service";
import { API_VERSION, VERSION } from "../../lib/version";
import { apiVersion } from "./schemas";
import { V1_RESPONSES } from "./docs";

const limitNote = "null means unlimited.";

const indexSchema = z.object({
  api_version: apiVersion,
  version: z.string().describe("The server's version."),
  documentation: z.string().describe("Swagger UI with every parameter, example and error."),
  openapi: z.string().describe("The OpenAPI document."),
  endpoints: z.array(
    z.object({
      method: z.enum(["GET", "POST"]),
      path: z.string(),
      summary: z.string(),
      counted: z.boolean().describe("Counted against the caller's tier: per-minute limit and quota."),
      per_ip_per_minute: z.number().int().nullable().optional().describe(`The endpoint's own limit per client IP, when it has one; ${limitNote}`),
    }),
  ),
  tiers: z.array(
    z.object({
      tier: z.enum(["free", "starter", "pro", "internal"]),
      how: z.string().describe("How a caller gets this tier."),
      per_minute: z.number().int().nullable().describe(`Requests per sliding minute; ${limitNote}`),
      quota: z.number().int().nullable().describe(`Requests per quota window; ${limitNote}`),
      quota_window: z.enum(["day", "month"]).describe("UTC calendar day or month."),
    }),
  ),
});

const HOW: Record<Tier, string> = {
  free: "No x-api-key header; limits apply per client IP.",
  starter: "Subscription: POST /api/v1/checkout with tier starter; the key arrives after payment.",
  pro: "Subscription: POST /api/v1/checkout with tier pro; the key arrives after payment.",
  internal: "Issued by the operator's admin.",
};

export function apiIndex(config: Pick<Config, "tiers" | "ipLimits">): z.infer<typeof indexSchema> {
  return {
    api_version: API_VERSION,
    version: VERSION,
    documentation: "/swagger",
    openapi: "/swagger/json",
    endpoints: [
      { method: "GET", path: "/api/v1", summary: "This index.", counted: false },
      {
        method: "GET",
        path: "/api/v1/tools",
        summary: "List tools: search (q), filter (category name or slug, model, free, feature), sort (name, category, price, relevance; order) and paginate.",
        counted: true,
      },
      { method: "GET", path: "/api/v1/tools/{slug}", summary: "One tool by slug, name or alias, with its category statistics and competitors.", counted: true },
      { method: "GET", path: "/api/v1/compare", summary: "Compare two tools (a, b: slug, name or alias): shared and exclusive features, category context.", counted: true },
      { method: "GET", path: "/api/v1/categories", summary: "Every category with its slug, tool count, free-tier share, pricing models and top tools.", counted: false },
      { method: "POST", path: "/api/v1/checkout", summary: "Start a subscription for a starter or pro key: returns a checkout URL.", counted: false, per_ip_per_minute: config.ipLimits.checkoutPerMinute },
      { method: "POST", path: "/api/v1/validate-key", summary: "Check a key: validity, tier, email and requests this month.", counted: false, per_ip_per_minute: config.ipLimits.validateKeyPerMinute },
    ],
    tiers: (["free", "starter", "pro", "internal"] as const).map((tier) => ({
      tier,
      how: HOW[tier],
      per_minute: config.tiers[tier].perMinute,
      quota: config.tiers[tier].quota,
      quota_window: config.tiers[tier].quotaWindow,
    })),
  };
}

export const apiIndexRoutes = ({ settings }: { settings: SettingsReader }) => {
  // The limits are run-time settings: the body is rebuilt only when they change.
  const body = derived(settings, apiIndex);
  return new Elysia({ name: "v1-index" }).get("/api/v1", () => body(), {
    response: { 200: indexSchema },
    detail: {
      tags: ["Tools"],
      summary: "Index of interface A",
      description: "Version, the endpoints in one line each, where the documentation is, and the tiers with their configured limits. Not rate-limited and not counted.",
      security: [],
      responses: V1_RESPONSES.index,
    },
  });
};
