/**
 * Setup token — the one-time secret in the first-run link `/admin/setup?token=…`.
 *
 * Kept in memory only: it never reaches the database or a backup, it dies with the process, and
 * a restart prints a fresh one. It is valid for 30 minutes and for one use; compared in constant
 * time so response timing does not leak how much of a guess was right.
 */
import { randomBase62 } from "../lib/base62";
import type { Clock } from "../lib/clock";
import { safeEqual } from "../lib/safe-equal";

export const SETUP_TOKEN_TTL_MS = 30 * 60 * 1000;

export type SetupTokenCheck = "valid" | "invalid" | "expired" | "used";

export interface SetupTokenStore {
  /** Issues a new token (replacing any earlier one) and returns it with its expiry. */
  issue(): { token: string; expiresAt: number };
  check(candidate: string | null | undefined): SetupTokenCheck;
  /** Kills the token for good (the first admin exists). */
  consume(): void;
}

export function createSetupTokenStore(clock: Clock, ttlMs = SETUP_TOKEN_TTL_MS): SetupTokenStore {
  let current: { token: string; expiresAt: number } | null = null;
  let used = false;
  return {
    issue() {
      current = { token: randomBase62(32), expiresAt: clock.now() + ttlMs };
      used = false;
      return { ...current };
    },
    check(candidate) {
      if (used) return "used";
      if (!current || !safeEqual(candidate, current.token)) return "invalid";
      return clock.now() < current.expiresAt ? "valid" : "expired";
    },
    consume() {
      current = null;
      used = true;
    },
  };
}
