/**
 * An order's summary and payment step, named by its class or id (issue 25, round 28 part d).
 *
 * Pages that sell from the pricing page itself carry, beside the plan cards, the order form's
 * summary: the plan chosen above restated with its price ("Selected Plan — Yearly Premium — $20",
 * "Complete Your Purchase … $49.99/mo", "Due Today €9.00", a hidden "Volume Discount Applied" badge
 * over "$39.00"). The card reader took each for a plan of its own, named by the summary's label.
 * Counted on development (waves 8–12 and 14–22, the raw reading): four sites, five invented plans,
 * in blocks classed `checkout-summary`, `payment-section`, `summary` (a sticky sidebar) and ids
 * `summary-plan-name` / `summary-base-price`. Such a block is a form's zone (zones.ts): its prices
 * are never plan prices, as a calculator's or a sign-up form's are not.
 *
 * A whole class or id token only — "summary", "checkout", "checkout-summary", "order-summary", "cart",
 * "payment-section", or an id or class opening with "summary-" or "checkout-" — so a card's own
 * "plan-summary" block, or a CSS module's "plans_checkout__x" wrapping the plan cards, is untouched
 * (both are development pages whose plans are read from inside them). One alternation per token,
 * no nested quantifiers: tested on every ancestor once.
 */
import type { HElement } from "../html/parse.ts";

const CHECKOUT_TOKEN = /^(?:checkout|checkout-summary|order-?summary|summary|cart|basket|payment-(?:section|form|step|panel|summary)|(?:summary|checkout)-[\w-]+)$/i;

/** Whether an element's class and id words name an order's summary or payment step. */
export function checkoutBlock(attrs: string): boolean {
  if (attrs.length > 600) return false;
  for (const token of attrs.split(/\s+/)) if (token && CHECKOUT_TOKEN.test(token)) return true;
  return false;
}

/** A block a card's template might call "summary": the word alone, never an order's or a checkout's. */
const CARD_SUMMARY = /^summary$/i;

/** Whether `root` holds a heading (h2–h6) among its first elements. */
function holdsHeading(root: HElement): boolean {
  const stack: HElement[] = [root];
  for (let n = 0; stack.length && n < 60; n++) {
    const e = stack.pop()!;
    if (/^h[2-6]$/.test(e.tag)) return true;
    for (const c of e.children) if (c.kind === "element") stack.push(c);
  }
  return false;
}

/**
 * Round 90i: a "summary" block that each card of a row holds is no order's summary. An order form
 * restates the one plan chosen; a block classed "summary" inside each of a row's cards, a heading
 * in it (`<li class="plan"><div class="summary"><h2>Gold</h2><p>2,500円/月</p></div></li>`), is the
 * cards' template: their names and prices are in it. So a block classed "summary" (the word alone:
 * "order-summary", "checkout-summary" and "cart" stay an order's) that holds a heading, whose parent
 * has a sibling of the parent's tag holding another such block, is read as a card's. A lone
 * summary beside the cards (the sticky sidebar round 28d counted) has no such twin; a checkout's
 * steps each restating the order are "order-summary" blocks without headings.
 */
export function templateSummary(el: HElement): boolean {
  const own = (e: HElement) => (e.attrs.class ?? "").split(/\s+/).some((t) => CARD_SUMMARY.test(t)) && holdsHeading(e);
  if (!own(el)) return false;
  const card = el.parent;
  if (!card || !card.parent) return false;
  const twin = (root: HElement): boolean => {
    const stack: HElement[] = [root];
    for (let n = 0; stack.length && n < 60; n++) {
      const e = stack.pop()!;
      if (own(e)) return true;
      for (const c of e.children) if (c.kind === "element") stack.push(c);
    }
    return false;
  };
  return card.parent.children.some((c) => c.kind === "element" && c !== card && c.tag === card.tag && twin(c));
}
