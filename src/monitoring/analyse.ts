/**
 * What a check computes from a site's pages — its facts (intel's extractSite) and each page's
 * normalised text hash — off the main thread.
 *
 * Both are pure, synchronous CPU work of 10–30 ms per site, and a check runs beside the API in
 * the same process: done inline, every request that arrives meanwhile waits for it (the bench
 * measured API p99 at 24× its idle value while 1,000 baseline checks ran). So a small pool of
 * workers does it (analyse-worker.ts), and the event loop only fetches, writes and answers.
 * Where no worker can be started (an odd runtime or a build without the worker entry point) the
 * work falls back to this thread, with the same result.
 */
import { discoverPages } from "../intel/discover";
import { extractSite } from "../intel/extract-site";
import type { SiteFacts } from "../intel/facts";
import type { PageInput } from "../intel/page";
import { startWorker } from "../lib/workers";
import { pageTextHash } from "./normalise";

export interface AnalyseInput {
  pages: PageInput[];
  url: string;
  final_url: string;
}

export interface Analysis {
  facts: SiteFacts;
  /** pageTextHash of each page, in the order given. */
  hashes: string[];
}

export interface SiteAnalyser {
  analyse(input: AnalyseInput): Promise<Analysis>;
  /** The pages to read besides the home page (intel's discoverPages: it parses the home page too). */
  discover(home: PageInput): Promise<string[]>;
  /** Stops the workers (the runtime's close). */
  close(): void;
}

export const discoverInline = (home: PageInput): string[] => discoverPages(home).map((d) => d.url);

export function analyseInline(input: AnalyseInput): Analysis {
  return { facts: extractSite(input.pages, { url: input.url, final_url: input.final_url }), hashes: input.pages.map((p) => pageTextHash(p.html)) };
}

/** Workers for a machine: one fewer than its cores, one at least, two at most (checks mostly wait on other sites). */
export const defaultWorkers = () => Math.max(1, Math.min(2, (navigator.hardwareConcurrency ?? 2) - 1));

export function createAnalyser(opts: { workers: number; onError?: (e: unknown) => void }): SiteAnalyser {
  interface Slot {
    worker: Worker;
    pending: Map<number, { resolve(a: never): void; reject(e: Error): void }>;
  }
  let slots: Slot[] | null = null;
  let broken = opts.workers < 1;
  let next = 0;
  let seq = 0;

  const fail = (slot: Slot, e: Error) => {
    broken = true;
    opts.onError?.(e);
    for (const p of slot.pending.values()) p.reject(e);
    slot.pending.clear();
  };

  function start(): Slot[] | null {
    if (slots || broken) return slots;
    try {
      slots = Array.from({ length: opts.workers }, () => {
        const worker = startWorker("monitoring/analyse-worker.ts", (e) => fail(slot, e));
        const slot: Slot = { worker, pending: new Map() };
        worker.addEventListener("message", (e: MessageEvent<{ id: number; result?: never; error?: string }>) => {
          const p = slot.pending.get(e.data.id);
          if (!p) return;
          slot.pending.delete(e.data.id);
          if (e.data.result !== undefined) p.resolve(e.data.result);
          else p.reject(new Error(e.data.error ?? "the analysis failed"));
        });
        return slot;
      });
    } catch (e) {
      broken = true;
      opts.onError?.(e);
      slots = null;
    }
    return slots;
  }

  /** Runs `op` in the least busy worker, or here when there is none (or it died meanwhile). */
  async function run<T>(op: "analyse" | "discover", arg: unknown, inline: () => T): Promise<T> {
    const pool = start();
    if (!pool || broken) return inline();
    const slot = pool.reduce((a, b) => (b.pending.size < a.pending.size ? b : a), pool[next++ % pool.length]);
    const id = ++seq;
    try {
      return await new Promise<T>((resolve, reject) => {
        slot.pending.set(id, { resolve: resolve as (a: never) => void, reject });
        slot.worker.postMessage({ id, op, arg });
      });
    } catch (e) {
      // A worker that died takes its work with it: do this one here.
      if (broken) return inline();
      throw e;
    }
  }

  return {
    analyse: (input) => run("analyse", input, () => analyseInline(input)),
    discover: (home) => run("discover", home, () => discoverInline(home)),
    close() {
      for (const s of slots ?? []) s.worker.terminate();
      slots = null;
    },
  };
}
