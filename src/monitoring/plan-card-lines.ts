/**
 * Round 31 (monitor31): a plan one check read and the other did not, whose card the other check's
 * page still shows — its name as a line and its price as a line a few lines from it — was read on
 * one version only: no plan added or removed (docs/intel.md, "#### Round 31, monitoring").
 *
 * Round 24 asked this of the name alone, and only where a check reported no plan at all; rounds 28
 * and 30 measured the name alone where both checks reported plans and dropped it (a plan really
 * removed often keeps its name on the page: a category list, a comparison table's header). The
 * price beside the name separates the two on development (waves 8–12, 14–25): of the plan alerts
 * whose name and price were both lines of the other page, the 10 no reader wrote down (4 sites: a
 * fee table the newer reading missed, cards whose price is split from its period, a card read as a
 * plan on one version only) had the two within two lines of each other; the 2 a reader wrote down
 * had them 26 and 101 lines apart (another section's copy). A plan whose price changed is untouched:
 * its old price is no line of the newer page.
 *
 * Only hashes of the other page's short lines are used (facts' `page_lines`, extract/page-lines.ts),
 * in the order the page first shows them, so "a few lines from it" is a distance between two
 * positions in that list. A line shown twice counts where it was first shown: a name first shown
 * in a menu or a tab's label is then far from its card's price, and the rule does not fire.
 */
import type { PlanFact, SiteFacts } from "../intel/facts.ts";
import { lineHash } from "../intel/extract/page-lines.ts";

/** How far (in distinct lines) the price may sit from the name and still be the same card's. */
export const CARD_SPAN = 4;

/** A price text longer than this is a card's joined lines, not one price: only its start is read. */
const PRICE_CHARS = 80;
/** The figure a price shows ("€29 /mo" → "29", "50,000円〜" → "50,000"): cards often set it on a line of its own. */
const FIGURE = /\d(?:[\d.,\u00a0\u202f ]*\d)?/;

/** The line hashes a plan's price may be shown as: the whole price text, and its figure alone. */
function priceLines(p: PlanFact): string[] {
  const text = typeof p.price_text === "string" ? p.price_text.slice(0, PRICE_CHARS) : "";
  const figure = FIGURE.exec(text)?.[0] ?? "";
  return [lineHash(text), lineHash(figure)].filter((h): h is string => h !== null);
}

/**
 * Whether the check `f` shows plan `p`'s card on the page `p` was read from: the plan's name is a
 * line there, and its price (as `p`'s check read it) is a line within CARD_SPAN lines of the name.
 * False for facts without page lines, for a page listed twice (which one showed it?), for a plan
 * without a price read (no price, nothing to find) and for a price that is the name itself.
 * `keyOf` is the diff's page identity (pageKey).
 */
export function cardStillShown(f: SiteFacts, keyOf: (url: string) => string): (p: PlanFact) => boolean {
  const pages = new Map<string, Map<string, number> | null>();
  for (const page of Array.isArray(f?.page_lines) ? f.page_lines : []) {
    if (!page || typeof page.url !== "string" || !Array.isArray(page.hashes)) continue;
    const k = keyOf(page.url);
    if (pages.has(k)) {
      pages.set(k, null);
      continue;
    }
    const at = new Map<string, number>();
    page.hashes.forEach((h, i) => {
      if (typeof h === "string" && !at.has(h)) at.set(h, i);
    });
    pages.set(k, at);
  }
  return (p) => {
    if (typeof p.amount !== "number" || p.amount <= 0) return false;
    const at = pages.get(keyOf(String(p.evidence?.url ?? "")));
    const name = lineHash(String(p.name ?? ""));
    if (!at || name === null) return false;
    const n = at.get(name);
    if (n === undefined) return false;
    return priceLines(p).some((h) => {
      const i = h === name ? undefined : at.get(h);
      return i !== undefined && Math.abs(i - n) <= CARD_SPAN;
    });
  };
}
