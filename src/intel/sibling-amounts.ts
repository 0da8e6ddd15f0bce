/**
 * siblingAmounts — two whole amounts written in sibling inline elements, which the page model
 * would otherwise join into one number (`<span>399</span><span>319</span>` read "399319").
 *
 * Why: the page model joins inline elements without a separator so that a price split for display
 * reads whole ("$" + "29", "$19<sup>99</sup>", a thousands group in its own span). That is right for
 * one number and wrong for two: a card that writes its two billing sides as sibling spans
 * (`<span class="…monthly…">399</span><span class="…yearly…">319</span><span>kr/month</span>`, the
 * switch's stylesheet showing one) read as one price of 399,319. A space would not do: "399 319 kr"
 * is a Swedish or French thousands group, so the streams need a line between them or one side hidden.
 *
 * Two cases, both only for leaf elements whose whole text is a bare amount (no currency sign — a
 * sign already keeps "$20" and "$15" apart) with nothing but whitespace between them:
 * - the classes name the two billing sides (one monthly, the other annual/yearly): the monthly one is
 *   the card's price (the engine's `amount` is the monthly-billing price) and the annual one is its
 *   other side, hidden like a toggle's other side — unless the page already hides either itself;
 * - otherwise, two amounts of at least two digits each that are not a thousands group split by a
 *   span (a head of one to three digits, then exactly three): a line goes between them.
 * Kept joined: single digits (digit-per-span counters, "0" + "1"), digit rolls (more than seven
 * digits), an integer ending in its decimal point before its fraction, cents (`isCents`).
 * One linear pass over every element's children; no regex with nested quantifiers.
 */
import type { HDocument, HElement } from "./html/parse.ts";

export interface SiblingAmounts {
  /** Elements before which a line break goes: the second of two amounts side by side. */
  apart: Set<HElement>;
  /** The annual side of a pair whose classes name both sides: hidden like a toggle's other side. */
  otherSide: Set<HElement>;
}

/** A bare amount: up to seven digits, optional thousands groups, optional decimals. */
const WHOLE_AMOUNT = /^\d{1,7}(?:[.,]\d{3}){0,3}(?:[.,]\d{1,2})?$/;
/** One to three digits then exactly three: possibly one number's thousands split by a span. */
const GROUP_HEAD = /^\d{1,3}$/;
const GROUP_TAIL = /^\d{3}$/;
/** Billing-side words inside a class or id token ("pricing_monthly__0n8W3", "price--annual", "yearly"). */
const MONTHLY_SIDE = /(?:^|[^a-z])(?:monthly|month)(?:[^a-z]|$)/i;
const ANNUAL_SIDE = /(?:^|[^a-z])(?:annual(?:ly)?|yearly|year)(?:[^a-z]|$)/i;

function side(el: HElement): "monthly" | "annual" | null {
  const words = `${el.attrs.class ?? ""} ${el.attrs.id ?? ""}`;
  const m = MONTHLY_SIDE.test(words);
  const a = ANNUAL_SIDE.test(words);
  return m === a ? null : m ? "monthly" : "annual";
}

/** The element's text when it is a leaf inline element holding only a bare amount. */
function amountText(el: HElement, inline: (el: HElement) => boolean): string | null {
  if (el.children.length !== 1) return null;
  const only = el.children[0];
  if (only.kind !== "text" || only.text.length > 40 || !inline(el)) return null;
  const t = only.text.trim();
  return WHOLE_AMOUNT.test(t) ? t : null;
}

const digitCount = (t: string) => t.replace(/\D/g, "").length;

/**
 * @param inline whether an element joins its neighbours inline (the page model's BLOCK set decides)
 * @param hiddenByPage whether the page itself hides the element (classes, styles, attributes)
 */
export function siblingAmounts(doc: HDocument, inline: (el: HElement) => boolean, hiddenByPage: (el: HElement) => boolean): SiblingAmounts {
  const out: SiblingAmounts = { apart: new Set(), otherSide: new Set() };
  for (const parent of doc.elements) {
    let prev: HElement | null = null;
    let prevText = "";
    for (const c of parent.children) {
      if (c.kind === "text") {
        if (prev && /\S/.test(c.text)) prev = null;
        continue;
      }
      const t = amountText(c, inline);
      if (t === null) {
        prev = null;
        continue;
      }
      if (prev) judge(out, prev, prevText, c, t, hiddenByPage);
      prev = c;
      prevText = t;
    }
  }
  return out;
}

function judge(out: SiblingAmounts, a: HElement, ta: string, b: HElement, tb: string, hiddenByPage: (el: HElement) => boolean): void {
  const sa = side(a);
  const sb = side(b);
  if (sa && sb && sa !== sb) {
    // The page's own hiding (a stylesheet, a hiding class) already tells which side shows.
    if (!hiddenByPage(a) && !hiddenByPage(b)) out.otherSide.add(sa === "annual" ? a : b);
    return;
  }
  const da = digitCount(ta);
  const db = digitCount(tb);
  if (da < 2 || db < 2) return;
  if (GROUP_HEAD.test(ta) && GROUP_TAIL.test(tb)) return;
  out.apart.add(b);
}
