/**
 * Round 45, part f (docs/intel.md, "Round 45, part f"): a plan card of the grid's own template
 * set apart from the grid — a lone "Licence" card in a section above the row of credit packs, an
 * "SEO Basic" card under the row of website packages, the "Free" card put before the grid of paid
 * terms. A group is two or more alike cards under one parent, so a card alone in its section is
 * no group; adjacentCard (plans-page.ts) only looks at the grid's next and previous blocks, named by
 * their first heading, which here is the section's ("SEO package"), not the card's.
 *
 * The template, not a word, says it is a plan: the same tag, the same first class and similar
 * classes as the grid's cards. Guards here: on screen, not inside or around any card group (a
 * second grid is read as one), not in or holding a table, small, alone (no priced sibling of its
 * template), and priced — in the grid's currency — by a shown price of its own (a testimonial or
 * a feature tile built from the same "card" class has none). The caller (plans-page.ts) adds the
 * card reader's: no add-on heading over it, prices opening short lines, a heading that can name a
 * plan with bullets or a button, a name the page does not already show.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

const SPAN_MAX = 2000;
/** The template's first class ("plan-card" of "plan-card free"): a shared utility class ("animate-in") is no template. */
const firstClass = (e: HElement) => FIRST_CLASS.exec(e.attrs.class ?? "")?.[0] ?? "";
const FIRST_CLASS = /[^\s]+/;
const holdsTable = (page: Page, e: HElement) => {
  const end = page.subtreeEnd(e);
  for (let o = e.order + 1; o <= end; o++) if (page.doc.elements[o - 1].tag === "table") return true;
  return false;
};

/** An element's template: its tag and first class. */
const templateOf = (e: HElement) => `${e.tag} ${firstClass(e)}`;
/** The page's classed elements by template, in document order (an element with no class is no card's template). */
const TEMPLATES = new WeakMap<Page, Map<string, HElement[]>>();
function templateIndex(page: Page): Map<string, HElement[]> {
  let index = TEMPLATES.get(page);
  if (index) return index;
  index = new Map();
  for (const e of page.doc.elements) {
    if (!(e.attrs.class ?? "").trim()) continue;
    const t = templateOf(e);
    const list = index.get(t);
    if (list) list.push(e);
    else index.set(t, [e]);
  }
  TEMPLATES.set(page, index);
  return index;
}

export function cardsApart(
  page: Page,
  cards: readonly HElement[],
  containers: readonly HElement[],
  alike: (a: HElement, b: HElement) => boolean,
  priced: (el: HElement) => boolean,
): HElement[] {
  if (cards.length < 2) return [];
  // The grid's templates (tag and first class): only the page's elements of those templates are
  // looked at, from the page's index of templates (built once a page: the reader asks this for
  // every group, three times, and a walk of every element each time cost a tenth of a large
  // page's extraction).
  const index = templateIndex(page);
  const candidates = [...new Set(cards.map(templateOf))].flatMap((t) => index.get(t) ?? []);
  if (candidates.length > 1) candidates.sort((a, b) => a.order - b.order);
  const found: HElement[] = [];
  for (const e of candidates) {
    if (!cards.some((c) => c !== e && c.tag === e.tag && firstClass(c) === firstClass(e) && alike(c, e))) continue;
    if (containers.some((k) => page.contains(k, e) || page.contains(e, k))) continue;
    if (found.some((f) => page.contains(f, e)) || page.isHidden(e)) continue;
    // (A table — or a block holding one — is a comparison, read by the table reader.)
    let inTable = e.tag === "table";
    for (let a = e.parent; a && !inTable; a = a.parent) inTable = a.tag === "table";
    if (inTable || holdsTable(page, e)) continue;
    const [start, end] = page.range(e, "all");
    if (end - start > SPAN_MAX || !priced(e)) continue;
    // Alone: no priced sibling of its template (three alike priced cards are a set of their own —
    // add-ons the group reader set aside, say — not a plan apart).
    const sibs = e.parent?.children.filter((c): c is HElement => c.kind === "element" && c !== e) ?? [];
    if (sibs.some((c) => c.tag === e.tag && alike(c, e) && priced(c))) continue;
    found.push(e);
  }
  return found;
}
