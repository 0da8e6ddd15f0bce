/**
 * Plans named by their billing term (round 86, part a; docs/intel.md, "Round 86, part a").
 *
 * Many small sites sell one product by term: a set of cards named "Monthly", "Quarterly",
 * "Yearly", "1 mois" / "12 mois", "3 месяца", "2 Anos", "Lifetime", each with its price. The
 * confidence model doubted such plans (a bare price whose period the engine inferred, no bullets,
 * no pricing path: development's withheld-while-right plans, waves 45–78), though the name itself
 * states the term the price is for. Two things make the name a stated period rather than a label
 * read by chance:
 *
 * - the site names two or more of its plans by distinct terms (a set of terms, not one card whose
 *   title happens to be "Monthly"), and
 * - the period read for the plan is the one its name says ("Monthly" at a price by the month); a
 *   term the engine has no period for ("Quarterly", "3 months", "Weekly") was read with none. A
 *   name that says one period beside a price read with another ("Yearly" at $19.99 a month,
 *   "Lifetime" at $10 a month, "12 mois" by the month) is the misreading of such sets on
 *   development, and gets no lift.
 */
import type { PlanFact } from "./facts.ts";
import type { Period } from "./extract/money.ts";
import type { Assessed } from "./confidence.ts";
import { planSets } from "./card-grids.ts";

/** The term words, whole words of the name, in the languages pages are written in. */
const MONTH = String.raw`months?|monthly|mois|mensuel(?:le)?|mes(?:es)?|mensual|mensal|monat(?:e)?|monatlich|mese|mesi|mensile|aylık|ay|месяц(?:а|ев)?|hàng tháng|tháng`;
const YEAR = String.raw`years?|yearly|annual(?:ly)?|an|ans|ann[ée]es?|annuel(?:le)?|años?|anual|anos?|jahre?|jährlich|anno|anni|annuale|yıllık|yıl|год(?:а)?|лет|hàng năm|năm`;
const ONCE = String.raw`lifetime|one[- ]time|vitalici[oa]|vitalício|à vie|lebenslang|навсегда|trọn đời`;
/** Terms the engine has no period for: a week, a quarter, half a year, a day. */
const OTHER = String.raw`weeks?|weekly|semaines?|hebdomadaire|semanas?|semanal|wochen?|wöchentlich|недел[яиь]|tuần|quarters?|quarterly|trimestres?|trimestriel(?:le)?|trimestral|quartal|квартал|half[- ]?year(?:ly)?|semi[- ]?annual(?:ly)?|semestres?|semestral|halbjahr|полгода|days?|daily|jours?|días?|dias?|tage?|день|дня|дней|ngày`;

/** A whole name that is a term: an optional count of one or two digits, one term word, an optional "plan" word. Anchored, no nested quantifiers. */
const TERM_NAME = new RegExp(
  String.raw`^(?:(\d{1,2})[ \u00a0-]?)?(?:(${MONTH})|(${YEAR})|(${ONCE})|(${OTHER}))(?:[ \u00a0](?:plan|plano|subscription|pass|abo|abonnement|подписка))?$`,
  "iu",
);

export interface TermName {
  /** The period the name states, or null for a term the engine has no period for ("Quarterly", "3 months"). */
  period: Period | null;
  /** The term as a key: count and unit ("1 month", "3 month", "other quarterly"), to tell distinct terms apart. */
  key: string;
}

/**
 * Whether a whole name is a term with its count ("3 mois", "6 Aylık Plan", "12 tháng", "2 Anos"):
 * a card that sells a length of time, named by it (round 89e: plans-page.ts lets such a count open a
 * name, as it lets no other).
 */
export function countedTerm(name: string): boolean {
  const n = name.trim().replace(/\s+/g, " ");
  return /^\d/.test(n) && termName(n) !== null;
}

