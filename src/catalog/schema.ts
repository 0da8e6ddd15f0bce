/**
 * Catalog schemas — the Tool resource (SEED.md), the dataset file (data/tools.json) and the input
 * an admin submits. Written once; types, validation, the dataset check and OpenAPI derive from them.
 */
import { z } from "zod";

export const PRICING_MODELS = ["Freemium", "Subscription", "Usage-based", "Free"] as const;
export const pricingModelSchema = z.enum(PRICING_MODELS, { error: `must be one of ${PRICING_MODELS.join(", ")}` });

/**
 * `$8.75/user/month`, `$15/month`, `$99/year`, `$0` (free only), `Custom` (quote only), or for
 * usage-based products without a base fee the published unit price with its unit:
 * `$0.00005/event`, `$0.10/GB`, `$0.0004/1k requests`; card processors as they publish it:
 * `2.9% + $0.30/transaction`.
 */
export const STARTING_PRICE = /^(\$0|Custom|\$\d{1,5}(\.\d{2})?(\/user)?\/(month|year)|\$\d{1,5}(\.\d{1,6})?\/(?!month$|year$|user\/)[A-Za-z0-9][A-Za-z0-9 .-]{0,30}|\d{1,2}(\.\d{1,2})?% \+ \$\d{1,5}(\.\d{2})?\/transaction)$/;
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const text = (min: number, max: number, what: string) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .min(min, `${what} must be at least ${min} characters`)
    .max(max, `${what} must be at most ${max} characters`);

export const toolSchema = z
  .object({
    slug: z.string().regex(SLUG, "must be lowercase letters, digits and single hyphens").max(80),
    name: text(1, 80, "name"),
    url: z.url({ protocol: /^https$/, error: "must be an https URL" }),
    category: text(2, 60, "category"),
    pricing_model: pricingModelSchema,
    starting_price: z.string().regex(STARTING_PRICE, "must look like $12/month, $8.75/user/month, $99/year, $0.0004/request, 2.9% + $0.30/transaction, $0 or Custom"),
    free_tier: z.boolean({ error: "must be true or false" }),
    description: text(40, 400, "description"),
    differentiator: text(10, 300, "differentiator"),
    features: z.array(text(2, 80, "a feature"), { error: "must be a list of strings" }).min(3, "needs at least 3 features").max(20),
    target_audience: text(3, 200, "target_audience"),
  })
  .meta({
    example: {
      slug: "asana",
      name: "Asana",
      url: "https://asana.com",
      category: "Project Management",
      pricing_model: "Freemium",
      starting_price: "$10.99/user/month",
      free_tier: true,
      description: "Work management platform for planning projects, tracking tasks and coordinating cross-team workflows.",
      differentiator: "Goals and portfolios tie everyday tasks to company objectives.",
      features: ["Task management", "Kanban boards", "Timeline view", "Automations"],
      target_audience: "Teams of every size coordinating cross-functional work",
    },
  });

export type Tool = z.infer<typeof toolSchema>;

/**
 * Other names a tool is looked up by (short names, former names after a rename). Internal: they
 * steer lookups but never appear in the API's Tool object.
 */
export const aliasesSchema = z.array(text(2, 60, "an alias"), { error: "must be a list of strings" }).max(12, "at most 12 aliases");

/** What an admin submits to add a tool (slug optional: derived from the name). */
// The admin's and the dataset file's schemas are `z.lazy`: built at their first use (an admin's form, a dataset parsed),
// not at every start, which needs neither (docs/benchmarks.md, "Cold start, session 17").
export const toolInputSchema = z.lazy(() => toolSchema.extend({ slug: toolSchema.shape.slug.optional(), aliases: aliasesSchema.optional() }));
export type ToolInput = z.infer<typeof toolInputSchema>;
/** What an admin submits to edit a tool: any subset of fields except the slug. */
export const toolChangesSchema = z.lazy(() => toolSchema.omit({ slug: true }).extend({ aliases: aliasesSchema }).partial());
export type ToolChanges = z.infer<typeof toolChangesSchema>;

/**
 * Which rate a plan price (`/month`, `/year`) is, so the annual-vs-monthly rule of
 * docs/catalog.md can be checked tool by tool: `monthly` — month-to-month billing is sold and the
 * price is its month-to-month price; `annual` — the plan is sold with annual billing only and the
 * price is written per year; `annual-commitment` — the headline price of an annual subscription
 * quoted per month and payable monthly, the one exception docs/catalog.md makes (Microsoft's
 * business plans).
 */
export const BILLING_TERMS = ["monthly", "annual", "annual-commitment"] as const;
/** A per-month plan rate as vendors quote annual billing: `$3.99/month`, `$7.25/user/month`. */
export const MONTHLY_RATE = /^\$\d{1,5}(\.\d{2})?(\/user)?\/month$/;

/**
 * A tool as the dataset file carries it: the public Tool plus bookkeeping that never reaches the
 * API's Tool object — other names it is looked up by (short names, former names after a rename),
 * the pricing page its price was read from, the date that was done, which billing the price is
 * and, where the pricing page quotes one, the per-month rate of annual billing (kept so that the
 * check can tell the two rates apart).
 */
export const datasetToolSchema = z.lazy(() =>
  toolSchema.extend({
    aliases: aliasesSchema.optional(),
    pricing_url: z.url({ protocol: /^https$/, error: "must be an https URL" }).optional(),
    prices_checked: z.iso.date().optional(),
    billing: z.enum(BILLING_TERMS, { error: `must be one of ${BILLING_TERMS.join(", ")}` }).optional(),
    annual_rate: z.string().regex(MONTHLY_RATE, "must look like $3.99/month or $7.25/user/month").optional(),
  }),
);
export type DatasetTool = z.infer<typeof datasetToolSchema>;

export const datasetSchema = z.lazy(() =>
  z.object({
    /** Bumped whenever the file changes; a newer version updates rows nobody edited. */
    version: z.number().int().min(1),
    /** When the list prices were last checked against the vendors' pricing pages (YYYY-MM-DD). */
    prices_checked: z.iso.date(),
    /** Tools, grouped by category, each category in order of prominence (the rank). */
    tools: z.array(datasetToolSchema).min(1),
  }),
);
export type Dataset = z.infer<typeof datasetSchema>;

/** The slug a name gets: lowercase, every run of other characters becomes one hyphen. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
