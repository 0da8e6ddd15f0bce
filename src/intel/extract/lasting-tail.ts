/**
 * Round 109, part g: a free card's name line that carries how long it stays free after a
 * separator — "Free · always", "Gratis | für immer", "Free • forever". The page sets the plan's
 * name and a lasting note on one line, parted by a middle dot, a bullet or a bar; the name reader
 * took the whole line ("Free · always") and reported a plan under a name no reader sees, while the
 * free plan the page names ("Free") counted missing. (The free-price line, plans-page.ts
 * `FREE_LINE`, already reads "Free · forever" standing alone as a price; "always" after a
 * separator it does not, and a title slot is read as a name first.)
 *
 * The note says the plan stays free, never which plan it is: the name is the part before it. Read
 * only when the line splits once on once-tail.ts' separators (spaces both sides), the head is
 * wholly a free word of free-words.ts and the tail wholly a lasting word of lasting-free.ts (in the
 * languages those tables know — no new vocabulary here). A paid plan's term ("Pro · Lifetime",
 * "Studio | Forever") is left alone: its head is no free word, and the term may tell two plans of
 * one tier apart (once-tail.ts' reason).
 *
 * Linear: one split on a fixed separator, then two anchored regexes over short strings.
 */
import { FREE_WORD_ALTERNATIVES } from "./free-words.ts";
import { LASTING_ALTERNATIVES } from "./lasting-free.ts";
import { SEPARATOR } from "./once-tail.ts";

const FREE_ONLY = new RegExp(String.raw`^(?:${FREE_WORD_ALTERNATIVES})$`, "iu");
const LASTING_ONLY = new RegExp(String.raw`^(?:${LASTING_ALTERNATIVES})[.!]?$`, "iu");

/** The free word before a lasting note set after a separator ("Free · always" → "Free"); the line itself otherwise. */
export function withoutLastingTail(line: string): string {
  if (line.length > 40) return line;
  const parts = line.split(SEPARATOR);
  if (parts.length !== 2) return line;
  const [head, tail] = parts.map((p) => p.trim());
  return head && tail && FREE_ONLY.test(head) && LASTING_ONLY.test(tail) ? head : line;
}
