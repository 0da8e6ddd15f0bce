/**
 * Offers a pricing page sells apart from its plans (round 95, part b; docs/intel.md, "Round 95,
 * part b").
 *
 * Below or beside a grid of plans, many pages sell what is not a plan: a pack of credits ("ADD-ON:
 * 100 credits, ₹149 one-time"), an implementation engagement ("Services, from $4,500 one-time"), a
 * row of professional services (onboarding, training, development — priced once, or "Contact
 * us"). The card reader reads them as it reads any card, and the confidence model is sure of them:
 * a priced card with its currency and a stated term, or a contact card, looks like a tier. Of the
 * plans the product reported wrong or invented on development (waves 45–87, 46 at round 95's
 * start), such offers were the largest group that one structure tells apart (6 plans on 5 sites);
 * the two shapes below cover 4 of them on 3 sites, and no plan read exact on development.
 *
 * - **A paid-once card set apart beside a subscription grid.** A lone card the reader found beside
 *   a grid (origin "adjacent": a set of one), priced and paid once, on a page where every other
 *   priced plan the model is sure of is billed by the month or the year (two or more): the page
 *   sells subscriptions, and the one-time box beside them is an add-on or a service. A plan the
 *   page sells once *as its plan* is no lone box beside a subscription grid: it is a card of the
 *   grid ("Monthly / Yearly / Lifetime"), or its grid is paid once too ("Hobby / Team / Extended"
 *   licences), and neither is touched. A lifetime deal set apart is still a plan (its name says the
 *   term: "Lifetime", "Lifetime access"), and is left alone.
 * - **A contact card of a grid whose priced cards are all doubted.** Round 10's and 11's rules lift
 *   a contact card because its grid's priced cards are sure; the model itself is often sure of a
 *   contact card on a pricing page (nothing to misread). But a grid whose every priced card the
 *   model withholds (a row of services: "$2,500", "$5,000 – $15,000", then "Team training: Contact
 *   us") is no plan grid the model trusts, and its contact cards are of the same row: withheld with
 *   it. Only where no other card of the grid is sure: a sure free card beside a doubted paid one and
 *   a contact card closing the row is a plan grid (round 29g's "Free / Starter $10 / Enterprise"), and
 *   free cards themselves are not touched (a free tier beside doubted paid cards is usually right).
 *
 * Both only withhold (the product may abstain); the raw reading is unchanged. The offers withheld
 * so are no plans read unsurely but no plans at all: abstain returns them apart, and extract-site
 * leaves them out of `withheld_plans` — monitoring lets a nearly sure withheld reading stand in for
 * a plan (round 29), and would report the add-on "added" as a plan.
 */
import type { Assessed } from "./confidence.ts";
import { cardGrids } from "./card-grids.ts";

/** A name that states a once-paid term: such a card set apart is a lifetime deal, a plan. */
const ONCE_NAME = /\b(?:lifetime|one[- ]time|forever|vitalici[oa]|vitalício|à vie|lebenslang|навсегда|trọn đời)\b/iu;

const priced = (a: Assessed) => a.plan.amount !== null && a.plan.amount > 0;
const recurring = (a: Assessed) => a.plan.period === "month" || a.plan.period === "year";

/** Lone paid-once cards beside a grid whose page's sure priced plans are all billed by the month or year. */
function onceBesideSubscriptions(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>): Assessed[] {
  return assessed.filter((a) => {
    if (!sure.has(a) || a.signals.beside_grid !== 1 || !priced(a) || a.plan.period !== "one_time" || ONCE_NAME.test(a.plan.name)) return false;
    const others = assessed.filter((b) => b !== a && sure.has(b) && priced(b) && b.plan.evidence.url === a.plan.evidence.url);
    return others.length >= 2 && others.every(recurring);
  });
}

/** Contact cards of a card grid that holds priced cards, whose other cards the model doubts every one. */
function contactsOfDoubtedGrids(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>): Assessed[] {
  const out: Assessed[] = [];
  for (const grid of cardGrids(assessed)) {
    const contact = (a: Assessed) => a.plan.amount === null && a.signals.contact_sales === 1;
    if (!grid.some(priced) || grid.some((a) => !contact(a) && sure.has(a))) continue;
    for (const a of grid) if (sure.has(a) && contact(a)) out.push(a);
  }
  return out;
}

/** The plans `sure` holds that are offers sold apart from the plans (see the module comment): to withhold. */
export function offersApart(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>): Assessed[] {
  return [...onceBesideSubscriptions(assessed, sure), ...contactsOfDoubtedGrids(assessed, sure)];
}
