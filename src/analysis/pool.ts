/**
 * The analysis pool — where every parse and extraction of fetched HTML runs: scans, roasts,
 * report generation and monitoring checks, from the discovery parse of a home page to the facts
 * of a whole site. The event loop only fetches, writes and answers; a hostile page (400,000
 * nested `<div>`, 4.4 MB under the fetcher's cap) costs a worker's time, never every request's.
 *
 * One pool for all of them (lib/worker-pool.ts): a small set of worker threads, a bounded queue,
 * and a CPU budget per site — a site's discovery and extraction together may use `budgetMs` of
 * CPU (default 5 s; real sites use 10–30 ms). Past it the work is abandoned (its worker stopped
 * and replaced) and the site fails like a page that could not be fetched: FetchFailure
 * `too_complex`, which scan and roast answer as 422 `url_unreachable`, a report lists as an
 * unreadable competitor, and a monitoring check records as a failed read.
 *
 * The queue bound: people waiting on a scan or roast (`wait: false`) are refused with 503
 * `service_unavailable` and a Retry-After when `maxWaiting` analyses already wait — a quick
 * answer rather than a request that hangs behind other people's sites, and nothing held in
 * memory for it. Jobs (`wait: true`: reports, checks) always queue: the job runner bounds how
 * many run at once, so their waiting is bounded by construction, and refusing them would only
 * turn load into failed reports.
 */
import { FetchFailure } from "../intel/fetcher";
import type { SiteFacts } from "../intel/facts";
import type { PageInput } from "../intel/page";
import { AppError } from "../lib/errors";
import { createWorkerPool, PoolFull, TaskOverrun, type PoolStats, type WorkerPoolOptions } from "../lib/worker-pool";
import type { AnalysisTasks, CheckResult, ExtractInput } from "./tasks";

export interface AnalysisPoolOptions {
  /** Worker threads (0: everything runs in the main thread, the budget checked after the fact). */
  workers: number;
  /** Analyses that may wait before a scan or roast is refused. */
  maxWaiting: number;
  /** A site's CPU budget in ms, read for each site (an operator may change it at run time). */
  budgetMs(): number;
  /** Told when no worker can start. */
  onError?(e: Error): void;
  /** How workers are started (tests). */
  start?: WorkerPoolOptions<AnalysisTasks>["start"];
}

/** One site's analyses, sharing one budget. */
export interface SiteWork {
  discover(home: PageInput): Promise<string[]>;
  detect(pages: PageInput[]): Promise<(string | null)[]>;
  extract(input: ExtractInput): Promise<SiteFacts>;
  check(input: ExtractInput): Promise<CheckResult>;
}

export interface AnalysisPool {
  /**
   * The analyses of the site at `url` (the URL asked for: errors name it). `wait`: may they wait
   * when the queue is full (jobs), or are they refused with 503 (requests)?
   */
  site(url: string, opts: { wait: boolean }): SiteWork;
  stats(): PoolStats;
  close(): void;
}

/** Workers for a machine: one fewer than its cores, one at least, two at most (the API keeps a core). */
export const defaultWorkers = () => Math.max(1, Math.min(2, (navigator.hardwareConcurrency ?? 2) - 1));

/** "5 s", "1.5 s", "200 ms". */
const duration = (ms: number) => (ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${ms} ms`);

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export function tooComplex(url: string, budgetMs: number): FetchFailure {
  return new FetchFailure("too_complex", url, `${host(url)} is too complex to analyse (over ${duration(budgetMs)} of work)`);
}

/**
 * The tasks as this thread runs them when no worker can start (or with `workers: 0`). tasks.ts
 * brings the whole extraction engine (htmlparser2, entities, the extractors), and the workers
 * evaluate their own copy (worker.ts), so it is loaded at the first task run here, not with the
 * pool: a server whose workers start never evaluates the engine in its main thread, and a start
 * that serves /healthz evaluates it nowhere (docs/benchmarks.md, "Cold start, session 15").
 * `require` in the bundle is a lazy initialiser: the module is evaluated on the first call.
 */
const loaded = (): AnalysisTasks => (require("./tasks") as typeof import("./tasks")).ANALYSIS_TASKS;
const TASKS_HERE: AnalysisTasks = {
  discover: (home) => loaded().discover(home),
  detect: (pages) => loaded().detect(pages),
  extract: (input) => loaded().extract(input),
  check: (input) => loaded().check(input),
};

export function createAnalysisPool(opts: AnalysisPoolOptions): AnalysisPool {
  const pool = createWorkerPool({ entry: "analysis/worker.ts", size: opts.workers, maxWaiting: opts.maxWaiting, tasks: TASKS_HERE, onError: opts.onError, start: opts.start });

  return {
    site(url, { wait }) {
      const budget = opts.budgetMs();
      let used = 0;
      async function run<K extends keyof AnalysisTasks>(task: K, arg: Parameters<AnalysisTasks[K]>[0]): Promise<ReturnType<AnalysisTasks[K]>> {
        const left = budget - used;
        if (left <= 0) throw tooComplex(url, budget);
        try {
          const r = await pool.run(task, arg, { budgetMs: left, wait });
          used += r.cpuMs;
          return r.value;
        } catch (e) {
          if (e instanceof TaskOverrun) {
            used = budget;
            throw tooComplex(url, budget);
          }
          if (e instanceof PoolFull) {
            const seconds = Math.max(1, Math.ceil(budget / 1000));
            throw new AppError("service_unavailable", `Too many sites are being analysed right now; try again in ${seconds} seconds.`, {}, { "retry-after": String(seconds) });
          }
          throw e;
        }
      }
      return {
        discover: (home) => run("discover", home),
        detect: (pages) => run("detect", pages),
        extract: (input) => run("extract", input),
        check: (input) => run("check", input),
      };
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
