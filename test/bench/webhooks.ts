/**
 * benchWebhooks — SPEC §11's webhook budget, measured with the real runtime (job runner, SQLite
 * file, network seam, signing) delivering to loopback receivers served by a child process:
 *   1. deliveries/s to one receiver, and to four (goal ≥ 500/s);
 *   2. the same four receivers plus one that accepts connections and never answers, whose
 *      deliveries all wait out the 5 s timeout: the rate of the four's deliveries must keep at
 *      least 80% of run 1's.
 * Events are emitted before the runtime starts; a run lasts until every delivery to the healthy
 * receivers has succeeded, timed from the start to the end of the last attempt.
 * Run alone: npx bun run test/bench/webhooks.ts [--deliveries N] [--rounds R]
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

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};

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
async function run(urls: string[], deadUrls: string[], perHealthy: number): Promise<{ rate: number; seconds: number; delivered: number }> {
  const dir = mkdtempSync(join(tmpdir(), "rivalscope-bench-webhooks-"));
  const config = loadConfig({ RIVALSCOPE_DATA_DIR: dir, RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", LOG_LEVEL: "silent", RIVALSCOPE_SHUTDOWN_WAIT_MS: "100" });
  const rt = await openRuntime(config, { logger: createLogger("silent") });
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
  figures: { one_receiver_rps: number; four_receivers_rps: number; with_dead_receiver_rps: number; rate_kept: number };
}

export async function benchWebhooks(opts: { deliveries?: number; rounds?: number } = {}): Promise<WebhookBench> {
  const total = opts.deliveries ?? 3000;
  const rounds = opts.rounds ?? 3;
  const receivers = await startReceivers(4, 1);
  try {
    await run(receivers.urls.slice(0, 1), [], 300); // warm-up (JIT, file system)
    // The three runs alternate and each is averaged over the rounds: on a shared 2-core machine
    // a single run can be 20% off from noise alone.
    const rates = { one: 0, four: 0, dead: 0 };
    for (let i = 0; i < rounds; i++) {
      rates.one += (await run(receivers.urls.slice(0, 1), [], total)).rate / rounds;
      rates.four += (await run(receivers.urls, [], total / 4)).rate / rounds;
      rates.dead += (await run(receivers.urls, receivers.deadUrls, total / 4)).rate / rounds;
    }
    const kept = rates.dead / rates.four;
    const met = rates.one >= 500 && rates.four >= 500 && kept >= 0.8;
    const verdict = (met: boolean) => (met ? "met" : "MISSED");
    return {
      met,
      figures: { one_receiver_rps: Math.round(rates.one), four_receivers_rps: Math.round(rates.four), with_dead_receiver_rps: Math.round(rates.dead), rate_kept: +kept.toFixed(2) },
      lines: [
        `Webhook deliveries (${total} per run, mean of ${rounds} alternating rounds; signed, logged, through the job runner):`,
        `  to one loopback receiver: ${Math.round(rates.one)} deliveries/s (goal ≥ 500/s): ${verdict(rates.one >= 500)}`,
        `  to four receivers: ${Math.round(rates.four)} deliveries/s (goal ≥ 500/s): ${verdict(rates.four >= 500)}`,
        `  the same four beside one that never answers (its deliveries wait out the 5 s timeout): ${Math.round(rates.dead)} deliveries/s → ${(kept * 100).toFixed(0)}% of the rate kept (goal ≥ 80%): ${verdict(kept >= 0.8)}`,
      ],
    };
  } finally {
    receivers.stop();
  }
}

if (import.meta.main) {
  const { lines, met } = await benchWebhooks({ deliveries: arg("deliveries", 3000), rounds: arg("rounds", 3) });
  for (const line of lines) console.log(line);
  process.exitCode = met ? 0 : 1;
}
