/**
 * Round 42, part c: a heading over several priced entries is no entry's name.
 *
 * Counted on development (waves 8–12, 14–35), the largest named-card cause of "amount read under
 * another name" is a block read as one card whose heading spans a list of priced entries, each
 * with its own label: a service's heading over its price rows ("Wheel repair" over "Front wheel
 * €15" / "Rear wheel €18"), a room's heading over its guests' rates ("Garden room" over "Two
 * guests" / "One guest"), a section's heading over cards of its own. The card reader named the
 * block by its heading and took the first entry's price: a plan under a name the page gives no
 * price, and the entry it priced lost.
 *
 * The cause is structural, whatever the language: the block's priced parts repeat one element's
 * shape (same tag and class, side by side under one parent), each says its own words before its
 * price, and every price the block shows sits in one of them. A plan card's own price sits under
 * its name, outside any such repetition; its extras ("Extra seat $5") sit beside a price that is
 * not theirs, so a card with its price and a list of add-ons keeps its reading. Rows that are one
 * plan's billing are no entries: labelled or priced by the month or the year ("Monthly", "3 mois",
 * "Then $9/mo"), or labelled as a field of one offer (a label ending in a colon, "Deposit:"); nor
 * are rows that repeat one label.
 *
 * The card reader then reads no plan from the block (the list's own readers may); a plan under the
 * heading's name is the wrong plan it would otherwise report.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { statesPeriod } from "./money.ts";
import { labelPeriod } from "./page-period.ts";

/** A price the card shows: its offset in the page's "all" stream and the element holding it. */
export interface ShownPrice {
  at: number;
  el: HElement;
}

/** How deep under its card a listed entry's price may sit (real cards: a dozen levels at most). */
const MAX_CHAIN = 32;

/** The element's shape a repeated entry shares with its siblings. */
const shapeOf = (e: HElement) => `${e.tag}|${(e.attrs.class ?? "").trim().split(/\s+/).sort().join(" ")}`;

/** An entry's words before its price: a label when it holds a letter and is not a bare separator. */
function labelBefore(page: Page, entry: HElement, at: number): string | null {
  const [start] = page.range(entry, "all");
  // (Bounded before any pattern runs: an entry's label is a line, not a section's text.)
  if (at - start > 400) return null;
  const raw = page.all.slice(start, at).replace(/\s+/g, " ").trim();
  // A label ending in a colon labels a figure of one offer ("Tarif:", "Joining fee:", "Deposit:"): a
  // card's fields, never an entry of a list.
  if (/[:：]$/u.test(raw)) return null;
  const words = raw.replace(/[\s\-–—|·•]+$/u, "").trim();
  return words.length > 0 && words.length <= 120 && /\p{L}/u.test(words) ? words : null;
}

/**
 * Whether the card's shown prices are entries of a list under its name: two or more sibling
 * elements of one shape inside the card, each holding one price (or one range's two) and words of
 * its own before it, distinct and none a billing side; every shown price inside one of them; and
 * the card's name (its offset in the "all" stream) before all of them.
 */
export function pricedEntriesUnderName(page: Page, card: HElement, shown: readonly ShownPrice[], nameStart: number): boolean {
  // (A block of more prices than a card's list shows is the price list's to read; the search below
  // pairs every price with every other, so it stays small.)
  if (shown.length < 2 || shown.length > 40) return false;
  // For each price, its ancestors below the card (innermost first).
  const chains = shown.map((p) => {
    const chain: HElement[] = [];
    for (let e: HElement | null = p.el; e && e !== card; e = e.parent) chain.push(e);
    return chain;
  });
  // (A price sits a few levels under its card; past MAX_CHAIN the block is no list of entries, and
  // the pairing below — every price's ancestors against every other's — stays small on a hostile
  // page whose prices sit hundreds of levels deep.)
  if (chains.some((c) => c.length === 0 || c.length > MAX_CHAIN)) return false;
  // The entry of each price: the outermost ancestor below the card whose parent holds another
  // ancestor of the same shape holding another price (the repeated rows; a row's two price cells
  // repeat too, inside it, so the search runs from the card inwards).
  const entryOf = (i: number): HElement | null => {
    for (const e of [...chains[i]].reverse()) {
      const parent = e.parent;
      if (!parent) continue;
      const shape = shapeOf(e);
      const twin = chains.some((c, j) => j !== i && c.some((o) => o !== e && o.parent === parent && shapeOf(o) === shape));
      if (twin) return e;
    }
    return null;
  };
  const entries = new Map<HElement, ShownPrice[]>();
  for (const [i, p] of shown.entries()) {
    const entry = entryOf(i);
    if (!entry) return false;
    entries.set(entry, [...(entries.get(entry) ?? []), p]);
  }
  if (entries.size < 2) return false;
  const labels = new Set<string>();
  for (const [entry, prices] of entries) {
    // (A range's two ends, "€300–€360", are one entry's price.)
    if (prices.length > 2) return false;
    // (An entry that starts at or before the name holds it, or is not under it.)
    if (page.range(entry, "all")[0] <= nameStart) return false;
    const label = labelBefore(page, entry, Math.min(...prices.map((p) => p.at)));
    // (An entry labelled or priced by the month or the year is one plan's billing — its sides, its
    // terms, its stages: "Then $9/mo" — not an offer of a list. Its price's own
    // words only: the entry's bullets, "1 year of support", say nothing of its billing.)
    const [, entryEnd] = page.range(entry, "all");
    const priceWords = prices.map((p) => page.all.slice(p.at, Math.min(entryEnd, p.at + 40))).join(" ");
    if (!label || labelPeriod(label) !== null || statesPeriod(label) || statesPeriod(priceWords)) return false;
    labels.add(label.toLowerCase());
  }
  return labels.size === entries.size;
}
