/**
 * Interface A request and response schemas (zod). The routes validate with them and the OpenAPI
 * document is generated from them, so the two cannot drift apart.
 */
import { z } from "zod";
import { ORDERS, RELEVANCE_WEIGHTS, SORT_KEYS } from "../../catalog/catalog-index";
import { PRICING_MODELS, toolSchema } from "../../catalog/schema";

export const apiVersion = z.literal("1.0.0").describe("Interface A version; on every response, errors included.");

/**
 * zod's error option for a parameter that may be given once: an array reaches validation only
 * when the parameter was repeated (see `exactQuery`), and only `feature` may repeat — any other
 * parameter given twice is refused rather than silently taking one of the values.
 */
const notRepeated = (message?: string) => (issue: { input?: unknown }) =>
  Array.isArray(issue.input) ? `is given more than once; give it once (only ${REPEATABLE_PARAMS.map((p) => `"${p}"`).join(", ")} may be repeated)` : message;

/** Query parameters that may be given several times (always an array once parsed). */
export const REPEATABLE_PARAMS = ["feature"];

const once = (max: number) => z.string({ error: notRepeated() }).max(max);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message = `must be one of ${values.join(", ")}`) => z.enum(values, { error: notRepeated(message) });

/** A whole number written in plain digits ("1e3", "0x10" and "2.0" are refused, not guessed at). */
const wholeNumber = (name: string, min: number) =>
  z
    .string({ error: notRepeated() })
    .regex(/^\d{1,15}$/, `${name} must be a whole number${min > 0 ? ` of at least ${min}` : ""}`)
    .transform(Number)
    .refine((n) => n >= min, `${name} must be at least ${min}`);

export const toolsQuerySchema = z.object({
  q: once(500)
    .optional()
    .describe(
      "Search terms (case-insensitive; every whitespace-separated term must occur in the name, category, description or differentiator). Features are not searched by q: filter on them with `feature`. With q, results are sorted by relevance unless `sort` says otherwise.",
    )
    .meta({ example: "crm" }),
  search: once(500).optional().describe("Alias of q.").meta({ example: "video calls" }),
  slug: once(200).optional().describe("When given, the response is the GET /tools/{slug} body for that tool (slug, name or alias, as there).").meta({ example: "slack" }),
  category: once(200)
    .optional()
    .describe("A category's exact name (case-insensitive) or its slug, as listed by GET /categories. An unknown category gives an empty list.")
    .meta({ example: "project-management" }),
  feature: z
    .array(z.string())
    .max(10, "may be given at most 10 times")
    // Checked on the whole list so the error names "feature", not "feature.2".
    .refine((list) => list.every((f) => f.trim() !== "" && f.length <= 100), "must be 1 to 100 characters, not blank, each time it is given")
    .optional()
    .describe(
      "Feature filter; repeat it to require several (every one must match). Matches a feature of the tool at the start of a word, ignoring case and spacing: `kanban` matches \"Kanban boards\", `gantt` matches \"Gantt charts\".",
    )
    .meta({ example: ["kanban", "gantt"] }),
  model: once(40)
    .optional()
    .refine((v) => v === undefined || PRICING_MODELS.some((m) => m.toLowerCase() === v.toLowerCase()), `must be one of ${PRICING_MODELS.join(", ")}`)
    .describe(`Pricing model: ${PRICING_MODELS.join(", ")} (case-insensitive).`)
    .meta({ example: "Freemium" }),
  free: oneOf(["true", "false"], "must be true or false").optional().describe("Only tools with (true) or without (false) a free tier.").meta({ example: "true" }),
  sort: oneOf(SORT_KEYS)
    .optional()
    .describe(
      `${SORT_KEYS.join(", ")}. name: by name (the default without q); category: by category, then name; price: by the numeric amount of starting_price, $0 first, Custom last, ties by name; relevance (the default with q): a score where each q term counts by the best field it occurs in — name ${RELEVANCE_WEIGHTS.name}, category ${RELEVANCE_WEIGHTS.category}, differentiator ${RELEVANCE_WEIGHTS.differentiator}, description ${RELEVANCE_WEIGHTS.description} — times 3 for a whole word, 2 for a word prefix, 1 inside a word, summed over the terms; ties by rank in the category, then name.`,
    )
    .meta({ example: "relevance" }),
  order: oneOf(ORDERS)
    .optional()
    .describe(
      "asc or desc. Each sort has a natural direction, used when order is absent: ascending for name, category and price (A→Z, cheapest first), descending for relevance (best match first). The other direction reverses the list; by price, Custom stays last either way.",
    )
    .meta({ example: "desc" }),
  limit: wholeNumber("limit", 1).optional().describe("Page size (integer ≥ 1), default 50; values above 100 are clamped to 100.").meta({ example: "20" }),
  offset: wholeNumber("offset", 0).optional().describe("Matches to skip (integer ≥ 0), default 0.").meta({ example: "0" }),
});
export type ToolsQuery = z.infer<typeof toolsQuerySchema>;

const LOOKUP =
  "a slug, or forgivingly: the slug in any case, the tool's name (case-insensitive), or a known alias (short or former name, e.g. \"ms teams\"). The response carries the canonical slug.";

export const slugParamsSchema = z.object({ slug: z.string().min(1).max(200, "must be at most 200 characters").describe(`The tool: ${LOOKUP}`).meta({ example: "slack" }) });

