/**
 * benchPg — issue 27: what PostgreSQL costs beside SQLite, on one and on two replicas, measured in
 * the same run on the same machine.
 *
 * Interface A: three `rivalscope serve` processes from source — one on SQLite (its data dir), two
 * on one PostgreSQL database (a throwaway cluster from test/support/pg-cluster.ts) — loaded in
 * turn with wrk, the order rotating every round so no engine always runs first (the machine is
 * shared and its load drifts). "Two replicas" is both PG servers loaded at once by two load
 * generators with half the connections each, their figures summed. Paths: search, slug and
 * compare with an internal key, and search with a pro key whose limits are lifted but still
 * counted (the limiter's minute window and monthly quota). For each: req/s, p50/p99, and the CPU
 * each request cost the server processes and the database processes (/proc, test/bench/cpu.ts),
 * as medians over the rounds with their spread.
 *
 * What differs on PostgreSQL: on SQLite a known key is admitted from memory (the counters are in
 * the process, flushed to the file every second). On PostgreSQL the limits are counted in the
 * shared database (src/access/shared-counters.ts) so replicas cannot each allow the whole limit:
 * every keyed request is an `INSERT … ON CONFLICT DO UPDATE` of its key's counter row (the
 * internal key: its unlimited quota counter; a pro key: its minute window, then its quota). Those
 * rows are the same for every request of one key, so concurrent requests queue on the row lock.
 *
 * The monitoring day (test/bench/monitoring.ts) runs on SQLite, on one PG replica and on two (two
 * runtimes on one database, each a child process with its own job runner and scheduler).
 *
 * Run alone: npx bun run test/bench/pg.ts [--duration S] [--connections N] [--rounds R] [--competitors N]
 * Skipped, with a line saying so, when PostgreSQL's binaries are absent.
 */
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pgBinDir, startPgCluster } from "../support/pg-cluster";
import { allStats, cpuMicrosPerRequest, treeTicks } from "./cpu";
import { load, loadTogether, type LoadResult } from "./load";
import { freePort, waitFor } from "./servers";

const ROOT = join(import.meta.dir, "../..");
const BUN = process.execPath;

export interface PgBench {
  lines: string[];
  figures: Record<string, unknown>;
  skipped: boolean;
}

export interface PgBenchOptions {
  duration?: number;
  connections?: number;
  rounds?: number;
  /** Competitors in the monitoring day (test/bench/monitoring.ts's 1,000 scaled down: three engines, two rounds). */
  competitors?: number;
  /** Rounds of the monitoring day (order reversed every other round). */
  monitoringRounds?: number;
  /** The monitoring day only (no interface A). */
  onlyMonitoring?: boolean;
}

/** The middle value (of an even count, the mean of the two middle ones). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
/** "median (min–max)" */
const spread = (xs: number[], digits = 0) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

function createKey(dir: string, tier: "internal" | "pro", env: Record<string, string>): string {
  const c = Bun.spawnSync([BUN, join(ROOT, "src/main.ts"), "keys", "create", "--email", "bench@example.com", "--tier", tier, "--dir", dir], { env, stdout: "pipe", stderr: "pipe" });
  const k = c.stdout.toString().trim();
  if (!k.startsWith("rsk_")) throw new Error(`could not create a key: ${c.stderr}`);
  return k;
}

/** A server's log lines (standard output and error: the logger writes to the first), empty when none. */
function logLines(path: string): string[] {
  try {
    return readFileSync(path, "utf8").split("\n").filter((l) => l && !l.includes("/admin/setup"));
  } catch {
    return [];
  }
}

/** The last lines of a server's log (its errors, with the request id a 500 quotes). */
const logTail = (path: string, lines = 40) => logLines(path).slice(-lines).join("\n") || "(empty)";

