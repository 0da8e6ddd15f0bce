/**
 * A price list written one service a line (round 26, part b; docs/intel.md): `<li>` items that are
 * each a label and one price — "1000 credits = $10", "Start — от 2 000 $", "Massage <b>55 minut
 * .... 45 EUR</b>" — on a page that calls itself a price list (price-list.ts) and reads no plan
 * otherwise. Counted on development: three sites list their services so and read no plan at all.
 *
 * A list is read only when EVERY item is such a line (a first item with no figure may head it:
 * "Credit Packs"), so a feature list that mentions a price, a list of prices and plain items, and a
 * menu of links are not price lists. The caller adds the page-wide guards: no plan read by any
 * other reader, and every price the page shows inside the lists read (an add-on list under a plan
 * card shows the card's price outside it).
 */
import type { HElement, HNode } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { findPrices, type PriceToken } from "./money.ts";
import type { ListRow } from "./price-list.ts";

/** Items a list may hold to be read (real price lists are short), and lists a page may hold. */
const MAX_ITEMS = 60;
const MAX_LISTS = 40;
/** A line longer than this is a paragraph, not a label and a price. */
const MAX_ITEM_CHARS = 240;
const MAX_LABEL_CHARS = 80;

/** Elements that end a line inside an item: what follows is the item's description. */
const LINE_BREAK = /^(?:br|p|div|ul|ol|dl|table|h[1-6]|blockquote|hr|small)$/;
const NO_TEXT = /^(?:script|style|template|noscript|svg|select|textarea|button|img|picture)$/;
/** Where a site's menus and notes live: never a price list. */
const CHROME = /^(?:nav|header|footer|aside|form|menu)$/;
/**
 * What joins a label to its price ("Name – 60 €", "1000 credits = $10", "Name .... 45 EUR",
 * "Name: 30€") and the lead-ins a price list writes before it ("от", "from", "od"): not the label.
 */
const JOINER = /[\s\-–—:=.…·|/]+$/u;
/** The words that mark a price as the least it costs ("from", "ab", "от", "à partir de"); also read by verify/from-price.ts. */
export const LOWER_BOUND_WORDS = "from|starting at|starts at|ab|od|от|desde|dès|a partir de|à partir de|vanaf|alates|nuo";
const LEAD_IN = new RegExp(String.raw`(?:^|\s)(?:${LOWER_BOUND_WORDS}|only|just|da)\s*$`, "iu");

/**
 * The text of an item as lines: a `<br>` or a block child ends a line. Text only, at most
 * MAX_ITEM_CHARS + 1 characters (a longer item is refused anyway).
 */
function itemLines(page: Page, item: HElement): { text: string; cut: boolean } {
  let text = "";
  let cut = false;
  const walk = (n: HNode, depth: number): void => {
    if (cut || depth > 12) return;
    if (n.kind === "text") {
      text += n.text;
      if (text.length > MAX_ITEM_CHARS) cut = true;
      return;
    }
    if (NO_TEXT.test(n.tag) || page.isHidden(n)) return;
    const breaks = LINE_BREAK.test(n.tag);
    if (breaks) text += "\n";
    for (const c of n.children) walk(c, depth + 1);
    if (breaks && n.tag !== "br") text += "\n";
  };
  for (const c of item.children) walk(c, 0);
  return { text: text.replace(/[ \t\r\f\v\u00a0]+/g, " "), cut };
}

/** The element of `item` that holds the price's first characters (the item itself when the price is its own text). */
function priceHolder(page: Page, item: HElement, tok: PriceToken): HElement {
  for (const c of item.children) {
    if (c.kind !== "element") continue;
    if (page.text(c, "all").includes(tok.raw.trim())) return c;
  }
  return item;
}

interface Line {
  item: HElement;
  /** The label when the price sits in an emphasised part that opens after it ("Massage" of "Massage <b>55 minut .... 45 EUR</b>"). */
  short: string;
  /** The label as all the words before the price ("Massage 55 minut"). */
  long: string;
  tok: PriceToken;
  /** The price and what follows it on its line ("45 EUR", "$10/month"). */
  priceText: string;
}

/** The label before a price, without what joins them ("=", "–", dot leaders) or a lead-in ("from"). */
function labelOf(s: string): string {
  let t = s.replace(/\s+/g, " ").trim();
  for (let i = 0; i < 3; i++) t = t.replace(JOINER, "").replace(LEAD_IN, "").trim();
  return t;
}

/**
 * One item read as a line: its first line a label and one price, and nothing after the price on
 * that line but its period ("/month", "per session") or a bracket; later lines (a description)
 * carry no price. Null otherwise.
 */
