/**
 * A ladder of prices written from one template (issue 25, round 31, part i; docs/intel.md,
 * "Round 31, part i").
 *
 * The confidence model withholds tier cards whose price says nothing but the amount ("$150",
 * "₹ 55,000", "11,200円"), or says it in a way the text reader cannot pair with the name: such
 * cards share the signals of a grid's invented plans (an inferred period, no period in the price,
 * no text line for the name). What a set of tiers has and those plans mostly lack is the shape of
 * the set: three or more prices written the same way, digits aside ("$150" / "$200" / "$250"),
 * climbing in the order the page shows them, each under its own short name. A page's headings,
 * services or add-ons read as plans are as often priced in another shape, in no order, or named by
 * a description. The site's `prices_ascend` says only that every price climbs, whatever its shape
 * and name; this asks for the one template.
 *
 * Guards: names of **four words or more** are descriptions (a consultation, a room, "Basic Start
 * for free" — a call to action glued to each name), as in name-ladder.ts; names must be distinct
 * (one set read twice is no ladder).
 */

/** The fields of a plan this reads. */
export interface LadderPlan {
  name: string;
  amount: number | null;
  price_text: string;
}

const MIN_RUNGS = 3;
const MAX_WORDS = 3;

/**
 * The price as written with its amount taken out: every number (digits with their group and
 * decimal marks, "1.190", "69 000", "25,99") one "#"; lowercased, spaces collapsed. Linear: each
 * step of the repetition consumes a "#" (runs of digits are one "#" after the first pass).
 */
export function priceTemplate(text: string): string {
  return text
    .replace(/\d+/g, "#")
    .replace(/#(?:[.,'\s]?#)*/g, "#")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

const words = (name: string) => name.trim().split(/\s+/).filter(Boolean).length;

/**
 * Whether `plan` is one rung of a ladder among the site's plans `all` (which include it, in page
 * order): the priced plans whose price has its template are three or more, under distinct names of
 * at most three words, and their amounts climb strictly in the order shown.
 */
export function inPriceLadder(plan: LadderPlan, all: readonly LadderPlan[]): boolean {
  if (plan.amount === null || plan.amount <= 0) return false;
  const template = priceTemplate(plan.price_text);
  if (!template.includes("#")) return false;
  const rungs = all.filter((x) => x.amount !== null && x.amount > 0 && priceTemplate(x.price_text) === template);
  if (rungs.length < MIN_RUNGS || !rungs.includes(plan)) return false;
  if (rungs.some((x) => words(x.name) > MAX_WORDS)) return false;
  if (new Set(rungs.map((x) => x.name.trim().toLowerCase())).size !== rungs.length) return false;
  return rungs.every((x, i) => i === 0 || x.amount! > rungs[i - 1]!.amount!);
}
