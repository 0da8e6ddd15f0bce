/**
 * Recommendations — what the requester should do, each derived from a fact of the sites read and
 * citing the pages it was read from. Deterministic templates over facts (docs/reports.md §3):
 * the rules run in a fixed order, each adds at most one recommendation when its fact holds, and
 * the result is ordered by priority (high, medium, low), rule order breaking ties.
 *
 * Three rules always apply once one site has been read — the price rule (a spread, a single
 * published price, or none at all), the free-plan rule (every / most / some / no competitor has
 * one) and the best-positioned rule — so a report has at least three recommendations.
 *
 * When the request named the requester's own site (`your_url`) and it was read, the advice is
 * measured against it: a free plan they already have is to keep, not to offer; table stakes and
 * distinctive features are the ones they do not list; their entry price is placed on the ladder.
 */
import { compareFeatures } from "../intel/analyze/feature-match";
import { absence, WEAKNESS_WEIGHTS, type WeaknessKind } from "../intel/analyze/roast";
import { planLabel, type Evidence } from "../intel/facts";
import { monthlyPrice } from "../intel/price-text";
import { agree, listNames, possessive, share } from "../lib/prose";
import type { CountedFeature } from "./cross-analysis";
import type { Analyzed } from "./per-competitor";
import type { CrossAnalysis, LadderEntry, Recommendation } from "./schemas";

/** Citations per recommendation, at most. */
const MAX_EVIDENCE = 5;
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

const cite = (evidence: Evidence[]) => {
  // The same words at the same place cited twice say nothing more.
  const seen = new Set<string>();
  return evidence.filter((e) => !seen.has(`${e.url} ${e.snippet}`) && seen.add(`${e.url} ${e.snippet}`)).slice(0, MAX_EVIDENCE);
};

/** "3 of 5 competitors", "both competitors", or the name when the report covers one site. */
const shareOf = (k: number, n: number, only: string) => (n === 1 ? only : share(k, n, "competitors"));

const freeEvidence = (a: Analyzed): Evidence => a.facts.plans.find((p) => p.free)?.evidence ?? a.facts.signals.find((s) => s.kind === "free_plan")?.evidence ?? absence(a.facts, "free plan");
/** A trial is cited where the words say it (the trial signal quotes them); a plan's card only when no sentence does. */
const trialEvidence = (a: Analyzed): Evidence => a.facts.signals.find((s) => s.kind === "free_trial")?.evidence ?? a.facts.plans.find((p) => p.trial_days !== null)?.evidence ?? absence(a.facts, "free trial");

/** A ladder entry's price as read (an inferred period or currency is said, not claimed). */
const entryPrice = (e: LadderEntry, currency: string | null) => monthlyPrice(e.amount, currency, e.per_user, e.inferred ?? []);

/** The median as a price: per user when every plan at the middle is; a per-seat and a flat price averaged say so. */
export function medianPrice(ladder: CrossAnalysis["price_ladder"]): string {
  const m = ladder.median!;
  const middle = m.plans.map((p) => ladder.entries.find((e) => e.competitor === p.competitor && e.plan === p.plan));
  const perUser = middle.every((e) => e?.per_user);
  const mixed = !perUser && middle.some((e) => e?.per_user);
  return `${monthlyPrice(m.amount, ladder.currency, perUser)}${mixed ? " (a per-user and a flat price, one seat counted)" : ""}`;
}

/** Where the requester's entry price sits among the competitors', in a sentence; null when there is nothing to place. */
function yourPrice(ladder: CrossAnalysis["price_ladder"], you: Analyzed | null): string | null {
  if (!you) return null;
  const e = you.entry;
  if (!e) return `Your own site shows no paid price to compare (${you.profile.pricing.plans.some((p) => p.contact_sales) ? "prices on request" : you.profile.pricing.free_tier ? "a free plan only" : "none found"}).`;
  const yours = `${monthlyPrice(e.amount, e.currency, e.per_user, e.plan.inferred ?? [])} (${planLabel(e.plan)})`;
  if (e.plan.period === "one_time") return `Your entry price, ${yours}, is a one-time price: not compared with the competitors' recurring ones.`;
  if (ladder.currency !== null && e.currency !== ladder.currency) return `Your entry price, ${yours}, is in ${e.currency ?? "an unknown currency"}, the competitors' in ${ladder.currency}: not compared.`;
  const n = ladder.entries.length;
  if (n === 0) return `Your entry price is ${yours}.`;
  const lower = ladder.entries.filter((x) => x.amount < e.amount).length;
  const higher = ladder.entries.filter((x) => x.amount > e.amount).length;
  const where = higher === n ? "below every competitor's" : lower === n ? "above every competitor's" : lower === 0 ? `level with the cheapest` : `between them: ${lower} of ${n} start lower`;
  return `Your entry price, ${yours}, is ${where}.`;
}