function readLine(page: Page, item: HElement): Line | null | "heading" {
  // A menu of links, or lines to click: not a price list's lines.
  if (hasLink(item)) return null;
  const { text, cut } = itemLines(page, item);
  if (cut) return null;
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l !== "");
  if (lines.length === 0) return null;
  const toks = findPrices(text);
  if (toks.length === 0) return /\d/.test(text) ? null : "heading";
  if (toks.length !== 1) return null;
  const first = lines[0];
  const at = first.indexOf(toks[0].raw);
  if (at < 0) return null;
  const long = labelOf(first.slice(0, at));
  const after = first.slice(at + toks[0].raw.length).trim();
  // After the price on its line: a period or a bracket, no more words ("$5 per extra user and …" is a sentence).
  if (after.length > 30 || (after !== "" && !/^(?:\/|\(|per\b|pro\b|par\b|за\b|na\b|a\b|\+|incl|excl|inkl|\*)/iu.test(after))) return null;
  if (!long || long.length > MAX_LABEL_CHARS || !/\p{L}/u.test(long)) return null;
  const holder = priceHolder(page, item, toks[0]);
  let short = long;
  if (holder !== item) {
    const [start] = page.range(item, "all");
    const [hStart] = page.range(holder, "all");
    const before = labelOf(page.all.slice(start, hStart));
    if (before && /\p{L}/u.test(before) && long.startsWith(before)) short = before;
  }
  return { item, short, long, tok: toks[0], priceText: `${toks[0].raw}${after ? ` ${after}` : ""}`.trim() };
}

/** Whether an element holds a descendant whose tag matches (a bounded walk: the first 200 nodes). */
export function holdsTag(el: HElement, tags: RegExp): boolean {
  const stack = [...el.children];
  for (let n = 0; stack.length && n < 200; n++) {
    const c = stack.pop()!;
    if (c.kind !== "element") continue;
    if (tags.test(c.tag)) return true;
    stack.push(...c.children);
  }
  return false;
}

const LINK = /^(?:a|button)$/;
const hasLink = (item: HElement) => holdsTag(item, LINK);

function insideChrome(el: HElement): boolean {
  for (let e: HElement | null = el.parent, i = 0; e && i < 40; e = e.parent, i++) if (CHROME.test(e.tag) || e.attrs.role === "navigation") return true;
  return false;
}

/**
 * The page's `<ul>`/`<ol>` lists whose every item is a label and one price (the first item may be a
 * heading with no figure), as price-list rows: at least two priced items, labels distinct. A label
 * shared by two items of one list keeps the words before the price ("Drainage 55 minut", "Drainage
 * 30 minut"), which tell them apart; otherwise an emphasised part holding the price ("55 minut ....
 * 45 EUR") is the line's terms, not its name.
 */
export function priceLines(page: Page): ListRow[][] {
  const out: ListRow[][] = [];
  for (const list of page.doc.elements) {
    if (out.length >= MAX_LISTS) break;
    if ((list.tag !== "ul" && list.tag !== "ol") || page.isHidden(list) || insideChrome(list)) continue;
    const items = list.children.filter((c): c is HElement => c.kind === "element" && c.tag === "li" && !page.isHidden(c));
    if (items.length < 2 || items.length > MAX_ITEMS) continue;
    const read = items.map((it) => readLine(page, it));
    if (read[0] === "heading") read.shift();
    if (read.length < 2 || read.some((r) => r === null || r === "heading")) continue;
    const lines = read as Line[];
    // A label that opens with "+" adds to something the page sells elsewhere ("+120 min", "+1 seat"):
    // a plan's top-ups, not services of their own.
    if (lines.some((l) => /^\+/.test(l.long))) continue;
    const shorts = lines.map((l) => l.short.toLowerCase());
    const labels = lines.map((l, i) => (shorts.indexOf(shorts[i]) !== shorts.lastIndexOf(shorts[i]) ? l.long : l.short));
    if (new Set(labels.map((l) => l.toLowerCase())).size !== labels.length) continue;
    out.push(lines.map((l, i) => ({ label: labels[i], labelCell: l.item, priceCell: l.item, amount: l.tok.amount, currency: l.tok.currency, priceText: l.priceText, header: "" })));
  }
  return out;
}

/** Whether a URL is a site's root ("/", "/index.html", "/en/"): a home page, whose "from 45 EUR" lines are teasers. */
export function sitePathIsRoot(url: string): boolean {
  let path = "/";
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  return /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:index\.html?)?$/i.test(path);
}
