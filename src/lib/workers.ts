import { setPriority } from "node:os";

/**
 * Where a worker's module is, from its path under src/ ("monitoring/analyse-worker.ts").
 *
 * Run from source, that is next to this folder. In the compiled executable every module is
 * bundled into one file at the root of Bun's embedded file system (`import.meta.url` is
 * `file:///$bunfs/root/rivalscope`), and each worker entry point of scripts/build.ts sits beside
 * it under its path relative to src/ — the entry points' common folder. So `new URL("./x.ts",
 * import.meta.url)` from the module that starts a worker, right from source, misses in the
 * executable; this is the one place that knows both layouts.
 */
export function workerUrl(pathInSrc: string, base: string = import.meta.url): string {
  const bundled = base.includes("/$bunfs/") || base.includes("/~BUN/");
  return new URL(pathInSrc, bundled ? base : new URL("../", base)).href;
}

/**
 * startWorker — the one way this code base starts a worker thread, from its module's path under
 * src/ (listed as an entry point in scripts/build.ts, or the executable will not hold it). An idle
 * worker must not keep a process alive (CLI commands, tests), so it is unref'd. A worker that
 * fails to load or throws reports through `onError`: every caller has a way to do the work
 * without it, so a failure costs speed, never the work.
 */
export function startWorker(pathInSrc: string, onError: (e: Error) => void): Worker {
  const worker = new Worker(workerUrl(pathInSrc));
  worker.addEventListener("error", (e) => onError(new Error(`the worker ${pathInSrc} failed: ${(e as ErrorEvent).message}`)));
  (worker as Worker & { unref?(): void }).unref?.();
  return worker;
}

/** The niceness of background workers: below requests, above nothing else on the machine. */
export const BACKGROUND_NICE = 10;

/**
 * Called first thing inside a background worker: lowers the priority of the calling thread only
 * (on Linux `setpriority` with pid 0 applies to the thread, not the process). Checks and
 * checkpoints run beside the API in the same process; when the cores are all busy, the kernel
 * should run the thread that answers requests first — the monitoring bench measured the API's
 * p99 during a burst of checks mostly as time spent waiting for a core, not for the event loop.
 * Where the platform refuses, the worker just runs at normal priority.
 */
export function runInBackground(): void {
  try {
    setPriority(0, BACKGROUND_NICE);
  } catch {
    // Not permitted or not supported: normal priority.
  }
}
