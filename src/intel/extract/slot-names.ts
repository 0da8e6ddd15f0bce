import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { isPriceWord, slotNameWithPriceWord } from "./price-word-name.ts";
import { planKey } from "./text.ts";
import { findPrices } from "./money.ts";
import { nameLead } from "./name-tail.ts";

/**
 * Round 38, part c: a group's cards named alike. The cards of one group are built from one
 * template, so the name sits in the same slot — the same chain of tags and classes under the card —
 * in every card. The card reader judges each card alone, so a group came back read in part: most
 * cards named from their title slot, one lost (its title failed a reader's test that its kin
 * passed, e.g. a heading after a kicker) or named from another slot (a price word, a kicker, a
 * tagline). The template itself says where that card's name is: the slot most named cards took
 * their names from.
 *
 * Guards (each keeps out a look-alike counted in docs/intel.md):
 * - the slot is that of at least two named cards and of more than half of them: a badge or an
 *   eyebrow present in one card is no slot;
 * - the slot's texts never repeat across the group's cards: a repeated text is a badge, a button
 *   or a section word, not a name;
 * - the slot in the card to name is one element of the same inner shape as in the named cards (a
 *   title with a ribbon nested in it is not read whole);
 * - its text passes the engine's name tests (the caller's `nameOf`);
 * - a lost card is named only when it has a price (a priceless block — a "Need more?" box — is no
 *   plan), and a card read under a name is renamed only when that name and the slot's text share
 *   no word (a name the reader cleaned of a badge, "Pro" in "Pro Beta", stays) and was not read
 *   from a slot every named card has (a title under a kicker: the reader's choice stands).
 * Pure structure: no word list, no site's wording; linear in the cards' elements (bounded scan).
 */

/** One card of a group as the card reader left it. */
export interface SlotCard {
  card: HElement;
  /** The name the card reader gave it, or null when it read no plan from the card. */
  name: string | null;
  /** Whether the card shows a price (a lost card without one is never named). */
  priced: boolean;
  /** The price text the card reader read the card at ("Custom", "$29/mo"), when it read one. */
  priceText?: string;
}

/** How far into a card the slot is looked for (elements), as the card readers bound theirs. */
export const SCAN = 400;

const step = (e: HElement) => `${e.tag}.${(e.attrs.class ?? "").trim().split(/\s+/).sort().join(".")}`;
const elementKids = (e: HElement): HElement[] => e.children.filter((c): c is HElement => c.kind === "element");

/** The chain of tags and classes from the card (excluded) down to `el`: a template slot's key. */
export function pathFrom(card: HElement, el: HElement): string {
  const steps: string[] = [];
  for (let e: HElement | null = el; e && e !== card; e = e.parent) steps.unshift(step(e));
  return steps.join(">");
}

/** The elements under `card` whose chain of steps down from it matches `path` step by step (`matcher`: one step's test). */
function walk(card: HElement, path: string, matcher: (step: string) => (el: HElement) => boolean): HElement[] {
  let cur = [card];
  for (const s of path.split(">")) {
    const matches = matcher(s);
    cur = cur.flatMap((c) => elementKids(c).filter(matches));
  }
  return cur;
}

/** The elements under `card` at a path (several when the template repeats the step). */
const atPath = (card: HElement, path: string) => walk(card, path, (s) => (k) => step(k) === s);

/**
 * A step read loosely (round 42b): an element of its tag whose classes are the step's, or the
 * step's plus or minus modifiers — the featured card of a template carries one more class
 * ("has-popular", "card--highlighted") on the same chain. A step without classes matches only an
 * element without them.
 */
function looseStep(s: string): (k: HElement) => boolean {
  const [tag, ...cls] = s.split(".");
  const want = cls.filter(Boolean);
  return (k) => {
    if (k.tag !== tag) return false;
    const have = (k.attrs.class ?? "").trim().split(/\s+/).filter(Boolean);
    if (!have.length || !want.length) return have.length === want.length;
    return want.every((x) => have.includes(x)) || have.every((x) => want.includes(x));
  };
}

/** The elements under `card` at a path read loosely (`looseStep`). */
export const atLoosePath = (card: HElement, path: string) => walk(card, path, looseStep);

/** An element's inner structure: its descendants' steps (empty for an element of text only). */
function shape(e: HElement, depth = 0): string {
  if (depth > 4) return "…";
  return elementKids(e).map((k) => `${step(k)}(${shape(k, depth + 1)})`).join(",");
}

/** The innermost element of the card whose whole text is the name (null when none is). */
function nameSlot(page: Page, card: HElement, name: string): HElement | null {
  const key = planKey(name);
  if (!key) return null;
  const end = Math.min(page.subtreeEnd(card), card.order + SCAN);
  let found: HElement | null = null;
  for (let o = card.order + 1; o <= end; o++) {
    const e = page.doc.elements[o - 1];
    const t = page.text(e, "all");
    if (t.length > name.length + 40) continue;
    // (Later matches in document order lie inside earlier ones or after them: the last is innermost.)
    if (planKey(t) === key) found = e;
  }
  return found;
}

