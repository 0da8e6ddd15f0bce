/**
 * Sign-in throttle — after 5 failed sign-ins from one IP address within 15 minutes, further
 * attempts from it are refused until the oldest failure leaves the window. This caps online
 * password guessing at 20 tries an hour per address, while an admin who mistypes a few times
 * is never locked out for long. Counted per IP rather than per account, so an attacker cannot
 * lock a known admin out by failing on purpose from elsewhere.
 *
 * In memory: it resets on restart, which is acceptable for a single-process appliance.
 */
import type { Clock } from "../lib/clock";

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Bound on remembered addresses, so a flood of spoofed sources cannot grow memory without end. */
const MAX_TRACKED = 10_000;

export interface SignInThrottle {
  /** Milliseconds until `ip` may try again; 0 when it may try now. */
  retryAfterMs(ip: string): number;
  recordFailure(ip: string): void;
  /** A successful sign-in clears the address's failures. */
  recordSuccess(ip: string): void;
}

export function createSignInThrottle(clock: Clock, max = MAX_FAILURES, windowMs = FAILURE_WINDOW_MS): SignInThrottle {
  const failures = new Map<string, number[]>();
  const recent = (ip: string) => {
    const cutoff = clock.now() - windowMs;
    const list = (failures.get(ip) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(ip, list);
    else failures.delete(ip);
    return list;
  };
  return {
    retryAfterMs(ip) {
      const list = recent(ip);
      return list.length >= max ? list[list.length - max] + windowMs - clock.now() : 0;
    },
    recordFailure(ip) {
      const list = recent(ip);
      list.push(clock.now());
      failures.delete(ip); // re-insert: Map order becomes least-recently-failed first
      failures.set(ip, list.slice(-max));
      if (failures.size > MAX_TRACKED) failures.delete(failures.keys().next().value!);
    },
    recordSuccess(ip) {
      failures.delete(ip);
    },
  };
}
