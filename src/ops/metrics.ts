/**
 * Metrics — GET /metrics in the Prometheus text format, through prom-client's Registry and its
 * formatter (one registry per runtime: tests build many apps in one process, and prom-client's
 * global default registry would make them collide).
 *
 * Two kinds of figures:
 * - Requests (the hot path): counted in plain number cells, one per route template and method,
 *   found through two Map lookups — no label object, no string built per request. The cells are
 *   copied into prom-client's counter (and a histogram written here) when someone scrapes.
 *   prom-client's own `inc(labels)`/`observe(labels)` hash the label object and allocate on every
 *   call, which interface A's fast path cannot afford (docs/benchmarks.md).
 * - Everything else (jobs, deliveries, fetches, rate-limit refusals, usage flushes) is counted in
 *   small maps by label value; queue depth is read from the jobs table, and the analysis pool's
 *   figures from its counters, at scrape time.
 *
 * prom-client itself is loaded on the first scrape, not at start: importing it costs ~35 ms, a
 * third of the cold-start budget (SPEC §11), and a server nobody scrapes never needs it. The
 * registry is built then, once, and its collectors copy the counts in at every scrape.
 *
 * Process figures are collected here rather than by prom-client's `collectDefaultMetrics`: under
 * Bun its event-loop-lag collector prints `Nan` (not a valid sample value) and a minimum of 2^63 ns,
 * and its heap figures are not Bun's; RSS, heap, CPU and start time are read from `process`.
 */
import type { Metric, Registry } from "prom-client";
import type { Db } from "../db/client";
import { activeJobCounts } from "../jobs/queue";
import type { OpsEvents } from "../lib/ops-events";
import type { PoolStats } from "../lib/worker-pool";
import { loadPromClient } from "../vendor";

/** Latency buckets (seconds): interface A answers in well under a millisecond, reports take seconds. */
export const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of requests that matched no route: random paths must not grow the label set. */
export const UNMATCHED_ROUTE = "unmatched";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

interface Cell {
  route: string;
  method: string;
  /** Requests by status code. */
  statuses: Map<number, number>;
  /** Non-cumulative counts per bucket of LATENCY_BUCKETS, the last one for +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

/** Per-request counting: route template → method → cell. */
export class RequestCells {
  private readonly byRoute = new Map<string, Map<string, Cell>>();

  record(route: string, method: string, status: number, seconds: number): void {
    let methods = this.byRoute.get(route);
    if (!methods) this.byRoute.set(route, (methods = new Map()));
    let cell = methods.get(method);
    if (!cell) {
      // A method outside the standard ones (clients can send anything) shares one label.
      const m = METHODS.has(method) ? method : "OTHER";
      cell = methods.get(m);
      if (!cell) {
        cell = { route, method: m, statuses: new Map(), buckets: new Array(LATENCY_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
        methods.set(m, cell);
      }
    }
    cell.statuses.set(status, (cell.statuses.get(status) ?? 0) + 1);
    cell.sum += seconds;
    cell.count++;
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]) i++;
    cell.buckets[i]++;
  }

