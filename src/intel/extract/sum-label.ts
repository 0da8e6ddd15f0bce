/**
 * Round 112d: a worked sum's or a saving's label is never a plan's name.
 *
 * A pricing page often works a figure out for the visitor beside its plans: a breakdown of what the
 * first year costs ("Total upfront fee (12 mo bookkeeping) $1,188", "Total savings in first year
 * $744"), a stat card of what customers save ("Average savings 317 €" over "per statement"), a
 * running tally ("Accumulated savings (month)"). Each is a short label over a figure, shaped like a
 * card's name over its price, and the raw reading took it for a plan. The name picker refused such a
 * label only as a whole line of TOTAL_LABEL's words ("Total", "Your savings", "You save"); a label
 * that says more — a qualifier ("average", "estimated", "real", "total"), what is summed ("upfront
 * fee", "in first year") — went through. Counted on development (waves 60–107, the raw reading,
 * session 46): such labels read as plans on a bookkeeping service's first-year breakdown, a tenant
 * service's stat card of the average saving, and (at an earlier version) a receptionist service's
 * running tally of savings, read as its free plan.
 *
 * So a card whose name (as the picker reads it) is, in any language the tables below know, one of
 * these reads no plan (plans-page.ts readCard) — not a name from its next line:
 *  - a total of money with what is summed: "Total" (or "Grand total", "Subtotal", "Estimated
 *    total") followed by at most two words and a money noun ("Total upfront fee", "Total cost of
 *    ownership", "Total savings in first year") — not "Total" as an edition's word ("Total
 *    Security", "Plan Galope Total");
 *  - a saving, the saving word opening the label with more words after it ("Savings in first year",
 *    "Ahorro real acumulado (mes)": lower case, a bracket or a figure next, not "Savings Plus"), or
 *    after a qualifier or a possessive ("Average savings", "Durchschnittliche Ersparnis", "Ihre
 *    Ersparnis", "Votre économie") — not a plan that carries the word after a plan word ("Tarifa
 *    Ahorro", "Plan Ahorro") nor "Saver".
 * Run on each card's name only (a short line): three anchored regexes, no nested quantifiers.
 */

/** "Total", "Grand total", "Subtotal" then up to two words, then a money noun (and anything after). */
const TOTAL_OF_MONEY =
  /^(?:(?:grand|estimated|your)\s+)?(?:sub-?)?total\s+(?:[\p{L}-]+\s+){0,2}?(?:fees?|costs?|price|prices|savings?|amount|charges?|spend(?:ing)?|investment|payment|paid|due|bill)(?=$|[\s(:,.])/iu;

/** The saving words (nouns) by language that open a label of their own ("Savings in first year", "Ahorro real acumulado"). */
const SAVING_WORD = "(?:savings|ersparnis|einsparung(?:en)?|ahorros?|économies|risparmio|risparmi|besparing(?:en)?|besparelse|oszczędność|oszczędności|úspora|экономия|економія|节省|節約額|节约)";
/** The same, and the words that mean a saving only after a qualifier ("Votre économie", "Sua economia"). */
const SAVING_AFTER = "(?:savings?|ersparnis|einsparung(?:en)?|ahorros?|économies?|econom[ií]as?|risparmio|risparmi|poupança|besparing(?:en)?|besparelse|oszczędność|oszczędności|úspora|экономия|економія|节省|節約額|节约)";
/** A qualifier or possessive before a saving word ("Average savings", "Durchschnittliche Ersparnis", "Votre économie"). */
const SAVING_QUALIFIER =
  "(?:average|avg\\.?|estimated|typical|potential|real|annual|yearly|monthly|total|your|durchschnittliche|geschätzte|jährliche|monatliche|ihre|deine|tu|su|votre|vos|moyenne|la|il|sua|tua|gemiddelde|jouw|uw|średnia|twoja|средняя|ваша)";
/** Up to two qualifiers then a saving word. */
const QUALIFIED_SAVING = new RegExp(`^(?:${SAVING_QUALIFIER}\\s+){1,2}${SAVING_AFTER}(?=$|[\\s(:,.])`, "iu");
/** A saving word then more words; the next character is tested apart (case-sensitively). */
const SAVING_FIRST = new RegExp(`^${SAVING_WORD}\\s+(\\S)`, "iu");
/** What follows a saving word in a label: a word in lower case, a bracket or a figure ("Savings in first year", "Ahorro (mes)") — not a plan's capitalised word ("Savings Plus"). */
const LABEL_GOES_ON = /[\p{Ll}(\d]/u;

/** Whether `name` (a candidate plan name, one line) is a worked sum's or a saving's label. */
export function sumOrSavingLabel(name: string): boolean {
  const t = name.replace(/\s+/g, " ").trim();
  if (t.length < 5 || t.length > 80) return false;
  if (TOTAL_OF_MONEY.test(t) || QUALIFIED_SAVING.test(t)) return true;
  const m = SAVING_FIRST.exec(t);
  return m !== null && LABEL_GOES_ON.test(m[1]!);
}
