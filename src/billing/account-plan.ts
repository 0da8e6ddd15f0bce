/**
 * An account's interface B plan, derived from its plan subscriptions — the single source of
 * truth. Checkouts, Stripe events, the local portal and the operator's grants all change
 * subscriptions through the lifecycle verbs (each change recorded as a subscription event); a
 * copy of the plan on the account row would be a second truth that a missed update, or simply
 * the passing of a canceled plan's period end, would make wrong. Reading it costs one indexed
 * query per authenticated request.
 *
 * A subscription is in effect while active or past due (Stripe is still retrying the payment,
 * as for API keys), and after cancellation until the end of the period that was paid for.
 * Several in effect (a grant on top of a purchase): the higher plan wins, and at the same plan
 * the paid one (it has a renewal date to show).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../context";
import { param, preparedFor } from "../db/prepared";
import { subscriptions } from "../db/schema";
import { isPlan, type AccountPlan, type Plan } from "../lib/plans";
import type { SubscriptionRecord } from "./lifecycle";
import { tierRank } from "./plans";

export interface PlanState {
  plan: AccountPlan;
  /** The deciding subscription's status; null without a plan. */
  status: SubscriptionRecord["status"] | null;
  /** Renewal date, or when a canceled plan ends; null without one (granted plans). */
  periodEnd: number | null;
  /** Bought (stripe, local test checkout) or granted by the operator. */
  obtained: "paid" | "granted" | null;
  subscription: SubscriptionRecord | null;
}

export const NO_PLAN: PlanState = { plan: "none", status: null, periodEnd: null, obtained: null, subscription: null };

export const inEffect = (s: SubscriptionRecord, now: number) => s.status !== "canceled" || (s.currentPeriodEnd !== null && s.currentPeriodEnd > now);

/** The plan that a set of one account's plan subscriptions gives at `now`. */
export function effectivePlan(subs: SubscriptionRecord[], now: number): PlanState {
  let best: SubscriptionRecord | null = null;
  for (const s of subs) {
    if (s.product !== "plan" || !isPlan(s.tier) || !inEffect(s, now)) continue;
    const rank = tierRank("plan", s.tier) * 2 + (s.provider === "manual" ? 0 : 1);
    if (!best || rank > tierRank("plan", best.tier) * 2 + (best.provider === "manual" ? 0 : 1)) best = s;
  }
  if (!best) return NO_PLAN;
  return { plan: best.tier as Plan, status: best.status, periodEnd: best.currentPeriodEnd, obtained: best.provider === "manual" ? "granted" : "paid", subscription: best };
}

// One account's plan is read on every signed-in request (db/prepared.ts).
const statements = preparedFor("account_plan", (db) => ({
  ofAccount: db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, param("accountId")), eq(subscriptions.product, "plan"))),
}));

async function planSubscriptions(ctx: Pick<Ctx, "db">, accountIds: string[]): Promise<SubscriptionRecord[]> {
  if (accountIds.length === 0) return [];
  if (accountIds.length === 1) return await statements(ctx.db).ofAccount.execute({ accountId: accountIds[0] });
  return await ctx.db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.accountId, accountIds), eq(subscriptions.product, "plan")));
}

/** The account's plan now. */
export async function accountPlan(ctx: Pick<Ctx, "db" | "clock">, input: { accountId: string }): Promise<PlanState> {
  return effectivePlan(await planSubscriptions(ctx, [input.accountId]), ctx.clock.now());
}

/** The plans of many accounts in one query (lists). */
export async function accountPlans(ctx: Pick<Ctx, "db" | "clock">, input: { accountIds: string[] }): Promise<Map<string, PlanState>> {
  const byAccount = new Map<string, SubscriptionRecord[]>();
  for (const s of await planSubscriptions(ctx, input.accountIds)) byAccount.set(s.accountId, [...(byAccount.get(s.accountId) ?? []), s]);
  const now = ctx.clock.now();
  return new Map(input.accountIds.map((id) => [id, effectivePlan(byAccount.get(id) ?? [], now)]));
}

/**
 * The account's paid plan subscription that is still running (not canceled): a second checkout
 * is refused while there is one, and the local portal acts on it.
 */
export async function runningPaidPlan(ctx: Pick<Ctx, "db">, input: { accountId: string }): Promise<SubscriptionRecord | null> {
  return (await planSubscriptions(ctx, [input.accountId])).find((s) => s.provider !== "manual" && s.status !== "canceled") ?? null;
}
