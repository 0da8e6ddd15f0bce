/**
 * benchMonitoring — issue 17's monitoring budget: 1,000 tracked competitors on local fixture
 * sites through a simulated day, with the real runtime (job runner, SQLite file, network seam,
 * intel fetcher and extraction, the diff, snapshots and notifications) and a ManualClock moved a
 * minute at a time:
 *
 * - the sites: the three monitoring fixture sites (test/fixtures/monitoring) under 1,000 host
 *   names, served by a child process with ETags (a 304 to a matching If-None-Match), switched
 *   to v2 (noise only) at 06:00 and, for one competitor in ten, to v3 (real changes) at 12:00;
 * - the accounts: 180 on Tracker with 5 competitors each (checked daily) and 5 on Command with 20
 *   each (hourly): 1,000 competitors, about 3,300 checks in the day after 1,000 baselines;
 * - printed: checks/s (the baselines', and the day's checks over the wall time the day took),
 *   GET /api/competitors p99 from a client in another process while the 1,000 baseline checks
 *   run (every page fetched in full and extracted: the heaviest phase; the clock stands still,
 *   so the client's access token stays valid) against the same p99 idle (goal ≤ 2×), the changes
 *   found, how many page requests were answered 304, and RSS.
 * Run alone: npx bun run test/bench/monitoring.ts [--competitors N]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { accessTokenFor } from "../helpers/access-token";
import { findOrCreateAccount } from "../../src/accounts/accounts";
import { createApp } from "../../src/app";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { loadConfig } from "../../src/config";
import { ManualClock } from "../../src/lib/clock";
import { createLogger } from "../../src/lib/log";
import { openRuntime } from "../../src/runtime";
import { MONITORING_FIXTURES_DIR } from "../fixtures/monitoring/sites";
import { rows } from "../support/sql";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const GOAL_RATIO = 2;
const MINUTE = 60_000;

/** The fixture sites in a child process: `c<n>.test` serves site n % 3 at the version of the current epoch. */
async function startSites(): Promise<{ port: number; epoch(n: number): Promise<void>; stats(): Promise<{ requests: number; notModified: number }>; stop(): void }> {
  const code = `
    const { readFileSync, existsSync } = require("node:fs");
    const { join } = require("node:path");
    const DIR = ${JSON.stringify(MONITORING_FIXTURES_DIR)};
    const SITES = ["tasklane", "pulsemetrics", "mailroost"];
    const cache = new Map();
    let epoch = 0, requests = 0, notModified = 0;
    const page = (site, v, name) => {
      const key = site + "/" + v + "/" + name;
      if (!cache.has(key)) {
        const f = join(DIR, site, v, name + ".html");
        const body = existsSync(f) ? readFileSync(f) : null;
        cache.set(key, body && { body, etag: '"' + Bun.hash(body).toString(16) + '"' });
      }
      return cache.get(key);
    };
    const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch(req) {
      const url = new URL(req.url);
      if (url.pathname.startsWith("/__epoch/")) { epoch = Number(url.pathname.slice(9)); return new Response("ok"); }
      if (url.pathname === "/__stats") return Response.json({ requests, notModified });
      requests++;
      const n = Number(/^c(\\d+)\\./.exec(req.headers.get("host") || "")?.[1] ?? 0);
      const v = epoch === 0 ? "v1" : epoch === 1 || n % 10 !== 0 ? "v2" : "v3";
      const name = url.pathname === "/" ? "index" : url.pathname.replace(/^\\/+|\\/+$/g, "");
      const p = /^[a-z]+$/.test(name) ? page(SITES[n % 3], v, name) : null;
      if (!p) return new Response("<!doctype html><title>Not found</title>", { status: 404, headers: { "content-type": "text/html" } });
      if (req.headers.get("if-none-match") === p.etag) { notModified++; return new Response(null, { status: 304, headers: { etag: p.etag } }); }
      return new Response(p.body, { headers: { "content-type": "text/html; charset=utf-8", etag: p.etag } });
    } });
    console.log(server.port);`;
  const proc = Bun.spawn([process.execPath, "-e", code], { stdout: "pipe", stderr: "inherit" });
  const reader = proc.stdout.getReader();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the fixture sites did not start");
    text += new TextDecoder().decode(value);
  }
  const port = Number(text.trim());
  return {
    port,
    epoch: async (n) => void (await fetch(`http://127.0.0.1:${port}/__epoch/${n}`)),
    stats: async () => (await (await fetch(`http://127.0.0.1:${port}/__stats`)).json()) as { requests: number; notModified: number },
    stop: () => proc.kill(),
  };
}

/**
 * Sequential GETs from another process until stopped: each latency (ms) is printed as it is
 * measured, so stopping the client at the end of a phase keeps exactly that phase's requests.
 */
