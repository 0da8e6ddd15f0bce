/**
 * The offers a site's buy links state, reported when nothing doubts them but the model's counting
 * (round 92, part g; docs/intel.md, "Round 92, part g").
 *
 * extract/buy-links.ts reads, as a last resort on a site where no reader found a plan, the links to
 * a checkout that say what is sold and what it costs ("Buy Lifetime — $10", "4,000 Light Icons
 * $97") on a page that bills nothing by a period. The confidence model has never seen such a plan
 * (its `buy_link` signal has no weight: it was fitted before the reader) and counts against it what
 * the reader is built on: a period inferred from the page's silence, a short list of prices with
 * no bullets, a name and price on one line that the text reader cannot find as a name line over a
 * price (`text_absent`), a price repeated across the packs of one list. It sits at 0.3–0.5.
 *
 * What is left to doubt is what the reader did not check: a second currency on the site (a link
 * priced for another market), a name that reads as a tagline or a sentence, and a text reader that
 * finds the name at another price. A buy-link plan with none of those, priced and paid once, is
 * reported.
 */
import type { Assessed } from "./confidence.ts";

/** The doubted buy-link plans that `sure` should also hold, by the rule above. */
export function buyLinkOffers(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>): Assessed[] {
  return assessed.filter((a) => {
    const s = a.signals;
    const p = a.plan;
    if (sure.has(a) || s.buy_link !== 1 || p.amount === null || p.amount <= 0 || p.period !== "one_time") return false;
    return s.currencies_on_page === 0 && s.name_tagline === 0 && s.name_sentence_case === 0 && s.text_disagrees === 0;
  });
}
