import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { planKey } from "./text.ts";

/**
 * Round 105g: plan cards whose names are drawn as logos. A product sold in editions often heads
 * each card with the edition's wordmark as an image ("<img alt="Acme logo">", "<img alt="Acme
 * Team">") and prints no name in text at all: the card's lines are a tagline, the price and the
 * list, so the card reader found no name and dropped every card. The logo's `alt` is the only name
 * the page gives, and a reader of the page sees that name drawn.
 *
 * An image's alt is otherwise a picture's description ("Team at work", "Checkmark in a yellow
 * circle"), so the alt names the card only when the layout says it is a wordmark:
 * - the image opens the card (only a ribbon's or a badge's line before it, "Most popular");
 * - its alt, less a trailing "logo" / "wordmark", is a short name: one to three words, each
 *   capitalised, no figures, no picture's word ("icon", "illustration", "photo");
 * - the card stands among sibling cards that each open with such an image, their names all
 *   different — a set of editions, not one picture repeated;
 * - and at least one of those alts says "logo" (or "wordmark"): the page itself calls the images
 *   names drawn, not pictures.
 * The name is the alt as written, vendor words kept ("Acme Team"): it is the edition's name as the
 * logo shows it, as a heading "Acme Team" would be read. Only a card nothing before its price named
 * is named so (plans-page.ts cardName: after its heading, name-class and lead-line readers, before
 * the lines under the price, which are the plan's list).
 *
 * Why it should hold on unseen pages: it reads no site's words, only how image-headed card grids
 * (Webflow, WordPress builders) name editions, in any product; the "logo" word is the page's own
 * statement of what the image is.
 */

/** How far into a card the opening image is looked for (elements). */
const SCAN = 40;
/** A few cards of one grid. */
const MAX_SIBLINGS = 12;

const LOGO_WORD = /\s+(?:logo(?:type)?|wordmark)$/i;
/** Words of a picture's description, never an edition's name. */
const PICTURE_WORD = /\b(?:icon|illustration|image|img|photo|picture|graphic|avatar|badge|screenshot|banner|background|arrow|check(?:mark)?|hero|person|people|man|woman)\b/i;

export interface LogoAlt {
  /** The name the logo draws ("Acme Team"). */
  name: string;
  /** Whether the alt called the image a logo or a wordmark. */
  saysLogo: boolean;
  el: HElement;
}

/** An image's alt read as a drawn name, or null when it reads as a picture's description. */
export function logoAltName(alt: string): { name: string; saysLogo: boolean } | null {
  const t = alt.replace(/\s+/g, " ").trim();
  const saysLogo = LOGO_WORD.test(t);
  const name = t.replace(LOGO_WORD, "").trim();
  if (!name || name.length > 40 || PICTURE_WORD.test(name)) return null;
  const words = name.split(" ");
  if (words.length > 3) return null;
  if (!words.every((w) => /^\p{Lu}[\p{L}&+'’.-]*$/u.test(w))) return null;
  return { name, saysLogo };
}

/**
 * The image that opens a card and its alt as a name: the first `<img>` in the card with only
 * lines `lead` accepts (a ribbon's, a badge's) before it in the page's text; null when a text line
 * comes first or the first image's alt is no name.
 */
export function openingLogo(page: Page, card: HElement, lead: (line: string) => boolean): LogoAlt | null {
  const end = page.subtreeEnd(card);
  const [cardStart] = page.range(card, "all");
  for (let o = card.order + 1; o <= end && o - card.order < SCAN; o++) {
    const e = page.doc.elements[o - 1];
    if (!e || e.tag !== "img") continue;
    const [start] = page.range(e, "all");
    const before = page.all.slice(cardStart, start).split("\n").map((l) => l.trim()).filter(Boolean);
    if (!before.every(lead)) return null;
    const read = logoAltName(e.attrs.alt ?? "");
    return read ? { ...read, el: e } : null;
  }
  return null;
}

/**
 * The name a card's opening logo draws, when its sibling cards open with logos of other names and
 * one of the group's logos says so (see above). `siblings`: the cards beside this one.
 * `lead`: the lines allowed before the logo (the card's badges), asked of each card.
 */
export function logoName(page: Page, card: HElement, siblings: readonly HElement[], lead: (card: HElement, line: string) => boolean): { name: string; el: HElement } | null {
  const own = openingLogo(page, card, (l) => lead(card, l));
  if (!own) return null;
  const others = siblings.slice(0, MAX_SIBLINGS).map((s) => openingLogo(page, s, (l) => lead(s, l)));
  if (others.length === 0 || others.some((o) => o === null)) return null;
  const all = [own, ...(others as LogoAlt[])];
  if (new Set(all.map((a) => planKey(a.name))).size !== all.length) return null;
  if (!all.some((a) => a.saysLogo)) return null;
  return { name: own.name, el: own.el };
}
