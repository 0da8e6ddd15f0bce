/**
 * The product said to be open source (issue 25, round 90d): "<app> is an open source note-taking
 * app", "<tool> is free and open source", "The core CLI stays free and open source", "The
 * platform is open-source". The README's free-tier convention (session 31) counts a free
 * open-source edition as a free tier when the pricing or home page offers it; open-licence.ts
 * reads the licence's name on the pricing page ("MIT license", "under the GPLv3"), but a home page
 * that says only that the product is open source gave no free tier.
 *
 * Counted over the development waves 45–82 before it was written (each case's pricing and home
 * page, the visible text): the sentence "<subject> is / are / remains / stays (free and) open
 * source" is on 24 sites' pages with a free tier (a 25th says "open-source-based", left out below)
 * and on one without — a desktop app whose one-time licence card offers a 48-hour trial and says
 * "… is open source. You can also build from source" (the source exists; no free edition is
 * offered). Hence the guard: no page read offers a trial (premium-page.ts `offersTrial`: a trial
 * word outside the site's navigation) — where a trial is offered, what a buyer starts from may be
 * the trial, not a free edition.
 *
 * Not read: "open-source-based" (built on open source), a FAQ answer (the signals' text blocks
 * only), a licence's name alone (open-licence.ts's). English only: the corpus's other languages
 * say it in their own words, not tabled here. One bounded regex: linear on any text.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { offersTrial } from "./premium-page.ts";

const OPEN_SOURCE_CLAIM = /\b(?:is|are|remains|stays)\s{1,3}(?:(?:fully|completely|entirely|100%)\s{1,3})?(?:an?\s{1,3})?(?:free\s{1,3}and\s{1,3})?open[- ]?source\b(?![- ]based)/i;

export interface OpenSourceClaim {
  el: HElement;
  text: string;
  start: number;
  end: number;
}

/**
 * The first text block of a page (`blocks`, the signals' text blocks) that says the product is
 * open source, when none of the pages read (`pages`) offers a trial; else null.
 */
export function openSourceClaim(blocks: readonly { el: HElement; text: string }[], pages: readonly Page[]): OpenSourceClaim | null {
  for (const { el, text } of blocks) {
    const m = OPEN_SOURCE_CLAIM.exec(text);
    if (m) return pages.some(offersTrial) ? null : { el, text, start: m.index, end: m.index + m[0].length };
  }
  return null;
}
