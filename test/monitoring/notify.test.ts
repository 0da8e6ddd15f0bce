/**
 * Notifications: changes at or above the account's change_threshold (default medium) are
 * emitted as competitor.changed — one event per change, exactly the seed's fields, signed — to a
 * Command account's webhooks, and mailed to a Tracker account, one mail per check listing them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { Webhook } from "standardwebhooks";
import { startReceiver, type Receiver } from "../webhooks/helpers";
import { createMonitoringApp, type MonitoringTestApp } from "./helpers";
import { parsed, rows } from "../support/sql";

let t: MonitoringTestApp;
/** Every endpoint points at a loopback receiver: nothing leaves this machine. */
let sink: Receiver;
beforeAll(async () => {
  t = await createMonitoringApp();
  sink = startReceiver();
});
afterAll(async () => {
  await t.close();
  sink.stop();
});

const events = async (accountId: string) =>
  (await rows(t.rt.db).all("SELECT d.payload FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.account_id = ? AND d.event = 'competitor.changed' ORDER BY d.created_at, d.id", accountId)).map((r) => parsed(r.payload));

/** Tracks a site at v1, runs the baseline, moves it to v3 and checks again. */
async function v1ToV3(auth: Record<string, string>, site: "tasklane" | "pulsemetrics" | "mailroost") {
  t.sites.version.set(site, "v1");
  const { id } = (await (await t.track(auth, site, site)).json()) as { id: string };
  await t.runJobs();
  t.clock.advance(60_000);
  t.sites.version.set(site, "v3");
  await t.checkNow(auth, id);
  return id;
}

