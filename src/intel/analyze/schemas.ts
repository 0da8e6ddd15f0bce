/**
 * The shapes of SPEC §5 — the scan and roast requests, Profile, the scan result and the roast
 * result — written once in zod; the types derive from them, and the routes use them for
 * validation and for the OpenAPI document (hence a description on every field).
 * Fields beyond the SPEC's are additive (annual_amount, list_amount, trial_days, evidence, …).
 *
 * The result schemas are `z.lazy`: built at their first use (a response checked, a report parsed,
 * the OpenAPI document), not at import — about 150 schemas no start needs (docs/benchmarks.md,
 * "Cold start, session 17"). The request schemas stay eager: the first request of a route uses them.
 */
import { z } from "zod";
import { parseTarget } from "../../net/outbound.ts";
import { INFERRED_FIELDS } from "../facts.ts";

/**
 * A target site's address as a customer gives it: http(s), at most 2,048 characters, no user
 * name or password (parseTarget's rules, whose reasons become the validation message). The
 * value passed on is the normalised URL ("HTTPS://Example.com" → "https://example.com/").
 */
export const targetUrlSchema = z
  .string({ error: "is required and must be a string" })
  .transform((value, ctx) => {
    try {
      return parseTarget(value).href;
    } catch (e) {
      ctx.addIssue({ code: "custom", message: (e as Error).message });
      return z.NEVER;
    }
  });

export const scanInputSchema = z
  .object({
    your_url: targetUrlSchema.meta({ description: "Your product's public website (home page): http(s), at most 2,048 characters.", format: "uri", examples: ["https://your-product.com"] }),
    competitor_url: targetUrlSchema.meta({ description: "The competitor's public website (home page).", format: "uri", examples: ["https://competitor.com"] }),
  })
  .meta({ example: { your_url: "https://linear.app", competitor_url: "https://www.atlassian.com/software/jira" } });
export type ScanInput = z.output<typeof scanInputSchema>;

export const roastInputSchema = z
  .object({ url: targetUrlSchema.meta({ description: "The public website (home page) to roast: http(s), at most 2,048 characters.", format: "uri", examples: ["https://example.com"] }) })
  .meta({ example: { url: "https://linear.app" } });
export type RoastInput = z.output<typeof roastInputSchema>;

export const evidenceSchema = z.lazy(() =>
  z
    .object({
      url: z.string().describe("The page the fact was read from."),
      snippet: z.string().max(161).describe("The text that shows it (at most 160 characters)."),
      selector: z.string().optional().describe("Where in the page, when known (a CSS-like path or a data source such as JSON-LD)."),
    })
    .describe("Why a fact is claimed: the page and the words on it."),
);

export const periodSchema = z.enum(["month", "year", "one_time"]);
export const inferredFieldSchema = z.enum(INFERRED_FIELDS);
export const pricingModelSchema = z.enum(["free", "freemium", "subscription", "usage-based", "one-time", "contact-sales-only", "unknown"]);

export const profilePlanSchema = z.lazy(() =>
  z.object({
    name: z.string().describe('The plan\'s name as shown, badges such as "Most popular" removed.'),
    amount: z.number().nullable().describe("The price charged now per `period` (for monthly plans the monthly-billing price); 0 for a free plan; null for contact-sales plans."),
    currency: z.string().nullable().describe("ISO 4217 code (USD, EUR, GBP, …); null for contact-sales plans."),
    period: periodSchema.nullable().describe("Billing period of `amount`: month, year or one_time (lifetime deals); null for contact-sales plans."),
    per_user: z.boolean().describe("True when the price is per user, seat, member, agent…"),
    group: z.string().nullable().describe('The heading of the set of cards the plan belongs to, when the page sells the same plan names in several sets (a "Full seat" under "Professional" and under "Organization"); null otherwise.'),
    price_text: z.string().describe('The price as the page shows it, with its billing words ("$12 per user/month").'),
    annual_amount: z.number().nullable().describe("Per-month price when billed annually, when the page shows it (toggle, data attribute, text)."),
    list_amount: z.number().nullable().describe("A struck-through list price shown next to a promotional `amount`."),
    free: z.boolean().describe("True for a free plan (amount 0)."),
    trial_days: z.number().int().nullable().describe("Length of the free trial in days, when stated."),
    contact_sales: z.boolean().describe('True when there is no price but "Contact sales" / "Custom" / "Get a quote".'),
    limits: z.array(z.string()).describe('What the plan allows, as its card states it ("Up to 3 boards", "10 GB storage", "5 users"; "Unlimited boards" where another plan counts boards): the plan\'s limits, never counted among the site\'s features.'),
    inferred: z
      .array(inferredFieldSchema)
      .describe("The fields of the price that were inferred rather than read beside it: `period` (no billing period stated: the other plans' or monthly), `currency` (no currency shown: the site's other prices'), `per_user` (stated in a note elsewhere on the page). Empty when everything was read. Text built from an inferred value says so (\"$29 (period not stated)\")."),
    evidence: evidenceSchema,
  }),
);

