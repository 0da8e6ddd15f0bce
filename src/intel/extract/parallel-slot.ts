import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { findPrices } from "./money.ts";
import { badgePhrase } from "./name-badge.ts";
import { nameLead } from "./name-tail.ts";
import { statePill } from "./pill-row.ts";
import { purchaseAction } from "./purchase-actions.ts";
import { SCAN, atLoosePath, pathFrom, slotElement } from "./slot-names.ts";
import { planKey } from "./text.ts";

/**
 * Round 42, part b: a group none of whose priced cards is named. The card reader judges each card
 * alone; where its tests find no name in a card (a title that is not a heading, a heading after an
 * icon and a ribbon, a title div under the price), every card of the group comes back unnamed and
 * the group is dropped as sections of a page. Round 38c (slot-names.ts) names a lost card from its
 * named kin's slot, but needs two named cards to find the slot. Here the group itself says where
 * its names are: cards built from one template carry one chain of tags and classes (the slot key
 * of slot-names.ts) in every card, and the chain that holds a plan's name is the one whose texts
 * are all different and all of a name's shape.
 *
 * The slot is an element chain present exactly once in every priced card (read loosely: the
 * featured card's extra modifier class keeps its chain, slot-names.ts' atLoosePath) such that:
 * - its texts are all different (by planKey): a text repeated across cards is a button ("Get
 *   started"), a badge or a section word, never the cards' names; nor do they differ only in
 *   their figures ("Total credits: 3300" / "… 6000": an allowance's slot);
 * - each text passes the engine's name tests unchanged (the caller's `nameOf`: no price, no
 *   period line, no sentence or tagline, no ribbon, trial or contact words) and is neither a
 *   purchase action (purchase-actions.ts), a badge's phrase (name-badge.ts) nor a selector's
 *   state (pill-row.ts);
 * - each is one line of its own (a label inline with its price is a price list's row) and not a
 *   control's label (a link, a button, a form's label) nor in a list (a card's feature lines);
 * and the earliest such chain before the price in every card wins, else the earliest after it.
 * Nothing is read when every priced card carries a heading at one chain, priceless, that the name
 * tests refuse (an allowance, a headline): the template's title is there, and another line is its
 * eyebrow or tagline (rounds 7 and 36b). When one priced card is named, its name must be its text
 * at the slot, or read from an element no other priced card carries (a ribbon over it); else the
 * slot is not the names'. Only unnamed priced cards are named; the card reader then reads each
 * with that name and keeps every other refusal.
 *
 * Why it should hold on pages nobody has seen: it reads no word of a site, only the repetition of
 * one template across a group's cards, how card grids are built in every language and builder.
 * Bounded: each card is scanned up to SCAN elements, each chain looked up once per card.
 */

/** One card of the group as the card reader left it. */
export interface ParallelCard {
  card: HElement;
  /** The name the card reader gave it, or null when it read no plan from the card. */
  name: string | null;
  /** Where its first shown, unstruck price starts (the page's "all" text); Infinity for none. */
  priceAt: number;
}

/** A template's grid shows a few cards; beyond this a group is a long list, and the scan stays bounded. */
const MAX_CARDS = 40;

/** A control's label or a list's line: what a visitor clicks, or a card's feature. */
const NOT_A_TITLE = /^(?:a|button|label|select|option|ul|ol|li|dt|dd|nav|form|input|textarea)$/;

function inControlOrList(card: HElement, el: HElement): boolean {
  for (let e: HElement | null = el; e && e !== card; e = e.parent) if (NOT_A_TITLE.test(e.tag) || e.attrs.role === "button" || e.attrs.role === "tab") return true;
  return false;
}

/** Whether an element's text is one line, the whole of it (no words or figures beside it, no block of lines). */
function ownLine(page: Page, el: HElement): boolean {
  let [start, end] = page.range(el, "all");
  const text = page.all;
  // (A block's range holds the line breaks around it.)
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const next = text.indexOf("\n", end);
  const lineEnd = next < 0 ? text.length : next;
  return !text.slice(start, end).includes("\n") && text.slice(lineStart, start).trim() === "" && text.slice(end, lineEnd).trim() === "";
}

/**
 * Whether every priced card carries a heading at one chain, with no price in it, that the name
 * tests refuse ("20 reports", "Keep every note where your team can find it."): the template's
 * title is that heading, and a line over or under it is an eyebrow or a tagline, not a name
 * (rounds 7 and 36b). A heading that holds the price ("from $99") is the price's, not a title.
 */
