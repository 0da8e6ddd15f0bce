/**
 * Round 18, part c (docs/intel.md): a card that is itself a billing term. "Cloud Annual",
 * "Yearly", "Premium Annuel", "Yıllık Paket" beside a monthly card: the plan is the yearly
 * subscription, and what it charges is its yearly total ("$200 /yr"). The same card usually
 * restates that total by the month ("$16.67/mo · billed annually", "~$2/month", "equivale a
 * 37,50 €/mes", "Soit 2,08€/mois"), and the card reader, which prices a plan by its month,
 * took the restatement for the plan's price. A reader takes the total: the name says which
 * side the card is.
 *
 * The conditions are structural, no page's words: the name holds a year word (not "12
 * months": "12 months · €7.99 per month, billed yearly" is priced by its month on our pages),
 * the total is printed as a price per year ("$200 /yr", not "Billed $468 annually" under
 * "$39/month", where the month is the headline), and the card's month figure is the total's
 * twelfth (within 10%, for "~$2" beside "$25 /year"). A card named yearly that shows only a month
 * price keeps it.
 */

/** A year word inside a plan's name, in the languages of our pages. */
const YEARLY_NAME = /(?<!\p{L})(?:annual|annually|yearly|anual|annuel(?:le)?|annuale|jährlich|jahres\p{L}{0,12}|yıllık|årlig|jaarlijks|roczn\p{L}{0,3})(?!\p{L})/iu;

export const namedYearly = (name: string) => YEARLY_NAME.test(name);

/** A month word inside a name or a heading ("Monthly", "Mensal", "Monatlich"): one billing side (named-sets.ts). */
const MONTHLY_NAME = /(?<!\p{L})(?:monthly|month-to-month|mensal|mensual|mensuel(?:le)?|mensile|monatlich|maandelijks|månedlig|månatlig|miesięczn\p{L}{0,3}|aylık)(?!\p{L})/iu;

export const namedMonthly = (name: string) => MONTHLY_NAME.test(name);

/**
 * The total printed as a price by the year ("$200 /yr", "36 € par an"), not as a billing note
 * under a month price ("$39/month · Billed $468 annually*": the month is the card's price there).
 * The "/year" may open the next line: a card that sets it in a block of its own under the price
 * (round 62b: "$67", a struck "$108", then "/year · ~$5.60/month").
 */
const PRICED_PER_YEAR = /^\s*(?:[\/／]|(?:per|a|an|each|every|par|por|pro|al|all['’])\s)/i;

/**
 * Whether a card named `name`, showing `yearly` (a total per year: its amount and the words after
 * it) and `perMonth` by the month, is the yearly plan priced by its total.
 */
export function yearlyTermCard(name: string, yearly: { amount: number; tail: string } | null, perMonth: number | undefined): boolean {
  if (!yearly || perMonth === undefined || yearly.amount <= 0 || perMonth <= 0) return false;
  return namedYearly(name) && PRICED_PER_YEAR.test(yearly.tail) && Math.abs(perMonth * 12 - yearly.amount) <= yearly.amount * 0.1;
}
