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
import { decrementCounter, incrementBelow, incrementCounter, purgeStaleWindows, readCounter, SharedWindow } from "./shared-counters";
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
  admitIp(name: IpLimitName, ip: string): Record<string, string> | Promise<Record<string, string>>;
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
export function createAccess(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsReader;
  logger: Logger;
  events?: OpsEvents;
  /** Where a keyless caller gets a key (the free tier's 429 links it). */
  pricingUrl?: string;
  /**
   * Limits counted in the database (replicas sharing one: src/access/shared-counters.ts) instead
   * of in this process's memory (one process: the hot path, no database write per request).
   */
  shared?: boolean;
}): AccessService {
  const { db, clock, settings, logger } = deps;
  const shared = deps.shared ?? false;
  const sharedMinute = new SharedWindow(60_000);
  const sharedPerIp = new SharedWindow(60_000);
  const sharedPerSession = new SharedWindow(86_400_000);
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
    if (shared) return countShared({ now, tier, limits, subject, keyId, qWindow });
    const counters: CounterKey[] = [
      [subject, qWindow],
      [`tier:${tier}`, windowKey("day", now)],
    ];
    return meter.whenLoaded(counters, () => count({ now, tier, limits, subject, keyId, qWindow }));
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
    return admitted(tier, keyId, limits, used, now, headers, policy, state);
  };

  /**
   * count(), with the limits counted in the database: the minute window, then the quota (a
   * request the quota refuses gives its minute count back). The tier's day and hour
   * counts for the dashboard stay batched in the meter (flushes add, so replicas' counts sum).
   */
  const countShared = async ({ now, tier, limits, subject, keyId, qWindow }: { now: number; tier: Tier; limits: TierLimits; subject: string; keyId: string | null; qWindow: string }): Promise<Admission> => {
    const headers: Record<string, string> = {};
    const policy: string[] = [];
    const state: string[] = [];
    const tierDay: CounterKey = [`tier:${tier}`, windowKey("day", now)];
    const minuteSubject = `minute:${subject}`;
    let used: number;
    try {
      if (limits.perMinute !== null) {
        const s = await sharedMinute.hit(db, minuteSubject, limits.perMinute, now);
        rateHeaders(headers, s, policy, state);
        if (!s.allowed) throw refuse(limits.perMinute, "minute", s.resetSeconds, headers, tier === "free" ? "Free tier" : `The ${tier} key's`, tier);
      }
      if (limits.quota === null) used = await incrementCounter(db, { subject, window: qWindow, now });
      else {
        const n = await incrementBelow(db, { subject, window: qWindow, cap: limits.quota, now });
        if (n === null) {
          // Refused: the minute's count is taken back (see shared-counters.ts).
          if (limits.perMinute !== null) await sharedMinute.undo(db, minuteSubject, now);
          const reset = Math.ceil((windowEnd(limits.quotaWindow, now) - now) / 1000);
          quotaHeaders(headers, limits.quota, 0, reset, limits.quotaWindow, policy, state);
          throw refuse(limits.quota, limits.quotaWindow, reset, headers, tier === "free" ? "Free tier daily" : `The ${tier} key's monthly`, tier);
        }
        used = n;
      }
    } catch (e) {
      if (e instanceof AppError && e.code === "rate_limited") events.rateLimited(tier);
      throw e;
    }
    // Loaded (if need be) and counted with no await between: the awaits above let a flush run,
    // which forgets idle counters (UsageMeter.whenLoaded).
    await meter.whenLoaded([tierDay], () => meter.increment(...tierDay));
    if (keyId) meter.touchKey(keyId, now);
    return admitted(tier, keyId, limits, used, now, headers, policy, state);
  };

  /** admitIp, counted in the database. */
  const admitIpShared = async (name: IpLimitName, ip: string, limit: number): Promise<Record<string, string>> => {
    const s = await sharedPerIp.hit(db, `${name}:${ip}`, limit, clock.now());
    const headers: Record<string, string> = {};
    rateHeaders(headers, s, [], []);
    if (!s.allowed) throw refuse(limit, "minute", s.resetSeconds, headers, `/${name}`);
    return headers;
  };

  /** admitAnalysis, counted in the database: the day, then every session (a refusal gives back what was counted). */
  const admitAnalysisShared = async (
    kind: AnalysisKind,
    caller: AnalysisCaller,
    { now, sessionLimit, dayLimit, daySubject, day }: { now: number; sessionLimit: number | null; dayLimit: number | null; daySubject: string; day: string },
  ): Promise<Record<string, string>> => {
    const resetDay = Math.ceil((windowEnd("day", now) - now) / 1000);
    const headers: Record<string, string> = {};
    const refuse429 = analysisRefusal(headers);
    const left: { limit: number; remaining: number; reset: number }[] = [];
    const used = await (dayLimit === null ? incrementCounter(db, { subject: daySubject, window: day, now }) : incrementBelow(db, { subject: daySubject, window: day, cap: dayLimit, now }));
    if (dayLimit !== null) {
      if (used === null) throw refuse429(dayLimit, resetDay, `This address has used its ${dayLimit} scans and roasts for today (UTC); retry in ${resetDay} seconds.`, "day");
      left.push({ limit: dayLimit, remaining: dayLimit - used, reset: resetDay });
    }
    if (sessionLimit !== null) {
      const counted: string[] = [];
      for (const s of caller.sessions) {
        const state = await sharedPerSession.hit(db, `${kind}:${s}`, sessionLimit, now);
        if (!state.allowed) {
          // Refused: what this request counted is taken back (see shared-counters.ts).
          await decrementCounter(db, { subject: daySubject, window: day });
          for (const c of counted) await sharedPerSession.undo(db, c, now);
          throw refuse429(sessionLimit, state.resetSeconds, `The limit of ${sessionLimit} ${kind}s per session (24 hours) is used up; retry in ${state.resetSeconds} seconds.`, "session");
        }
        counted.push(`${kind}:${s}`);
        left.push({ limit: sessionLimit, remaining: state.remaining, reset: state.resetSeconds });
      }
    }
    return tightestHeaders(headers, left);
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
      if (shared) return admitIpShared(name, ip, limit);
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
      if (shared) return admitAnalysisShared(kind, caller, { now, sessionLimit, dayLimit, daySubject, day });
      if (meter.missing([[daySubject, day]])) return meter.load([[daySubject, day]]).then(() => this.admitAnalysis(kind, caller));
      const resetDay = Math.ceil((windowEnd("day", now) - now) / 1000);
      const headers: Record<string, string> = {};
      const refuse429 = analysisRefusal(headers);
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
      return tightestHeaders(headers, left);
    },

    validateKey(ctx, input) {
      return validateApiKey(ctx, input, this.usageThisMonth);
    },
    async usageThisMonth(keyId) {
      const counter = [`key:${keyId}`, windowKey("month", clock.now())] as const;
      // Shared: counted in the database as admitted, by every replica.
      if (shared) return readCounter(db, { subject: counter[0], window: counter[1] });
      return meter.whenLoaded([counter], () => meter.count(...counter));
    },
    async requestsTodayByTier() {
      const day = windowKey("day", clock.now());
      const counters = TIERS.map((t) => [`tier:${t}`, day] as const);
      // Shared: the sum of every replica's flushed counts (each a flush interval late at most).
      if (shared) return Object.fromEntries(await Promise.all(TIERS.map(async (t) => [t, await readCounter(db, { subject: `tier:${t}`, window: day })]))) as Record<Tier, number>;
      return meter.whenLoaded(counters, () => Object.fromEntries(counters.map(([subject], i) => [TIERS[i], meter.count(subject, day)])) as Record<Tier, number>);
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
      sharedMinute.sweep();
      sharedPerIp.sweep();
      sharedPerSession.sweep();
    },
    purgeIpUsage: async () => (await purgeStaleIpUsage(db, clock.now())) + (shared ? await purgeStaleWindows(db, clock.now()) : 0),
  };
}

