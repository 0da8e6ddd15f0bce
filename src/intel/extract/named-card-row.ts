/**
 * Round 31, part h (docs/intel.md): a row of cards is not one card's price block.
 *
 * The card grouping folds a group into the group around it when it looks like one card's own
 * price block ("$10/mo" over "$8/mo billed yearly", two prices in a little group inside a card):
 * a group whose container is a sibling of the outer group's cards and which has fewer than two
 * cards titled by a heading element. Cards built of divs name themselves in a div ("Starter" in
 * `div.text-sm`, `span.plan-name`), never a heading, so a whole grid of them beside one wide
 * card ("Team — €49/mo" under a row of three) was folded in as a single card: the grid read as
 * one plan named after its first card, and the others lost.
 *
 * A card's price block is two prices, one line each; a grid is a row of three or more cards of
 * one tag and alike classes, each opening with a short line that holds no price — its name — and
 * showing a price by the month or the year on a short line of its own, at the line's start (a
 * band such as "Turnover ₹50–500 Cr" is a label's figure, no price line). That row stays a group
 * of its own. Not two cards (a monthly and a yearly box look the same), nor a row whose first
 * lines are prices (the price blocks this folding exists for), nor a row whose figures sit in
 * sentences (testimonials: "saved our studio $300 a month" — folded as before, so the plan card
 * beside them is still read), nor service cards priced once (a price list's rows).
 *
 * Round 69, part b: a row of subscriptions may hold a free card ("$0" | "Free forever") or a card
 * paid once ("¥5,000" under "買い切り", "$49 · one-time") beside them — a Free / Pro / Lifetime row
 * over an add-on box was folded into the box's group and read as one plan. Every card still opens
 * with its name and shows its price at a line's start, and at least one is by the month or the year.
 *
 * Round 89f: a row of licences sold once has no card by the month or the year — "Free" at "$0"
 * beside "Pro" at "$99" over "One-time payment" and "Team" at "$249" over "One-time · 5 seats" —
 * and was folded into a section below it that names a yearly fee for updates ("$29/year (Pro)"):
 * the grid read as one card, its paid licences lost. A row with a free card and a card whose own
 * words say it is paid once is that offer (a free edition beside paid licences), not a price
 * list's service cards, which carry no free card: it stays a group too.
 */
import type { HElement } from "../html/parse.ts";
import { billingAfter, findPrices } from "./money.ts";

/** A name line: short and priceless ("Starter", "Pack 10", "AI PRO"). */
const NAME_LINE_MAX = 40;
/** A price line: the price and at most a period or a lead-in ("€9", "$29 / month", "from 25 000 руб."). */
const PRICE_LINE_MAX = 30;
/** How far into its line the price may start: a lead-in word ("from", "only", "от"), not a label ("Turnover ₹50–500 Cr"). */
const LEAD_IN_MAX = 6;

/** The price that opens a short line ("€9", "from 25 000 руб."), if the line is a price line at all. */
const openingPrice = (line: string) => {
  const [first] = findPrices(line);
  return line.length <= PRICE_LINE_MAX && first !== undefined && first.index <= LEAD_IN_MAX ? first : null;
};

/** The period the words after a line's opening price give it, on the line or the next ("€9" | "/mo"). */
const periodAfter = (line: string, price: { end: number }, next: string) => billingAfter(`${line.slice(price.end)} ${next}`).period;

/**
 * A subscription's price line: the price opens the line and the month or the year follows it, on
 * the line or the next ("€9" | "/mo"). Service cards of a price list ("Crown — from €450") are
 * left to the folding they had: on development their rows are read better folded.
 */
const recurringPriceLine = (line: string, next: string) => {
  const price = openingPrice(line);
  const period = price ? periodAfter(line, price, next) : null;
  return period === "month" || period === "year";
};

/**
 * A free card's or a paid-once card's price line beside subscriptions ("$0" | "Free forever",
 * "¥5,000" under the name "買い切り"): the price opens the line, and it is nothing ("free"), or the
 * lines above it (the card's name, a badge) or the words after the price say it is paid once ("once").
 */
const freeOrOncePriceLine = (above: readonly string[], line: string, next: string): "free" | "once" | null => {
  const price = openingPrice(line);
  if (!price) return null;
  if (price.amount === 0) return "free";
  return periodAfter(line, price, next) === "one_time" || above.some((l) => billingAfter(l).period === "one_time") ? "once" : null;
};

/**
 * Whether `cards` (one group's cards) are a row of named cards: at least three, one tag, classes
 * alike (`alike`, the grouping's own test), each of whose `lines` opens with a short line without
 * a price and has a short price line by the month or the year — or, beside such a card, one at
 * nothing or paid once; or (round 89f) a row of cards at nothing and paid once, one of each at least.
 */
export function namedCardRow(cards: readonly HElement[], alike: (a: HElement, b: HElement) => boolean, lines: (card: HElement) => readonly string[]): boolean {
  if (cards.length < 3) return false;
  const [head] = cards;
  if (!cards.every((c) => c.tag === head!.tag && alike(head!, c))) return false;
  const read = cards.map((c) => {
    const [name = "", ...rest] = lines(c);
    if (name.length === 0 || name.length > NAME_LINE_MAX || findPrices(name).length > 0) return null;
    if (rest.some((l, i) => recurringPriceLine(l, rest[i + 1] ?? ""))) return "recurring";
    const kinds = rest.map((l, i) => freeOrOncePriceLine([name, ...rest.slice(0, i)], l, rest[i + 1] ?? ""));
    return kinds.includes("free") ? "free" : kinds.includes("once") ? "once" : null;
  });
  if (!read.every((r) => r !== null)) return false;
  // (A free edition beside licences paid once, round 89f: no card need recur.)
  return read.includes("recurring") || (read.includes("free") && read.includes("once"));
}
