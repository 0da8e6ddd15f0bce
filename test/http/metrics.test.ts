/**
 * GET /metrics: the scrape parses as Prometheus text, counters move with traffic, the token is
 * required when set, and random paths cannot grow the route label set.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { createTestApp, type TestApp } from "../helpers/app";
import { enqueue } from "../../src/jobs/queue";
import { issueApiKey } from "../../src/access/keys";
import { PermanentFailure } from "../../src/jobs/outcomes";

type Family = { name: string; type: string; metrics: { labels?: Record<string, string>; value?: string; buckets?: Record<string, string>; count?: string; sum?: string }[] };

/** Elysia runs onAfterResponse after the response is handed over (a later task): let those run. */
const settle = () => new Promise((r) => setTimeout(r, 5));

async function scrape(t: TestApp, headers: Record<string, string> = {}): Promise<Family[]> {
  await settle();
  const res = await t.app.handle(new Request("http://localhost/metrics", { headers }));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toStartWith("text/plain; version=0.0.4");
  return parsePrometheusTextFormat(await res.text()) as Family[];
}

const family = (fams: Family[], name: string) => {
  const f = fams.find((x) => x.name === name);
  if (!f) throw new Error(`no metric ${name}`);
  return f;
};
const sample = (fams: Family[], name: string, labels: Record<string, string>) =>
  Number(family(fams, name).metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ?? 0);
const get = (t: TestApp, path: string, init: RequestInit = {}) => t.app.handle(new Request(`http://localhost${path}`, init));

