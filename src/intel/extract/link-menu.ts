/**
 * Round 47, part c (docs/intel.md): a block with no price whose list is a menu of links — a site
 * footer's columns ("NAVIGATION: Blog, Product Tour, Comparisons, Knowledge base, Terms of Service,
 * Contact Us"), a navigation bar with its sub-menus — is no plan card. Its "Contact" link or "Request
 * a demo" button reads as a contact-sales price and its links as the plan's bullets, and since
 * features come from every card read (withheld ones too), monitoring then reports "Feature added:
 * Blog" whenever the footer's links move. A plan's bullets say what it includes; a menu's items
 * each take the reader elsewhere. Seen on three development sites in three waves (31, 32, 39): a
 * footer classed `sf-footer`, a WordPress nav bar and `nav-footer`, a `footer-second` of columns —
 * three markups, one construction, so the rule reads the list, not the class.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

/** A menu has at least this many items; a card with one or two linked bullets ("See docs") is still a card. */
const MIN_ITEMS = 3;

/**
 * Whether the card's list items (leaves only: a sub-menu's parent item holds its children's text)
 * are three or more and every one of them is a link and nothing else: its whole text is one link's.
 */
export function linkMenu(page: Page, card: HElement): boolean {
  const end = page.subtreeEnd(card);
  let items = 0;
  for (let o = card.order; o <= end && o - card.order < 2000; o++) {
    const li = page.doc.elements[o - 1];
    if (li.tag !== "li" || page.isHidden(li) || hasItem(page, li)) continue;
    const text = norm(page.text(li, "all"));
    if (!text) continue;
    const link = firstLink(page, li);
    if (!link || norm(page.text(link, "all")) !== text) return false;
    items++;
  }
  return items >= MIN_ITEMS;
}

const norm = (s: string) => s.replace(/\s+/g, " ").trim();

function hasItem(page: Page, li: HElement): boolean {
  const end = page.subtreeEnd(li);
  for (let o = li.order + 1; o <= end; o++) if (page.doc.elements[o - 1].tag === "li") return true;
  return false;
}

function firstLink(page: Page, li: HElement): HElement | null {
  const end = page.subtreeEnd(li);
  for (let o = li.order + 1; o <= end; o++) {
    const e = page.doc.elements[o - 1];
    if (e.tag === "a" && e.attrs.href !== undefined) return e;
  }
  return null;
}
