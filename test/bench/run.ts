/**
 * npm run bench — SPEC §11 measured as ratios against baselines run on the same machine, in the
 * same run:
 *   - interface A (/tools?q=…&limit=20, /tools/{slug}, /compare) with an internal key, 64
 *     connections, against (1) a bare Bun.serve returning the same bytes precomputed and
 *     (2) json-server 0.17 serving the same catalog (the tool a user would otherwise reach for);
 *   - cold start of dist/rivalscope to the first 200 from /healthz (existing and empty data dir);
 *   - RSS of the server after the load;
 *   - the intel engine (test/bench/intel.ts): extraction of a 500 KB page beside the parser's raw
 *     parse time, and a full scan of two local fixture sites;
 *   - reports (test/bench/reports.ts, also runnable alone): payment to `completed` for five
 *     competitors on local fixture sites, beside the fetches alone;
 *   - webhook deliveries/s to loopback receivers, and the rate kept beside one that never answers
 *     (test/bench/webhooks.ts, also runnable alone);
 *   - monitoring: 1,000 tracked competitors on local fixture sites through a simulated day —
 *     checks/s, API p99 during checks against idle, RSS (test/bench/monitoring.ts, also alone);
 *   - rendering (test/bench/rendering.ts, also alone): a script-drawn pricing page read with
 *     Chromium beside the static path on the same loopback site, and the browser's memory;
 *   - the stall: /healthz while the server (from source) roasts, scans and reports on hostile
 *     sites of 400,000 nested <div> (test/bench/stall.ts, also alone): under 500 ms throughout;
 *   - PostgreSQL beside SQLite (test/bench/pg.ts, also alone; skipped without PostgreSQL's
 *     binaries): interface A and a monitoring day on SQLite, one and two PG replicas.
 * json-server and autocannon are installed by the bench into .bench-cache/ (not project deps).
 *   - /metrics on vs off (RIVALSCOPE_METRICS): interface A req/s of the same app both ways,
 *     alternating, 4 rounds (SPEC §11: within 5%).
 * Traffic goes to 127.0.0.1 only. Options: --duration S (default 5), --connections N (default 64),
 * --only-metrics (just the metrics on/off comparison).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchIntel } from "./intel";
import { benchReports } from "./reports";
import { benchWebhooks } from "./webhooks";
import { benchMonitoring } from "./monitoring";
import { benchStall } from "./stall";
import { benchRendering } from "./rendering";
import { benchPg } from "./pg";
import { BENCH_CACHE, load as loadOnce, USE_WRK, type LoadResult } from "./load";
import { freePort, waitFor } from "./servers";

const ROOT = join(import.meta.dir, "../..");
const CACHE = BENCH_CACHE;
const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const DURATION = arg("duration", 5);
const CONNECTIONS = arg("connections", 64);
const BUN = process.execPath;
const ONLY_METRICS = process.argv.includes("--only-metrics");

function ensureTools() {
  if (existsSync(join(CACHE, "node_modules/json-server/package.json")) && existsSync(join(CACHE, "node_modules/autocannon/package.json"))) return;
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(join(CACHE, "package.json"), JSON.stringify({ name: "rivalscope-bench-cache", private: true }));
  console.log("installing json-server@0.17.4 and autocannon into .bench-cache/ …");
  const r = Bun.spawnSync(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error", "json-server@0.17.4", "autocannon@8"], { cwd: CACHE, stdout: "inherit", stderr: "inherit" });
  if (r.exitCode !== 0) throw new Error("could not install the bench tools");
}

const load = (url: string, headers: Record<string, string> = {}): LoadResult => loadOnce(url, headers, { connections: CONNECTIONS, duration: DURATION });

function average(runs: LoadResult[]): LoadResult {
  const mean = (f: (r: LoadResult) => number) => runs.reduce((a, r) => a + f(r), 0) / runs.length;
  return { rps: mean((r) => r.rps), p99: Math.max(...runs.map((r) => r.p99)), errors: mean((r) => r.errors), non2xx: mean((r) => r.non2xx), requests: mean((r) => r.requests) };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function main() {
  ensureTools();
  const work = mkdtempSync(join(tmpdir(), "rivalscope-bench-"));
  const children: { kill(sig?: number | string): void }[] = [];
  const cleanup = () => {
    for (const c of children) c.kill();
    rmSync(work, { recursive: true, force: true });
  };
  process.on("SIGINT", () => (cleanup(), process.exit(130)));
  try {
    const dataDir = join(work, "data");
    const env = { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn" };
    const created = Bun.spawnSync([BUN, join(ROOT, "src/main.ts"), "keys", "create", "--email", "bench@example.com", "--tier", "internal", "--dir", dataDir], { env, stdout: "pipe", stderr: "pipe" });
    const key = created.stdout.toString().trim();
    if (!key.startsWith("rsk_")) throw new Error(`could not create a key: ${created.stderr}`);
    const createKey = (dir: string) => {
      const c = Bun.spawnSync([BUN, join(ROOT, "src/main.ts"), "keys", "create", "--email", "bench@example.com", "--tier", "internal", "--dir", dir], { env, stdout: "pipe", stderr: "pipe" });
      const k = c.stdout.toString().trim();
      if (!k.startsWith("rsk_")) throw new Error(`could not create a key: ${c.stderr}`);
      return k;
    };

    // The app, from source, as `npm start` runs it (access logs off: LOG_LEVEL=warn).
    const appPort = await freePort();
    // Free-tier limits lifted (not removed: the limiter and its headers still run) so the keyless
    // path can be loaded too and compared with the keyed one.
    const appEnv = { ...env, RIVALSCOPE_FREE_PER_MINUTE: "100000000", RIVALSCOPE_FREE_PER_DAY: "1000000000" };
    const app = Bun.spawn([BUN, join(ROOT, "src/main.ts"), "serve", "--host", "127.0.0.1", "--port", String(appPort), "--dir", dataDir], { env: appEnv, stdout: "ignore", stderr: "inherit" });
    children.push(app);
    const appBase = `http://127.0.0.1:${appPort}`;
    await waitFor(`${appBase}/healthz`);

    const dataset = JSON.parse(readFileSync(join(ROOT, "data/tools.json"), "utf8"));
    const tools = dataset.tools as { slug: string; category: string }[];
    const q = "project";
    const slug = tools[0].slug;
    const pair = tools.filter((t) => t.category === tools[0].category).slice(0, 2);
    const endpoints = [
      { name: "GET /api/v1/tools?q=…&limit=20", path: `/api/v1/tools?q=${q}&limit=20`, jsonServer: `/tools?q=${q}&_limit=20` },
      // json-server's baseline is its `?q=` full-text search (SPEC §11) for the same data.
      { name: "GET /api/v1/tools/{slug}", path: `/api/v1/tools/${slug}`, jsonServer: `/tools?q=${slug}` },
      { name: "GET /api/v1/compare", path: `/api/v1/compare?a=${pair[0].slug}&b=${pair[1].slug}`, jsonServer: `/tools?q=${pair[0].slug}` },
    ];

    /**
     * /metrics on vs off: two fresh servers of the app, with RIVALSCOPE_METRICS on and off (each its
     * own data dir and key; one idle while the other is loaded), alternating over 4 rounds (ABBA),
     * averaged.
     */
    const metricsOnOff = async () => {
      // Two fresh servers, alike but for RIVALSCOPE_METRICS: neither has served the earlier runs.
      const serve = async (name: string, metrics: "on" | "off") => {
        const dir = join(work, `data-metrics-${name}`);
        const k = createKey(dir);
        const port = await freePort();
        const p = Bun.spawn([BUN, join(ROOT, "src/main.ts"), "serve", "--host", "127.0.0.1", "--port", String(port), "--dir", dir], { env: { ...appEnv, RIVALSCOPE_METRICS: metrics }, stdout: "ignore", stderr: "inherit" });
        children.push(p);
        const base = `http://127.0.0.1:${port}`;
        await waitFor(`${base}/healthz`);
        return { base, key: k, proc: p };
      };
      const onServer = await serve("on", "on");
      const offServer = await serve("off", "off");
      const path = endpoints[0].path;
      load(offServer.base + path, { "x-api-key": offServer.key }); // warm-up
      load(onServer.base + path, { "x-api-key": onServer.key });
      const onRuns: LoadResult[] = [];
      const offRuns: LoadResult[] = [];
      // ABBA order: neither side always runs first (the machine's load drifts within a round).
      for (let round = 0; round < 4; round++) {
        const runOn = () => onRuns.push(load(onServer.base + path, { "x-api-key": onServer.key }));
        const runOff = () => offRuns.push(load(offServer.base + path, { "x-api-key": offServer.key }));
        if (round % 2 === 0) (runOn(), runOff());
        else (runOff(), runOn());
      }
      offServer.proc.kill();
      const on = average(onRuns);
      const offAvg = average(offRuns);
      const ratio = on.rps / offAvg.rps;
      const scrape = await (await fetch(`${onServer.base}/metrics`)).text();
      onServer.proc.kill();
      const counted = scrape.match(/^rivalscope_http_requests_total\{route="\/api\/v1\/tools",method="GET",status="200"\} (\d+)$/m)?.[1] ?? "none";
      const met = ratio >= 0.95;
      console.log(
        `\n/metrics on vs off (RIVALSCOPE_METRICS), ${endpoints[0].name} with the internal key, 4 alternating rounds (ABBA):\n  on ${Math.round(on.rps)} req/s (p99 ${on.p99} ms)  off ${Math.round(offAvg.rps)} req/s (p99 ${offAvg.p99} ms)\n  → on = ${(ratio * 100).toFixed(1)}% of off (budget ≥ 95%): ${met ? "met" : "MISSED"}; /metrics counted ${counted} of those requests`,
      );
      return { on_rps: Math.round(on.rps), off_rps: Math.round(offAvg.rps), ratio: +ratio.toFixed(3), met };
    };
    if (ONLY_METRICS) {
      const m = await metricsOnOff();
      process.exitCode = m.met ? 0 : 1;
      return;
    }

    // Baseline 1: a bare Bun.serve returning the same bytes, precomputed.
    const bodies: Record<string, string> = {};
    for (const e of endpoints) {
      const r = await fetch(appBase + e.path, { headers: { "x-api-key": key } });
      if (r.status !== 200) throw new Error(`${e.path} answered ${r.status}`);
      bodies[e.path] = await r.text();
    }
    const barePort = await freePort();
    writeFileSync(join(work, "bodies.json"), JSON.stringify(bodies));
    writeFileSync(
      join(work, "bare.ts"),
      `const bodies = await Bun.file(${JSON.stringify(join(work, "bodies.json"))}).json();
       // Precomputed once, in the form Bun sends fastest (a Blob), exactly as the app does.
       const map = new Map(Object.entries(bodies).map(([k, v]) => [k, new Blob([v as string], { type: "application/json; charset=utf-8" })]));
       Bun.serve({ port: ${barePort}, hostname: "127.0.0.1", fetch(req) {
         const u = req.url; const path = u.slice(u.indexOf("/", 8));
         const b = map.get(path);
         return b ? new Response(b) : new Response("not found", { status: 404 });
       } });`,
    );
    const bare = Bun.spawn([BUN, join(work, "bare.ts")], { stdout: "ignore", stderr: "inherit" });
    children.push(bare);
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(bareBase + endpoints[0].path);

    // Baseline 2: json-server 0.17 over the same catalog.
    const jsPort = await freePort();
    writeFileSync(join(work, "db.json"), JSON.stringify({ tools: tools.map((t, i) => ({ id: i + 1, ...t })) }));
    const js = Bun.spawn(["node", join(CACHE, "node_modules/json-server/lib/cli/bin.js"), "--quiet", "--port", String(jsPort), "--host", "127.0.0.1", join(work, "db.json")], { stdout: "ignore", stderr: "inherit" });
    children.push(js);
    const jsBase = `http://127.0.0.1:${jsPort}`;
    await waitFor(jsBase + "/tools?_limit=1");

    console.log(`\nRivalscope bench — ${CONNECTIONS} connections, ${DURATION}s per run, ${tools.length} tools, Bun ${Bun.version}, load by ${USE_WRK ? "wrk -t1" : "autocannon"}\n`);
    const rows: Record<string, unknown>[] = [];
    let ok = true;
    for (const e of endpoints) {
      load(appBase + e.path, { "x-api-key": key }); // warm-up (JIT, caches)
      // App and bare baseline alternate twice and each is averaged: on a 2-core machine a single
      // pair of runs can differ by 15% from noise alone.
      const oursRuns: LoadResult[] = [];
      const baseRuns: LoadResult[] = [];
      for (let round = 0; round < 2; round++) {
        oursRuns.push(load(appBase + e.path, { "x-api-key": key }));
        baseRuns.push(load(bareBase + e.path));
      }
      const ours = average(oursRuns);
      const base = average(baseRuns);
      const jsr = load(jsBase + e.jsonServer);
      const vsBare = ours.rps / base.rps;
      const vsJs = ours.rps / jsr.rps;
      const pass = vsBare >= 0.5 && vsJs >= 10 && ours.p99 < 20 && ours.errors === 0 && ours.non2xx === 0;
      ok &&= pass;
      rows.push({ endpoint: e.name, rivalscope_rps: Math.round(ours.rps), rivalscope_p99_ms: ours.p99, bare_rps: Math.round(base.rps), json_server_rps: Math.round(jsr.rps), vs_bare: +vsBare.toFixed(2), vs_json_server: +vsJs.toFixed(1), budget: pass ? "met" : "MISSED" });
      console.log(
        `${e.name}\n  rivalscope ${Math.round(ours.rps)} req/s (p99 ${ours.p99} ms)  bare Bun.serve ${Math.round(base.rps)} req/s  json-server ${Math.round(jsr.rps)} req/s\n  → ${(vsBare * 100).toFixed(0)}% of bare (budget ≥ 50%), ${vsJs.toFixed(1)}× json-server (budget ≥ 10×), p99 ${ours.p99} ms (budget < 20 ms): ${pass ? "met" : "MISSED"}`,
      );
    }
    // The same query without a key (free tier, by IP): what the access layer costs with a key.
    const keyless = load(appBase + endpoints[0].path);
    const keyed = rows[0].rivalscope_rps as number;
    console.log(`\nGET /api/v1/tools?q=… without a key (free tier, limits lifted): ${Math.round(keyless.rps)} req/s (p99 ${keyless.p99} ms); with the internal key: ${keyed} req/s (${((keyed / keyless.rps) * 100).toFixed(0)}%)`);
    const metrics = await metricsOnOff();
    ok &&= metrics.met;
    const rss = rssMb(app.pid);
    console.log(`\nRSS of the server after the load: ${rss.toFixed(0)} MB (budget < 150 MB): ${rss < 150 ? "met" : "MISSED"}`);
    ok &&= rss < 150;

    // Cold start of the compiled executable.
    const exe = join(work, "rivalscope");
    const b = Bun.spawnSync([BUN, "run", join(ROOT, "scripts/build.ts"), "--outfile", exe], { cwd: ROOT, stdout: "pipe", stderr: "pipe" });
    if (b.exitCode !== 0) throw new Error(`build failed: ${b.stderr}`);
    const coldStart = async (dir: string) => {
      const port = await freePort();
      const t0 = performance.now();
      const p = Bun.spawn([exe, "serve", "--host", "127.0.0.1", "--port", String(port), "--dir", dir], { env, stdout: "ignore", stderr: "pipe" });
      for (;;) {
        // A server that exits (a port taken after all, a start-up error) would otherwise be polled forever.
        if (p.exitCode !== null) throw new Error(`cold start: the server exited (${p.exitCode}) before answering /healthz: ${(await new Response(p.stderr).text()).slice(-2000)}`);
        try {
          const r = await fetch(`http://127.0.0.1:${port}/healthz`);
          if (r.status === 200) break;
        } catch {}
        await Bun.sleep(1);
      }
      const ms = performance.now() - t0;
      p.kill("SIGTERM");
      await p.exited;
      return ms;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const empty: number[] = [];
    const existing: number[] = [];
    for (let i = 0; i < 5; i++) {
      const dir = join(work, `cold-${i}`);
      empty.push(await coldStart(dir));
      existing.push(await coldStart(dir));
    }
    const e1 = median(empty);
    const e2 = median(existing);
    console.log(`\nCold start of dist/rivalscope to the first 200 from /healthz (median of 5, including process spawn):`);
    console.log(`  existing data dir: ${e2.toFixed(0)} ms (budget < 100 ms): ${e2 < 100 ? "met" : "MISSED"}`);
    console.log(`  empty data dir (migrations + catalog load): ${e1.toFixed(0)} ms (budget < 300 ms): ${e1 < 300 ? "met" : "MISSED"}`);
    ok &&= e2 < 100 && e1 < 300;

    // The intel engine, in this process (no server involved), after the load runs have ended.
    const intel = await benchIntel();
    console.log("");
    for (const line of intel.lines) console.log(line);
    ok &&= intel.met;

    // Reports, in this process too (its own runtimes and fixture sites), after the load runs.
    const reports = await benchReports();
    for (const line of reports.lines) console.log(line);
    ok &&= reports.met;

    // Webhook deliveries (the runtime in this process, receivers in a child).
    console.log("");
    const webhooks = await benchWebhooks();
    for (const line of webhooks.lines) console.log(line);
    ok &&= webhooks.met;

    // Monitoring: 1,000 competitors through a simulated day (the runtime in this process, sites in a child).
    console.log("");
    const monitoring = await benchMonitoring();
    for (const line of monitoring.lines) console.log(line);
    ok &&= monitoring.met;

    // The optional browser (issue 28): a rendered read beside the static one, and Chromium's memory.
    console.log("");
    const rendering = await benchRendering();
    for (const line of rendering.lines) console.log(line);
    ok &&= rendering.met;

    // The stall: a server of its own reading hostile sites while /healthz is probed.
    console.log("");
    const stall = await benchStall();
    for (const line of stall.lines) console.log(line);
    ok &&= stall.met;

    // PostgreSQL beside SQLite (issue 27): interface A and a monitoring day on SQLite, one and two
    // PG replicas, alternating; no budget of its own (SPEC §11's budgets are SQLite's), reported.
    // Skipped with a line saying so when PostgreSQL's binaries are absent.
    console.log("");
    const pg = await benchPg({ duration: DURATION, connections: CONNECTIONS });
    for (const line of pg.lines) console.log(line);

    mkdirSync(join(ROOT, "bench-results"), { recursive: true });
    const file = join(ROOT, "bench-results", `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify({ connections: CONNECTIONS, duration_s: DURATION, endpoints: rows, keyless_tools_rps: Math.round(keyless.rps), metrics_on_off: metrics, rss_mb: rss, cold_start_ms: { existing: e2, empty: e1 }, intel: intel.figures, reports: reports.figures, webhooks: webhooks.figures, monitoring: monitoring.figures, rendering: rendering.figures, stall: stall.figures, postgres: pg.skipped ? "skipped" : pg.figures }, null, 2));
    console.log(`\n${ok ? "All budgets met." : "Some budgets MISSED."} Figures saved to ${file}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    cleanup();
  }
}

await main();
