/**
 * Access — who is calling interface A and whether they may: key or client IP → tier → per-minute
 * sliding window and calendar quota → counted. Throws AppError 401/429; returns the rate-limit
 * headers for the response.
 */
import type { Config, Tier, TierLimits } from "../config";
import type { Db } from "../db/client";
import { windowEnd, windowKey } from "../lib/calendar";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";
import { isWellFormedKey } from "./key-format";
import { findKeyByPlaintext, keyIsUsable, type ApiKeyRecord } from "./keys";
import { SlidingWindowLimiter, type WindowState } from "./sliding-window";
import { UsageMeter } from "./usage-meter";

export type IpLimitName = "checkout" | "validate-key";

export interface Admission {
  tier: Tier;
  keyId: string | null;
  headers: Record<string, string>;
}

export interface AccessService {
  /**
   * Admits (and counts) one request to a counted interface A endpoint. `ip` is asked for only
   * when there is no key (finding the socket address has a cost on the hot path).
   */
  admit(apiKey: string | null, ip: () => string): Admission;
  /** Admits one request to an endpoint limited per IP only (/checkout, /validate-key). */
  admitIp(name: IpLimitName, ip: string): Record<string, string>;
  /** Requests a key made in the current UTC month (exact: includes unflushed counts). */
  usageThisMonth(keyId: string): number;
  /** Counted requests today (UTC) by tier, for the dashboard. */
  requestsTodayByTier(): Record<Tier, number>;
  /** Effective limits of a key after its per-key overrides. */
  limitsFor(key: Pick<ApiKeyRecord, "tier" | "perMinute" | "quota">): TierLimits;
  flush(): void;
  close(): void;
}

const TIERS: Tier[] = ["free", "starter", "pro", "internal"];
const SECONDS = { day: 86_400, month: 2_592_000 };

/** Per-key override: null = the tier's value, -1 = unlimited, n = n. */
const override = (v: number | null, tierValue: number | null) => (v === null ? tierValue : v === -1 ? null : v);

