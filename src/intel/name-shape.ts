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
 * plan. The audience openings are the name reader's own table (tagline-words.ts, round 38b: written
 * once); the name reader refuses such a line where it reads a card's title, and this signal doubts
 * the names that reach a plan by the other readers (tables, lists, structured data). Added here:
 * the shapes of a recommendation, which the name reader leaves alone.
 */
import { audienceTagline } from "./extract/tagline-words.ts";

/** A recommendation or a choice: "Recomendado para …", "empfohlen für …", "Best choice". */
const RECOMMENDED =
  /^(?:(?:best|ideal|perfect|great|good|made|built|designed|recommended)\s+(?:for|choice)|(?:recomendad[oa])\s+para|(?:recommandée?)\s+pour|(?:consigliat[oa])\s+per|empfohlen\s+für)(?:\s|$)/iu;
/** "Most common", "Best value": a superlative and one word, the whole name — a ribbon, not a tier. */
const SUPERLATIVE = /^(?:most|best)\s+\p{L}+$/iu;
/** "Acme recommends": the site speaking of the plan. */
const RECOMMENDS = /\s(?:recommends|empfiehlt|recommande|recomienda|recomenda|consiglia)$/iu;

/** Whether a plan's name reads as a card's tagline (whom it suits, that the site recommends it) rather than a name. */
export function taglineName(name: string): boolean {
  const n = name.trim().replace(/\s+/g, " ");
  return audienceTagline(n) || RECOMMENDED.test(n) || SUPERLATIVE.test(n) || RECOMMENDS.test(n);
}
