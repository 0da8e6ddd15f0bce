/**
 * Signals of a plan name's shape for the confidence model (round 38, part d; docs/intel.md,
 * "Round 38, part d").
 *
 * A card's tagline — the line that says whom the plan suits ("Best for small businesses", "Ideal
 * para equipes", "Most common") or that the site recommends it ("Acme recommends") — is read as the
 * plan's name when the real name sits where no name reader looks. On development (waves 8–12,
 * 14–32) such names were 8 plans read wrong or invented on 6 sites of 5 waves and never a plan read
 * exact, yet six of them were reported: the signals the model had (a long name, sentence case) fire
 * as often on the long service names of price lists read right. What marks a tagline is its
 * opening — a suitability phrase or an audience preposition — which names a plan's buyer, not the
 * plan; so the table is of those openings in the languages the engine reads, not of one site's words.
 */

/** A suitability or recommendation opening: "best for", "ideal para", "parfait pour", "ideal für", "best choice". */
const SUITS =
  /^(?:(?:best|ideal|perfect|great|good|made|built|designed|recommended)\s+(?:for|choice)|(?:ideal|perfect[oa]|recomendad[oa]|pensad[oa]|indicad[oa])\s+para|(?:idéal|idéale|parfait|parfaite|conçu|conçue|recommandé|recommandée)\s+pour|(?:ideale|perfett[oa]|pensat[oa]|consigliat[oa])\s+per|(?:ideal|perfekt|empfohlen|gemacht)\s+für)(?:\s|$)/iu;
/** "Most common", "Best value": a superlative and one word, the whole name — a ribbon, not a tier. */
const SUPERLATIVE = /^(?:most|best)\s+\p{L}+$/iu;
/** "Acme recommends": the site speaking of the plan. */
const RECOMMENDS = /\s(?:recommends|empfiehlt|recommande|recomienda|recomenda|consiglia)$/iu;
/** An audience preposition opening a name of three or more words ("For growing teams", "Para consultores e canais"); not
 * "per", which opens a unit in English ("Per day"). */
const AUDIENCE = /^(?:for|para|pour|für)\s/iu;

/** Whether a plan's name reads as a card's tagline (whom it suits, that the site recommends it) rather than a name. */
export function taglineName(name: string): boolean {
  const n = name.trim().replace(/\s+/g, " ");
  if (SUITS.test(n) || SUPERLATIVE.test(n) || RECOMMENDS.test(n)) return true;
  return AUDIENCE.test(n) && n.split(" ").length >= 3;
}
