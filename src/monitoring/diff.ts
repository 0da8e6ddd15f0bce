/**
 * diffFacts — the real changes between two extractions of one competitor's site, judged on facts
 * (plans, prices, free tier, features, headline, description), never on HTML. The rules are
 * documented in docs/monitoring.md ("What counts as a change"); the short form:
 *
 *  - Plans are matched by `planKey` (case, punctuation, whitespace and a trailing "plan"/"tier"
 *    ignored: "Pro" ≈ "PRO" ≈ "Pro." ≈ "Pro plan").
 *  - A plan that vanished and one that appeared with the SAME price (amount, currency, period,
 *    per-user; or both free; or both contact-sales), each the only one of its price on its side,
 *    is a rename: one low `messaging_change`, never `plan_removed` + `plan_added`. A rename is how
 *    sites tidy names; a price is what customers compare.
 *  - The free tier is a site-level fact: a free plan existing at all. Losing it is one critical
 *    `free_tier_changed` (gaining it, medium). A free plan that left (or came) is also its own
 *    `plan_removed` (`plan_added`): two facts a customer tracks, as a reader writes them (round 45h).
 *    A plan still shown whose price moved to or from free is the tier's alert alone, its summary
 *    saying the price move ("Starter: $9/month → Free (free tier added)"). Free-trial length
 *    changes are also `free_tier_changed` (medium).
 *  - Evidence (snippets, selectors, URLs), `price_text`, signals and the order of anything are
 *    never compared: they move with markup, not with the offer. The annual-billing price counts
 *    only when both sides show one and the charged price held. A struck list price shown, ended or
 *    moved beside a held charged price is a discount's change (round 90l, list-price-moves.ts).
 *  - A plan the confidence model withheld is compared only where the other check read it too, or
 *    where its own check reported no plan at all (round 20: a lineup rewritten under abstention).
 *    Where either check reported no plan at all, a plan whose name is still a line of the other
 *    check's page (`page_lines`) was read once: not added or removed (round 24). Where both checks
 *    reported plans, so was a plan whose name and price are lines a few lines apart there (its
 *    card; round 31, plan-card-lines.ts).
 *  - Facts from a page only one side read are not compared (the page set is the runner's
 *    business, reported as availability).
 *  - Features are compared as full sets: the display list plus the names past its cap
 *    (`more_features`). Only facts stored before that field existed, with a list at the display
 *    cap, say nothing about what the cap cut (no false "150 features added" after the upgrade).
 *    More than GROUPED_FEATURES features in or out in one check make one grouped change each way;
 *    so do several in and several out when together they pass GROUPED_FEATURES (a rework). A
 *    plan added or removed carries the bullets only it lists ("Plan added: Guild ($60/month) with
 *    3 features: …"), and a feature whose number moved is one limit change (round 16). The only
 *    feature gone and the only one come among those the same plans list (or none) are one line
 *    replaced: "Feature replaced: Pro: X → Y" (round 23). A feature one check read and the other did
 *    not, whose line the other check's page still shows (the facts' `page_lines`), was read once:
 *    no change (round 24). A heading of level 1 or 2 read as a feature is a section's title, left
 *    out on both sides (round 28).
 *  - A bullet one plan gained or lost while the page lists it on both sides (another card keeps it)
 *    is that plan's change: "Feature removed: Unlimited bandwidth (from Free)" (round 42g,
 *    plan-feature-moves.ts).
 *  - A plan's limits ("Up to 3 boards") are its own, compared plan by plan and thing by thing
 *    ("Limit raised: Free: Up to 3 boards → Up to 5 boards"); a limit a plan lost and one it gained
 *    that alone name a thing in common are one limit changed (round 18); several limits of one plan
 *    moved in one check are one alert for the plan ("Limits changed: Pro: 4 GB RAM → 8 GB RAM; added
 *    2 vCPU", round 22); facts stored before limits were split from features are split the same
 *    way first, so the upgrade reports nothing.
 *
 * Pure and deterministic: the result is sorted by severity (highest first), then change type,
 * then subject, so the same two inputs give the same list whatever order the facts came in.
 */
import type { Evidence, PlanFact, SignalFact, SiteFacts, TextFact } from "../intel/facts.ts";
import { MAX_FEATURE_NAMES, MAX_FEATURES } from "../intel/facts.ts";
import { limitKey, limitQuantity, splitLimits } from "../intel/extract/limits.ts";
import { lineHash } from "../intel/extract/page-lines.ts";
import { cardStillShown } from "./plan-card-lines.ts";
import { planFeatureMoves } from "./plan-feature-moves.ts";
import { limitLinesSpoken } from "./limit-lines.ts";
import { cardLinesReplaced, type CardLine } from "./card-line-replaced.ts";
import { listPriceMove } from "./list-price-moves.ts";
import { planKey } from "../intel/extract/text.ts";
import { isFreeCheckLabel } from "../intel/extract/free-check-label.ts";
import { setKeys } from "../intel/plan-set-key.ts";
import { formatMoney, inferredNote } from "../intel/price-text.ts";
import { textKey } from "./normalise.ts";
import { oneWordSwapped } from "./word-swapped.ts";

export const CHANGE_TYPES = ["pricing_change", "plan_added", "plan_removed", "free_tier_changed", "feature_added", "feature_removed", "messaging_change", "page_unavailable", "page_restored"] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];
export const SEVERITIES = ["low", "medium", "high", "critical"] as const; // ascending
export type Severity = (typeof SEVERITIES)[number];
export const severityRank = (s: Severity) => SEVERITIES.indexOf(s);

export interface DetectedChange {
  type: ChangeType;
  severity: Severity;
  /** One line, before → after, e.g. "Pro: $29/month → $35/month (+20.7%)". */
  summary: string;
  /** What changed: plan name, feature name, "headline", page url. */
  subject: string;
  /** Short human values ("$29/month", "Free", null). */
  before: string | null;
  after: string | null;
  evidence: { before: Evidence | null; after: Evidence | null };
}

/** A price move of at least this share of the old price is high; smaller moves are medium. */
export const HIGH_PRICE_MOVE = 0.1;
/**
 * More features than this added (or removed) in one check are one grouped change rather than one
 * change each: a redesign that renames forty features is one event to read, not forty webhooks.
 * Up to this many, each is its own change (a customer filters and follows them one by one).
 */
export const GROUPED_FEATURES = 5;

// ---------------------------------------------------------------------------------------------
// Prices as people read them

/**
 * A plan's price in one short label: "$29/user/month", "$290/year", "$99 one-time", "Free",
 * "Contact sales". A part the extractor inferred is not presented as read: an inferred period is
 * left out and said ("$29 (period not stated)"), an inferred currency or per-user named after it.
 */
export function priceLabel(p: PlanFact): string {
  if (isPromotion(p)) return `${formatMoney(0, p.currency)} (promotion, list ${formatMoney(p.list_amount!, p.currency)})`;
  if (isFree(p)) return "Free";
  if (p.amount === null) return p.contact_sales ? "Contact sales" : "no price shown";
  const inferred = Array.isArray(p.inferred) ? p.inferred : [];
  const per = p.per_user ? "/user" : "";
  const period = inferred.includes("period") ? "" : p.period === "month" ? "/month" : p.period === "year" ? "/year" : p.period === "one_time" ? " one-time" : "";
  const note = inferredNote(inferred);
  return `${formatMoney(p.amount, p.currency)}${per}${period}${note ? ` (${note})` : ""}`;
}

const isFree = (p: PlanFact) => p.free || p.amount === 0;
/**
 * A paid plan offered at $0 for now: its struck-through list price says so ("$0 ~~$69~~"). A reader
 * sees a price change, not a free tier (round 14), so it neither makes nor keeps a free tier.
 */
const isPromotion = (p: PlanFact) => isFree(p) && typeof p.list_amount === "number" && p.list_amount > 0;
const isFreeTier = (p: PlanFact) => isFree(p) && !isPromotion(p);
const isPriced = (p: PlanFact) => p.amount !== null && p.amount > 0;

/** What "same price" means: the offer, not how it is printed. Any free plan is the same free. */
function priceSig(p: PlanFact): string {
  if (isFree(p)) return "free";
  if (p.amount === null) return p.contact_sales ? "contact" : "none";
  return `${p.amount}|${p.currency ?? ""}|${p.period ?? ""}|${p.per_user ? "user" : ""}`;
}

/**
 * The same amount, currency and per-user billing where one side states no period (or only
 * inferred one): one offer read with and without its period word, not "$29/month → $29".
 */
function samePriceNoPeriod(p: PlanFact, q: PlanFact): boolean {
  const unstated = (x: PlanFact) => x.period === null || (Array.isArray(x.inferred) && x.inferred.includes("period"));
  return isPriced(p) && p.amount === q.amount && p.currency === q.currency && p.per_user === q.per_user && (unstated(p) || unstated(q));
}

/**
 * The same amount, period and per-user billing where one side's currency is only inferred (round
 * 23b: a version whose page names its dollar — a title "… Australia", a line "· AUD" — beside one
 * that does not; "$99/month → A$99/month" is how the page was read, not a price that moved).
 */
function samePriceCurrencyInferred(p: PlanFact, q: PlanFact): boolean {
  const inferred = (x: PlanFact) => Array.isArray(x.inferred) && x.inferred.includes("currency");
  return isPriced(p) && p.amount === q.amount && p.period === q.period && p.per_user === q.per_user && (inferred(p) || inferred(q));
}

/** Price per month for comparing across periods; null when the period has no monthly meaning. */
function monthly(p: PlanFact): number | null {
  if (p.amount === null) return null;
  if (p.period === "month" || p.period === null) return p.amount;
  if (p.period === "year") return p.amount / 12;
  return null;
}

