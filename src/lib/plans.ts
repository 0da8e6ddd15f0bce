/**
 * The tiers and plans the product sells or grants — the one list every layer (configuration,
 * tables, access, billing, views) takes them from.
 */

/** Interface A tiers sold by subscription (SEED: starter $9/month, pro $29/month). */
export const API_TIERS = ["starter", "pro"] as const;
export type ApiTier = (typeof API_TIERS)[number];

/** Tiers an API key can have: the sold ones plus `internal`, issued by an admin. */
export const KEY_TIERS = [...API_TIERS, "internal"] as const;
export type KeyTier = (typeof KEY_TIERS)[number];

/** Every interface A tier, `free` being the keyless one. */
export const ACCESS_TIERS = ["free", ...KEY_TIERS] as const;
export type Tier = (typeof ACCESS_TIERS)[number];

/** Interface B plans (SPEC §5 "Plans"). */
export const PLANS = ["tracker", "command"] as const;
export type Plan = (typeof PLANS)[number];

/** An account's plan, `none` without one. */
export const ACCOUNT_PLANS = ["none", ...PLANS] as const;
export type AccountPlan = (typeof ACCOUNT_PLANS)[number];

/**
 * The largest rate limit or quota a setting or a key may name: far above any real traffic, far
 * below 2^53, so every counter compared with it stays exact.
 */
export const LIMIT_MAX = 1_000_000_000;

export const isApiTier = (t: unknown): t is ApiTier => API_TIERS.includes(t as ApiTier);
export const isKeyTier = (t: unknown): t is KeyTier => KEY_TIERS.includes(t as KeyTier);
export const isPlan = (t: unknown): t is Plan => PLANS.includes(t as Plan);

/** Severities of a competitor change, lowest first (SPEC §6); an account is told from its threshold up. */
export const CHANGE_THRESHOLDS = ["low", "medium", "high", "critical"] as const;
export type ChangeThreshold = (typeof CHANGE_THRESHOLDS)[number];
