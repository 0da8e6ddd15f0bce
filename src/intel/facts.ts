/**
 * SiteFacts — what extraction reads off a site, every fact with the evidence that shows it.
 * Plain data (no parser nodes), so it serialises byte for byte the same for the same HTML.
 */
import type { Period } from "./extract/money.ts";

export type { Period };

export interface Evidence {
  url: string;
  /** At most 160 characters of the text that shows the fact. */
  snippet: string;
  selector?: string;
}

export type PlanSource = "json-ld" | "app-state" | "page";

/**
 * A field of a plan whose value was inferred rather than read beside the price: a period taken
 * from the other plans or the monthly default, a currency from the site's other prices, per-user
 * billing from a note elsewhere on the page (docs/intel.md, "Confidence").
 */
export const INFERRED_FIELDS = ["period", "currency", "per_user"] as const;
export type InferredField = (typeof INFERRED_FIELDS)[number];

/** Marks `field` inferred (or read, `on` false) on a plan, keeping INFERRED_FIELDS order. */
export function markInferred(p: Pick<PlanFact, "inferred">, field: InferredField, on = true): void {
  const set = new Set(p.inferred ?? []);
  if (on) set.add(field);
  else set.delete(field);
  p.inferred = INFERRED_FIELDS.filter((x) => set.has(x));
}

export interface PlanFact {
  name: string;
  /**
   * The price charged now, per `period`: the monthly-billing price for monthly plans (when the page
   * shows only the annual-billing per-month price, that one); null for contact-sales plans.
   */
  amount: number | null;
  /** Per-month price when billed annually, when a toggle, attribute or text shows it. */
  annual_amount: number | null;
  /** A struck-through price next to a promotional one (`amount` is what is charged now). */
  list_amount: number | null;
  currency: string | null;
  period: Period | null;
  per_user: boolean;
  free: boolean;
  trial_days: number | null;
  contact_sales: boolean;
  /** The price as the page shows it ("$29/user/month", "Custom", "Free"). */
  price_text: string;
  /** The card's bullets that name what the plan does ("Gantt charts", "SSO"). */
  features: string[];
  /**
   * The card's bullets it marks as NOT included ("✗ API access", a crossed icon, a `disabled`
   * item): what the plan lacks, never among its features (round 25, part f). Absent when the card
   * marks none, and in facts stored before it.
   */
  excluded?: string[];
  /**
   * The card's bullets that state a quantity ("Up to 3 boards", "10 GB storage", "5 users",
   * "1,000 build minutes/month", and "Unlimited boards" where another plan counts boards): what
   * the plan allows, not what the product does. Set by extractSite; absent in facts stored by
   * versions before it (readers use `?? []`).
   */
  limits?: string[];
  /** Fields inferred rather than read beside the price, in INFERRED_FIELDS order; empty when all were read. Set by extractSite (absent in older stored facts). */
  inferred?: InferredField[];
  /**
   * The heading of the set of cards the plan is in, when the page shows several sets with the same
   * plan names ("Professional" and "Organization", each with a "Full seat"): the plan is that
   * set's. Absent otherwise (and in facts stored before round 24).
   */
  group?: string;
  source: PlanSource;
  evidence: Evidence;
}

/**
 * A plan's name as a report or profile writes it: with its set's heading when the page sells the
 * same names in several sets ("Full seat (Organization)"), so three "Full seat" lines at three
 * prices read as three plans, not one contradicting itself.
 */
export const planLabel = (p: { name: string; group?: string | null }): string => (p.group ? `${p.name} (${p.group})` : p.name);

export interface TextFact {
  value: string;
  evidence: Evidence;
}

export interface FeatureFact {
  name: string;
  /** A feature heading, a plan's bullet, or a comparison-table row. */
  source: "heading" | "plan" | "table";
  evidence: Evidence;
}

export type SignalKind =
  | "customer_count"
  | "logo_wall"
  | "compliance"
  | "sso"
  | "sla"
  | "demo"
  | "careers"
  | "team_page"
  | "enterprise"
  | "free_trial"
  | "free_plan";

export interface SignalFact {
  kind: SignalKind;
  /** What was found: "SOC 2", "10,000+ teams", "12 logos", "14-day free trial". */
  label: string;
  /** A number when the signal has one (customers, logos, trial days, uptime percent). */
  value: number | null;
  evidence: Evidence;
  /**
   * True when the signal is a conclusion the engine drew rather than words the page states (issue
   * 25 item 7): a page of its own for Premium implies a free base it never names. Text built from
   * it says "implied", never presents it as read. Absent on signals read from the page.
   */
  inferred?: true;
}

export type PricingModel = "free" | "freemium" | "subscription" | "usage-based" | "one-time" | "contact-sales-only" | "unknown";

/**
 * Features for display, with their evidence (extract/features.ts): a bound of the facts' shape,
 * here so that readers of facts (the monitoring diff) need not load the extractors for it.
 */
export const MAX_FEATURES = 60;
/** Feature names read in all (the display list and the names past it): a bound for hostile pages. */
export const MAX_FEATURE_NAMES = 1_000;

export interface SiteFacts {
  url: string;
  final_url: string;
  /** The pages read, sorted by URL. */
  pages: string[];
  name: TextFact | null;
  title: TextFact | null;
  description: TextFact | null;
  headline: TextFact | null;
  plans: PlanFact[];
  /** Usage-based unit prices seen outside plans ("$0.10 per GB"), which make a model usage-based. */
  usage_prices: TextFact[];
  pricing_model: PricingModel;
  /** Features for display: the first MAX_FEATURES (60) with their evidence. */
  features: FeatureFact[];
  /**
   * The names of the features past the display cap of `features`, by the page they were read on
   * (at most MAX_FEATURE_NAMES in all, with `features`): monitoring compares the full set. Names
   * only, no evidence, so a stored snapshot stays small. Absent in facts stored by versions before it.
   */
  more_features?: { url: string; names: string[] }[];
  signals: SignalFact[];
  /**
   * Each page's short visible lines as hashes (extract/page-lines.ts), for monitoring only: a
   * feature one check read and the other did not is no change where the other page still shows
   * its line (docs/monitoring.md, round 24). Absent in facts stored before it.
   */
  page_lines?: { url: string; hashes: string[] }[];
  /**
   * Plans the page showed that the engine is not certain enough of to report (their confidence
   * below the model's threshold, or a page whose plans are collectively weak; docs/intel.md,
   * "Round 9"). Not facts: nothing reads them as plans (reports, starting prices); monitoring
   * compares a withheld reading only with the same plan reported by the other check.
   * Absent when every plan read was reported.
   */
  withheld_plans?: WithheldPlan[];
}

export interface WithheldPlan {
  name: string;
  price_text: string;
  /** The model's confidence, 0–1, that the plan was read right. */
  confidence: number;
  evidence: Evidence;
  /**
   * The plan as it was read, for monitoring only: a plan reported in one check and withheld in
   * the other is compared with this reading (docs/monitoring.md). Absent in facts stored before it.
   */
  reading?: PlanFact;
}
