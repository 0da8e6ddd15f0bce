/**
 * buildScan — the quick scan (SPEC §5 POST /scan) from two Profiles. Pure; the time is passed in.
 *
 * Pricing comparison: starting prices compare only in the same currency and on the same basis
 * (both per user, or both flat); otherwise `cheaper` is "unknown" and the summary says why.
 * difference_percent = (competitor − yours) / yours × 100, one decimal: positive means the
 * competitor starts higher.
 *
 * differentiation_score = round(100 × (0.6 × F + 0.25 × P + 0.15 × M)), where
 *   F = (you_only + competitor_only) / (you_only + competitor_only + shared), 0.5 with no features;
 *   P = min(1, |difference_percent| / 100), 0.5 when prices do not compare;
 *   M = 1 when the pricing models differ, else 0.
 */
import { compareFeatures } from "./feature-match.ts";
import type { Profile, ScanResult } from "./schemas.ts";
import { monthlyPrice } from "../price-text.ts";

const round1 = (n: number) => Math.round(n * 10) / 10;

const formatPrice = monthlyPrice;

type Comparison = ScanResult["pricing_comparison"];

export function comparePricing(you: Profile, competitor: Profile): Comparison {
  const a = you.pricing;
  const b = competitor.pricing;
  const base = { your_starting_price: a.starting_price, competitor_starting_price: b.starting_price };
  const unknown = (why: string): Comparison => ({ ...base, currency: a.currency === b.currency ? a.currency : null, difference_percent: null, cheaper: "unknown", summary: why });
  if (a.starting_price === null && b.starting_price === null) return unknown(`Neither ${you.name} nor ${competitor.name} shows a paid price, so prices cannot be compared.`);
  if (a.starting_price === null) return unknown(`${you.name} shows no paid price; ${competitor.name} starts at ${formatPrice(b.starting_price!, b.currency, b.starting_price_per_user, b.starting_price_inferred)}.`);
  if (b.starting_price === null) return unknown(`${competitor.name} shows no paid price; ${you.name} starts at ${formatPrice(a.starting_price, a.currency, a.starting_price_per_user, a.starting_price_inferred)}.`);
  if (a.currency !== b.currency) return unknown(`Prices are in different currencies (${a.currency ?? "unknown"} and ${b.currency ?? "unknown"}), so they are not compared.`);
  if (a.starting_price_per_user !== b.starting_price_per_user) {
    const [perUser, flat] = a.starting_price_per_user ? [you.name, competitor.name] : [competitor.name, you.name];
    return unknown(`${perUser} charges per user and ${flat} a flat price, so starting prices are not directly comparable.`);
  }
  const diff = round1(((b.starting_price - a.starting_price) / a.starting_price) * 100);
  const cheaper = diff > 0 ? "you" : diff < 0 ? "competitor" : "equal";
  const yours = formatPrice(a.starting_price, a.currency, a.starting_price_per_user, a.starting_price_inferred);
  const theirs = formatPrice(b.starting_price, b.currency, b.starting_price_per_user, b.starting_price_inferred);
  const summary =
    cheaper === "equal"
      ? `${you.name} and ${competitor.name} both start at ${yours}.`
      : cheaper === "you"
        ? `${you.name} starts at ${yours}, ${competitor.name} at ${theirs}: the competitor is ${Math.abs(diff)}% more expensive.`
        : `${you.name} starts at ${yours}, ${competitor.name} at ${theirs}: the competitor is ${Math.abs(diff)}% cheaper.`;
  return { ...base, currency: a.currency, difference_percent: diff, cheaper, summary };
}

export function differentiationScore(gaps: ScanResult["feature_gaps"], pricing: Pick<Comparison, "difference_percent">, sameModel: boolean): number {
  const distinct = gaps.you_only.length + gaps.competitor_only.length;
  const total = distinct + gaps.shared.length;
  const f = total === 0 ? 0.5 : distinct / total;
  const p = pricing.difference_percent === null ? 0.5 : Math.min(1, Math.abs(pricing.difference_percent) / 100);
  const m = sameModel ? 0 : 1;
  return Math.max(0, Math.min(100, Math.round(100 * (0.6 * f + 0.25 * p + 0.15 * m))));
}

/** One or two sentences, chosen by the first rules that apply (docs/intel.md lists them). */
export function strategicInsight(you: Profile, competitor: Profile, pricing: Comparison, gaps: ScanResult["feature_gaps"]): string {
  const out: string[] = [];
  const c = competitor.name;
  if (competitor.pricing.free_tier && !you.pricing.free_tier) out.push(competitor.pricing.free_tier_inferred ? `${c} appears to have a free tier (implied by a page of its own for Premium, not stated) and you do not: if it does, expect it to win self-serve sign-ups unless your trial or onboarding is clearly better.` : `${c} has a free tier and you do not: expect it to win self-serve sign-ups unless your trial or onboarding is clearly better.`);
  else if (you.pricing.free_tier && !competitor.pricing.free_tier) out.push(`Your free tier is an edge over ${c}: make it the headline call to action.`);
  if (pricing.cheaper === "competitor" && pricing.difference_percent !== null && pricing.difference_percent <= -20) out.push(`${c} undercuts you by ${Math.abs(pricing.difference_percent)}%, so sell on what only you do${gaps.you_only.length ? ` (${gaps.you_only.slice(0, 2).join(", ")})` : ""} rather than on price.`);
  else if (pricing.cheaper === "you" && pricing.difference_percent !== null && pricing.difference_percent >= 20) out.push(`You start ${pricing.difference_percent}% below ${c}: say so on your pricing page.`);
  if (out.length < 2 && gaps.competitor_only.length > gaps.you_only.length && gaps.competitor_only.length > 0) out.push(`${c} lists features you do not show (${gaps.competitor_only.slice(0, 3).join(", ")}); close the gap or explain why you don't need them.`);
  if (out.length < 2 && gaps.you_only.length > 0 && gaps.you_only.length >= gaps.competitor_only.length) out.push(`Lead with what ${c} does not list: ${gaps.you_only.slice(0, 3).join(", ")}.`);
  if (out.length === 0) out.push(`You and ${c} look alike on price and features; differentiate on audience, onboarding or service.`);
  return out.slice(0, 2).join(" ");
}

export function buildScan(you: Profile, competitor: Profile, analyzedAt: string): ScanResult {
  const pricing = comparePricing(you, competitor);
  const gaps = compareFeatures(you.features, competitor.features);
  return {
    your_product: you,
    competitor,
    pricing_comparison: pricing,
    feature_gaps: gaps,
    differentiation_score: differentiationScore(gaps, pricing, you.pricing.model === competitor.pricing.model),
    strategic_insight: strategicInsight(you, competitor, pricing, gaps),
    analyzed_at: analyzedAt,
  };
}
