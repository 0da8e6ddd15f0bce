/**
 * The crash case with a real server process: a report is paid, its generation starts reading the
 * competitor sites (which are made to hang), the server is killed with SIGKILL mid-generation, a
 * new server starts on the same data directory — and the report is completed, once: one
 * completion, one mail, one `report.completed` at the requester's webhook endpoint, the job
 * succeeded on its second attempt.
 *
 * The sites are fixture sites served from 127.0.0.1, each on its own port (the spawned server
 * resolves names with the system's DNS, so they are addressed by IP; private networks allowed).
 */
import { afterAll, expect, test } from "bun:test";
import { startSiteServers } from "../helpers/fixture-sites";
import { runCli, SOURCE_CLI, startServer, tempDirs, waitFor } from "../helpers/process";
import { openDataDir } from "../jobs/helpers";
import { startReceiver } from "../webhooks/helpers";
import { sqliteOf } from "../../src/db/sqlite";

const tmp = tempDirs("rivalscope-reports-crash-");
const SITES = ["next-data", "nuxt", "plain-cards"];

const sites = startSiteServers(SITES);
const receiver = startReceiver();
afterAll(() => {
  sites.stop();
  receiver.stop();
});

const ENV = { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_PAYMENTS: "local", RIVALSCOPE_JOB_LEASE_MS: "1000" };

test("kill -9 during generation, restart: the report completes, once", async () => {
  const dir = tmp();
  const store = openDataDir(dir);
  const report = (id: string) => sqliteOf(store.db).query("SELECT status, completed_at FROM reports WHERE id = ?").get(id) as { status: string; completed_at: number | null };
  try {
    // The requester is a Command customer with a webhook endpoint.
    expect(runCli(SOURCE_CLI, ["accounts", "create", "--email", "ann@example.com", "--password", "first-rate password", "--plan", "command", "--dir", dir]).code).toBe(0);
    const first = await startServer(SOURCE_CLI, ["--dir", dir], ENV);
    const login = await fetch(`${first.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "ann@example.com", password: "first-rate password" }) });
    const { access_token } = (await login.json()) as { access_token: string };
    const hook = await fetch(`${first.url}/api/webhooks`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${access_token}` }, body: JSON.stringify({ url: receiver.url }) });
    expect(hook.status).toBe(201);
    const requested = await fetch(`${first.url}/api/reports/request`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Ann Lee", email: "ann@example.com", competitor_urls: sites.urls }) });
    expect(requested.status).toBe(200);
    const { report_id: id, checkout_url } = (await requested.json()) as { report_id: string; checkout_url: string };

    sites.hold();
    const paid = await fetch(`${first.url}${new URL(checkout_url).pathname}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    // Generation has begun: the sites are being read (and hang).
    await waitFor(() => sites.hits.join("\n"), /next-data \//);
    expect(report(id).status).toBe("processing");
    first.proc.kill("SIGKILL");
    expect(await first.proc.exited).not.toBe(0);
    const killedAt = Date.now();
    const orphan = sqliteOf(store.db).query("SELECT status, attempts FROM jobs WHERE kind = 'report.generate'").get() as { status: string; attempts: number };
    expect(orphan).toEqual({ status: "running", attempts: 1 });
    sites.release();

    const second = await startServer(SOURCE_CLI, ["--dir", dir], ENV);
    try {
      await waitFor(() => report(id).status, /completed/, 20_000);
      expect(report(id).completed_at!).toBeGreaterThanOrEqual(killedAt);
      // The report is completed inside the job's handler; the job's own row is marked succeeded
      // just after the handler returns, so it is waited for rather than read at once.
      const job = () => sqliteOf(store.db).query("SELECT status, attempts FROM jobs WHERE kind = 'report.generate'").all() as { status: string; attempts: number }[];
      await waitFor(() => job().map((j) => j.status).join(","), /^succeeded$/, 10_000);
      expect(job()).toEqual([{ status: "succeeded", attempts: 2 }]);
      const mails = sqliteOf(store.db).query("SELECT subject FROM outbox WHERE \"to\" = 'ann@example.com'").all() as { subject: string }[];
      expect(mails.map((m) => m.subject)).toEqual(["Your competitive report is ready: Shipyard, Formwise and Salonbook"]);
      const got = (await (await fetch(`${second.url}/api/reports/get?id=${id}`)).json()) as { status: string; summary: { per_competitor: { status: string }[] } };
      expect(got.status).toBe("completed");
      expect(got.summary.per_competitor.map((p) => p.status)).toEqual(["analyzed", "analyzed", "analyzed"]);
      expect(second.output()).not.toContain('"msg":"job outcome dropped');
      // One event written (so one delivery, whatever its retries), and it arrived.
      expect(sqliteOf(store.db).query("SELECT event FROM webhook_deliveries").all()).toEqual([{ event: "report.completed" }]);
      await receiver.waitFor(1, 10_000);
      expect(JSON.parse(receiver.received[0].body)).toMatchObject({ event: "report.completed", report_id: id, competitors: 3 });
    } finally {
      expect(await second.stop()).toBe(0);
    }
  } finally {
    sites.release();
    sqliteOf(store.db).close();
  }
}, 60_000);