describe("/metrics without a token", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "3", RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: "1", RIVALSCOPE_AUTH_PER_MINUTE: "1" } });
  });
  afterAll(() => t.close());

  test("a scrape parses with a Prometheus text-format parser and has every family", async () => {
    const fams = await scrape(t);
    const names = fams.map((f) => f.name);
    for (const n of [
      "rivalscope_http_requests_total",
      "rivalscope_http_request_duration_seconds",
      "rivalscope_rate_limit_rejections_total",
      "rivalscope_usage_flushes_total",
      "rivalscope_jobs_total",
      "rivalscope_jobs_queue_depth",
      "rivalscope_webhook_deliveries_total",
      "rivalscope_fetches_total",
      "rivalscope_analysis_tasks_total",
      "rivalscope_analysis_overruns_total",
      "rivalscope_analysis_refused_total",
      "rivalscope_analysis_queue",
      "process_resident_memory_bytes",
      "process_cpu_seconds_total",
      "process_uptime_seconds",
    ])
      expect(names).toContain(n);
    expect(family(fams, "rivalscope_http_request_duration_seconds").type).toBe("HISTOGRAM");
    expect(sample(fams, "process_resident_memory_bytes", {})).toBeGreaterThan(1_000_000);
  });

  test("requests are counted by route template, method and status; the histogram moves with them", async () => {
    const before = await scrape(t);
    const tools = (s: Family[], status: string) => sample(s, "rivalscope_http_requests_total", { route: "/api/v1/tools/:slug", method: "GET", status });
    // The first answer goes through routing, the second through the fast path: both count, under the same template.
    // An internal key: the free tier's 3 a minute may be spent by the other tests (any order).
    const headers = { "x-api-key": (await issueApiKey(t.ctx, { email: "metrics@example.com", tier: "internal" })).key };
    expect((await get(t, "/api/v1/tools/slack", { headers })).status).toBe(200);
    expect((await get(t, "/api/v1/tools/slack", { headers })).status).toBe(200);
    expect((await get(t, "/api/v1/tools/no-such-tool-here", { headers })).status).toBe(404);
    expect((await get(t, "/definitely/not/here")).status).toBe(404);
    const after = await scrape(t);
    expect(tools(after, "200") - tools(before, "200")).toBe(2);
    expect(tools(after, "404") - tools(before, "404")).toBe(1);
    const unmatched = { route: "unmatched", method: "GET", status: "404" };
    expect(sample(after, "rivalscope_http_requests_total", unmatched) - sample(before, "rivalscope_http_requests_total", unmatched)).toBe(1);
    // The parser keeps no labels on histogram samples: read the slug route's series from the text.
    await settle();
    const text = await (await get(t, "/metrics")).text();
    // Every series also carries the replica's name (last; see "/metrics of a replica").
    const count = Number(text.match(/^rivalscope_http_request_duration_seconds_count\{route="\/api\/v1\/tools\/:slug",method="GET",replica="[^"]+"\} (\d+)$/m)?.[1]);
    const inf = Number(text.match(/^rivalscope_http_request_duration_seconds_bucket\{route="\/api\/v1\/tools\/:slug",method="GET",le="\+Inf",replica="[^"]+"\} (\d+)$/m)?.[1]);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(inf).toBe(count);
    // No raw path ever becomes a label.
    const routes = family(after, "rivalscope_http_requests_total").metrics.map((m) => m.labels!.route);
    expect(routes).not.toContain("/api/v1/tools/slack");
    expect(routes).not.toContain("/definitely/not/here");
  });

  test("rate-limit refusals are counted by tier", async () => {
    const start = await scrape(t);
    const before = sample(start, "rivalscope_rate_limit_rejections_total", { tier: "free" });
    const perIpBefore = sample(start, "rivalscope_rate_limit_rejections_total", { tier: "per_ip" });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await get(t, `/api/v1/tools?q=crm${i}`, { headers: { "x-forwarded-for": "203.0.113.9" } })).status);
    // createTestApp trusts no proxy: all keyless requests share 127.0.0.1, so other tests may have used some of the 3.
    expect(statuses).toContain(429);
    const after = await scrape(t);
    expect(sample(after, "rivalscope_rate_limit_rejections_total", { tier: "free" }) - before).toBe(statuses.filter((s) => s === 429).length);
    expect(sample(after, "rivalscope_http_requests_total", { route: "/api/v1/tools", status: "429" })).toBeGreaterThan(0);
    // Counted once, by tier: not again as per_ip.
    expect(sample(after, "rivalscope_rate_limit_rejections_total", { tier: "per_ip" })).toBe(perIpBefore);
  });

  test("every other limit's refusals are counted as per_ip", async () => {
    const before = sample(await scrape(t), "rivalscope_rate_limit_rejections_total", { tier: "per_ip" });
    const json = { "content-type": "application/json" };
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      statuses.push((await get(t, "/api/v1/validate-key", { method: "POST", headers: json, body: JSON.stringify({ key: "rsk_nothing" }) })).status);
      statuses.push((await get(t, "/api/auth/login", { method: "POST", headers: json, body: JSON.stringify({ email: "x@example.com", password: "wrong-password" }) })).status);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBe(2);
    expect(sample(await scrape(t), "rivalscope_rate_limit_rejections_total", { tier: "per_ip" }) - before).toBe(refused);
  });

  test("usage flushes are counted", async () => {
    await get(t, "/api/v1/categories");
    const before = await scrape(t);
    await t.rt.access.flush();
    await t.rt.access.flush();
    const after = await scrape(t);
    const flushes = (s: Family[]) => ["ok", "empty"].reduce((a, outcome) => a + sample(s, "rivalscope_usage_flushes_total", { outcome }), 0);
    expect(flushes(after) - flushes(before)).toBe(2);
  });

  test("jobs by kind and outcome; queue depth by kind and status, read at scrape time", async () => {
    t.rt.jobs.register("metrics.ok", { handle: async () => {} });
    t.rt.jobs.register("metrics.bad", { handle: async () => Promise.reject(new PermanentFailure("no")) });
    await enqueue(t.ctx, { kind: "metrics.ok" });
    await enqueue(t.ctx, { kind: "metrics.ok" });
    await enqueue(t.ctx, { kind: "metrics.bad" });
    await enqueue(t.ctx, { kind: "metrics.later", runAt: t.clock.now() + 3_600_000 });
    const queued = await scrape(t);
    expect(sample(queued, "rivalscope_jobs_queue_depth", { kind: "metrics.ok", status: "queued" })).toBe(2);
    await t.runJobs();
    const after = await scrape(t);
    expect(sample(after, "rivalscope_jobs_total", { kind: "metrics.ok", outcome: "succeeded" })).toBe(2);
    expect(sample(after, "rivalscope_jobs_total", { kind: "metrics.bad", outcome: "failed" })).toBe(1);
    expect(sample(after, "rivalscope_jobs_queue_depth", { kind: "metrics.ok", status: "queued" })).toBe(0);
    expect(sample(after, "rivalscope_jobs_queue_depth", { kind: "metrics.later", status: "queued" })).toBe(1);
  });

  test("random paths keep the route label set bounded (fuzz)", async () => {
    const routes = async () => new Set(family(await scrape(t), "rivalscope_http_requests_total").metrics.map((m) => m.labels!.route));
    const seg = fc.stringMatching(/^[A-Za-z0-9._~%-]{1,12}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(seg, { minLength: 1, maxLength: 4 }), fc.constantFrom("GET", "POST", "DELETE", "PROPFIND"), async (segs, method) => {
        await get(t, `/${segs.join("/")}`, { method });
      }),
      { numRuns: 60 },
    );
    const first = await routes();
    await fc.assert(
      fc.asyncProperty(fc.array(seg, { minLength: 1, maxLength: 4 }), fc.constantFrom("", "/api/", "/api/v1/", "/admin/", "/assets/"), async (segs, prefix) => {
        await get(t, `${prefix || "/"}${segs.join("/")}`);
      }),
      { numRuns: 150 },
    );
    const second = await routes();
    // Only templates of declared routes (at most the app's route count) and "unmatched".
    expect(second.size).toBeLessThanOrEqual(t.app.routes.length + 1);
    for (const r of second) expect(r === "unmatched" || t.app.routes.some((x) => x.path === r)).toBe(true);
    // Random 404s share one label: 150 more of them grew the set by at most the routes they matched.
    const grown = [...second].filter((r) => !first.has(r));
    for (const r of grown) expect(t.app.routes.some((x) => x.path === r)).toBe(true);
    expect(sample(await scrape(t), "rivalscope_http_requests_total", { route: "unmatched", method: "GET", status: "404" })).toBeGreaterThan(50);
    const methods = new Set(family(await scrape(t), "rivalscope_http_requests_total").metrics.map((m) => m.labels!.method));
    expect(methods.has("PROPFIND")).toBe(false);
  });
});

