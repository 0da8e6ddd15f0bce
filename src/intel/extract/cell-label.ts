/**
 * A table row's label cell: the label, without the note or link the cell prints after it (issue 25,
 * round 29 part c).
 *
 * Price lists and plan tables put a line under the row's name inside the same cell: a note marked
 * by its class ("保険診療（3割負担）<span class="…__note">捻挫・打撲…</span>", "<span class="plan-name">Family</span>
 * <span class="plan-desc">Up to 5 profiles</span>") or a link to the row's details ("Landing<br>
 * <span><a href>Részletek</a></span>"). The row readers read the whole cell, so the note or the
 * button became part of the plan's name — an invented plan beside the missed one. On development
 * (waves 8–12, 14–23) three sites print their rows so, in three languages.
 *
 * Only trailing children go, and only when something with letters stays before them: a note by a
 * class token that ends in a note word (`note`, `desc`, `description`, `subtitle`, `caption`,
 * `hint`, `detail(s)`, `tagline`), a `<br>`, or an element that is all link or button. A name split
 * over inline elements without such a class ("Pro <span class="badge">Plus</span>", "Massage
 * <small>(60 min)</small>") is read whole, as before; a cell that is only a link keeps its text.
 */
import type { HElement, HNode } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { BADGE_CLASS, badgePhrase } from "./name-badge.ts";

/** A class token ending in a note word ("price-table__note", "plan-desc", "row-subtitle"). */
const NOTE_TOKEN = /(?:^|[_-])(?:notes?|desc|description|subtitle|subtext|caption|hint|details?|tagline)$/i;

function noteClass(el: HElement): boolean {
  return (el.attrs.class ?? "").split(/\s+/).some((t) => t !== "" && NOTE_TOKEN.test(t));
}

/** An element whose text is all a link's or a button's ("Details", "Részletek"). */
function allAction(page: Page, el: HElement): boolean {
  const own = page.text(el, "all").replace(/\s+/g, " ").trim();
  if (own === "") return false;
  const end = Math.min(page.subtreeEnd(el), el.order + 50);
  const elements = page.doc.elements;
  for (let o = el.order; o <= end; o++) {
    const e = o === el.order ? el : elements[o - 1];
    if (!e || !((e.tag === "a" && e.attrs.href !== undefined) || e.tag === "button")) continue;
    if (page.text(e, "all").replace(/\s+/g, " ").trim() === own) return true;
  }
  return false;
}

/**
 * A badge after the row's name ("…<span class="badge">BEST</span>"; round 31a): marked by its class,
 * or a status or action phrase in an element of its own (name-badge.ts).
 */
function badgeChild(page: Page, el: HElement): boolean {
  const words = page.text(el, "all");
  return (BADGE_CLASS.test(el.attrs.class ?? "") && words.trim().length <= 20) || badgePhrase(words);
}

function nodeText(page: Page, n: HNode): string {
  return n.kind === "text" ? n.text : page.text(n, "all");
}

/** The cell's label: its text without a trailing note or link (see above); the whole text otherwise. */
export function cellLabel(page: Page, cell: HElement): string {
  const whole = page.text(cell, "all").replace(/\s+/g, " ").trim();
  let kids = cell.children.filter((n) => n.kind === "element" || n.text.trim() !== "");
  // A cell that wraps its name and button in one box ("<th><div><span>Pro</span><a>Start</a></div>",
  // round 82c): the box's children are the cell's (a few wrappers deep at most).
  for (let depth = 0; depth < 3 && kids.length === 1 && kids[0]!.kind === "element"; depth++) {
    kids = kids[0]!.children.filter((n) => n.kind === "element" || n.text.trim() !== "");
  }
  let keep = kids.length;
  while (keep > 1) {
    const n = kids[keep - 1]!;
    if (n.kind !== "element") break;
    if (n.tag !== "br" && !noteClass(n) && !allAction(page, n) && !badgeChild(page, n)) break;
    keep--;
  }
  if (keep === kids.length) return whole;
  const label = kids
    .slice(0, keep)
    .map((n) => nodeText(page, n))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return /\p{L}/u.test(label) ? label : whole;
}
