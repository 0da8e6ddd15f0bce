/**
 * Round 50, part f (docs/intel.md): a page that gives its one price in a sentence names the offer as
 * that sentence's subject — "Sealfie costs 100 Euros per month per user", "MyGahoo Pro 가격은
 * €12입니다", "Gyroflow Toolbox is a one-time payment of USD$9.99", "Semasim App is at 2,99€/month"
 * (counted on development: name then price in one sentence on six sites in five waves). The one
 * price is read by sole-price.ts, which named it after the site ("Sealfie app", the handbook's
 * "MyGahoo Handbook"); the sentence says which product or edition the price is for.
 *
 * Structural, no verb list: the sentence the price stands in (from the line's start or the last
 * full stop before it) opens with the product's own word — the first word of the site's name,
 * case ignored — and the subject is that word and the capitalised words right after it (an
 * edition: "Pro", "App", "Toolbox"), up to four words; it stops at the first word in lower case or
 * in another script ("costs", "is", "가격은"). A sentence that opens with anything else ("The
 * minimum plan is $100/month", "You can start to join my Patreon starting at 5$") names nothing.
 */

/** The product's own word: the site name's first word ("Sealfie app" → "Sealfie"), with a letter in it. */
const productWord = (site: string) => site.trim().split(/\s+/)[0] ?? "";

/** A word that continues a name: capitalised or all caps in the Latin script, or a version ("2", "v2", "II", "X", "+"). */
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{N}+'’.-]*|v?\d+(?:\.\d+)*\+?|\+)$/u;

/** The sentence's subject naming the product or an edition of it, or null (see above). */
export function sentenceSubjectName(text: string, priceIndex: number, site: string): string | null {
  const product = productWord(site);
  if (!/\p{L}/u.test(product)) return null;
  const lineStart = text.lastIndexOf("\n", priceIndex - 1) + 1;
  const before = text.slice(lineStart, priceIndex);
  // The sentence: after the last full stop (a stop, "!" or "?" and a space) before the price.
  const stop = Math.max(before.lastIndexOf(". "), before.lastIndexOf("! "), before.lastIndexOf("? "));
  const sentence = before.slice(stop + 1).trim();
  const words = sentence.split(/\s+/);
  // The price stands in the sentence, not right after the name ("Acme Pro $9" is a line, sole-price's).
  if (words.length < 2) return null;
  const first = words[0]!.replace(/[^\p{L}\p{N}]+$/u, "");
  if (first.toLowerCase() !== product.toLowerCase()) return null;
  // "Acme is free, Acme Pro costs $9": the product named twice before the price is two subjects.
  if (words.slice(1).some((w) => w.replace(/[^\p{L}\p{N}]+$/u, "").toLowerCase() === product.toLowerCase())) return null;
  const name = [first];
  for (const w of words.slice(1)) {
    if (name.length >= 4 || !NAME_WORD.test(w)) break;
    name.push(w);
  }
  // The subject is followed by the sentence's other words: the name is not the whole run before the price.
  if (name.length === words.length) return null;
  return name.join(" ");
}

/**
 * Round 53, part b (docs/intel.md): the one price's own sentence, or the line after it, may call the
 * offer by a kind word — "$500/month is the basic package", "to get the premium package with
 * minimum 5$", "$149 / per year ⏎ We are providing a single license plan". The case and the page
 * name the offer so; the sole reader named it after the product. The name is the word before
 * "plan" or "package" after an article ("the", "a", "our", "single"), with the kind word; a word
 * that says no name ("free", "paid", "minimum", "monthly", "same", "whole" …) is none, and two different
 * names around the price are no name.
 */
const OFFER_PHRASE = /\b(?:the|a|an|our|single)\s+(?:single\s+|one\s+)?([A-Za-z][A-Za-z-]{2,})\s+(plan|package)\b/gi;
const NO_OFFER_NAME = /^(?:free|paid|minimum|maximum|lowest|highest|cheapest|smallest|largest|biggest|only|full|pricing|price|monthly|yearly|annual|same|whole|entire|this|that|right|best|other|current|new|subscription|payment|trial|single|one|custom)$/i;

/** The offer's name in the sentence of its price or the line after ("the basic package"), or null. */
export function offerPhraseName(text: string, priceIndices: readonly number[]): string | null {
  const names = new Set<string>();
  for (const i of priceIndices) {
    const lineStart = text.lastIndexOf("\n", i - 1) + 1;
    let end = text.indexOf("\n", i);
    if (end < 0) end = text.length;
    let next = text.indexOf("\n", end + 1);
    if (next < 0) next = text.length;
    for (const m of text.slice(lineStart, Math.min(next, end + 160)).matchAll(OFFER_PHRASE)) {
      const word = m[1]!;
      if (!NO_OFFER_NAME.test(word)) names.add(`${word[0]!.toUpperCase()}${word.slice(1).toLowerCase()} ${m[2]!.toLowerCase()}`);
    }
  }
  return names.size === 1 ? [...names][0]! : null;
}
