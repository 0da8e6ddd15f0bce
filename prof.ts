import { Elysia } from "elysia";
import { createTestApp } from "./test/helpers/app";
import { issueApiKey } from "./src/access/keys";
const t = await createTestApp({ env: { LOG_LEVEL: "warn" } });
const { key } = issueApiKey(t.rt.db, t.clock, { email: "a@b.com", tier: "internal" });
const blob = new Blob([JSON.stringify({ a: "x".repeat(2500) })], { type: "application/json" });
const resp = (set: any) => { const h: any = {}; for (const k in set.headers) { h[k] = set.headers[k]; delete set.headers[k]; } h.etag = '"abc"'; h["cache-control"] = "no-cache"; return new Response(blob, { headers: h }); };
const mini = new Elysia().onRequest(({ set }) => { set.headers["x-request-id"] = "abc"; }).onRequest(({ set }) => resp(set)).get("/x", () => "no");
async function run(label: string, app: any, url: string, headers: Record<string, string> = {}) {
  const N = 100000;
  const reqs = () => new Request("http://localhost" + url, { headers });
  for (let i = 0; i < 5000; i++) await app.handle(reqs());
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await app.handle(reqs());
  console.log(label, ((performance.now() - t0) * 1000 / N).toFixed(2), "µs/req");
}
for (let k = 0; k < 2; k++) {
await run("mini", mini, "/x", { "x-api-key": key });
await run("slug key", t.app, "/api/v1/tools/asana", { "x-api-key": key });
}
await t.close();
process.exit(0);
