/**
 * The compiled executable: built once into a temporary directory, then started from another
 * directory with nothing beside it, as an operator would.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeStripe } from "../helpers/fake-stripe";
import { fixturePage } from "../helpers/fixture-sites";
import { ROOT, runCli, startServer } from "../helpers/process";

let work: string;
let exe: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "rivalscope-exe-"));
  exe = join(work, "bin", "rivalscope");
  const r = Bun.spawnSync([process.execPath, "run", join(ROOT, "scripts/build.ts"), "--outfile", exe], { cwd: ROOT, stdout: "pipe", stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`build failed: ${r.stderr.toString()}`);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("compiled executable", () => {
  test("version and help", () => {
    expect(runCli([exe], ["version"]).stdout).toMatch(/^rivalscope \d/);
    expect(runCli([exe], ["--help"]).stdout).toContain("Commands:");
  });

  test("first start creates its data dir, serves /healthz and offline Swagger UI, stops on SIGTERM", async () => {
    const dir = join(work, "fresh-data");
    const s = await startServer([exe], ["--dir", dir]);
    // The first start stores the embedded dataset unparsed, through one prepared INSERT
    // (src/catalog/store.ts): every tool is served as data/tools.json has it.
    const dataset = JSON.parse(readFileSync(join(ROOT, "data/tools.json"), "utf8")) as { tools: Record<string, unknown>[] };
    const servedAsInDataset = async (url: string) => {
      expect((await (await fetch(`${url}/api/v1/tools?limit=1`)).json()).total).toBe(dataset.tools.length);
      for (const d of [dataset.tools[0]!, dataset.tools.at(-1)!, dataset.tools.find((t) => t.free_tier === false && Array.isArray(t.aliases))!]) {
        const { tool } = await (await fetch(`${url}/api/v1/tools/${d.slug}`)).json();
        expect(Object.keys(tool).length).toBe(11);
        expect(tool).toEqual(Object.fromEntries(Object.keys(tool).map((k) => [k, d[k]])));
        const found = await (await fetch(`${url}/api/v1/tools?q=${encodeURIComponent(String(d.name))}`)).json();
        expect(found.tools.map((t: { slug: string }) => t.slug)).toContain(d.slug);
      }
    };
    try {
      expect(existsSync(join(dir, "rivalscope.sqlite"))).toBe(true);
      expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
      await servedAsInDataset(s.url);
      const page = await (await fetch(`${s.url}/swagger`)).text();
      expect(page).not.toContain("https://");
      expect((await fetch(`${s.url}/swagger/assets/swagger-ui-bundle.js`)).status).toBe(200);
      expect((await fetch(`${s.url}/assets/htmx.min.js`)).status).toBe(200);
      const icon = await fetch(`${s.url}/favicon.ico`);
      expect(icon.headers.get("content-type")).toBe("image/x-icon");
      expect([...new Uint8Array(await icon.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);
      // Bodies over 1 MiB get the JSON 413 from the executable's own listener, declared or chunked.
      const json = { "content-type": "application/json" };
      const declared = await fetch(`${s.url}/api/v1/validate-key`, { method: "POST", headers: json, body: new Uint8Array(8 * 1024 * 1024) });
      expect(declared.status).toBe(413);
      expect((await declared.json()).error).toBe("payload_too_large");
      const chunks = new ReadableStream({ pull: (c) => c.enqueue(new Uint8Array(256 * 1024)) }); // endless
      const chunked = await fetch(`${s.url}/api/v1/validate-key`, { method: "POST", headers: json, body: chunks, duplex: "half" } as RequestInit);
      expect(chunked.status).toBe(413);
      expect((await chunked.json()).error).toBe("payload_too_large");
      // The checkpoint worker is an entry point of the build: the server did not fall back to
      // checkpointing on the event loop (it says so in a warning when it must).
      await Bun.sleep(300);
      expect(s.output()).not.toContain("no worker");
    } finally {
      expect(await s.stop()).toBe(0);
    }
    // Second start on the existing data dir.
    const again = await startServer([exe], ["--dir", dir]);
    try {
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
      await servedAsInDataset(again.url);
    } finally {
      await again.stop();
    }
  });

  test("the libraries loaded on demand load from the executable: OpenAPI generator, prom-client, Stripe's SDK", async () => {
    const stripe = await startFakeStripe();
    const s = await startServer([exe], ["--dir", join(work, "vendor-data")], { STRIPE_SECRET_KEY: "sk_test_exe", STRIPE_WEBHOOK_SECRET: "whsec_exe", STRIPE_API_BASE: stripe.url, RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" });
    try {
      const doc = await fetch(`${s.url}/swagger/json`);
      expect(doc.status).toBe(200);
      expect((await doc.json()).paths["/api/v1/tools"]).toBeDefined();
      const metrics = await fetch(`${s.url}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain("# TYPE process_cpu_seconds_total counter");
      const checkout = await fetch(`${s.url}/api/v1/checkout`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "exe@example.com" }) });
      expect(checkout.status).toBe(200);
      expect((await checkout.json()).checkout_url).toContain("cs_test_fake");
      expect(stripe.requests.map((r) => r.path)).toContain("/v1/checkout/sessions");
    } finally {
      await s.stop();
      stripe.stop();
    }
  });

  test("the schemas built at first use work in the executable: a scan's answer, the OpenAPI document's result and response schemas", async () => {
    // The result and response schemas are z.lazy, built at their first use after the start (docs/benchmarks.md,
    // "Cold start, session 17"): the bundle must keep them working, and the document must still describe them whole.
    const serve = (site: string) =>
      Bun.serve({
        hostname: "127.0.0.1",
        port: 0,
        fetch: (req) => {
          const page = fixturePage(site, new URL(req.url).pathname);
          return page ? new Response(page.body, { headers: { "content-type": page.type } }) : new Response("not found", { status: 404 });
        },
      });
    const yours = serve("plain-cards");
    const theirs = serve("free-trial");
    const s = await startServer([exe], ["--dir", join(work, "lazy-data")], { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" });
    try {
      const scan = await fetch(`${s.url}/api/scan`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ your_url: `http://127.0.0.1:${yours.port}/`, competitor_url: `http://127.0.0.1:${theirs.port}/` }) });
      expect(scan.status).toBe(200);
      const result = (await scan.json()) as { your_product: { pricing: { plans: unknown[] } }; competitor: { url: string }; differentiation_score: number };
      expect(result.your_product.pricing.plans.length).toBeGreaterThan(0);
      expect(result.competitor.url).toBe(`http://127.0.0.1:${theirs.port}/`);
      expect(typeof result.differentiation_score).toBe("number");
      const doc = (await (await fetch(`${s.url}/swagger/json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: any }> }> }>> };
      const json = (path: string, method: string, status: string) => doc.paths[path][method].responses[status].content["application/json"].schema;
      const scanned = json("/api/scan", "post", "200");
      expect(scanned.properties.your_product.description).toBe("Profile of your_url.");
      expect(scanned.properties.your_product.properties.pricing.properties.plans.items.properties.evidence.required).toEqual(["url", "snippet"]);
      expect(json("/api/reports/get", "get", "200").properties.summary.anyOf[0].properties.per_competitor.items.properties.profile.properties.pricing).toBeDefined();
      expect(Object.keys(json("/api/webhooks", "post", "201").properties)).toContain("secret");
      expect(json("/api/scan", "post", "429").properties.window.enum).toEqual(["session", "day"]);
    } finally {
      await s.stop();
      yours.stop(true);
      theirs.stop(true);
    }
  });

  test("a busy port stops the executable with exit code 1 and the port named; --share-port shares it with a server that shares too", async () => {
    const first = await startServer([exe], ["--dir", join(work, "port-data"), "--share-port"]);
    try {
      const refused = runCli([exe], ["serve", "--host", "127.0.0.1", "--port", String(first.port), "--dir", join(work, "port-data-2")]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`port ${first.port} on 127.0.0.1 is in use by another process`);
      const replica = await startServer([exe], ["--dir", join(work, "port-data"), "--port", String(first.port), "--share-port"]);
      expect(replica.port).toBe(first.port);
      expect(await replica.stop()).toBe(0);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });

  test("the analysis worker starts from the executable: a roast of a page on loopback is parsed and read in it", async () => {
    const page = fixturePage("plain-cards", "/")!;
    const site = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response(page.body, { headers: { "content-type": page.type } }) });
    const s = await startServer([exe], ["--dir", join(work, "analysis-data")], { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" });
    try {
      const roast = await fetch(`${s.url}/api/roast`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ url: `http://127.0.0.1:${site.port}/` }) });
      expect(roast.status).toBe(200);
      const metrics = await (await fetch(`${s.url}/metrics`)).text();
      // Discovery, extraction and — as no plan was read off these pages — the check for pages drawn by
      // scripts (issue 28), all in the worker; nothing fell back to the main thread.
      // (Every series also names the replica: host name and pid by default.)
      expect(metrics).toMatch(/^rivalscope_analysis_tasks_total\{ran_in="worker",replica="[^"]+"\} 3$/m);
      expect(metrics).toMatch(/^rivalscope_analysis_tasks_total\{ran_in="main_thread",replica="[^"]+"\} 0$/m);
      expect(s.output()).not.toContain("no worker");
    } finally {
      await s.stop();
      site.stop(true);
    }
  });

  test("the engine loaded at first use loads from the executable: a roast read in the main thread, of a page whose charset only its <meta> declares", async () => {
    // The <meta> prescan, the analysis tasks and the profile are chunks of their own, loaded when
    // first used (docs/benchmarks.md, "Cold start, session 15"); without workers all run here.
    const page = fixturePage("encoding-windows-1252", "/")!;
    const site = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response(page.body, { headers: { "content-type": page.type } }) });
    const s = await startServer([exe], ["--dir", join(work, "inline-data")], { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_ANALYSIS_WORKERS: "0" });
    try {
      const roast = await fetch(`${s.url}/api/roast`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ url: `http://127.0.0.1:${site.port}/` }) });
      expect(roast.status).toBe(200);
      expect(((await roast.json()) as { name: string }).name).toBe("Facturo");
      const metrics = await (await fetch(`${s.url}/metrics`)).text();
      expect(metrics).toMatch(/^rivalscope_analysis_tasks_total\{ran_in="main_thread",replica="[^"]+"\} [1-9]\d*$/m);
    } finally {
      await s.stop();
      site.stop(true);
    }
  });
});