/** The distinct error messages the servers logged (a 500's "unhandled error" names its cause), with their counts. */
function loggedErrors(paths: string[]): string[] {
  const counts = new Map<string, number>();
  for (const p of paths) {
    for (const line of logLines(p)) {
      if (!line.includes('"level":"error"')) continue;
      let what = line;
      try {
        const e = JSON.parse(line) as { msg?: string; path?: string; err?: { message?: string } };
        what = `${e.msg ?? ""}${e.path ? ` ${e.path}` : ""}: ${e.err?.message ?? ""}`;
      } catch {}
      counts.set(what, (counts.get(what) ?? 0) + 1);
    }
  }
  return [...counts].map(([what, n]) => `${n}× ${what.slice(0, 300)}`);
}

/** The postmaster's pid: the parent of a backend serving us. */
async function postmasterPid(url: string): Promise<number> {
  const sql = new Bun.SQL(url, { max: 1 });
  try {
    const [row] = await sql`SELECT pg_backend_pid() AS pid`;
    const backend = allStats().find((s) => s.pid === Number(row.pid));
    if (!backend) throw new Error("the PostgreSQL backend is not visible in /proc");
    return backend.ppid;
  } finally {
    await sql.close();
  }
}

interface Config {
  name: string;
  servers: { base: string; pid: number; log: string }[];
  /** Database processes' root (PostgreSQL's postmaster); none for SQLite (in the server). */
  dbRoot: number | null;
  keys: { internal: string; pro: string };
}

interface Sample extends LoadResult {
  serverUs: number;
  dbUs: number;
  load1: number;
}

/** One measured run of `path` on `config`: load split over its servers, CPU read before and after. */
async function measure(config: Config, path: string, key: string, o: { connections: number; duration: number }): Promise<Sample> {
  const serverPids = config.servers.map((s) => s.pid);
  const before = allStats();
  const s0 = treeTicks(before, serverPids);
  const d0 = config.dbRoot ? treeTicks(before, [config.dbRoot]) : 0;
  const headers = { "x-api-key": key };
  const r =
    config.servers.length === 1
      ? load(config.servers[0]!.base + path, headers, o)
      : await loadTogether(
          config.servers.map((s) => ({ url: s.base + path, headers })),
          { ...o, connections: Math.max(1, Math.round(o.connections / config.servers.length)) },
        );
  const after = allStats();
  const s1 = treeTicks(after, serverPids);
  const d1 = config.dbRoot ? treeTicks(after, [config.dbRoot]) : 0;
  return { ...r, serverUs: cpuMicrosPerRequest(s0, s1, r.requests), dbUs: cpuMicrosPerRequest(d0, d1, r.requests), load1: loadavg()[0]! };
}

/**
 * test/bench/monitoring.ts's day in a child process per run (a process has one engine for its
 * life, chosen by RIVALSCOPE_DATABASE_URL as it starts): on SQLite, on a fresh PostgreSQL
 * database with one runtime, and with two (see benchMonitoring's `replicas`); rounds alternate
 * the order.
 */
