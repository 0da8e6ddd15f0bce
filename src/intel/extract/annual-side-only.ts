/**
 * A billing switch served on its annual side, its cards showing only that side ("€24 /month" with
 * "Monthly [switch on] Annually" above them, the monthly prices in the page's script): the price
 * shown is what a month costs billed yearly, and the monthly-billing price — a plan's `amount` —
 * is not on the page. The card reader records such prices here; if no other reader of the site
 * (a comparison table, the page's data) gives the monthly side, the plan is withheld rather than
 * reported at the annual side's price as its monthly one (round 100, lead): a founder comparing
 * monthly prices would act on a figure the page never stated.
 */
import type { Page } from "../page.ts";
import type { PlanFact } from "../facts.ts";

const shownAnnualOnly = new WeakMap<Page, Set<string>>();
const key = (amount: number, currency: string | null) => `${amount} ${currency ?? ""}`;

/** The card reader found only the annual side of a card on a switch served annually. */
export function noteAnnualSideOnly(page: Page, amount: number, currency: string | null): void {
  let set = shownAnnualOnly.get(page);
  if (!set) shownAnnualOnly.set(page, (set = new Set()));
  set.add(key(amount, currency));
}

/**
 * Whether a plan, after every reader of the site, still carries that annual side as its monthly
 * price (amount and annual amount the same figure, by the month): its monthly price is unknown.
 */
export function monthlySideUnknown(page: Page | undefined, plan: PlanFact): boolean {
  if (!page || plan.period !== "month" || plan.amount === null || plan.amount <= 0 || plan.annual_amount !== plan.amount) return false;
  return shownAnnualOnly.get(page)?.has(key(plan.amount, plan.currency)) ?? false;
}
