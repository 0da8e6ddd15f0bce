/**
 * A price whose cents sit in an element of their own (round 43, part b).
 *
 * Pages set the cents of a price apart to raise or shrink them: "$29<sup>99</sup>",
 * "$14 <span class=price-cents>95</span>", a Vue/React price split into an integer block and a
 * fraction block ("9" + ".99"), "€ 9<sup>,90</sup>". The page model joins the units and the cents
 * into one amount when the element is set apart *as cents*: its own text is exactly two digits,
 * optionally after the decimal point or comma, and it is a `sup`/`sub`/`small` or carries a class
 * that names a fraction. Anything else stays apart — a footnote mark ("<sup>1</sup>", one digit),
 * a period ("<sup>/mo</sup>"), a count ("99 users": more than the two digits).
 */
import { textContent, type HElement } from "./html/parse.ts";

/** Tags that raise, lower or shrink what they hold: how cents are set apart without a class. */
const CENTS_TAGS = new Set(["sup", "sub", "small"]);
/** Class words that name the minor unit of a split price (fractional-part, price-cents, …). */
const CENTS_CLASS = /fraction|cents|decimal|minor/i;
/** Exactly two digits, optionally after the decimal point or comma they carry themselves. */
const CENTS_TEXT = /^[.,]?\d{2}$/;

/** The element holds a price's cents, set apart from its whole number. */
export function isCents(el: HElement): boolean {
  if (!CENTS_TAGS.has(el.tag) && !CENTS_CLASS.test(el.attrs.class ?? "")) return false;
  return CENTS_TEXT.test(textContent(el).trim());
}

/** The cents element brings its own decimal separator (".99", ",90"): none is to be added. */
export function centsCarrySeparator(el: HElement): boolean {
  return /^[.,]/.test(textContent(el).trim());
}

/**
 * Drop the spaces and line breaks between a whole number and its cents from the end of a text
 * stream's chunks — a block wrapper's break, a space inside the units' own text ("$14 " before
 * "<span class=price-cents>95</span>") — so the two halves meet. Nothing is dropped unless the text
 * before them ends in a digit. Returns how many characters were dropped.
 */
export function dropSpaceBeforeCents(chunks: string[]): number {
  let i = chunks.length - 1;
  while (i >= 0 && isBlank(chunks[i])) i--;
  if (i < 0) return 0;
  const chunk = chunks[i];
  let end = chunk.length;
  while (end > 0 && isSpace(chunk[end - 1])) end--;
  if (end === 0 || !/\d/.test(chunk[end - 1])) return 0;
  let dropped = chunk.length - end;
  for (let j = i + 1; j < chunks.length; j++) dropped += chunks[j].length;
  chunks.length = i + 1;
  chunks[i] = chunk.slice(0, end);
  return dropped;
}

const isSpace = (c: string) => c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\u00a0";
function isBlank(chunk: string): boolean {
  for (const c of chunk) if (!isSpace(c)) return false;
  return true;
}

/** A footnote mark raised after a price ("$19<sup>1</sup>", "<sup>*</sup>"): never part of it. */
export function isFootnoteMark(el: HElement): boolean {
  return el.tag === "sup" && /^(?:\d|[*†‡§¹²³])$/.test(textContent(el).trim());
}