/** An admitted request's answer: the quota's headers after the minute's, and the combined RateLimit headers. */
function admitted(tier: Tier, keyId: string | null, limits: TierLimits, used: number, now: number, headers: Record<string, string>, policy: string[], state: string[]): Admission {
  if (limits.quota !== null) {
    quotaHeaders(headers, limits.quota, Math.max(0, limits.quota - used), Math.ceil((windowEnd(limits.quotaWindow, now) - now) / 1000), limits.quotaWindow, policy, state);
  }
  if (policy.length) {
    headers["ratelimit-policy"] = policy.join(", ");
    headers["ratelimit"] = state.join(", ");
  }
  return { tier, keyId, headers };
}

/** A scan or roast refused: the 429 with its headers (added to `headers`). */
const analysisRefusal = (headers: Record<string, string>) => (limit: number, retryAfter: number, message: string, window: "day" | "session") => {
  Object.assign(headers, { "x-ratelimit-limit": String(limit), "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(retryAfter), "retry-after": String(retryAfter) });
  return new AppError("rate_limited", message, { limit, retry_after_seconds: retryAfter, window }, headers);
};

/** The rate-limit headers of the allowance closest to running out. */
function tightestHeaders(headers: Record<string, string>, left: { limit: number; remaining: number; reset: number }[]): Record<string, string> {
  const tightest = left.sort((a, b) => a.remaining - b.remaining || b.reset - a.reset)[0];
  if (tightest) {
    headers["x-ratelimit-limit"] = String(tightest.limit);
    headers["x-ratelimit-remaining"] = String(Math.max(0, tightest.remaining));
    headers["x-ratelimit-reset"] = String(tightest.reset);
  }
  return headers;
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