async function monitoringDays(o: { clusterUrl: string; encryptionKey: string; competitors: number; rounds: number }) {
  const runs = [
    { name: "SQLite", replicas: 1, pg: false },
    { name: "PG, 1 replica", replicas: 1, pg: true },
    { name: "PG, 2 replicas", replicas: 2, pg: true },
  ];
  type Figures = Record<string, number>;
  const results = new Map<string, Figures[]>();
  let n = 0;
  for (let round = 0; round < o.rounds; round++) {
    for (const r of round % 2 === 0 ? runs : [...runs].reverse()) {
      const env: Record<string, string> = { PATH: process.env.PATH ?? "" };
      if (r.pg) {
        const admin = new Bun.SQL(o.clusterUrl, { max: 1 });
        await admin.unsafe(`CREATE DATABASE monitoring_${++n}`);
        await admin.close();
        const u = new URL(o.clusterUrl);
        u.pathname = `/monitoring_${n}`;
        Object.assign(env, { RIVALSCOPE_DATABASE_URL: u.toString(), RIVALSCOPE_ENCRYPTION_KEY: o.encryptionKey });
      }
      const p = Bun.spawnSync([BUN, join(import.meta.dir, "monitoring.ts"), "--competitors", String(o.competitors), "--replicas", String(r.replicas), "--json"], { env, stdout: "pipe", stderr: "pipe" });
      const last = p.stdout.toString().trim().split("\n").at(-1) ?? "";
      if (p.exitCode !== 0 || !last.startsWith("{")) throw new Error(`the monitoring day (${r.name}) failed: ${p.stderr.toString().slice(-2000)}`);
      results.set(r.name, [...(results.get(r.name) ?? []), (JSON.parse(last) as { figures: Figures }).figures]);
    }
  }
  const lines = [`PostgreSQL (issue 27), a monitoring day (test/bench/monitoring.ts, ${o.competitors} competitors), ${o.rounds} rounds (order alternating), medians (min–max):`];
  const figures: Record<string, unknown> = { competitors: o.competitors, rounds: o.rounds };
  for (const r of runs) {
    const xs = results.get(r.name)!;
    const f = (k: string) => xs.map((x) => x[k] ?? 0);
    lines.push(
      `  ${r.name.padEnd(15)} baselines ${spread(f("baseline_checks_per_s"))} checks/s, the day ${spread(f("checks_per_s"))} checks/s (${f("day_checks").join("/")} checks, ${f("page_requests").join("/")} page requests); API p99 during checks ${spread(f("api_p99_busy_ms"), 1)} ms vs idle ${spread(f("api_p99_idle_ms"), 1)} ms (${spread(f("api_p99_ratio"), 2)}×); checks run twice: ${f("doubled_checks").reduce((a, b) => a + b, 0)}; load ${spread(f("load1"), 1)}`,
    );
    figures[r.name] = Object.fromEntries(Object.keys(xs[0]!).map((k) => [k, median(f(k))]));
  }
  return { lines, figures };
}

