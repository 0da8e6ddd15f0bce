/**
 * An add-on section named by its eyebrow, not by its heading (issue 25, round 31 part e).
 *
 * Cards under an "Add-ons" heading are no plans (plans-page.ts `findGroups`, in any language
 * addon-words.ts knows). Many sections put that word in a small line above the heading — an
 * eyebrow, kicker or section label — and give the heading itself a slogan: "Add-ons" over "Top up
 * what you need, when you need it.", "Ek Hizmetler" over "Ek Hizmet Ücretleri", "Tillägg" over
 * "Behöver du något mer?". The heading check read only the slogan, so the add-ons became plans. On
 * development (waves 8–12, 14–25) seven sites label a section so; on two of them the cards under
 * it were read as plans (nine plans, raw).
 *
 * The eyebrow is the element just before the heading, as its sibling (or its parent's, when the
 * heading sits in a wrapper of its own): one short line of text, no heading itself, no child
 * elements beyond inline ones. A sentence that mentions add-ons ("Every plan can take add-ons
 * later") is no label: past 40 characters it is not read.
 */
import type { HElement } from "../html/parse.ts";
import type { Heading, Page } from "../page.ts";

const MAX_LABEL = 40;
const HEADING_TAG = /^h[1-6]$/;
const INLINE = new Set(["span", "strong", "b", "em", "i", "small", "abbr", "mark", "svg", "path", "img"]);

/** The element just before `el` among its parent's element children, or null. */
function previousElement(el: HElement): HElement | null {
  const parent = el.parent;
  if (!parent) return null;
  let prev: HElement | null = null;
  for (const ch of parent.children) {
    if (ch === el) return prev;
    if (ch.kind === "element") prev = ch;
  }
  return null;
}

/** True when `el` is a one-line label: no block inside it, not a heading. */
function labelElement(el: HElement): boolean {
  if (HEADING_TAG.test(el.tag)) return false;
  for (const ch of el.children) if (ch.kind === "element" && !INLINE.has(ch.tag)) return false;
  return true;
}

/**
 * The eyebrow over `heading`: the text of the short label element just before it (or before the
 * wrapper it is the first element of), or null.
 */
export function eyebrowOf(page: Page, heading: Heading): string | null {
  let el: HElement | null = heading.el;
  for (let level = 0; el && level < 2; level++, el = el.parent) {
    const prev = previousElement(el);
    if (prev) {
      if (!labelElement(prev) || page.isHidden(prev)) return null;
      const text = page.text(prev).replace(/\s+/g, " ").trim();
      return text.length > 0 && text.length <= MAX_LABEL ? text : null;
    }
  }
  return null;
}

/**
 * The label over a list (round 82g): the text of the one-line label element just before a `<ul>`
 * or `<ol>`, its sibling — a card's "Available add-ons" set in bold over the extras it lists with
 * their prices, or null. The same short line an eyebrow is; not a heading (a heading is read by the
 * section rules).
 */
export function listLabelOf(page: Page, list: HElement): string | null {
  if (list.tag !== "ul" && list.tag !== "ol") return null;
  const prev = previousElement(list);
  if (!prev || !labelElement(prev) || page.isHidden(prev)) return null;
  const text = page.text(prev).replace(/\s+/g, " ").trim();
  return text.length > 0 && text.length <= MAX_LABEL ? text : null;
}
