/**
 * Fast-path parity: every interface A scenario is sent twice — first through routing and
 * validation, then (for answers the server remembered) through the onRequest fast path — and
 * both answers must be the same: status, body, ETag, content type, caching, CORS, and rate-limit
 * headers that count each request once. See the invariants above `fastPath` in
 * src/http/v1/catalog.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import dataset from "../../data/tools.json";
import { issueApiKey, revokeApiKey } from "../../src/access/keys";
import { createTestApp, type TestApp } from "../helpers/app";

const tools = dataset.tools;
const cat = tools[0].category;
const withAlias = tools.find((t) => (t as { aliases?: string[] }).aliases?.length) as { slug: string; aliases: string[] };

/** Every interface A read the suite exercises: each parameter, spelling and error family. */
const SCENARIOS = [
  "/api/v1/tools",
  "/api/v1/tools?limit=5",
  "/api/v1/tools?limit=500&offset=3",
  "/api/v1/tools?q=crm",
  "/api/v1/tools?search=kanban%20boards",
  "/api/v1/tools?q=CRM&sort=name&order=desc",
  "/api/v1/tools?category=" + encodeURIComponent(cat),
  "/api/v1/tools?category=" + encodeURIComponent(cat.toLowerCase().replace(/[^a-z0-9]+/g, "-")),
  "/api/v1/tools?category=nope",
  "/api/v1/tools?model=freemium&free=true",
  "/api/v1/tools?model=Usage-based",
  "/api/v1/tools?free=false&sort=price",
  "/api/v1/tools?sort=price&order=desc&limit=10",
  "/api/v1/tools?sort=category&offset=40",
  "/api/v1/tools?sort=relevance&q=email",
  "/api/v1/tools?feature=kanban&feature=gantt",
  "/api/v1/tools?feature=Kanban%20Boards",
  `/api/v1/tools?slug=${tools[3].slug}`,
  `/api/v1/tools/${tools[5].slug}`,
  `/api/v1/tools/${tools[5].slug.toUpperCase()}`,
  `/api/v1/tools/${encodeURIComponent(tools[6].name)}`,
  `/api/v1/tools/${encodeURIComponent(withAlias.aliases[0])}`,
  `/api/v1/compare?a=${tools[0].slug}&b=${tools[1].slug}`,
  `/api/v1/compare?tool1=${encodeURIComponent(tools[2].name)}&tool2=${tools[40].slug}`,
  "/api/v1/categories",
  // Errors: never remembered, so both requests are routed — and must still agree.
  "/api/v1/tools/no-such-tool-at-all",
  "/api/v1/tools?limit=0",
  "/api/v1/tools?sort=bogus",
  "/api/v1/tools?q=a&q=b",
  "/api/v1/compare?a=slack",
  `/api/v1/compare?a=${tools[0].slug}&b=${tools[0].slug}`,
  "/api/v1/compare?a=nope-one&b=nope-two",
];

let t: TestApp;
let key = "";
let indexCalls = 0;
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited", RIVALSCOPE_FREE_PER_DAY: "unlimited" } });
  key = (await issueApiKey(t.ctx, { email: "fast@example.com", tier: "pro" })).key;
  // The routed path reads the catalog index; the fast path must not need to.
  const index = t.rt.catalog.index.bind(t.rt.catalog);
  t.rt.catalog.index = () => (indexCalls++, index());
});
afterAll(() => t.close());

const STABLE = ["content-type", "etag", "cache-control", "access-control-allow-origin", "x-ratelimit-limit", "x-quota-limit", "ratelimit-policy"];
const snapshot = async (res: Response) => ({ status: res.status, body: await res.text(), headers: Object.fromEntries(STABLE.map((h) => [h, res.headers.get(h)])) });

describe.each([
  ["free tier", {} as Record<string, string>],
  ["with a key and an Origin", { origin: "https://app.example" } as Record<string, string>],
])("%s", (_, extra) => {
  for (const url of SCENARIOS) {
    test(url, async () => {
      const headers = { ...extra, ...(extra.origin ? { "x-api-key": key } : {}) };
      const routed = await t.request(url, { headers });
      const a = await snapshot(routed);
      const before = indexCalls;
      const second = await t.request(url, { headers });
      const b = await snapshot(second);
      expect(b).toEqual(a);
      if (a.status === 200) {
        expect(indexCalls).toBe(before); // answered by the fast path
        const remaining = routed.headers.get("x-quota-remaining");
        if (remaining !== null) expect(Number(second.headers.get("x-quota-remaining"))).toBe(Number(remaining) - 1); // counted once each
        const revalidated = await t.request(url, { headers: { ...headers, "if-none-match": a.headers.etag! } });
        expect(revalidated.status).toBe(304);
        expect(revalidated.headers.get("etag")).toBe(a.headers.etag);
      }
    });
  }
});

test("after a catalog edit the fast path misses and the routed path answers the new body", async () => {
  const url = `/api/v1/tools/${tools[7].slug}`;
  const first = await (await t.request(url)).json();
  await t.rt.catalog.updateTool(t.ctx, { slug: tools[7].slug, changes: { description: "An edited description, long enough for the schema to accept it." } });
  const before = indexCalls;
  const second = await (await t.request(url)).json();
  expect(indexCalls).toBeGreaterThan(before);
  expect(second.tool.description).not.toBe(first.tool.description);
});