/**
 * a and b are required, each under one of two names: the seed spells them a/b and tool1/tool2.
 * OpenAPI cannot say "one of these two"; the document marks a and b required (route detail) and
 * notes the aliases in words and in `x-alias-of`. The handler checks presence itself, to name
 * what is missing.
 */
export const compareQuerySchema = z.object({
  a: once(200).optional().describe(`First tool: ${LOOKUP} Required: give a, or its alias tool1 (when both are given, a is used).`).meta({ example: "Zoom" }),
  tool1: once(200).optional().describe("Alias of a, accepted in its place.").meta({ example: "zoom", "x-alias-of": "a" }),
  b: once(200).optional().describe("Second tool, found like a. Required: give b, or its alias tool2 (when both are given, b is used).").meta({ example: "google meet" }),
  tool2: once(200).optional().describe("Alias of b, accepted in its place.").meta({ example: "google-meet", "x-alias-of": "b" }),
});

const toolSummary = z.object({ slug: z.string(), name: z.string(), starting_price: z.string(), free_tier: z.boolean() });

// The response schemas are `z.lazy`: built at their first use (an answer checked on the slow path, the OpenAPI
// document), not at every start (docs/benchmarks.md, "Cold start, session 17"); the query schemas above stay eager.
export const toolListSchema = z.lazy(() =>
  z.object({
    api_version: apiVersion,
    total: z.number().int().describe("Number of matching tools before pagination."),
    offset: z.number().int(),
    limit: z.number().int().describe("Page size applied (after clamping)."),
    tools: z.array(toolSchema),
    categories_available: z.array(z.string()).describe("Every category name in the catalog, sorted."),
  }),
);

export const toolDetailSchema = z.lazy(() =>
  z.object({
    api_version: apiVersion,
    tool: toolSchema,
    category_stats: z.object({ total_in_category: z.number().int(), free_tier_count: z.number().int() }),
    competitors: z
      .array(
        z.object({
          slug: z.string(),
          name: z.string(),
          url: z.string(),
          starting_price: z.string(),
          free_tier: z.boolean(),
          pricing_model: z.string(),
          differentiator: z.string(),
        }),
      )
      .describe("Every other tool of the category, most prominent first."),
  }),
);

const comparedTool = z.lazy(() =>
  toolSchema.pick({
    slug: true,
    name: true,
    url: true,
    category: true,
    pricing_model: true,
    starting_price: true,
    free_tier: true,
    differentiator: true,
    features: true,
    target_audience: true,
  }),
);

export const comparisonSchema = z.lazy(() =>
  z.object({
    api_version: apiVersion,
    comparison: z.object({ tool_a: comparedTool, tool_b: comparedTool }),
    feature_analysis: z.object({
      shared_features: z.array(z.string()).describe("Features both tools have (compared ignoring case and spacing), in tool_a's wording."),
      tool_a_only: z.array(z.string()),
      tool_b_only: z.array(z.string()),
    }),
    category_context: z.object({
      category: z.string().describe("tool_a's category."),
      same_category: z.boolean(),
      total_tools_in_category: z.number().int(),
      free_tier_percentage: z.number().int(),
      competitive_intensity: z.number().int().min(0).max(100).describe("round(60 × min(n, 15) / 15 + 40 × share of free tiers)."),
      intensity_label: z.enum(["Low", "Medium", "High"]).describe("Low < 40, Medium 40–69, High ≥ 70."),
      competitors_in_category: z.array(toolSummary).describe("The category's other tools (not a or b), by rank, at most 10."),
    }),
  }),
);

export const categoriesSchema = z.lazy(() =>
  z.object({
    api_version: apiVersion,
    total_categories: z.number().int(),
    total_tools: z.number().int(),
    categories: z.array(
      z.object({
        category: z.string(),
        slug: z.string().describe("The category's slug; `category=` accepts it as well as the name."),
        tool_count: z.number().int(),
        free_tier_count: z.number().int(),
        free_tier_percentage: z.number().int(),
        pricing_models: z.array(z.string()),
        top_tools: z.array(toolSummary).describe("The five most prominent tools."),
      }),
    ),
  }),
);

export const v1ErrorSchema = z.lazy(() =>
  z.object({
    api_version: apiVersion,
    error: z.string().describe("Machine-readable code, e.g. bad_request, not_found, invalid_api_key."),
    message: z.string().describe("What went wrong and what to do, naming the parameter."),
    field: z.string().optional().describe("The parameter or field at fault, on validation errors."),
    suggestions: z
      .union([z.array(z.string()), z.record(z.string(), z.array(z.string()))])
      .optional()
      .describe("On 404s: close slugs (or, for an alias several tools share, the candidates); on /compare, per side (`a`, `b`)."),
    not_found: z.enum(["a", "b", "both"]).optional().describe("Which compared tool was not found (compare only)."),
  }),
);

export const rateLimitErrorSchema = z.lazy(() =>
  z.object({
    api_version: apiVersion,
    error: z.literal("rate_limit_exceeded"),
    limit: z.number().int().describe("The limit that was hit."),
    retry_after_seconds: z.number().int(),
    message: z.string(),
    window: z.enum(["minute", "day", "month"]).describe("The window of the limit that was hit."),
    links: z
      .object({ pricing: z.url().describe("The pricing page, where an API key with higher limits is bought.") })
      .optional()
      .describe("Free tier only (no x-api-key): where to get a key instead of waiting."),
  }),
);
