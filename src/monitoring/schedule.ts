/**
 * When a tracked competitor is checked: on its plan's interval (Tracker daily, Command hourly;
 * billing's allowances table), at a phase of its own inside the interval, taken from its id. So
 * 1,000 competitors added in the same second are spread evenly over the interval instead of
 * firing together, and each keeps its slot: the next check is the competitor's next slot at
 * least half an interval away, i.e. interval ± half an interval after the last one, never drifting.
 */
import type { CheckInterval } from "../billing/plans";

export const INTERVAL_MS: Record<CheckInterval, number> = { hourly: 3_600_000, daily: 86_400_000 };

/** A stable number in [0, 1) from an id (FNV-1a). */
export function phaseOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/** The competitor's next slot at least half an interval after `now`. */
export function nextCheckAt(id: string, now: number, intervalMs: number): number {
  const offset = Math.floor(phaseOf(id) * intervalMs);
  const earliest = now + intervalMs / 2;
  const k = Math.ceil((earliest - offset) / intervalMs);
  return k * intervalMs + offset;
}
