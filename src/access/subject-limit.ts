/**
 * subjectLimit — "at most N requests per window for one subject" (a client IP, an account), on
 * the SlidingWindowLimiter, answered the way interface B answers a 429: `rate_limited`, a
 * message with the wait, `Retry-After` and `X-RateLimit-Limit/Remaining/Reset`. Interface B's
 * per-route limits (sign-in endpoints per IP, billing per account) are each one of these.
 * With `shared` (replicas sharing one database) the requests are counted in the database
 * (src/access/shared-counters.ts), and `admit` answers with a promise.
 */
import type { Db } from "../db/client";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { SharedWindow } from "./shared-counters";
import { SlidingWindowLimiter, type WindowState } from "./sliding-window";

export interface SubjectLimit {
  /** Counts one request of `subject` and returns the rate-limit headers; throws AppError 429 when over (shared: a promise of either). */
  admit(subject: string): Record<string, string> | Promise<Record<string, string>>;
  /** Forgets idle subjects (scheduled). */
  sweep(): void;
}

/**
 * `limit` null = unlimited (the operator's choice): admits everything, sends no headers. A
 * function is asked on every request (limits an operator changes at run time).
 */
export function subjectLimit(
  clock: Clock,
  opts: {
    limit: number | null | (() => number | null);
    windowMs: number;
    what: string;
    /** Replicas sharing this database count there; `name` keeps this limit's rows apart from others'. */
    shared?: { db: Db; name: string } | null;
  },
): SubjectLimit {
  const limitNow = typeof opts.limit === "function" ? opts.limit : () => opts.limit as number | null;
  const window = new SlidingWindowLimiter(opts.windowMs);
  const shared = opts.shared ? { ...opts.shared, window: new SharedWindow(opts.windowMs) } : null;
  const per = opts.windowMs === 60_000 ? "minute" : opts.windowMs === 3_600_000 ? "hour" : `${Math.round(opts.windowMs / 1000)} seconds`;
  const answer = (limit: number, s: WindowState) => {
    const headers = { "x-ratelimit-limit": String(s.limit), "x-ratelimit-remaining": String(s.remaining), "x-ratelimit-reset": String(s.resetSeconds) };
    if (!s.allowed) {
      throw new AppError("rate_limited", `Too many requests: ${opts.what} allows ${limit} per ${per}. Retry in ${s.resetSeconds} seconds.`, {}, { ...headers, "retry-after": String(s.resetSeconds) });
    }
    return headers;
  };
  return {
    admit(subject) {
      const limit = limitNow();
      if (limit === null) return {};
      if (shared) return shared.window.hit(shared.db, `${shared.name}:${subject}`, limit, clock.now()).then((s) => answer(limit, s));
      return answer(limit, window.hit(subject, limit, clock.now()));
    },
    sweep: () => {
      window.sweep(clock.now());
      shared?.window.sweep();
    },
  };
}
