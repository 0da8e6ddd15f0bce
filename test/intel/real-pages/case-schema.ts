/**
 * The shape of one real-page case (test/intel/real-pages/cases/<slug>.json): where a company's saved
 * pages come from (repository, commit, paths) and what a careful human reader sees on them, written
 * before the engine ever reads the pages. The conventions are in test/intel/real-pages/README.md; the
 * plan fields follow the engine's PlanFact (src/intel/facts.ts) so a scorer can compare them directly.
 * Objects are strict so that a misspelt key ("anual_amount") fails loudly instead of being ignored.
 */
import { z } from "zod";

const hex40 = z.string().regex(/^[0-9a-f]{40}$/, "a full 40-hex commit id");

export const planSchema = z.strictObject({
  /** As the page shows it (case as shown). */
  name: z.string().min(1),
  /** When a page has several groups of plans with the same names (a second table under "Enterprise"). */
  group: z.string().min(1).optional(),
  /** Price charged now per `period` for monthly billing; null for contact-sales plans. */
  amount: z.number().nonnegative().nullable(),
  /** Per-month price when billed annually, when the page shows one. */
  annual_amount: z.number().nonnegative().nullable().optional(),
  /** A struck-through price beside the promotional `amount`. */
  list_amount: z.number().nonnegative().nullable().optional(),
  currency: z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code").nullable(),
  period: z.enum(["month", "year", "one_time"]).nullable(),
  per_user: z.boolean(),
  free: z.boolean().optional(),
  contact_sales: z.boolean().optional(),
  trial_days: z.number().int().positive().nullable().optional(),
});

export const changeSchema = z.strictObject({
  type: z.enum(["pricing_change", "plan_added", "plan_removed", "free_tier_changed", "feature_added", "feature_removed", "messaging_change"]),
  plan: z.string().optional(),
  feature: z.string().optional(),
  before: z.union([z.string(), z.boolean(), z.null()]).optional(),
  after: z.union([z.string(), z.boolean(), z.null()]).optional(),
  /** Who added or mended this change after the reader, and why (an audit that read both versions). */
  note: z.string().min(1).optional(),
});

export const versionSchema = z.strictObject({
  /** The commit this other version of the pricing page is taken from. */
  commit: hex40,
  /** Its file name in the company's folder: pricing.<short commit>.html. */
  file: z.string().regex(/^pricing\.[0-9a-f]{7,40}\.html$/),
  /** Its path in the repository, when it differs from the pricing page's path. */
  path: z.string().min(1).optional(),
  /** The commit the changes lead to; the case's own commit when absent. */
  compare_to: hex40.optional(),
  /** What a reader sees change from this version to `compare_to`; empty for noise-only pairs. */
  changes: z.array(changeSchema),
});

export const pageSchema = z.strictObject({
  role: z.enum(["pricing", "home"]),
  path: z.string().min(1),
  url: z.url(),
});

export const caseSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    company: z.string().min(1),
    /** 1: the first development corpus; 2 and later: collected as future held-out sets, sealed until a closed round names them. */
    // Three digits: session 44 reached wave 99 (a session collects several small waves).
    wave: z.number().int().min(1).max(999),
    repo: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*$/, "owner/name"),
    commit: hex40,
    pages: z.array(pageSchema).min(1),
    year: z.number().int().min(2005).max(2030),
    stack: z.string().min(1),
    language: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/),
    /** Prices drawn by a script (absent from the HTML): no plans, counted apart. */
    script_drawn: z.boolean(),
    /** Prices shown only inside images (SVG/PNG): the HTML text has none, so an engine reading text cannot find them. */
    prices_in_images: z.boolean().optional(),
    free_tier: z.boolean().nullable(),
    plans: z.array(planSchema),
    /** Unit prices outside plans ("$0.10 per GB"), as the page writes them. */
    usage_prices: z.array(z.string().min(1)).optional(),
    headline: z.string().min(1).nullable(),
    features: z.array(z.string().min(1)),
    notes: z.string(),
    /** A helper's doubt about this case's expectation, for the lead to settle (never a silent change). */
    reviewed_note: z.string().min(1).optional(),
    /** The company was among the pages the engine was developed on before this corpus. */
    seen_by_engine: z.boolean().optional(),
    versions: z.array(versionSchema),
  })
  .superRefine((c, ctx) => {
    const roles = c.pages.map((p) => p.role);
    if (roles.filter((r) => r === "pricing").length !== 1) ctx.addIssue({ code: "custom", path: ["pages"], message: "exactly one pricing page" });
    if (roles.filter((r) => r === "home").length > 1) ctx.addIssue({ code: "custom", path: ["pages"], message: "at most one home page" });
    if (c.script_drawn && c.plans.length > 0) ctx.addIssue({ code: "custom", path: ["plans"], message: "a script-drawn page lists no plans" });
    const files = new Set<string>();
    c.versions.forEach((v, i) => {
      if (files.has(v.file)) ctx.addIssue({ code: "custom", path: ["versions", i, "file"], message: "file used twice" });
      files.add(v.file);
      if (v.commit === c.commit) ctx.addIssue({ code: "custom", path: ["versions", i, "commit"], message: "same commit as the case" });
      // A chain's link must be a page the case holds: the scorer compares a version whose
      // `compare_to` names no saved version with the case's own page, silently (session 34's readers found seven).
      if (v.compare_to && v.compare_to !== c.commit && !c.versions.some((x) => x.commit === v.compare_to))
        ctx.addIssue({ code: "custom", path: ["versions", i, "compare_to"], message: "compare_to names neither the case's commit nor another version's" });
    });
    c.plans.forEach((p, i) => {
      if (p.contact_sales && p.amount !== null) ctx.addIssue({ code: "custom", path: ["plans", i, "amount"], message: "a contact-sales plan has no amount" });
      if (p.free && p.amount !== 0) ctx.addIssue({ code: "custom", path: ["plans", i, "amount"], message: "a free plan costs 0" });
      if (p.amount !== null && p.amount > 0 && p.currency === null) ctx.addIssue({ code: "custom", path: ["plans", i, "currency"], message: "a priced plan has a currency" });
    });
  });

export type RealPageCase = z.infer<typeof caseSchema>;
export type RealPagePlan = z.infer<typeof planSchema>;

/** The file each page of a case is saved as in the company's folder. */
export function pageFile(role: RealPageCase["pages"][number]["role"]): string {
  return `${role}.html`;
}