describe("/metrics with RIVALSCOPE_METRICS_TOKEN", () => {
  let t: TestApp;
  const TOKEN = "scrape-token-0123456789";
  beforeAll(async () => {
    t = await createTestApp({ env: { RIVALSCOPE_METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  test.each([
    ["no Authorization header", {}],
    ["a wrong token", { authorization: "Bearer scrape-token-0123456780" }],
    ["a token of another length", { authorization: "Bearer x" }],
    ["the token without the Bearer scheme", { authorization: TOKEN }],
    ["Basic credentials", { authorization: `Basic ${btoa(`user:${TOKEN}`)}` }],
  ])("%s → 401 with WWW-Authenticate", async (_name, headers) => {
    const res = await get(t, "/metrics", { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toContain("Bearer");
    const body = await res.json();
    expect(body.error).toBe("not_authenticated");
    expect(JSON.stringify(body)).not.toContain(TOKEN);
  });

  test("the right token → 200", async () => {
    const fams = await scrape(t, { authorization: `Bearer ${TOKEN}` });
    expect(fams.length).toBeGreaterThan(5);
  });
});

describe("RIVALSCOPE_METRICS=off", () => {
  test("no /metrics route and nothing counted", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_METRICS: "off" } });
    try {
      expect(t.rt.metrics).toBeNull();
      expect((await get(t, "/metrics")).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe("/metrics of a replica", () => {
  test("every series carries the replica's name: RIVALSCOPE_REPLICA_ID, else host name and pid", async () => {
    const named = await createTestApp({ env: { RIVALSCOPE_REPLICA_ID: "web-2" } });
    const unnamed = await createTestApp({ dir: named.dir });
    try {
      await get(named, "/api/v1/categories");
      const fams = await scrape(named);
      for (const name of ["rivalscope_http_requests_total", "rivalscope_rate_limit_rejections_total", "process_uptime_seconds"]) {
        const f = family(fams, name);
        expect(f.metrics.length).toBeGreaterThan(0);
        for (const m of f.metrics) expect(m.labels?.replica).toBe("web-2");
      }
      const other = family(await scrape(unnamed), "process_uptime_seconds").metrics[0]!.labels?.replica;
      expect(other).toBe(`${(await import("node:os")).hostname()}-${process.pid}`);
    } finally {
      await unnamed.close();
      await named.close();
    }
  });

  test("a replica name that is not a plain word is refused at start", async () => {
    await expect(createTestApp({ env: { RIVALSCOPE_REPLICA_ID: "web 2; drop" } })).rejects.toThrow(/RIVALSCOPE_REPLICA_ID must be 1 to 64 letters/);
  });
});
