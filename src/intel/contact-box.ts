/**
 * Round 100, part c (docs/intel.md, "Round 100, part c"): the contact tier set apart below a priced
 * grid, reported as surely as the grid.
 *
 * Round 10 reports a contact-sales card as surely as the grid it closes when two priced cards of it
 * are sure — inside the grid, on a pricing page. The same tier is often set apart under the grid
 * (a wide card of the grid's template, a "Custom plan" or "Enterprise" box with a "Contact us"
 * link: contact-apart.ts, enterprise-block.ts), and on a one-page site the grid is a section of the
 * home page: the model doubts such a box (no bullets, a set of one, no pricing page).
 *
 * It has no amount to misread; what can be wrong is that it is no plan. The readers already refused
 * banners that ask ("Need more?") and boxes headed otherwise; here the box must also be one the
 * page's text names with its contact line (the text reader agrees), read on the same page as two or
 * more priced cards of one grid the model is sure of, and the only contact plan read there.
 */
import type { Assessed } from "./confidence.ts";

/** The contact boxes beside a sure grid that `sure` should also hold, by the rule above. */
export function contactBoxesBesideSureGrid(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>): Assessed[] {
  return assessed.filter((a) => {
    const s = a.signals;
    if (sure.has(a) || s.beside_grid !== 1 || s.contact_sales !== 1 || s.contact_unstated === 1 || s.text_agrees !== 1 || a.plan.amount !== null) return false;
    const url = a.plan.evidence.url;
    const samePage = assessed.filter((b) => b !== a && b.plan.evidence.url === url);
    if (samePage.some((b) => b.plan.contact_sales)) return false;
    return samePage.filter((b) => sure.has(b) && b.signals.in_card_grid === 1 && b.plan.amount !== null && b.plan.amount > 0).length >= 2;
  });
}
