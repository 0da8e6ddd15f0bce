/**
 * The bench's load generator, shared by run.ts and pg.ts: wrk (C, one thread, so it takes as
 * little CPU from the server as possible on a 2-core machine); installed with apt-get when missing
 * and we are root. Falls back to autocannon (Node, from .bench-cache/) when wrk cannot be had.
 */
import { join } from "node:path";

export const BENCH_CACHE = join(import.meta.dir, "../../.bench-cache");

export interface LoadResult {
  rps: number;
  p99: number;
  /** Median latency (ms); wrk only (autocannon: 0). */
  p50?: number;
  errors: number;
  non2xx: number;
  /** Requests completed in the run (wrk's "N requests in …"; autocannon's total). */
  requests: number;
}

function haveWrk(): boolean {
  if (Bun.which("wrk")) return true;
  if (process.getuid?.() !== 0) return false;
  console.log("installing wrk with apt-get …");
  Bun.spawnSync(["apt-get", "install", "-y", "-qq", "wrk"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" }, stdout: "ignore", stderr: "ignore" });
  return !!Bun.which("wrk");
}
export const USE_WRK = haveWrk();

function toMs(v: string, unit: string): number {
  const n = Number(v);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : n;
}

/** wrk's report, parsed. */
export function parseWrk(out: string): LoadResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const p50 = /\s50%\s+([\d.]+)(us|ms|s)/.exec(out);
  const total = /(\d+) requests in/.exec(out);
  if (!rps || !p99) throw new Error(`wrk failed: ${out}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
  const errs = /Socket errors:.*?connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(rps[1]),
    p99: +toMs(p99[1]!, p99[2]!).toFixed(2),
    p50: p50 ? +toMs(p50[1]!, p50[2]!).toFixed(2) : 0,
    errors: errs ? Number(errs[1]) + Number(errs[3]) + Number(errs[4]) : 0,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    requests: total ? Number(total[1]) : 0,
  };
}

export interface LoadOptions {
  connections: number;
  duration: number;
}

const wrkArgs = (url: string, headers: Record<string, string>, o: LoadOptions) => {
  const args = ["wrk", "-t1", `-c${o.connections}`, `-d${o.duration}s`, "--latency"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  return [...args, url];
};

const autocannonScript = (url: string, headers: Record<string, string>, o: LoadOptions) => `
    const autocannon = require(${JSON.stringify(join(BENCH_CACHE, "node_modules/autocannon"))});
    autocannon({ url: ${JSON.stringify(url)}, connections: ${o.connections}, duration: ${o.duration}, headers: ${JSON.stringify(headers)} }, (err, r) => {
      if (err) { console.error(err); process.exit(1); }
      console.log(JSON.stringify({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, requests: r.requests.total }));
    });`;

/** One load run against `url`, waited for. */
export function load(url: string, headers: Record<string, string>, o: LoadOptions): LoadResult {
  if (USE_WRK) {
    const r = Bun.spawnSync(wrkArgs(url, headers, o), { stdout: "pipe", stderr: "pipe" });
    return parseWrk(r.stdout.toString() + r.stderr.toString());
  }
  const r = Bun.spawnSync(["node", "-e", autocannonScript(url, headers, o)], { stdout: "pipe", stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`autocannon failed: ${r.stderr.toString()}`);
  return JSON.parse(r.stdout.toString().trim().split("\n").at(-1)!);
}

/** Several load runs at once (one generator per URL, e.g. one per replica); their results summed (p99: the worst). */
export async function loadTogether(targets: { url: string; headers: Record<string, string> }[], o: LoadOptions): Promise<LoadResult> {
  const runs = await Promise.all(
    targets.map(async (t) => {
      const cmd = USE_WRK ? wrkArgs(t.url, t.headers, o) : ["node", "-e", autocannonScript(t.url, t.headers, o)];
      const p = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe" });
      const [out, err] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
      return USE_WRK ? parseWrk(out + err) : (JSON.parse(out.trim().split("\n").at(-1)!) as LoadResult);
    }),
  );
  return {
    rps: runs.reduce((a, r) => a + r.rps, 0),
    p99: Math.max(...runs.map((r) => r.p99)),
    p50: Math.max(...runs.map((r) => r.p50 ?? 0)),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    requests: runs.reduce((a, r) => a + r.requests, 0),
  };
}
