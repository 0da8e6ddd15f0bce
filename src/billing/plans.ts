/**
 * API subscription tiers as sold (SEED: starter $9/month, pro $29/month) and the rules that map a
 * provider's price back to a tier.
 */
export const API_TIERS = ["starter", "pro"] as const;
export type ApiTier = (typeof API_TIERS)[number];

/** Checkout metadata `purpose` of interface A subscriptions (interface B plans will use another). */
export const API_SUBSCRIPTION_PURPOSE = "api_subscription";

export const API_PLANS: Record<ApiTier, { name: string; amountCents: number; currency: "usd"; interval: "month" }> = {
  starter: { name: "Rivalscope API — Starter", amountCents: 900, currency: "usd", interval: "month" },
  pro: { name: "Rivalscope API — Pro", amountCents: 2900, currency: "usd", interval: "month" },
};

/** Higher rank = more expensive tier; decides "upgraded" versus "downgraded". */
export const tierRank = (t: ApiTier) => API_TIERS.indexOf(t);

export const isApiTier = (v: unknown): v is ApiTier => typeof v === "string" && (API_TIERS as readonly string[]).includes(v);

/** The price facts a Stripe subscription item carries, as far as tier detection needs them. */
export interface PriceFacts {
  id?: string | null;
  lookupKey?: string | null;
  unitAmount?: number | null;
  metadata?: Record<string, string> | null;
}

/**
 * Which tier a price stands for. The price is the truth after a plan change in Stripe's portal or
 * dashboard (metadata written at checkout goes stale), so it is asked first: a configured price id,
 * then a `tier` in the price's metadata or a lookup key `rivalscope_<tier>`, then the amount of
 * our inline prices. Returns null when the price says nothing we recognise.
 */
export function tierOfPrice(p: PriceFacts, configured: { starter?: string; pro?: string }): ApiTier | null {
  for (const t of API_TIERS) if (p.id && configured[t] === p.id) return t;
  if (isApiTier(p.metadata?.tier)) return p.metadata.tier;
  const lk = p.lookupKey?.replace(/^rivalscope_/, "");
  if (isApiTier(lk)) return lk;
  for (const t of API_TIERS) if (p.unitAmount === API_PLANS[t].amountCents) return t;
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
