/**
 * benchStall — issue 24's budget: while the server reads hostile sites, `/healthz` answers within
 * 500 ms throughout. Before the analysis pool, one anonymous roast of a page of 400,000 nested
 * `<div>` (4.4 MB, under the fetcher's cap) held every request for 6–13 s.
 *
 * - The server from source, as `npm start` runs it (a child process; private networks allowed so
 *   it may read this machine; analysis limits lifted so the scenarios can repeat).
 * - The hostile sites, served by this process on 127.0.0.1, each on its own port: one page of
 *   400,000 nested `<div>`, and a four-page site whose home page links to three more of them.
 * - A prober in this process asks `/healthz` again 20 ms after each answer, throughout each
 *   scenario, and keeps the slowest answer. Scenarios: a roast of the page; a scan of
 *   the four-page site against the page; a report on both (requested, paid on the local test
 *   checkout, polled until completed); three roasts of the page at once. Idle first, as the
 *   baseline.
 *
 * Run alone: npx bun run test/bench/stall.ts [--server-root DIR] — `--server-root` runs the
 * server of another checkout (the code before a change) against the same scenarios.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HOSTILE_SITE_PAGES, nestedDivs, nestedDivsHome } from "../helpers/hostile-pages.ts";
import { freePort } from "./servers.ts";

const GOAL_MS = 500;
const PROBE_GAP_MS = 20;
const argValue = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** Asks /healthz over and over until stopped; the slowest answer and how many there were. */
function probe(base: string) {
  let running = true;
  let slowest = 0;
  let count = 0;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      const r = await fetch(`${base}/healthz`);
      await r.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - t0);
      count++;
      await Bun.sleep(PROBE_GAP_MS);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { slowest, count };
    },
  };
}

export interface StallBench {
  lines: string[];
  figures: Record<string, { healthz_max_ms: number; scenario_ms: number; probes: number }>;
  met: boolean;
}

export async function benchStall(opts: { serverRoot?: string } = {}): Promise<StallBench> {
  const root = opts.serverRoot ?? join(import.meta.dir, "../..");
  const deep = new TextEncoder().encode(nestedDivs());
  const deepHome = new TextEncoder().encode(nestedDivsHome());
  const html = (body: Uint8Array<ArrayBuffer>) => new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
  // Two sites, each on its own port (the server resolves no test names): one page, and four.
  const serve = (pages: Record<string, Uint8Array<ArrayBuffer>>) =>
    Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      fetch(req) {
        const page = pages[new URL(req.url).pathname];
        return page ? html(page) : new Response("<!doctype html><title>Not found</title>", { status: 404, headers: { "content-type": "text/html" } });
      },
    });
  const sites = { deep: serve({ "/": deep }), deepSite: serve({ "/": deepHome, ...Object.fromEntries(HOSTILE_SITE_PAGES.map((p) => [p, deep])) }) };
  const site = (name: keyof typeof sites) => `http://127.0.0.1:${sites[name].port}/`;

  const dir = mkdtempSync(join(tmpdir(), "rivalscope-bench-stall-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = Bun.spawn([process.execPath, join(root, "src/main.ts"), "serve", "--host", "127.0.0.1", "--port", String(port), "--dir", dir], {
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "error",
      RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true",
      RIVALSCOPE_PAYMENTS: "local",
      RIVALSCOPE_ANALYSIS_PER_SESSION: "unlimited",
      RIVALSCOPE_ANALYSIS_PER_DAY: "unlimited",
      RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: "unlimited",
      RIVALSCOPE_REPORT_READS_PER_MINUTE: "unlimited",
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {}
      if (i > 1000) throw new Error("the server did not start");
      await Bun.sleep(20);
    }
    const scenarios: [string, () => Promise<string>][] = [
      ["idle (baseline)", async () => (await Bun.sleep(1000), "—")],
      ["a roast of 400,000 nested divs", async () => String((await post("/api/roast", { url: site("deep") })).status)],
      ["a scan of a four-page site of them against one more", async () => String((await post("/api/scan", { your_url: site("deepSite"), competitor_url: site("deep") })).status)],
      [
        "a report on both (paid, polled until completed)",
        async () => {
          const requested = (await (await post("/api/reports/request", { name: "Bench", email: "bench@example.com", competitor_urls: [site("deep"), site("deepSite")] })).json()) as { report_id: string; checkout_url: string };
          const paid = await fetch(`${base}${new URL(requested.checkout_url).pathname}/pay`, { method: "POST", redirect: "manual" });
          if (paid.status !== 303) throw new Error(`pay answered ${paid.status}`);
          for (;;) {
            const r = (await (await fetch(`${base}/api/reports/get?id=${requested.report_id}`)).json()) as { status: string; message?: string };
            if (r.status === "completed") return r.status;
            if (r.status === "failed" || r.message) throw new Error(`the report failed: ${JSON.stringify(r)}`);
            await Bun.sleep(100);
          }
        },
      ],
      ["three roasts of them at once", async () => (await Promise.all([0, 1, 2].map(() => post("/api/roast", { url: site("deep") })))).map((r) => r.status).join("/")],
    ];
    const figures: StallBench["figures"] = {};
    const lines: string[] = [];
    let met = true;
    for (const [name, run] of scenarios) {
      const p = probe(base);
      const t0 = performance.now();
      const outcome = await run();
      const scenarioMs = performance.now() - t0;
      const { slowest, count } = await p.stop();
      const ok = slowest < GOAL_MS;
      if (name !== "idle (baseline)") met &&= ok;
      figures[name] = { healthz_max_ms: Math.round(slowest), scenario_ms: Math.round(scenarioMs), probes: count };
      lines.push(`  ${name}: answered ${outcome} in ${(scenarioMs / 1000).toFixed(1)} s; /healthz slowest ${slowest.toFixed(0)} ms of ${count} probes${name === "idle (baseline)" ? "" : ` (goal < ${GOAL_MS} ms): ${ok ? "met" : "MISSED"}`}`);
    }
    return { lines: ["/healthz while the server reads hostile sites (issue 24; the server from source, one probe 20 ms after each answer):", ...lines], figures, met };
  } finally {
    server.kill();
    await server.exited;
    sites.deep.stop(true);
    sites.deepSite.stop(true);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const r = await benchStall({ serverRoot: argValue("server-root") });
  for (const line of r.lines) console.log(line);
  process.exitCode = r.met ? 0 : 1;
}
