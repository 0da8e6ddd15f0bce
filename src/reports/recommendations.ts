/**
 * Recommendations — what the requester should do, each derived from a fact of the sites read and
 * citing the pages it was read from. Deterministic templates over facts (docs/reports.md §4):
 * the rules run in a fixed order, each adds at most one recommendation when its fact holds, and
 * the result is ordered by priority (high, medium, low), rule order breaking ties.
 *
 * Three rules always apply once one site has been read — the price rule (a spread, a single
 * published price, or none at all), the free-plan rule (every / most / some / no competitor has
 * one) and the best-positioned rule — so a report has at least three recommendations.
 */
import { absence, WEAKNESS_WEIGHTS, type WeaknessKind } from "../intel/analyze/roast";
import { formatPrice } from "../intel/analyze/scan";
import type { Evidence } from "../intel/facts";
import type { CountedFeature } from "./cross-analysis";
import type { Analyzed } from "./per-competitor";
import type { CrossAnalysis, LadderEntry, Recommendation } from "./schemas";

/** Citations per recommendation, at most. */
const MAX_EVIDENCE = 5;
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const cite = (evidence: Evidence[]) => evidence.slice(0, MAX_EVIDENCE);

/** "3 of 5 competitors", or the name when the report covers one site. */
const share = (k: number, n: number, only: string) => (n === 1 ? only : `${k} of ${n} competitors`);

const freeEvidence = (a: Analyzed): Evidence => a.facts.plans.find((p) => p.free)?.evidence ?? a.facts.signals.find((s) => s.kind === "free_plan")?.evidence ?? absence(a.facts, "free plan");
const trialEvidence = (a: Analyzed): Evidence => a.facts.plans.find((p) => p.trial_days !== null)?.evidence ?? a.facts.signals.find((s) => s.kind === "free_trial")?.evidence ?? absence(a.facts, "free trial");

function priceRule(analyzed: readonly Analyzed[], ladder: CrossAnalysis["price_ladder"]): Recommendation {
  const fmt = (e: LadderEntry) => formatPrice(e.amount, ladder.currency, e.per_user);
  const { entries, cheapest, most_expensive: top, median } = ladder;
  if (entries.length >= 2 && cheapest && top && median) {
    const mid = formatPrice(median.amount, ladder.currency, false);
    const ratio = top.amount / cheapest.amount;
    if (ratio >= 2) {
      return {
        title: `Choose your place on a ${ratio.toFixed(1)}× price range`,
        detail: `${cheapest.competitor} starts at ${fmt(cheapest)} (${cheapest.plan}) and ${top.competitor} at ${fmt(top)} (${top.plan}); the median entry price is ${mid}. Price near the median to compete head-on, below ${fmt(cheapest)} to undercut the field, or above ${fmt(top)} only with features that justify it.`,
        priority: "high",
        evidence: [cheapest.evidence, top.evidence],
      };
    }
    return {
      title: `Compete on more than price: entry prices sit between ${fmt(cheapest)} and ${fmt(top)}`,
      detail: `Every competitor with a public ${ladder.currency} price starts within ${Math.round((ratio - 1) * 100)}% of the cheapest (median ${mid}): a slightly lower price will not stand out, so lead with what only you do or with service.`,
      priority: "medium",
      evidence: cite(entries.map((e) => e.evidence)),
    };
  }
  if (entries.length === 1) {
    const e = entries[0];
    const others = ladder.not_compared.map((x) => `${x.competitor}: ${x.reason}`);
    return {
      title: `Benchmark against ${e.competitor}'s ${fmt(e)}`,
      detail: `${e.competitor}'s ${e.plan} plan is the only comparable entry price of the set${others.length ? ` (${others.join("; ")})` : ""}. Buyers comparing will hold your price against it.`,
      priority: "medium",
      evidence: [e.evidence],
    };
  }
  const reasons = ladder.not_compared.map((x) => `${x.competitor}: ${x.reason}`).join("; ");
  return {
    title: "Publish your prices: no competitor shows a comparable one",
    detail: `None of the ${analyzed.length} competitor site${analyzed.length === 1 ? "" : "s"} read shows a comparable paid price (${reasons}). A public price lets buyers shortlist you without a sales call.`,
    priority: "high",
    evidence: cite(analyzed.map((a) => a.facts.plans.find((p) => p.contact_sales)?.evidence ?? absence(a.facts, "no paid price found"))),
  };
}

