/**
 * Plan gates of the app's pages: whether the account's plan includes a feature (the same table
 * the API's `requirePlan` reads, billing/plans.ts PLAN_FEATURES), and what to show when it does
 * not — the plans that include it at today's prices, with the button that gets one.
 */
import type { AccountRecord } from "../../accounts/accounts";
import { runningPaidPlan, type PlanState } from "../../billing/account-plan";
import { PLAN_FEATURES, PLAN_NAMES, planIncludes, type PlanFeature } from "../../billing/plans";
import type { Ctx } from "../../context";
import type { PlanGateView } from "../../../views/pages/app/plan-gate";
import { appRefuse } from "./respond";
import { planOffers } from "./offers";
import type { AppDeps } from "./session";

/** What the page shows instead of the feature; null when the plan includes it. */
export async function planGateFor(deps: Pick<AppDeps, "billing">, ctx: Ctx, input: { account: Pick<AccountRecord, "id">; plan: PlanState; feature: PlanFeature; csrfToken: string }): Promise<PlanGateView | null> {
  if (planIncludes(input.plan.plan, input.feature)) return null;
  const plans = PLAN_FEATURES[input.feature].plans as readonly string[];
  return {
    feature: PLAN_FEATURES[input.feature].label,
    offers: planOffers(deps.billing).filter((o) => plans.includes(o.plan)),
    current: input.plan.plan === "none" ? "none" : PLAN_NAMES[input.plan.plan],
    paying: (await runningPaidPlan(ctx, { accountId: input.account.id })) !== null,
    payments: deps.billing.provider as PlanGateView["payments"],
    csrfToken: input.csrfToken,
  };
}

/** A state change the plan does not include: 403, saying which plan does (as the API's 403 does). */
export function refusePlan(request: Request, plan: PlanState, feature: PlanFeature): Response {
  const f = PLAN_FEATURES[feature];
  const names = f.plans.map((p) => PLAN_NAMES[p]).join(" and ");
  return appRefuse(request, 403, "Not on your plan", `${f.label} is part of the ${names} plan${f.plans.length > 1 ? "s" : ""}; you have ${plan.plan === "none" ? "no plan" : `the ${PLAN_NAMES[plan.plan]} plan`}. See the overview to change it.`);
}
