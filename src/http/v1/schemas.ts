/**
 * Interface A request and response schemas (zod). The routes validate with them and the OpenAPI
 * document is generated from them, so the two cannot drift apart.
 */
import { z } from "zod";
import { PRICING_MODELS, toolSchema } from "../../catalog/schema";

export const apiVersion = z.literal("1.0.0").describe("Interface A version; on every response, errors included.");

/** A whole number written in plain digits ("1e3", "0x10" and "2.0" are refused, not guessed at). */
const wholeNumber = (name: string, min: number) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `${name} must be a whole number${min > 0 ? ` of at least ${min}` : ""}`)
    .transform(Number)
    .refine((n) => n >= min, `${name} must be at least ${min}`);

export const toolsQuerySchema = z.object({
  q: z.string().max(500).optional().describe("Search terms (case-insensitive; every whitespace-separated term must occur in the name, category, description or differentiator)."),
  search: z.string().max(500).optional().describe("Alias of q."),
  slug: z.string().max(200).optional().describe("When given, the response is the GET /tools/{slug} body for that tool."),
  category: z.string().max(200).optional().describe("Exact category name, case-insensitive. An unknown category gives an empty list."),
  model: z
    .string()
    .optional()
    .refine((v) => v === undefined || PRICING_MODELS.some((m) => m.toLowerCase() === v.toLowerCase()), `must be one of ${PRICING_MODELS.join(", ")}`)
    .describe(`Pricing model: ${PRICING_MODELS.join(", ")} (case-insensitive).`),
  free: z.enum(["true", "false"], { error: "must be true or false" }).optional().describe("Only tools with (true) or without (false) a free tier."),
  sort: z.enum(["name", "category", "price"], { error: "must be name, category or price" }).optional().describe("name (default), category (then name) or price (numeric, $0 first, Custom last)."),
  limit: wholeNumber("limit", 1).optional().describe("Page size (integer ≥ 1), default 50; values above 100 are clamped to 100."),
  offset: wholeNumber("offset", 0).optional().describe("Matches to skip (integer ≥ 0), default 0."),
});
export type ToolsQuery = z.infer<typeof toolsQuerySchema>;

export const slugParamsSchema = z.object({ slug: z.string().min(1).max(200).describe("The tool's slug, e.g. asana.") });

export const compareQuerySchema = z.object({
  a: z.string().max(200).optional().describe("First tool: slug or exact name (case-insensitive). Required unless tool1 is given."),
  tool1: z.string().max(200).optional().describe("Alias of a."),
  b: z.string().max(200).optional().describe("Second tool: slug or exact name. Required unless tool2 is given."),
  tool2: z.string().max(200).optional().describe("Alias of b."),
});

const toolSummary = z.object({ slug: z.string(), name: z.string(), starting_price: z.string(), free_tier: z.boolean() });

export const toolListSchema = z
  .object({
    api_version: apiVersion,
    total: z.number().int().describe("Number of matching tools before pagination."),
    offset: z.number().int(),
    limit: z.number().int().describe("Page size applied (after clamping)."),
    tools: z.array(toolSchema),
    categories_available: z.array(z.string()).describe("Every category name in the catalog, sorted."),
  })
  ;

export const toolDetailSchema = z
  .object({
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
  })
  ;

const comparedTool = toolSchema.pick({
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
});

export const comparisonSchema = z
  .object({
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
  })
  ;

export const categoriesSchema = z
  .object({
    api_version: apiVersion,
    total_categories: z.number().int(),
    total_tools: z.number().int(),
    categories: z.array(
      z.object({
        category: z.string(),
        tool_count: z.number().int(),
        free_tier_count: z.number().int(),
        free_tier_percentage: z.number().int(),
        pricing_models: z.array(z.string()),
        top_tools: z.array(toolSummary).describe("The five most prominent tools."),
      }),
    ),
  })
  ;

export const v1ErrorSchema = z
  .object({
    api_version: apiVersion,
    error: z.string().describe("Machine-readable code, e.g. bad_request, not_found, invalid_api_key."),
    message: z.string().describe("What went wrong and what to do, naming the parameter."),
    suggestions: z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]).optional().describe("Close slugs, on 404s."),
    not_found: z.enum(["a", "b", "both"]).optional().describe("Which compared tool was not found (compare only)."),
  })
  .meta({ example: { api_version: "1.0.0", error: "bad_request", message: 'Invalid query parameter "limit": limit must be at least 1' } });

export const rateLimitErrorSchema = z
  .object({
    api_version: apiVersion,
    error: z.literal("rate_limit_exceeded"),
    limit: z.number().int().describe("The limit that was hit."),
    retry_after_seconds: z.number().int(),
    message: z.string(),
    window: z.enum(["minute", "day", "month"]).describe("The window of the limit that was hit."),
  })
  .meta({
    example: { api_version: "1.0.0", error: "rate_limit_exceeded", limit: 30, retry_after_seconds: 12, message: "Rate limit of 30 requests per minute exceeded; retry in 12 seconds.", window: "minute" },
  });
