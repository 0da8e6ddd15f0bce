/**
 * Numbers written in other scripts' digits, folded to ASCII as the page is decoded.
 *
 * Arabic pages in Egypt and the Gulf write prices in Arabic-Indic digits ("٤٥ ج.م /شهر"), Persian
 * pages in Extended Arabic-Indic ones ("۱,۰۰۰,۰۰۰ تومان /ماه"), Bangladeshi and Indian pages
 * sometimes in Bengali or Devanagari digits. Every reader of the engine (prices, limits, periods,
 * trial days) looks for ASCII digits, so such a page read no number at all (round 26, part c
 * counted it among the pages read not at all). A digit is the same number in any script, so the
 * fold is done once, where text is decoded — like an entity — and not in each reader. The Arabic
 * decimal and thousands separators and the Arabic percent sign go with them.
 */

/** Any character the fold changes: the test that keeps the common case (no such character) free. */
const FOREIGN_DIGIT = /[\u0660-\u066c\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef]/;
const FOREIGN_DIGITS = new RegExp(FOREIGN_DIGIT.source, "g");

/** The zero of each decimal script folded; the separators apart. */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6];
const SEPARATORS: Record<string, string> = { "\u066a": "%", "\u066b": ".", "\u066c": "," };

function fold(ch: string): string {
  const sep = SEPARATORS[ch];
  if (sep !== undefined) return sep;
  const code = ch.charCodeAt(0);
  for (const zero of ZEROS) if (code >= zero && code <= zero + 9) return String.fromCharCode(0x30 + code - zero);
  return ch;
}

/** `text` with every Arabic-Indic, Persian, Devanagari and Bengali digit written as an ASCII digit. */
export function foldDigits(text: string): string {
  return FOREIGN_DIGIT.test(text) ? text.replace(FOREIGN_DIGITS, fold) : text;
}
