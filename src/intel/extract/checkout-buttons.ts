/**
 * The buttons of purchase forms, with the words a visitor reads on them (issue 25, round 95, part a;
 * docs/intel.md, "Round 95, part a").
 *
 * A seller with no cards often sells through a form that posts to a checkout: its submit button
 * says what is bought and what it costs — "Buy PRO now for $15", "Buy 5 licenses for $60". The page
 * model's links are `<a>` elements only, so the buy-link reader (buy-links.ts) never saw such a
 * button, and the page read empty. Two kinds of button carry the words:
 *
 * - a form's own submit button: a `<button>` (its visible text) or an `<input type=submit|button>`
 *   (its `value`, which the browser draws as the button's label — the page's text streams keep no
 *   attribute, so it is read here);
 * - a payment widget's button drawn by a script from its attributes: Stripe Checkout's embedded
 *   button, `<script class="stripe-button" data-label="…" data-amount="…">` inside the form, draws
 *   a button labelled `data-label` (its documented default, "Pay with Card", says nothing bought).
 *   Where the widget also states the amount it charges (`data-amount`, in cents) and the label shows
 *   a price, the two must agree: a label priced otherwise than the charge is no offer read.
 *
 * Only what the button shows is read: no hidden field (a PayPal form's `amount`, `item_name`) stands
 * for an offer alone, for the page may show another price. A button hidden as served (a row of team
 * packs behind "Need licences for a team?") is returned marked so: the buy-link reader takes it only
 * beside a shown button's offer (buy-links.ts). The button's target is its form's `action`,
 * resolved against the page, for the reader's checkout-path test.
 *
 * Bounded: one pass over the document's elements, at most MAX_BUTTONS buttons, each label cut at
 * MAX_LABEL characters (the buy-link reader takes none longer than 70).
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { resolveUrl } from "../page.ts";
import { findPrices } from "./money.ts";

const MAX_BUTTONS = 60;
const MAX_LABEL = 120;
/** Input types the browser draws as a button with its `value` as the label. */
const BUTTON_INPUT = /^(?:submit|button)$/i;

export interface CheckoutButton {
  /** The label a visitor reads, whitespace folded. */
  text: string;
  /** The form's action, resolved; "" when the form has none that resolves. */
  href: string;
  el: HElement;
  /** Whether the button shows as the page is served (false: behind a closed panel or a reveal). */
  shown: boolean;
}

/** The nearest `<form>` holding `el`, or null. */
function formOf(el: HElement): HElement | null {
  for (let p = el.parent, steps = 0; p && steps < 40; p = p.parent, steps++) if (p.tag === "form") return p;
  return null;
}

const fold = (t: string) => t.replace(/\s+/g, " ").trim().slice(0, MAX_LABEL);

/** Whether a widget's charge in cents agrees with the price its label shows (or the label shows none). */
function chargeAgrees(label: string, cents: string | undefined): boolean {
  if (cents === undefined || !/^\d+$/.test(cents.trim())) return true;
  const prices = findPrices(label, 3);
  if (prices.length === 0) return true;
  return Math.round(prices[prices.length - 1]!.amount * 100) === Number(cents.trim());
}

/** The label a button of a form shows, or null when it is no button or shows nothing. */
function labelOf(page: Page, el: HElement): string | null {
  const a = el.attrs;
  if (el.tag === "button") return (a.type ?? "submit").toLowerCase() === "submit" ? fold(page.text(el, "visible")) : null;
  if (el.tag === "input") return BUTTON_INPUT.test(a.type ?? "") && a.value ? fold(a.value) : null;
  if (el.tag === "script" && (a.class ?? "").split(/\s+/).includes("stripe-button") && a["data-label"]) {
    const label = fold(a["data-label"]);
    return chargeAgrees(label, a["data-amount"]) ? label : null;
  }
  return null;
}

/** The buttons of the page's forms, each with the label it shows, its form's target and whether it shows. */
export function checkoutButtons(page: Page): CheckoutButton[] {
  const out: CheckoutButton[] = [];
  for (const el of page.doc.elements) {
    if (out.length >= MAX_BUTTONS) break;
    if (el.tag !== "button" && el.tag !== "input" && el.tag !== "script") continue;
    // (A script is never drawn itself — the page model counts it hidden — so a widget's button
    // shows where the script's parent shows.)
    const drawnIn = el.tag === "script" ? el.parent : el;
    if (!drawnIn) continue;
    // (An input the page hides by its type is a field, never a button.)
    if (el.tag === "input" && (el.attrs.type ?? "").toLowerCase() === "hidden") continue;
    const form = formOf(el);
    if (!form) continue;
    const text = labelOf(page, el);
    if (!text) continue;
    const action = form.attrs.action?.trim();
    out.push({ text, href: action ? (resolveUrl(action, page.url) ?? "") : "", el, shown: !page.isHidden(drawnIn) });
  }
  return out;
}
