/**
 * Number groupings the money reader takes by their shape (round 40, part c).
 *
 * The Indian grouping — lakh and crore — sets a comma after the last three digits and then after
 * every two: "₹1,00,000" (one lakh), "₹12,50,000", "₹2,00,000 per year". The shared thousands form
 * ("1,000,000") needs groups of three, so an Indian figure used to stop at its first two-digit
 * group and read "2,00" — two rupees a year for two lakh (development waves 10, 17 and 34, three
 * sites; held-out round 39's one wrong plan).
 *
 * The shape alone decides it: a first group of one or two digits, one or more groups of exactly
 * two, a last group of exactly three, then no further digit or comma. No other convention writes
 * that — a decimal comma is followed by one or two digits and never by another comma ("12,50 €"),
 * a version number uses dots ("2.0.1"), thousands groups are of three ("1,250,000") — so the
 * shape cannot misread a figure of another kind, whatever the currency, and it is read on every
 * page without asking for the rupee. The value is the digits joined (parseNumber already joins a
 * figure with several commas), and a crore or more (ten million) stays out of reach of
 * parseNumber's ceiling, so it is refused, never misread.
 *
 * Linear over page text: the one repeated group is of fixed width (a comma and two digits).
 */
export const INDIAN_GROUPED = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?(?![\d,])`;

