/**
 * Retry delays: exponential backoff with jitter. The jitter spreads retries of many failures that
 * happened together (a receiver down for a minute) so they do not all come back in the same
 * instant; `random` is passed in so tests get a fixed schedule.
 */

/** The delay (ms) before retry number `attempt` (1 = after the first failure). */
export type Backoff = (attempt: number, random: () => number) => number;

/** `ms` moved by up to ±`jitter` (a fraction, 0.2 = ±20%) of itself. */
export const jittered = (ms: number, jitter: number, random: () => number) => Math.round(ms * (1 - jitter + 2 * jitter * random()));

/** base, base·factor, base·factor², … capped at `maxMs`, each jittered. */
export function exponentialBackoff({ baseMs, maxMs, factor = 2, jitter = 0.2 }: { baseMs: number; maxMs: number; factor?: number; jitter?: number }): Backoff {
  return (attempt, random) => jittered(Math.min(maxMs, baseMs * factor ** Math.max(0, attempt - 1)), jitter, random);
}
