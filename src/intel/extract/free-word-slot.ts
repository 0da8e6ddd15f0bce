/**
 * Round 33, part d (docs/intel.md, "Round 33, part d"): a free card's price slot that holds the
 * free word in an element of its own and a short note beside it — `<span>Free</span>
 * <span>Invite-only</span>`, `<span>Gratis</span> <span>cu limitări</span>` — while the priced
 * cards beside it print `<span>$19</span><span>/month</span>` in the same place. The slot's line
 * then reads "Free Invite-only": no whole-line free word (`FREE_LINE`), so the card was kept as a
 * plan with no price (amount null, read wrong) or not at all.
 *
 * The element boundary is what makes it a price slot and not a phrase: "Free shipping" or "Free
 * setup" written as one text is a bullet or a fee, never this. Guards: the note is short, has no
 * figure or currency (a trial's "Free for 14 days", "Free, then $9/month"), no trial word ("Free
 * trial"), no add-on word; the free word comes first in its slot; neither is inside a link or a
 * button (a CTA "Free · Sign up"); the slot is no heading (a name with a "Free" badge before it).
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { addonHeading } from "./addon-words.ts";
import { FREE_WORD_ALTERNATIVES, TRIAL_WORD } from "./free-words.ts";
import { findPrices } from "./money.ts";

/** The free word alone, as the whole text of an element. */
const FREE_ALONE = new RegExp(`^(?:${FREE_WORD_ALTERNATIVES})[.!]?$`, "iu");
/** An add-on's note in English ("Free add-on"); the other languages are addon-words.ts's ("Gratis Zusatzmodule"). */
const ADDON_WORD_EN = /(?<![\p{L}\p{N}])(?:add-?ons?|extras?)(?![\p{L}\p{N}])/iu;
/** Inline elements a price slot is built of; a block inside it would be another line. */
const INLINE = new Set(["span", "small", "em", "strong", "b", "i", "sup", "sub", "mark", "s", "del"]);
const NOTE_MAX = 24;
const SLOT_MAX = 40;

const elementsOf = (e: HElement) => e.children.filter((c): c is HElement => c.kind === "element");

function inAction(el: HElement, card: HElement): boolean {
  for (let e: HElement | null = el; e && e !== card; e = e.parent) if (e.tag === "a" || e.tag === "button") return true;
  return false;
}

/**
 * The slot's line ("Free Invite-only") when one of the card's first lines is a free word in an
 * element of its own followed by a short note in the same inline slot; else null.
 */
export function freeWordSlot(page: Page, card: HElement, lines: readonly string[]): string | null {
  const stack = [card];
  let seen = 0;
  while (stack.length && seen++ < 400) {
    const el = stack.pop()!;
    const kids = elementsOf(el);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    const slot = el.parent;
    if (!slot || slot === card.parent || !FREE_ALONE.test(page.text(el, "all")) || inAction(el, card)) continue;
    if (/^h[1-6]$/.test(slot.tag) || !elementsOf(slot).every((k) => INLINE.has(k.tag) && !/^h[1-6]$/.test(k.tag))) continue;
    const line = page.text(slot, "all");
    const word = page.text(el, "all");
    if (line.length > SLOT_MAX || !line.startsWith(word) || !lines.includes(line)) continue;
    const note = line.slice(word.length).replace(/^[\s,·•|—–-]+/u, "");
    if (!note || note.length > NOTE_MAX || /\d/.test(note) || findPrices(note).length > 0) continue;
    if (TRIAL_WORD.test(note) || ADDON_WORD_EN.test(note) || addonHeading(note)) continue;
    return line;
  }
  return null;
}
