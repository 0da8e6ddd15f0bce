/**
 * Fills a SQLite data directory through the domain and the HTTP routes, as a server's life would:
 * an API key and its usage, a setting changed on the dashboard's path, a customer with a password
 * and a sign-in, a paid report generated from loopback fixture sites, a tracked competitor checked
 * once, a webhook endpoint (sealed secret) with a delivery and its attempt, audit entries.
 * Prints what test/pg/migrate-to.pgtest.ts checks afterwards on PostgreSQL, as one JSON line.
 *
 * Run as its own process WITHOUT RIVALSCOPE_DATABASE_URL: a process's tables are built for one
 * engine (src/db/columns.ts), and this one must be SQLite's.
 *
 *   bun test/pg/fill-sqlite.ts DIR
 */
import { issueApiKey } from "../../src/access/keys";
import { audit } from "../../src/audit";
import { PROCESS_DATABASE_ENGINE } from "../../src/config";
import { ManualClock } from "../../src/lib/clock";
import { emit } from "../../src/webhooks/deliveries";
import { accountWithPassword, PASSWORD, signIn } from "../accounts/helpers";
import { createTestApp } from "../helpers/app";
import { startFixtureSites } from "../helpers/fixture-sites";
import { customer, startReceiver } from "../webhooks/helpers";

const dir = process.argv[2];
if (!dir || PROCESS_DATABASE_ENGINE !== "sqlite") throw new Error("usage: bun test/pg/fill-sqlite.ts DIR (without RIVALSCOPE_DATABASE_URL)");

const sites = startFixtureSites();
const receiver = startReceiver();
const t = await createTestApp({
  dir,
  clock: new ManualClock(Date.now()),
  env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: "unlimited", RIVALSCOPE_REPORT_READS_PER_MINUTE: "unlimited" },
  net: { resolve: sites.resolve },
  fetchLimits: { timeoutMs: 1500 },
});
const ok = async (res: Response, status: number, what: string) => {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
};
try {
  // Interface A: a key, used twice (its usage counters).
  const { key: apiKey } = await issueApiKey(t.ctx, { email: "api@example.com", tier: "pro" });
  const toolsPath = "/api/v1/tools?limit=2";
  const tools = await (await ok(await t.request(toolsPath, { headers: { "x-api-key": apiKey } }), 200, "tools")).json();
  await ok(await t.request(toolsPath, { headers: { "x-api-key": apiKey } }), 200, "tools again");

  // Settings, as the dashboard writes them.
  await t.rt.settings.set(t.ctx, { name: "RIVALSCOPE_PRO_PER_MINUTE", value: "77" });

  // A customer on the Command plan with a password, signed in once (a refresh token).
  const email = "ann@example.com";
  const account = await customer(t.ctx, email);
  await accountWithPassword(t, email);
  const { access_token } = await signIn(t, email, PASSWORD);
  const auth = { authorization: `Bearer ${access_token}` };

  // A webhook endpoint on the account: its secret is sealed with the data directory's key.
  const { endpoint, secret } = await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: receiver.url });

  // A tracked competitor, checked once (a snapshot).
  const tracked = await (await ok(await t.request("/api/competitors", { method: "POST", headers: auth, json: { name: "Plain", url: sites.url("plain-cards") } }), 201, "track")).json();
  await ok(await t.request(`/api/competitors/${tracked.id}/check`, { method: "POST", headers: auth }), 202, "check");
  await t.runJobs();
  const competitors = await (await ok(await t.request("/api/competitors", { headers: auth }), 200, "competitors")).json();

  // A paid report, generated (its report.completed goes to the endpoint too).
  const requested = await (await ok(await t.request("/api/reports/request", { method: "POST", json: { name: "Ann Lee", email, competitor_urls: [sites.url("plain-cards"), sites.url("nuxt")] } }), 200, "request")).json();
  await ok(await t.request(`${new URL(requested.checkout_url).pathname}/pay`, { method: "POST", redirect: "manual" }), 303, "pay");
  await t.runJobs();
  const report = await (await ok(await t.request(`/api/reports/get?id=${requested.report_id}`), 200, "report")).json();
  if (report.status !== "completed") throw new Error(`report ${report.status}`);

  // One more delivery by hand, and an audit entry of our own.
  await emit(t.ctx, { accountId: account.id, event: { event: "report.completed", report_id: requested.report_id, tier: "snapshot", competitors: 2, preview_url: report.preview_url } });
  await t.runJobs();
  await audit(t.ctx, { action: "backup.created", target: { type: "backup", id: "fill" }, details: { note: "before the move" } });
  if (receiver.received.length < 1) throw new Error("the receiver got no delivery");

  console.log(JSON.stringify({ apiKey, toolsPath, tools, email, accountId: account.id, endpointId: endpoint.id, secret, competitors, reportId: requested.report_id, report, deliveries: receiver.received.length }));
} finally {
  await t.close();
  receiver.stop();
  sites.stop();
}
