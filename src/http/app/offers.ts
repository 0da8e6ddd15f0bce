/**
 * The plans as people read them — price and what each includes, at the prices and allowances in
 * effect now (settings can change both) — for the pricing page, the overview and the plan page.
 */
import { PLAN_NAMES } from "../../billing/plans";
import type { Billing } from "../../billing/service";
import { dollars } from "../../lib/money";
import { PLANS, type Plan } from "../../lib/plans";
import type { PlanOffer } from "../../../views/pages/app/overview";

export function planOffer(billing: Pick<Billing, "offers" | "allowances">, plan: Plan): PlanOffer {
  const offer = billing.offers.plan[plan];
  const a = billing.allowances[plan];
  return {
    plan,
    name: PLAN_NAMES[plan],
    price: `${dollars(offer.amountCents)}/${offer.interval}`,
    includes: [
      `Up to ${a.competitors} tracked competitors, checked ${a.checkInterval === "hourly" ? "every hour" : "every day"}`,
      `${a.reportsPerMonth} competitive reports a month`,
      a.webhooks > 0 ? `Webhooks for every event (up to ${a.webhooks} endpoints)` : "Change alerts by mail",
    ],
  };
}

export const planOffers = (billing: Pick<Billing, "offers" | "allowances">) => PLANS.map((p) => planOffer(billing, p));