function priceRule(analyzed: readonly Analyzed[], ladder: CrossAnalysis["price_ladder"], you: Analyzed | null): Recommendation {
  const fmt = (e: LadderEntry) => entryPrice(e, ladder.currency);
  const { entries, cheapest, most_expensive: top, median } = ladder;
  const yours = yourPrice(ladder, you);
  const withYours = (detail: string) => (yours ? `${detail} ${yours}` : detail);
  const yourEvidence = you?.entry ? [you.entry.plan.evidence] : [];
  if (entries.length >= 2 && cheapest && top && median) {
    const mid = medianPrice(ladder);
    const ratio = top.amount / cheapest.amount;
    if (ratio >= 2) {
      return {
        title: `Choose your place on a ${ratio.toFixed(1)}× price range`,
        detail: withYours(`${cheapest.competitor} starts at ${fmt(cheapest)} (${cheapest.plan}) and ${top.competitor} at ${fmt(top)} (${top.plan}); the median entry price is ${mid}. Price near the median to compete head-on, below ${fmt(cheapest)} to undercut the field, or above ${fmt(top)} only with features that justify it.`),
        priority: "high",
        evidence: cite([cheapest.evidence, top.evidence, ...yourEvidence]),
      };
    }
    const spread = ratio === 1 ? `Every competitor with a public ${ladder.currency} price starts at ${fmt(cheapest)}` : `Every competitor with a public ${ladder.currency} price starts between ${fmt(cheapest)} and ${fmt(top)} (median ${mid}); the highest is ${Math.round((ratio - 1) * 100)}% above the lowest`;
    return {
      title: ratio === 1 ? `Compete on more than price: every entry price is ${fmt(cheapest)}` : `Compete on more than price: entry prices sit between ${fmt(cheapest)} and ${fmt(top)}`,
      detail: withYours(`${spread}: a slightly lower price will not stand out, so lead with what only you do or with service.`),
      priority: "medium",
      evidence: cite([...entries.map((e) => e.evidence), ...yourEvidence]),
    };
  }
  if (entries.length === 1) {
    const e = entries[0];
    const others = ladder.not_compared.map((x) => `${x.competitor}: ${x.reason}`);
    return {
      title: `Benchmark against ${possessive(e.competitor)} ${fmt(e)}`,
      detail: withYours(`${possessive(e.competitor)} ${e.plan} plan is the only comparable entry price of the set${others.length ? ` (${others.join("; ")})` : ""}. Buyers comparing will hold your price against it.`),
      priority: "medium",
      evidence: cite([e.evidence, ...yourEvidence]),
    };
  }
  const reasons = ladder.not_compared.map((x) => `${x.competitor}: ${x.reason}`).join("; ");
  const none = `None of the ${analyzed.length} competitor site${analyzed.length === 1 ? "" : "s"} read shows a comparable paid price (${reasons}).`;
  const evidence = analyzed.map((a) => a.facts.plans.find((p) => p.contact_sales)?.evidence ?? absence(a.facts, "no paid price found"));
  if (you?.entry) {
    return {
      title: "Keep your prices public: no competitor shows a comparable one",
      detail: `${none} ${yours} A public price lets buyers shortlist you without a sales call, which none of them allows.`,
      priority: "medium",
      evidence: cite([...yourEvidence, ...evidence]),
    };
  }
  return { title: "Publish your prices: no competitor shows a comparable one", detail: withYours(`${none} A public price lets buyers shortlist you without a sales call.`), priority: "high", evidence: cite(evidence) };
}

/**
 * The free-plan advice, with the competitors whose free plan is only implied named as such (issue 25
 * item 7: an inferred value is never presented as read).
 */
function freePlanRule(analyzed: readonly Analyzed[], you: Analyzed | null): Recommendation {
  const r = freePlanAdvice(analyzed, you);
  const implied = analyzed.filter((a) => a.profile.pricing.free_tier && a.profile.pricing.free_tier_inferred === true).map((a) => a.profile.name);
  return implied.length ? { ...r, detail: `${r.detail} ${impliedFreeNote(implied)}` } : r;
}

