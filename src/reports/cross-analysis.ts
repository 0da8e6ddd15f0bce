/**
 * The competitors of a report compared with one another (docs/reports.md §3):
 *
 * - price ladder: each competitor's entry price (the scan's starting price: cheapest paid plan,
 *   monthly equivalent) in the most common currency among them (on a tie, the currency of the
 *   competitor named first), cheapest first; the cheapest,
 *   the most expensive and the median (the mean of the middle two for an even count) with the
 *   plans they belong to. Per-user prices count as one seat. Competitors without a recurring paid
 *   price, or priced in another currency, are listed in `not_compared` with the reason.
 * - feature matrix: features matched by meaning across the sites (groupFeatures), most widely
 *   offered first; common features are those of two or more competitors, unique ones those of one.
 * - differentiation score of each competitor against the rest of the set: the scan's formula with
 *   "you" = the competitor and "the competitor" = the others (their features, the median of their
 *   entry prices, their most common pricing model). Needs two or more analyzed competitors.
 */
import { groupFeatures, type FeatureGroup } from "../intel/analyze/feature-match";
import { planLabel } from "../intel/facts";
import { differentiationScore } from "../intel/analyze/scan";
import type { Analyzed } from "./per-competitor";
import type { CrossAnalysis, LadderEntry } from "./schemas";

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The most common value (ties: the one seen first, i.e. the earlier competitor), or null for none. */
export function mostCommon<T extends string>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  // Map keeps insertion order and the sort is stable: equal counts stay in order of first sight.
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The median of ascending amounts, in whole cents (so 8 and 24.99 give 16.50, not 16.49); null for none. */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const cents = (n: number) => Math.round(n * 100);
  return (sorted.length % 2 ? cents(sorted[mid]) : Math.round((cents(sorted[mid - 1]) + cents(sorted[mid])) / 2)) / 100;
}

function ladder(analyzed: readonly Analyzed[]): CrossAnalysis["price_ladder"] {
  const recurring = analyzed.filter((a) => a.entry && a.entry.plan.period !== "one_time" && a.entry.currency);
  const currency = mostCommon(recurring.map((a) => a.entry!.currency!));
  const entries: LadderEntry[] = recurring
    .filter((a) => a.entry!.currency === currency)
    .map((a) => ({ competitor: a.profile.name, url: a.url, plan: planLabel(a.entry!.plan), amount: a.entry!.amount, per_user: a.entry!.per_user, price_text: a.entry!.plan.price_text, inferred: a.entry!.plan.inferred ?? [], evidence: a.entry!.plan.evidence }))
    .sort((x, y) => x.amount - y.amount || x.competitor.localeCompare(y.competitor) || x.url.localeCompare(y.url));
  const notCompared = analyzed
    .filter((a) => !entries.some((e) => e.url === a.url))
    .map((a) => {
      const p = a.profile.pricing;
      const reason = a.entry?.plan.period === "one_time"
        ? "only a one-time price, not a recurring one"
        : a.entry
          ? `prices in ${a.entry.currency ?? "an unknown currency"}, not ${currency}`
          : p.plans.some((x) => x.contact_sales)
            ? "no paid price shown: prices on request (contact sales)"
            : p.free_tier
              ? p.free_tier_inferred ? "no paid price shown: a free plan implied (a page of its own for Premium), not stated" : "no paid price shown: free plan only"
              : "no price found on the pages read";
      return { competitor: a.profile.name, url: a.url, reason };
    });
  const amounts = entries.map((e) => e.amount);
  const mid = median(amounts);
  const middle = entries.length % 2 ? [entries[(entries.length - 1) / 2]] : entries.slice(entries.length / 2 - 1, entries.length / 2 + 1);
  return {
    currency,
    entries,
    cheapest: entries[0] ?? null,
    most_expensive: entries.length ? entries[entries.length - 1] : null,
    median: mid === null ? null : { amount: mid, plans: middle.map((e) => ({ competitor: e.competitor, plan: e.plan })) },
    not_compared: notCompared,
  };
}

/** A feature across the analyzed competitors, with how many list it. */
export type CountedFeature = FeatureGroup & { count: number };

/** The features of the analyzed competitors matched by meaning, most widely offered first (ties: the order they were first seen in). */
export function featureGroups(analyzed: readonly Analyzed[]): CountedFeature[] {
  return groupFeatures(analyzed.map((a) => a.profile.features))
    .map((g, order) => ({ ...g, order, count: g.members.filter((m) => m !== null).length }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ order: _, ...g }) => g);
}

export function buildCrossAnalysis(analyzed: readonly Analyzed[], counted: readonly CountedFeature[]): CrossAnalysis {
  const rows = counted.map((g) => ({ feature: g.feature, present: g.members.map((m) => m !== null) }));
  const names = analyzed.map((a) => a.profile.name);
  const priceLadder = ladder(analyzed);

  const differentiation =
    analyzed.length < 2
      ? []
      : analyzed.map((a, i) => {
          const own = counted.filter((g) => g.members[i] !== null);
          const gaps = {
            you_only: own.filter((g) => g.count === 1).map((g) => g.members[i]!),
            shared: own.filter((g) => g.count > 1).map((g) => g.members[i]!),
            competitor_only: counted.filter((g) => g.members[i] === null).map((g) => g.feature),
          };
          const mine = priceLadder.entries.find((e) => e.url === a.url);
          const others = median(priceLadder.entries.filter((e) => e.url !== a.url).map((e) => e.amount));
          const differencePercent = mine && others !== null && mine.amount > 0 ? round1(((others - mine.amount) / mine.amount) * 100) : null;
          const othersModel = mostCommon(analyzed.filter((_, j) => j !== i).map((o) => o.profile.pricing.model));
          return { competitor: a.profile.name, url: a.url, score: differentiationScore(gaps, { difference_percent: differencePercent }, a.profile.pricing.model === othersModel) };
        });

  return {
    price_ladder: priceLadder,
    feature_matrix: { competitors: analyzed.map((a) => ({ name: a.profile.name, url: a.url })), rows },
    common_features: counted.filter((g) => g.count >= 2).map((g) => ({ feature: g.feature, competitors: names.filter((_, i) => g.members[i] !== null) })),
    unique_features: analyzed.map((a, i) => ({ competitor: a.profile.name, url: a.url, features: counted.filter((g) => g.count === 1 && g.members[i] !== null).map((g) => g.members[i]!) })),
    differentiation_scores: differentiation,
  };
}