const words = (s: string) => new Set(planKey(s).split(" ").filter(Boolean));
const shareWord = (a: string, b: string) => {
  const w = words(a);
  return [...words(b)].some((x) => w.has(x));
};

/**
 * The names the template's slot gives the group's cards the reader lost or named otherwise:
 * card → name. `nameOf` is the engine's name test (a cleaned name, or null for a badge, a price,
 * a sentence…). Empty when the group has no slot most of its named cards share.
 */
export function namesBySlot(page: Page, cards: readonly SlotCard[], nameOf: (text: string) => string | null): Map<HElement, string> {
  const out = new Map<HElement, string>();
  const named = cards.filter((c) => c.name !== null);
  if (named.length < 2) return out;
  const slotOf = new Map<HElement, HElement>();
  const votes = new Map<string, number>();
  for (const c of named) {
    const el = nameSlot(page, c.card, c.name!);
    if (!el) continue;
    slotOf.set(c.card, el);
    const p = pathFrom(c.card, el);
    votes.set(p, (votes.get(p) ?? 0) + 1);
  }
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best || best[1] < 2 || best[1] * 2 <= named.length) return out;
  const [path] = best;
  const shapes = new Set([...slotOf.entries()].filter(([card, el]) => pathFrom(card, el) === path).map(([, el]) => shape(el)));
  // The slot's text in every card: repeated texts make it a badge's or a button's slot.
  const texts = new Map<HElement, string>();
  for (const c of cards) {
    const at = atPath(c.card, path);
    if (at.length === 1) texts.set(c.card, page.text(at[0], "all").trim());
  }
  const keys = [...texts.values()].map(planKey).filter(Boolean);
  if (new Set(keys).size < keys.length) return out;
  for (const c of cards) {
    const at = atPath(c.card, path);
    if (at.length !== 1 || !shapes.has(shape(at[0]))) continue;
    // A slot that holds the name and a tagline of its own ("Watch <span class="note">most start
    // here</span>") gives its first part, as a title element does (name-tail.ts; round 90f).
    const text = nameLead(page, at[0]!, "all") ?? texts.get(c.card)!;
    const name = nameOf(text);
    if (!name || planKey(name) !== planKey(text)) continue;
    // A free card named by its price word ("Gratis", or "Hobby Free" for the slot's "Hobby"): the
    // word is the card's price, never its name nor part of it (round 40b, price-word-name.ts).
    const priceWord = c.name !== null && (isPriceWord(c.name) || slotNameWithPriceWord(c.name, name));
    // Round 105c: a card whose slot holds the very word it is priced at ("Custom" where its kin
    // print their names, read as its price) and which the reader named by a line that repeats the
    // word with a noun ("Custom Sessions", the card's allowance where its kin print "50K Sessions"):
    // the slot's word names the card as it prices it.
    const slotIsPrice = c.name !== null && !!c.priceText && planKey(c.priceText) === planKey(text) && planKey(c.name).startsWith(`${planKey(text)} `);
    if (c.name === null ? !c.priced : shareWord(c.name, name) && !priceWord && !slotIsPrice) continue;
    // The reader named the card from a slot every card of the template has (a title under a
    // kicker, "Unlimited" under "Monthly pass"): the template's other slot is then its own choice
    // of name, not another slot's word — the reader stays; unless that slot is the price's.
    const own = c.name === null ? null : nameSlot(page, c.card, c.name);
    const ownPath = own && pathFrom(c.card, own);
    if (ownPath && !priceWord && !slotIsPrice && !priceSlot(page, named, c.card, ownPath) && named.every((n) => atPath(n.card, ownPath).length > 0)) continue;
    out.set(c.card, name);
  }
  return out;
}

/**
 * Round 82a: whether the slot a card was named from is the one its kin print their price in — the
 * word read there ("Custom", "Let's talk") stands where the others show "$20": it is the card's
 * price, as a free word is (round 40b), whatever its language. Every other named card holds a
 * figure at that slot, and at least two do.
 */
function priceSlot(page: Page, named: readonly SlotCard[], card: HElement, path: string): boolean {
  const others = named.filter((n) => n.card !== card);
  if (others.length < 2) return false;
  return others.every((n) => {
    const at = atPath(n.card, path);
    return at.length === 1 && findPrices(page.text(at[0]!, "all").slice(0, 80)).length > 0;
  });
}

/** The element at the slot that named a card (for the card's evidence and its price's scope). */
export function slotElement(page: Page, card: HElement, name: string): HElement | null {
  return nameSlot(page, card, name);
}
