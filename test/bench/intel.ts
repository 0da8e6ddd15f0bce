/**
 * benchIntel — SPEC §11's extraction budget: extracting a ~500 KB realistic pricing page (goal
 * ≤ 50 ms), printed beside the chosen parser's raw parse time of the same page in the same run
 * (htmlparser2 with no-op callbacks, and our tree build on top of it), medians of several runs after
 * a warm-up. And SPEC §11's scan budget: a full scan of two local fixture sites (goal ≤ 500 ms) —
 * the fetcher reading both sites (home + discovered pages, over HTTP from a loopback server, a
 * fresh fetcher each run so nothing is cached), extraction, profiles and the comparison — beside
 * its pure part (the same pages already in memory).
 * Run alone: npx bun run test/bench/intel.ts
 */
import { Parser } from "htmlparser2";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Ctx } from "../../src/context.ts";
import { createIntel } from "../../src/intel/service.ts";
import { systemClock } from "../../src/lib/clock.ts";
import { createOutbound } from "../../src/net/outbound.ts";
import { startFixtureSites } from "../helpers/fixture-sites.ts";
import { buildProfile } from "../../src/intel/analyze/profile.ts";
import { buildScan } from "../../src/intel/analyze/scan.ts";
import { extractSite } from "../../src/intel/extract-site.ts";
import { parseHtml } from "../../src/intel/html/parse.ts";
import { realisticPricingPage } from "../intel/support/realistic-page.ts";
import { loadSite } from "../intel/support/sites.ts";

async function median(fn: () => unknown, runs: number): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

/** A full scan over HTTP: two fixture sites on a loopback server, read by a fresh (cold-cache) fetcher each time. */
async function fullScan(runs: number): Promise<{ ms: number; pages: number }> {
  const sites = startFixtureSites();
  const tools = (JSON.parse(readFileSync(join(import.meta.dir, "../../data/tools.json"), "utf8")) as { tools: { slug: string; name: string; category: string; url: string }[] }).tools;
  const net = createOutbound({ allowPrivate: true, resolve: sites.resolve });
  const ctx = { clock: systemClock } as Ctx;
  const input = { your_url: sites.url("next-data"), competitor_url: sites.url("nuxt") };
  try {
    const ms = await median(() => createIntel({ net, clock: systemClock, catalog: { index: () => ({ all: () => tools }) }, userAgent: "Rivalscope-bench" }).scan(ctx, input), runs);
    return { ms, pages: new Set(sites.requests.map((r) => r.host + r.path)).size };
  } finally {
    sites.stop();
  }
}

export interface IntelBench {
  lines: string[];
  figures: { extract_ms: number; raw_parse_ms: number; tree_ms: number; page_kb: number; scan_pure_ms: number; scan_full_ms: number };
  /** Both SPEC §11 goals met (extraction ≤ 50 ms, full scan ≤ 500 ms). */
  met: boolean;
}

export async function benchIntel(): Promise<IntelBench> {
  const html = realisticPricingPage(500_000);
  const page = { url: "https://bench.example/pricing", html };
  const raw = await median(() => {
    const p = new Parser({});
    p.write(html);
    p.end();
  }, 15);
  const tree = await median(() => parseHtml(html), 15);
  const extract = await median(() => extractSite([page]), 15);
  const you = loadSite("next-data", "shipyard.example");
  const them = loadSite("nuxt", "formwise.example");
  const scan = await median(() => buildScan(buildProfile(extractSite(you)), buildProfile(extractSite(them)), "2026-01-01T00:00:00.000Z"), 15);
  const full = await fullScan(9);
  const kb = Math.round(html.length / 1024);
  const met = extract <= 50 && full.ms <= 500;
  return {
    lines: [
      `intel: extraction of a ${kb} KB pricing page: ${extract.toFixed(1)} ms median (goal ≤ 50 ms): ${extract <= 50 ? "met" : "MISSED"} — ${(extract / raw).toFixed(1)}× htmlparser2's raw parse (${raw.toFixed(1)} ms), ${(extract / tree).toFixed(1)}× our tree build (${tree.toFixed(1)} ms)`,
      `intel: full scan of two local fixture sites over HTTP (${full.pages} pages requested, fetch + extract + profiles + scan, cold cache): ${full.ms.toFixed(1)} ms median (goal ≤ 500 ms): ${full.ms <= 500 ? "met" : "MISSED"} — of which the pure part (${you.length + them.length} pages already in memory) ${scan.toFixed(1)} ms`,
    ],
    figures: { extract_ms: extract, raw_parse_ms: raw, tree_ms: tree, page_kb: kb, scan_pure_ms: scan, scan_full_ms: full.ms },
    met,
  };
}

if (import.meta.main) for (const line of (await benchIntel()).lines) console.log(line);
