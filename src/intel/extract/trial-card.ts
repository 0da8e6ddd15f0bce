/**
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
import { FOREVER_WORD_ALTERNATIVES, TRIAL_WORD } from "./free-words.ts";

const FOREVER = new RegExp(`(?<![\\p{L}\\p{N}])(?:${FOREVER_WORD_ALTERNATIVES})(?![\\p{L}\\p{N}])`, "iu");

/**
 * Whether a zero-priced card's opening makes it a trial: a trial word of the free-word table, or a
 * trial's length the card reader found there (`lengthStated`: "3-day trial", "14 Tage … testen"),
 * and no lasting word.
 */
export function opensAsTrial(opening: string, lengthStated: boolean): boolean {
  if (FOREVER.test(opening)) return false;
  return lengthStated || TRIAL_WORD.test(opening);
}
