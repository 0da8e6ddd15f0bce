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
  features: string[];
  source: PlanSource;
  evidence: Evidence;
}

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
}

export type PricingModel = "free" | "freemium" | "subscription" | "usage-based" | "one-time" | "contact-sales-only" | "unknown";

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
  features: FeatureFact[];
  signals: SignalFact[];
}
