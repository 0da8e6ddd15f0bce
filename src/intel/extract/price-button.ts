/**
 * Round 105h: a card's buy button that says the price again ("join now | €12.50", "Buy now — $9").
 *
 * A plan card shows its price in its price block and once more on its button. Both hold a price, so
 * the card grouping found the card's two priced children — the price block and the button — and took
 * them for a row of two cards inside the card: the card dropped out of its row and no plan was read
 * from it (a membership's two cards lost while the row beside them, whose buttons happened to look
 * like a toggle's side, was read). A button whose only words besides its price are a call to action
 * is the card's control, never a card of its own: the grouping looks further out, to the row.
 *
 * What stays a card: a button or link that names what it sells ("Monthly $9", "Pro — $12/mo": a
 * plan picker's options), and any block that is no control.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { findPrices } from "./money.ts";
import { purchaseAction } from "./purchase-actions.ts";

/** A control's element: a button, or an element the page marks as one (role, or a button's class). */
const BUTTON_CLASS = /(?:^|[\s_-])(?:btn|button|cta)(?:$|[\s_-])/i;
/** Calls to join or buy now that a card's button says beside its price. */
const CALL = /^(?:join|join now|join today|sign up|sign up now|subscribe|subscribe now|get started|start now|buy|buy now|order|order now|get it now|choose|select)$/i;
/** A button's text is short: a card holding its whole body is no button. */
const MAX_TEXT = 60;

/**
 * Whether `el` is a control that only restates a price beside a call to action ("join now €12.50"):
 * `cta` is the caller's own test of a call-to-action line.
 */
export function priceButton(page: Page, el: HElement, cta: (line: string) => boolean): boolean {
  const control = el.tag === "button" || el.attrs.role === "button" || ((el.tag === "a" || el.tag === "div") && BUTTON_CLASS.test(el.attrs.class ?? ""));
  if (!control) return false;
  const text = page.text(el, "all").replace(/\s+/g, " ").trim();
  if (text.length > MAX_TEXT) return false;
  const prices = findPrices(text);
  if (prices.length === 0) return false;
  let rest = text;
  for (const tok of [...prices].reverse()) rest = rest.slice(0, tok.index) + " " + rest.slice(tok.end);
  const words = rest.replace(/[|·•:–—\-/]+/g, " ").replace(/\s+/g, " ").trim();
  return words !== "" && (CALL.test(words) || cta(words) || purchaseAction(words));
}
