/**
 * A second, independent reader of the plans the engine reports (issue 25, round 12; docs/intel.md,
 * "Round 12").
 *
 * The card, table and prose readers group the page's elements and read a plan from each group; when
 * the grouping is wrong (a heading taken for a card's name, a price taken from the next card, a
 * comparison table read across the wrong column) the plan is wrong with every structural signal
 * looking sure. This reader knows nothing of the grouping: it re-reads each reported plan from the
 * page's visible text alone, the lines in reading order as `buildPage` produces them, and asks
 * whether the plan's name stands as a line and what price follows it before the next plan's name.
 *
 * - `agrees`: a line names the plan, and the nearest price after it, before the next plan's name
 *   and within a few lines, is the plan's amount in its currency, with no other period stated.
 * - `other_side`: the nearest price is the plan's annual or struck side, or a year total, or the
 *   plan's price stands further down the window under another: the text gives the plan another
 *   price first (a toggle's shown side, a setup fee, or a misread side).
 * - `above`: no price after the name is the plan's, the last one just above the name is (cards that
 *   print the price over the name).
 * - `disagrees`: lines name the plan, a price follows, and it is none of the plan's: the text puts a
 *   different price under that name (for a plan read as contact-sales: any price).
 * - `absent`: no line is the plan's name, the name stands in a row of names (a comparison table's
 *   header), or no price follows it: the text has nothing to say.
 * When the name stands several times, the most agreeing verdict is kept. The billing words after
 * the agreeing price say whether the text gives the plan another period or other seats.
 *
 * Two readers that agree are likelier right than either alone; the verdicts are signals for the
 * confidence model, and a disagreement on a priced plan withholds it outright (confidence.ts).
 */
import type { PlanFact } from "../facts.ts";
import type { Page } from "../page.ts";
import { billingAfter, findPrices, NOT_A_PLAN_PRICE_AFTER, NOT_A_PLAN_PRICE_BEFORE, USAGE_UNIT, type Period, type PriceToken } from "../extract/money.ts";
import { CONTACT_LINE, contactLine, FREE_LINE } from "../extract/plans-page.ts";
import { planKey } from "../extract/text.ts";
import { badgePhrase } from "../extract/name-badge.ts";
import { withoutOnceTail } from "../extract/once-tail.ts";
import { labelPricesPerUser } from "../extract/unit-label.ts";
import { pageSignCurrency } from "../extract/page-signs.ts";
import { joinSplitPrices } from "./split-price.ts";
import { withoutIncludedSpans } from "./included-span.ts";
import { latinHalf } from "../extract/bilingual-name.ts";
import { fromPriceBelow } from "./from-price.ts";

export type TextVerdict = "agrees" | "other_side" | "above" | "disagrees" | "absent";
/** When the name stands several times, the most agreeing reading wins. */
const VERDICT_ORDER: readonly TextVerdict[] = ["agrees", "other_side", "above", "disagrees"];

/** What the text says of a plan: its verdict, and the billing words after the price it agrees on (null when none agrees, or it is free / contact). */
export interface TextReading {
  verdict: TextVerdict;
  period: Period | null;
  perUser: boolean | null;
  /** The agreeing price opens a range ("$24–40/mo", "€3,000 – 6,000", "$8,000–"): an estimate, not a plan's price. */
  range: boolean;
}

/** A dash after a price, then another amount or nothing: the price is the low end of a range. */
const RANGE_AFTER = /^[ \u00a0]?[-–—][ \u00a0]?(?:[$€£¥₹]?[ \u00a0]?\d|$|\n)/;

/** How many lines after a name line may hold its price (a badge, a tagline, a sign on its own line). */
const WINDOW_LINES = 6;
/** Lines before a name line that may hold its price (cards that print the price above the name). */
const BEFORE_LINES = 2;
/** A name line is short: a sentence that happens to be a plan's name is no heading of it. */
const MAX_NAME_CHARS = 60;
/**
 * The lines read, and the name lines per plan: a pricing page has a few hundred lines, and a hostile
 * one (hundreds of thousands of list items, a name repeated 20,000 times) must cost the reader a
 * few milliseconds, not a second (test/bench/intel.ts's hostile pages). Beyond them the text says nothing.
 */
