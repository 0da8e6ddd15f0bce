/**
 * Round 86, part e: a label in capitals over a title that is a phrase. Cards of a hand-written
 * page set the tier in a small label of capitals ("AI START", "TEAM") and under it a large heading
 * that says who or what the tier is for ("Za začetek" — for a start; "For growing shops"): the
 * heading read as the name and the label, in no kicker's or label's class, was passed over (a
 * Slovenian page of wave 79 read three plans by their taglines). Round 19a already lets a CLASSED
 * label name the card over a title that reads as a tagline (kickerAbove); this lets the label's
 * own shape stand for the class, but only where the title is plainly no name:
 *   - the label is set in capitals (every cased letter upper-case, two letters at least) — how
 *     pages draw an eyebrow or a tier's label — and is the card's first text, a leaf element;
 *   - the title opens with a preposition meaning "for" (or the Italian and Slavic "per", "za")
 *     and goes on with a word: a phrase about an audience or a purpose, never a tier's name
 *     (tagline-words.ts `purposeTitle`, beside the audience taglines' own "for" words).
 * Linear: one bounded letter test; no nested quantifier.
 */

/** Whether a label's words are set in capitals: two letters or more, none of them lower-case. */
export function capitalsLabel(text: string): boolean {
  const t = text.trim();
  if (t.length > 40 || /\p{Ll}/u.test(t)) return false;
  return (t.match(/\p{Lu}/gu) ?? []).length >= 2;
}
