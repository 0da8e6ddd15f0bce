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
 *
 * Round 52, part f (below, `opensAsTrial`): a card at zero whatever its name, whose opening says it
 * is a trial ("Découverte 0 FCFA / 3 jours d'essai", "Kostenlos — Probieren Sie für 14 Tage …"), is
 * no free tier either.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { FOREVER_WORD, FREE_WORD_ALTERNATIVES, TRIAL_WORD, TRIAL_WORD_ALTERNATIVES } from "./free-words.ts";
import { dayCount } from "./period-words.ts";

/** A name made of a trial word and at most a free word, in either order ("Free trial", "免费试用", "Prueba gratis"). */
export const TRIAL_NAME = new RegExp(String.raw`^(?:(?:${FREE_WORD_ALTERNATIVES})\s*)?(?:${TRIAL_WORD_ALTERNATIVES})(?:\s*(?:${FREE_WORD_ALTERNATIVES}))?$`, "iu");

/** A line without the emoji or symbol set before it as decoration ("🎁 Пробный период"). */
const bare = (line: string) => line.replace(/\s+/g, " ").trim().replace(/^[\p{Extended_Pictographic}\p{So}\uFE0F\u200D\s]+(?=\p{L})/u, "");

/**
 * Round 92d: the trial's length set before its name, "14-Day Trial", "7-day free trial" — the name
 * the card's title slot shows, where a ribbon over it says only "Trial" (plans-page.ts passes over
 * a badge's line first). English only: the form seen on the development pages; a length written
 * after the word ("Essai de 14 jours") is a trial's terms, left to round 52f.
 */
const LENGTH_LEAD = /^\d{1,3}[-\s]?days?[-\s]+(?=\p{L})/iu;

/** The trial's name when one of a card's first two lines is a trial's name alone ("Free Trial", "Trial", "14-Day Trial"), else null. */
export function trialCardName(opening: readonly string[]): string | null {
  for (const line of opening.slice(0, 2)) {
    // (Its zero may open the line, set beside the name: "$0 Free Trial".)
    const t = bare(line.replace(ZERO_LEAD, "")).replace(/[:.]$/, "");
    if (t.length <= 30 && (TRIAL_NAME.test(t) || TRIAL_NAME.test(t.replace(LENGTH_LEAD, "")))) return t;
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

/*
 * A card at zero that opens as a trial is a trial's card, not a free tier (issue 25, round 52 part
 * f). README "Conventions": a trial with a card of its own among the plan cards ("Free Trial — $0 —
 * 7 days") is listed as a plan at 0 with `free: false`, and gives the page no free tier. The card
 * reader took every card at zero for a free plan, so such a card alone said the page had a free
 * tier: on the development waves on this machine (8–12, 30–44) seven pages with no free tier were
 * read so, on seven sites in seven waves ("Découverte 0 FCFA / 3 jours d'essai", "$0 Free Trial",
 * "Free / Trial — $0 · 3-day trial", "Kostenlos — Probieren Sie für 14 Tage …", "Trial — Free — One
 * month", …), and no page with a free tier has such an opening on its free card.
 *
 * Read in the card's opening only (its name, tagline and price, up to its first bullet:
 * plans-page.ts `readCard`): a bullet "7-day trial" among a free card's allowances, or a feature
 * that mentions a trial of another plan, says nothing of the card. A free card that says it lasts
 * ("Free forever", "0 $ pour toujours") is a free tier whatever else its opening says ("forever,
 * no trial needed"); so is a zero that states its period ("$0/mes" over "Perfecto para probar el
 * servicio", a free plan's tagline with a trial verb): a price by the month is a plan's, and the
 * card reader keeps it free (plans-page.ts: the period `billingAfter` reads on the zero's own line;
 * an allowance "25 AI credits / mo" further down is no period of the price).
 */

/**
 * Whether a zero-priced card's opening makes it a trial: a trial word of the free-word table, or a
 * trial's length the card reader found there (`lengthStated`: "3-day trial", "14 Tage … testen"),
 * and no lasting word.
 */
export function opensAsTrial(opening: string, lengthStated: boolean): boolean {
  if (FOREVER_WORD.test(opening)) return false;
  return lengthStated || TRIAL_WORD.test(opening);
}

/*
 * Round 92, part c: a free card whose call to action is a trial's ("Download Trial") while the
 * group's other cards close on other actions ("Add to cart", "Buy") is a trial's card, also when its
 * opening says nothing of one: the licence a plug-in or desktop app hands out at £0 for a month,
 * its bullets saying only what it may be used for. A button every card shares ("Start free trial"
 * under Free, Pro and Enterprise alike) is the site's one call to action and says nothing of the
 * free card; nor does a trial button on a card that says it lasts ("Free forever").
 *
 * The button is the card's last line, short, after everything the card lists.
 */

/** The card's closing line when it is a short call to action naming a trial, else null. */
function closesAsTrial(lines: readonly string[]): string | null {
  const last = lines.length >= 3 ? bare(lines[lines.length - 1]!) : "";
  if (!last || last.length > 30 || !TRIAL_WORD.test(last)) return null;
  return lines.some((l) => FOREVER_WORD.test(l)) ? null : last;
}

/** The index of the one free card of a group of two or more that alone closes on a trial's button, else null. */
export function trialCloser(cards: readonly { free: boolean; lines: readonly string[] }[]): number | null {
  if (cards.length < 2) return null;
  const closing = cards.map((c) => closesAsTrial(c.lines) !== null);
  const i = closing.indexOf(true);
  if (i < 0 || closing.lastIndexOf(true) !== i || !cards[i]!.free) return null;
  return i;
}

/*
 * Round 111i: a card at zero whose own name holds a trial word beside a qualifier ("Developer
 * Trial", "Team trial", "Prueba Pro") and whose opening states how many days it runs ("Testing only
 * (7 days)", "14 days") is a trial's card, also when its zero carries the grid's period ("₹0/month"
 * set as every card's price is). The name alone is no proof (round 52c reads a name that is only a
 * trial word, `trialCardName`), nor a tagline's trial verb beside "$0/mes" ("Perfecto para probar":
 * a free plan's pitch): the card names itself a trial and limits itself in days. A lasting word
 * ("forever") keeps it free.
 */

/** Whether a zero-priced card named `name` with this opening is a trial: a trial word in its name, a count of days in its opening, no lasting word. */
export function namedTrialForDays(name: string, opening: string): boolean {
  if (name.length > 40 || !TRIAL_WORD.test(name)) return false;
  return dayCount(opening) !== null && !FOREVER_WORD.test(opening);
}
