/**
 * A plan structured data priced under another name and a card of the page shows at that price
 * (round 112, part b; docs/intel.md).
 *
 * mergePlans joins a structured offer to the card it names differently — "Acme Pro" or
 * "Throughput tier 1" for the card "Pro" / "Tier 1", at the same price — and keeps the card's name.
 * The merged plan was then no `also_structured` plan for the confidence model, which looked the
 * card's name up among structured data's own names: two readers that agree on the price, one of
 * them naming the plan in the page's markup for machines, counted as one. The plan keeps
 * structured data as its source (mergeInto keeps the first reader's) and has a card origin: that
 * pair is the twin. Cheap: two field reads per plan.
 */
import type { PlanFact } from "./facts.ts";

/** Whether a plan that a card of the page shows was first read from structured data (a twin joined under the card's name). */
export const shownStructuredTwin = (plan: Pick<PlanFact, "source">): boolean => plan.source === "json-ld" || plan.source === "app-state";

/**
 * A free card that structured data also offers at 0 (the two readers agree it is free) — the free
 * card of a grid whose priced cards sit in a one-page site's pricing section. pricing-section.ts
 * places a structured offer in the section only when its card shows the figure structured data
 * priced, and a free card shows none to check ("Free", no "$0"), so such a card is counted off the
 * pricing page while its priced siblings are counted on it. confidence.ts `abstain` lets it join a
 * grid of sure cards as a free card of the pricing page would (round 11's unpriced-card rule).
 */
export const structuredFreeCard = (s: { free: number; also_structured: number }): boolean => s.free === 1 && s.also_structured === 1;