const MAX_LINES = 5000;
const MAX_OCCURRENCES = 20;
/** A line's first characters are all a window needs (a price line is short; a 2 MB text node is not read whole). */
const MAX_LINE_CHARS = 500;

interface Lines {
  lines: string[];
  /** planKey of each short line ("" for a long one: no name). */
  keys: string[];
  /** planKey of each line → the indices of the lines with that key. */
  byKey: Map<string, number[]>;
  /** planKey of the name in each line that is a name and a badge ("⭐ Monthly — Popular") → those lines' indices. */
  byBadgedKey: Map<string, number[]>;
}

const linesOf = new WeakMap<Page, Lines>();

function pageLines(page: Page): Lines {
  const cached = linesOf.get(page);
  if (cached) return cached;
  // A sign and its figure printed on lines of their own ("$" | "35") are one price (split-price.ts).
  const lines = joinSplitPrices(
    page.visible
      .split("\n", 4 * MAX_LINES)
      .map((l) => (l.length > MAX_LINE_CHARS ? l.slice(0, MAX_LINE_CHARS) : l).replace(/\s+/g, " ").trim())
      .filter((l) => l.length > 0),
  ).slice(0, MAX_LINES);
  // A name line said in Arabic script and in Latin letters ("لايت Lite", a bilingual card's two
  // spans read as one line) names the plan by its Latin half, as the card reader names it (round
  // 105e, bilingual-name.ts): otherwise no line of such a page names any plan, and the text reader
  // that confirms the cards has nothing to say.
  const keys = lines.map((l) => (l.length > MAX_NAME_CHARS ? "" : planKey(latinHalf(l))));
  const byKey = new Map<string, number[]>();
  const byBadgedKey = new Map<string, number[]>();
  const index = (map: Map<string, number[]>, k: string, i: number) => {
    if (!k) return;
    const at = map.get(k);
    if (at) at.push(i);
    else map.set(k, [i]);
  };
  keys.forEach((k, i) => {
    index(byKey, k, i);
    if (k) index(byBadgedKey, badgedNameKey(lines[i]!), i);
  });
  const out = { lines, keys, byKey, byBadgedKey };
  linesOf.set(page, out);
  return out;
}

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;

/** The amounts the text may show for a plan: its price, its annual side, its struck price, and their year totals. */
function shownAmounts(p: PlanFact): { amount: number; tolerance: number }[] {
  const out: { amount: number; tolerance: number }[] = [];
  for (const a of [p.amount, p.annual_amount, p.list_amount]) {
    if (a === null || a <= 0) continue;
    out.push({ amount: a, tolerance: 0.005 });
    // A month price shown as its year total ("$290/year" beside "$29/month"), or the reverse:
    // rounding on the page makes these approximate (a cent per month).
    if (p.period !== "year" && p.period !== "one_time") out.push({ amount: a * 12, tolerance: 12 * 0.01 + 1 });
    if (p.period === "year") out.push({ amount: a / 12, tolerance: 0.01 + 1 / 12 });
  }
  return out;
}

/**
 * The prices a window of text shows as a plan's price: "save $20", "$0.005 per additional invoke" are
 * not. A sign of several currencies is the page's, as the card readers read it ("99 kr" on a Danish
 * page is DKK: page-signs.ts), so the two readers never differ on the spelling of a sign alone.
 */
function windowPrices(text: string, page: Page): PriceToken[] {
  return findPrices(text)
    .filter((t) => {
      const tail = text.slice(t.end, t.end + 40);
      return !NOT_A_PLAN_PRICE_BEFORE.test(text.slice(Math.max(0, t.index - 40), t.index)) && !NOT_A_PLAN_PRICE_AFTER.test(tail) && !USAGE_UNIT.test(tail);
    })
    .map((t) => ({ ...t, currency: pageSignCurrency(page, t.currency, t.raw) }));
}

