/**
 * A page that sells the product's Premium (issue 25, round 29 part f): "/premium.html" titled
 * "Premium — <product>", "Unlock Premium", "Get <product> Premium". Premium is the paid side of a
 * product that has a free one — the bot, the extension, the app people use before they upgrade —
 * and such pages often never say so: they list what Premium adds and its price, nothing of the
 * free base (a Discord bot's "Premium" page, a browser extension's "Premium Features", an
 * open-source tool's "Premium Package"). On the development waves on this machine (8–12, 14–23)
 * 19 pricing pages sit at such a path; all 19 have a free tier, and 7 of them were read as having
 * none (no free card, no free word). No page without a free tier is at such a path; the one page
 * without a free tier whose title says "Premium Subscription" is at "/subscribe.html".
 *
 * What must hold, all of it:
 * - the page's path ends in a segment "premium" (`/premium`, `/premium/`, `/premium.html`, after a
 *   locale or a project folder): its own page for Premium, not a plan card named "Premium" on a
 *   pricing page, nor "/premium-hosting" (a quality of a service);
 * - its title or first h1 names Premium too: the page is about Premium, not a stray path;
 * - it names no trial anywhere (free-words.ts `TRIAL_WORD`, any language): where a trial is offered,
 *   what Premium is upgraded from may be the trial, not a free tier.
 *
 * Not upgrade pages in general (`/upgrade`, `/pro`, "Go Pro"): on development those are 6 pages
 * without a free tier (a course's next step, a trial's end) for 6 missed with one — no rule.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { TRIAL_WORD } from "./free-words.ts";

const PREMIUM_PATH = /\/premium(?:\/|\.[a-z]{3,4})?$/i;
const PREMIUM_WORD = /(?<![\p{L}\p{N}])premium(?![\p{L}\p{N}])/iu;

/** The title or first h1 of a Premium page, with its element, or null when the page is none. */
export function premiumPage(page: Page): { text: string; el: HElement } | null {
  let path = "";
  try {
    path = new URL(page.url).pathname;
  } catch {
    return null;
  }
  if (!PREMIUM_PATH.test(path)) return null;
  const h1 = page.doc.elements.find((e) => e.tag === "h1");
  const title = page.doc.elements.find((e) => e.tag === "title");
  const named = [
    { text: page.title ?? "", el: title ?? page.doc.root },
    { text: h1 ? page.text(h1, "all").slice(0, 120) : "", el: h1 ?? page.doc.root },
  ].find((x) => PREMIUM_WORD.test(x.text));
  if (named === undefined || TRIAL_WORD.test(page.visible)) return null;
  return { text: named.text.replace(/\s+/g, " ").trim(), el: named.el };
}
