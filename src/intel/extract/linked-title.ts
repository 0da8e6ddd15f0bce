/**
 * Round 109, part a (docs/intel.md): a card titled by a link to the plan's own page.
 *
 * Hosting and store pages often set each plan's name as a plain text link — "<a
 * href="/hosting/linux/host-1">Host-1</a>" over the price — to the plan's detail page. The card
 * reader takes a line that is a link's whole text for a control (a button, a tab, a menu entry)
 * and never for the card's name, so such a card went unnamed and was dropped, or was named by a
 * line further down (a spec label, "Disk quota").
 *
 * The link opens the card, above its price, and is no control by its markup (no button or tab
 * role, no button/toggle class, nor inside one), and leads to a page (not "#", not a script); and
 * the cards beside it — the grid's other cards, one markup — each open with a link of their own the
 * same way. A lone card opening with a link ("Back to products") is left as before, and so is a
 * grid whose cards open with other lines.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

const CONTROL_CLASS = /(?:^|[\s_-])(?:btn|button|dropdown|toggle|trigger|switch|select|menu|nav|tab|tabs)(?:$|[\s_-])/i;
/** An address that leads nowhere but the page itself or a script: a control's, not a page's. */
const NO_PAGE = /^\s*(?:#|javascript:|$)/i;

/** The first link in `box` with text of its own, when `box`'s text opens with that text; else null. */
function openingLink(page: Page, box: HElement, stop: HElement | null): HElement | null {
  const end = page.subtreeEnd(box);
  for (let o = box.order; o <= end && o - box.order < 80; o++) {
    const e = page.doc.elements[o - 1];
    if (e.tag !== "a") continue;
    const words = page.text(e, "all").trim();
    if (!words) continue;
    if (!page.text(box, "all").trimStart().startsWith(words)) return null;
    return pageLink(e, stop) ? e : null;
  }
  return null;
}

/** A link to a page, no control by its own markup or its ancestors' (up to `stop`). */
function pageLink(a: HElement, stop: HElement | null): boolean {
  if (NO_PAGE.test(a.attrs.href ?? "")) return false;
  for (let e: HElement | null = a; e && e !== stop; e = e.parent) {
    if (/^(?:button|select|option|label|nav)$/.test(e.tag) || e.attrs.role === "button" || e.attrs.role === "tab" || CONTROL_CLASS.test(e.attrs.class ?? "")) return false;
  }
  return true;
}

/**
 * Whether `line` — the opening line of `card`, whole text of an element the reader took for a
 * control — is the card's title: a link to a page that opens the card, as a link opens every card
 * in `beside` (the card's siblings of one markup, at least one).
 */
export function linkedTitle(page: Page, card: HElement, line: string, beside: readonly HElement[]): boolean {
  if (beside.length === 0) return false;
  const own = openingLink(page, card, card);
  if (!own || page.text(own, "all").trim() !== line) return false;
  return beside.every((b) => openingLink(page, b, b) !== null);
}