export function createAccess(deps: { db: Db; clock: Clock; config: Config; logger: Logger }): AccessService {
  const { db, clock, config, logger } = deps;
  const minute = new SlidingWindowLimiter(60_000);
  const perIp = new SlidingWindowLimiter(60_000);
  const meter = new UsageMeter(db, clock);
  meter.start(config.usageFlushMs, (e) => logger.error("usage flush failed", { err: e as Error }));
  const sweeper = setInterval(() => {
    minute.sweep(clock.now());
    perIp.sweep(clock.now());
  }, 60_000);
  (sweeper as { unref?: () => void }).unref?.();

  const limitsFor = (k: Pick<ApiKeyRecord, "tier" | "perMinute" | "quota">): TierLimits => {
    const t = config.tiers[k.tier];
    return { perMinute: override(k.perMinute, t.perMinute), quota: override(k.quota, t.quota), quotaWindow: t.quotaWindow };
  };

  const refuse = (limit: number, window: "minute" | "day" | "month", retryAfter: number, headers: Record<string, string>, what: string) => {
    const per = window === "minute" ? "per minute" : window === "day" ? "per day (UTC)" : "per calendar month (UTC)";
    return new AppError(
      "rate_limit_exceeded",
      `${what} limit of ${limit} requests ${per} exceeded; retry in ${retryAfter} seconds${window === "minute" ? "" : ", or upgrade your plan"}.`,
      { limit, retry_after_seconds: retryAfter, window },
      { ...headers, "retry-after": String(retryAfter) },
    );
  };

  return {
    admit(apiKey, ip) {
      const now = clock.now();
      let tier: Tier = "free";
      let limits = config.tiers.free;
      let subject = "";
      let keyId: string | null = null;
      if (apiKey === null) subject = `ip:${ip()}`;
      else {
        // Known keys are found by hash (cached); only a miss pays for the format check, which
        // then keeps malformed keys away from the database and names the reason.
        const key = findKeyByPlaintext(db, apiKey, isWellFormedKey);
        if (!key || !keyIsUsable(key, now)) {
          const why = !isWellFormedKey(apiKey) ? "is malformed (wrong length, characters or checksum)" : !key ? "is not known" : key.status === "revoked" ? "has been revoked" : "has expired";
          throw new AppError("invalid_api_key", `The x-api-key header ${why}. Omit it to use the free tier, or use a valid key.`);
        }
        tier = key.tier;
        limits = limitsFor(key);
        subject = `key:${key.id}`;
        keyId = key.id;
      }

      const headers: Record<string, string> = {};
      const policy: string[] = [];
      const state: string[] = [];
      let minuteState: WindowState | null = null;
      if (limits.perMinute !== null) {
        minuteState = minute.hit(subject, limits.perMinute, now, false);
        if (!minuteState.allowed) {
          rateHeaders(headers, minuteState, policy, state);
          throw refuse(limits.perMinute, "minute", minuteState.resetSeconds, headers, tier === "free" ? "Free tier" : `The ${tier} key's`);
        }
      }
      const qWindow = windowKey(limits.quotaWindow, now);
      if (limits.quota !== null) {
        const used = meter.count(subject, qWindow);
        if (used >= limits.quota) {
          const reset = Math.ceil((windowEnd(limits.quotaWindow, now) - now) / 1000);
          quotaHeaders(headers, limits.quota, 0, reset, limits.quotaWindow, policy, state);
          throw refuse(limits.quota, limits.quotaWindow, reset, headers, tier === "free" ? "Free tier daily" : `The ${tier} key's monthly`);
        }
      }

      // Admitted: count it.
      if (limits.perMinute !== null) minuteState = minute.hit(subject, limits.perMinute, now, true);
      const used = meter.increment(subject, qWindow);
      meter.increment(`tier:${tier}`, windowKey("day", now));
      if (keyId) meter.touchKey(keyId, now);
      if (minuteState) rateHeaders(headers, minuteState, policy, state);
      if (limits.quota !== null) {
        quotaHeaders(headers, limits.quota, Math.max(0, limits.quota - used), Math.ceil((windowEnd(limits.quotaWindow, now) - now) / 1000), limits.quotaWindow, policy, state);
      }
      if (policy.length) {
        headers["ratelimit-policy"] = policy.join(", ");
        headers["ratelimit"] = state.join(", ");
      }
      return { tier, keyId, headers };
    },

    admitIp(name, ip) {
      const limit = name === "checkout" ? config.ipLimits.checkoutPerMinute : config.ipLimits.validateKeyPerMinute;
      if (limit === null) return {};
      const s = perIp.hit(`${name}:${ip}`, limit, clock.now(), true);
      const headers: Record<string, string> = {};
      rateHeaders(headers, s, [], []);
      if (!s.allowed) throw refuse(limit, "minute", s.resetSeconds, headers, `/${name}`);
      return headers;
    },

    usageThisMonth: (keyId) => meter.count(`key:${keyId}`, windowKey("month", clock.now())),
    requestsTodayByTier() {
      const day = windowKey("day", clock.now());
      return Object.fromEntries(TIERS.map((t) => [t, meter.count(`tier:${t}`, day)])) as Record<Tier, number>;
    },
    limitsFor,
    flush: () => meter.flush(),
    close() {
      clearInterval(sweeper);
      meter.stop();
    },
  };
}

function rateHeaders(h: Record<string, string>, s: WindowState, policy: string[], state: string[]) {
  h["x-ratelimit-limit"] = String(s.limit);
  h["x-ratelimit-remaining"] = String(s.remaining);
  h["x-ratelimit-reset"] = String(s.resetSeconds);
  policy.push(`"minute";q=${s.limit};w=60`);
  state.push(`"minute";r=${s.remaining};t=${s.resetSeconds}`);
}

function quotaHeaders(h: Record<string, string>, limit: number, remaining: number, reset: number, kind: "day" | "month", policy: string[], state: string[]) {
  h["x-quota-limit"] = String(limit);
  h["x-quota-remaining"] = String(remaining);
  h["x-quota-reset"] = String(reset);
  policy.push(`"${kind}";q=${limit};w=${SECONDS[kind]}`);
  state.push(`"${kind}";r=${remaining};t=${reset}`);
}
