/**
 * buildRoast — the roast (SPEC §5 POST /roast) from SiteFacts and its Profile. Pure; the time is
 * passed in. Every number comes from a documented formula (docs/intel.md):
 *
 * Size points: customers ≥ 1M: 3, ≥ 10k: 2, ≥ 1k: 1; a logo wall of ≥ 8: 1; each compliance
 * badge: 1 (at most 2); SSO: 1; SLA: 1; enterprise language: 1; careers page: 1; demo/sales
 * contact: 1; a contact-sales plan: 1; four or more plans: 1.
 * Label: 0–1 solo, 2–4 startup, 5–7 scaleup, ≥ 8 enterprise.
 *
 * Positioning score: 100 minus the weight of each weakness found (WEAKNESS_WEIGHTS), at least 0.
 * Verdict: the template of the heaviest weakness, or the "no weakness" one.
 */
import type { Evidence, SiteFacts } from "../facts.ts";
import type { Profile, RoastResult, Weakness } from "./schemas.ts";
import { snippet } from "../extract/text.ts";

type Size = RoastResult["estimated_size"]["label"];

export function estimateSize(facts: SiteFacts): { label: Size; points: number; signals: string[] } {
  let points = 0;
  const signals: string[] = [];
  const add = (n: number, why: string) => {
    points += n;
    signals.push(why);
  };
  const customers = Math.max(0, ...facts.signals.filter((s) => s.kind === "customer_count").map((s) => s.value ?? 0));
  if (customers >= 1_000_000) add(3, `${customers.toLocaleString("en-US")}+ customers claimed`);
  else if (customers >= 10_000) add(2, `${customers.toLocaleString("en-US")}+ customers claimed`);
  else if (customers >= 1_000) add(1, `${customers.toLocaleString("en-US")}+ customers claimed`);
  const logos = Math.max(0, ...facts.signals.filter((s) => s.kind === "logo_wall").map((s) => s.value ?? 0));
  if (logos >= 8) add(1, `logo wall of ${logos} customers`);
  const compliance = [...new Set(facts.signals.filter((s) => s.kind === "compliance").map((s) => s.label))];
  if (compliance.length) add(Math.min(2, compliance.length), `compliance: ${compliance.join(", ")}`);
  if (facts.signals.some((s) => s.kind === "sso")) add(1, "SSO/SAML offered");
  if (facts.signals.some((s) => s.kind === "sla")) add(1, "uptime SLA");
  if (facts.signals.some((s) => s.kind === "enterprise")) add(1, "enterprise language");
  if (facts.signals.some((s) => s.kind === "careers")) add(1, "careers page (hiring)");
  if (facts.signals.some((s) => s.kind === "demo")) add(1, "sales-led: demo or talk-to-sales");
  if (facts.plans.some((p) => p.contact_sales)) add(1, "contact-sales plan");
  if (facts.plans.length >= 4) add(1, `${facts.plans.length} plans`);
  const label: Size = points >= 8 ? "enterprise" : points >= 5 ? "scaleup" : points >= 2 ? "startup" : "solo";
  return { label, points, signals };
}

export const WEAKNESS_WEIGHTS = {
  no_pricing: 20,
  no_trial: 15,
  vague_headline: 15,
  no_social_proof: 15,
  enterprise_without_security: 10,
  too_many_plans: 10,
  few_features: 10,
  no_description: 5,
} as const;
export type WeaknessKind = keyof typeof WEAKNESS_WEIGHTS;

const VAGUE = /\b(?:the future of|reimagined|next[- ]gen(?:eration)?|all[- ]in[- ]one|made (?:simple|easy)|powerful|seamless(?:ly)?|revolutioni[sz]e|supercharge|unlock|empower|transform|platform for everything|elevate|game[- ]chang)/i;

/** Evidence of an absence: the pages that were checked, and what was not found on them. */
export function absence(facts: SiteFacts, what: string): Evidence {
  return { url: facts.final_url || facts.url, snippet: snippet(`Checked ${facts.pages.length} page(s) (${facts.pages.join(", ")}): ${what}`) };
}

