/**
 * benchWebhooks — SPEC §11's webhook budget, measured with the real runtime (job runner, SQLite
 * file, network seam, signing) delivering to loopback receivers served by a child process:
 *   1. deliveries/s to one receiver, and to four (goal ≥ 500/s);
 *   2. the same four receivers plus one that accepts connections and never answers, whose
 *      deliveries all wait out the 5 s timeout: the rate of the four's deliveries must keep at
 *      least 80% of run 1's.
 * Events are emitted before the runtime starts; a run lasts until every delivery to the healthy
 * receivers has succeeded, timed from the start to the end of the last attempt.
 *
 * A measurement, not a draw: every run uses the same ids (a seeded generator, so the endpoints'
 * job groups sort the same way in the claim's index each time — with random ids the stuck
 * receiver's backlog sorted before or after the others by chance, and the figure swung
 * 53%–116% between two runs of one build); the runs with and without the stuck receiver sit
 * side by side in each round, in alternating order (ABBA), and the rate kept is the median of
 * the rounds' own ratios, so one round disturbed by the shared machine does not move it.
 * Run alone: npx bun run test/bench/webhooks.ts [--deliveries N] [--rounds R] [--seed S]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findOrCreateAccount } from "../../src/accounts/accounts";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { loadConfig } from "../../src/config";
import { withTransaction } from "../../src/db/tx";
import { createLogger } from "../../src/lib/log";
import { openRuntime } from "../../src/runtime";
import { emit } from "../../src/webhooks/deliveries";
import { sqliteOf } from "../../src/db/sqlite";
import type { Ids } from "../../src/context";
import { BASE62 } from "../../src/lib/base62";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};

/** Ids from a seeded generator (mulberry32): the same sequence in every run of one seed. */
export function seededIds(seed: number): Ids {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const chars = (n: number) => Array.from({ length: n }, () => BASE62[Math.floor(next() * 62)]).join("");
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join("");
  return { id: (prefix, length = 20) => `${prefix}_${chars(length)}`, uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}` };
}

/** A child process serving `healthy` receivers that answer 204 at once, and `dead` ones that never answer. */
async function startReceivers(healthy: number, dead: number): Promise<{ urls: string[]; deadUrls: string[]; stop(): void }> {
  const code = `
    const ports = [];
    for (let i = 0; i < ${healthy}; i++) ports.push(Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: async (r) => { await r.arrayBuffer(); return new Response(null, { status: 204 }); } }).port);
    const dead = [];
    for (let i = 0; i < ${dead}; i++) dead.push(Bun.serve({ port: 0, hostname: "127.0.0.1", idleTimeout: 60, fetch: () => new Promise(() => {}) }).port);
    console.log(JSON.stringify({ ports, dead }));`;
  const proc = Bun.spawn([process.execPath, "-e", code], { stdout: "pipe", stderr: "inherit" });
  const reader = proc.stdout.getReader();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the receivers did not start");
    text += new TextDecoder().decode(value);
  }
  const { ports, dead: deadPorts } = JSON.parse(text) as { ports: number[]; dead: number[] };
  return { urls: ports.map((p) => `http://127.0.0.1:${p}/hooks`), deadUrls: deadPorts.map((p) => `http://127.0.0.1:${p}/hooks`), stop: () => proc.kill() };
}

