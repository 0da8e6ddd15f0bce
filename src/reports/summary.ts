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
import { formatPrice } from "../intel/analyze/scan";
import { buildCrossAnalysis, featureGroups } from "./cross-analysis";
import { analyzeCompetitor, analyzedEntry, unreachableEntry, type Analyzed, type CompetitorRead } from "./per-competitor";
import { buildRecommendations, listNames } from "./recommendations";
import type { CrossAnalysis, Recommendation, ReportSummary } from "./schemas";

function overview(reads: readonly CompetitorRead[], analyzed: readonly Analyzed[], cross: CrossAnalysis, first: Recommendation, date: string): string {
  const names = listNames(analyzed.map((a) => a.profile.name));
  const out = [`This snapshot of ${date} compares ${analyzed.length === 1 ? `one competitor, ${names}` : `${analyzed.length} competitors: ${names}`}.`];
  const failed = reads.flatMap((r) => ("failure" in r ? [r] : []));
  if (failed.length) {
    const one = failed.length === 1;
    out.push(`${one ? "One site" : `${failed.length} of ${reads.length} sites`} could not be read and ${one ? "is" : "are"} left out: ${failed.map((r) => r.failure.message).join("; ")}.`);
  }
  const { entries, cheapest, most_expensive: top, median, currency } = cross.price_ladder;
  const fmt = (amount: number, perUser: boolean) => formatPrice(amount, currency, perUser);
  if (entries.length >= 2 && cheapest && top && median) {
    out.push(`Entry prices run from ${fmt(cheapest.amount, cheapest.per_user)} (${cheapest.competitor}, ${cheapest.plan}) to ${fmt(top.amount, top.per_user)} (${top.competitor}, ${top.plan}), with a median of ${fmt(median.amount, false)}.`);
  } else if (entries.length === 1) {
    out.push(`Only ${entries[0].competitor} shows a comparable entry price: ${fmt(entries[0].amount, entries[0].per_user)} (${entries[0].plan}).`);
  } else {
    out.push(`None of them shows a comparable paid price.`);
  }
  const free = analyzed.filter((a) => a.profile.pricing.free_tier).length;
  out.push(analyzed.length === 1 ? (free ? "It offers a free plan." : "It offers no free plan.") : `${free === 0 ? "None" : `${free} of ${analyzed.length}`} offer${free === 1 ? "s" : ""} a free plan.`);
  out.push(`Main finding: ${first.title}.`);
  return out.join(" ");
}

/**
 * The summary of a report. `reads` are in request order and at least one must have been read
 * (the job fails the report otherwise). `analysisDate` is the UTC day, YYYY-MM-DD.
 */
export function buildReportSummary(reads: readonly CompetitorRead[], analysisDate: string): ReportSummary {
  const analyzed = reads.flatMap((r) => ("failure" in r ? [] : [analyzeCompetitor(r.url, r.facts, r.profile, analysisDate)]));
  if (analyzed.length === 0) throw new Error("buildReportSummary: no competitor site was read");
  const groups = featureGroups(analyzed);
  const cross = buildCrossAnalysis(analyzed, groups);
  const recommendations = buildRecommendations(analyzed, cross, groups);
  const byUrl = new Map(analyzed.map((a) => [a.url, a]));
  return {
    competitors: reads.map((r) => r.url),
    analysis_date: analysisDate,
    overview: overview(reads, analyzed, cross, recommendations[0], analysisDate),
    per_competitor: reads.map((r) => ("failure" in r ? unreachableEntry(r.url, r.failure) : analyzedEntry(byUrl.get(r.url)!))),
    cross_analysis: cross,
    recommendations,
  };
}