export function findWeaknesses(facts: SiteFacts, profile: Profile): (Weakness & { kind: WeaknessKind })[] {
  const out: (Weakness & { kind: WeaknessKind })[] = [];
  const priced = facts.plans.filter((p) => p.amount !== null);
  if (priced.length === 0)
    out.push({
      kind: "no_pricing",
      title: "No public pricing",
      detail: facts.plans.length ? "Every plan says \"contact sales\": buyers who want a number leave to find one." : "No plan or price anywhere on the pages read: buyers cannot tell if they can afford it.",
      evidence: facts.plans[0]?.evidence ?? absence(facts, "no price found"),
    });
  if (!profile.pricing.free_tier && !profile.pricing.free_trial)
    // An absence is shown by the pages checked, not by a price card that says nothing of trials.
    out.push({ kind: "no_trial", title: "No way to try it first", detail: "No free plan and no free trial: every sign-up is a purchase decision.", evidence: absence(facts, "no free plan or trial mentioned") });
  const h = facts.headline?.value ?? "";
  if (!h || VAGUE.test(h) || h.split(/\s+/).length < 3 || h.split(/\s+/).length > 16)
    out.push({
      kind: "vague_headline",
      title: "Vague headline",
      detail: h ? `"${snippet(h, 80)}" says how it feels, not what it does or for whom.` : "No main headline: visitors have to guess what the product does.",
      evidence: facts.headline?.evidence ?? absence(facts, "no h1 headline"),
    });
  if (!facts.signals.some((s) => s.kind === "customer_count" || s.kind === "logo_wall"))
    out.push({ kind: "no_social_proof", title: "No social proof", detail: "No customer count and no customer logos: nothing tells a visitor that others trust it.", evidence: absence(facts, "no customer count or logo wall") });
  const enterprisePitch = facts.signals.some((s) => s.kind === "enterprise") || facts.plans.some((p) => p.contact_sales && /enterprise/i.test(p.name));
  if (enterprisePitch && !facts.signals.some((s) => s.kind === "compliance" || s.kind === "sso")) {
    const ev = facts.signals.find((s) => s.kind === "enterprise")?.evidence ?? facts.plans.find((p) => p.contact_sales)!.evidence;
    out.push({ kind: "enterprise_without_security", title: "Enterprise pitch without security proof", detail: "It courts enterprise buyers but shows no SOC 2, ISO 27001 or SSO: procurement will ask first.", evidence: ev });
  }
  if (priced.length > 5) out.push({ kind: "too_many_plans", title: "Too many plans", detail: `${priced.length} priced plans: choosing one is work.`, evidence: priced[5].evidence });
  if (facts.features.length < 3) out.push({ kind: "few_features", title: "Features are hard to find", detail: `Only ${facts.features.length} feature(s) named on the pages read.`, evidence: facts.features[0]?.evidence ?? absence(facts, "fewer than three features named") });
  if (!facts.description) out.push({ kind: "no_description", title: "No meta description", detail: "Search results and link previews show whatever text comes first.", evidence: absence(facts, "no meta description") });
  return out.sort((a, b) => WEAKNESS_WEIGHTS[b.kind] - WEAKNESS_WEIGHTS[a.kind]);
}

const VERDICTS: Record<WeaknessKind, (name: string) => string> = {
  no_pricing: (n) => `${n} hides its prices, so buyers who want a number will find one at a competitor.`,
  no_trial: (n) => `${n} asks for a purchase before a single click of proof.`,
  vague_headline: (n) => `${n} has a product, but its headline won't tell you what it is.`,
  no_social_proof: (n) => `${n} asks for trust without showing a single customer.`,
  enterprise_without_security: (n) => `${n} pitches enterprise and forgets the security page procurement reads first.`,
  too_many_plans: (n) => `${n} offers so many plans that choosing one feels like homework.`,
  few_features: (n) => `${n} barely says what it does.`,
  no_description: (n) => `${n} looks fine until it shows up in a search result.`,
};

export function buildRoast(facts: SiteFacts, profile: Profile, analyzedAt: string): RoastResult {
  const size = estimateSize(facts);
  const found = findWeaknesses(facts, profile);
  const score = Math.max(0, 100 - found.reduce((s, w) => s + WEAKNESS_WEIGHTS[w.kind], 0));
  const weaknesses: Weakness[] = found.map(({ title, detail, evidence }) => ({ title, detail, evidence }));
  if (weaknesses.length === 0) {
    // Nothing missing: the remaining criticism is sameness, shown with the headline it rests on.
    weaknesses.push({
      title: "Plays it safe",
      detail: "Pricing, proof and features are all there; nothing on the page is surprising enough to remember.",
      evidence: facts.headline?.evidence ?? absence(facts, "nothing missing"),
    });
  }
  const top = [...facts.features].sort((a, b) => Number(a.source !== "heading") - Number(b.source !== "heading")).slice(0, 5).map((f) => f.name);
  const verdict = found.length ? VERDICTS[found[0].kind](profile.name) : `${profile.name} is clear, priced and proven; the only thing left to roast is how safe it plays.`;
  return {
    url: facts.url,
    name: profile.name,
    estimated_size: { label: size.label, signals: size.signals },
    top_features: top,
    weaknesses,
    positioning_score: score,
    verdict,
    rendering: profile.rendering,
    analyzed_at: analyzedAt,
  };
}
