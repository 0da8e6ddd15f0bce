/**
 * Sign-in throttle — after `max` failed sign-ins for one key (an IP address, an account) within
 * the window, further attempts are refused until the oldest failure leaves the window. For the
 * dashboard that caps online guessing at 20 tries an hour per address, while an admin who
 * mistypes a few times is never locked out for long.
 *
 * Attempts are RESERVED before the password check starts, synchronously — the check awaits a
 * slow argon2 hash, and a throttle that only reads failures before that await and records them
 * after lets 200 parallel guesses all through. An attempt in flight counts as a failure until it
 * settles: 200 guesses sent at once give exactly `max` checks and the rest are refused.
 *
 * In memory: it resets on restart, which is acceptable for a single-process appliance.
 */
import type { Clock } from "../lib/clock";

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Bound on remembered keys, so a flood of spoofed sources cannot grow memory without end. */
const MAX_TRACKED = 10_000;
/** What a client refused only because of attempts still in flight is told to wait. */
const IN_FLIGHT_RETRY_MS = 1000;

export interface Attempt {
  /** Settles the reservation: a failure stays counted, a success clears the key's failures. */
  settle(success: boolean): void;
  /**
   * Ends the reservation without counting it either way — for a key that a success must not
   * clear: an address whose failures were guesses at other people's accounts is not vouched for
   * by one correct password (the attacker's own).
   */
  release(): void;
}

export type Reservation = { ok: true; attempt: Attempt } | { ok: false; retryAfterMs: number };

export interface SignInThrottle {
  /** Reserves one attempt for `key`, or says how long to wait. Call before any await. */
  reserve(key: string): Reservation;
  /** Milliseconds until `key` may try again; 0 when it may try now. */
  retryAfterMs(key: string): number;
}

interface Entry {
  failures: number[];
  inFlight: number;
}

export function createSignInThrottle(clock: Clock, max = MAX_FAILURES, windowMs = FAILURE_WINDOW_MS): SignInThrottle {
  const entries = new Map<string, Entry>();
  const current = (key: string): Entry => {
    const cutoff = clock.now() - windowMs;
    const e = entries.get(key) ?? { failures: [], inFlight: 0 };
    e.failures = e.failures.filter((t) => t > cutoff);
    return e;
  };
  const store = (key: string, e: Entry) => {
    entries.delete(key); // re-insert: Map order becomes least-recently-used first
    if (e.failures.length === 0 && e.inFlight === 0) return;
    entries.set(key, e);
    if (entries.size > MAX_TRACKED) entries.delete(entries.keys().next().value!);
  };
  const wait = (e: Entry) => (e.failures.length >= max ? e.failures[e.failures.length - max] + windowMs - clock.now() : e.failures.length + e.inFlight >= max ? IN_FLIGHT_RETRY_MS : 0);

  return {
    reserve(key) {
      const e = current(key);
      const retryAfterMs = wait(e);
      if (retryAfterMs > 0) {
        store(key, e);
        return { ok: false, retryAfterMs };
      }
      e.inFlight++;
      store(key, e);
      let settled = false;
      const end = (outcome: "success" | "failure" | "none") => {
        if (settled) return;
        settled = true;
        const now = current(key);
        now.inFlight = Math.max(0, now.inFlight - 1);
        if (outcome === "success") now.failures = [];
        else if (outcome === "failure") now.failures.push(clock.now());
        now.failures = now.failures.slice(-max);
        store(key, now);
      };
      return {
        ok: true,
        attempt: { settle: (success) => end(success ? "success" : "failure"), release: () => end("none") },
      };
    },
    retryAfterMs(key) {
      return wait(current(key));
    },
  };
}
