/**
 * Round 100, part c (docs/intel.md, "Round 100, part c"): the grid's top tier set apart from it —
 * two or three priced cards in a row, and under them one wide card of the same template ("Custom /
 * Contact Sales", "Enterprise") that lists what it adds and ends with a "Contact sales" button.
 * Round 45f reads a card of the grid's template set apart when it shows a price of its own, round
 * 86j when its price slot says "Free"; a card that shows no price at all and says to ask is the
 * same construction, a contact-sales plan, which neither pass saw.
 *
 * The template, not a word, says it is a card (card-apart.ts: the same tag, first class and similar
 * classes as the grid's cards, alone, outside every group, small); here it must also hold no
 * figure the price reader found (a priced box is round 45f's) and read as a contact card by the
 * card reader's own test (a "Custom" or "Contact sales" line, plans-page.ts `priceless`). A
 * "Need more?" banner built otherwise than the cards is not of the template, and a box of the
 * template that only asks a question is left to the card reader's other guards (a name, bullets or
 * a button).
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

/** Whether a card apart holds no price point and the card reader's test calls it a contact card. */
export function contactCardApart(
  page: Page,
  el: HElement,
  points: readonly { el: HElement }[],
  priceless: (page: Page, card: HElement) => "free" | "contact" | null,
): boolean {
  if (points.some((p) => page.contains(el, p.el))) return false;
  return priceless(page, el) === "contact";
}

/** An element's slot in its card's template: its tag and classes ("div pricing-card__name"). */
const slotOf = (e: HElement) => `${e.tag} ${(e.attrs.class ?? "").trim().split(/\s+/).sort().join(" ")}`;

/**
 * The slot a card prints `name` in: the first element under the card whose whole text is the name
 * (case and spacing aside), or null. At most 400 elements are looked at.
 */
export function nameSlot(page: Page, card: HElement, name: string, key: (s: string) => string): string | null {
  const want = key(name);
  const end = page.subtreeEnd(card);
  for (let o = card.order + 1; o <= end && o - card.order < 400; o++) {
    const e = page.doc.elements[o - 1];
    if (!e || e.tag === "li" || e.tag === "a" || e.tag === "button") continue;
    if (key(page.text(e, "all")) === want) return slotOf(e);
  }
  return null;
}

/**
 * Whether the card apart names itself in the slot the grid's cards are named in (the same tag and
 * classes): built like them down to the name, not a banner that happens to share the card class.
 * `named` pairs each grid card with the name read on it.
 */
export function namedLikeGrid(page: Page, apart: HElement, apartName: string, named: readonly { card: HElement; name: string }[], key: (s: string) => string): boolean {
  const own = nameSlot(page, apart, apartName, key);
  if (own === null) return false;
  const slots = named.map((n) => nameSlot(page, n.card, n.name, key)).filter((s): s is string => s !== null);
  return slots.length >= 2 && slots.every((s) => s === own);
}

/**
 * Whether the card apart sits right under the grid: a later sibling of the grid's container, with
 * no heading between them. A lone contact tile in a section of its own (another product's box on a
 * page of many products) is no tier of this grid.
 */
export function belowGrid(page: Page, container: HElement, el: HElement): boolean {
  if (el.parent !== container.parent || el.order <= container.order) return false;
  const end = page.subtreeEnd(container);
  return !page.headings.some((h) => h.el.order > end && h.el.order < el.order);
}
