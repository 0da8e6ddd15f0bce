/**
 * The dollar signs written with a prefix that names their country ("NT$ 1,200", "HK$88", "N$150"),
 * each read as its own currency before the bare "$" is (round 39, part b; docs/intel.md).
 *
 * findPrices reads a sign where it starts: "NT$299" matches "NT$" at the "N", and the bare "$" is
 * never tried inside it (a "$" after a letter is no bare "$"). A prefix missing from the table was
 * therefore no US dollar but no price at all: "RD$ 500" or "N$ 150" read nothing. The table names
 * every prefixed dollar in use, so a page priced in one of them is read in its money; every entry
 * ends in "$", so none is the start of another and the order of the table cannot change a reading.
 * A sign glued to a word ("SUN$") or standing without a figure ("in R$") is no price: the money
 * reader asks for no letter before the sign and a number after it.
 */
export const PREFIXED_DOLLARS: readonly [string, string][] = [
  // A code glued to the dollar sign ("USD$9.99", "CAD$20"): the code settles which dollar (round 19c).
  ["USD$", "USD"], ["CAD$", "CAD"], ["AUD$", "AUD"], ["NZD$", "NZD"], ["SGD$", "SGD"],
  ["US$", "USD"], ["CA$", "CAD"], ["C$", "CAD"], ["AU$", "AUD"], ["A$", "AUD"], ["NZ$", "NZD"],
  ["R$", "BRL"], ["S$", "SGD"], ["SG$", "SGD"], ["HK$", "HKD"], ["MX$", "MXN"], ["Mex$", "MXN"],
  ["NT$", "TWD"], ["RD$", "DOP"], ["N$", "NAD"],
];
