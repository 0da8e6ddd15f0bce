/**
 * benchRendering — what the optional browser (SPEC §14, issue 28) costs, beside the static path
 * on the same loopback site, in the same run:
 * - time: reading a site whose pricing page draws its plans by script (home page + /pricing, the
 *   intel service's read, a fresh fetcher each run so nothing is cached), once without a browser
 *   (the static path: no plans, "not rendered: no browser configured") and once with Chromium
 *   (the page rendered through the policy proxy, then read again); the ratio of the medians. And
 *   one render alone (renderer.render), and the first one, which starts the browser.
 * - memory: the RSS of the Chromium process tree (every descendant process of this one; the bench
 *   starts no other), sampled through the renders, beside this process's own RSS.
 * No budget: SPEC §14 bounds a render (15 s, 20 MiB) but sets no goal for it; the figures go to
 * docs/benchmarks.md and README's cost note. Every render must succeed, or the run is MISSED.
 * Run alone: npx bun run test/bench/rendering.ts [--chromium /usr/bin/chromium]
 */
import { readdirSync, readFileSync } from "node:fs";
import { createAnalysisPool } from "../../src/analysis/pool.ts";
import { createRenderer } from "../../src/browser/renderer.ts";
import { createIntel } from "../../src/intel/service.ts";
import { systemClock } from "../../src/lib/clock.ts";
import { createOutbound } from "../../src/net/outbound.ts";
import { medianTime as median } from "./timing.ts";

const RUNS = 9;
const argValue = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const HOME = `<!doctype html><html lang="en"><head><title>Drawbridge</title></head><body><nav><a href="/">Home</a> <a href="/pricing">Pricing</a></nav>
<h1>Invoices that draw themselves</h1><p>Drawbridge turns your time sheets into invoices, chases late payers and reconciles every payment with your bank, so that month-end takes an afternoon instead of a week.</p></body></html>`;
/** An application shell: its script draws three plan cards after load. */
const PRICING = `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><div id="app">Loading…</div><script>
const plans = [["Starter", 19], ["Team", 49], ["Business", 99]];
addEventListener("load", () => { document.getElementById("app").innerHTML = '<h1>Pricing</h1><div class="pricing-grid">' + plans.map(([n, p]) =>
  '<div class="pricing-card"><h3>' + n + '</h3><p class="price">$' + p + ' / month</p><ul><li>Unlimited invoices</li><li>Bank sync</li></ul><a href="/signup">Start ' + n + '</a></div>').join("") + '</div>'; });
</script></body></html>`;

/**
 * Memory (MB) of every process descending from this one: the sum of their RSS (what the brief asks
 * for; it counts pages Chromium's processes share once per process) and of their PSS (shared
 * pages split between the processes sharing them: closer to what the machine gives up).
 */
