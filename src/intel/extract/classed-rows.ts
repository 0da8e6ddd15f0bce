/**
 * A price list's rows named by their class, with notes set between them (issue 25, round 30 part a;
 * docs/intel.md): `<div class="price-row">` label-and-price rows inside a category's box, a
 * `<p class="price-note-small">Sis. kipulääkkeet</p>` (includes painkillers) under some of them.
 *
 * price-rows.ts reads a box whose every child is a row of one tag; a note between the rows refused
 * the whole box, so a clinic's twelve categories were read in part or not at all. Here a box's
 * rows are its children of one tag AND one class (the stylesheet's row), and its other children
 * are passed over as notes — but only notes: no price in them (a note that prices something is an
 * extra the rows do not hold, and the caller then refuses the page: every shown price must be in
 * the rows), no heading (a heading between rows opens another section, read as a box of its own),
 * and fewer notes than rows. Without a class the rows are not told from the notes, and nothing
 * changes (price-rows.ts's own shape).
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { findPrices } from "./money.ts";

/** A note is a line or two under a row (a condition, a phone number to call). */
const MAX_NOTE_CHARS = 300;
/** Elements that are never a note between rows: a heading opens a section, a list or table is content of its own. */
const NOT_A_NOTE = /^(?:h[1-6]|ul|ol|dl|table|form|select|button|input)$/;

/** The class a row is known by: its class attribute, whitespace-normalised ("" without one). */
function classOf(el: HElement): string {
  return (el.attrs.class ?? "").replace(/\s+/g, " ").trim();
}

/**
 * The rows of a box whose children are rows of one tag and class with notes between them; null when
 * the box is not such a box (no class shared by two or more children, or any other child that is no note).
 */
export function classedRows(page: Page, kids: readonly HElement[]): HElement[] | null {
  const counts = new Map<string, number>();
  for (const k of kids) {
    const c = classOf(k);
    if (c) counts.set(`${k.tag} ${c}`, (counts.get(`${k.tag} ${c}`) ?? 0) + 1);
  }
  let key = "";
  let most = 0;
  for (const [k, n] of counts) if (n > most) [key, most] = [k, n];
  if (most < 2) return null;
  const rows: HElement[] = [];
  let notes = 0;
  for (const k of kids) {
    if (`${k.tag} ${classOf(k)}` === key) {
      rows.push(k);
      continue;
    }
    // Measured before its text is taken: a long child is content, not a note.
    const [start, end] = page.range(k, "all");
    if (NOT_A_NOTE.test(k.tag) || end - start > MAX_NOTE_CHARS) return null;
    if (findPrices(page.text(k, "all")).length > 0) return null;
    notes++;
  }
  return notes < rows.length ? rows : null;
}
