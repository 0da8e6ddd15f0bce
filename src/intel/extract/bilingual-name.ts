/**
 * Round 90i: a plan's name said twice on a bilingual card, once in Arabic script and once in Latin
 * letters ("مجاني Free", "لايت Lite", "Pro برو"): Gulf and Levant sites set the two side by side in
 * one name slot (two spans, one per language), and the text reads them as one line. Either half
 * names the plan; the Latin one is the name the site's English readers and the API's consumers
 * compare across pages (the corpus records it so), so it is taken. Only a whole line split cleanly
 * in two: every word of one half in Arabic script, every word of the other in Latin letters, the
 * Latin half one to three words. A name that mixes them otherwise stays as printed.
 */
const ARABIC = String.raw`[\p{Script=Arabic}\u200c\u200f\u200e]+`;
const LATIN = String.raw`[\p{Script=Latin}][\p{Script=Latin}\d+&.'’-]*`;
const LATIN_HALF = String.raw`(${LATIN}(?:\s${LATIN}){0,2})`;
const ARABIC_HALF = String.raw`${ARABIC}(?:\s${ARABIC}){0,3}`;
const ARABIC_FIRST = new RegExp(String.raw`^${ARABIC_HALF}\s*[/|·-]?\s*${LATIN_HALF}$`, "u");
const LATIN_FIRST = new RegExp(String.raw`^${LATIN_HALF}\s*[/|·-]?\s*${ARABIC_HALF}$`, "u");

/** The Latin half of a name said in Arabic and Latin letters, else the name as it stands. */
export function latinHalf(name: string): string {
  const m = ARABIC_FIRST.exec(name) ?? LATIN_FIRST.exec(name);
  return m ? m[1]! : name;
}
