/**
 * One competitor of a report: its Profile (the scan's), the roast's weaknesses, positioning score
 * and size estimate, and its strengths — the mirror image of the weaknesses, each a fact with the
 * page and words that show it. Pure: facts in, findings out (docs/reports.md lists the rules).
 */
import type { Profile } from "../intel/analyze/schemas";
import { buildRoast, type WeaknessKind, findWeaknesses } from "../intel/analyze/roast";
import { startingPrice, trialDays, type StartingPrice } from "../intel/analyze/profile";
import { monthlyPrice } from "../intel/price-text";
import { domainLabel } from "../intel/extract/identity";
import { snippet } from "../intel/extract/text";
import { planLabel, type SiteFacts } from "../intel/facts";
import type { FetchFailureKind } from "../intel/fetcher";
import type { Finding, PerCompetitor } from "./schemas";

/** What reading one competitor URL gave: the site's facts, or why its home page could not be read. */
export type CompetitorRead = { url: string; facts: SiteFacts; profile: Profile } | { url: string; failure: { reason: FetchFailureKind; message: string } };

/** A competitor whose site was read, with what the cross analysis and the recommendations need. */
export interface Analyzed {
  url: string;
  facts: SiteFacts;
  profile: Profile;
  entry: StartingPrice | null;
  weaknesses: (Finding & { kind: WeaknessKind | null })[];
  positioningScore: number;
  size: NonNullable<PerCompetitor["estimated_size"]>;
  strengths: Finding[];
}

/** Customer counts and logo walls worth calling proof. */
const PROOF_CUSTOMERS = 1_000;
const PROOF_LOGOS = 4;
/** More plans than this is the roast's "too many plans"; up to it, pricing reads as simple. */
const SIMPLE_PLANS = 5;
const BROAD_FEATURES = 10;

export function findStrengths(facts: SiteFacts, profile: Profile, entry: StartingPrice | null, weaknessKinds: ReadonlySet<WeaknessKind | null>): Finding[] {
  const out: Finding[] = [];
  const signal = (kind: SiteFacts["signals"][number]["kind"]) => facts.signals.filter((s) => s.kind === kind);

  const freePlan = facts.plans.find((p) => p.free);
  const freeSignal = signal("free_plan").find((x) => !x.inferred) ?? signal("free_plan")[0];
  if (freePlan) out.push({ title: "Free plan", detail: `${freePlan.name} costs nothing: visitors can start without a purchase decision.`, evidence: freePlan.evidence });
  // An inferred signal (a page of its own for Premium) is said to be implied, never presented as read.
  else if (freeSignal?.inferred) out.push({ title: "Free plan (implied)", detail: `No free plan is named, but the site sells a Premium of its own ("${freeSignal.label}"): a free version appears to exist, so visitors may start without a purchase decision.`, evidence: freeSignal.evidence });
  else if (freeSignal) out.push({ title: "Free plan", detail: `"${freeSignal.label}": visitors can start without a purchase decision.`, evidence: freeSignal.evidence });

  const days = trialDays(facts);
  const trialPlan = facts.plans.find((p) => p.trial_days !== null);
  const trialSignal = signal("free_trial")[0];
  if (trialPlan || trialSignal) {
    out.push({
      title: days ? `${days}-day free trial` : "Free trial",
      detail: "Paid plans can be tried before paying, which lowers the cost of switching.",
      // The trial's own words (the signal quotes them) before a plan card that may not say "trial".
      evidence: trialSignal?.evidence ?? trialPlan!.evidence,
    });
  }

  const priced = facts.plans.filter((p) => p.amount !== null && p.amount > 0);
  if (entry && priced.length <= SIMPLE_PLANS) {
    out.push({
      title: "Public, simple pricing",
      detail: `${priced.length} priced plan${priced.length === 1 ? "" : "s"}, from ${monthlyPrice(entry.amount, entry.currency, entry.per_user, entry.plan.inferred ?? [])} (${planLabel(entry.plan)}): buyers can decide without talking to sales.`,
      evidence: entry.plan.evidence,
    });
  }

  const customers = signal("customer_count").sort((a, b) => (b.value ?? 0) - (a.value ?? 0))[0];
  const logos = signal("logo_wall").sort((a, b) => (b.value ?? 0) - (a.value ?? 0))[0];
  if (customers && (customers.value ?? 0) >= PROOF_CUSTOMERS) out.push({ title: "Social proof", detail: `It claims "${customers.label}": visitors see that others trust it.`, evidence: customers.evidence });
  else if (logos && (logos.value ?? 0) >= PROOF_LOGOS) out.push({ title: "Customer logos", detail: `A wall of ${logos.value} customer logos: visitors see that others trust it.`, evidence: logos.evidence });

  const security = [...signal("compliance"), ...signal("sso")];
  if (security.length) {
    const labels = [...new Set(security.map((s) => s.label))];
    out.push({ title: "Security credentials", detail: `${labels.join(", ")} shown: the first questions of an enterprise buyer are answered on the site.`, evidence: security[0].evidence });
  }

  if (facts.headline && !weaknessKinds.has("vague_headline")) {
    out.push({ title: "Clear headline", detail: `"${snippet(facts.headline.value, 80)}" says what the product does.`, evidence: facts.headline.evidence });
  }

  if (facts.features.length >= BROAD_FEATURES) {
    const named = profile.features.slice(0, 3).join(", ");
    out.push({ title: "Broad feature set", detail: `${facts.features.length} features named on the pages read, among them ${named}.`, evidence: facts.features[0].evidence });
  }
  return out;
}

/** The analysis of one site that was read. `analysisDate` only feeds the roast (its timestamp is not kept). */
export function analyzeCompetitor(url: string, facts: SiteFacts, profile: Profile, analysisDate: string): Analyzed {
  const roast = buildRoast(facts, profile, analysisDate);
  // The roast adds a kind-less "Plays it safe" when it finds nothing; the kinds feed the recommendations.
  const kinds = findWeaknesses(facts, profile).map((w) => w.kind);
  const weaknesses = roast.weaknesses.map((w, i) => ({ ...w, kind: kinds[i] ?? null }));
  const entry = startingPrice(facts.plans);
  return {
    url,
    facts,
    profile,
    entry,
    weaknesses,
    positioningScore: roast.positioning_score,
    size: roast.estimated_size,
    strengths: findStrengths(facts, profile, entry, new Set(weaknesses.map((w) => w.kind))),
  };
}

/** The per_competitor entry of a site whose home page could not be read: the reason, no analysis. */
export function unreachableEntry(url: string, failure: { reason: FetchFailureKind; message: string }): PerCompetitor {
  return { url, name: domainLabel(url), status: "unreachable", error: failure, profile: null, strengths: [], weaknesses: [], positioning_score: null, estimated_size: null };
}

/** The per_competitor entry of a site that was read. */
export function analyzedEntry(a: Analyzed): PerCompetitor {
  return {
    url: a.url,
    name: a.profile.name,
    status: "analyzed",
    error: null,
    profile: a.profile,
    strengths: a.strengths,
    weaknesses: a.weaknesses.map(({ title, detail, evidence }) => ({ title, detail, evidence })),
    positioning_score: a.positioningScore,
    estimated_size: a.size,
  };
}