export const withheldPlanSchema = z.lazy(() =>
  z.object({
    name: z.string().describe("The plan's name as read."),
    price_text: z.string().describe("The price as the page shows it."),
    confidence: z.number().min(0).max(1).describe("The confidence model's estimate (0–1) that the plan was read right; below the threshold it was withheld."),
    evidence: evidenceSchema,
  }),
);

export const catalogMatchSchema = z.lazy(() =>
  z
    .object({
      slug: z.string().describe("The tool's slug in the catalog (GET /api/v1/tools/{slug})."),
      name: z.string().describe("The tool's name in the catalog."),
      category: z.string().describe("The tool's catalog category."),
    })
    .describe("The catalog tool with the same registrable domain, or null."),
);

/** SPEC §14: a page whose static read found no plan and whose scripts draw its prices. */
export const renderingSchema = z.lazy(() =>
  z.object({
    url: z.string().describe("The page."),
    rendered: z.boolean().describe("Whether a browser drew the page and its DOM was read instead of the HTML the server sent."),
    needed: z.string().describe('Why the page needs a browser ("the page is an application shell (its scripts draw it)").'),
    reason: z.string().nullable().describe('Why it was not rendered ("not rendered: no browser configured", "not rendered: the page did not finish within 15 s"); null when rendered.'),
  }),
);
export type Rendering = z.infer<typeof renderingSchema>;

