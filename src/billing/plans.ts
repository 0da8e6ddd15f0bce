/**
 * What is sold — the one place for names, prices and allowances:
 *
 * - interface A API subscriptions, tiers starter ($9/month) and pro ($29/month) (SEED), each
 *   delivering an API key;
 * - interface B plans, tracker ($99/month) and command ($299/month) by default (SPEC §5 "Plans"),
 *   each granting the account its allowances and features.
 *
 * A purchase is a product and a tier of it; checkouts, Stripe events and the portal read offers
 * from here and nowhere else. Plan prices come from configuration (RIVALSCOPE_TRACKER_PRICE,
 * RIVALSCOPE_COMMAND_PRICE, or Stripe price ids).
 */
import type { Config } from "../config";
import { API_TIERS, isApiTier, isPlan, PLANS, type ApiTier, type Plan } from "../lib/plans";

export type Product = "api" | "plan";

export type Purchase = { product: "api"; tier: ApiTier } | { product: "plan"; tier: Plan };

/** Checkout metadata `purpose` of each product, so an event says what it pays for. */
export const PURPOSES = { api: "api_subscription", plan: "plan_subscription" } as const satisfies Record<Product, string>;
export const API_SUBSCRIPTION_PURPOSE = PURPOSES.api;
export const PLAN_SUBSCRIPTION_PURPOSE = PURPOSES.plan;

/** The purchase a checkout's purpose and tier stand for, or null when they name nothing we sell. */
export function purchaseOf(purpose: unknown, tier: unknown): Purchase | null {
  if (purpose === PURPOSES.api && isApiTier(tier)) return { product: "api", tier };
  if (purpose === PURPOSES.plan && isPlan(tier)) return { product: "plan", tier };
  return null;
}

/** The tiers of a product, cheapest first. */
export const TIERS_OF: { api: readonly ApiTier[]; plan: readonly Plan[] } = { api: API_TIERS, plan: PLANS };

/** Higher rank = more expensive tier of the same product; decides "upgraded" versus "downgraded". */
export const tierRank = (product: Product, tier: string) => (TIERS_OF[product] as readonly string[]).indexOf(tier);

export interface Offer {
  name: string;
  amountCents: number;
  currency: "usd";
  interval: "month";
  /** A configured Stripe price id; without it checkouts carry an inline price of `amountCents`. */
  priceId?: string;
}

export const API_PLAN_NAMES: Record<ApiTier, string> = { starter: "Rivalscope API — Starter", pro: "Rivalscope API — Pro" };
export const API_PRICES_CENTS: Record<ApiTier, number> = { starter: 900, pro: 2900 };

export const PLAN_NAMES: Record<Plan, string> = { tracker: "Tracker", command: "Command" };

/** How often a plan's tracked competitors are checked. */
export type CheckInterval = "daily" | "hourly";

/** Each plan's check interval (SPEC §5 "Plans"): fixed, unlike the allowances an operator sets. */
export const PLAN_CHECK_INTERVAL: Record<Plan, CheckInterval> = { tracker: "daily", command: "hourly" };

export interface Allowances {
  /** Tracked competitors at a time. */
  competitors: number;
  /** Reports per calendar month (UTC). */
  reportsPerMonth: number;
  checkInterval: CheckInterval;
  /** Outbound webhook endpoints. */
  webhooks: number;
}

/**
 * What each plan includes (SPEC §5 "Plans"): the one table /api/me/allowances shows and the
 * domains enforce. The Command plan's webhook endpoints are configurable (RIVALSCOPE_WEBHOOK_ENDPOINTS, default 3).
 */
export function allowancesFor(config: Pick<Config, "webhooks" | "planAllowances">): Record<Plan, Allowances> {
  const { tracker, command } = config.planAllowances;
  return {
    tracker: { competitors: tracker.competitors, reportsPerMonth: tracker.reportsPerMonth, checkInterval: PLAN_CHECK_INTERVAL.tracker, webhooks: 0 },
    command: { competitors: command.competitors, reportsPerMonth: command.reportsPerMonth, checkInterval: PLAN_CHECK_INTERVAL.command, webhooks: config.webhooks.endpointsPerAccount },
  };
}

/**
 * Features a route can require (`requirePlan(feature)`), with the plans that include each. The
 * SEED: "The reports API is offered on the Tracker and Command plans; webhooks only on the
 * Command plan." `label` completes the 403's sentence "… is part of the X plan".
 */
export const PLAN_FEATURES = {
  reports: { label: "The reports API", plans: ["tracker", "command"] },
  monitoring: { label: "Tracking competitors", plans: ["tracker", "command"] },
  webhooks: { label: "Webhooks", plans: ["command"] },
} as const satisfies Record<string, { label: string; plans: readonly Plan[] }>;
export type PlanFeature = keyof typeof PLAN_FEATURES;

export const planIncludes = (plan: Plan | "none", feature: PlanFeature) => plan !== "none" && (PLAN_FEATURES[feature].plans as readonly Plan[]).includes(plan);

/** Every offer, with the prices configured for this server. */
export interface Offers {
  api: Record<ApiTier, Offer>;
  plan: Record<Plan, Offer>;
}

export function offersFor(config: Pick<Config, "planPrices" | "stripe">): Offers {
  const offer = (name: string, amountCents: number, priceId: string | undefined): Offer => ({ name, amountCents, currency: "usd", interval: "month", ...(priceId ? { priceId } : {}) });
  return {
    api: { starter: offer(API_PLAN_NAMES.starter, API_PRICES_CENTS.starter, config.stripe.prices.starter), pro: offer(API_PLAN_NAMES.pro, API_PRICES_CENTS.pro, config.stripe.prices.pro) },
    plan: {
      tracker: offer(`Rivalscope ${PLAN_NAMES.tracker}`, config.planPrices.tracker, config.stripe.prices.tracker),
      command: offer(`Rivalscope ${PLAN_NAMES.command}`, config.planPrices.command, config.stripe.prices.command),
    },
  };
}

export const offerOf = (offers: Offers, p: Purchase): Offer => (p.product === "api" ? offers.api[p.tier] : offers.plan[p.tier]);

/** The price facts a Stripe subscription item carries, as far as tier detection needs them. */
export interface PriceFacts {
  id?: string | null;
  lookupKey?: string | null;
  unitAmount?: number | null;
  metadata?: Record<string, string> | null;
}

/**
 * Which tier of a product a price stands for. The price is the truth after a plan change in
 * Stripe's portal or dashboard (metadata written at checkout goes stale), so it is asked first:
 * a configured price id, then a `tier` in the price's metadata or a lookup key `rivalscope_<tier>`,
 * then the amount of our inline prices. Returns null when the price says nothing we recognise.
 */
export function tierOfPrice<T extends string>(p: PriceFacts, tiers: Record<T, Pick<Offer, "amountCents" | "priceId">>): T | null {
  const names = Object.keys(tiers) as T[];
  const known = (t: unknown): t is T => names.includes(t as T);
  for (const t of names) if (p.id && tiers[t].priceId === p.id) return t;
  if (known(p.metadata?.tier)) return p.metadata.tier;
  const lk = p.lookupKey?.replace(/^rivalscope_/, "");
  if (known(lk)) return lk;
  for (const t of names) if (p.unitAmount === tiers[t].amountCents) return t;
  return null;
}

/** The same day of the next calendar month (UTC), clamped to the month's last day — Stripe's monthly anchor. */
export function oneMonthLater(ms: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}
