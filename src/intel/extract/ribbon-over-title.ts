/**
 * A badge over a card's title is a ribbon, not the plan's name (issue 25, round 32 part b).
 *
 * Round 19a let a short label above a card's title name the card when the title reads as a
 * tagline or the product's name ("PRO" over "Subtitles into production"), the label in a
 * kicker's, a label's or a badge's class. Counted on development, the badge's class misnamed
 * cards of grids read otherwise right: each card carries a ribbon ("Minimum Package" / "Most
 * Popular" / "Premium", "Első lépés", "Asas") in a `badge` or `tag` element above a title that is
 * the plan's name, only set apart from a tier's name by the other clues of 19a — one long word
 * ("Pay-Per-Appointment"), the product's name ("SmartHibah Direct"), a two-word name with a
 * lower-case word ("START konzultáció"). The card was read under its ribbon: an invented plan
 * and a missed one. A badge is set on a card to sell it, so it names the card only over a title
 * that is plainly a sentence (three words or more, one after the first in lower case: "Every van
 * on one map"); an element in a kicker's or a label's class keeps 19a's reading.
 */
import { BADGE_CLASS } from "./name-badge.ts";

/** A kicker's or a tier label's class: the classes that set a tier's name above a tagline. */
const TIER_LABEL_CLASS = /(?:^|[\s_-])(?:kicker|eyebrow|overline|label|tier|tier-?label|plan-?label|plan-?tag)(?:$|[\s_-])/i;

/** True when `cls` marks a ribbon set on a card (a badge, pill, tag…) and not a tier's label. */
export function ribbonClass(cls: string): boolean {
  return BADGE_CLASS.test(cls) && !TIER_LABEL_CLASS.test(cls);
}

/** Whether a ribbon above a card's title may name the card: the title is a sentence, not a name. */
export function ribbonMayName(title: string): boolean {
  const words = title.trim().split(/\s+/);
  return words.length >= 3 && words.slice(1).some((w) => /^\p{Ll}/u.test(w));
}
