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
 * - it names no trial anywhere outside its navigation and footer (free-words.ts `TRIAL_WORD`, any
 *   language): where a trial is offered, what Premium is upgraded from may be the trial, not a
 *   free tier.
 *
 * Not upgrade pages in general (`/upgrade`, "Go Pro"): on development those are 6 pages
 * without a free tier (a course's next step, a trial's end) for 6 missed with one — no rule.
 *
 * A page of its own for the product's Pro (round 90d): "/pro", "/pro/", "/pro.html" whose title or
 * first h1 names Pro ("<product> Pro", "<PRODUCT> PRO — …") is the same page under the other
 * edition word: what the paid edition adds and its price, the free product it upgrades never
 * named (an extension's free scan, a free web app with ads, a free tool beside its paid board).
 * Counted over every case of the corpus before it was written: 23 pricing pages sit at such a
 * path, 21 with a free tier, 1 without (a 2014 engine sold only as "<product> Pro", its free
 * download a beta for evaluation) and 1 not settled (a page drawn by script). Round 29f counted
 * `/upgrade` and `/pro` together and found as many look-alikes as gains; by today's case files
 * none of those look-alikes was at `/pro`. The word must be the path's own ("Pro" at `/pro`,
 * "Premium" at `/premium`), whole, and not "pros" or "pro-rata" (a quality, a term).
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { TRIAL_WORD } from "./free-words.ts";
import { visibleLines } from "./zero-period-line.ts";
import { zoneOf, type Zone } from "./zones.ts";

const EDITION_PATH = /\/(premium|pro)(?:\/|\.[a-z]{3,4})?$/i;
/** The edition word as a whole word: not "pros", "pro-rata", "premiums". */
const EDITION_WORD: Record<string, RegExp> = {
  premium: /(?<![\p{L}\p{N}])premium(?![\p{L}\p{N}])/iu,
  pro: /(?<![\p{L}\p{N}-])pro(?![\p{L}\p{N}]|-\p{L})/iu,
};

/** The title or first h1 of a Premium (or Pro) page, with its element, or null when the page is none. */
export function premiumPage(page: Page): { text: string; el: HElement; edition: string } | null {
  let path = "";
  try {
    path = new URL(page.url).pathname;
  } catch {
    return null;
  }
  const edition = EDITION_PATH.exec(path)?.[1]?.toLowerCase();
  if (edition === undefined) return null;
  const word = EDITION_WORD[edition]!;
  const h1 = page.doc.elements.find((e) => e.tag === "h1");
  const title = page.doc.elements.find((e) => e.tag === "title");
  const named = [
    { text: page.title ?? "", el: title ?? page.doc.root },
    { text: h1 ? page.text(h1, "all").slice(0, 120) : "", el: h1 ?? page.doc.root },
  ].find((x) => word.test(x.text));
  if (named === undefined || offersTrial(page)) return null;
  return { text: named.text.replace(/\s+/g, " ").trim(), el: named.el, edition };
}

/**
 * A trial word on the page outside its navigation and footer (round 90d). The trial words are
 * every language's ("test" is German), and a site's menu names its other pages ("Speed Test",
 * "A/B Test Calculator"): a link to another page is no trial this page offers.
 */
export function offersTrial(page: Page): boolean {
  if (!TRIAL_WORD.test(page.visible)) return false;
  const zones = new Map<HElement, Zone>();
  for (const line of visibleLines(page)) {
    if (!TRIAL_WORD.test(line.text)) continue;
    const el = page.elementAt("visible", line.start, line.start + line.text.length);
    if (zoneOf(page, el, zones) !== "chrome") return true;
  }
  return false;
}