function descendantsMb(withPss = false): { rss: number; pss: number } {
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // pid (comm) state ppid …: the name may hold spaces and parentheses, so read after the last ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parent.set(Number(name), Number(fields[1]));
      const status = readFileSync(`/proc/${name}/status`, "utf8");
      rss.set(Number(name), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // The process ended while being read.
    }
  }
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parent) if (!mine.has(pid) && mine.has(ppid)) (mine.add(pid), (grew = true));
  }
  mine.delete(process.pid);
  const pssKb = (pid: number) => {
    try {
      return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  const all = [...mine];
  return { rss: all.reduce((kb, pid) => kb + (rss.get(pid) ?? 0), 0) / 1024, pss: withPss ? all.reduce((kb, pid) => kb + pssKb(pid), 0) / 1024 : 0 };
}

export interface RenderingBench {
  lines: string[];
  figures: { static_read_ms: number; rendered_read_ms: number; read_ratio: number; render_ms: number; first_render_ms: number; browser_rss_mb: number; browser_pss_mb: number; browser_rss_peak_mb: number; process_rss_mb: number; plans_static: number; plans_rendered: number };
  met: boolean;
}

export async function benchRendering(executable = argValue("chromium") ?? Bun.which("chromium") ?? "/usr/bin/chromium"): Promise<RenderingBench> {
  const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: (req) => new Response(new URL(req.url).pathname === "/pricing" ? PRICING : HOME, { headers: { "content-type": "text/html; charset=utf-8" } }) });
  const url = `http://127.0.0.1:${server.port}/`;
  // The production policy but for this machine (the scan tests' switch): the site is on loopback.
  const net = createOutbound({ allowPrivate: true });
  const analysis = createAnalysisPool({ workers: 1, maxWaiting: 16, budgetMs: () => 5000 });
  const renderer = createRenderer({ browser: { executable }, net, proxyHost: "127.0.0.1", renderers: 1, maxWaiting: 16 });
  const catalog = { index: () => ({ all: () => [] }) };
  const read = (withBrowser: boolean) => createIntel({ analysis, net, clock: systemClock, catalog, userAgent: "Rivalscope-bench", renderer: () => (withBrowser ? renderer : null) }).fetchSite(url);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, descendantsMb().rss)), 100);
  try {
    let failed = 0;
    const t0 = performance.now();
    const first = await renderer.render(`${url}pricing`, { wait: true });
    const firstMs = performance.now() - t0;
    if (!first.ok) failed++;
    // Warm-up of both paths (the pool's worker, the fetcher's code).
    const staticRead = await read(false);
    const renderedRead = await read(true);
    const staticMs = await median(() => read(false), RUNS);
    const renderedMs = await median(async () => {
      const r = await read(true);
      if (!r.profile.rendering.every((x) => x.rendered)) failed++;
    }, RUNS);
    const renderMs = await median(async () => {
      const r = await renderer.render(`${url}pricing`, { wait: true });
      if (!r.ok) failed++;
    }, RUNS);
    const { rss: browserRss, pss: browserPss } = descendantsMb(true);
    peak = Math.max(peak, browserRss);
    const ownRss = process.memoryUsage().rss / 1024 / 1024;
    const plansStatic = staticRead.facts.plans.length;
    const plansRendered = renderedRead.facts.plans.length;
    const met = failed === 0 && plansStatic === 0 && plansRendered === 3;
    const ratio = renderedMs / staticMs;
    return {
      lines: [
        `rendering: a site whose pricing page is drawn by script (home + /pricing on loopback), read without a browser ${staticMs.toFixed(0)} ms (${plansStatic} plans) vs with Chromium ${renderedMs.toFixed(0)} ms (${plansRendered} plans), medians of ${RUNS} → ${ratio.toFixed(1)}× the static path; one render alone ${renderMs.toFixed(0)} ms, the first (starting the browser) ${firstMs.toFixed(0)} ms`,
        `rendering: Chromium's process tree ${browserRss.toFixed(0)} MB RSS after the renders (peak ${peak.toFixed(0)} MB; ${browserPss.toFixed(0)} MB PSS, shared pages counted once) beside this process's ${ownRss.toFixed(0)} MB → ${(browserRss / ownRss).toFixed(1)}×; no budget (SPEC §14 bounds a render at 15 s and 20 MiB): ${met ? "every render succeeded" : `MISSED (${failed} failed renders, ${plansRendered} plans rendered)`}`,
      ],
      figures: { static_read_ms: staticMs, rendered_read_ms: renderedMs, read_ratio: ratio, render_ms: renderMs, first_render_ms: firstMs, browser_rss_mb: browserRss, browser_pss_mb: browserPss, browser_rss_peak_mb: peak, process_rss_mb: ownRss, plans_static: plansStatic, plans_rendered: plansRendered },
      met,
    };
  } finally {
    clearInterval(sampler);
    await renderer.close();
    analysis.close();
    server.stop(true);
  }
}

if (import.meta.main) {
  const r = await benchRendering();
  for (const line of r.lines) console.log(line);
  process.exitCode = r.met ? 0 : 1;
}
