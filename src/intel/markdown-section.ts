/**
 * A documentation page's pricing section (round 100, part e): companies state their plans in their
 * docs — a "Billing", "Plans" or "Team pricing" page built by MkDocs, Docusaurus, VitePress or
 * VuePress from Markdown — as a table or a list under a heading that names prices ("## Plans",
 * "## Pricing", "## 价格"). Markdown has no `<section>` elements: a heading's section is the run of
 * its following siblings up to the next heading of its level or higher. Round 82l's pricing section
 * (pricing-section.ts) looked for the heading's `<section>` ancestor only, so such a table's plans
 * were read but weighed as read off a page that is not about prices (a docs path, "/billing/",
 * "/versions"), and the confidence model withheld them.
 *
 * This gives the tables and lists of that run (a table, a list, or a wrapper the theme puts around
 * a table) as the heading's section: only those, because Markdown writes its plan tables and plan
 * lists as such, while a home page's heading "Pricing" followed by free-form blocks is a marketing
 * layout the `<section>` rule already covers. A plan counts as inside only when the element's text
 * shows its name and its price as read (inPricingSection), so a table of API rates or limits under
 * the heading lifts nothing the plan readers did not read as a plan there.
 *
 * The same pages often put the plan table under a heading that names no price ("Activation codes",
 * "Editions"): `priceLabelledTables` takes a table that labels a
 * row "Price" and prices every plan column in it as the section too. On development (waves 45–93)
 * the two lift 3 plans on 2 documentation sites, all read exact; no wrong or invented plan of the
 * raw reading crosses the threshold.
 */
import type { HElement } from "./html/parse.ts";
import { ancestors, type Page } from "./page.ts";
import { pricingText } from "./discover.ts";
import { findPrices } from "./extract/money.ts";

/** A heading's trailing anchor mark, as docs themes print it ("Plans ¶", "价格 #", a zero-width space). */
const ANCHOR_MARK = /[\s#¶\u00b6\u200b]+$/u;
/** How many siblings after the heading are looked at (a pricing section is short: a line or two, then the table). */
const MAX_SIBLINGS = 12;
const HEADING_TAG = /^h([1-6])$/;
const MARKDOWN_BLOCK = new Set(["table", "ul", "ol", "dl"]);

/** A heading's text without the anchor mark a docs theme appends to it. */
export const headingWords = (text: string): string => text.replace(ANCHOR_MARK, "").trim();

/** Whether an element is a table, a list, or a wrapper (a theme's scroll box) around a table. */
function markdownBlock(el: HElement): boolean {
  if (MARKDOWN_BLOCK.has(el.tag)) return true;
  if (el.tag !== "div") return false;
  const stack: HElement[] = [el];
  for (let n = 0; stack.length && n < 200; n++) {
    const e = stack.pop()!;
    if (e.tag === "table") return true;
    for (const c of e.children) if (c.kind === "element") stack.push(c);
  }
  return false;
}

/**
 * The tables and lists of a heading's Markdown section — its following siblings up to the next
 * heading of its level or higher — when the heading stands in no `<section>` (that one is the
 * section then: pricing-section.ts).
 */
export function markdownSectionBlocks(el: HElement, level: number): HElement[] {
  if ([...ancestors(el)].some((a) => a.tag === "section")) return [];
  const parent = el.parent;
  if (!parent) return [];
  const siblings = parent.children.filter((c): c is HElement => c.kind === "element");
  const out: HElement[] = [];
  for (const s of siblings.slice(siblings.indexOf(el) + 1, siblings.indexOf(el) + 1 + MAX_SIBLINGS)) {
    const h = HEADING_TAG.exec(s.tag);
    if (h && Number(h[1]) <= level) break;
    if (markdownBlock(s)) out.push(s);
  }
  return out;
}

/** How many of a page's tables are looked at for a price row (a docs page has a few; a hostile one thousands). */
const MAX_TABLES = 20;
const MAX_ROWS = 12;

/** The rows of a table (through thead / tbody / tfoot), at most MAX_ROWS. */
function rowsOf(table: HElement): HElement[] {
  const rows: HElement[] = [];
  const stack: HElement[] = [table];
  while (stack.length && rows.length < MAX_ROWS) {
    const e = stack.shift()!;
    for (const c of e.children) {
      if (c.kind !== "element" || c.tag === "table") continue;
      if (c.tag === "tr") rows.push(c);
      else if (/^(?:thead|tbody|tfoot)$/.test(c.tag)) stack.push(c);
    }
  }
  return rows;
}
const cells = (row: HElement): HElement[] => row.children.filter((c): c is HElement => c.kind === "element" && (c.tag === "td" || c.tag === "th"));

/**
 * The tables of a page that label a row of theirs as the price and price every plan in it — a row
 * whose first cell is only a price word ("Price", "Pricing", "价格", "Preise") and whose every other
 * cell shows a price (two or more, a trailing remarks column aside) — in no `<section>` (that one is
 * weighed by its heading or id, pricing-section.ts). A docs page writes its plans as such a table ("| | Team | Growth |",
 * "| Price | $99/mo | $299/mo |") under headings of its own ("Plans", "Activation codes"): the table
 * says itself that it prices what its header names. Not a row whose first plan cell prices
 * nothing ("Included", "Negotiable") or whose priced cells have an unpriced one between them: on
 * development a support table whose first column comes with the product was read one column off.
 */
export function priceLabelledTables(page: Page): HElement[] {
  const out: HElement[] = [];
  const tables = page.doc.elements.filter((e) => e.tag === "table").slice(0, MAX_TABLES);
  for (const t of tables) {
    if ([...ancestors(t)].some((a) => a.tag === "section")) continue;
    const priceRow = (r: HElement) => {
      const [head, ...rest] = cells(r);
      if (!head || rest.length < 2) return false;
      const w = headingWords(page.text(head, "all"));
      if (w.length === 0 || w.length > 30 || !pricingText(w)) return false;
      const priced = rest.map((c) => findPrices(page.text(c, "all")).some((p) => p.amount > 0));
      // (Priced from the first plan column on, two or more, then at most a remarks column or two that price nothing.)
      const lead = priced.indexOf(false) === -1 ? priced.length : priced.indexOf(false);
      return lead >= 2 && !priced.slice(lead).some(Boolean);
    };
    if (rowsOf(t).some(priceRow)) out.push(t);
  }
  return out;
}