function freePlanRule(analyzed: readonly Analyzed[]): Recommendation {
  const n = analyzed.length;
  const withFree = analyzed.filter((a) => a.profile.pricing.free_tier);
  const without = analyzed.filter((a) => !a.profile.pricing.free_tier);
  const k = withFree.length;
  const names = listNames(withFree.map((a) => a.profile.name));
  if (k === 0) {
    return {
      title: n === 1 ? `Stand out with a free plan: ${analyzed[0].profile.name} has none` : "Stand out with a free plan: no competitor offers one",
      detail: `${listNames(analyzed.map((a) => a.profile.name))} show${n === 1 ? "s" : ""} no free plan on the pages read. A free plan, or a generous trial, would be the easiest way in for self-serve buyers.`,
      priority: "medium",
      evidence: cite(analyzed.map((a) => absence(a.facts, "no free plan found"))),
    };
  }
  const evidence = cite(withFree.map(freeEvidence));
  if (k === n) {
    return {
      title: n === 1 ? `Match ${names}'s free plan, or out-trial it` : "Offer a free plan: every competitor has one",
      detail: `${names} ${n === 1 ? "offers" : "all offer"} a free plan. Without one, expect self-serve buyers to start elsewhere; a longer free trial is the alternative.`,
      priority: "high",
      evidence,
    };
  }
  if (k * 2 >= n) {
    return {
      title: `Offer a free plan: ${k} of ${n} competitors ${k === 1 ? "has" : "have"} one`,
      detail: `${names} offer${k === 1 ? "s" : ""} a free plan; ${listNames(without.map((a) => a.profile.name))} ${without.length === 1 ? "does" : "do"} not. Buyers who want to start free will find them first.`,
      priority: "high",
      evidence,
    };
  }
  return {
    title: `A free plan would set you apart: only ${k} of ${n} competitors ${k === 1 ? "offers" : "offer"} one`,
    detail: `Only ${names} offer${k === 1 ? "s" : ""} a free plan. A free plan would put you with the few, and ahead of ${listNames(without.map((a) => a.profile.name))} for self-serve buyers.`,
    priority: "medium",
    evidence,
  };
}

function trialRule(analyzed: readonly Analyzed[]): Recommendation | null {
  const n = analyzed.length;
  const withTrial = analyzed.filter((a) => a.profile.pricing.free_trial);
  if (withTrial.length === 0 || withTrial.length * 2 < n) return null;
  const days = withTrial.map((a) => a.profile.pricing.trial_days).filter((d): d is number => d !== null);
  return {
    title: `Offer a free trial: ${share(withTrial.length, n, withTrial[0].profile.name)} ${n === 1 ? "does" : "do"}`,
    detail: `${listNames(withTrial.map((a) => a.profile.name))} let${withTrial.length === 1 ? "s" : ""} buyers try paid plans first${days.length ? ` (up to ${Math.max(...days)} days)` : ""}. Match the length, or beat it.`,
    priority: "medium",
    evidence: cite(withTrial.map(trialEvidence)),
  };
}

/** The evidence of a feature at each competitor that lists it (in that competitor's wording). */
function featureEvidence(analyzed: readonly Analyzed[], group: CountedFeature): Evidence[] {
  return analyzed.flatMap((a, i) => {
    const wording = group.members[i];
    const fact = wording === null ? undefined : a.facts.features.find((f) => f.name === wording);
    return fact ? [fact.evidence] : [];
  });
}

function tableStakesRule(analyzed: readonly Analyzed[], groups: readonly CountedFeature[]): Recommendation | null {
  const n = analyzed.length;
  if (n < 2) return null;
  const common = groups.filter((g) => g.count >= Math.max(2, Math.ceil(n / 2))).slice(0, 5);
  if (common.length === 0) return null;
  return {
    title: `Cover the table stakes: ${common.slice(0, 3).map((g) => g.feature).join(", ")}`,
    detail: `Most competitors compared list ${listNames(common.map((g) => `${g.feature} (${g.count} of ${n})`))}. Buyers will expect them: show them on your own pages, in their words.`,
    priority: common[0].count === n ? "high" : "medium",
    evidence: cite(featureEvidence(analyzed, common[0])),
  };
}

function uniqueFeaturesRule(analyzed: readonly Analyzed[], groups: readonly CountedFeature[]): Recommendation | null {
  if (analyzed.length < 2) return null;
  let best: { i: number; features: CountedFeature[] } | null = null;
  analyzed.forEach((_, i) => {
    const own = groups.filter((g) => g.count === 1 && g.members[i] !== null);
    if (own.length > (best?.features.length ?? 0)) best = { i, features: own };
  });
  if (!best) return null;
  const { i, features } = best as { i: number; features: CountedFeature[] };
  const a = analyzed[i];
  const named = features.slice(0, 3).map((g) => g.members[i]!);
  return {
    title: `Watch ${a.profile.name}'s distinctive features: ${named.join(", ")}`,
    detail: `${a.profile.name} lists ${features.length} feature${features.length === 1 ? "" : "s"} no other competitor compared shows, among them ${listNames(named)}. Decide whether you need an answer to them, or a reason buyers will not miss them.`,
    priority: "medium",
    evidence: cite(features.flatMap((g) => featureEvidence(analyzed, g))),
  };
}

