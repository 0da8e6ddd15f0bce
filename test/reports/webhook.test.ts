/**
 * `report.completed`: emitted in the completing transaction to the webhooks of the report's
 * account — the account of the request's email (or the signed-in one) — with exactly the seed's
 * fields, signed; once, however often generation runs; nothing for an account whose plan has no
 * webhooks.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { getJob } from "../../src/jobs/manage";
import { customer, startReceiver, type Receiver } from "../webhooks/helpers";
import { createReportsApp, type ReportsTestApp } from "./helpers";
import { rows } from "../support/sql";

let t: ReportsTestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createReportsApp();
});
afterAll(() => t.close());
afterEach(() => receiver?.stop());

const deliveries = (accountId: string) =>
  rows(t.rt.db).all("SELECT d.event, d.payload FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.account_id = ? AND d.event = 'report.completed'", accountId);

describe("report.completed", () => {
  test("reaches the Command account of the request's email, signed, with exactly the seed's fields", async () => {
    receiver = startReceiver();
    const account = await customer(t.ctx, "command@example.com");
    const { secret } = await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: receiver.url });
    const res = await t.requestReport(["next-data", "nuxt", "plain-cards"], { email: "Command@Example.com" });
    const { report_id, checkout_url } = (await res.json()) as { report_id: string; checkout_url: string };
    await t.pay(checkout_url);
    await t.runJobs();
    expect((await t.report(report_id)).status).toBe("completed");
    await receiver.waitFor(1);
    const [got] = receiver.received;
    const body = JSON.parse(got.body);
    expect(Object.keys(body)).toEqual(["event", "report_id", "tier", "competitors", "preview_url", "timestamp"]);
    expect(body).toEqual({ event: "report.completed", report_id, tier: "snapshot", competitors: 3, preview_url: `http://localhost:3000/reports/${report_id}`, timestamp: new Date(t.clock.now()).toISOString() });
    expect(got.headers["x-service-signature"]).toBe(createHmac("sha256", secret).update(got.body).digest("hex"));
  });

  test("once: a second run of the generation job emits nothing more", async () => {
    receiver = startReceiver();
    const account = await customer(t.ctx, "once@example.com");
    await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: receiver.url });
    const id = await t.paidReport(["jsonld-offers"].map((s) => s));
    // The same report requested by another address: re-own it to this account before it runs.
    await rows(t.rt.db).run("UPDATE reports SET account_id = ? WHERE id = ?", account.id, id);
    const job = (await getJob(t.ctx, { id: (await t.jobsOf(id))[0].id }))!;
    const run = () => t.rt.reports.job.handle(t.rt.context({ kind: "system", via: "test" }), { reportId: id }, { ...job, signal: new AbortController().signal });
    await Promise.all([run(), run()]);
    await run();
    expect((await deliveries(account.id)).length).toBe(1);
  });

  test("an account whose plan has no webhooks (Tracker, or none) gets nothing", async () => {
    receiver = startReceiver();
    const tracker = await customer(t.ctx, "tracker@example.com", "tracker");
    const res = await t.requestReport(["free-trial"], { email: "tracker@example.com" });
    const { report_id, checkout_url } = (await res.json()) as { report_id: string; checkout_url: string };
    await t.pay(checkout_url);
    await t.runJobs();
    expect((await t.report(report_id)).status).toBe("completed");
    expect(await deliveries(tracker.id)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });
});