/** A price the text shows: its amount (null: the text says to ask, "Contact sales"), its currency, and the text after it. */
interface Shown {
  amount: number | null;
  currency: string | null;
  tail: string;
  /** The line's words before the price (from-price.ts reads a "from" there). */
  before?: string;
}

/**
 * The price a line shows, if any: a line that says the plan is free ("Free", "Gratis") stands for 0,
 * one that says to ask ("Custom", "Contact sales") for no amount; `last` takes the line's last price.
 */
function priceOfLine(page: Page, lines: readonly string[], i: number, last: boolean): Shown | null {
  const line = lines[i]!;
  if (FREE_LINE.test(line)) return { amount: 0, currency: null, tail: "" };
  // A short line whose first clause asks ("Custom / contact us", "Let's talk →"; round 76h) is the same
  // answer; a long line that merely opens with "Custom" is a sentence, not a price.
  if (CONTACT_LINE.test(line) || (line.length <= 40 && contactLine(line))) return { amount: null, currency: null, tail: "" };
  const prices = windowPrices(line, page);
  if (prices.length === 0) return null;
  const t = prices[last ? prices.length - 1 : 0]!;
  return { amount: t.amount, currency: t.currency, tail: [line.slice(t.end), ...lines.slice(i + 1)].join("\n"), before: line.slice(Math.max(0, t.index - 30), t.index) };
}

/**
 * The key of a line that is a name and a badge after a dash or a dot ("⭐ Monthly — Popular"), or a
 * name and its paid-once note after a dot or a bar ("Full version · one-time purchase": round 105c,
 * once-tail.ts, the name reader's own cut); "" when it is neither.
 */
function badgedNameKey(line: string): string {
  const parts = line.split(/\s+[—–·|-]\s+/);
  if (parts.length === 2 && badgePhrase(parts[1]!)) return planKey(parts[0]!);
  const name = withoutOnceTail(line);
  return name !== line ? planKey(name) : "";
}

/** The first price of the lines after a name (the one nearest it). */
function firstPrice(page: Page, lines: readonly string[]): Shown | null {
  for (let i = 0; i < lines.length; i++) {
    const shown = priceOfLine(page, lines, i, false);
    if (shown) return shown;
  }
  return null;
}

/** A price of the plan's in the lines after a name, past the first one. */
function laterPrice(page: Page, lines: readonly string[], plan: PlanFact): Shown | null {
  for (let i = 0; i < lines.length; i++)
    for (const t of windowPrices(lines[i]!, page)) {
      const shown = { amount: t.amount, currency: t.currency, tail: [lines[i]!.slice(t.end), ...lines.slice(i + 1)].join("\n") };
      if (isPlans(shown, plan, false)) return shown;
    }
  return null;
}

/** The last price of the lines before a name: a price printed above its plan's name. */
function lastPrice(page: Page, lines: readonly string[]): Shown | null {
  for (let i = lines.length - 1; i >= 0; i--) {
    const shown = priceOfLine(page, lines, i, true);
    if (shown) return shown;
  }
  return null;
}

/** Whether a price the text shows is the plan's: `primary`, its amount itself; else also its other sides and year totals. */
function isPlans(t: Shown, p: PlanFact, primary: boolean): boolean {
  if (t.amount === null || p.amount === null) return t.amount === p.amount;
  if (p.amount === 0) return t.amount === 0;
  if (t.currency !== null && p.currency !== null && t.currency !== p.currency) return false;
  const exact = near(t.amount, p.amount, 0.005);
  if (exact && p.period !== null) {
    // The same number with another stated period is another price ("$29/year" is no "$29/month").
    // (Round 90c: a line counting months of support or updates is no period: included-span.ts.)
    const said = billingAfter(withoutIncludedSpans(t.tail)).period;
    if (said !== null && said !== p.period) return false;
  }
  return exact || (!primary && shownAmounts(p).some((s) => near(t.amount!, s.amount, s.tolerance)));
}