/** The title of a weakness several competitors share; `many` picks the plural verb. */
const WEAKNESS_TITLES: Record<WeaknessKind, (who: string, many: boolean) => string> = {
  no_pricing: (who, many) => `Win the buyers who want a number: ${who} ${many ? "hide their" : "hides its"} prices`,
  no_trial: (who, many) => `Let buyers try first: ${who} ${many ? "offer" : "offers"} no free plan or trial`,
  vague_headline: (who, many) => `Say plainly what you do: ${who} ${many ? "have" : "has"} a vague headline`,
  no_social_proof: (who, many) => `Lead with proof: ${who} ${many ? "show" : "shows"} no customers or logos`,
  enterprise_without_security: (who, many) => `Show your security credentials: ${who} ${many ? "pitch" : "pitches"} enterprise without them`,
  too_many_plans: (who, many) => `Keep your plans few: ${who} ${many ? "offer" : "offers"} more than five`,
  few_features: (who, many) => `Name your features: ${who} barely ${many ? "list" : "lists"} features`,
  no_description: (who, many) => `Write a meta description: ${who} ${many ? "have" : "has"} none`,
};

function sharedWeaknessRule(analyzed: readonly Analyzed[]): Recommendation | null {
  const n = analyzed.length;
  const byKind = new Map<WeaknessKind, Analyzed[]>();
  for (const a of analyzed) for (const w of a.weaknesses) if (w.kind) byKind.set(w.kind, [...(byKind.get(w.kind) ?? []), a]);
  const [kind, who] = [...byKind].sort((x, y) => y[1].length - x[1].length || WEAKNESS_WEIGHTS[y[0]] - WEAKNESS_WEIGHTS[x[0]] || x[0].localeCompare(y[0]))[0] ?? [];
  if (!kind || !who || (who.length < 2 && n > 1)) return null;
  const first = who[0].weaknesses.find((w) => w.kind === kind)!;
  return {
    title: WEAKNESS_TITLES[kind](share(who.length, n, who[0].profile.name), n > 1),
    detail: `The roast finds "${first.title}" at ${listNames(who.map((a) => a.profile.name))}: ${first.detail} It is a gap in the market's pitch your own site can fill.`,
    priority: WEAKNESS_WEIGHTS[kind] >= 15 ? "high" : "medium",
    evidence: cite(who.map((a) => a.weaknesses.find((w) => w.kind === kind)!.evidence)),
  };
}

function perSeatRule(ladder: CrossAnalysis["price_ladder"]): Recommendation | null {
  const perSeat = ladder.entries.filter((e) => e.per_user);
  if (ladder.entries.length < 2 || perSeat.length * 2 < ladder.entries.length) return null;
  return {
    title: `Consider a flat price: ${perSeat.length} of ${ladder.entries.length} priced competitors charge per seat`,
    detail: `${listNames(perSeat.map((e) => e.competitor))} price${perSeat.length === 1 ? "s" : ""} per user or seat. A flat price is easier to compare and to budget for a growing team, and stands out among per-seat offers.`,
    priority: "low",
    evidence: cite(perSeat.map((e) => e.evidence)),
  };
}

function securityRule(analyzed: readonly Analyzed[]): Recommendation | null {
  const n = analyzed.length;
  const withSec = analyzed.map((a) => ({ a, signals: a.facts.signals.filter((s) => s.kind === "compliance" || s.kind === "sso") })).filter((x) => x.signals.length > 0);
  if (withSec.length === 0 || withSec.length * 2 < n) return null;
  const labels = [...new Set(withSec.flatMap((x) => x.signals.map((s) => s.label)))];
  return {
    title: `Show your security credentials: ${share(withSec.length, n, withSec[0].a.profile.name)} ${n === 1 ? "does" : "do"}`,
    detail: `${listNames(withSec.map((x) => x.a.profile.name))} show${withSec.length === 1 ? "s" : ""} ${listNames(labels)}. Enterprise buyers will look for the same on your site before they ask for a demo.`,
    priority: "medium",
    evidence: cite(withSec.map((x) => x.signals[0].evidence)),
  };
}

function bestPositionedRule(analyzed: readonly Analyzed[]): Recommendation {
  const best = analyzed.reduce((b, a) => (a.positioningScore > b.positioningScore ? a : b));
  const strengths = best.strengths.map((s) => s.title.toLowerCase());
  return {
    title: `Study ${best.profile.name}'s pitch (positioning score ${best.positioningScore})`,
    detail: `${best.profile.name} scores highest of the competitors compared on the roast's positioning checks${strengths.length ? `, with ${listNames(strengths.slice(0, 3))}` : ""}; its weakest point: ${best.weaknesses[0].title.toLowerCase()}. Its pages are the benchmark for your own.`,
    priority: "low",
    evidence: [best.facts.headline?.evidence ?? best.strengths[0]?.evidence ?? best.weaknesses[0].evidence],
  };
}

/** The recommendations for a set of analyzed competitors (at least one), most important first. */
export function buildRecommendations(analyzed: readonly Analyzed[], cross: CrossAnalysis, groups: readonly CountedFeature[]): Recommendation[] {
  const rules = [
    priceRule(analyzed, cross.price_ladder),
    freePlanRule(analyzed),
    trialRule(analyzed),
    tableStakesRule(analyzed, groups),
    uniqueFeaturesRule(analyzed, groups),
    sharedWeaknessRule(analyzed),
    perSeatRule(cross.price_ladder),
    securityRule(analyzed),
    bestPositionedRule(analyzed),
  ];
  return rules.filter((r): r is Recommendation => r !== null).sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}
