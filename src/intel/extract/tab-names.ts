/**
 * Cards that are the panels of a tab set, named only by their tabs (issue 25, round 92, part h).
 *
 * A tab set keeps its labels apart from its panels: a row of tabs ("Standard", "Priority",
 * "Patron") and, after it, one panel per tab, each holding the price, a button and the
 * bullets but no title — the tab a reader clicks is the panel's title. Documentation generators
 * write it so (Material for MkDocs / pymdownx "tabbed" sets: `<label for>` in a `tabbed-labels` row,
 * `tabbed-block` panels in a sibling), and so do ARIA tab widgets (`role="tab"` with
 * `aria-controls`, a panel's `aria-labelledby`) and Bootstrap's (`href="#pane"` /
 * `data-bs-target`). The card reader looks for a name inside the card, found none, and dropped
 * every plan of the set (waves 85–86: three yearly tiers of a developer tool's commercial edition).
 *
 * The tab of a panel is found by what the markup itself says: the element that points at the
 * panel's id (aria-controls, href="#id", data-target / data-bs-target), the panel's
 * aria-labelledby, or — for pure-CSS tabs, whose labels point at radio inputs, not at the panels —
 * by position: the panels' container has, among its earlier siblings, a row of exactly as many
 * labels or tabs as it has panels, and the n-th panel is the n-th tab's.
 *
 * What must not be read: tabs that name a billing term ("Monthly" / "Yearly": the panels are the
 * two sides of one price list, read by the toggle rules), tabs that do not read as a plan's name,
 * tabs of panels that each hold several cards (the tab names the set, not a plan: the card is then
 * not the panel), and rows whose labels repeat a name. A card with a name of its own keeps it: the
 * caller asks only for cards the reader could not name.
 *
 * Bounded: ids looked up in one pass over the page's elements (once per group), a label row among
 * at most 3 earlier siblings with at most 12 children.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { findPrices } from "./money.ts";
import { termName } from "../term-names.ts";
import { billedAnnuallyWords, billedMonthlyWords } from "./billing-side-words.ts";

/** A tab of a row: a form label, a button, a link, a list item or an element with the tab role. */
const TAB_TAG = /^(?:label|button|a|li)$/;
const MAX_TABS = 12;
/** A tab's label is short: a name, not a sentence. */
const MAX_LABEL = 40;

/** A tab: one of TAB_TAG or an element with the tab role. */
const tabLike = (e: HElement) => TAB_TAG.test(e.tag) || e.attrs.role === "tab";
const squeeze = (s: string) => s.replace(/\s+/g, " ").trim();
const elementKids = (e: HElement) => e.children.filter((c): c is HElement => c.kind === "element");

/** Whether a tab's words say a billing term or a price: the panels are sides of one price, not plans. */
function termTab(text: string): boolean {
  return termName(text) !== null || billedAnnuallyWords(text) || billedMonthlyWords(text) || /\b(?:month|year|annual)/i.test(text) || findPrices(text).length > 0;
}

/**
 * The cards as a tab set's panels: siblings in one container, each card a panel (a panel holding
 * several cards is a set's tab, not a plan's, and is left alone).
 */
function panelsOf(cards: readonly HElement[]): HElement[] | null {
  const parent = cards[0]?.parent;
  if (!parent || cards.some((c) => c.parent !== parent)) return null;
  return [...cards];
}

/** Tabs pointing at each panel by id (aria-controls, href="#id", data-target), or named by a panel's aria-labelledby. */
function tabsById(page: Page, panels: readonly HElement[]): (HElement | null)[] {
  const ids = new Map<string, number>();
  const labelledBy = new Map<string, number>();
  panels.forEach((p, i) => {
    if (p.attrs.id) ids.set(p.attrs.id, i);
    if (p.attrs["aria-labelledby"]) labelledBy.set(p.attrs["aria-labelledby"], i);
  });
  const out: (HElement | null)[] = panels.map(() => null);
  if (ids.size === 0 && labelledBy.size === 0) return out;
  for (const e of page.doc.elements) {
    // (A tab is a tab-like element outside every panel: a section labelled by its own heading,
    // `aria-labelledby` pointing inside it, has a title, not a tab.)
    if (!tabLike(e) || panels.some((p) => page.contains(p, e))) continue;
    const target = e.attrs["aria-controls"] ?? e.attrs["data-bs-target"]?.replace(/^#/, "") ?? e.attrs["data-target"]?.replace(/^#/, "") ?? (e.attrs.href?.startsWith("#") ? e.attrs.href.slice(1) : undefined);
    const at = target !== undefined ? ids.get(target) : undefined;
    if (at !== undefined && out[at] === null) out[at] = e;
    const by = e.attrs.id !== undefined ? labelledBy.get(e.attrs.id) : undefined;
    if (by !== undefined && out[by] === null) out[by] = e;
  }
  return out;
}

/** A row of as many tabs as panels among the panels' container's earlier siblings (pure-CSS tabs). */
function tabRowBefore(page: Page, container: HElement, count: number): HElement[] | null {
  const sibs = container.parent ? elementKids(container.parent) : [];
  const at = sibs.indexOf(container);
  for (let i = at - 1; i >= 0 && at - i <= 3; i--) {
    const row = elementKids(sibs[i]!);
    if (row.length === 0 || row.length > MAX_TABS) continue;
    if (row.length !== count) return null;
    if (!row.every(tabLike)) return null;
    return row;
  }
  return null;
}

/**
 * The names the tabs of a tab set give its panels, one per card (null where a card is no panel or
 * its tab names no plan), or null when the cards are not a tab set's panels. `nameOf` reads a tab's
 * text as a plan name (the card reader's own test).
 */
export function tabPanelNames(page: Page, cards: readonly HElement[], nameOf: (text: string) => string | null): ({ name: string; el: HElement } | null)[] | null {
  if (cards.length < 2 || cards.length > MAX_TABS) return null;
  const panels = panelsOf(cards);
  if (!panels) return null;
  let tabs = tabsById(page, panels);
  if (tabs.some((t) => t === null)) {
    const row = tabRowBefore(page, panels[0]!.parent!, panels.length);
    if (!row) return null;
    tabs = row;
  }
  const names = tabs.map((t) => {
    const text = squeeze(page.text(t!, "all"));
    if (text.length === 0 || text.length > MAX_LABEL || termTab(text)) return null;
    const name = nameOf(text);
    return name ? { name, el: t! } : null;
  });
  // Every tab a plan's name, all different: a row of products or tiers, not of views.
  if (names.some((n) => n === null)) return null;
  if (new Set(names.map((n) => n!.name.toLowerCase())).size !== names.length) return null;
  return names;
}