function apiClient(url: string, token: string): { stop(): Promise<number[]> } {
  const code = `
    for (;;) {
      const t0 = performance.now();
      const r = await fetch(${JSON.stringify(url)}, { headers: { authorization: "Bearer ${token}" } });
      const body = await r.text();
      if (r.status !== 200) { console.error("status " + r.status + " " + body); process.exit(1); }
      console.log((performance.now() - t0).toFixed(3));
      await Bun.sleep(2);
    }`;
  const proc = Bun.spawn([process.execPath, "-e", code], { stdout: "pipe", stderr: "inherit" });
  const out = new Response(proc.stdout).text();
  return {
    async stop() {
      proc.kill();
      await proc.exited;
      return (await out).split("\n").filter(Boolean).map(Number);
    },
  };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

export interface MonitoringBench {
  lines: string[];
  figures: Record<string, number>;
  met: boolean;
}

/**
 * `replicas` > 1 (PostgreSQL only: the process started with RIVALSCOPE_DATABASE_URL): that many
 * runtimes on the one database, in this process, each with its job runner and scheduler — the
 * scheduler's lease lets one of them schedule, and every runner claims checks (SKIP LOCKED). They
 * share this process's one thread, so this measures what the sharing costs and whether a check is
 * ever run twice, not what a second CPU would add.
 */
export async function benchMonitoring(opts: { competitors?: number; replicas?: number } = {}): Promise<MonitoringBench> {
  const total = opts.competitors ?? 1000;
  const replicas = opts.replicas ?? 1;
  const onPg = !!process.env.RIVALSCOPE_DATABASE_URL;
  if (replicas > 1 && !onPg) throw new Error("replicas share a PostgreSQL database: set RIVALSCOPE_DATABASE_URL");
  const commandCompetitors = Math.min(100, Math.floor(total / 10));
  const sites = await startSites();
  const dir = mkdtempSync(join(tmpdir(), "rivalscope-bench-monitoring-"));
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 0, 0));
  const pgEnv = onPg ? { RIVALSCOPE_DATABASE_URL: process.env.RIVALSCOPE_DATABASE_URL, RIVALSCOPE_ENCRYPTION_KEY: process.env.RIVALSCOPE_ENCRYPTION_KEY } : {};
  // Each replica its own name: the scheduler's lease tells holders apart by it (unset, it is the
  // host name and pid — one process's runtimes would all believe they hold it and all schedule).
  const configOf = (i: number) => loadConfig({ RIVALSCOPE_DATA_DIR: dir, RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", LOG_LEVEL: "silent", RIVALSCOPE_SHUTDOWN_WAIT_MS: "100", RIVALSCOPE_PAYMENTS: "local", ...pgEnv, ...(replicas > 1 ? { RIVALSCOPE_REPLICA_ID: `bench-r${i}` } : {}) });
  const config = configOf(0);
  const open = (i: number) => openRuntime(configOf(i), { clock, logger: createLogger("silent"), net: { resolve: async (h) => (h.endsWith(".test") ? ["127.0.0.1"] : Promise.reject(new Error("no such host"))) } });
  const rt = await open(0);
  // The other replicas: runtimes of their own on the same database (and instance key).
  const others = [];
  for (let i = 1; i < replicas; i++) others.push(await open(i));
  const all = [rt, ...others];
  const app = createApp(rt);
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req) => app.handle(req) });
  try {
    const ctx = rt.context({ kind: "system", via: "bench" });
    const accounts: { id: string; plan: "tracker" | "command"; size: number }[] = [];
    for (let n = 0; n < commandCompetitors; n += 20) accounts.push({ id: "", plan: "command", size: Math.min(20, commandCompetitors - n) });
    for (let n = 0; n < total - commandCompetitors; n += 5) accounts.push({ id: "", plan: "tracker", size: Math.min(5, total - commandCompetitors - n) });
    let c = 0;
    for (const [i, a] of accounts.entries()) {
      const account = await findOrCreateAccount(ctx, { email: `bench-${i}@example.com` });
      a.id = account.id;
      await setGrantedPlan(ctx, { accountId: account.id, plan: a.plan });
      for (let k = 0; k < a.size; k++, c++) await rt.monitoring.addCompetitor(ctx, { accountId: account.id, name: `Competitor ${c}`, url: `http://c${c}.test:${sites.port}/` });
    }
    const { token } = await accessTokenFor(ctx, rt.accounts.keys, { accountId: accounts[0].id, issuer: config.baseUrl });
    const apiUrl = `http://127.0.0.1:${server.port}/api/competitors`;
    // Tokens are checked against the ManualClock: it stays within the token's hour while the client runs.
    const idleClient = apiClient(apiUrl, token);
    await Bun.sleep(3000);
    const idle = await idleClient.stop();

    // One index probe, every 10 ms: the bench's own polling must not be what holds up the loop.
    const sql = rows(rt.db);
    const pending = async () => (await sql.get("SELECT 1 AS one FROM jobs WHERE kind = 'monitoring.check' AND status IN ('queued', 'running') AND run_at <= ? LIMIT 1", clock.now())) !== null;
    const succeeded = async () => (await sql.get<{ n: number }>("SELECT count(*) AS n FROM jobs WHERE kind = 'monitoring.check' AND status = 'succeeded'"))!.n;
    const drain = async () => {
      while ((await pending()) || all.some((r) => r.jobs.running().length > 0)) {
        await Promise.all(all.map((r) => r.jobs.tick()));
        await Bun.sleep(10);
      }
    };
    // Started as `serve` starts it (job runner, scheduler timer, checkpoint worker); the clock
    // moves only when the bench moves it.
    for (const r of all) r.start();
    // The API client beside the baselines — every page fetched in full and extracted, the
    // heaviest phase — while the clock stands still (the day moves it past the token's hour).
    const busyClient = apiClient(apiUrl, token);
    // How long this process's event loop is held up at a time (a 5 ms timer's lateness).
    const lags: number[] = [];
    let expected = performance.now() + 5;
    const probe = setInterval(() => {
      const now = performance.now();
      lags.push(Math.max(0, now - expected));
      expected = now + 5;
    }, 5);
    const b0 = performance.now();
    await drain();
    const baselineS = (performance.now() - b0) / 1000;
    clearInterval(probe);
    const busy = await busyClient.stop();
    const baselines = await succeeded();
    const stats0 = await sites.stats();

    const d0 = performance.now();
    for (let minute = 1; minute <= 24 * 60; minute++) {
      clock.advance(MINUTE);
      if (minute === 6 * 60) await sites.epoch(1);
      if (minute === 12 * 60) await sites.epoch(2);
      await Promise.all(all.map((r) => r.scheduler.tick()));
      await drain();
    }
    const dayS = (performance.now() - d0) / 1000;
    const checks = (await succeeded()) - baselines;
    const stats = await sites.stats();
    const changes = await sql.all<{ type: string; n: number }>("SELECT type, count(*) AS n FROM competitor_changes GROUP BY type ORDER BY type");
    const snapshots = (await sql.get<{ n: number }>("SELECT count(*) AS n FROM competitor_snapshots"))!.n;
    // A check run twice: two check jobs of one competitor due at the same time, or a job run more than once.
    const doubled = (await sql.get<{ n: number }>("SELECT count(*) AS n FROM (SELECT CAST(payload AS TEXT) AS p, run_at FROM jobs WHERE kind = 'monitoring.check' GROUP BY CAST(payload AS TEXT), run_at HAVING count(*) > 1) d"))!.n;
    const rerun = (await sql.get<{ n: number }>("SELECT count(*) AS n FROM jobs WHERE kind = 'monitoring.check' AND attempts > 1"))!.n;
    const rss = process.memoryUsage().rss / 1024 / 1024;
    const idleP99 = pct(idle, 99);
    const busyP99 = pct(busy, 99);
    const ratio = busyP99 / idleP99;
    const met = ratio <= GOAL_RATIO;
    const changed = changes.reduce((a, r) => a + r.n, 0);
    return {
      lines: [
        `monitoring${onPg ? ` on PostgreSQL, ${replicas} replica${replicas > 1 ? "s" : ""}` : ""}: ${total} competitors (${commandCompetitors} hourly on Command, ${total - commandCompetitors} daily on Tracker) on local fixture sites`,
        `  baselines: ${baselines} checks in ${baselineS.toFixed(1)} s (${(baselines / baselineS).toFixed(0)} checks/s)`,
        `  a simulated day: ${checks} checks in ${dayS.toFixed(1)} s (${(checks / dayS).toFixed(0)} checks/s); ${stats.requests - stats0.requests} page requests, ${stats.notModified - stats0.notModified} answered 304; ${changed} changes (${changes.map((r) => `${r.type} ${r.n}`).join(", ")}); ${snapshots} snapshots; checks run twice: ${doubled + rerun}`,
        `  GET /api/competitors p99 during the baseline checks ${busyP99.toFixed(2)} ms vs idle ${idleP99.toFixed(2)} ms: ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×): ${met ? "met" : "MISSED"} (p50 ${pct(busy, 50).toFixed(2)} vs ${pct(idle, 50).toFixed(2)} ms; ${busy.length} and ${idle.length} requests)`,
        `  event loop held up during the baselines: p99 ${pct(lags, 99).toFixed(1)} ms, max ${Math.max(...lags).toFixed(1)} ms (a 5 ms timer's lateness)`,
        `  RSS ${rss.toFixed(0)} MB; load average ${loadavg().map((x) => x.toFixed(1)).join(" ")} on ${navigator.hardwareConcurrency} cores`,
      ],
      figures: { competitors: total, baselines, baseline_checks_per_s: baselines / baselineS, day_checks: checks, day_s: dayS, checks_per_s: checks / dayS, changes: changed, api_p99_idle_ms: idleP99, api_p99_busy_ms: busyP99, api_p99_ratio: ratio, loop_lag_p99_ms: pct(lags, 99), rss_mb: rss, doubled_checks: doubled + rerun, page_requests: stats.requests - stats0.requests, load1: loadavg()[0]! },
      met,
    };
  } finally {
    server.stop(true);
    for (const r of all) await r.close();
    sites.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const r = await benchMonitoring({ competitors: arg("competitors", 1000), replicas: arg("replicas", 1) });
  // --json: the figures as the last line, for test/bench/pg.ts, which runs this in child processes.
  for (const line of r.lines) console.log(line);
  if (process.argv.includes("--json")) console.log(JSON.stringify(r));
  process.exit(0);
}