export const profileSchema = z.lazy(() =>
  z.object({
    url: z.string().describe("The URL asked for, normalised."),
    final_url: z.string().describe("Where the home page was found after redirects."),
    name: z.string().describe("The product's name (site name, structured data, title, else the domain)."),
    headline: z.string().nullable().describe("The main headline (first meaningful h1, else og:title)."),
    description: z.string().nullable().describe("Meta or og description, else the first substantial paragraph."),
    pricing: z
      .object({
        model: pricingModelSchema.describe("Pricing model read from the plans: free, freemium, subscription, usage-based, one-time, contact-sales-only or unknown."),
        plans: z.array(profilePlanSchema).describe("Every plan found (structured data first, then app state, then visible plan cards and tables), in page order."),
        starting_price: z.number().nullable().describe("Lowest monthly-equivalent price among paid plans, in `currency` (year plans / 12); null without a paid price."),
        currency: z.string().nullable().describe("The site's main currency (ISO 4217)."),
        starting_price_per_user: z.boolean().describe("Whether `starting_price` is per user/seat."),
        starting_price_inferred: z.array(inferredFieldSchema).describe("The parts of `starting_price` inferred rather than read beside it (its plan's `inferred`): text built from it says so."),
        free_tier: z.boolean().describe("A free plan (or a free-forever offer) exists."),
        free_tier_inferred: z
          .boolean()
          .optional()
          .describe("True when `free_tier` is implied rather than read: no free plan or free words on the pages, only a page of its own for the product's Premium (the paid side of a free product). Text built from it says so. Absent in profiles stored before it."),
        free_trial: z.boolean().describe("A free trial is offered."),
        trial_days: z.number().int().nullable().describe("The longest free trial stated, in days."),
        withheld_plans: z
          .array(withheldPlanSchema)
          .optional()
          .describe("Plans the page shows whose reading the engine is not certain enough of to report (docs/intel.md, \"Round 9\"): named with the price as shown, never counted in `plans`, the starting price or change alerts. Empty when every plan read is reported; absent in profiles stored before it."),
        note: z
          .string()
          .nullable()
          .optional()
          .describe('Says when plans were withheld: "Prices found but not certain enough to report: …". Null when none was.'),
      })
      .describe("What the site charges."),
    features: z.array(z.string()).describe("Features named on the site (feature-section headings, plan bullets, comparison rows), normalised, at most 60."),
    catalog_match: catalogMatchSchema.nullable(),
    rendering: z
      .array(renderingSchema)
      // Profiles kept before rendering existed (report snapshots) have none.
      .default([])
      .describe("Pages whose prices are drawn by scripts (asked only when the static read found no plan): whether a browser rendered them (RIVALSCOPE_BROWSER / RIVALSCOPE_BROWSER_WS), or why not. Empty when no page needed it."),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

export const scanResultSchema = z.lazy(() =>
  z.object({
    // unwrap(): the description on the object itself, as it was before profileSchema was lazy (the same JSON Schema, key for key).
    your_product: profileSchema.unwrap().describe("Profile of your_url."),
    competitor: profileSchema.unwrap().describe("Profile of competitor_url."),
    pricing_comparison: z
      .object({
        your_starting_price: z.number().nullable().describe("Your starting price (monthly equivalent)."),
        competitor_starting_price: z.number().nullable().describe("The competitor's starting price (monthly equivalent)."),
        currency: z.string().nullable().describe("Currency of both prices when they share one."),
        difference_percent: z.number().nullable().describe("(competitor − yours) / yours × 100, one decimal: positive when the competitor starts higher; null when prices do not compare."),
        cheaper: z.enum(["you", "competitor", "equal", "unknown"]).describe("Who starts cheaper; unknown when a price is missing or the currency or basis (per user vs flat) differs."),
        summary: z.string().describe("One sentence a person can read."),
      })
      .describe("Starting prices side by side."),
    feature_gaps: z
      .object({
        you_only: z.array(z.string()).describe("Your features the competitor does not list."),
        competitor_only: z.array(z.string()).describe("The competitor's features you do not list."),
        shared: z.array(z.string()).describe("Features both list (in your wording)."),
      })
      .describe("Features matched by meaning (synonyms and word sets), not just spelling."),
    differentiation_score: z.number().int().min(0).max(100).describe("0–100: round(100 × (0.6 × feature difference + 0.25 × price gap + 0.15 × different pricing model))."),
    strategic_insight: z.string().describe("At most two sentences of advice from the comparison."),
    analyzed_at: z.string().describe("When the analysis ran (ISO 8601, UTC)."),
  }),
);
export type ScanResult = z.infer<typeof scanResultSchema>;

export const weaknessSchema = z.lazy(() =>
  z.object({
    title: z.string().describe("The weakness in a few words."),
    detail: z.string().describe("What was found (or not found) and why it matters."),
    evidence: evidenceSchema,
  }),
);
export type Weakness = z.infer<typeof weaknessSchema>;

export const roastResultSchema = z.lazy(() =>
  z.object({
    url: z.string().describe("The URL asked for, normalised."),
    name: z.string().describe("The product's name."),
    estimated_size: z
      .object({
        label: z.enum(["solo", "startup", "scaleup", "enterprise"]).describe("Size from the points of the signals: 0–1 solo, 2–4 startup, 5–7 scaleup, 8+ enterprise."),
        signals: z.array(z.string()).describe("The signals that scored (customer counts, compliance badges, SSO, careers page, …)."),
      })
      .describe("How big the company looks from its site."),
    top_features: z.array(z.string()).max(5).describe("Up to five features, headline features first."),
    weaknesses: z.array(weaknessSchema).min(1).describe("What undermines the site's pitch, heaviest first, each with its evidence."),
    positioning_score: z.number().int().min(0).max(100).describe("0–100: 100 minus the weight of each weakness found."),
    verdict: z.string().describe("One short, pointed sentence."),
    rendering: z
      .array(renderingSchema)
      // Roasts kept before rendering existed (the app's history) have none.
      .default([])
      .describe("As in a Profile: pages whose prices are drawn by scripts, and whether a browser rendered them or why not."),
    analyzed_at: z.string().describe("When the analysis ran (ISO 8601, UTC)."),
  }),
);
export type RoastResult = z.infer<typeof roastResultSchema>;