/** "Acme's free plan is implied, not stated: …" for the competitors whose free tier was inferred. */
export function impliedFreeNote(names: readonly string[]): string {
  return `${listNames(names)}${names.length === 1 ? "'s free plan is" : "'s free plans are"} implied, not stated: ${names.length === 1 ? "its site sells" : "their sites sell"} a Premium of ${names.length === 1 ? "its" : "their"} own and name${names.length === 1 ? "s" : ""} no free plan.`;
}

function freePlanAdvice(analyzed: readonly Analyzed[], you: Analyzed | null): Recommendation {
  const n = analyzed.length;
  const withFree = analyzed.filter((a) => a.profile.pricing.free_tier);
  const without = analyzed.filter((a) => !a.profile.pricing.free_tier);
  const k = withFree.length;
  const names = listNames(withFree.map((a) => a.profile.name));
  const evidence = cite(withFree.map(freeEvidence));
  if (you?.profile.pricing.free_tier) {
    // The requester has one: the question is whether it is an edge or table stakes, never "offer one".
    const yours = freeEvidence(you);
    if (k === 0) return { title: n === 1 ? `Make your free plan your edge: ${analyzed[0].profile.name} has none` : "Make your free plan your edge: no competitor offers one", detail: `${listNames(analyzed.map((a) => a.profile.name))} ${agree(n, "shows", "show")} no free plan on the pages read; yours lets self-serve buyers start with you. Put it in your headline call to action.`, priority: "medium", evidence: cite([yours, ...analyzed.map((a) => absence(a.facts, "no free plan found"))]) };
    if (k === n) return { title: n === 1 ? `Keep your free plan: ${analyzed[0].profile.name} has one too` : `Keep your free plan: ${share(k, n, "competitors")} have one`, detail: `${names} ${n === 1 ? "offers" : n === 2 ? "both offer" : "all offer"} a free plan, as you do: it is table stakes here. Compete on what the free plan includes and on the step up to paid.`, priority: "low", evidence: cite([yours, ...withFree.map(freeEvidence)]) };
    if (k * 2 < n) return { title: `Your free plan sets you apart: only ${k} of ${n} competitors ${agree(k, "offers", "offer")} one`, detail: `Only ${names} ${agree(k, "offers", "offer")} a free plan, as you do; ${listNames(without.map((a) => a.profile.name))} ${agree(without.length, "does", "do")} not. Make it the headline call to action for self-serve buyers.`, priority: "medium", evidence: cite([yours, ...withFree.map(freeEvidence)]) };
    return { title: `Keep your free plan: ${k} of ${n} competitors ${agree(k, "has", "have")} one`, detail: `${names} ${agree(k, "offers", "offer")} a free plan, as you do; ${listNames(without.map((a) => a.profile.name))} ${agree(without.length, "does", "do")} not. Your free plan puts you ahead of ${without.length === 1 ? "it" : "them"} for self-serve buyers.`, priority: "low", evidence: cite([yours, ...withFree.map(freeEvidence)]) };
  }
  const noneOfYours = you ? " You show none either." : "";
  if (k === 0) {
    return {
      title: n === 1 ? `Stand out with a free plan: ${analyzed[0].profile.name} has none` : "Stand out with a free plan: no competitor offers one",
      detail: `${listNames(analyzed.map((a) => a.profile.name))} ${agree(n, "shows", "show")} no free plan on the pages read.${noneOfYours} A free plan, or a generous trial, would be the easiest way in for self-serve buyers.`,
      priority: "medium",
      evidence: cite(analyzed.map((a) => absence(a.facts, "no free plan found"))),
    };
  }
  const youNone = you ? " and you do not" : "";
  if (k === n) {
    return {
      title: n === 1 ? `Match ${possessive(names)} free plan, or out-trial it` : `Offer a free plan: ${share(k, n, "competitors")} have one`,
      detail: `${names} ${n === 1 ? "offers" : n === 2 ? "both offer" : "all offer"} a free plan${youNone}. Without one, expect self-serve buyers to start elsewhere; a longer free trial is the alternative.`,
      priority: "high",
      evidence,
    };
  }
  if (k * 2 >= n) {
    return {
      title: `Offer a free plan: ${k} of ${n} competitors ${agree(k, "has", "have")} one`,
      detail: `${names} ${agree(k, "offers", "offer")} a free plan; ${listNames(without.map((a) => a.profile.name))}${you ? " and you" : ""} ${without.length === 1 && !you ? "does" : "do"} not. Buyers who want to start free will find ${agree(k, "it", "them")} first.`,
      priority: "high",
      evidence,
    };
  }
  return {
    title: `A free plan would set you apart: only ${k} of ${n} competitors ${agree(k, "offers", "offer")} one`,
    detail: `Only ${names} ${agree(k, "offers", "offer")} a free plan. A free plan would put you with the few, and ahead of ${listNames(without.map((a) => a.profile.name))} for self-serve buyers.`,
    priority: "medium",
    evidence,
  };
}

