/**
 * Service and package cards paid once on a page that bills something else (round 26, part a;
 * docs/intel.md).
 *
 * A set of cards whose prices state no period takes what the page says (page-period.ts): paid once
 * where nothing on the page recurs, the period a line declares, else none. The "else none" hides a
 * construction counted on development: an agency's, studio's or clinic's cards of services ("Logo
 * design 100 €", "Wedding film 20,000 kr", "Trademark registration 1,500 RON") on a page that also
 * prices a maintenance plan, a retainer or an add-on by the month or year ("Care 99 kr/md",
 * "Monitoring 1,000 RON/an"). On waves 8–20 such bare prices, read at the case's amount, are cased
 * paid once 50 times on 13 sites and null 16 times on 8; of the nulls only three sites' sit in a set
 * of their own on a page with no rate or server words — packages whose cards say "Subscribe Now" or
 * "monthly report", and passes named by their term — and the guards below keep all three.
 *
 * So a set of two or more priced cards, none of which states a period, reads paid once on such a
 * page too — unless the page speaks of subscribing, renewing or cancelling ("Cancel any time": what
 * it sells may be a subscription whatever the card says), offers a monthly / yearly switch (checked
 * by the caller), speaks of a service used over time (an allowance or a rate per hour,
 * day or week, a rented server's vCPU or bandwidth: the VPS table beside "2 € / mois" options, which
 * the corpus leaves without a period), a line of its own declares one period for the prices, a card
 * of the set is itself named by a period ("Mesečni", "Monthly": a coworking's passes by term, whose
 * other bare prices are terms too), or a card's own text speaks of time ("Subscribe Now" under a
 * package, "renews each season": the card, not the page, ties its price to a period, and the corpus
 * then writes none). The period is inferred (the caller marks it).
 */
import type { HElement } from "../html/parse.ts";
import type { PlanFact } from "../facts.ts";
import type { Page } from "../page.ts";
import { oneTimeIn, statesPeriod } from "./money.ts";
import { declaredPeriod, recurrenceStated, recursIn, subscriptionStated, termWordIn, usedOverTime } from "./page-period.ts";

/** A card named by a period of its own ("Monthly", "Mesečni", "Jahresabo"), not by a one-time word. */
const namedByPeriod = (p: PlanFact) => (statesPeriod(p.name) && !oneTimeIn(p.name)) || termWordIn(p.name);

/**
 * Whether a set of plans with no period of its own is a set of services paid once on a page that
 * states a recurrence elsewhere (the caller has checked that no card of the set states a period).
 * `cards`: the set's card elements; a table's columns pass the table (a row "Monthly cost | $0 |
 * $79" ties them to a period the column reader does not take), a price list's rows none.
 */
export function servicesPaidOnce(page: Page, plans: readonly PlanFact[], cards: readonly HElement[]): boolean {
  if (!recurrenceStated(page) || declaredPeriod(page) !== null || usedOverTime(page) || subscriptionStated(page)) return false;
  if (plans.filter((p) => p.amount !== null && p.amount > 0).length < 2) return false;
  if (plans.some(namedByPeriod)) return false;
  return !cards.some((c) => cardSpeaksOfTime(page, c));
}

/**
 * A card's text says that something recurs: its first 40 lines of at most 300 characters (bounded like
 * the page's lines). Round 105, part b: the lines of the page's stream, not of `page.text`, which
 * folds a card's lines into one — a card was then read only for its first 300 characters, and a
 * line far down its list ("Card payments: $79 set-up, $43 monthly" as its ninth bullet) was never seen.
 */
function cardSpeaksOfTime(page: Page, card: HElement): boolean {
  const [start, end] = page.range(card, "all");
  return page.all.slice(start, Math.min(end, start + 40 * 300)).split("\n", 40).some((line) => recursIn(line.slice(0, 300)));
}
