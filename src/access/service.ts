/**
 * Access — who is calling interface A and whether they may: key or client IP → tier → per-minute
 * sliding window and calendar quota → counted. Throws AppError 401/429; returns the rate-limit
 * headers for the response.
 */
import type { Tier, TierLimits } from "../config";
import type { SettingsReader } from "../settings/service";
import type { Db } from "../db/client";
import { windowEnd, windowKey } from "../lib/calendar";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";
import { isWellFormedKey } from "./key-format";
import { cachedKeyByPlaintext, findKeyByPlaintext, keyIsUsable, type ApiKeyRecord } from "./keys";
import { SlidingWindowLimiter, type WindowState } from "./sliding-window";
import { purgeStaleIpUsage, UsageMeter, type CounterKey } from "./usage-meter";
import { validateApiKey, type KeyValidation } from "./validate";
import type { Ctx } from "../context";
import { noOpsEvents, type OpsEvents } from "../lib/ops-events";

export type IpLimitName = "checkout" | "validate-key";

/** Interface B's free analyses, each limited per visitor session. */
export type AnalysisKind = "scan" | "roast";

/** Who asks for an analysis: the visitor's session subjects and the client IP bucket. */
export interface AnalysisCaller {
  /**
   * Session subjects to count against, each limited to the per-session allowance: the signed
   * session's id, or — for a client without one — its IP bucket (and the session being issued).
   */
  sessions: string[];
  ipBucket: string;
}

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
  admit(apiKey: string | null, ip: () => string): Admission | Promise<Admission>;
  /** Admits one request to an endpoint limited per IP only (/checkout, /validate-key). */
  admitIp(name: IpLimitName, ip: string): Record<string, string>;
  /**
   * Admits (and counts) one scan or roast: every session subject within its allowance (per 24 h)
   * and the IP within its daily allowance (per UTC day, scans and roasts together). Nothing is
   * counted when any of them is refused. Returns the rate-limit headers; throws AppError 429.
   */
  admitAnalysis(kind: AnalysisKind, caller: AnalysisCaller): Record<string, string> | Promise<Record<string, string>>;
  /** POST /validate-key: format and checksum offline, then the key's state and this month's usage. */
  validateKey(ctx: Pick<Ctx, "db" | "clock">, input: { key: string }): Promise<KeyValidation>;
  /** Requests a key made in the current UTC month (exact: includes unflushed counts). */
  usageThisMonth(keyId: string): Promise<number>;
  /** Counted requests today (UTC) by tier, for the dashboard. */
  requestsTodayByTier(): Promise<Record<Tier, number>>;
  /** Effective limits of a key after its per-key overrides. */
  limitsFor(key: Pick<ApiKeyRecord, "tier" | "perMinute" | "quota">): TierLimits;
  /** Writes the in-memory counts to the database (scheduled every RIVALSCOPE_USAGE_FLUSH_MS, and at shutdown). */
  flush(): Promise<void>;
  /** Forgets idle rate-limit subjects (scheduled every minute). */
  sweep(): void;
  /** Deletes per-IP day counters past their keep time (scheduled hourly). */
  purgeIpUsage(): Promise<number>;
}

const TIERS: Tier[] = ["free", "starter", "pro", "internal"];
const SECONDS = { day: 86_400, month: 2_592_000 };

/** Per-key override: null = the tier's value, -1 = unlimited, n = n. */
const override = (v: number | null, tierValue: number | null) => (v === null ? tierValue : v === -1 ? null : v);

/**
 * Limits are settings an operator changes at run time: every check reads `settings.current()`
 * (a cached object, replaced on a change), so the next request after a change obeys it.
 * `events.rateLimited(tier)` is told of interface A's refusals by key tier (here, where the tier
 * is known); every other 429 (per-IP and per-account limits) is counted as "per_ip" by core.ts.
 */
