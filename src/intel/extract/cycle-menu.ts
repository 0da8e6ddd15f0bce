/**
 * Cards priced only by a billing-cycle menu (issue 25, round 109e).
 *
 * Hosting stores (WHMCS, HostBill, Blesta and their themes) often print a product card as a name,
 * its specs and an order form whose one price is a `<select>` of billing cycles, each option a
 * price and the cycle it buys: "$18.00 USD Quarterly", "Monthly — $5.00", "€66.00 EUR Annually".
 * The page model keeps no text of a `<select>` (a form control's choices are not the page's
 * prose), so the card reader sees cards with no price and the page reads no plan.
 *
 * Structural: on a pricing page where no reader found a plan, a visible `<select>` whose every
 * option that prints a figure is one price and a billing cycle's word and nothing more (a currency
 * code, a joiner, a parenthesised saving aside), two options or more, distinct cycles, one
 * currency, is a card's cycle menu. Its card is the nearest ancestor (within a few levels) that
 * holds no other such menu and a name before it: a heading, a bold line or an element its markup
 * calls a name or title, whose text reads as a plan's name. The plan's amount is the monthly
 * option's price (period month); with no monthly option, the shortest cycle's (a year: period
 * year; a quarter or half-year, a price for a term: period null, test/intel/real-pages/README.md's
 * Conventions). The annual option, beside a shorter one, gives the annual side (a twelfth of its
 * price). The cycle words are cycle-slots.ts's. The plans' origin is `menu` (an order form's
 * choices: the confidence model's `option_list` signal, and `cycle_menu`, which the gate's store
 * rule reads: store-grid-cards.ts).
 *
 * Bounded: at most MAX_SELECTS menus of MAX_OPTIONS options, a card looked for within
 * MAX_LEVELS ancestors and MAX_CARD_ELEMENTS elements; runs only where no reader found a plan.
 */
import type { PlanFact } from "../facts.ts";
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { cycleWord, type Cycle } from "./cycle-slots.ts";
import { findPrices } from "./money.ts";
import { CTA, evidenceOf, NOT_A_NAME } from "./plans-page.ts";
import { optionsOf, optionText } from "./select-options.ts";

const MAX_SELECTS = 40;
const MAX_OPTIONS = 12;
const MAX_LEVELS = 6;
const MAX_CARD_ELEMENTS = 400;
const NAME_TAG = /^(?:h[1-6]|strong|b)$/;
const NAME_MARK = /(?:^|[-_\s])(?:product-?)?(?:name|title)(?:$|[-_\s])|name$|title$/i;
/** What may stand beside a menu option's price and cycle: a currency code, joiners, a saving in brackets. */
const OPTION_NOISE = /\([^()]{0,40}\)|\b[A-Z]{3}\b|[–—:|/@]|(?<!\w)-|-(?!\w)|\bper\b/g;

interface Choice {
  amount: number;
  currency: string | null;
  cycle: Cycle;
  word: string;
  text: string;
}

/** One price and a cycle's word, nothing else of note: "$18.00 USD Quarterly", "Monthly — $5.00". */
function readChoice(text: string): Choice | null {
  const toks = findPrices(text);
  if (toks.length !== 1) return null;
  const tok = toks[0];
  const rest = `${text.slice(0, tok.index)} ${text.slice(tok.end)}`.replace(OPTION_NOISE, " ").replace(/\s+/g, " ").trim();
  const cycle = cycleWord(rest);
  return cycle ? { amount: tok.amount, currency: tok.currency, cycle, word: rest.toLowerCase(), text } : null;
}

/** A select's choices when it is a cycle menu, else null. */
function menuOf(page: Page, select: HElement): Choice[] | null {
  // One more than a menu may hold, so that a longer list is told apart and refused.
  const options = optionsOf(select, MAX_OPTIONS + 1);
  if (options.length < 2 || options.length > MAX_OPTIONS) return null;
  const choices: Choice[] = [];
  for (const o of options) {
    const text = optionText(o);
    const choice = readChoice(text);
    if (choice) choices.push(choice);
    // An option that prints a figure and is no cycle's price: no cycle menu ("1 GB — $5", a setup fee).
    else if (/\d/.test(text)) return null;
  }
  if (choices.length < 2) return null;
  if (new Set(choices.map((c) => c.word)).size !== choices.length) return null;
  if (new Set(choices.map((c) => c.currency)).size !== 1) return null;
  return choices;
}

