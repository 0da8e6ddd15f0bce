import { setPriority } from "node:os";
import { entryPointUrl } from "./entry-points";

/**
 * startWorker — the one way this code base starts a worker thread, from its module's path under
 * src/ (listed as an entry point in scripts/build.ts, or the executable will not hold it). An idle
 * worker must not keep a process alive (CLI commands, tests), so it is unref'd. A worker that
 * fails to load or throws reports through `onError`: every caller has a way to do the work
 * without it, so a failure costs speed, never the work.
 */
export function startWorker(pathInSrc: string, onError: (e: Error) => void): Worker {
  const worker = new Worker(entryPointUrl(pathInSrc));
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
