/**
 * Round 40, part b (docs/intel.md, "Round 40, part b"): a free card named by its price word. A free
 * card's price slot holds a free word ("Free", "Gratis", "Kostenlos", "免费") where its kin cards show
 * "$19/mo"; the card reader, judging the card alone, took that word for the card's name ("Gratis"
 * for a card headed STARTER) or joined it to the heading ("Hobby Free" for Hobby, "Basic (Free)").
 * The word is the card's price in every language the free-word table knows, never its name nor a
 * part of it: the name is the text of the slot the group's other cards name themselves in.
 *
 * These tests only say whether a name read by a reader is such a price word, alone or after the
 * slot's name; the structure that decides the slot (a group's template) is slot-names.ts's.
 * Linear: alternatives of the word tables, no nested quantifiers.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { FOREVER_WORD_ALTERNATIVES, FREE_WORD_ALTERNATIVES } from "./free-words.ts";
import { planKey } from "./text.ts";
import { findPrices } from "./money.ts";

/** A free word, alone or with its "forever" ("Free", "Gratis", "Free — forever"), maybe in brackets. */
const PRICE_WORD = new RegExp(
  String.raw`^[(\[]?\s*(?:${FREE_WORD_ALTERNATIVES})(?:\s*[,/·•—–-]?\s*(?:${FOREVER_WORD_ALTERNATIVES}))?\s*[)\]]?[.!]?$`,
  "iu",
);

/** Whether a text is a free price word and nothing else (in any language of the free-word table). */
export function isPriceWord(text: string): boolean {
  return PRICE_WORD.test(text.replace(/\s+/g, " ").trim());
}

/**
 * Whether a name read by a reader is `slotName` joined with a price word after it ("Hobby Free",
 * "Basic (Free)", "Explore · Free" for the slot's "Hobby", "Basic", "Explore").
 */
export function slotNameWithPriceWord(name: string, slotName: string): boolean {
  const n = name.replace(/\s+/g, " ").trim();
  const s = slotName.replace(/\s+/g, " ").trim();
  if (!s || n.length <= s.length || n.slice(0, s.length).toLowerCase() !== s.toLowerCase()) return false;
  const tail = n.slice(s.length).replace(/^\s*[-–—:|·•]?\s*/u, "");
  // The slot's name must end at a word's edge ("Pro" is not "Pros Free"'s head).
  if (/^[\p{L}\p{N}]/u.test(n.slice(s.length)) || !planKey(s)) return false;
  return isPriceWord(tail);
}

/** How far into a card its elements are looked at, as the card readers bound their scans. */
const SCAN = 400;

/**
 * The name without the price word a reader joined to it: "Hobby Free" → "Hobby" when the card
 * holds "Hobby" and "Free" in elements of their own (`<div>Hobby</div><div>Free</div>`, a title
 * and the price slot under it, read as one line). A heading that says it in one element
 * ("EthicalCheck Free", "Jira Free") is the page's own name and is kept; so is a card named "Free"
 * alone. Null when the name is not of this kind.
 */
export function nameWithoutPriceWord(page: Page, card: HElement, name: string, priceText: string): string | null {
  const n = name.replace(/\s+/g, " ").trim();
  // The word after the last space, with a bracket or a dash before it ("Basic (Free)", "Pro – Free").
  const m = /^(.*?)\s*[-–—:|·•]?\s*([(\[]?[^\s(\[]+[)\]]?)$/u.exec(n);
  if (!m || !m[1] || !isPriceWord(m[2]!)) return null;
  const head = m[1].trim();
  const word = m[2]!.replace(/^[(\[]|[)\]]$/g, "");
  // The word must be what the card shows as its price: a heading's translation beside it ("Free"
  // over a Hindi "मुफ्त", the price "₹0") is the name said twice, not a price slot read into it.
  if (priceText.replace(/\s+/g, " ").trim().toLowerCase() !== word.toLowerCase()) return null;
  let headAlone = false;
  let wordAlone = false;
  const end = Math.min(page.subtreeEnd(card), card.order + SCAN);
  for (let o = card.order + 1; o <= end && !(headAlone && wordAlone); o++) {
    const t = page.text(page.doc.elements[o - 1]!, "all").replace(/\s+/g, " ").trim();
    if (t === head) headAlone = true;
    else if (t.toLowerCase() === word.toLowerCase()) wordAlone = true;
  }
  return headAlone && wordAlone ? head : null;
}

/**
 * Round 51, part c (docs/intel.md, "Round 51, part c"): a free card named by its price word alone
 * ("Free") while the card opens with a line of its own that is a name — a pill "BYOM" over a heading
 * "Free", a row's first cell "Discoverer" before its "Free" column, a title in a `<label>` over the
 * price "Free". The word is the card's price; the card's first line is its name. `nameOf` is the
 * engine's name test (null for a badge, a tagline, a trial's column…). Null when the card's first
 * line is the word itself (a card headed "Free" is named so) or no name.
 *
 * Round 105c: nor when the card prints its price as a figure ("$0 per month" under the heading
 * "Free"): the word is then no price slot but the card's title, and the line over it a group's
 * label ("Cloud" over the first card of the cloud plans) — `priceText`, the price the card was
 * read at, holds an amount.
 */
export function firstLineOverPriceWord(page: Page, card: HElement, name: string, nameOf: (text: string) => string | null, priceText = ""): string | null {
  if (!isPriceWord(name) || findPrices(priceText).length > 0) return null;
  const end = Math.min(page.subtreeEnd(card), card.order + SCAN);
  for (let o = card.order + 1; o <= end; o++) {
    const el = page.doc.elements[o - 1]!;
    const own = el.children.map((c) => (c.kind === "text" ? c.text : "")).join(" ").replace(/\s+/g, " ").trim();
    if (!own || page.isHidden(el)) continue;
    if (isPriceWord(own)) return null;
    const n = nameOf(own);
    return n && !isPriceWord(n) ? n : null;
  }
  return null;
}