describe("a Command account's webhooks", () => {
  let receiver: Receiver;
  // standardwebhooks checks webhook-timestamp against Date.now().
  beforeEach(() => t.clock.set(Date.now()));
  afterAll(() => receiver?.stop());

  test("get signed competitor.changed events, one per change at or above medium; the low messaging change is not pushed", async () => {
    receiver = startReceiver();
    const c = await t.customer("command@example.com", "command");
    const { secret } = await t.rt.webhooks.createEndpoint(t.ctx, { accountId: c.id, url: receiver.url });
    t.clock.set(Date.now());
    const id = await v1ToV3(c.auth, "tasklane");
    await t.runJobs();

    const changes = await t.changes(c.auth, id);
    expect(changes.map((x) => [x.type, x.notified])).toEqual([
      ["pricing_change", true],
      ["plan_added", true],
      ["feature_removed", true],
      ["messaging_change", false],
    ]);
    expect(receiver.received).toHaveLength(3);
    const bodies = receiver.received.map((r) => {
      expect(new Webhook(secret).verify(r.body, r.headers)).toEqual(JSON.parse(r.body));
      return JSON.parse(r.body) as Record<string, string>;
    });
    for (const b of bodies) expect(Object.keys(b)).toEqual(["event", "competitor_id", "competitor_name", "change_type", "summary", "severity", "timestamp"]);
    expect(bodies.map((b) => b.change_type).sort()).toEqual(["feature_removed", "plan_added", "pricing_change"]);
    expect(bodies.find((b) => b.change_type === "pricing_change")).toEqual({
      event: "competitor.changed",
      competitor_id: id,
      competitor_name: "tasklane",
      change_type: "pricing_change",
      summary: "Pro: $29/month → $35/month (+20.7%)",
      severity: "high",
      timestamp: new Date(t.clock.now()).toISOString(),
    });
    // Command accounts are told by webhook, not by mail.
    expect(await t.mailsTo(c.email)).toEqual([]);
  });

  test("the threshold decides: high passes only high and critical; low passes everything", async () => {
    const high = await t.customer("high@example.com", "command");
    await t.rt.webhooks.createEndpoint(t.ctx, { accountId: high.id, url: sink.url });
    expect((await t.request("/api/me", { method: "PATCH", headers: high.auth, json: { change_threshold: "high" } })).status).toBe(200);
    await v1ToV3(high.auth, "pulsemetrics");
    // The free column gone: the tier removed (critical) and the plan removed (high, round 45h).
    expect((await events(high.id)).map((e) => [e.change_type, e.severity]).sort()).toEqual([
      ["free_tier_changed", "critical"],
      ["plan_removed", "high"],
    ]);

    const low = await t.customer("low@example.com", "command");
    await t.rt.webhooks.createEndpoint(t.ctx, { accountId: low.id, url: sink.url });
    await t.request("/api/me", { method: "PATCH", headers: low.auth, json: { change_threshold: "low" } });
    const id = await v1ToV3(low.auth, "pulsemetrics");
    expect((await events(low.id)).length).toBe((await t.changes(low.auth, id)).length);
    expect((await events(low.id)).length).toBe(6);
  });

  test("a free plan added is two events: the plan added and the free tier added (round 45h)", async () => {
    const c = await t.customer("freeplan@example.com", "command");
    await t.rt.webhooks.createEndpoint(t.ctx, { accountId: c.id, url: sink.url });
    await v1ToV3(c.auth, "mailroost");
    const about = (await events(c.id)).filter((e) => e.change_type === "plan_added" || e.change_type === "free_tier_changed");
    expect(about.map((e) => [e.change_type, e.severity, e.summary]).sort()).toEqual([
      ["free_tier_changed", "medium", "Free tier: none → Free plan"],
      ["free_tier_changed", "medium", "Free trial: 14 days → 30 days"],
      ["plan_added", "high", "Plan added: Free (Free)"],
    ]);
  });

  test("no event for a baseline, for noise, or for an account without endpoints", async () => {
    const c = await t.customer("quiet@example.com", "command");
    await t.rt.webhooks.createEndpoint(t.ctx, { accountId: c.id, url: sink.url });
    t.sites.version.set("mailroost", "v1");
    const { id } = (await (await t.track(c.auth, "mailroost")).json()) as { id: string };
    await t.runJobs();
    t.sites.version.set("mailroost", "v2");
    t.clock.advance(60_000);
    await t.checkNow(c.auth, id);
    expect(await events(c.id)).toEqual([]);
    const deliveries = () => rows(t.rt.db).get("SELECT count(*) AS n FROM webhook_deliveries");
    const before = await deliveries();
    const bare = await t.customer("bare@example.com", "command");
    await v1ToV3(bare.auth, "mailroost");
    expect((await t.changes(bare.auth, (await t.request("/api/competitors", { headers: bare.auth }).then((r) => r.json()) as { competitors: { id: string }[] }).competitors[0].id)).length).toBeGreaterThan(0);
    expect(await deliveries()).toEqual(before);
  });
});

describe("a Tracker account", () => {
  test("gets one mail per check listing the changes at or above its threshold, and no webhook", async () => {
    const c = await t.customer("tracker@example.com", "tracker");
    const id = await v1ToV3(c.auth, "mailroost");
    const mails = await t.mailsTo(c.email);
    expect(mails).toHaveLength(1);
    const notified = (await t.changes(c.auth, id)).filter((x) => x.notified);
    expect(notified.length).toBeGreaterThan(1);
    expect(mails[0].subject).toBe(`mailroost: ${notified.length} changes on their site`);
    for (const x of notified) expect(mails[0].text).toContain(`[${x.severity}] ${x.summary}`);
    // The mail links to the app — the competitor's timeline and the settings — never to an API route.
    expect(mails[0].text).toContain(`http://localhost:3000/app/competitors/${id}\n`);
    expect(mails[0].text).toContain("You are told of medium changes and above. Choose which in your settings: http://localhost:3000/app/settings");
    expect(mails[0].text).not.toContain("/api/");
    expect(await events(c.id)).toEqual([]);
  });

  test("no mail when nothing reaches the threshold", async () => {
    const c = await t.customer("critical-only@example.com", "tracker");
    await t.request("/api/me", { method: "PATCH", headers: c.auth, json: { change_threshold: "critical" } });
    await v1ToV3(c.auth, "tasklane");
    expect(await t.mailsTo(c.email)).toEqual([]);
  });
});
