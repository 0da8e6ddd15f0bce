/**
 * Whether a free plan the confidence model withheld still says the page has a free tier (issue 25,
 * round 26 part e). Round 14 let every withheld free reading say so: the model doubts a reading for
 * its name, period or grouping, and "free" is none of them. On the development waves on this
 * machine (8–12, 14–20) that route alone gave the free tier to four pages — one right, three wrong:
 * a trial's card ("Trial / Free / One month"), a row of hidden fees at "0 Kč" in a comparison with
 * other agencies, and a "Do it yourself — Free, but weeks of chasing" card beside the service's
 * own prices. A reading the model doubts is kept only where its price holds up by itself:
 *
 * - a zero that states its period ("$0/month", "0 € par mois") is a plan's price; a bare zero
 *   ("0 Kč") is as often a fee, an item included or a count of nothing;
 * - a free word ("Free", "Kostenlos") is left to the pricing page's lone free line
 *   (signals.ts `freeWordLine`), which reads the same line with its guards — never near a trial,
 *   never a table's data cell — and runs on every page a withheld plan was read from;
 * - a zero the page's structured data offers (round 92c, `markupZero`): a schema.org `Offer` whose
 *   `price` is 0 is a price field, not a fee line, an item included or a count of nothing, and the
 *   markup reader keeps it only where the visible text says free or shows a zero itself
 *   (plans-structured.ts `unsaidZeros`, round 18d: quote-only tiers marked up at 0) and the offer
 *   is no placeholder for a quote. The model withholds it for what the markup cannot show — its
 *   place among the page's cards, its name (often the product's own, not a tier's) — none of which
 *   doubts the zero. An offer named as a trial ("Free Trial") stays a trial's.
 */
import type { PlanFact } from "../facts.ts";
import { TRIAL_WORD } from "./free-words.ts";
import { statesPeriod } from "./money.ts";

/** A withheld free plan whose price is a zero the page's structured data offers, not named as a trial. */
const markupZero = (plan: PlanFact): boolean => plan.source === "json-ld" && plan.amount === 0 && !TRIAL_WORD.test(plan.name);

/** A withheld free plan whose own price text is a zero with its period, or a zero of the page's structured data. */
export const withheldFreeHolds = (plan: PlanFact): boolean => plan.free && ((/\d/.test(plan.price_text) && statesPeriod(plan.price_text)) || markupZero(plan));
