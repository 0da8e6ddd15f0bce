/**
 * The shapes of a report (SEED "Report", SPEC §5 "Reports"), written once in zod: the summary the
 * generation job stores, the answer of GET /api/reports/get, and the rules for the competitor
 * URLs of a request. Types derive from them; the routes validate and document with them.
 *
 * The seed fixes `id, user_id, status, tier, summary.{competitors, analysis_date, overview,
 * per_competitor, cross_analysis, recommendations}, created_at` and leaves the element shapes
 * open ("not shown"); those are decided here and described field by field. Fields beyond the
 * seed's are additive (`preview_url`, `completed_at`, `message`).
 *
 * The summary's and the report's schemas are `z.lazy`, built at their first use rather than at
 * import, as the scan's result schemas are (src/intel/analyze/schemas.ts).
 */
import { z } from "zod";
import { evidenceSchema, inferredFieldSchema, profileSchema } from "../intel/analyze/schemas";
import { parseTarget } from "../net/outbound";
import { REPORT_STATUSES } from "./tables";

export { REPORT_STATUSES };
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The one tier the seed shows; the only one sold. */
export const REPORT_TIER = "snapshot";

/** Competitors one report covers (SEED "Limits": at most 5). */
export const MAX_COMPETITORS = 5;

/**
 * A competitor URL as reports compare them: the fetcher's rules (http(s), ≤ 2,048 characters, no
 * credentials), then scheme and host lower-cased and the default port dropped (the URL parser
 * does both), the fragment dropped and a trailing slash unified ("/pricing/" is "/pricing"; the
 * root stays "/"), so one site cannot be bought twice in one report under two spellings.
 */
export function normaliseCompetitorUrl(text: string): string {
  const url = parseTarget(text);
  url.hash = "";
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  return url.href;
}

/** One website URL under the competitor URLs' rules (normalised the same way): a competitor's, or the requester's own (`your_url`). */
export const siteUrlSchema = z.string({ error: "must be a string (a website URL)" }).transform((value, ctx) => {
  try {
    return normaliseCompetitorUrl(value);
  } catch (e) {
    ctx.addIssue({ code: "custom", message: (e as Error).message });
    return z.NEVER;
  }
});

/** 1–5 distinct competitor URLs, normalised; duplicates after normalisation are named in the error. */
export const competitorUrlsSchema = z
  .array(siteUrlSchema, { error: "is required and must be an array of website URLs" })
  .min(1, "must list at least one competitor URL")
  .max(MAX_COMPETITORS, `must list at most ${MAX_COMPETITORS} competitor URLs`)
  .superRefine((urls, ctx) => {
    const seen = new Set<string>();
    const twice = [...new Set(urls.filter((u) => seen.has(u) || !seen.add(u)))];
    if (twice.length) {
      ctx.addIssue({
        code: "custom",
        message: `lists ${twice.join(", ")} more than once (URLs are compared with scheme and host lower-cased, the default port, the fragment and a trailing slash dropped)`,
      });
    }
  });

// ── The summary ───────────────────────────────────────────────────────────────────────────────

export const findingSchema = z.lazy(() =>
  z.object({
    title: z.string().describe("The finding in a few words."),
    detail: z.string().describe("What was found and why it matters."),
    evidence: evidenceSchema,
  }),
);
export type Finding = z.infer<typeof findingSchema>;

const sizeSchema = z.lazy(() =>
  z
    .object({
      label: z.enum(["solo", "startup", "scaleup", "enterprise"]).describe("0–1 points solo, 2–4 startup, 5–7 scaleup, 8+ enterprise (the roast's rule)."),
      signals: z.array(z.string()).describe("The signals that scored."),
    })
    .describe("How big the company looks from its site."),
);

export const FAILURE_REASONS = ["refused", "dns", "timeout", "connect", "tls", "http_status", "not_html", "too_large", "redirects", "too_complex"] as const;

export const perCompetitorSchema = z.lazy(() =>
  z.object({
    url: z.string().describe("The competitor URL as requested (normalised)."),
    name: z.string().describe("The product's name; the domain when the site could not be read."),
    status: z.enum(["analyzed", "unreachable"]).describe("unreachable: the home page could not be read; `error` says why, and the analysis fields are null or empty."),
    error: z
      .object({
        reason: z.enum(FAILURE_REASONS).describe("refused (address policy), dns, timeout (10 s), connect, tls, http_status (4xx/5xx), not_html, too_large (5 MiB), redirects, or too_complex (its analysis went over its CPU budget, 5 s by default)."),
        message: z.string().describe("The reason in a sentence."),
      })
      .nullable()
      .describe("Why the site could not be read; null when it was."),
    profile: profileSchema.nullable().describe("What the site says: identity, every plan with its evidence, features, catalog match."),
    strengths: z.array(findingSchema).describe("What the site does well, each with the page and words that show it."),
    weaknesses: z.array(findingSchema).describe("What undermines its pitch (the roast's findings), heaviest first, each with its evidence."),
    positioning_score: z.number().int().min(0).max(100).nullable().describe("0–100: 100 minus the weight of each weakness (the roast's score)."),
    estimated_size: sizeSchema.nullable(),
  }),
);
export type PerCompetitor = z.infer<typeof perCompetitorSchema>;