/** The billing term a plan's whole name states, else null ("Pro", "Pro annual", "Monthly support"). */
export function termName(name: string): TermName | null {
  const n = name.trim().replace(/\s+/g, " ");
  if (n.length === 0 || n.length > 30) return null;
  const m = TERM_NAME.exec(n);
  if (!m) return null;
  const count = m[1] ? Number(m[1]) : 1;
  if (count === 0) return null;
  if (m[5] !== undefined) return { period: null, key: `${count} ${m[5].toLowerCase()}` };
  if (m[4] !== undefined) return count === 1 ? { period: "one_time", key: "once" } : null;
  const unit: Period = m[2] !== undefined ? "month" : "year";
  // "12 months" is a year's term; other counts ("3 months", "2 years") have no period of the engine's.
  if (unit === "month" && count === 12) return { period: "year", key: "1 year" };
  return { period: count === 1 ? unit : null, key: `${count} ${unit}` };
}

/**
 * Whether a plan is one of a site's set of plans named by distinct billing terms, read with the
 * period its name states (see the module comment).
 */
export function inTermSet(p: PlanFact, all: readonly PlanFact[]): boolean {
  const own = termName(p.name);
  if (own === null || own.period !== p.period) return false;
  return distinctTerms(all) >= 2;
}

/** How many distinct terms a site's plans are named by, counted once per set of plans (every plan asks). */
const termCounts = new WeakMap<readonly PlanFact[], number>();
function distinctTerms(all: readonly PlanFact[]): number {
  let n = termCounts.get(all);
  if (n === undefined) termCounts.set(all, (n = new Set(all.map((x) => termName(x.name)?.key).filter((k) => k !== undefined)).size));
  return n;
}

/**
 * The plans of a term set the model doubts beside a sibling it is sure of (a gate for the whole
 * set, like contact-tier.ts's for a grid's contact card): "2 Anos" and "3 Anos" beside a sure
 * "1 Ano", "Quarterly" and "Half Yearly" between a sure "Monthly" and "Yearly". Each is a card of
 * the same grid (card origin, the same set size), priced, and read with the period its name states
 * (`term_set`); the sure sibling shows that the grid is the site's plans and that its cards' prices
 * and names were paired right. What such a card can still get wrong — its price read from another
 * card — the text reader's disagreement withholds afterwards (abstain).
 */
export function termSetSiblings<A extends { plan: PlanFact; signals: { term_set: number; in_card_grid: number; set_size: number } }>(assessed: readonly A[], sure: ReadonlySet<A>): A[] {
  const member = (a: A) => a.signals.term_set === 1 && a.signals.in_card_grid === 1 && a.plan.amount !== null && a.plan.amount > 0;
  const sureMembers = assessed.filter((a) => sure.has(a) && member(a));
  if (sureMembers.length === 0) return [];
  return assessed.filter((a) => !sure.has(a) && member(a) && sureMembers.some((b) => b.signals.set_size === a.signals.set_size));
}

/**
 * A term set the model doubts whole (round 92, part a): the site sells one thing by term — "Monthly"
 * at a bare "$3.99", "Yearly" at "$27.99" — and no card of the set is sure, so no sibling can vouch
 * (`termSetSiblings`). The model doubts each card for the period it infers from nothing in the price
 * (`period_inferred`, `grid_period_unstated`), a doubt the names answer: each states its term. So a
 * set read as one (cards, a table, a run of paragraphs, on one page: `planSets`) of two or more is
 * reported whole when every plan of it is priced, named by a term whose period it was read with
 * (`term_set`), each term a different period (a month and a year, not two names for one), and the
 * text reader, reading the page on its own, finds each name with its price (`text_agrees`): the
 * names and prices were paired right. A set with a card named otherwise, a term the engine has no
 * period for ("Quarterly", read with none), or a name the text cannot pair with its price is left to
 * the model. On development (waves 45–84) 2 plans, both exact; none on the check set or waves 80–84.
 */
export function wholeTermSets(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>): Assessed[] {
  const out: Assessed[] = [];
  const member = (a: Assessed) => a.signals.term_set === 1 && a.plan.amount !== null && a.plan.amount > 0 && a.plan.period !== null && a.signals.text_agrees === 1;
  for (const set of planSets(assessed)) {
    if (set.every((a) => sure.has(a)) || !set.every(member)) continue;
    if (new Set(set.map((a) => a.plan.period)).size !== set.length) continue;
    out.push(...set.filter((a) => !sure.has(a)));
  }
  return out;
}