function refusedTitles(page: Page, priced: readonly ParallelCard[], paths: readonly string[], nameOf: (text: string) => string | null): boolean {
  return paths.some((path) => {
    if (!/(?:^|>)h[1-6]\.[^>]*$/.test(path)) return false;
    return priced.every((c) => {
      const at = atLoosePath(c.card, path);
      const text = at.length === 1 ? page.text(at[0], "all").replace(/\s+/g, " ").trim() : "";
      return text !== "" && findPrices(text).length === 0 && nameOf(text) === null;
    });
  });
}

/** Whether the element a card's reader took its name from is one no other priced card carries. */
function ownElement(page: Page, c: ParallelCard, priced: readonly ParallelCard[]): boolean {
  const el = c.name === null ? null : slotElement(page, c.card, c.name);
  if (!el) return false;
  const path = pathFrom(c.card, el);
  return priced.every((o) => o === c || atLoosePath(o.card, path).length === 0);
}

/** The chains of the card's elements in document order (each once), within the scan bound. */
function chains(page: Page, card: HElement): string[] {
  const seen = new Set<string>();
  const end = Math.min(page.subtreeEnd(card), card.order + SCAN);
  for (let o = card.order + 1; o <= end; o++) seen.add(pathFrom(card, page.doc.elements[o - 1]));
  return [...seen];
}

/**
 * The names the template's slot gives a group's unnamed priced cards: card → name and its element.
 * Empty when fewer than two cards are priced, more than one is named, or no chain qualifies.
 * `nameOf` is the engine's name test (a cleaned name, or null).
 */
export function parallelSlotNames(page: Page, cards: readonly ParallelCard[], nameOf: (text: string) => string | null): Map<HElement, { name: string; el: HElement }> {
  const out = new Map<HElement, { name: string; el: HElement }>();
  const priced = cards.filter((c) => Number.isFinite(c.priceAt));
  if (priced.length < 2 || priced.length > MAX_CARDS || priced.filter((c) => c.name !== null).length > 1) return out;
  const paths = chains(page, priced[0].card);
  if (refusedTitles(page, priced, paths, nameOf)) return out;
  let after: { path: string; els: HElement[]; names: string[] } | null = null;
  for (const path of paths) {
    const els: HElement[] = [];
    for (const c of priced) {
      const at = atLoosePath(c.card, path);
      if (at.length !== 1 || page.isHidden(at[0]) || inControlOrList(c.card, at[0])) break;
      els.push(at[0]);
    }
    if (els.length !== priced.length) continue;
    // A title is a line of its own: a label inline with its price ("<strong>Hosting</strong>:
    // €13.50/mo" in a paragraph) is a price list's row, not a card's name slot.
    if (!els.every((e) => ownLine(page, e))) continue;
    // A slot holding the name and a tagline of its own ("Watch <span class="note">most start
    // here</span>") names the card by its first part, as a title element does (name-tail.ts; round 90f).
    const texts = els.map((e) => nameLead(page, e, "all") ?? page.text(e, "all").replace(/\s+/g, " ").trim());
    // Texts that differ only in their figures ("Total credits: 3300", "… 6000") count something
    // in every card: an allowance's slot, not a name's.
    if (new Set(texts.map((t) => t.replace(/[\d.,\s]+/g, "#"))).size === 1) continue;
    const names = texts.map((t) => (t && !purchaseAction(t) && !badgePhrase(t) && !statePill(t) ? nameOf(t) : null));
    if (!names.every((n, i) => n !== null && planKey(n) === planKey(texts[i]))) continue;
    if (new Set(texts.map(planKey)).size !== texts.length) continue;
    // A card the reader named is named by this slot too, or the reader took its name from an
    // element of that card alone (a ribbon over it): a name read from a chain every priced card
    // carries is the template's own choice, and this slot is then not its names'.
    if (!priced.every((c, i) => c.name === null || planKey(c.name) === planKey(names[i]!) || ownElement(page, c, priced))) continue;
    const before = priced.every((c, i) => page.range(els[i], "all")[0] < c.priceAt);
    if (!before) {
      after ??= { path, els, names: names as string[] };
      continue;
    }
    return fill(out, priced, els, names as string[]);
  }
  return after ? fill(out, priced, after.els, after.names) : out;
}

function fill(out: Map<HElement, { name: string; el: HElement }>, priced: readonly ParallelCard[], els: HElement[], names: string[]) {
  priced.forEach((c, i) => {
    if (c.name === null) out.set(c.card, { name: names[i], el: els[i] });
  });
  return out;
}
