/**
 * Issue 16's "done when", tried as a new user would: a real server process with
 * RIVALSCOPE_PAYMENTS=local, five fixture sites served from 127.0.0.1, plain HTTP from outside.
 * Request a report, open the test checkout, press Pay, land on the report's page, wait for it to
 * complete — it shows every competitor — find the link in the mail, and receive `report.completed`,
 * signed, at a loopback receiver: the endpoint of the Command account whose address requested
 * the report (created with the CLI, its endpoint added through the API).
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { startSiteServers } from "../helpers/fixture-sites";
import { runCli, SOURCE_CLI, startServer, tempDirs, type Served } from "../helpers/process";
import { openDataDir } from "../jobs/helpers";
import { startReceiver } from "../webhooks/helpers";
import { sqliteOf } from "../../src/db/sqlite";

const tmp = tempDirs("rivalscope-reports-e2e-");
const SITES = ["next-data", "nuxt", "plain-cards", "jsonld-offers", "free-trial"];
const NAMES = ["Shipyard", "Formwise", "Salonbook", "Ledgerly", "Taskly"];

let server: Served;
let dir: string;
const sites = startSiteServers(SITES);
const receiver = startReceiver();
beforeAll(async () => {
  dir = join(tmp(), "data");
  // The customer: a Command account (granted by the operator), as the CLI makes it.
  expect(runCli(SOURCE_CLI, ["accounts", "create", "--email", "ann@example.com", "--password", "first-rate password", "--plan", "command", "--dir", dir]).code).toBe(0);
  server = await startServer(SOURCE_CLI, ["--dir", dir], { RIVALSCOPE_PAYMENTS: "local", RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" });
}, 30_000);
afterAll(async () => {
  await server?.stop();
  sites.stop();
  receiver.stop();
});

/** A link this server made (its base URL is the configured one), followed on the running server. */
const local = (url: string) => `${server.url}${new URL(url, server.url).pathname}${new URL(url, server.url).search}`;

test("request → test checkout → Pay → the report's page → completed, every competitor shown, link mailed, report.completed signed at the receiver", async () => {
  // The customer adds a webhook endpoint (the secret is shown this once).
  const login = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "ann@example.com", password: "first-rate password" }) });
  const { access_token } = (await login.json()) as { access_token: string };
  const added = await fetch(`${server.url}/api/webhooks`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${access_token}` }, body: JSON.stringify({ url: receiver.url }) });
  expect(added.status).toBe(201);
  const { secret } = (await added.json()) as { secret: string };

  const requested = await fetch(`${server.url}/api/reports/request`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Ann Lee", email: "ann@example.com", competitor_urls: sites.urls }),
  });
  expect(requested.status).toBe(200);
  const { report_id: id, checkout_url } = (await requested.json()) as { report_id: string; checkout_url: string };

  // The test checkout says what it is, and what is being bought.
  const checkout = await (await fetch(local(checkout_url))).text();
  expect(checkout).toContain("TEST CHECKOUT");
  expect(checkout).toContain("Buy a competitive report on 5 competitors");
  const pay = /<form method="post" action="([^"]+\/pay)"/.exec(checkout)![1];

  // Pay, then follow the redirects as a browser would: the success page sends a report on to its page.
  const paid = await fetch(local(pay), { method: "POST", redirect: "manual" });
  expect(paid.status).toBe(303);
  const success = await fetch(local(paid.headers.get("location")!), { redirect: "manual" });
  expect(success.status).toBe(303);
  const landing = local(success.headers.get("location")!);
  expect(new URL(landing).pathname).toBe(`/reports/${id}`);

  // The page refreshes itself until the report is ready (here: asked again every 100 ms).
  let page = await (await fetch(landing)).text();
  expect(page).toMatch(/<h1>(Generating your report|[^<]* · [^<]*)<\/h1>/);
  for (let i = 0; i < 200 && !page.includes('<main id="main" class="report">'); i++) {
    await Bun.sleep(100);
    page = await (await fetch(landing)).text();
  }
  expect(page).toContain(`<h1>${NAMES.join(" · ")}</h1>`);
  for (const [i, name] of NAMES.entries()) expect(page).toContain(`<article id="competitor-${i + 1}" class="card competitor"><h3>${name}</h3>`);
  expect(page).toContain('<svg class="ladder"');

  const report = (await (await fetch(`${server.url}/api/reports/get?id=${id}`)).json()) as { status: string; preview_url: string; summary: { recommendations: unknown[] } };
  expect(report.status).toBe("completed");
  expect(report.summary.recommendations.length).toBeGreaterThanOrEqual(3);

  // The mail (no SMTP here: the outbox keeps it) carries the link.
  const store = openDataDir(dir);
  try {
    const mails = sqliteOf(store.db).query(`SELECT subject, text FROM outbox WHERE "to" = 'ann@example.com'`).all() as { subject: string; text: string }[];
    expect(mails.length).toBe(1);
    expect(mails[0].subject).toBe("Your competitive report is ready: Shipyard, Formwise, Salonbook and 2 more");
    expect(mails[0].text).toContain(report.preview_url);
  } finally {
    sqliteOf(store.db).close();
  }

  // report.completed at the customer's endpoint: the seed's fields, both signatures good.
  await receiver.waitFor(1, 10_000);
  const [delivery] = receiver.received;
  expect(JSON.parse(delivery.body)).toEqual({ event: "report.completed", report_id: id, tier: "snapshot", competitors: 5, preview_url: report.preview_url, timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
  expect(delivery.headers["x-service-signature"]).toBe(createHmac("sha256", secret).update(delivery.body).digest("hex"));
  expect(new Webhook(secret).verify(delivery.body, delivery.headers)).toEqual(JSON.parse(delivery.body));
  expect(receiver.received.length).toBe(1);
}, 60_000);
