/**
 * Round 52, part c (docs/intel.md, "Round 52, part c"): a trial's own card among the plan cards
 * ("Free Trial — $0 — 30 days", "無料トライアル ¥0 30日間", "Free Trial KES 0 / 30 days"). The
 * corpus's convention (test/intel/real-pages/README.md) lists it as a plan: amount 0, not free, its
 * trial's days. The engine's name test refuses a trial's name (round 20a: a trial column's "Free"
 * is no free tier), so the card reader dropped such a card or named it by another line ("with 300
 * credits", the price word "Free") and read it as a free tier. A card whose opening line is a
 * trial's name and whose price is zero is the trial: named by that line, and not free.
 *
 * Only the opening (the card's first two lines before its price): a card headed "Pro" with a "Free
 * trial" badge under a $0 first month stays what the reader makes of it. Linear: alternatives of
 * the word tables, no nested quantifiers.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { FREE_WORD_ALTERNATIVES, TRIAL_WORD_ALTERNATIVES } from "./free-words.ts";

/** A name made of a trial word and at most a free word, in either order ("Free trial", "免费试用", "Prueba gratis"). */
export const TRIAL_NAME = new RegExp(String.raw`^(?:(?:${FREE_WORD_ALTERNATIVES})\s*)?(?:${TRIAL_WORD_ALTERNATIVES})(?:\s*(?:${FREE_WORD_ALTERNATIVES}))?$`, "iu");

/** A line without the emoji or symbol set before it as decoration ("🎁 Пробный период"). */
const bare = (line: string) => line.replace(/\s+/g, " ").trim().replace(/^[\p{Extended_Pictographic}\p{So}\uFE0F\u200D\s]+(?=\p{L})/u, "");

/** The trial's name when one of a card's first two lines is a trial's name alone ("Free Trial", "Trial"), else null. */
export function trialCardName(opening: readonly string[]): string | null {
  for (const line of opening.slice(0, 2)) {
    // (Its zero may open the line, set beside the name: "$0 Free Trial".)
    const t = bare(line.replace(ZERO_LEAD, "")).replace(/[:.]$/, "");
    if (t.length <= 30 && TRIAL_NAME.test(t)) return t;
  }
  return null;
}

/** A zero price opening a line: "$0 ", "€0.00 ", "0 € ". */
const ZERO_LEAD = /^\s*(?:[$€£¥₹]\s?0(?:[.,]00?)?|0(?:[.,]00?)?\s?[$€£¥₹])\s+/u;

/** The card's element holding that name (its heading, a kicker), for the card reader; the card itself when none holds it alone. */
export function trialNameElement(page: Page, card: HElement, name: string): HElement {
  const end = Math.min(page.subtreeEnd(card), card.order + 400);
  for (let o = card.order + 1; o <= end; o++) {
    const e = page.doc.elements[o - 1]!;
    if (bare(page.text(e, "all")) === name) return e;
  }
  return card;
}