/** The signed percentage move from a to b (one decimal), or null when the two do not compare. */
function priceMove(a: PlanFact, b: PlanFact): number | null {
  if (!isPriced(a) || !isPriced(b) || a.currency !== b.currency || a.per_user !== b.per_user) return null;
  const ma = monthly(a);
  const mb = monthly(b);
  if (ma === null || mb === null) return a.period === b.period && a.amount ? ((b.amount! - a.amount) / a.amount) * 100 : null;
  return ((mb - ma) / ma) * 100;
}

/** One decimal, as the summary prints it; the severity threshold reads the same figure. */
const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (move: number) => `${move >= 0 ? "+" : "-"}${Math.abs(round1(move)).toFixed(1)}%`;

/**
 * The annual-billing per-month price moved while the charged price held: a pricing_change of its
 * own ("Pro (billed annually): $24/month → $29/month (+20.8%)"). Only when both sides show an
 * annual price: one appearing or vanishing is how a toggle was marked up, not an offer.
 */
function annualMove(p: PlanFact, q: PlanFact): DetectedChange | null {
  const x = p.annual_amount;
  const y = q.annual_amount;
  if (typeof x !== "number" || typeof y !== "number" || x <= 0 || y <= 0 || x === y || !isPriced(p)) return null;
  const move = ((y - x) / x) * 100;
  const per = `${p.per_user ? "/user" : ""}/month`;
  const [from, to] = [`${formatMoney(x, p.currency)}${per}`, `${formatMoney(y, q.currency)}${per}`];
  const severity: Severity = Math.abs(round1(move)) >= HIGH_PRICE_MOVE * 100 ? "high" : "medium";
  return change("pricing_change", severity, q.name, `${q.name} (billed annually): ${from} → ${to} (${pct(move)})`, `${from} billed annually`, `${to} billed annually`, p.evidence, q.evidence);
}

/**
 * Round 54c: a yearly price offered where the page had none, or withdrawn from every plan, while
 * the charged price held ("Pro: billed annually now offered: $4.17/month"). annualMove above
 * compares an annual price both sides show; one appearing or vanishing on a single plan is how a
 * toggle was marked up (no change). But where one check read an annual price on NO plan and the
 * other reads one on a plan whose charged price held, the page gained (or lost) its yearly
 * billing: readers wrote it down as a price change on 4 sites in 3 waves of development
 * (docs/intel.md, round 54 part c). Stand-ins (withheld readings) say nothing of a toggle.
 */
function annualOffered(pairs: readonly PlanPair[], before: readonly PlanFact[], after: readonly PlanFact[], standIns: ReadonlySet<PlanFact>): DetectedChange[] {
  // A price by the month beside its yearly billing; a plan charged by the year carries its per-month
  // figure as annual_amount too, which says nothing of a toggle.
  const annual = (p: PlanFact) => typeof p.annual_amount === "number" && p.annual_amount > 0 && p.period === "month";
  const [noneBefore, noneAfter] = [!before.some(annual), !after.some(annual)];
  if (noneBefore === noneAfter) return [];
  const out: DetectedChange[] = [];
  for (const { before: p, after: q } of pairs) {
    if (standIns.has(p) || standIns.has(q) || !isPriced(p) || !isPriced(q) || priceSig(p) !== priceSig(q)) continue;
    const shown = noneBefore ? q : p;
    if (!annual(shown) || shown.annual_amount! >= shown.amount!) continue;
    const label = `${formatMoney(shown.annual_amount!, shown.currency)}${shown.per_user ? "/user" : ""}/month billed annually`;
    out.push(noneBefore
      ? change("pricing_change", "medium", q.name, `${q.name}: billed annually now offered (${label})`, null, label, p.evidence, q.evidence)
      : change("pricing_change", "medium", q.name, `${q.name}: billed annually no longer offered (was ${label})`, label, null, p.evidence, q.evidence));
  }
  return out;
}

/** Quoted and cut to `max` characters for a one-line summary. */
function quote(s: string, max = 80): string {
  const t = s.replace(/\s+/g, " ").trim();
  return `"${t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t}"`;
}

// ---------------------------------------------------------------------------------------------
// Pages both sides read

