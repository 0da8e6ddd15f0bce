/**
 * "Paid once" in the languages whose month and year the period table (period-words.ts) already
 * reads but whose one-time word it lacked (round 34, part d; docs/intel.md). Counted on
 * development: three sites print the card's price followed by such a word — "95€ еднократно"
 * (Bulgarian), "4,99€ εφάπαξ" (Greek), "ชำระครั้งเดียว" (Thai, "paid once") — and the price
 * then took the next line's period ("/год." of a renewal fee: a one-time card reported yearly).
 * The cause is the table, not the page: each language the engine knows should say "once" as it
 * says "a month", so the words are written for every such language, not only the three seen.
 *
 * Only words that mean a single payment wherever they stand after a price. Not a count of uses
 * (Korean "1회", "once a week"), not "lifetime" alone (a licence's term, money.ts reads it with
 * its noun), not "forever" (a free plan's). Thai writes no spaces, so its words carry the verb
 * ("ชำระ", "จ่าย": pay) that opens a word after a space or a price. Merged into the table's
 * `once` words (period-words.ts); every entry is a fixed word: the built regex stays linear.
 */
export const MORE_ONCE_WORDS: Record<string, readonly string[]> = {
  // Bulgarian: "еднократно", "еднократна такса", "еднократно плащане".
  bg: ["еднократно", "еднократна", "еднократен", "еднократно плащане", "еднократна такса"],
  // Serbian, Croatian, Bosnian (Latin and Cyrillic), Slovenian.
  sh: ["jednokratno", "jednokratna", "jednokratni", "jednokratno plaćanje", "jednokratna uplata", "jednokratna naknada", "једнократно", "једнократна", "enkratno", "enkratno plačilo", "enkratni"],
  // Greek: "εφάπαξ" (a lump sum, once), "μία φορά" after a payment word.
  el: ["εφάπαξ", "πληρώνεις μία φορά", "πληρωμή μία φορά"],
  // Thai: "ชำระครั้งเดียว", "จ่ายครั้งเดียว" (pay once).
  th: ["ชำระครั้งเดียว", "จ่ายครั้งเดียว"],
  // Lithuanian, Latvian, Estonian.
  baltic: ["vienkartinis", "vienkartinė", "vienkartinė įmoka", "vienkartinis mokestis", "vienreizējs", "vienreizēja", "vienreizēja maksa", "vienreizējs maksājums", "ühekordne", "ühekordne makse", "ühekordne tasu"],
  // Hebrew: "חד פעמי" / "חד-פעמי" (one-time), "תשלום חד פעמי".
  he: ["חד פעמי", "חד-פעמי", "תשלום חד פעמי"],
  // Vietnamese: "thanh toán một lần", "trả một lần", "mua một lần" (pay, buy once).
  vi: ["thanh toán một lần", "trả một lần", "mua một lần"],
  // Korean: "일시불" (a lump sum).
  ko: ["일시불"],
  // Slovak and Polish adjective forms beside the table's adverbs: "jednorazová platba", "cena jednorazowa".
  west_slavic: ["jednorazová", "jednorazový", "jednorazowa", "jednorazowy"],
};

/** The stems the new words open with, for period-words.ts's substring pre-check (`onceWordIn`). */
export const MORE_ONCE_STEMS = ["еднократ", "jednokrat", "једнократ", "enkrat", "εφάπαξ", "πληρ", "ครั้งเดียว", "vienkart", "vienreiz", "ühekord", "חד", "một lần", "일시불", "jednoraz"];
