/**
 * buildProfile — SPEC §5's Profile from SiteFacts, plus the pricing helpers the scan, the roast
 * and (later) reports share.
 *
 * Starting price: the lowest monthly-equivalent `amount` among paid plans (amount > 0): a month
 * plan counts its amount, a year plan amount / 12; one-time plans count only when no plan
 * recurs. Plans in a currency other than the most common one are left out, so the figure is
 * always in `currency`.
 */
import { matchCatalog, type CatalogTool } from "../catalog-match.ts";
import type { PlanFact, SiteFacts } from "../facts.ts";
import { domainLabel } from "../extract/identity.ts";
import type { Profile, Rendering } from "./schemas.ts";

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface StartingPrice {
  amount: number;
  currency: string | null;
  per_user: boolean;
  plan: PlanFact;
}

export function mainCurrency(plans: readonly PlanFact[]): string | null {
  const counts = new Map<string, number>();
  for (const p of plans) if (p.currency && p.amount !== null && p.amount > 0) counts.set(p.currency, (counts.get(p.currency) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

export function startingPrice(plans: readonly PlanFact[]): StartingPrice | null {
  const currency = mainCurrency(plans);
  const paid = plans.filter((p) => p.amount !== null && p.amount > 0 && (p.currency === currency || p.currency === null));
  const recurring = paid.filter((p) => p.period !== "one_time");
  const pool = recurring.length ? recurring : paid;
  let best: StartingPrice | null = null;
  for (const p of pool) {
    const monthly = p.period === "year" ? round2(p.amount! / 12) : p.amount!;
    if (!best || monthly < best.amount) best = { amount: monthly, currency, per_user: p.per_user, plan: p };
  }
  return best;
}

export function hasFreeTier(facts: SiteFacts): boolean {
  return facts.plans.some((p) => p.free) || facts.signals.some((s) => s.kind === "free_plan");
}

/**
 * A free tier only implied, never read (issue 25 item 7): no free plan and no words on the page,
 * only a signal the engine concluded (a page of its own for Premium). Text built from such a
 * profile says "appears to" instead of presenting the free tier as read.
 */
export function freeTierInferred(facts: SiteFacts): boolean {
  return hasFreeTier(facts) && !facts.plans.some((p) => p.free) && facts.signals.every((s) => s.kind !== "free_plan" || s.inferred === true);
}

export function trialDays(facts: SiteFacts): number | null {
  const fromPlans = facts.plans.map((p) => p.trial_days).filter((d): d is number => d !== null);
  if (fromPlans.length) return Math.max(...fromPlans);
  const fromSignals = facts.signals.filter((s) => s.kind === "free_trial" && s.value !== null).map((s) => s.value!);
  return fromSignals.length ? Math.max(...fromSignals) : null;
}

export function hasFreeTrial(facts: SiteFacts): boolean {
  return trialDays(facts) !== null || facts.signals.some((s) => s.kind === "free_trial");
}

/** What a profile says when plans were seen but withheld (docs/intel.md, "Round 9"). */
export function withheldNote(facts: SiteFacts): string | null {
  const w = facts.withheld_plans ?? [];
  if (w.length === 0) return null;
  const names = w.map((x) => x.name).join(", ");
  return facts.plans.length === 0
    ? `Prices found but not certain enough to report (${names}).`
    : `Some prices found but not certain enough to report (${names}).`;
}

export function buildProfile(facts: SiteFacts, catalog: readonly CatalogTool[] = [], rendering: Rendering[] = []): Profile {
  const start = startingPrice(facts.plans);
  return {
    url: facts.url,
    final_url: facts.final_url,
    name: facts.name?.value ?? domainLabel(facts.url),
    headline: facts.headline?.value ?? null,
    description: facts.description?.value ?? null,
    pricing: {
      model: facts.pricing_model,
      plans: facts.plans.map((p) => ({
        name: p.name,
        amount: p.amount,
        currency: p.currency,
        period: p.period,
        per_user: p.per_user,
        group: p.group ?? null,
        price_text: p.price_text,
        annual_amount: p.annual_amount,
        list_amount: p.list_amount,
        free: p.free,
        trial_days: p.trial_days,
        contact_sales: p.contact_sales,
        limits: p.limits ?? [],
        inferred: p.inferred ?? [],
        evidence: p.evidence,
      })),
      starting_price: start?.amount ?? null,
      currency: start?.currency ?? mainCurrency(facts.plans),
      starting_price_per_user: start?.per_user ?? false,
      starting_price_inferred: start?.plan.inferred ?? [],
      free_tier: hasFreeTier(facts),
      free_tier_inferred: freeTierInferred(facts),
      free_trial: hasFreeTrial(facts),
      trial_days: trialDays(facts),
      withheld_plans: (facts.withheld_plans ?? []).map((w) => ({ name: w.name, price_text: w.price_text, confidence: w.confidence, evidence: w.evidence })),
      note: withheldNote(facts),
    },
    features: facts.features.map((f) => f.name),
    catalog_match: matchCatalog(catalog, [facts.url, facts.final_url]),
    rendering,
  };
}