export async function benchPg(opts: PgBenchOptions = {}): Promise<PgBench> {
  const bin = pgBinDir();
  if (!bin) {
    return { lines: ["PostgreSQL (issue 27): SKIPPED — no PostgreSQL binaries (initdb under /usr/lib/postgresql or on PATH); install the postgresql package to measure it"], figures: {}, skipped: true };
  }
  const duration = opts.duration ?? 5;
  const connections = opts.connections ?? 64;
  const rounds = opts.rounds ?? 3;
  const work = mkdtempSync(join(tmpdir(), "rivalscope-bench-pg-"));
  const cluster = await startPgCluster();
  const children: { kill(): void; exited: Promise<number> }[] = [];
  try {
    const admin = new Bun.SQL(cluster.url, { max: 1 });
    await admin.unsafe(`CREATE DATABASE bench`);
    await admin.close();
    const url = new URL(cluster.url);
    url.pathname = "/bench";
    const dbUrl = url.toString();
    const encryptionKey = randomBytes(32).toString("base64");
    const base = {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "warn",
      // Limits lifted (not removed: the limiter still runs and counts) so the keyed paths can be loaded.
      RIVALSCOPE_FREE_PER_MINUTE: "100000000",
      RIVALSCOPE_FREE_PER_DAY: "1000000000",
      RIVALSCOPE_PRO_PER_MINUTE: "100000000",
      RIVALSCOPE_PRO_PER_MONTH: "1000000000",
    };
    const pgEnv = { ...base, RIVALSCOPE_DATABASE_URL: dbUrl, RIVALSCOPE_ENCRYPTION_KEY: encryptionKey };

    if (opts.onlyMonitoring) {
      const m = await monitoringDays({ clusterUrl: cluster.url, encryptionKey, competitors: opts.competitors ?? 200, rounds: opts.monitoringRounds ?? 2 });
      return { lines: m.lines, figures: { monitoring: m.figures }, skipped: false };
    }
    const sqliteDir = join(work, "sqlite");
    const sqliteKeys = { internal: createKey(sqliteDir, "internal", base), pro: createKey(sqliteDir, "pro", base) };
    const pgKeys = { internal: createKey(join(work, "pg-cli"), "internal", pgEnv), pro: createKey(join(work, "pg-cli"), "pro", pgEnv) };

    const serve = async (dir: string, env: Record<string, string>) => {
      const port = await freePort();
      // The server's log is kept (LOG_LEVEL warn: warnings and errors) so that a failed check, or
      // a run with errors, can say why. Both streams: the logger writes to standard output (a
      // 500's "unhandled error" line), a start that fails to standard error.
      const log = join(work, `serve-${port}.log`);
      const fd = openSync(log, "a");
      const p = Bun.spawn([BUN, join(ROOT, "src/main.ts"), "serve", "--host", "127.0.0.1", "--port", String(port), "--dir", dir], { env, stdout: fd, stderr: fd });
      closeSync(fd);
      children.push(p);
      const b = `http://127.0.0.1:${port}`;
      await waitFor(`${b}/healthz`, 30_000);
      return { base: b, pid: p.pid, log };
    };
    const sqliteServer = await serve(sqliteDir, base);
    const r1 = await serve(join(work, "r1"), { ...pgEnv, RIVALSCOPE_REPLICA_ID: "r1" });
    const r2 = await serve(join(work, "r2"), { ...pgEnv, RIVALSCOPE_REPLICA_ID: "r2" });
    const dbRoot = await postmasterPid(dbUrl);
    const configs: Config[] = [
      { name: "SQLite", servers: [sqliteServer], dbRoot: null, keys: sqliteKeys },
      { name: "PG, 1 replica", servers: [r1], dbRoot, keys: pgKeys },
      { name: "PG, 2 replicas", servers: [r1, r2], dbRoot, keys: pgKeys },
    ];

    const tools = (await (await fetch(`${sqliteServer.base}/api/v1/tools?limit=200`, { headers: { "x-api-key": sqliteKeys.internal } })).json()) as { data?: { slug: string; category: string }[]; tools?: { slug: string; category: string }[] };
    const list = (tools.data ?? tools.tools ?? []) as { slug: string; category: string }[];
    if (list.length < 2) throw new Error("the catalog answered no tools");
    const slug = list[0]!.slug;
    const pair = list.filter((t) => t.category === list[0]!.category).slice(0, 2);
    if (pair.length < 2) pair.splice(0, 2, list[0]!, list[1]!);
    const paths = [
      { name: "search (internal key)", path: "/api/v1/tools?q=project&limit=20", key: "internal" as const },
      { name: "slug (internal key)", path: `/api/v1/tools/${slug}`, key: "internal" as const },
      { name: "compare (internal key)", path: `/api/v1/compare?a=${pair[0]!.slug}&b=${pair[1]!.slug}`, key: "internal" as const },
      { name: "search (pro key, limits counted)", path: "/api/v1/tools?q=project&limit=20", key: "pro" as const },
    ];
    for (const c of configs) for (const p of paths) {
      for (const s of c.servers) {
        const r = await fetch(s.base + p.path, { headers: { "x-api-key": c.keys[p.key] } });
        if (r.status !== 200) throw new Error(`${c.name} ${p.path} answered ${r.status}: ${await r.text()}\nthe server's log ends:\n${logTail(s.log)}`);
      }
    }

    // Warm-up (JIT, caches, prepared statements, the pool's connections) for every server and path.
    for (const c of configs) for (const p of paths) await measure(c, p.path, c.keys[p.key], { connections, duration: 1 });

    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < rounds; round++) {
      // The order rotates: each configuration runs first, second and third once in three rounds.
      const order = configs.map((_, i) => configs[(i + round) % configs.length]!);
      for (const p of paths) for (const c of order) {
        const s = await measure(c, p.path, c.keys[p.key], { connections, duration });
        const k = `${c.name}|${p.name}`;
        samples.set(k, [...(samples.get(k) ?? []), s]);
      }
    }

    const lines = [
      `PostgreSQL (issue 27), interface A: ${connections} connections, ${duration} s per run, ${rounds} rounds (order rotating), medians (min–max); PostgreSQL ${bin.split("/").at(-2)} on loopback, durability off as in the tests`,
    ];
    const figures: Record<string, unknown> = { connections, duration_s: duration, rounds, paths: {} as Record<string, unknown> };
    for (const p of paths) {
      lines.push(`  ${p.name}: ${p.path}`);
      const sqliteRps = median(samples.get(`SQLite|${p.name}`)!.map((s) => s.rps));
      const sqliteCpu = median(samples.get(`SQLite|${p.name}`)!.map((s) => s.serverUs + s.dbUs));
      for (const c of configs) {
        const xs = samples.get(`${c.name}|${p.name}`)!;
        const rps = xs.map((s) => s.rps);
        const cpu = xs.map((s) => s.serverUs + s.dbUs);
        const bad = xs.reduce((a, s) => a + s.errors + s.non2xx, 0);
        const vs = c.name === "SQLite" ? "" : `; ${((median(rps) / sqliteRps) * 100).toFixed(0)}% of SQLite's req/s, ${(median(cpu) / sqliteCpu).toFixed(2)}× its CPU per request`;
        lines.push(
          `    ${c.name.padEnd(15)} ${spread(rps)} req/s, p50 ${spread(xs.map((s) => s.p50 ?? 0), 2)} ms, p99 ${spread(xs.map((s) => s.p99), 1)} ms, CPU ${spread(cpu)} µs/req (server ${median(xs.map((s) => s.serverUs)).toFixed(0)} + database ${median(xs.map((s) => s.dbUs)).toFixed(0)})${vs}${bad ? `; ${bad} errors or non-2xx` : ""}; load ${spread(xs.map((s) => s.load1), 1)}`,
        );
        (figures.paths as Record<string, unknown>)[`${p.name} — ${c.name}`] = {
          rps: median(rps),
          rps_min: Math.min(...rps),
          rps_max: Math.max(...rps),
          p50_ms: median(xs.map((s) => s.p50 ?? 0)),
          p99_ms: median(xs.map((s) => s.p99)),
          cpu_us_per_request: +median(cpu).toFixed(1),
          server_cpu_us: +median(xs.map((s) => s.serverUs)).toFixed(1),
          db_cpu_us: +median(xs.map((s) => s.dbUs)).toFixed(1),
          load1: median(xs.map((s) => s.load1)),
          errors_or_non2xx: bad,
        };
      }
    }
    lines.push(`  load average ${loadavg().map((x) => x.toFixed(1)).join(" ")} on ${navigator.hardwareConcurrency} cores`);
    // Errors or non-2xx answers under load are named by what the servers logged (session 15: the
    // load tool counts them without saying which).
    const errors = loggedErrors([sqliteServer, r1, r2].map((s) => s.log));
    if (errors.length) lines.push(`  the servers logged ${errors.length} distinct errors:`, ...errors.map((e) => `    ${e}`));
    figures.logged_errors = errors;

    // The interface A servers are stopped: the monitoring day has the machine to itself.
    for (const c of children) c.kill();
    await Promise.all(children.map((c) => c.exited));
    children.length = 0;
    const monitoring = await monitoringDays({ clusterUrl: cluster.url, encryptionKey, competitors: opts.competitors ?? 200, rounds: opts.monitoringRounds ?? 2 });
    lines.push(...monitoring.lines);
    figures.monitoring = monitoring.figures;
    return { lines, figures, skipped: false };
  } finally {
    for (const c of children) c.kill();
    await Promise.all(children.map((c) => c.exited));
    cluster.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  const r = await benchPg({ duration: arg("duration"), connections: arg("connections"), rounds: arg("rounds"), competitors: arg("competitors"), monitoringRounds: arg("monitoring-rounds"), onlyMonitoring: process.argv.includes("--only-monitoring") });
  for (const line of r.lines) console.log(line);
}