  *cells(): Iterable<Cell> {
    for (const methods of this.byRoute.values()) yield* methods.values();
  }
}

/** The Prometheus text format's content type (what prom-client's Registry.contentType says). */
export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

export interface Metrics {
  readonly contentType: string;
  readonly requests: RequestCells;
  /** What the domain reports (jobs, deliveries, fetches, refusals, flushes). */
  readonly events: OpsEvents;
  /** The Prometheus text of every metric. */
  scrape(): Promise<string>;
}

/** Counts by a key made of label values (joined by NUL, which no label value here contains). */
class LabelCounts {
  readonly counts = new Map<string, number>();
  constructor(readonly labelNames: readonly string[], preset: string[][] = []) {
    for (const values of preset) this.counts.set(values.join("\0"), 0);
  }
  inc(values: string[], n = 1): void {
    const key = values.join("\0");
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }
  /** Each key as its labels object, with its count. */
  *entries(): Iterable<[Record<string, string>, number]> {
    for (const [key, n] of this.counts) {
      const values = key.split("\0");
      yield [Object.fromEntries(this.labelNames.map((name, i) => [name, values[i]])), n];
    }
  }
}

type Value = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * The request latency histogram, filled from the cells at scrape time. prom-client's Histogram
 * cannot be given counts other than by `observe`, so this is a metric of the shape its registry
 * formats (`name`, `help`, `type`, `get()`), written out as prom-client's Histogram writes one.
 */
function latencyHistogram(cells: RequestCells) {
  const name = "rivalscope_http_request_duration_seconds";
  return {
    name,
    help: "Time from receiving a request to its response being ready, by route template and method",
    type: "histogram",
    aggregator: "sum",
    get() {
      const values: Value[] = [];
      for (const c of cells.cells()) {
        const labels = { route: c.route, method: c.method };
        let acc = 0;
        LATENCY_BUCKETS.forEach((le, i) => {
          acc += c.buckets[i];
          values.push({ labels: { ...labels, le }, value: acc, metricName: `${name}_bucket` });
        });
        values.push({ labels: { ...labels, le: "+Inf" }, value: c.count, metricName: `${name}_bucket` });
        values.push({ labels, value: c.sum, metricName: `${name}_sum` });
        values.push({ labels, value: c.count, metricName: `${name}_count` });
      }
      return { name, help: this.help, type: "histogram", values, aggregator: "sum" };
    },
    reset() {},
  };
}

export function createMetrics(deps: {
  db: Db;
  tiers: readonly string[];
  analysis?: () => PoolStats;
  /** The replica's name (src/cluster/replica.ts): every series carries `replica="…"`, so replicas scraped together stay apart. */
  replica?: string;
}): Metrics {
  const requests = new RequestCells();
  const rateLimited = new LabelCounts(["tier"], [...deps.tiers, "per_ip"].map((t) => [t]));
  const flushes = new LabelCounts(["outcome"], [["ok"], ["empty"], ["error"]]);
  const flushedRows = new LabelCounts([], [[]]);
  const jobs = new LabelCounts(["kind", "outcome"]);
  const deliveries = new LabelCounts(["outcome"], [["succeeded"], ["retry"], ["failed"], ["not_sent"]]);
  const fetches = new LabelCounts(["outcome"]);
  const startSeconds = Math.round((Date.now() - performance.now()) / 1000);

  let registry: Promise<Registry> | null = null;
  async function buildRegistry(): Promise<Registry> {
    const { Counter, Gauge, Registry } = await loadPromClient();
    const registry = new Registry();
    if (deps.replica) registry.setDefaultLabels({ replica: deps.replica });
    const registers = [registry];
    /** A counter whose values are copied from `counts` at each scrape. */
    const copied = (name: string, help: string, counts: LabelCounts) =>
      new Counter({
        name,
        help,
        labelNames: [...counts.labelNames],
        registers,
        collect() {
          this.reset();
          for (const [labels, n] of counts.entries()) this.inc(labels, n);
        },
      });

    new Counter({
      name: "rivalscope_http_requests_total",
      help: "HTTP requests answered, by route template (\"unmatched\" for paths no route declares), method and status",
      labelNames: ["route", "method", "status"],
      registers,
      collect() {
        this.reset();
        for (const c of requests.cells()) for (const [status, n] of c.statuses) this.inc({ route: c.route, method: c.method, status: String(status) }, n);
      },
    });
    registry.registerMetric(latencyHistogram(requests) as unknown as Metric);
    copied("rivalscope_rate_limit_rejections_total", "Requests refused with 429 by a rate limit or quota, by tier: interface A key tiers (free: no key), or per_ip for every other limit (per address or account: checkout, validate-key, scan, roast, reports, sign-in)", rateLimited);
    copied("rivalscope_usage_flushes_total", "Usage counter flushes to the database, by outcome (ok, empty: nothing pending, error)", flushes);
    copied("rivalscope_usage_flushed_counters_total", "Usage counters written by the flushes", flushedRows);
    copied("rivalscope_jobs_total", "Job runs settled in this process, by kind and outcome (retry: failed, will run again)", jobs);
    copied("rivalscope_webhook_deliveries_total", "Webhook delivery attempts, by outcome (not_sent: the endpoint is disabled)", deliveries);
    copied("rivalscope_fetches_total", "Pages fetched for scans, roasts, reports and monitoring, by outcome (ok, not_modified, or why it failed)", fetches);
    new Gauge({
      name: "rivalscope_jobs_queue_depth",
      help: "Jobs waiting (queued) or running, by kind and status, read from the jobs table at scrape time",
      labelNames: ["kind", "status"],
      registers,
      async collect() {
        this.reset();
        for (const r of await activeJobCounts({ db: deps.db })) this.set({ kind: r.kind, status: r.status }, r.n);
      },
    });

    if (deps.analysis) {
      const stats = deps.analysis;
      new Counter({
        name: "rivalscope_analysis_tasks_total",
        help: "Parses and extractions of fetched pages finished (src/analysis), by where they ran: worker, or main_thread when no worker could start",
        labelNames: ["ran_in"],
        registers,
        collect() {
          const s = stats();
          this.reset();
          this.inc({ ran_in: "worker" }, s.ranInWorker);
          this.inc({ ran_in: "main_thread" }, s.ranInline);
        },
      });
      const counted = (name: string, help: string, read: (s: PoolStats) => number) =>
        new Counter({
          name,
          help,
          registers,
          collect() {
            this.reset();
            this.inc(read(stats()));
          },
        });
      counted("rivalscope_analysis_overruns_total", "Site analyses stopped past their CPU budget (RIVALSCOPE_ANALYSIS_BUDGET_MS): the site was reported too_complex and its worker replaced", (s) => s.overruns);
      counted("rivalscope_analysis_refused_total", "Scan and roast analyses refused with 503 because the analysis queue was full (RIVALSCOPE_ANALYSIS_QUEUE)", (s) => s.refused);
      new Gauge({
        name: "rivalscope_analysis_queue",
        help: "Analyses running in a worker or waiting for one, at scrape time",
        labelNames: ["state"],
        registers,
        collect() {
          const s = stats();
          this.set({ state: "running" }, s.running);
          this.set({ state: "waiting" }, s.waiting);
        },
      });
    }

    new Gauge({ name: "process_start_time_seconds", help: "Start time of the process since the Unix epoch, in seconds", registers }).set(startSeconds);
    new Gauge({
      name: "process_resident_memory_bytes",
      help: "Resident memory size in bytes",
      registers,
      collect() {
        this.set(process.memoryUsage.rss());
      },
    });
    new Gauge({
      name: "process_heap_used_bytes",
      help: "JavaScript heap in use, in bytes",
      registers,
      collect() {
        this.set(process.memoryUsage().heapUsed);
      },
    });
    new Counter({
      name: "process_cpu_seconds_total",
      help: "User and system CPU time spent, in seconds",
      registers,
      collect() {
        const u = process.cpuUsage();
        this.reset();
        this.inc((u.user + u.system) / 1e6);
      },
    });
    new Gauge({
      name: "process_uptime_seconds",
      help: "Seconds since the process started",
      registers,
      collect() {
        this.set(Math.floor(performance.now() / 1000));
      },
    });
    return registry;
  }

  const events: OpsEvents = {
    rateLimited: (tier) => rateLimited.inc([tier]),
    usageFlushed(ok, rows) {
      flushes.inc([!ok ? "error" : rows === 0 ? "empty" : "ok"]);
      if (rows > 0) flushedRows.inc([], rows);
    },
    jobSettled: (kind, outcome) => jobs.inc([kind, outcome]),
    webhookDelivery: (outcome) => deliveries.inc([outcome]),
    fetched: (outcome) => fetches.inc([outcome]),
  };

  return {
    contentType: PROMETHEUS_CONTENT_TYPE,
    requests,
    events,
    async scrape() {
      registry ??= buildRegistry();
      return (await registry).metrics();
    },
  };
}
