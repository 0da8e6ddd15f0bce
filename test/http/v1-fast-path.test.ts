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
