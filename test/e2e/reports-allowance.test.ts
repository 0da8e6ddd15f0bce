/**
 * The allowance under real concurrency: two server processes on one data directory, a Tracker
 * account (5 reports a month) signed in, and twelve report requests sent to both servers at once.
 * The count and the insert share one write transaction (BEGIN IMMEDIATE), so across processes too
 * exactly five are paid by the plan and seven get a checkout.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { startSiteServers } from "../helpers/fixture-sites";
import { runCli, SOURCE_CLI, startServer, tempDirs, type Served } from "../helpers/process";
import { openDataDir } from "../jobs/helpers";
import { sqliteOf } from "../../src/db/sqlite";

const tmp = tempDirs("rivalscope-reports-allowance-");
const ENV = { RIVALSCOPE_PAYMENTS: "local", RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: "unlimited" };
const sites = startSiteServers(["next-data"]);

let dir: string;
let servers: Served[] = [];
beforeAll(async () => {
  dir = join(tmp(), "data");
  expect(runCli(SOURCE_CLI, ["accounts", "create", "--email", "race@example.com", "--password", "first-rate password", "--plan", "tracker", "--dir", dir]).code).toBe(0);
  servers = [await startServer(SOURCE_CLI, ["--dir", dir], ENV), await startServer(SOURCE_CLI, ["--dir", dir], ENV)];
}, 30_000);
afterAll(async () => {
  for (const s of servers) await s.stop();
  sites.stop();
});

test("twelve requests at once across two servers: exactly five from the allowance", async () => {
  const login = await fetch(`${servers[0].url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "race@example.com", password: "first-rate password" }) });
  expect(login.status).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const request = (server: Served) =>
    fetch(`${server.url}/api/reports/request`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ name: "Race", email: "race@example.com", competitor_urls: sites.urls }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { checkout_url: string | null } }));
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => request(servers[i % 2])));
  expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  expect(answers.filter((a) => a.body.checkout_url === null).length).toBe(5);
  const store = openDataDir(dir);
  try {
    expect(sqliteOf(store.db).query("SELECT funding, count(*) AS n FROM reports GROUP BY funding ORDER BY funding").all()).toEqual([
      { funding: "allowance", n: 5 },
      { funding: "payment", n: 7 },
    ]);
  } finally {
    sqliteOf(store.db).close();
  }
}, 60_000);
