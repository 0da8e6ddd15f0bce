/**
 * UTC calendar windows for quotas: days ("2026-11-22") and months ("2026-11").
 */
export const dayWindow = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const monthWindow = (ms: number) => new Date(ms).toISOString().slice(0, 7);
/** UTC hours ("2026-11-22T14"): the dashboard's traffic chart (see UsageMeter.flush). */
export const hourWindow = (ms: number) => new Date(ms).toISOString().slice(0, 13);

/** Milliseconds at which the window containing `ms` ends. */
export function windowEnd(kind: "day" | "month", ms: number): number {
  const d = new Date(ms);
  return kind === "day" ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** The window's key, remembered until the window ends: asked on every counted request. */
const memo = { day: { from: 0, to: -1, key: "" }, month: { from: 0, to: -1, key: "" } };
export function windowKey(kind: "day" | "month", ms: number): string {
  const m = memo[kind];
  if (ms < m.from || ms >= m.to) {
    const d = new Date(ms);
    m.from = kind === "day" ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    m.to = windowEnd(kind, ms);
    m.key = kind === "day" ? dayWindow(ms) : monthWindow(ms);
  }
  return m.key;
}
