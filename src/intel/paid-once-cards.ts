/**
 * A whole grid of cards each sold once, on a page that states no period anywhere, every card
 * confirmed by the text reader (round 90, part c; docs/intel.md, "Round 90, part c").
 *
 * A page that sells a few things once — sound packs, licences, a "pay what a drink costs" row of
 * prices for one download — shows them as a grid of cards, each a name and a bare price, and says
 * nothing of a recurrence anywhere: by the corpus's convention (round 22b) each is paid once, and
 * the engine infers so (defaultPeriod). Round 25b counted such inferences on pages that state no
 * recurrence: where the name and the amount were read right, the period was right every time (52
 * of 52 on 17 sites). The confidence model still counts the missing period twice —
 * `period_inferred` and `grid_period_unstated`, fitted to catch a priced add-on, a one-off service
 * or a calculator's figure standing beside a grid of plans — and a grid paid once through and
 * through sits just under the threshold (0.62–0.73 on development), while the same prices read as a
 * table's rows are trusted (`table_one_time`, round 27c).
 *
 * So what is left to doubt is the name and the amount, and the second reader settles those: every
 * card of a grid (card origin, on a pricing page, one set size, consecutive: the blocks
 * two-sided-cards.ts reads, or one run of eight cards and more, whose size the signal caps) is
 * priced, paid once by inference on a quiet page (`Assessed.quietPage`), found by the text reader
 * under its name with that same price (`agrees`), named neither as a sentence nor as a tagline, at
 * an amount no other plan of the site shares, on a page of one currency, with no struck price —
 * three cards at least. Then its doubted cards are reported.
 * Left withheld: a paid-once card beside cards billed otherwise (an add-on), a grid on a page that
 * speaks of a recurrence somewhere (its one-time period is then the engine's guess, not the page's
 * silence), a grid with a card the text reader cannot find or finds at another price (a heading or
 * a calculator read as a card), a pair (too few to be a list), prices repeated across the site (a
 * bank-transfer box restating the one licence price).
 * On development (waves 45–82) the rule reports 15 such cards, all read exact (a twelve-card
 * drink-priced download, three flight-simulator sound packs); no wrong or invented card of the raw
 * reading meets it, nor does any with the text condition or the three-card floor dropped.
 */
import type { Assessed } from "./confidence.ts";
import { cardGrids } from "./card-grids.ts";

/** Whether a plan is a paid-once card the text reader confirms (its own fields and signals only). */
function confirmedPaidOnceCard(a: Assessed): boolean {
  const p = a.plan;
  const s = a.signals;
  if (!(s.in_card_grid === 1 && s.on_pricing_page === 1 && s.currencies_on_page === 0)) return false;
  if (p.amount === null || p.amount <= 0 || p.period !== "one_time" || s.period_inferred !== 1 || a.quietPage !== true) return false;
  if (s.struck_price === 1 || s.same_amount_twice === 1 || s.name_sentence_case === 1 || s.name_tagline === 1) return false;
  return a.text?.verdict === "agrees";
}

/** The doubted cards of wholly paid-once, text-confirmed grids that `sure` should also hold, by the rule above. */
export function paidOnceCards(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>): Assessed[] {
  const out: Assessed[] = [];
  for (const grid of cardGrids(assessed, true)) {
    if (grid.length < 3 || !grid.every(confirmedPaidOnceCard)) continue;
    out.push(...grid.filter((b) => !sure.has(b)));
  }
  return out;
}