export function createAccess(deps: { db: Db; clock: Clock; settings: SettingsReader; logger: Logger; events?: OpsEvents; /** Where a keyless caller gets a key (the free tier's 429 links it). */ pricingUrl?: string }): AccessService {
  const { db, clock, settings, logger } = deps;
  const events = deps.events ?? noOpsEvents;
  const minute = new SlidingWindowLimiter(60_000);
  const perIp = new SlidingWindowLimiter(60_000);
  // A visitor session lives 24 h, so a 24 h window counts a session's whole life; for cookie-less
  // clients (counted by IP) it is the same allowance per rolling day.
  const perSession = new SlidingWindowLimiter(86_400_000);
  const meter = new UsageMeter(db, clock);

  const limitsFor = (k: Pick<ApiKeyRecord, "tier" | "perMinute" | "quota">): TierLimits => {
    const t = settings.current().tiers[k.tier];
    return { perMinute: override(k.perMinute, t.perMinute), quota: override(k.quota, t.quota), quotaWindow: t.quotaWindow };
  };

  const refuse = (limit: number, window: "minute" | "day" | "month", retryAfter: number, headers: Record<string, string>, what: string, tier?: Tier) => {
    const per = window === "minute" ? "per minute" : window === "day" ? "per day (UTC)" : "per calendar month (UTC)";
    // A keyless caller is told where a key comes from: the wait is not the only way on.
    const free = tier === "free" && deps.pricingUrl;
    const way = free ? `, or get an API key with higher limits at ${deps.pricingUrl}` : window === "minute" ? "" : ", or upgrade your plan";
    return new AppError(
      "rate_limited",
      `${what} limit of ${limit} requests ${per} exceeded; retry in ${retryAfter} seconds${way}.`,
      { limit, retry_after_seconds: retryAfter, window, ...(free ? { links: { pricing: deps.pricingUrl } } : {}) },
      { ...headers, "retry-after": String(retryAfter) },
    );
  };

  /** Admits a caller whose key (null: none) is known: synchronous unless a counter must be read first. */
  const admitKnown = (apiKey: string | null, key: ApiKeyRecord | null, ip: () => string): Admission | Promise<Admission> => {
    const now = clock.now();
    let tier: Tier = "free";
    let limits = settings.current().tiers.free;
    let subject = "";
    let keyId: string | null = null;
    if (apiKey === null) subject = `ip:${ip()}`;
    else {
      // Only a miss pays for the format check, which then keeps malformed keys away from the
      // database and names the reason.
      if (!key || !keyIsUsable(key, now)) {
        const why = !isWellFormedKey(apiKey) ? "is malformed (wrong length, characters or checksum)" : !key ? "is not known" : key.status === "revoked" ? "has been revoked" : "has expired";
        throw new AppError("invalid_api_key", `The x-api-key header ${why}. Omit it to use the free tier, or use a valid key.`);
      }
      tier = key.tier;
      limits = limitsFor(key);
      subject = `key:${key.id}`;
      keyId = key.id;
    }
    const qWindow = windowKey(limits.quotaWindow, now);
    const counters: CounterKey[] = [
      [subject, qWindow],
      [`tier:${tier}`, windowKey("day", now)],
    ];
    if (meter.missing(counters)) return meter.load(counters).then(() => count({ now, tier, limits, subject, keyId, qWindow }));
    return count({ now, tier, limits, subject, keyId, qWindow });
  };

  /** Checks the limits and counts the request; the counters are in memory. */
  const count = ({ now, tier, limits, subject, keyId, qWindow }: { now: number; tier: Tier; limits: TierLimits; subject: string; keyId: string | null; qWindow: string }): Admission => {
    const headers: Record<string, string> = {};
    const policy: string[] = [];
    const state: string[] = [];
    let minuteState: WindowState | null = null;
    if (limits.perMinute !== null) {
      minuteState = minute.hit(subject, limits.perMinute, now, false);
      if (!minuteState.allowed) {
        rateHeaders(headers, minuteState, policy, state);
        events.rateLimited(tier);
        throw refuse(limits.perMinute, "minute", minuteState.resetSeconds, headers, tier === "free" ? "Free tier" : `The ${tier} key's`, tier);
      }
    }
    if (limits.quota !== null) {
      const used = meter.count(subject, qWindow);
      if (used >= limits.quota) {
        const reset = Math.ceil((windowEnd(limits.quotaWindow, now) - now) / 1000);
        quotaHeaders(headers, limits.quota, 0, reset, limits.quotaWindow, policy, state);
        events.rateLimited(tier);
        throw refuse(limits.quota, limits.quotaWindow, reset, headers, tier === "free" ? "Free tier daily" : `The ${tier} key's monthly`, tier);
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
  };

  return {
    admit(apiKey, ip) {
      if (apiKey === null) return admitKnown(null, null, ip);
      // Known keys are found by hash in memory; an unknown one is looked up (the only await on
      // this path, once per key until the cache is emptied by a write).
      const cached = cachedKeyByPlaintext(db, apiKey, isWellFormedKey);
      if (cached === undefined) return findKeyByPlaintext(db, apiKey, isWellFormedKey).then((key) => admitKnown(apiKey, key, ip));
      return admitKnown(apiKey, cached, ip);
    },

    admitIp(name, ip) {
      const { ipLimits } = settings.current();
      const limit = name === "checkout" ? ipLimits.checkoutPerMinute : ipLimits.validateKeyPerMinute;
      if (limit === null) return {};
      const s = perIp.hit(`${name}:${ip}`, limit, clock.now(), true);
      const headers: Record<string, string> = {};
      rateHeaders(headers, s, [], []);
      if (!s.allowed) throw refuse(limit, "minute", s.resetSeconds, headers, `/${name}`);
      return headers;
    },

    admitAnalysis(kind, caller) {
      const now = clock.now();
      const { perSession: sessionLimit, perIpPerDay: dayLimit } = settings.current().analysisLimits;
      // The day's count is kept like the free tier's (batched to the database, purged after two
      // days), so a restart does not hand every address a fresh allowance.
      const daySubject = `ip:analysis:${caller.ipBucket}`;
      const day = windowKey("day", now);
      if (meter.missing([[daySubject, day]])) return meter.load([[daySubject, day]]).then(() => this.admitAnalysis(kind, caller));
      const resetDay = Math.ceil((windowEnd("day", now) - now) / 1000);
      const headers: Record<string, string> = {};
      const refuse429 = (limit: number, retryAfter: number, message: string, window: "day" | "session") => {
        Object.assign(headers, { "x-ratelimit-limit": String(limit), "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(retryAfter), "retry-after": String(retryAfter) });
        return new AppError("rate_limited", message, { limit, retry_after_seconds: retryAfter, window }, headers);
      };
      if (dayLimit !== null && meter.count(daySubject, day) >= dayLimit) {
        throw refuse429(dayLimit, resetDay, `This address has used its ${dayLimit} scans and roasts for today (UTC); retry in ${resetDay} seconds.`, "day");
      }
      if (sessionLimit !== null) {
        for (const s of caller.sessions) {
          const state = perSession.hit(`${kind}:${s}`, sessionLimit, now, false);
          if (!state.allowed) throw refuse429(sessionLimit, state.resetSeconds, `The limit of ${sessionLimit} ${kind}s per session (24 hours) is used up; retry in ${state.resetSeconds} seconds.`, "session");
        }
      }
      // Admitted: count it everywhere; the headers describe the allowance closest to running out.
      const left: { limit: number; remaining: number; reset: number }[] = [];
      const usedToday = meter.increment(daySubject, day);
      if (dayLimit !== null) left.push({ limit: dayLimit, remaining: dayLimit - usedToday, reset: resetDay });
      if (sessionLimit !== null) {
        for (const s of caller.sessions) {
          const state = perSession.hit(`${kind}:${s}`, sessionLimit, now, true);
          left.push({ limit: sessionLimit, remaining: state.remaining, reset: state.resetSeconds });
        }
      }
      const tightest = left.sort((a, b) => a.remaining - b.remaining || b.reset - a.reset)[0];
      if (tightest) {
        headers["x-ratelimit-limit"] = String(tightest.limit);
        headers["x-ratelimit-remaining"] = String(Math.max(0, tightest.remaining));
        headers["x-ratelimit-reset"] = String(tightest.reset);
      }
      return headers;
    },

    validateKey(ctx, input) {
      return validateApiKey(ctx, input, this.usageThisMonth);
    },
    async usageThisMonth(keyId) {
      const counter = [`key:${keyId}`, windowKey("month", clock.now())] as const;
      await meter.load([counter]);
      return meter.count(...counter);
    },
    async requestsTodayByTier() {
      const day = windowKey("day", clock.now());
      const counters = TIERS.map((t) => [`tier:${t}`, day] as const);
      await meter.load(counters);
      return Object.fromEntries(counters.map(([subject], i) => [TIERS[i], meter.count(subject, day)])) as Record<Tier, number>;
    },
    limitsFor,
    async flush() {
      let rows: number;
      try {
        rows = await meter.flush();
      } catch (e) {
        events.usageFlushed(false, 0);
        throw e;
      }
      events.usageFlushed(true, rows);
    },
    sweep() {
      minute.sweep(clock.now());
      perIp.sweep(clock.now());
      perSession.sweep(clock.now());
    },
    purgeIpUsage: () => purgeStaleIpUsage(db, clock.now()),
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
