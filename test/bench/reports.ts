/**
 * benchReports — SPEC §11's report budget: the time from payment to `completed` for a report on
 * five competitors served from local fixture sites (goal < 2 s), beside the time of the fetches
 * alone in the same run.
 *
 * - Payment to completed: a real runtime (started: its scheduler and job runner, the system clock)
 *   and the app on a fresh data directory each run (so the fetcher's cache is cold); a report is
 *   requested, then the clock starts, the local test checkout's Pay is pressed, and it stops when
 *   the report's row says `completed` (polled every 2 ms). Everything the product does is inside:
 *   the payment's transaction, the job's claim, reading the five sites (home + discovered pages
 *   over HTTP from a loopback server), extraction, the analysis, the completing transaction.
 * - The fetches alone: the same pages (as the fixture server saw them requested), fetched by a
 *   fresh fetcher with the same per-host limit, all at once — what no amount of analysis work
 *   could get under; and reading the sites alone (fetches, extraction, profiles, as the job does
 *   it, without the queue or the database), which says where the rest of the time goes.
 * Medians of several runs after a warm-up. Run alone: npx bun run test/bench/reports.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createFetcher } from "../../src/intel/fetcher.ts";
import { createAnalysisPool } from "../../src/analysis/pool.ts";
import { createIntel } from "../../src/intel/service.ts";
import { systemClock } from "../../src/lib/clock.ts";
import { createLogger } from "../../src/lib/log.ts";
import { createOutbound } from "../../src/net/outbound.ts";
import { getReport } from "../../src/reports/reports.ts";
import { openRuntime } from "../../src/runtime.ts";
import { startFixtureSites, type FixtureSites } from "../helpers/fixture-sites.ts";

const SITES = ["next-data", "nuxt", "plain-cards", "jsonld-offers", "free-trial"];
const GOAL_MS = 2000;
const RUNS = 7;
const WARMUP = 2;

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** One report, paid and generated; returns ms from Pay to completed. */
async function paymentToCompleted(sites: FixtureSites): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), "rivalscope-bench-reports-"));
  const config = loadConfig({ RIVALSCOPE_DATA_DIR: dir, LOG_LEVEL: "silent", RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_PAYMENTS: "local", RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: "unlimited" });
  const rt = await openRuntime(config, { logger: createLogger("silent"), net: { resolve: sites.resolve } });
  try {
    const app = createApp(rt);
    rt.start();
    const requested = await app.handle(
      new Request("http://localhost/api/reports/request", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Bench", email: "bench@example.com", competitor_urls: SITES.map((s) => sites.url(s)) }) }),
    );
    const { report_id, checkout_url } = (await requested.json()) as { report_id: string; checkout_url: string };
    const ctx = rt.context({ kind: "system", via: "bench" });
    const t0 = performance.now();
    const paid = await app.handle(new Request(`http://localhost${new URL(checkout_url).pathname}/pay`, { method: "POST" }));
    if (paid.status !== 303) throw new Error(`pay answered ${paid.status}`);
    for (;;) {
      const status = (await getReport(ctx, { id: report_id }))!.status;
      if (status === "completed") return performance.now() - t0;
      if (status === "failed") throw new Error(`the report failed: ${(await getReport(ctx, { id: report_id }))!.message}`);
      if (performance.now() - t0 > 30_000) throw new Error("the report did not complete within 30 s");
      await Bun.sleep(2);
    }
  } finally {
    await rt.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The given URLs fetched all at once by a fresh fetcher (cold cache, 2 per host); the pages found and the time. */
async function fetchesAlone(urls: string[], sites: FixtureSites): Promise<{ ms: number; found: number }> {
  const fetcher = createFetcher({ net: createOutbound({ allowPrivate: true, resolve: sites.resolve }), clock: systemClock, userAgent: "Rivalscope-bench" });
  const t0 = performance.now();
  // Discovery's guesses that answer 404 are part of what a report fetches, so they count too.
  const found = await Promise.all(urls.map((u) => fetcher.fetchPage(u).then(() => 1, () => 0)));
  return { ms: performance.now() - t0, found: found.reduce((a: number, b) => a + b, 0) };
}

/** The five sites read as the job reads them (fetch, extraction, profile), with a fresh intel engine: no queue, no database. */
async function readingAlone(sites: FixtureSites): Promise<number> {
  // A fresh analysis pool too, as each report run above has a fresh runtime.
  const analysis = createAnalysisPool({ workers: 1, maxWaiting: 16, budgetMs: () => 5000 });
  const intel = createIntel({ analysis, net: createOutbound({ allowPrivate: true, resolve: sites.resolve }), clock: systemClock, catalog: { index: () => ({ all: () => [] }) }, userAgent: "Rivalscope-bench" });
  const t0 = performance.now();
  await Promise.all(SITES.map((s) => intel.fetchSite(sites.url(s))));
  const ms = performance.now() - t0;
  analysis.close();
  return ms;
}

export interface ReportsBench {
  lines: string[];
  figures: { payment_to_completed_ms: number; fetches_ms: number; reading_ms: number; requests: number; competitors: number };
  met: boolean;
}

export async function benchReports(): Promise<ReportsBench> {
  const sites = startFixtureSites();
  try {
    const totals: number[] = [];
    let pages: string[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      sites.requests.length = 0;
      const ms = await paymentToCompleted(sites);
      if (i >= WARMUP) totals.push(ms);
      // What a report requests: home pages, discovered pages, and guessed paths that may 404.
      pages = [...new Set(sites.requests.map((r) => `http://${r.host}:${sites.port}${r.path}`))];
    }
    const fetches: number[] = [];
    let found = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const alone = await fetchesAlone(pages, sites);
      if (i >= WARMUP) fetches.push(alone.ms);
      found = alone.found;
    }
    const readings: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const ms = await readingAlone(sites);
      if (i >= WARMUP) readings.push(ms);
    }
    const reading = medianOf(readings);
    const total = medianOf(totals);
    const fetched = medianOf(fetches);
    const met = total < GOAL_MS;
    return {
      lines: [
        `reports: payment → completed for ${SITES.length} competitors on local fixture sites: ${total.toFixed(0)} ms median of ${RUNS} (goal < ${GOAL_MS} ms): ${met ? "met" : "MISSED"} — the fetches alone (${pages.length} requests, ${found} pages) ${fetched.toFixed(0)} ms; reading the sites (fetches + extraction + profiles) ${reading.toFixed(0)} ms; the rest (${(total - reading).toFixed(0)} ms) is the payment, the job's claim, the analysis and the completing transaction`,
      ],
      figures: { payment_to_completed_ms: total, fetches_ms: fetched, reading_ms: reading, requests: pages.length, competitors: SITES.length },
      met,
    };
  } finally {
    sites.stop();
  }
}

if (import.meta.main) for (const line of (await benchReports()).lines) console.log(line);
