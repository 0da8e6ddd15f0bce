/**
 * Where a module built as an entry point of its own (scripts/build.ts: the worker threads, the
 * libraries loaded on demand) is, from its path under src/ ("monitoring/analyse-worker.ts").
 *
 * Run from source, that is under src/, one folder up from here. In the compiled executable every
 * bundled module has the bundle's URL (`file:///$bunfs/root/rivalscope`), and each entry point
 * sits beside it under its path relative to src/ — the entry points' common folder. So
 * `new URL("./x.ts", import.meta.url)`, right from source, misses in the executable unless the
 * caller lives in src/ itself; this is the one place that knows both layouts.
 */
export function entryPointUrl(pathInSrc: string, base: string = import.meta.url): string {
  const bundled = base.includes("/$bunfs/") || base.includes("/~BUN/");
  return new URL(pathInSrc, bundled ? base : new URL("../", base)).href;
}