/** A page's identity across checks: no query string (cache busting), no fragment, no trailing slash. */
export function pageKey(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, "") || "/"}`;
  } catch {
    return url.split(/[?#]/)[0].replace(/\/+$/, "");
  }
}

/**
 * Whether a fact shown at `evidence` could have been seen by `facts`: it read that page. Facts
 * with no page list (hand-built, or an old snapshot) are taken to have read everything.
 */
function pagesRead(facts: SiteFacts): (evidence: Evidence | null | undefined) => boolean {
  const pages = Array.isArray(facts.pages) ? facts.pages : [];
  if (pages.length === 0) return () => true;
  const keys = new Set(pages.map((p) => pageKey(String(p))));
  return (evidence) => !evidence || typeof evidence.url !== "string" || keys.has(pageKey(evidence.url));
}

// ---------------------------------------------------------------------------------------------
// The diff

interface PlanPair {
  before: PlanFact;
  after: PlanFact;
}

/**
 * Plans keyed by planKey; the first of a duplicated key wins. A name repeated by sets of cards
 * under headings of their own (a "Full seat" in "Team" and in "Company": the plan's `group`) is
 * one plan per set, the later sets' keyed by their heading too (named-sets.ts).
 */
function byPlanKey(plans: readonly PlanFact[]): Map<string, PlanFact> {
  const out = new Map<string, PlanFact>();
  const list = (Array.isArray(plans) ? plans : []).filter((p) => p && typeof p === "object");
  const keyOf = setKeys(list.map((p) => ({ name: String(p.name ?? ""), group: p.group })));
  for (const p of list) {
    const k = keyOf({ name: String(p.name ?? ""), group: p.group });
    if (!out.has(k)) out.set(k, p);
  }
  return out;
}

function change(type: ChangeType, severity: Severity, subject: string, summary: string, before: string | null, after: string | null, eb: Evidence | null, ea: Evidence | null): DetectedChange {
  return { type, severity, summary, subject, before, after, evidence: { before: eb ?? null, after: ea ?? null } };
}

/** The longest free trial a site states (a plan's, else the site-wide signal), in days. */
function trialDays(f: SiteFacts): { days: number; evidence: Evidence } | null {
  let best: { days: number; evidence: Evidence } | null = null;
  for (const p of f.plans ?? []) if (p.trial_days !== null && p.trial_days > 0 && (!best || p.trial_days > best.days)) best = { days: p.trial_days, evidence: p.evidence };
  if (best) return best;
  for (const s of f.signals ?? []) if (s.kind === "free_trial" && s.value !== null && s.value > 0 && (!best || s.value > best.days)) best = { days: s.value, evidence: s.evidence };
  return best;
}

/** Plans in name order: which of several stands for a site-level change must not depend on page order. */
const byName = (plans: PlanFact[]) => [...plans].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));

/** "Free plan" for a plan called Free, else "Hobby (Free)". */
const freePlanLabel = (p: PlanFact) => (/\bfree\b/.test(planKey(p.name)) ? `${p.name} plan` : `${p.name} (Free)`);

const days = (t: { days: number } | null) => (t ? `${t.days} days` : "none");

/**
 * The plans a diff compares: a plan the engine withheld on either side (its confidence below the
 * model's threshold, docs/intel.md "Round 9") is left out of both, so a plan that moves across the
 * threshold is never "removed" or "added" — an abstention is no change a reader would see.
 */
function withoutWithheld(f: SiteFacts, withheld: ReadonlySet<string>, readings: ReadonlyMap<string, PlanFact>): SiteFacts {
  if (!withheld.size && !readings.size) return f;
  return { ...f, plans: [...(f.plans ?? []).filter((p) => !withheld.has(planKey(p.name))), ...readings.values()] };
}

/**
 * The withheld readings of a check that reported no plan, for plans the other check never named
 * (round 20). Where the model withheld every card of a check, "withheld against absent" is the
 * only trace of a lineup that changed: on development (waves 1–12) 48 plans a reader saw added or
 * removed were withheld on one side and absent on the other. A check that reported some plans
 * keeps round 12's rule (its withheld cards beside sure ones are mostly add-ons and notes: read
 * that way they reported more false plans than real ones), as does a check whose other side read
 * no card (nothing there to be absent from). Only readings with a price (or free, or contact
 * sales) stand in.
 */
function lineupStandIns(f: SiteFacts, reported: ReadonlySet<string>, other: SiteFacts, otherReported: ReadonlySet<string>): [string, PlanFact][] {
  const held = withheldOf(f);
  if (reported.size > 0 || held.length === 0 || !readCards(other)) return [];
  const named = new Set([...otherReported, ...withheldOf(other).map((w) => planKey(w.name))]);
  return held.filter((w) => pricedReading(w) && !named.has(planKey(w.name))).map((w) => [planKey(w.name), w.reading!]);
}

/**
 * A withheld reading at least this sure is a plan for the diff even against absence (round 29): the
 * model reports from 0.75 (src/intel/confidence-weights.ts), and a card a hair below it is a plan
 * one version's page barely failed to vouch for, not an add-on or a note.
 */
const NEARLY_SURE = 0.7;

/**
 * Round 29 (monitor29): where both checks reported plans, round 12's rule keeps a plan withheld on
 * one side and absent on the other out of both (its withheld cards beside sure ones were mostly
 * add-ons and notes). On development that rule hid 68 plans added or removed a reader wrote down;
 * of the readings at 0.7 or more, 13 of 14 were such plans (6 sites: a tour shop's packages, a
 * clinic's rows, a SaaS's Pro card, an on-prem tier). Such a priced reading, whose name the other
 * check neither reported nor withheld, stands in; below it, round 12's rule holds.
 */
function nearlySure(f: SiteFacts, reported: ReadonlySet<string>, other: SiteFacts, otherReported: ReadonlySet<string>): [string, PlanFact][] {
  if (reported.size === 0 || otherReported.size === 0) return [];
  const named = new Set([...otherReported, ...withheldOf(other).map((w) => planKey(w.name))]);
  return withheldOf(f).filter((w) => pricedReading(w) && typeof w.confidence === "number" && w.confidence >= NEARLY_SURE && !named.has(planKey(w.name))).map((w) => [planKey(w.name), w.reading!]);
}

/**
 * A withheld reading's price move that repeats, figure for figure, the move of a plan both checks
 * reported is that plan's price read a second time (a payment note or an order form below its
 * card: "단건 결제 ₩90,000", "계좌 입금 ₩90,000" beside the card's ₩90,000): one move, one alert.
 */
function echoedMoves(pairs: readonly PlanPair[], standIns: ReadonlySet<PlanFact>): Set<PlanPair> {
  // The figures only: a note repeats the amount, often without the card's period word.
  const figure = (p: PlanFact) => (isPriced(p) ? `${p.amount}|${p.currency ?? ""}` : priceSig(p));
  const move = ({ before: p, after: q }: PlanPair) => `${figure(p)} > ${figure(q)}`;
  const moved = (x: PlanPair) => figure(x.before) !== figure(x.after);
  const sure = new Set(pairs.filter((x) => !standIns.has(x.before) && !standIns.has(x.after) && moved(x)).map(move));
  return new Set(pairs.filter((x) => (standIns.has(x.before) || standIns.has(x.after)) && moved(x) && sure.has(move(x))));
}

/** A check's withheld plans, each with a name (stored facts are read defensively: older rows may lack the field). */
const withheldOf = (f: SiteFacts) => (Array.isArray(f?.withheld_plans) ? f.withheld_plans.filter((w) => w && typeof w.name === "string") : []);
/** Only a reading that shows a price (or says free, or contact sales) stands in: "no price shown" is no offer to compare. */
const pricedReading = (w: NonNullable<SiteFacts["withheld_plans"]>[number]) => Boolean(w.reading && typeof w.reading === "object" && priceSig(w.reading) !== "none");

export function diffFacts(storedBefore: SiteFacts, storedAfter: SiteFacts): DetectedChange[] {
  const reported = (f: SiteFacts) => new Set((Array.isArray(f?.plans) ? f.plans : []).filter((p) => p && typeof p === "object").map((p) => planKey(String(p.name ?? ""))));
  // A plan withheld on one side and reported on the other was read by both: its withheld reading
  // stands in, so a price that moved is seen; withheld on both sides with a price read each time,
  // both readings stand in (round 14: on development these were real price moves a reader wrote
  // down, 13 found for 1 card that was no plan). Withheld on one side and absent on the other, it
  // stays out of both (an abstention is no plan added or removed a reader would see).
  const [rb, ra] = [reported(storedBefore), reported(storedAfter)];
  const stand = (f: SiteFacts, other: Set<string>) => new Map(withheldOf(f).filter((w) => pricedReading(w) && other.has(planKey(w.name))).map((w) => [planKey(w.name), w.reading!] as const));
  const priced = (f: SiteFacts) => new Set(withheldOf(f).filter(pricedReading).map((w) => planKey(w.name)));
  const [pb, pa] = [priced(storedBefore), priced(storedAfter)];
  const [sb, sa] = [stand(storedBefore, new Set([...ra, ...pa])), stand(storedAfter, new Set([...rb, ...pb]))];
  // Round 20: a check that reported no plan at all withheld its whole reading; a priced plan it
  // withheld whose name the other check (which read cards) neither reported nor withheld stands in
  // too, so a lineup rewritten under the model's abstention is seen as plans added and removed.
  for (const [k, p] of lineupStandIns(storedBefore, rb, storedAfter, ra)) sb.set(k, p);
  for (const [k, p] of lineupStandIns(storedAfter, ra, storedBefore, rb)) sa.set(k, p);
  for (const [k, p] of nearlySure(storedBefore, rb, storedAfter, ra)) sb.set(k, p);
  for (const [k, p] of nearlySure(storedAfter, ra, storedBefore, rb)) sa.set(k, p);
  const withheld = new Set([...withheldOf(storedBefore), ...withheldOf(storedAfter)].map((w) => planKey(w.name)).filter((k) => !sb.has(k) && !sa.has(k)));
  const before = withoutWithheld(withLimitsSplit(storedBefore), withheld, sb);
  const after = withoutWithheld(withLimitsSplit(storedAfter), withheld, sa);
  const out: DetectedChange[] = [];
  const b = byPlanKey(before.plans);
  const a = byPlanKey(after.plans);

  // Work stays linear in the number of plans and features: facts come from arbitrary pages.
  const readA = pagesRead(after);
  const readB = pagesRead(before);

  // 1. Match by name, then pair renames among the leftovers.
  const pairs: PlanPair[] = [];
  const pairBefore = new Map<PlanFact, PlanPair>();
  const pairAfter = new Map<PlanFact, PlanPair>();
  const removed = new Set<PlanFact>();
  const added = new Set<PlanFact>();
  // Round 24: where either check reported no plan at all (its reading of the cards failed, or the
  // model withheld the lot), a plan whose name is still a line of the other check's page was read
  // once: not added or removed (prices drawn by a script, a lineup read in one version only).
  const unread = rb.size === 0 || ra.size === 0;
  const [shownB, shownA] = [linesShown(storedBefore), linesShown(storedAfter)];
  for (const [k, p] of b) {
    const q = a.get(k);
    if (q) {
      const pair = { before: p, after: q };
      pairs.push(pair);
      pairBefore.set(p, pair);
      pairAfter.set(q, pair);
    } else if (readA(p.evidence) && !(unread && shownA(p))) removed.add(p);
  }
  for (const [k, q] of a) if (!b.has(k) && readB(q.evidence) && !(unread && shownB(q))) added.add(q);

  const bySig = (plans: Set<PlanFact>) => {
    const m = new Map<string, PlanFact[]>();
    for (const p of plans) {
      const sig = priceSig(p);
      const list = m.get(sig);
      if (list) list.push(p);
      else m.set(sig, [p]);
    }
    return m;
  };
  /** p (gone) and q (new) are one plan renamed: one low-severity change instead of a removal and an addition. */
  const renamed = (p: PlanFact, q: PlanFact) => {
    removed.delete(p);
    added.delete(q);
    // The same name in a set whose heading was reworded ("Contractors" → "Contractors API", the
    // plan keyed by its set's title: named-sets.ts) is the same plan: no rename to report.
    if (planKey(p.name) === planKey(q.name)) return;
    out.push(change("messaging_change", "low", q.name, `Plan renamed: ${p.name} → ${q.name} (same price, ${priceLabel(q)})`, p.name, q.name, p.evidence, q.evidence));
  };
  const goneBySig = bySig(removed);
  const newBySig = bySig(added);
  for (const [sig, gone] of goneBySig) {
    const fresh = newBySig.get(sig);
    // The only plan at this price on each side; "none" (no price at all) says nothing.
    if (sig === "none" || gone.length !== 1 || fresh?.length !== 1) continue;
    renamed(gone[0], fresh[0]);
  }
  // Then a price one side read without its period, or with only an inferred one (round 22b: "€19"
  // paid once on a page that prices nothing by the month, left without a period on the older
  // version beside monthly packs): still the one plan at that price on each side, renamed.
  for (const p of [...removed]) {
    const fresh = [...added].filter((q) => samePriceNoPeriod(p, q));
    if (fresh.length !== 1 || [...removed].filter((x) => samePriceNoPeriod(x, fresh[0])).length !== 1) continue;
    renamed(p, fresh[0]);
  }
  // Round 31: a plan left unpaired whose card the other page still shows (its name a line, its
  // price a line a few lines from it) was read once, too (plan-card-lines.ts). Judged after the
  // renames, so a rename the page shows keeps its one alert.
  const [cardB, cardA] = [cardStillShown(storedBefore, pageKey), cardStillShown(storedAfter, pageKey)];
  for (const p of [...removed]) if (cardA(p)) removed.delete(p);
  for (const q of [...added]) if (cardB(q)) added.delete(q);

  // 2. The free tier, as a whole. It stands in for the plan changes that caused it.
  const consumed = new Set<PlanFact>();
  const freeBefore = [...b.values()].filter(isFreeTier);
  const freeAfter = [...a.values()].filter(isFreeTier);
  // Round 15 (gap c): a page that turns entirely free may show no plan card at all. A free offer the
  // page states in prose (a free_plan signal) keeps the free tier; a check that read no card
  // cannot say the free tier went (the free plan is reported removed, as any plan, not the tier).
  const freeSaid = (f: SiteFacts, read: typeof readA) => (Array.isArray(f.signals) ? f.signals : []).find((x) => x && x.kind === "free_plan" && read(x.evidence)) ?? null;
  const [saidBefore, saidAfter] = [freeSaid(before, readA), freeSaid(after, readB)];
  // Said on the page that showed the free card (a home page's old "free forever" says nothing of it).
  const samePage = (said: SignalFact | null, card: PlanFact | undefined) => said !== null && card !== undefined && pageKey(String(said.evidence?.url ?? "")) === pageKey(String(card.evidence?.url ?? ""));
  if (freeBefore.length > 0 && freeAfter.length === 0) {
    const first = byName(freeBefore.filter((p) => removed.has(p) || pairBefore.has(p)))[0];
    if (first && !pairBefore.has(first) && samePage(saidAfter, first)) {
      // Round 100d: a free check the page still offers ("Free scan", free-check.ts) is a free use
      // beside the plans, not the free card's words: the card gone is a plan removed (step 3),
      // and the free tier stays (no tier alert).
      if (!isFreeCheckLabel(saidAfter!.label)) for (const p of freeBefore) consumed.add(p);
    }
    else if (first && !pairBefore.has(first) && !readCards(after)) {
      // Left to step 3: "Plan removed: Free (Free)".
    } else if (first) {
      const pair = pairBefore.get(first);
      // Round 45h: a free plan gone is also a plan removed (step 3 reports it, with its bullets);
      // only a free plan still shown and now priced is the tier's alert alone.
      for (const p of freeBefore) if (!removed.has(p)) consumed.add(p);
      const summary = pair ? `${first.name}: Free → ${priceLabel(pair.after)} (free tier removed)` : `Free tier: ${freePlanLabel(first)} → none`;
      out.push(change("free_tier_changed", "critical", first.name, summary, "Free", pair ? priceLabel(pair.after) : null, first.evidence, pair?.after.evidence ?? null));
    }
  } else if (freeBefore.length === 0 && freeAfter.length > 0) {
    const first = byName(freeAfter.filter((p) => added.has(p) || pairAfter.has(p)))[0];
    // A free card where the page said "free" in prose: the free tier did not come now (the card is
    // a plan added, step 3).
    if (first && !pairAfter.has(first) && samePage(saidBefore, first)) {
      // Left to step 3: "Plan added: Free (Free)".
    } else if (first) {
      const pair = pairAfter.get(first);
      // Round 45h: a free plan new to the page is also a plan added (step 3); a plan that was paid
      // and is now free is the tier's alert alone (its summary says the price move), not a plan added.
      for (const p of freeAfter) if (!added.has(p)) consumed.add(p);
      const summary = pair ? `${first.name}: ${priceLabel(pair.before)} → Free (free tier added)` : `Free tier: none → ${freePlanLabel(first)}`;
      out.push(change("free_tier_changed", "medium", first.name, summary, pair ? priceLabel(pair.before) : null, "Free", pair?.before.evidence ?? null, first.evidence));
    }
  } else if (freeBefore.length === 0 && freeAfter.length === 0 && saidAfter && !saidBefore && ((readCards(before) && !readCards(after)) || isFreeCheckLabel(saidAfter.label))) {
    // The cards gave way to a page that says the product is free; or (round 100d) the page now
    // offers a free check it did not offer before ("Kostenloser Vorab-Check" added beside the paid
    // report): words read on both sides, so no card left unread decides it.
    // An inferred free tier (a page of its own for Premium) is said to be implied, not read.
    out.push(change("free_tier_changed", "medium", "free tier", `Free tier: none → ${saidAfter.inferred ? "implied" : "free"} (${quote(saidAfter.label, 60)})`, null, "Free", null, saidAfter.evidence));
  }
  const tb = trialDays(before);
  const ta = trialDays(after);
  if ((tb?.days ?? null) !== (ta?.days ?? null) && (tb === null || readA(tb.evidence)) && (ta === null || readB(ta.evidence))) {
    out.push(change("free_tier_changed", "medium", "free trial", `Free trial: ${days(tb)} → ${days(ta)}`, tb ? days(tb) : null, ta ? days(ta) : null, tb?.evidence ?? null, ta?.evidence ?? null));
  }

  // 3. Plans added and removed (step 5 gives each the bullets only it lists).
  const planChanges = new Map<PlanFact, DetectedChange>();
  for (const p of removed) {
    if (consumed.has(p)) continue;
    const c = change("plan_removed", "high", p.name, `Plan removed: ${p.name} (${priceLabel(p)})`, priceLabel(p), null, p.evidence, null);
    planChanges.set(p, c);
    out.push(c);
  }
  for (const q of added) {
    if (consumed.has(q)) continue;
    const c = change("plan_added", "high", q.name, `Plan added: ${q.name} (${priceLabel(q)})`, null, priceLabel(q), null, q.evidence);
    planChanges.set(q, c);
    out.push(c);
  }

  // 4. Price moves on the plans both sides show.
  const repriced: DetectedChange[] = [];
  // Round 100g: a withheld reading that repeats a reported plan's move is that move read twice.
  const echoes = echoedMoves(pairs, new Set<PlanFact>([...sb.values(), ...sa.values()]));
  for (const pair of pairs) {
    const { before: p, after: q } = pair;
    if (consumed.has(p) || consumed.has(q) || echoes.has(pair)) continue;
    if (priceSig(p) === priceSig(q) || samePriceNoPeriod(p, q) || samePriceCurrencyInferred(p, q)) {
      // The charged price held; the annual-billing price (both sides show one) may have moved.
      const c = annualMove(p, q);
      if (c) {
        out.push(c);
        repriced.push(c);
      }
      // Round 90l: a discount shown, ended or re-marked beside the held price (list-price-moves.ts).
      const list = isPriced(p) && isPriced(q) ? listPriceMove(p, q, priceLabel(p), priceLabel(q)) : null;
      if (list) out.push(change("pricing_change", "medium", q.name, list.summary, list.before, list.after, p.evidence, q.evidence));
      continue;
    }
    const move = priceMove(p, q);
    // A side whose period the page does not state is compared as shown: "per month" would claim
    // what the page never said ("$29/month → $35 (period not stated) (+20.7%)").
    const periodsDiffer = p.period !== q.period && p.period !== null && q.period !== null;
    // The threshold reads the printed figure: "+10.0%" is never medium.
    const severity: Severity = move === null || Math.abs(round1(move)) >= HIGH_PRICE_MOVE * 100 ? "high" : "medium";
    // Across periods the move is per month ($29/month → $290/year is -16.7% per month).
    const note = move === null ? "" : periodsDiffer && round1(move) === 0 ? " (same per month)" : ` (${pct(move)}${periodsDiffer ? " per month" : ""})`;
    const c = change("pricing_change", severity, q.name, `${q.name}: ${priceLabel(p)} → ${priceLabel(q)}${note}`, priceLabel(p), priceLabel(q), p.evidence, q.evidence);
    out.push(c);
    if (isPriced(p)) repriced.push(c);
  }
  // Round 54c: billing by the year offered (or withdrawn) across the page while every charged price held.
  for (const c of annualOffered(pairs.filter(({ before: p, after: q }) => !consumed.has(p) && !consumed.has(q)), [...b.values()], [...a.values()], new Set([...sb.values(), ...sa.values()]))) out.push(c);
  // Every plan that had a price moved at once (at least two of them): a repricing, critical.
  // An echo is no plan of its own: it neither counts among the plans nor keeps a repricing from being whole.
  const echoed = new Set([...echoes].map((x) => x.before));
  const pricedBefore = [...b.values()].filter((p) => isPriced(p) && !echoed.has(p));
  if (pricedBefore.length >= 2 && repriced.length === pricedBefore.length) for (const c of repriced) c.severity = "critical";

  // A withheld reading stands in for its price only: its card's limits are as uncertain as its read.
  const standIns = new Set<PlanFact>([...sb.values(), ...sa.values()]);

  // 5. Features, by normalised name, as full sets; order never matters.
  // Capped-ness reads the lists as stored (an old list at the cap stays capped once its limits leave it).
  const fb = featureSet(before, storedBefore);
  const fa = featureSet(after, storedAfter);
  // A set that may have been cut (an old snapshot at the display cap, or the hostile-page bound)
  // proves nothing by absence.
  // A bullet read as a feature on one side and as a plan's limit on the other ("Unlimited
  // contacts" counts as a limit only where another plan counts contacts) is the same text on the
  // page: neither a feature removed nor a limit added (limitChanges skips the other half).
  const lb = limitKeys(before);
  const la = limitKeys(after);
  // Round 21: a name either check reads as a plan (reported or withheld) is a card's title, read
  // as a plan in one check and as a feature in the other ("Mac" a platform card, then a bullet;
  // a billing toggle "Annual"): the feature half is no change (the plan's own change, if any, says
  // it). Left out after the rework test below, which still judges on everything that moved.
  const named = planNames(storedBefore, storedAfter);
  // Round 24: a feature whose line the other check's page still shows was read once, not added or
  // removed (a heading, a tile or a button one reading took for a feature): no change.
  // Judged before anything else, as a feature the other check read would be.
  // Round 90e: a feature that is a limit line of a plan on its own side, where the diff speaks for
  // that plan's limits (compared in step 5b, or the plan itself added or removed), is the plan's
  // line read twice: the limit's change says it, the site set does not (limit-lines.ts).
  const spoken = new Set<PlanFact>([...removed, ...added]);
  for (const { before: p, after: q } of pairs) if (limitsCompared(p, q, standIns)) spoken.add(p).add(q);
  const [ownB, ownA] = [limitLinesSpoken(before.plans ?? [], (p) => spoken.has(p), featureKey), limitLinesSpoken(after.plans ?? [], (p) => spoken.has(p), featureKey)];
  const goneAll = [...fb.byKey].filter(([k, x]) => !fa.byKey.has(k) && !la.has(k) && !ownB.has(k) && !fa.capped && readA(x.evidence) && !shownA(x));
  const freshAll = [...fa.byKey].filter(([k, x]) => !fb.byKey.has(k) && !lb.has(k) && !ownA.has(k) && !fb.capped && readB(x.evidence) && !shownB(x));
  // A feature reworded around the same words and numbers ("Map up to 500 points" → "Map up to 500
  // story-points") is the same feature: neither removed nor added.
  const reworded = rewordedPairs(goneAll.map(([, x]) => x.name), freshAll.map(([, x]) => x.name));
  // A limit that left the limits and came back as a feature in other words, or the other way
  // ("10 GB storage" → "Storage: 10 GB"; round 14) is one bullet reworded: neither half is a
  // change (limitChanges skips the limit's half by the same test).
  const limitNames = (f: SiteFacts, other: Set<string>) => [...new Set((f.plans ?? []).flatMap((p) => (Array.isArray(p?.limits) ? p.limits.map(String) : [])).filter((l) => !other.has(featureKey(l))))];
  const asLimitBefore = rewordedPairs(limitNames(before, la), freshAll.map(([, x]) => x.name).filter((n) => !reworded.after.has(n)), quantityWordsOf).after;
  const asLimitAfter = rewordedPairs(goneAll.map(([, x]) => x.name).filter((n) => !reworded.before.has(n)), limitNames(after, lb), quantityWordsOf).before;
  // A plan card's bullet is compared only where the other check read plan cards too (round 15).
  const cardBullet = cardBullets(before, after);
  const goneRead = goneAll.filter(([, x]) => !reworded.before.has(x.name) && !asLimitAfter.has(x.name));
  const freshRead = freshAll.filter(([, x]) => !reworded.after.has(x.name) && !asLimitBefore.has(x.name));
  // Round 16: a bullet that only a plan added (or removed) lists comes (or goes) with that plan:
  // the plan's change carries it, not a feature change of its own (one event says one thing).
  const carriedB = bulletsCarried(before, planChanges);
  const carriedA = bulletsCarried(after, planChanges);
  const bullets = new Map<DetectedChange, string[]>();
  const carry = (carried: Map<string, PlanFact>, list: [string, Feature][]) =>
    list.filter(([k, x]) => {
      const plan = carried.get(k);
      if (!plan) return true;
      const c = planChanges.get(plan)!;
      bullets.set(c, [...(bullets.get(c) ?? []), x.name]);
      return false;
    });
  const goneLeft = carry(carriedB, goneRead.filter(([k, x]) => !cardBullet.before(x) && !named.has(k)));
  const freshLeft = carry(carriedA, freshRead.filter(([k, x]) => !cardBullet.after(x) && !named.has(k)));
  for (const [c, names] of bullets) withBullets(c, names);
  /** Feature key → the names of the plans that list it, in name order (only for the keys asked). */
  const planLists = (f: SiteFacts, wanted: Set<string>) => {
    const m = new Map<string, string[]>();
    if (wanted.size === 0) return m;
    for (const p of byName([...(f.plans ?? [])])) {
      for (const k of new Set((p.features ?? []).map((x) => featureKey(String(x))))) {
        if (!wanted.has(k)) continue;
        const list = m.get(k);
        if (list) list.push(p.name);
        else m.set(k, [p.name]);
      }
    }
    return m;
  };
  // Round 16: a bullet whose words stayed while its number moved ("All 8 courses" → "All 10
  // courses"; "Opptil 100 bilder" in words the limit split does not read) is one quantity changed,
  // said once as a plan's limit is — not a feature removed and another added.
  const moved = quantityMoves(goneLeft, freshLeft);
  if (moved.length) {
    const inB = planLists(before, new Set(moved.map(([[k]]) => k)));
    const inA = planLists(after, new Set(moved.map(([, [k]]) => k)));
    for (const [[kx, x], [ky, y]] of moved) {
      const plan = (inB.get(kx) ?? []).find((n) => (inA.get(ky) ?? []).includes(n));
      out.push(quantityChange(plan ?? null, x, y));
    }
  }
  const pairedOut = new Set(moved.map(([x]) => x));
  const pairedIn = new Set(moved.map(([, y]) => y));
  const gone = goneLeft.filter((e) => !pairedOut.has(e));
  const fresh = freshLeft.filter((e) => !pairedIn.has(e));
  // A list rewritten in one check (more than GROUPED_FEATURES names in and out together) is grouped
  // each way it moved by more than one name: the engine cannot tell which of the names in stand
  // for which of the names out, so it says "a rework" once each way rather than once per name.
  // Whether the list was rewritten is judged on everything that moved, card bullets left out above included.
  const rework = goneRead.length + freshRead.length > GROUPED_FEATURES;
  const grouped = (n: number) => n > GROUPED_FEATURES || (rework && n > 1);
  const [groupGone, groupFresh] = [grouped(gone.length), grouped(fresh.length)];
  const inB = groupGone ? new Map<string, string[]>() : planLists(before, new Set(gone.map(([k]) => k)));
  const inA = groupFresh ? new Map<string, string[]>() : planLists(after, new Set(fresh.map(([k]) => k)));
  // Round 23: one line of a list replaced by another — the only feature gone and the only one come
  // among those the same plans list (or among those no plan lists) — is one event: "Feature
  // replaced: Pro: Free SSL → Free TLS Certificates", not a removal and an addition.
  const swapped = groupGone || groupFresh ? [] : replacements(gone, fresh, inB, inA);
  for (const [[, x], [, y], where] of swapped) out.push(replacedFeature(where, x, y));
  const swappedOut = new Set(swapped.map(([x]) => x));
  const swappedIn = new Set(swapped.map(([, y]) => y));
  // The single lines each plan alone lists that left or joined (round 90e pairs them with the card moves below).
  const linesOut: CardLine<Feature>[] = [];
  const linesIn: CardLine<Feature>[] = [];
  if (groupGone) out.push(groupedFeatures("feature_removed", gone.map(([, x]) => x)));
  else {
    for (const [k, x] of gone.filter((e) => !swappedOut.has(e))) {
      const where = inB.get(k) ?? [];
      const c = change("feature_removed", "medium", x.name, `Feature removed: ${x.name}${where.length ? ` (was in ${where.join(", ")})` : ""}`, x.name, null, x.evidence, null);
      out.push(c);
      if (where.length === 1) linesOut.push({ change: c, plan: planKey(where[0]!), planName: a.get(planKey(where[0]!))?.name ?? where[0]!, line: x, move: false });
    }
  }
  if (groupFresh) out.push(groupedFeatures("feature_added", fresh.map(([, x]) => x)));
  else {
    for (const [k, x] of fresh.filter((e) => !swappedIn.has(e))) {
      const where = inA.get(k) ?? [];
      const c = change("feature_added", "medium", x.name, `Feature added: ${x.name}${where.length ? ` (in ${where.join(", ")})` : ""}`, null, x.name, null, x.evidence);
      out.push(c);
      if (where.length === 1) linesIn.push({ change: c, plan: planKey(where[0]!), planName: where[0]!, line: x, move: false });
    }
  }

  // 5b. Each plan's limits, thing by thing, on the plans both sides show.
  // Round 42g: a bullet a plan gained or lost while the page lists it on both sides (another card
  // keeps it) is no change of the site-level set above, but one of the plan (plan-feature-moves.ts).
  const cardPairs = pairs.filter(({ before: p, after: q }) => !standIns.has(p) && !standIns.has(q) && blockKind(p) === blockKind(q) && !consumed.has(p) && !consumed.has(q));
  for (const m of planFeatureMoves(cardPairs, (k) => fb.byKey.has(k) && fa.byKey.has(k), featureKey)) {
    const c = m.type === "feature_added" ? change("feature_added", "medium", m.feature, `Feature added: ${m.feature} (in ${m.plan})`, null, m.feature, null, m.evidence) : change("feature_removed", "medium", m.feature, `Feature removed: ${m.feature} (from ${m.plan})`, m.feature, null, m.evidence, null);
    out.push(c);
    const line = { change: c, plan: planKey(m.plan), planName: a.get(planKey(m.plan))?.name ?? m.plan, line: { name: m.feature, evidence: m.evidence as Evidence }, move: true };
    (m.type === "feature_added" ? linesIn : linesOut).push(line);
  }
  // Round 90e: one line of a card rewritten while its old (or new) words stay on another card is one
  // line replaced, as round 23 says it — not a move and a feature of its own (card-line-replaced.ts).
  const sameWords = (x: Feature, y: Feature) => quantityShape(x.name) !== null && quantityShape(x.name) === quantityShape(y.name);
  for (const [x, y, how] of cardLinesReplaced(linesOut, linesIn, sameWords)) {
    const [i, j] = [out.indexOf(x.change), out.indexOf(y.change)];
    if (i < 0 || j < 0) continue;
    out.splice(Math.max(i, j), 1);
    out.splice(Math.min(i, j), 1);
    out.push(how === "quantity" ? quantityChange(y.planName, x.line, y.line) : replacedFeature(y.planName, x.line, y.line));
  }
  // A plan read from a table's column on one side and from a card on the other lists other
  // blocks' lines: its limits do not compare (round 15).
  for (const { before: p, after: q } of pairs) if (limitsCompared(p, q, standIns)) out.push(...limitChanges(p, q, fb.byKey, fa.byKey, { before: shownB, after: shownA }));

  // 6. Messaging: the headline and the description, compared without case, punctuation or noise.
  const text = (subject: "headline" | "description", label: string, x: TextFact | null, y: TextFact | null) => {
    if (messageKey(x?.value ?? "") === messageKey(y?.value ?? "")) return;
    // Round 86m: the same letters split or joined by a space ("П латформа" → "Платформа", a first
    // letter styled apart) is markup, not a message.
    if (x && y && messageKey(x.value).replace(/ /g, "") === messageKey(y.value).replace(/ /g, "")) return;
    if ((x && !readA(x.evidence)) || (y && !readB(y.evidence))) return;
    out.push(change("messaging_change", "low", subject, `${label}: ${x ? quote(x.value) : "none"} → ${y ? quote(y.value) : "none"}`, x?.value ?? null, y?.value ?? null, x?.evidence ?? null, y?.evidence ?? null));
  };
  text("headline", "Headline", before.headline ?? null, after.headline ?? null);
  text("description", "Description", before.description ?? null, after.description ?? null);

  return out.sort(byImportance);
}

/**
 * A counter: a number of three digits or more (thousands separators allowed), or one with a
 * "k"/"M", perhaps with a "+" — not a price or a share (no currency sign or code beside it, no "%"). "Join 10,482 teams" and "Trusted by 12k+ makers"
 * tick over by themselves; "Plans from $129" and "Save 20%" are messages.
 */
const COUNTER = /(?<![$€£¥₹]\s?)(?<![\p{L}\p{N}.,])(?:(?:\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d{3,})(?:[.,]\d+)?\s?(?:[kKmM](?!\p{L}))?|\d{1,3}(?:[.,]\d)?\s?[kKmM](?!\p{L}))\+?(?![\p{N}%])(?!\s?(?:[A-Z]{3}\b|[$€£¥₹]))/gu;

/** A headline's or description's comparison form: the text key with counters masked. */
export const messageKey = (text: string) => textKey(text.replace(COUNTER, "#"));

// ---------------------------------------------------------------------------------------------
// Features and limits

interface Feature {
  name: string;
  evidence: Evidence;
  /** Where the extractor read it (a plan card's bullet: "plan"); unknown for names past the display cap. */
  source?: string;
}

/**
 * The feature keys of `f` that only plans with a change of their own (added or removed) list, each
 * to the first such plan by name: a new plan's bullets come with it, an old plan's go with it.
 */
function bulletsCarried(f: SiteFacts, planChanges: ReadonlyMap<PlanFact, DetectedChange>): Map<string, PlanFact> {
  const out = new Map<string, PlanFact>();
  const elsewhere = new Set<string>();
  if (planChanges.size === 0) return out;
  for (const p of byName([...(Array.isArray(f.plans) ? f.plans : [])])) {
    for (const x of Array.isArray(p?.features) ? p.features : []) {
      const k = featureKey(String(x));
      if (!planChanges.has(p)) elsewhere.add(k);
      else if (!out.has(k)) out.set(k, p);
    }
  }
  for (const k of elsewhere) out.delete(k);
  return out;
}

/**
 * A plan added or removed with the bullets only it listed: "Plan added: Pro ($49/month) with 3
 * features: Audit log, SSO, Webhooks", every name in the change's value after the price ("$49/month
 * with Audit log; SSO; Webhooks"), as a grouped change keeps them.
 */
function withBullets(c: DetectedChange, names: string[]): void {
  const sorted = [...names].sort();
  c.summary = `${c.summary} with ${sorted.length} feature${sorted.length === 1 ? "" : "s"}: ${namesShown(sorted)}`;
  const all = clip(sorted.join("; "), 2_000);
  if (c.type === "plan_added") c.after = `${c.after} with ${all}`;
  else c.before = `${c.before} with ${all}`;
}

/** A name's words around its numbers and how many numbers it has ("All 8 courses" → "2|all course"), or null without a number or two other words. */
function quantityShape(name: string): string | null {
  const w = wordsOf(name);
  const words = [...w.words].filter((x) => !/^\p{N}+$/u.test(x)).sort().join(" ");
  const count = w.numbers.split(" ").filter(Boolean).length;
  return count === 0 || words.split(" ").length < 2 ? null : `${count}|${words}`;
}

/**
 * Features gone and come in one check that say the same words around other numbers (as many of
 * them): "All 8 courses" and "All 10 courses". At least two words besides the numbers, so "5
 * users" and "10 projects" never pair. (The same numbers would be the same key, never both sides.)
 */
function quantityMoves(gone: [string, Feature][], fresh: [string, Feature][]): [[string, Feature], [string, Feature]][] {
  // By the words around the numbers; only a shape one name has on each side pairs (with several,
  // which number became which would be a guess).
  const key = ([, x]: [string, Feature]) => quantityShape(x.name);
  return onlyOnes(gone, fresh, key, key)
    .map(([x, y]): [[string, Feature], [string, Feature]] => [x, y])
    .sort((x, y) => (x[0][1].name < y[0][1].name ? -1 : 1));
}

/**
 * The pairs of one item gone and one come that alone carry a key on their side (an item whose key
 * is null never pairs), each with its key: where a key has several items on a side, which became
 * which would be a guess. Linear in the items.
 */
function onlyOnes<T>(gone: readonly T[], fresh: readonly T[], keyOut: (x: T) => string | null, keyIn: (y: T) => string | null): [T, T, string][] {
  if (gone.length === 0 || fresh.length === 0) return [];
  const byKey = (list: readonly T[], key: (x: T) => string | null) => {
    const m = new Map<string, T[]>();
    for (const e of list) {
      const k = key(e);
      if (k !== null) m.set(k, [...(m.get(k) ?? []), e]);
    }
    return m;
  };
  const [outs, ins] = [byKey(gone, keyOut), byKey(fresh, keyIn)];
  const out: [T, T, string][] = [];
  for (const [k, xs] of outs) {
    const ys = ins.get(k);
    if (xs.length === 1 && ys?.length === 1) out.push([xs[0]!, ys[0]!, k]);
  }
  return out;
}

/**
 * Round 23: the features gone and come in one check (each a single change) paired as one line
 * replaced: grouped by the plans that list them (the same plan names on both sides, or none), a
 * group with exactly one gone and one come is a pair. With several, which replaced which would be a
 * guess, so they stay lines of their own. Linear in the features moved.
 */
function replacements(gone: [string, Feature][], fresh: [string, Feature][], inB: ReadonlyMap<string, string[]>, inA: ReadonlyMap<string, string[]>): [[string, Feature], [string, Feature], string][] {
  return onlyOnes(gone, fresh, ([k]) => (inB.get(k) ?? []).join(", "), ([k]) => (inA.get(k) ?? []).join(", "));
}

/**
 * One line replaced, said once: "Feature replaced: Pro: Email support → Premium themes". A
 * `feature_removed` (something the page offered is gone, as a limit "changed" is), subject the new
 * line, before/after the old and the new line.
 */
function replacedFeature(where: string, x: Feature, y: Feature): DetectedChange {
  return change("feature_removed", "medium", y.name, `Feature replaced: ${where ? `${where}: ` : ""}${x.name} → ${y.name}`, x.name, y.name, x.evidence, y.evidence);
}

/** One quantity moved in a feature's words, said as a limit change is ("Limit raised: Pro: All 8 courses → All 10 courses"). */
function quantityChange(plan: string | null, x: Feature, y: Feature): DetectedChange {
  const [from, to] = [limitQuantity(x.name), limitQuantity(y.name)];
  const raised = from !== null && to !== null && to > from;
  const how = from === null || to === null || from === to ? "changed" : raised ? "raised" : "lowered";
  return change(raised ? "feature_added" : "feature_removed", "medium", y.name, `Limit ${how}: ${plan ? `${plan}: ` : ""}${x.name} → ${y.name}`, x.name, y.name, x.evidence, y.evidence);
}

/**
 * Round 24: whether the page a feature was read on, as the check `f` read it, still shows the
 * feature's line (extract/page-lines.ts). False for facts stored without page lines and for a page
 * `f` did not read (nothing proves the line is there).
 */
function linesShown(f: SiteFacts): (x: { name: string; evidence: Evidence | null | undefined }) => boolean {
  // A page listed twice (two documents read under one address) proves nothing: which one showed the line?
  const pages = new Map<string, Set<string> | null>();
  for (const p of Array.isArray(f?.page_lines) ? f.page_lines : []) {
    if (!p || typeof p.url !== "string" || !Array.isArray(p.hashes)) continue;
    const k = pageKey(p.url);
    pages.set(k, pages.has(k) ? null : new Set(p.hashes));
  }
  return (x) => {
    const lines = pages.get(pageKey(String(x.evidence?.url ?? "")));
    const h = lines ? lineHash(x.name) : null;
    return h !== null && lines!.has(h);
  };
}

/** Whether step 5b compares the limits of a matched pair: no stand-in reading, both read from the same kind of block. */
const limitsCompared = (p: PlanFact, q: PlanFact, standIns: ReadonlySet<PlanFact>) => !standIns.has(p) && !standIns.has(q) && blockKind(p) === blockKind(q);

/** Whether a check read any plan card (reported or withheld). */
function readCards(f: SiteFacts): boolean {
  return (Array.isArray(f.plans) && f.plans.length > 0) || (Array.isArray(f.withheld_plans) && f.withheld_plans.length > 0);
}

/**
 * Whether a feature one side read is a card's bullet the other side could not have compared: read
 * from a plan card (source "plan", on a side that read cards) while the other check read no card
 * at all — the cards went unread, or the page turned into prose. Its absence there proves
 * nothing, and the plans removed or added say what a reader sees (round 15). A side that read no
 * card has no card bullets: its "plan" items are a features section's checklist, compared.
 */
function cardBullets(before: SiteFacts, after: SiteFacts): { before: (x: Feature) => boolean; after: (x: Feature) => boolean } {
  const judge = (side: SiteFacts, other: SiteFacts) => {
    const unseen = readCards(side) && !readCards(other);
    return (x: Feature) => unseen && x.source === "plan";
  };
  return { before: judge(before, after), after: judge(after, before) };
}

/** Where a plan was read: a table's cell (its column) or a card, by the last step of its evidence's selector. */
function blockKind(p: PlanFact): "table" | "card" {
  const last = String(p.evidence?.selector ?? "").split(">").pop()?.trim() ?? "";
  return /^(?:td|th|tr|table|thead|tbody)(?:$|[.#:[])/.test(last) ? "table" : "card";
}

/**
 * A feature's name for comparing: its text key with each word's plural "s" dropped and the words
 * joined, so copy edits that keep the feature ("Add-ons billing" → "Addon billing", "Backups" →
 * "Backup") are the same feature.
 */
const featureKey = (name: string) =>
  textKey(name)
    .split(" ")
    .map(singular)
    .join("");

/** A word without its plural ending: "boards" → "board", "businesses" → "business" (then "busines", as "business" gives). */
const singular = (w: string) => (w.length < 3 ? w : w.replace(/(ss|x|ch|sh)es$/, "$1").replace(/s$/, ""));

/** The feature keys of every plan name the checks read, reported or withheld (round 21). */
function planNames(...checks: SiteFacts[]): Set<string> {
  const out = new Set<string>();
  for (const f of checks) {
    for (const p of Array.isArray(f?.plans) ? f.plans : []) if (p && typeof p === "object") out.add(featureKey(String(p.name ?? "")));
    for (const w of withheldOf(f)) out.add(featureKey(w.name));
  }
  out.delete("");
  return out;
}

/** The feature keys of every limit the plans of `f` state: a bullet that moved between the two lists is not a change. */
function limitKeys(f: SiteFacts): Set<string> {
  const out = new Set<string>();
  for (const p of Array.isArray(f.plans) ? f.plans : []) for (const l of Array.isArray(p?.limits) ? p.limits : []) out.add(featureKey(String(l)));
  return out;
}

/** Share of words two names must have in common (Jaccard) to be one feature reworded. */
export const REWORDED_OVERLAP = 0.8;

/** A feature name's words for matching rewordings (text key words, plural "s" dropped) and its numbers. */
function wordsOf(name: string): { words: Set<string>; numbers: string; order: string[] } {
  const ws = textKey(name).split(" ").filter(Boolean).map(singular);
  return { words: new Set(ws), numbers: ws.filter((w) => /^\p{N}+$/u.test(w)).sort().join(" "), order: ws };
}

/** How a limit says its quantity ("Up to 10 GB storage", "Max. 5 users"), not what it counts. */
const QUANTITY_WORDS = new Set(["up", "to", "of", "max", "maximum", "includ", "include", "included"]);

/**
 * A name's words for pairing a limit with a feature (round 14): without the words that only say
 * "this is a quantity", so "Up to 10 GB storage" (a limit) and "Storage 10 GB" (a feature) are one
 * bullet read two ways. The numbers still have to match.
 */
function quantityWordsOf(name: string): ReturnType<typeof wordsOf> {
  const w = wordsOf(name);
  return { words: new Set([...w.words].filter((x) => !QUANTITY_WORDS.has(x))), numbers: w.numbers, order: w.order.filter((x) => !QUANTITY_WORDS.has(x)) };
}

/**
 * Whether two feature names say the same thing in other words: the same numbers (a quantity that
 * moved is a change) and at least REWORDED_OVERLAP of their words shared — words in another order
 * ("24/7 email support" → "Email support 24/7") or one word of five changed ("Map up to 500
 * points" → "Map up to 500 story-points"). One word added to three ("GDPR compliant dashboard" →
 * "GDPR / HIPAA compliant dashboard") is below the line: it may be what a customer wants to hear of.
 * Round 92f: one word swapped in place in a line of six words or more is an edit too, though the set
 * count puts it below the line ("Import and use your full history" → "… access …"; word-swapped.ts).
 */
export function sameFeatureReworded(x: string, y: string): boolean {
  return rewordedWords(wordsOf(x), wordsOf(y));
}

function rewordedWords(x: ReturnType<typeof wordsOf>, y: ReturnType<typeof wordsOf>): boolean {
  if (x.words.size === 0 || y.words.size === 0 || x.numbers !== y.numbers) return false;
  // Round 92f: one word swapped in place in a long line (word-swapped.ts).
  if (oneWordSwapped(x.order, y.order)) return true;
  let shared = 0;
  // A typo fixed ("buitenlnadse" → "buitenlandse") keeps the word: one edit in a word of five letters or more.
  const typos = [...y.words].filter((w) => !x.words.has(w) && w.length >= 5);
  for (const w of x.words) {
    if (y.words.has(w)) shared++;
    else if (w.length >= 5) {
      const at = typos.findIndex((v) => oneEdit(w, v));
      if (at >= 0) {
        typos.splice(at, 1);
        shared++;
      }
    }
  }
  return shared / (x.words.size + y.words.size - shared) >= REWORDED_OVERLAP;
}

/** Two words one edit apart: a letter changed, added, dropped, or two neighbours swapped. Numbers never. */
function oneEdit(a: string, b: string): boolean {
  if (/\p{N}/u.test(a) || /\p{N}/u.test(b) || Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  const [ra, rb] = [a.slice(i, a.length - j), b.slice(i, b.length - j)];
  if (ra.length <= 1 && rb.length <= 1) return true;
  return ra.length === 2 && rb.length === 2 && ra[0] === rb[1] && ra[1] === rb[0];
}

/**
 * Removed and added feature names paired one to one as rewordings of each other, in name order so
 * the result never depends on list order. Quadratic in the changed names only, which the feature
 * bound keeps in the thousands of comparisons (each name's words are read once).
 */
function rewordedPairs(gone: string[], fresh: string[], words: typeof wordsOf = wordsOf): { before: Set<string>; after: Set<string> } {
  const before = new Set<string>();
  const after = new Set<string>();
  if (gone.length === 0 || fresh.length === 0) return { before, after };
  const candidates = [...fresh].sort().map((name) => ({ name, w: words(name) }));
  for (const x of [...gone].sort()) {
    const wx = words(x);
    const y = candidates.find((c) => !after.has(c.name) && rewordedWords(wx, c.w));
    if (y === undefined) continue;
    before.add(x);
    after.add(y.name);
  }
  return { before, after };
}

/**
 * A site's features by normalised name: the display list (with its evidence) and the names past
 * its cap (evidence: the page and the name). `capped` when absence proves nothing: facts stored
 * before `more_features` existed whose list reached the display cap, or a set at the bound.
 */
function featureSet(f: SiteFacts, stored: SiteFacts): { byKey: Map<string, Feature>; capped: boolean } {
  const byKey = new Map<string, Feature>();
  const put = (name: string, evidence: Evidence, source?: string) => {
    const k = featureKey(name);
    // Two names with one key: the smaller wins, so the order of the list never picks.
    const have = byKey.get(k);
    if (k && (!have || name < have.name)) byKey.set(k, source === undefined ? { name, evidence } : { name, evidence, source });
  };
  const shown = Array.isArray(f.features) ? f.features : [];
  for (const x of shown) if (x && typeof x === "object" && !isSectionTitle(x)) put(String(x.name ?? ""), x.evidence, typeof x.source === "string" ? x.source : undefined);
  const more = Array.isArray(f.more_features) ? f.more_features : null;
  let total = shown.length;
  for (const page of more ?? []) {
    const names = Array.isArray(page?.names) ? page.names : [];
    total += names.length;
    for (const name of names) put(String(name), { url: String(page.url ?? ""), snippet: String(name) });
  }
  const storedShown = Array.isArray(stored.features) ? stored.features.length : 0;
  return { byKey, capped: (more === null && storedShown >= MAX_FEATURES) || total >= MAX_FEATURE_NAMES };
}

/**
 * A page's section title read as a feature: a heading of level 1 or 2 (round 28). The feature
 * reader takes h2–h4 in feature sections; an h2 there names the section ("Why traders use us",
 * "Enterprise Features", a call-to-action band's "Book a time today"), and sections come and go
 * with the copy while the features under them stay. On development 15 alerts no reader saw on 7
 * sites were such titles, and no change a reader wrote down was one; a tile's or a card's heading
 * (h3 and below) names a feature and is compared as before. The title stays among the facts (scans
 * and reports show it); only the diff leaves it out, on both sides, so a snapshot stored before
 * this rule compares the same way.
 */
function isSectionTitle(x: { source?: unknown; evidence?: Evidence | null }): boolean {
  if (x.source !== "heading") return false;
  const last = String(x.evidence?.selector ?? "").split(">").pop()?.trim() ?? "";
  return /^h[12](?:$|[.#:[])/.test(last);
}

/** Names for a one-line summary: the first three, then how many more ("A, B, C and 9 more"). */
const namesShown = (names: string[]) => (names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", "));

/** "12 features added: Audit log, Gantt charts, Roadmaps and 9 more" — names in name order, all of them in before/after. */
function groupedFeatures(type: "feature_added" | "feature_removed", features: Feature[]): DetectedChange {
  const sorted = [...features].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const names = sorted.map((x) => x.name);
  const verb = type === "feature_added" ? "added" : "removed";
  const shown = namesShown(names);
  const all = clip(names.join("; "), 2_000);
  const first = sorted[0].evidence;
  return type === "feature_added"
    ? change(type, "medium", `${names.length} features`, `${names.length} features ${verb}: ${shown}`, null, all, null, first)
    : change(type, "medium", `${names.length} features`, `${names.length} features ${verb}: ${shown}`, all, null, first, null);
}

/**
 * Facts as this version extracts them: facts stored before plan limits were split from features
 * (their plans have no `limits`) get the split now, and the limits leave the site's feature list,
 * so the first check after the upgrade reports no "Feature removed: Up to 3 boards".
 */
function withLimitsSplit(f: SiteFacts): SiteFacts {
  const plans = Array.isArray(f?.plans) ? f.plans : [];
  if (plans.every((p) => !p || typeof p !== "object" || Array.isArray(p.limits))) return f;
  const split = plans.map((p) => (p && typeof p === "object" && !Array.isArray(p.limits) ? { ...p, features: Array.isArray(p.features) ? p.features.map(String) : [] } : p));
  splitLimits(split.filter((p) => p && typeof p === "object" && !Array.isArray(p.limits)));
  const limits = new Set(split.flatMap((p) => (p && Array.isArray(p.limits) ? p.limits : [])).map(textKey));
  const features = Array.isArray(f.features) ? f.features.filter((x) => !(x && x.source === "plan" && limits.has(textKey(String(x.name ?? ""))))) : f.features;
  return { ...f, plans: split, features };
}

/** A plan's limits by the thing each counts ("board" → "Up to 3 boards"). */
function limitsByThing(p: PlanFact): Map<string, string> {
  const m = new Map<string, string>();
  for (const l of Array.isArray(p.limits) ? p.limits : []) {
    const k = limitKey(String(l));
    if (k && !m.has(k)) m.set(k, String(l));
  }
  return m;
}

/**
 * The limits of one plan, before → after: a thing counted on both sides with other words is one
 * change ("raised" when the new quantity is larger or unlimited: `feature_added`; "lowered", or a
 * change whose direction cannot be read: `feature_removed`, as it may take something away); a
 * thing counted on one side only is a limit added or removed. Medium, like features.
 */
function limitChanges(p: PlanFact, q: PlanFact, featuresBefore: ReadonlyMap<string, Feature>, featuresAfter: ReadonlyMap<string, Feature>, shown: { before: ReturnType<typeof linesShown>; after: ReturnType<typeof linesShown> }): DetectedChange[] {
  const out: DetectedChange[] = [];
  const lb = limitsByThing(p);
  const la = limitsByThing(q);
  // A limit that went and one that came on this plan with the same numbers and words reworded
  // ("Up to 25,000 Marketing Contacts" → "Up to 25,000 Contacts": the thing counted is read from
  // the words, so it looks like another thing) allow the same: no change, as for features.
  const gone = [...lb].filter(([k]) => !la.has(k)).map(([, x]) => x);
  const fresh = [...la].filter(([k]) => !lb.has(k)).map(([, y]) => y);
  const reworded = rewordedPairs(gone, fresh);
  // A limit that went while a feature in other words came (or the reverse) is the bullet read the
  // other way and reworded: no change (the feature step skips the feature's half).
  const featuresIn = [...featuresAfter].filter(([k]) => !featuresBefore.has(k)).map(([, f]) => f.name);
  const featuresOut = [...featuresBefore].filter(([k]) => !featuresAfter.has(k)).map(([, f]) => f.name);
  const nowFeature = rewordedPairs(gone.filter((x) => !reworded.before.has(x)), featuresIn, quantityWordsOf).before;
  const wasFeature = rewordedPairs(featuresOut, fresh.filter((y) => !reworded.after.has(y)), quantityWordsOf).after;
  // Round 15: the same quantity of a thing named with more or fewer words ("1 miembro" → "1 miembro
  // del equipo"), and a limit whose words and numbers a bullet of the other card still carries
  // ("12 agent slots" beside "12 agent slots (60 total)"): the bullet read another way.
  const within = rewordedWithin(gone.filter((x) => !reworded.before.has(x)), fresh.filter((y) => !reworded.after.has(y)));
  const carried = (limit: string, other: PlanFact) => (Array.isArray(other.features) ? other.features : []).some((f) => containsLimit(String(f), limit));
  const removed: string[] = [];
  for (const [k, x] of lb) {
    const y = la.get(k);
    if (y === undefined) {
      // Still on the page as a feature (a bullet the split read the other way), or reworded.
      if (reworded.before.has(x) || nowFeature.has(x) || featuresAfter.has(featureKey(x))) continue;
      if (within.before.has(x) || carried(x, q)) continue;
      if (stillShown(shown.after, x, p)) continue;
      removed.push(x);
    }
    else if (textKey(x) !== textKey(y)) {
      const [from, to] = [limitQuantity(x), limitQuantity(y)];
      // The same quantity of the same thing in other words ("Up to 100 jobs (depends on DB speed)"
      // → "Up to 100 jobs (depends on DB)") allows the same: no change.
      if (from !== null && from === to) continue;
      out.push(limitMoved(q.name, x, y, p.evidence, q.evidence));
    }
  }
  const added = [...la].filter(([k, y]) => !lb.has(k) && !reworded.after.has(y) && !wasFeature.has(y) && !featuresBefore.has(featureKey(y)) && !within.after.has(y) && !carried(y, p) && !stillShown(shown.before, y, q)).map(([, y]) => y);
  // Round 18: a limit the plan lost and one it gained that name a thing in common ("5 langues +
  // Darija" → "5 langues natives", "5 splits per minute" → "5 requests/minute"), each the only one
  // of the other side to do so, are one line of the card rewritten: one change naming both sides,
  // not a limit removed and another added. Several alike on a side stay apart (which became which would be a guess).
  const rewritten = new Map<string, string>();
  for (const x of removed) {
    const ys = added.filter((y) => sharesThing(x, y));
    if (ys.length === 1 && removed.filter((z) => sharesThing(z, ys[0]!)).length === 1) rewritten.set(x, ys[0]!);
  }
  const paired = new Set(rewritten.values());
  for (const x of removed) {
    const y = rewritten.get(x);
    out.push(y !== undefined ? limitMoved(q.name, x, y, p.evidence, q.evidence) : change("feature_removed", "medium", x, `Limit removed: ${q.name}: ${x}`, x, null, p.evidence, null));
  }
  for (const y of added) if (!paired.has(y)) out.push(change("feature_added", "medium", y, `Limit added: ${q.name}: ${y}`, null, y, null, q.evidence));
  return out.length > 1 ? [limitsOfPlan(q.name, out, p.evidence, q.evidence)] : out;
}

/**
 * Round 30 (monitor30): a limit one side read whose line the other check's page still shows — the
 * plan's page, as the other check read it (round 24's line test, which features pass through) — was
 * read on one version only (the split took a card's line as a limit in one reading and left it a
 * feature, or the card's bullets went unread, in the other): no limit added or removed. A limit that
 * moved ("5 users" → "10 users") is judged as before; its new line is no line of the old page.
 */
function stillShown(shownOther: ReturnType<typeof linesShown>, limit: string, plan: PlanFact): boolean {
  return shownOther({ name: limit, evidence: plan.evidence });
}

/**
 * Round 22: several limits of one plan that moved in one check are one alert for that plan, saying
 * each ("Limits changed: Pro: 4 GB RAM → 8 GB RAM; added 2 vCPU"): a plan's limits are its terms
 * (issue 25 point 4: not features), and a card whose spec lines were rewritten is one event to read,
 * not a "feature added" per line. `feature_added` when every part allows more (raised or added),
 * else `feature_removed` (a part may take something away), as for one limit. Each side's limits in
 * `before`/`after` ("; "-separated, removed ones in before only, added ones in after only).
 */
function limitsOfPlan(plan: string, moved: DetectedChange[], eb: Evidence | null, ea: Evidence | null): DetectedChange {
  // Limits moved, then added, then removed, each in name order: the order of the card's lines never changes the alert.
  const rank = (c: DetectedChange) => (c.before !== null && c.after !== null ? 0 : c.after !== null ? 1 : 2);
  const changes = [...moved].sort((x, y) => rank(x) - rank(y) || (x.subject < y.subject ? -1 : x.subject > y.subject ? 1 : 0));
  const parts = changes.map((c) => (c.before !== null && c.after !== null ? `${c.before} → ${c.after}` : c.after !== null ? `added ${c.after}` : `removed ${c.before}`));
  const more = changes.every((c) => c.type === "feature_added");
  const side = (xs: (string | null)[]) => clip(xs.filter((x): x is string => x !== null).join("; "), 2_000) || null;
  return change(more ? "feature_added" : "feature_removed", "medium", `${plan} limits`, `Limits changed: ${plan}: ${clip(parts.join("; "), 400)}`, side(changes.map((c) => c.before)), side(changes.map((c) => c.after)), eb, ea);
}

/** One limit of a plan said before → after: "raised" (feature_added) when it allows more, else "lowered" or "changed" (feature_removed: it may take something away). */
function limitMoved(plan: string, x: string, y: string, eb: Evidence | null, ea: Evidence | null): DetectedChange {
  const [from, to] = [limitQuantity(x), limitQuantity(y)];
  const raised = from !== null && to !== null && to > from;
  const how = from === null || to === null || from === to ? "changed" : raised ? "raised" : "lowered";
  return change(raised ? "feature_added" : "feature_removed", "medium", y, `Limit ${how}: ${plan}: ${x} → ${y}`, x, y, eb, ea);
}

/** Whether two limits name a thing in common: a word besides their numbers and quantity words. */
function sharesThing(x: string, y: string): boolean {
  const wy = limitWords(y).words;
  return [...limitWords(x).words].some((w) => wy.has(w));
}

/** A limit's words without its numbers and quantity words, and its numbers. */
function limitWords(limit: string): { words: Set<string>; numbers: string[] } {
  const w = quantityWordsOf(limit);
  return { words: new Set([...w.words].filter((x) => !/^\p{N}+$/u.test(x))), numbers: w.numbers ? w.numbers.split(" ") : [] };
}
const subset = <T,>(x: Set<T>, y: Set<T>) => [...x].every((v) => y.has(v));

/** Whether a bullet carries a limit's numbers and the words that name what it counts. */
function containsLimit(bullet: string, limit: string): boolean {
  const l = limitWords(limit);
  if (l.numbers.length === 0 || l.words.size === 0) return false;
  const b = wordsOf(bullet);
  const nums = new Set(b.numbers.split(" "));
  return l.numbers.every((n) => nums.has(n)) && subset(l.words, b.words);
}

/** Limits gone and come on one plan with the same quantity, one's words within the other's: paired one to one. */
function rewordedWithin(gone: string[], fresh: string[]): { before: Set<string>; after: Set<string> } {
  const before = new Set<string>();
  const after = new Set<string>();
  const candidates = [...fresh].sort();
  for (const x of [...gone].sort()) {
    const qx = limitQuantity(x);
    const wx = limitWords(x);
    if (qx === null || wx.words.size === 0) continue;
    const y = candidates.find((c) => {
      if (after.has(c) || limitQuantity(c) !== qx) return false;
      const wy = limitWords(c);
      return wy.words.size > 0 && (subset(wx.words, wy.words) || subset(wy.words, wx.words));
    });
    if (y === undefined) continue;
    before.add(x);
    after.add(y);
  }
  return { before, after };
}

const subjectKey = (s: string) => s.toLowerCase();
function byImportance(x: DetectedChange, y: DetectedChange): number {
  return (
    severityRank(y.severity) - severityRank(x.severity) ||
    CHANGE_TYPES.indexOf(x.type) - CHANGE_TYPES.indexOf(y.type) ||
    (subjectKey(x.subject) < subjectKey(y.subject) ? -1 : subjectKey(x.subject) > subjectKey(y.subject) ? 1 : 0) ||
    (x.summary < y.summary ? -1 : x.summary > y.summary ? 1 : 0)
  );
}

// ---------------------------------------------------------------------------------------------
// Availability (the runner counts consecutive failures and calls these)

const clip = (s: string, max = 160) => {
  const t = String(s ?? "").replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/** A page that failed `failures` checks in a row (the runner calls this from the second). Medium. */
export function unavailableChange(url: string, failures: number, reason: string): DetectedChange {
  const why = clip(reason, 120) || "no answer";
  return change("page_unavailable", "medium", url, `${url}: available → unavailable (${failures} failed checks in a row: ${why})`, "available", `unavailable: ${why}`, null, { url, snippet: clip(`${failures} failed checks in a row: ${why}`) });
}

/** A page answering again after it was reported unavailable. Low. */
export function restoredChange(url: string): DetectedChange {
  return change("page_restored", "low", url, `${url}: unavailable → available again`, "unavailable", "available", null, { url, snippet: "The page answered again." });
}