/**
 * What the visible text says of `plan`, read on `page`. `others` are every plan the site reports: a
 * window stops at the next plan's name.
 */
export function readFromText(page: Page, plan: PlanFact, others: readonly PlanFact[]): TextReading {
  const { lines, keys, byKey, byBadgedKey } = pageLines(page);
  const key = planKey(plan.name);
  // Round 76f: the plan's own title may carry its badge too ("⭐ Monthly — Popular" over the
  // Monthly card's price): that line names the plan as the bare "Monthly" would. Only a name and a
  // badge phrase after a dash or a dot (badgedNameKey, name-badge.ts) — never a name inside a sentence.
  const plain = byKey.get(key) ?? [];
  const badged = byBadgedKey.get(key) ?? [];
  const at = badged.length ? [...plain, ...badged].sort((a, b) => a - b) : byKey.get(key);
  if (!at) return { verdict: "absent", period: null, perUser: null, range: false };
  const stops = new Set(others.map((o) => planKey(o.name)).filter((k) => k !== key));
  // (A next plan's name may carry its badge on the line: "⭐ Monthly — Popular" is the Monthly
  // card's title, and its "Monthly" no period of the weekly pass above it; round 69, part c.)
  const isName = (j: number) => stops.has(keys[j]!) || stops.has(badgedNameKey(lines[j]!));
  const seen = new Map<TextVerdict, Shown | null>();
  const see = (v: TextVerdict, shown: Shown | null) => {
    if (!seen.has(v)) seen.set(v, shown);
  };
  for (const i of at.slice(0, MAX_OCCURRENCES)) {
    // A row of names (a comparison table's header, tabs): the prices under them are not in reading order.
    if ((i > 0 && isName(i - 1)) || (i + 1 < lines.length && isName(i + 1))) continue;
    const after: string[] = [];
    for (let j = i + 1; j < lines.length && j <= i + WINDOW_LINES && !isName(j); j++) after.push(lines[j]!);
    const before: string[] = [];
    for (let j = i - 1; j >= 0 && j >= i - BEFORE_LINES && !isName(j); j--) before.unshift(lines[j]!);
    const next = firstPrice(page, after);
    const prev = lastPrice(page, before);
    let farther: Shown | null = null;
    if (next && isPlans(next, plan, true)) see("agrees", next);
    else if (next && isPlans(next, plan, false)) see("other_side", next);
    else if (prev && isPlans(prev, plan, false)) see("above", prev);
    // The plan's price further down the window, another nearer ("$99 setup" over "$29/month"):
    // the text gives the plan another price first, which is no contradiction.
    else if (plan.amount !== null && (farther = laterPrice(page, after, plan))) see("other_side", farther);
    // A "from" price below a plan its structured data prices: the least it costs, a longer term's
    // rate, no contradiction of the data's monthly price (round 109e, from-price.ts).
    else if (next && fromPriceBelow({ ...next, before: next.before ?? "" }, plan)) see("other_side", next);
    // A priced plan whose name is followed by "Contact sales" says nothing sure (a button under the
    // price, a second offer); any price under a plan read as contact-sales, or another price under a
    // priced plan, is the text naming the plan differently.
    else if (next && !(next.amount === null && plan.amount !== null)) see("disagrees", null);
  }
  const verdict = VERDICT_ORDER.find((v) => seen.has(v)) ?? "absent";
  const shown = seen.get(verdict) ?? null;
  // The billing words after the price the text agrees on: what the text says of its period and seats.
  const words = shown && shown.amount !== null && shown.amount > 0 ? billingAfter(withoutIncludedSpans(shown.tail)) : null;
  // The name line is text too: a plan named as a seat ("Full seat" over "$16/mo") is priced per seat
  // whatever the price line says (unit-label.ts; the heading over a set of cards is no line of the plan's).
  const perUser = words ? words.perUser || labelPricesPerUser(plan.name, null) : null;
  return { verdict, period: words?.period ?? null, perUser, range: shown !== null && RANGE_AFTER.test(shown.tail) };
}