export const ladderEntrySchema = z.lazy(() =>
  z.object({
    competitor: z.string().describe("The competitor's name."),
    url: z.string().describe("The competitor URL as requested."),
    plan: z.string().describe("Its entry plan: the cheapest paid plan (monthly equivalent)."),
    amount: z.number().describe("Monthly-equivalent price of the entry plan (a yearly price / 12), per user when `per_user`."),
    per_user: z.boolean().describe("The price is per user or seat (counted as one seat on the ladder)."),
    price_text: z.string().describe("The price as the page shows it."),
    inferred: z.array(inferredFieldSchema).describe("Parts of the price inferred rather than read beside it (`period`, `currency`, `per_user`; see the plan's `inferred`): the report's text says so (\"$29 (period not stated)\")."),
    evidence: evidenceSchema,
  }),
);
export type LadderEntry = z.infer<typeof ladderEntrySchema>;

export const crossAnalysisSchema = z.lazy(() =>
  z
    .object({
      price_ladder: z
        .object({
          currency: z.string().nullable().describe("The currency the ladder compares (the most common among entry prices); null without any price."),
          entries: z.array(ladderEntrySchema).describe("Each competitor's entry price in `currency`, cheapest first."),
          cheapest: ladderEntrySchema.nullable(),
          most_expensive: ladderEntrySchema.nullable(),
          median: z
            .object({
              amount: z.number().describe("The median entry price (the mean of the middle two for an even count), two decimals."),
              plans: z.array(z.object({ competitor: z.string(), plan: z.string() })).describe("The plan(s) at the middle of the ladder."),
            })
            .nullable(),
          not_compared: z
            .array(z.object({ competitor: z.string(), url: z.string(), reason: z.string().describe("No paid price shown, or a price in another currency.") }))
            .describe("Analyzed competitors left off the ladder, and why."),
        })
        .describe("Entry prices side by side."),
      feature_matrix: z
        .object({
          competitors: z.array(z.object({ name: z.string(), url: z.string() })).describe("The columns: the analyzed competitors, in request order."),
          rows: z.array(z.object({ feature: z.string(), present: z.array(z.boolean()).describe("Per column: whether the competitor lists the feature.") })).describe("Features matched by meaning across the sites, most widely offered first."),
        })
        .describe("Which competitor lists which feature."),
      common_features: z.array(z.object({ feature: z.string(), competitors: z.array(z.string()).describe("Names of the competitors that list it.") })).describe("Features listed by two or more competitors, most widely offered first."),
      unique_features: z.array(z.object({ competitor: z.string(), url: z.string(), features: z.array(z.string()) })).describe("Per analyzed competitor: the features no other competitor lists."),
      differentiation_scores: z
        .array(
          z.object({
            competitor: z.string(),
            url: z.string(),
            score: z.number().int().min(0).max(100).describe("0–100: round(100 × (0.6 × feature difference + 0.25 × price gap to the others' median + 0.15 × different pricing model)), the scan's formula against the rest of the set."),
          }),
        )
        .describe("How different each competitor is from the others."),
    })
    .describe("The competitors compared with one another."),
);
export type CrossAnalysis = z.infer<typeof crossAnalysisSchema>;

export const recommendationSchema = z.lazy(() =>
  z.object({
    title: z.string().describe("What to do, in a line."),
    detail: z.string().describe("The fact it rests on and what follows from it."),
    priority: z.enum(["high", "medium", "low"]),
    evidence: z.array(evidenceSchema).min(1).describe("The pages and words the fact was read from."),
  }),
);
export type Recommendation = z.infer<typeof recommendationSchema>;

export const reportSummarySchema = z.lazy(() =>
  z
    .object({
      competitors: z.array(z.string()).describe("The competitor URLs, as requested (normalised)."),
      analysis_date: z.iso.date().describe("The day (UTC) the sites were read."),
      overview: z.string().describe("A paragraph naming the competitors and the main finding."),
      your_product: z
        .object({
          url: z.string().describe("`your_url` as requested (normalised)."),
          name: z.string().describe("Your product's name as read from the site; the domain when it could not be read."),
          status: z.enum(["analyzed", "unreachable"]).describe("unreachable: the site could not be read; the advice is then not compared with it."),
          error: z.object({ reason: z.enum(FAILURE_REASONS), message: z.string() }).nullable().describe("Why the site could not be read; null when it was."),
          profile: profileSchema.nullable().describe("What your site says (plans, features), as for a competitor."),
        })
        .nullable()
        .describe("The requester's own site (`your_url` of the request), which the recommendations are measured against; null when the request named none."),
      per_competitor: z.array(perCompetitorSchema).describe("One entry per competitor URL, in request order."),
      cross_analysis: crossAnalysisSchema,
      recommendations: z.array(recommendationSchema).min(3).describe("At least three, most important first; each derived from a fact of the sites read."),
    })
    .describe("The report. Empty (`{}`) until the report is completed."),
);
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET /api/reports/get — the seed's Report, in every status. */
export const reportSchema = z.lazy(() =>
  z.object({
    id: z.uuid().describe("The report's id (a random UUID v4): also the credential that opens it."),
    user_id: z.uuid().describe("The requester's account (found or created by the request's email, or the signed-in account)."),
    status: z.enum(REPORT_STATUSES).describe("pending (awaiting payment) → processing (paid, generating) → completed; or failed (the message says why)."),
    tier: z.string().describe("`snapshot`."),
    summary: z.union([reportSummarySchema, z.object({}).strict().describe("Empty until the report is completed.")]),
    created_at: z.iso.datetime().describe("When the report was requested (ISO 8601, UTC)."),
    completed_at: z.iso.datetime().nullable().describe("When it was completed; null before."),
    preview_url: z.url().describe("The report as a readable, printable page: {base}/reports/{id}."),
    message: z.string().optional().describe("Only when failed: why, in a sentence."),
  }),
);
export type ReportBody = z.infer<typeof reportSchema>;
