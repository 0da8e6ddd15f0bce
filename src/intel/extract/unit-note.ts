/**
 * Round 82, part d (docs/intel.md): a usage unit a table states once, in a short note just above it
 * — "Prices per 1M tokens.", "All rates per 1,000 requests", "Pricing per GB" — over a model API's
 * price table whose header names its columns ("Short context | Long context", "Standard | Batch").
 * Each cell then holds a bare figure ("$1.00"), and the table reader took the header's names for
 * plans: the prices are what a unit of use costs, stated once for every cell, never a plan's.
 *
 * Only a note of its own: a line of at most 60 characters that opens with the word for prices and
 * goes on with the unit (money.ts's USAGE_UNIT, the test a price's own words pass for a usage
 * price), among the last few lines before the table. A sentence that mentions a unit in passing
 * ("Plans include 10 GB per seat") is no such note.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { USAGE_UNIT } from "./money.ts";

/** The note's length and how far above the table it may sit (a tab bar of a few labels between). */
const MAX_NOTE = 60;
const LOOK_BACK = 300;
const MAX_LINES = 8;

/** "Prices per 1M tokens", "All prices are per GB", "Rates shown per 1,000 requests": the opening words. */
const NOTE_OPENING = /^(?:all\s+)?(?:prices?|pricing|rates?|costs?)\s+(?:(?:are|is|shown|listed|quoted|given)\s+){0,2}/i;

/** Whether a line is a note stating the usage unit of every price under it. */
export function usageUnitNote(line: string): boolean {
  const t = line.replace(/\s+/g, " ").trim();
  if (t.length > MAX_NOTE) return false;
  const m = NOTE_OPENING.exec(t);
  return !!m && USAGE_UNIT.test(t.slice(m[0].length));
}

/** Whether the last lines shown before an element state a usage unit for its prices. */
export function unitNoteBefore(page: Page, el: HElement): boolean {
  const [start] = page.range(el, "visible");
  const lines = page.visible.slice(Math.max(0, start - LOOK_BACK), start).split("\n").slice(-MAX_LINES);
  return lines.some(usageUnitNote);
}
