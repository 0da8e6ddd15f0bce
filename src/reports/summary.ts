/**
 * buildReportSummary — the whole report from what reading the competitor URLs gave. Pure and
 * deterministic: the same reads and date give the same summary, byte for byte (the generation
 * job may run twice after a crash; its text must not depend on which run completed).
 *
 * The overview is one paragraph from these templates, in order: who is compared (and on which
 * day); which sites could not be read and why; the entry-price range and median (or that prices
 * are not public); how many offer a free plan; and the main finding, which is the first (most
 * important) recommendation.
 */
import { planLabel } from "../intel/facts";
import { monthlyPrice } from "../intel/price-text";
import { listNames, share } from "../lib/prose";
import { buildCrossAnalysis, featureGroups } from "./cross-analysis";
import { analyzeCompetitor, analyzedEntry, unreachableEntry, type Analyzed, type CompetitorRead } from "./per-competitor";
import { buildRecommendations, impliedFreeNote, medianPrice } from "./recommendations";
import type { CrossAnalysis, Recommendation, ReportSummary } from "./schemas";

/** The sentence about the requester's own site: what it is compared as, or why it could not be. */
function yourSiteSentence(yours: CompetitorRead | null, you: Analyzed | null): string | null {
  if (!yours) return null;
  if ("failure" in yours) return `Your own site (${yours.url}) could not be read (${yours.failure.message}), so the advice is not measured against it.`;
  const p = you!.profile.pricing;
  const e = you!.entry;
  const price = e ? `an entry price of ${monthlyPrice(e.amount, e.currency, e.per_user, e.plan.inferred ?? [])} (${planLabel(e.plan)})` : "no public paid price";
  return `The advice is measured against your site, ${you!.profile.name}: ${price}, ${p.free_tier ? "a free plan" : "no free plan"}${p.free_trial ? ` and a free trial` : ""}.`;
}

function overview(reads: readonly CompetitorRead[], analyzed: readonly Analyzed[], cross: CrossAnalysis, first: Recommendation, date: string, yourSite: string | null): string {
  const names = listNames(analyzed.map((a) => a.profile.name));
  const out = [`This snapshot of ${date} compares ${analyzed.length === 1 ? `one competitor, ${names}` : `${analyzed.length} competitors: ${names}`}.`];
  const failed = reads.flatMap((r) => ("failure" in r ? [r] : []));
  if (failed.length) {
    const one = failed.length === 1;
    out.push(`${one ? "One site" : `${failed.length} of ${reads.length} sites`} could not be read and ${one ? "is" : "are"} left out: ${failed.map((r) => r.failure.message).join("; ")}.`);
  }
  const { entries, cheapest, most_expensive: top, median, currency } = cross.price_ladder;
  const fmt = (e: (typeof entries)[number]) => monthlyPrice(e.amount, currency, e.per_user, e.inferred ?? []);
  if (entries.length >= 2 && cheapest && top && median) {
    out.push(`Entry prices run from ${fmt(cheapest)} (${cheapest.competitor}, ${cheapest.plan}) to ${fmt(top)} (${top.competitor}, ${top.plan}), with a median of ${medianPrice(cross.price_ladder)}.`);
  } else if (entries.length === 1) {
    out.push(`Only ${entries[0].competitor} shows a comparable entry price: ${fmt(entries[0])} (${entries[0].plan}).`);
  } else {
    out.push(`None of them shows a comparable paid price.`);
  }
  const free = analyzed.filter((a) => a.profile.pricing.free_tier).length;
  const n = analyzed.length;
  out.push(n === 1 ? (free ? "It offers a free plan." : "It offers no free plan.") : free === 0 ? "None offers a free plan." : `${share(free, n)[0].toUpperCase()}${share(free, n).slice(1)} ${free === 1 ? "offers" : "offer"} a free plan.`);
  // A free plan only implied is counted, and said to be implied (issue 25 item 7).
  const implied = analyzed.filter((a) => a.profile.pricing.free_tier && a.profile.pricing.free_tier_inferred === true).map((a) => a.profile.name);
  if (implied.length) out.push(impliedFreeNote(implied));
  if (yourSite) out.push(yourSite);
  out.push(`Main finding: ${first.title}.`);
  return out.join(" ");
}

/**
 * The summary of a report. `reads` are in request order and at least one must have been read
 * (the job fails the report otherwise). `analysisDate` is the UTC day, YYYY-MM-DD.
 */
export function buildReportSummary(reads: readonly CompetitorRead[], analysisDate: string, yours: CompetitorRead | null = null): ReportSummary {
  const analyzed = reads.flatMap((r) => ("failure" in r ? [] : [analyzeCompetitor(r.url, r.facts, r.profile, analysisDate)]));
  if (analyzed.length === 0) throw new Error("buildReportSummary: no competitor site was read");
  const you = yours && !("failure" in yours) ? analyzeCompetitor(yours.url, yours.facts, yours.profile, analysisDate) : null;
  const groups = featureGroups(analyzed);
  const cross = buildCrossAnalysis(analyzed, groups);
  const recommendations = buildRecommendations(analyzed, cross, groups, you);
  const byUrl = new Map(analyzed.map((a) => [a.url, a]));
  const yourEntry = yours === null ? null : "failure" in yours ? unreachableEntry(yours.url, yours.failure) : analyzedEntry(you!);
  return {
    competitors: reads.map((r) => r.url),
    analysis_date: analysisDate,
    overview: overview(reads, analyzed, cross, recommendations[0], analysisDate, yourSiteSentence(yours, you)),
    your_product: yourEntry && { url: yourEntry.url, name: yourEntry.name, status: yourEntry.status, error: yourEntry.error, profile: yourEntry.profile },
    per_competitor: reads.map((r) => ("failure" in r ? unreachableEntry(r.url, r.failure) : analyzedEntry(byUrl.get(r.url)!))),
    cross_analysis: cross,
    recommendations,
  };
}
