/**
 * A badge's words set in an element of their own after a plan's name (issue 25, round 31 part a).
 *
 * Cards and table cells put a status or a call to action beside the name, in a pill of its own:
 * `<span>Pro</span><span style="border-radius:999px">Coming soon</span>`, "Enterprise" beside a
 * "Contact us" pill. The page's text joins them ("Pro Coming soon") and the name read became a
 * plan of its own beside the missed one. The class of such a pill often says nothing (inline
 * styles), so its words do: the pill's whole text is one of these status or action phrases. A
 * phrase typed into the name's own text ("New Patient", "Team Plus") is not an element of its
 * own and stays; a name that is only the phrase ("Beta") stays too (the caller keeps a name).
 * Round 33 part d: the account's state ("Current", "Your plan") is such a pill too.
 */
export const BADGE_PHRASE =
  /^(?:coming soon|soon|new|beta|popular|most popular|best|best value|best seller|recommended|hot|current|current plan|your plan|contact us|contact sales|talk to sales|em breve|próximamente|bientôt|prochainement|demnächst|in arrivo|binnenkort|neu|nuevo|novo|nouveau|empfohlen|recomendad[oa]|recommandée?|consigliat[oa]|beliebt|populaire|popolare)$/i;

/** A class that marks a badge, pill or ribbon set on a card ("badge", "planx-pill", "ribbon-top"). */
export const BADGE_CLASS = /(?:^|[\s_-])(?:badge|pill|ribbon|chip|tag|flag|sticker)(?:$|[\s_-])/i;

/**
 * Round 92d: the same class written in camelCase, as CSS modules and component libraries name
 * their parts ("mcpPricingBadge", "planCardRibbon", "PricingCard_popularBadge__x1"): the badge's word
 * closes a word of the class, after a lower-case letter, in its capital form. Only the three words
 * that mean nothing but a ribbon ("Tag", "Flag", "Chip" close many other names: "priceTag").
 */
const CAMEL_BADGE_CLASS = /\p{Ll}(?:Badge|Pill|Ribbon)(?=$|[\s_-]|\p{Lu})/u;

/** True when `cls` marks a badge, pill or ribbon, in either way of writing a class (above). */
export function badgeClass(cls: string): boolean {
  return BADGE_CLASS.test(cls) || CAMEL_BADGE_CLASS.test(cls);
}

/** True when `words` (an element's whole text) is a badge's phrase. */
export function badgePhrase(words: string): boolean {
  return words.length <= 20 && BADGE_PHRASE.test(words.replace(/\s+/g, " ").trim());
}