/** The text of an element that reads as a plan's name: short, lettered, no price, no button's or section's word. */
function nameOf(page: Page, el: HElement): string | null {
  const t = page.text(el, "visible").replace(/\s+/g, " ").trim();
  if (!t || t.length > 40 || t.split(" ").length > 5 || !/\p{L}/u.test(t) || /[.!?:,;]$/.test(t)) return null;
  if (findPrices(t).length || NOT_A_NAME.test(t) || CTA.test(t) || cycleWord(t)) return null;
  return t;
}

/** The card's name: the first name-like element of the nearest ancestor holding one before the menu and no other menu. */
function cardName(page: Page, select: HElement, menus: ReadonlySet<HElement>): { name: string; el: HElement } | null {
  let card = select.parent;
  for (let level = 0; card && level < MAX_LEVELS && card.tag !== "body"; level++, card = card.parent) {
    const end = Math.min(select.order - 1, card.order + MAX_CARD_ELEMENTS);
    let found: { name: string; el: HElement } | null = null;
    for (let o = card.order + 1; o <= end && !found; o++) {
      const e = page.doc.elements[o - 1];
      if (!e || (!NAME_TAG.test(e.tag) && !NAME_MARK.test(`${e.attrs.class ?? ""} ${e.attrs.id ?? ""}`))) continue;
      if (page.isHidden(e)) continue;
      const name = nameOf(page, e);
      if (name) found = { name, el: e };
    }
    // Another menu inside this ancestor: it is a grid, not a card.
    const last = Math.min(page.subtreeEnd(card), card.order + MAX_CARD_ELEMENTS);
    for (let o = card.order + 1; o <= last; o++) {
      const e = page.doc.elements[o - 1];
      if (e && e !== select && menus.has(e)) return null;
    }
    if (found) return found;
  }
  return null;
}

export function cycleMenuPlans(page: Page): PlanFact[] {
  const menus = new Map<HElement, Choice[]>();
  let selects = 0;
  for (const el of page.doc.elements) {
    if (el.tag !== "select") continue;
    if (++selects > MAX_SELECTS) break;
    // The page model counts every select hidden (it keeps no text of one): ask of its parent, and of its own markup.
    if ((el.parent && page.isHidden(el.parent)) || el.attrs.hidden !== undefined || /display\s*:\s*none/i.test(el.attrs.style ?? "")) continue;
    const menu = menuOf(page, el);
    if (menu) menus.set(el, menu);
  }
  if (!menus.size) return [];
  const keys = new Set(menus.keys());
  const plans: PlanFact[] = [];
  const seen = new Set<string>();
  for (const [select, choices] of menus) {
    const card = cardName(page, select, keys);
    if (!card || seen.has(card.name.toLowerCase())) continue;
    seen.add(card.name.toLowerCase());
    const month = choices.find((c) => c.cycle === "month");
    const year = choices.find((c) => c.cycle === "year");
    // No monthly option: the shortest cycle, the one that costs least in all.
    const shown = month ?? [...choices].sort((a, b) => a.amount - b.amount)[0];
    const period = shown.cycle === "month" ? "month" : shown.cycle === "year" ? "year" : null;
    plans.push({
      name: card.name,
      amount: shown.amount,
      annual_amount: year && year !== shown ? Math.round((year.amount / 12) * 100) / 100 : null,
      list_amount: null,
      currency: shown.currency,
      period,
      per_user: false,
      free: shown.amount === 0,
      trial_days: null,
      contact_sales: false,
      price_text: shown.text,
      features: [],
      source: "page",
      evidence: evidenceOf(page, select, `${card.name} ${shown.text}`),
    });
  }
  return plans;
}
