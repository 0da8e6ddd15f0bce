/**
 * The short lines a page shows, kept as small hashes beside the facts (round 24, monitoring): a
 * feature the other check read that this check did not is still "on the page" when one of these
 * lines says it. The monitoring diff asks this before it reports a feature added or removed: on
 * real page versions most such alerts no reader saw were headings, tiles and buttons that one
 * version's reading took for features and the other's did not — the words were on both pages
 * (docs/monitoring.md, "Monitoring on real versions, round 24").
 *
 * Only hashes are stored (a few bytes a line, no page text), and the work is bounded: the visible
 * text is walked once, line by line, up to MAX_LINES_SCANNED lines, keeping at most MAX_LINE_KEYS
 * distinct lines of at most MAX_LINE_CHARS characters (a feature's name is short; prose is not).
 */
import type { Page } from "../page.ts";

/** Distinct short lines kept per page. */
export const MAX_LINE_KEYS = 3_000;
/** Lines looked at per page, whatever they hold (a hostile page may have millions). */
export const MAX_LINES_SCANNED = 10_000;
/** Longer lines are prose or joined cells, never one feature's name. */
export const MAX_LINE_CHARS = 160;

const ALNUM = /[\p{L}\p{N}]/u;
/** Whether a character outside ASCII is a letter or a digit, remembered per character (pages repeat their script's few hundred). */
const wordChar = new Map<number, boolean>();
const isWordChar = (code: number, ch: string) => {
  let w = wordChar.get(code);
  if (w === undefined) {
    w = ALNUM.test(ch);
    if (wordChar.size < 10_000) wordChar.set(code, w);
  }
  return w;
};

/**
 * A line's comparison hash, FNV-1a 32-bit in base 36, of its words: lower case, every run of
 * characters that are neither letters nor digits (spaces, punctuation, glyphs such as "✓") one
 * separator, none at the ends. One pass, no intermediate strings: a page may have thousands of lines.
 * Null for a line with no word.
 */
export function lineHash(text: string): string | null {
  let h = 0x811c9dc5;
  let words = 0;
  let gap = false;
  const lower = text.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    const word = code < 128 ? (code >= 97 && code <= 122) || (code >= 48 && code <= 57) : isWordChar(code, lower[i]!);
    if (!word) {
      gap = words > 0;
      continue;
    }
    if (gap) {
      h = Math.imul(h ^ 32, 0x01000193) >>> 0;
      gap = false;
    }
    h = Math.imul(h ^ code, 0x01000193) >>> 0;
    words++;
  }
  return words ? h.toString(36) : null;
}

/** The hashes of a page's short visible lines, in first-seen order, bounded as above. */
export function pageLineHashes(page: Pick<Page, "visible">): string[] {
  const text = page.visible;
  const out = new Set<string>();
  let start = 0;
  for (let n = 0; n < MAX_LINES_SCANNED && start <= text.length && out.size < MAX_LINE_KEYS; n++) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    if (end - start <= MAX_LINE_CHARS * 2) {
      const line = text.slice(start, end).trim();
      if (line && line.length <= MAX_LINE_CHARS) {
        const h = lineHash(line);
        if (h) out.add(h);
      }
    }
    start = end + 1;
  }
  return [...out];
}