test("a revoked key is refused on the fast path too", async () => {
  const { key: k, record } = await issueApiKey(t.ctx, { email: "gone@example.com", tier: "starter" });
  const url = `/api/v1/tools/${tools[9].slug}`;
  expect((await t.request(url, { headers: { "x-api-key": k } })).status).toBe(200);
  await revokeApiKey(t.ctx, { id: record.id });
  expect((await t.request(url, { headers: { "x-api-key": k } })).status).toBe(401);
});

/**
 * On a listening server the remembered answers come from Bun's router before Elysia (nativeRoutes
 * in src/http/v1/catalog.ts). The same scenarios through a real socket: the second answer, given
 * there, must equal the routed first one — headers included — and refusals found there must be
 * answered exactly as Elysia answers them.
 */
describe("on a listening server, answered before Elysia", () => {
  let s: TestApp;
  let base = "";
  let sKey = "";
  let native = 0;
  const VARIABLE = new Set(["date", "x-request-id"]);
  const all = async (res: Response) => ({ status: res.status, body: await res.text(), headers: Object.fromEntries([...res.headers].filter(([h]) => !VARIABLE.has(h))) });
  beforeAll(async () => {
    s = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "3", RIVALSCOPE_FREE_PER_DAY: "unlimited" } });
    sKey = (await issueApiKey(s.ctx, { email: "socket@example.com", tier: "pro" })).key;
    // Counts the answers Bun's router gave through these handlers (and not through Elysia's).
    const serve = s.app.config.serve as { routes: Record<string, { GET: (r: Request, server: unknown) => Response | Promise<Response> }> };
    for (const route of Object.values(serve.routes)) {
      const handler = route.GET;
      route.GET = (r, server) => {
        const answer = handler(r, server);
        native++;
        return answer;
      };
    }
    s.app.listen({ port: 0, hostname: "127.0.0.1" });
    base = `http://127.0.0.1:${s.app.server!.port}`;
  });
  afterAll(async () => {
    await s.app.stop();
    await s.close();
  });

  const keyed = SCENARIOS.filter((u) => !u.includes("categories"));
  for (const url of keyed) {
    test(url, async () => {
      const headers = { "x-api-key": sKey };
      const first = await all(await fetch(base + url, { headers }));
      const before = native;
      const second = await fetch(base + url, { headers });
      const b = await all(second);
      const isV1Read = url.startsWith("/api/v1/tools") || url.startsWith("/api/v1/compare");
      if (isV1Read) expect(native).toBe(before + 1);
      expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
      // The counted headers move by one; everything else is the same.
      const remaining = Number(first.headers["x-quota-remaining"]);
      expect(Number(b.headers["x-quota-remaining"])).toBe(remaining - 1);
      const strip = (x: typeof first) => ({ ...x, headers: Object.fromEntries(Object.entries(x.headers).filter(([h]) => !/ratelimit|quota/.test(h))) });
      expect(strip(b)).toEqual(strip(first));
      if (first.status !== 200) return;
      const revalidated = await fetch(base + url, { headers: { ...headers, "if-none-match": first.headers.etag! } });
      expect(revalidated.status).toBe(304);
    });
  }

  test("after a catalog edit the remembered answer is not served: the new body comes, through Elysia", async () => {
    const url = `/api/v1/tools/${tools[14].slug}`;
    const headers = { "x-api-key": sKey };
    const first = await (await fetch(base + url, { headers })).json();
    await fetch(base + url, { headers }); // remembered
    await s.rt.catalog.updateTool(s.ctx, { slug: tools[14].slug, changes: { description: "A description edited while a server was listening, long enough." } });
    const after = await fetch(base + url, { headers });
    const body = await after.json();
    expect(body.tool.description).toBe("A description edited while a server was listening, long enough.");
    expect(body.tool.description).not.toBe(first.tool.description);
    const again = await fetch(base + url, { headers });
    expect(again.headers.get("etag")).toBe(after.headers.get("etag"));
    expect((await again.json()).tool.description).toBe(body.tool.description);
  });

  test("an incoming X-Request-Id is kept, and an Origin goes to Elysia for its CORS headers", async () => {
    const url = `/api/v1/tools/${tools[11].slug}`;
    await fetch(base + url, { headers: { "x-api-key": sKey } });
    const mine = await fetch(base + url, { headers: { "x-api-key": sKey, "x-request-id": "trace-42" } });
    expect(mine.headers.get("x-request-id")).toBe("trace-42");
    const cors = await fetch(base + url, { headers: { "x-api-key": sKey, origin: "https://app.example" } });
    expect(cors.status).toBe(200);
    expect(cors.headers.get("access-control-allow-origin")).toBe("*");
  });

  test("refusals found before Elysia are Elysia's answers: 401 for a revoked key, 429 past the free tier's minute", async () => {
    const url = `/api/v1/compare?a=${tools[12].slug}&b=${tools[13].slug}`;
    const { key: k, record } = await issueApiKey(s.ctx, { email: "revoked-socket@example.com", tier: "starter" });
    expect((await fetch(base + url, { headers: { "x-api-key": k } })).status).toBe(200);
    await revokeApiKey(s.ctx, { id: record.id });
    const before = native;
    const revoked = await fetch(base + url, { headers: { "x-api-key": k } });
    expect(native).toBe(before + 1);
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).error).toBe("invalid_api_key");
    expect(revoked.headers.get("x-request-id")).toBeTruthy();
    // Keyless, by address: three a minute, the fourth refused on the remembered target.
    const answers: Response[] = [];
    for (let i = 0; i < 4; i++) answers.push(await fetch(base + url));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    const refused = answers[3]!;
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect((await refused.json()).error).toBe("rate_limit_exceeded");
  });
});
