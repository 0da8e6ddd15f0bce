/**
 * The median wall time of `runs` calls of `fn` (ms), after `warmup` calls that are not timed —
 * the one timing loop the bench scripts share.
 */
export async function medianTime(fn: () => unknown, runs: number, opts: { warmup?: number } = {}): Promise<number> {
  for (let i = 0; i < (opts.warmup ?? 0); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1]!;
}
