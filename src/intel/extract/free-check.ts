/**
 * Round 100, part d (docs/intel.md, "Round 100, part d"): a free check of the visitor's own material
 * offered as the first way to use the product — "Free scan: connect your store and see your count",
 * "Kostenloser Vorab-Check in unter 30 Sekunden", "Kostenlose Ersteinordnung · keine Zahlung
 * erforderlich", "Start Free Analysis". Automated checkers sell the full report, the unlocked result
 * or the letter that follows, and give the check itself away: the visitor uploads or connects, and
 * sees a first result for nothing. The README's free-tier convention counts that free use of the
 * product as a free tier (a free plan need not be a card: first-step.ts already says "a free product
 * that checks or scans is a free tier"), but the page prints no "$0" card and no "free plan", so no
 * other reader found it.
 *
 * Counted on development (waves 45–93, pricing pages' visible text): a free scan, check or analysis
 * named so is on six sites' pricing pages, five recorded with a free tier (three of them read with
 * none before this rule) and one without — a security seller's free quick scan beside its paid
 * plans and a demo of its business plan. Guards, each taken from a sibling rule:
 *  - the pricing page only (open-licence.ts): a home page's free check may be a lead magnet of
 *    another service;
 *  - no page read offers a trial (open-source-claim.ts, premium-page.ts `offersTrial`): where a
 *    trial is offered, the free thing a buyer starts from is the trial, and a "free check" beside it
 *    is a sales step;
 *  - never a consultation, quote or exam in the same sentence (first-step.ts: a service's free
 *    first step is no free tier), and never an audit — a person's review of a site or an account is
 *    an agency's sales step, not the product used for free;
 *  - never "check-in" / "checkout" (a hotel's, a shop's).
 * English and German: the languages in which development shows the pattern. One bounded regex per
 * language, alternatives only: linear on any text.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { serviceFirstStep } from "./first-step.ts";
import { offersTrial } from "./premium-page.ts";

/**
 * English: the free word, at most one qualifier ("AI", "instant", "initial"), then the check's noun:
 * "free scan", "Free AI analysis", "free instant check". Not "check-in" / "checkout" / "checklist".
 */
const EN = /\bfree\s(?:(?:ai|instant|quick|initial|preliminary|first|automated|online)\s)?(?:scan|check|analysis)\b(?![-\s]?(?:in|out|list)\b)/i;

/**
 * German: the free adjective (any ending) before the check's noun, itself perhaps a compound with a
 * hyphen ("Vorab-Check", "Schnell-Check") or a first-step prefix ("Ersteinordnung"): "Kostenloser
 * Vorab-Check", "kostenlose Analyse", "Gratis Vorab-Check", "kostenlose Ersteinordnung".
 */
const DE = /(?<![\p{L}])(?:kostenlose[rnms]?|kostenfreie[rnms]?|gratis)\s(?:[\p{L}]{2,15}-)?(?:check|scan|analyse|auswertung|(?:erst)?einordnung)(?![\p{L}])/iu;

/** An audit in the same sentence: a person's review, an agency's sales step. */
const AUDIT = /\baudit/i;

// The free check's signal label lives apart, for monitoring (free-check-label.ts).
export { FREE_CHECK_LABEL, isFreeCheckLabel } from "./free-check-label.ts";

export interface FreeCheck {
  el: HElement;
  text: string;
  start: number;
  end: number;
}

/**
 * The first text block of a pricing page (`blocks`, the signals' text blocks) that offers a free
 * check, scan or analysis, when none of the pages read (`pages`) offers a trial; else null.
 */
export function freeCheck(blocks: readonly { el: HElement; text: string }[], pages: readonly Page[]): FreeCheck | null {
  for (const { el, text } of blocks) {
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      const m = EN.exec(sentence) ?? DE.exec(sentence);
      if (!m || serviceFirstStep(sentence) || AUDIT.test(sentence)) continue;
      if (pages.some(offersTrial)) return null;
      const start = text.indexOf(sentence) + m.index;
      return { el, text, start, end: start + m[0].length };
    }
  }
  return null;
}
