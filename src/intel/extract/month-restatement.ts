/**
 * Round 82, part f (docs/intel.md): a yearly price with its per-month equivalent beside it.
 * "6 900 € HT/an" over "soit 575 €/mois", "$18 /year" over "i.e. $1.50/month", "₺8.900 / yıl
 * (≈ ₺742 / ay)": the plan is sold by the year and the month figure is only the year's total
 * divided for comparison — no one can pay it month by month. The card reader, which prices a plan
 * by its month, took the equivalent for a monthly price and reported "575 EUR /month".
 *
 * What says "equivalent" is the word just before the month figure ("soit", "i.e.", "that's",
 * "equivalent to", "≈", and kin in the languages of our pages), together with the arithmetic: the
 * month figure is the twelfth of a price the same card states per year (within 3%, for the
 * rounding of "1 242" beside "14 900"). A month price with no such word ("$8/mo, billed $96
 * yearly") is a billing side and stays; so does an equivalent of another figure.
 */

/**
 * The words that announce a restatement, at the end of the text before the month figure, an
 * adverb such as "only" or "about" allowed after them. Each alternative is a fixed word: linear.
 */
const RESTATED_BEFORE = new RegExp(
  "(?:(?<!\\p{L})(?:soit|i\\.\\s?e\\.?|that['’]s|that is|which is|which comes to|works out (?:to|at)|equivalent to|equal to|equals|" +
    "l['’]équivalent de|équivalent à|equivale a|equivalente a|o sea|es decir|ou seja|entspricht|das sind|cioè|pari a|dat is|oftewel|czyli)" +
    "|[≈~])[\\s:,(]*(?:(?:only|just|about|around|approx\\.?|roughly|seulement|juste|environ|env\\.|solo|sólo|apenas|nur|ca\\.|circa|tylko)\\s*)?[~≈]?\\s*$",
  "iu",
);

/** The text before a price ends with a restatement word ("— soit ", "(≈ ", "That's only "). */
export const restatedBefore = (before: string) => RESTATED_BEFORE.test(before.slice(-40));

/** Whether `month` is the twelfth of `year` (within 3%: "1 242" for "14 900", "≈ 742" for "8.900"). */
export const twelfthOf = (month: number, year: number) => month > 0 && year > 0 && Math.abs(month * 12 - year) <= year * 0.03;

export interface RestatementPoint {
  amount: number;
  currency: string;
  before: string;
  period: string | null;
  struck: boolean;
}

/**
 * The indexes of the month figures that restate a yearly price of the same card: each after a
 * restatement word, by the month, the twelfth of a price the card states per year in its currency.
 */
export function monthRestatements(points: readonly RestatementPoint[]): Set<number> {
  const years = points.filter((p) => !p.struck && p.period === "year");
  const out = new Set<number>();
  if (years.length === 0) return out;
  points.forEach((p, i) => {
    if (p.struck || p.period !== "month" || !restatedBefore(p.before)) return;
    if (years.some((y) => y.currency === p.currency && twelfthOf(p.amount, y.amount))) out.add(i);
  });
  return out;
}
