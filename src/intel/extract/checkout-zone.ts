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
const CHECKOUT_TOKEN = /^(?:checkout|checkout-summary|order-?summary|summary|cart|basket|payment-(?:section|form|step|panel|summary)|(?:summary|checkout)-[\w-]+)$/i;

/** Whether an element's class and id words name an order's summary or payment step. */
export function checkoutBlock(attrs: string): boolean {
  if (attrs.length > 600) return false;
  for (const token of attrs.split(/\s+/)) if (token && CHECKOUT_TOKEN.test(token)) return true;
  return false;
}
