/**
 * Round 113, part f: a card the visitor ticks is an option added to a plan, not a plan.
 *
 * A quote page lets the visitor pick the plan and then the extras, with the form controls a form
 * has for each: the plans are radio buttons of one group (one plan at a time), each set in its
 * card's header, and the extras beside them are checkboxes (any number of them, on top of the
 * plan) — "[ ] Chat widget · $90 per month", "[ ] Extra seats · $15 per month". The extras' cards
 * read as plans beside the real ones, their prices and names in the same slots. The controls say
 * what each card is: a checkbox in a card's opening (before its price) on a page whose plans are
 * picked one at a time by radio buttons of one group.
 *
 * Near misses: a checkbox on a page with no radio group (a billing switch drawn as a checkbox, a
 * "compare" tick) says nothing; nor does a checkbox after the card's price (a list of what it
 * includes drawn as ticks), nor a card that holds a radio button itself.
 *
 * Cheap: the page's radio groups are counted once a page, and only a page with one walks its cards.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

const radioGroupOf = new WeakMap<Page, boolean>();

/** Whether the page picks something one at a time: two radio buttons or more sharing one name. */
function pageHasRadioGroup(page: Page): boolean {
  let has = radioGroupOf.get(page);
  if (has === undefined) {
    const names = new Map<string, number>();
    has = false;
    for (const e of page.doc.elements) {
      if (e.tag !== "input" || (e.attrs.type ?? "").toLowerCase() !== "radio" || !e.attrs.name) continue;
      const n = (names.get(e.attrs.name) ?? 0) + 1;
      names.set(e.attrs.name, n);
      if (n >= 2) {
        has = true;
        break;
      }
    }
    radioGroupOf.set(page, has);
  }
  return has;
}

/**
 * Whether `card` is an option ticked onto a plan: among its elements before order `priceOrder` (its
 * first price's element) stands a checkbox and no radio button, on a page with a radio group.
 */
export function tickedOption(page: Page, card: HElement, priceOrder: number): boolean {
  // (The page's radio group first: counted once a page, it says no for almost every page.)
  if (!pageHasRadioGroup(page)) return false;
  let checkbox = false;
  const end = Math.min(page.subtreeEnd(card), card.order + 400);
  for (let o = card.order + 1; o <= end; o++) {
    const e = page.doc.elements[o - 1]!;
    if (e.tag !== "input") continue;
    const type = (e.attrs.type ?? "").toLowerCase();
    if (type === "radio") return false;
    if (type === "checkbox" && o < priceOrder) checkbox = true;
  }
  return checkbox;
}
