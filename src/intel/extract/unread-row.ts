/**
 * Round 39, part e (docs/intel.md): one row of a price list whose price the reader cannot read.
 *
 * The list reader (price-list.ts `priceListRows`) refused a whole table when any price cell held a
 * figure it did not read as one price ("a figure not read as a price is another table"): the guard
 * against a timetable or a table of specifications read as prices. Counted on development pages
 * read empty, the tables it refused that way are price lists whose every other row is read — one
 * row priced in two options ("300,000₩ / 500,000₩"), with a number the money reader does not know
 * ("15万円～", a full-width comma), or a price the page's points missed — and one odd row cost the
 * whole list (sites of waves 12, 24 and 25).
 *
 * So one such row is left out instead, when the table is otherwise a list (three or more rows
 * read): what stands for "this column is not prices" is a share of rows, not a single cell. Two or
 * more unread rows, or fewer than three read, keep the table refused as before. A row priced per a
 * unit ("$1.800 – $2.000 por km", "35€ /hlö/vrk") is no odd row but a sign the table prices use or
 * stays by the unit — a usage tariff's look-alike — and keeps the table refused too.
 */

/** A unit after a figure: a slash or a "per" word before a word ("/ km", "por km", "pro Stunde", "за км"). */
const PER_UNIT = /(?:\/|(?<!\p{L})(?:per|por|pro|par|pour|je|za|за|на)\s)\s*\p{L}/iu;

/** Whether a price cell's text (not read as one price) prices by a unit: the row is a rate, not a service. */
export function pricedPerUnit(cell: string): boolean {
  return PER_UNIT.test(cell.slice(0, 200));
}

/**
 * Whether a price list survives its unread rows: none, or exactly one that prices no unit beside
 * three or more rows read.
 */
export function listSurvivesUnread(unread: string[], read: number): boolean {
  if (unread.length === 0) return true;
  return unread.length === 1 && read >= 3 && !pricedPerUnit(unread[0]!);
}