function trialRule(analyzed: readonly Analyzed[], you: Analyzed | null): Recommendation | null {
  const n = analyzed.length;
  const withTrial = analyzed.filter((a) => a.profile.pricing.free_trial);
  if (withTrial.length === 0 || withTrial.length * 2 < n) return null;
  const days = withTrial.map((a) => a.profile.pricing.trial_days).filter((d): d is number => d !== null);
  const longest = days.length ? Math.max(...days) : null;
  const names = listNames(withTrial.map((a) => a.profile.name));
  const lets = agree(withTrial.length, "lets", "let");
  if (you?.profile.pricing.free_trial) {
    const yours = you.profile.pricing.trial_days;
    // Yours is as long as theirs (or no length to compare): nothing to do.
    if (longest === null || yours === null || yours >= longest) return null;
    return {
      title: `Lengthen your free trial: competitors offer up to ${longest} days, yours is ${yours}`,
      detail: `${names} ${lets} buyers try paid plans first, for up to ${longest} days; your trial is ${yours} days. Buyers comparing trials will notice the shorter one.`,
      priority: "medium",
      evidence: cite([trialEvidence(you), ...withTrial.map(trialEvidence)]),
    };
  }
  return {
    title: `Offer a free trial: ${shareOf(withTrial.length, n, withTrial[0].profile.name)} ${withTrial.length === 1 ? "does" : "do"}`,
    detail: `${names} ${lets} buyers try paid plans first${longest !== null ? ` (up to ${longest} days)` : ""}${you ? "; you do not" : ""}. Match the length, or beat it.`,
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

/** Whether the requester lists a feature of this group (by meaning, the scan's rule); false without a site of theirs. */
const youList = (you: Analyzed | null, group: CountedFeature) => you !== null && group.members.some((m) => m !== null && compareFeatures(you.profile.features, [m]).shared.length > 0);

function tableStakesRule(analyzed: readonly Analyzed[], groups: readonly CountedFeature[], you: Analyzed | null): Recommendation | null {
  const n = analyzed.length;
  if (n < 2) return null;
  const common = groups.filter((g) => g.count >= Math.max(2, Math.ceil(n / 2)) && !youList(you, g)).slice(0, 5);
  if (common.length === 0) return null;
  const everyone = common.every((g) => g.count === n);
  const who = everyone ? (n === 2 ? "Both competitors" : `All ${n} competitors`) : "Most competitors compared";
  const counts = everyone ? listNames(common.map((g) => g.feature)) : listNames(common.map((g) => `${g.feature} (${g.count} of ${n})`));
  return {
    title: `Cover the table stakes${you ? " you do not show" : ""}: ${common.slice(0, 3).map((g) => g.feature).join(", ")}`,
    detail: `${who} list ${counts}${you ? "; your own pages do not" : ""}. Buyers will expect them: show them on your own pages, in their words.`,
    priority: common[0].count === n ? "high" : "medium",
    evidence: cite(featureEvidence(analyzed, common[0])),
  };
}

function uniqueFeaturesRule(analyzed: readonly Analyzed[], groups: readonly CountedFeature[], you: Analyzed | null): Recommendation | null {
  if (analyzed.length < 2) return null;
  let best: { i: number; features: CountedFeature[] } | null = null;
  analyzed.forEach((_, i) => {
    const own = groups.filter((g) => g.count === 1 && g.members[i] !== null && !youList(you, g));
    if (own.length > (best?.features.length ?? 0)) best = { i, features: own };
  });
  if (!best) return null;
  const { i, features } = best as { i: number; features: CountedFeature[] };
  const a = analyzed[i];
  const named = features.slice(0, 3).map((g) => g.members[i]!);
  return {
    title: `Watch ${possessive(a.profile.name)} distinctive features: ${named.join(", ")}`,
    detail: `${a.profile.name} lists ${features.length} feature${features.length === 1 ? "" : "s"} no other competitor compared shows${you ? " and you do not" : ""}, among them ${listNames(named)}. Decide whether you need an answer to them, or a reason buyers will not miss them.`,
    priority: "medium",
    evidence: cite(features.slice(0, 3).flatMap((g) => featureEvidence(analyzed, g))),
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
    title: WEAKNESS_TITLES[kind](shareOf(who.length, n, who[0].profile.name), who.length > 1),
    detail: `The roast finds "${first.title}" at ${listNames(who.map((a) => a.profile.name))}: ${first.detail} It is a gap in the market's pitch your own site can fill.`,
    priority: WEAKNESS_WEIGHTS[kind] >= 15 ? "high" : "medium",
    evidence: cite(who.map((a) => a.weaknesses.find((w) => w.kind === kind)!.evidence)),
  };
}

function perSeatRule(ladder: CrossAnalysis["price_ladder"], you: Analyzed | null): Recommendation | null {
  const perSeat = ladder.entries.filter((e) => e.per_user);
  const n = ladder.entries.length;
  if (n < 2 || perSeat.length * 2 < n) return null;
  const k = perSeat.length;
  const who = `${listNames(perSeat.map((e) => e.competitor))} ${agree(k, "prices", "price")} per user or seat`;
  if (you?.entry && !you.entry.per_user) {
    return {
      title: `Say that your price is flat: ${share(k, n, "priced competitors")} ${agree(k, "charges", "charge")} per seat`,
      detail: `${who}; yours is flat. A flat price is easier to compare and to budget for a growing team: make the difference visible on your pricing page.`,
      priority: "low",
      evidence: cite([you.entry.plan.evidence, ...perSeat.map((e) => e.evidence)]),
    };
  }
  return {
    title: `Consider a flat price: ${share(k, n, "priced competitors")} ${agree(k, "charges", "charge")} per seat`,
    detail: `${who}${you?.entry?.per_user ? ", as you do" : ""}. A flat price is easier to compare and to budget for a growing team, and stands out among per-seat offers.`,
    priority: "low",
    evidence: cite(perSeat.map((e) => e.evidence)),
  };
}

function securityRule(analyzed: readonly Analyzed[], you: Analyzed | null): Recommendation | null {
  const n = analyzed.length;
  const security = (a: Analyzed) => a.facts.signals.filter((s) => s.kind === "compliance" || s.kind === "sso");
  const withSec = analyzed.map((a) => ({ a, signals: security(a) })).filter((x) => x.signals.length > 0);
  if (withSec.length === 0 || withSec.length * 2 < n) return null;
  // Already shown on the requester's own site: nothing to add.
  if (you && security(you).length > 0) return null;
  // Each site with what it shows: a standard one site shows is never credited to another.
  const shows = withSec.map((x) => `${x.a.profile.name} shows ${listNames([...new Set(x.signals.map((s) => s.label))])}`);
  return {
    title: `Show your security credentials: ${shareOf(withSec.length, n, withSec[0].a.profile.name)} ${withSec.length === 1 ? "does" : "do"}`,
    detail: `${shows.join("; ")}${you ? "; your site shows none" : ""}. Enterprise buyers will look for the same on your site before they ask for a demo.`,
    priority: "medium",
    evidence: cite(withSec.map((x) => x.signals[0].evidence)),
  };
}

function bestPositionedRule(analyzed: readonly Analyzed[]): Recommendation {
  const best = analyzed.reduce((b, a) => (a.positioningScore > b.positioningScore ? a : b));
  const strengths = best.strengths.map((s) => s.title.toLowerCase());
  return {
    title: `Study ${possessive(best.profile.name)} pitch (positioning score ${best.positioningScore})`,
    detail: `${best.profile.name} scores highest of the competitors compared on the roast's positioning checks${strengths.length ? `, with ${listNames(strengths.slice(0, 3))}` : ""}; its weakest point: ${best.weaknesses[0].title.toLowerCase()}. Its pages are the benchmark for your own.`,
    priority: "low",
    evidence: [best.facts.headline?.evidence ?? best.strengths[0]?.evidence ?? best.weaknesses[0].evidence],
  };
}

/**
 * The recommendations for a set of analyzed competitors (at least one), most important first;
 * `you` is the requester's own site when the request named it and it was read.
 */
export function buildRecommendations(analyzed: readonly Analyzed[], cross: CrossAnalysis, groups: readonly CountedFeature[], you: Analyzed | null = null): Recommendation[] {
  const rules = [
    priceRule(analyzed, cross.price_ladder, you),
    freePlanRule(analyzed, you),
    trialRule(analyzed, you),
    tableStakesRule(analyzed, groups, you),
    uniqueFeaturesRule(analyzed, groups, you),
    sharedWeaknessRule(analyzed),
    perSeatRule(cross.price_ladder, you),
    securityRule(analyzed, you),
    bestPositionedRule(analyzed),
  ];
  return rules.filter((r): r is Recommendation => r !== null).sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}