/** Delivers `perHealthy` events to each healthy URL (and as many to each dead one); the healthy deliveries' rate. */
async function run(urls: string[], deadUrls: string[], perHealthy: number, seed: number): Promise<{ rate: number; seconds: number; delivered: number }> {
  const dir = mkdtempSync(join(tmpdir(), "rivalscope-bench-webhooks-"));
  const config = loadConfig({ RIVALSCOPE_DATA_DIR: dir, RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", LOG_LEVEL: "silent", RIVALSCOPE_SHUTDOWN_WAIT_MS: "100" });
  const rt = await openRuntime(config, { logger: createLogger("silent"), ids: seededIds(seed) });
  try {
    const ctx = rt.context({ kind: "system", via: "bench" });
    const healthy: string[] = [];
    const all = [...urls.map((url) => ({ url, dead: false })), ...deadUrls.map((url) => ({ url, dead: true }))];
    const owners: string[] = [];
    for (const [i, { url, dead }] of all.entries()) {
      const account = await findOrCreateAccount(ctx, { email: `bench-${i}@example.com` });
      await setGrantedPlan(ctx, { accountId: account.id, plan: "command" });
      const { endpoint } = await rt.webhooks.createEndpoint(ctx, { accountId: account.id, url });
      if (!dead) healthy.push(endpoint.id);
      owners.push(account.id);
    }
    const event = { event: "report.completed" as const, report_id: "6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f", tier: "snapshot", competitors: 3, preview_url: "https://rivalscope.example/reports/6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f" };
    // Interleaved, as events of many accounts arrive.
    await withTransaction(ctx, async (tx) => {
      for (let n = 0; n < perHealthy; n++) for (const accountId of owners) await emit(tx, { accountId, event });
    });
    const expected = perHealthy * healthy.length;
    const inList = healthy.map((id) => `'${id}'`).join(",");
    const done = sqliteOf(rt.db).query(`SELECT count(*) AS n, max(a.started_at + a.duration_ms) AS last FROM webhook_deliveries d JOIN webhook_attempts a ON a.delivery_id = d.id AND a.status BETWEEN 200 AND 299 WHERE d.endpoint_id IN (${inList})`);
    const start = Date.now();
    rt.start();
    let row = done.get() as { n: number; last: number | null };
    while (row.n < expected) {
      if (Date.now() - start > 120_000) throw new Error(`only ${row.n} of ${expected} deliveries succeeded in 2 minutes`);
      await Bun.sleep(50);
      row = done.get() as { n: number; last: number | null };
    }
    const seconds = (row.last! - start) / 1000;
    return { rate: expected / seconds, seconds, delivered: expected };
  } finally {
    await rt.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface WebhookBench {
  lines: string[];
  met: boolean;
  figures: { one_receiver_rps: number; four_receivers_rps: number; with_dead_receiver_rps: number; rate_kept: number; rate_kept_rounds: number[] };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export async function benchWebhooks(opts: { deliveries?: number; rounds?: number; seed?: number } = {}): Promise<WebhookBench> {
  const total = opts.deliveries ?? 3000;
  const rounds = opts.rounds ?? 9;
  const seed = opts.seed ?? 24;
  const receivers = await startReceivers(4, 1);
  try {
    await run(receivers.urls.slice(0, 1), [], 300, seed); // warm-up (JIT, file system)
    // On a shared 2-core machine a single run can be 20% off from noise alone: the four alone and
    // the four beside the stuck one run back to back in each round, in alternating order, and each
    // round gives its own ratio; the figures are the rounds' medians.
    const one: number[] = [];
    const four: number[] = [];
    const dead: number[] = [];
    const kept: number[] = [];
    for (let i = 0; i < rounds; i++) {
      one.push((await run(receivers.urls.slice(0, 1), [], total, seed)).rate);
      const alone = async () => (await run(receivers.urls, [], total / 4, seed)).rate;
      const beside = async () => (await run(receivers.urls, receivers.deadUrls, total / 4, seed)).rate;
      const [a, b] = i % 2 === 0 ? [await alone(), await beside()] : (([y, x]) => [x, y])([await beside(), await alone()]);
      four.push(a);
      dead.push(b);
      kept.push(b / a);
    }
    const rates = { one: median(one), four: median(four), dead: median(dead) };
    const keptMedian = median(kept);
    const met = rates.one >= 500 && rates.four >= 500 && keptMedian >= 0.8;
    const verdict = (met: boolean) => (met ? "met" : "MISSED");
    const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
    return {
      met,
      figures: {
        one_receiver_rps: Math.round(rates.one),
        four_receivers_rps: Math.round(rates.four),
        with_dead_receiver_rps: Math.round(rates.dead),
        rate_kept: +keptMedian.toFixed(2),
        rate_kept_rounds: kept.map((k) => +k.toFixed(2)),
      },
      lines: [
        `Webhook deliveries (${total} per run, medians of ${rounds} rounds, ids seeded with ${seed}; signed, logged, through the job runner):`,
        `  to one loopback receiver: ${Math.round(rates.one)} deliveries/s (goal ≥ 500/s): ${verdict(rates.one >= 500)}`,
        `  to four receivers: ${Math.round(rates.four)} deliveries/s (goal ≥ 500/s): ${verdict(rates.four >= 500)}`,
        `  the same four beside one that never answers (its deliveries wait out the 5 s timeout): ${Math.round(rates.dead)} deliveries/s → ${pct(keptMedian)} of the rate kept (median of the rounds: ${kept.map(pct).join(", ")}; goal ≥ 80%): ${verdict(keptMedian >= 0.8)}`,
      ],
    };
  } finally {
    receivers.stop();
  }
}

if (import.meta.main) {
  const { lines, met } = await benchWebhooks({ deliveries: arg("deliveries", 3000), rounds: arg("rounds", 9), seed: arg("seed", 24) });
  for (const line of lines) console.log(line);
  process.exitCode = met ? 0 : 1;
}
