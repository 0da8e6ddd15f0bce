/**
 * Monitoring on a big site (issue 25, item 5): a competitor whose features page lists 150
 * features, served on loopback and checked through the API like any other. Changes past the
 * extractor's display cap of 60 are found and pushed (webhook to a Command account, mail to a
 * Tracker one); many at once make one grouped change; the stored facts keep the names past the
 * cap without their evidence (small); and facts stored by the version before — capped at 60, no
 * names past it, limits among the features — compare with today's without a false change.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { Webhook } from "standardwebhooks";
import type { SiteFacts } from "../../src/intel/facts";
import { startReceiver, type Receiver } from "../webhooks/helpers";
import { createMonitoringApp, type MonitoringTestApp } from "./helpers";
import { eq } from "drizzle-orm";
import { competitors } from "../../src/monitoring/tables";
import { parsed, rows } from "../support/sql";

const WORDS = ["Audit", "Billing", "Calendar", "Dashboard", "Export", "Forms", "Gantt", "Invoices", "Kanban", "Labels", "Maps", "Notes", "Portal", "Quotes", "Reports"];
const KINDS = ["sync", "views", "rules", "alerts", "history", "sharing", "templates", "search", "imports", "widgets"];
const ALL = WORDS.flatMap((w) => KINDS.map((k) => `${w} ${k}`));

/** What the site serves now: its feature list (150 at first) and its Free plan's board limit. */
const state = { features: ALL, boards: "Up to 3 boards" };

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title} | Bigsite</title><meta name="description" content="Bigsite runs every part of a growing agency in one place."></head><body><header><nav><a href="/">Bigsite</a> <a href="/features">Features</a> <a href="/pricing">Pricing</a></nav></header><main>${body}</main></body></html>`;
const pages: Record<string, () => string> = {
  "/": () => page("Agency software", `<h1>Run your whole agency in one place</h1><p>Projects, clients and invoices, from the first quote to the last payment.</p>`),
  "/features": () => page("Features", `<h1>Everything Bigsite does</h1><div class="grid">${state.features.map((f) => `<div class="tile"><h3>${f}</h3><p>${f} for every client and every project.</p></div>`).join("")}</div>`),
  "/pricing": () =>
    page(
      "Pricing",
      `<h1>Pricing</h1><div class="plans"><div class="plan"><h2>Free</h2><p class="price">$0</p><ul><li>${state.boards}</li><li>Client portal</li></ul><a href="/signup">Start free</a></div><div class="plan"><h2>Agency</h2><p class="price">$49/month</p><ul><li>Unlimited boards</li><li>White labelling</li></ul><a href="/signup?plan=agency">Start</a></div></div>`,
    ),
};

let t: MonitoringTestApp;
let site: ReturnType<typeof Bun.serve>;
let receiver: Receiver;
const url = () => `http://bigsite.test:${site.port}/`;

beforeAll(async () => {
  t = await createMonitoringApp();
  receiver = startReceiver();
  site = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(req) {
      const render = pages[new URL(req.url).pathname];
      return render ? new Response(render(), { headers: { "content-type": "text/html; charset=utf-8" } }) : new Response("<h1>Not found</h1>", { status: 404, headers: { "content-type": "text/html" } });
    },
  });
});
// standardwebhooks checks webhook-timestamp against Date.now(); tokens are issued on the same clock.
beforeEach(() => t.clock.set(Date.now()));
afterAll(async () => {
  await t.close();
  site.stop(true);
  receiver.stop();
});

const storedFacts = async (id: string) => parsed<SiteFacts>((await rows(t.rt.db).get("SELECT facts FROM competitors WHERE id = ?", id))!.facts);
const events = () => receiver.received.map((r) => JSON.parse(r.body) as Record<string, string>);

async function track(auth: Record<string, string>) {
  state.features = ALL;
  state.boards = "Up to 3 boards";
  const res = await t.track(auth, url(), "Bigsite");
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await t.runJobs();
  return id;
}

describe("a site with 150 features", () => {
  test("the baseline keeps every feature name, the 92 past the display cap without evidence", async () => {
    const c = await t.customer("big-baseline@example.com", "command");
    const id = await track(c.auth);
    const facts = await storedFacts(id);
    expect(facts.features).toHaveLength(60);
    const past = (facts.more_features ?? []).flatMap((p) => p.names);
    // The features page's 150 tiles, then the plans' bullets (their limits are not features).
    expect([...facts.features.map((f) => f.name), ...past]).toEqual([...ALL, "Client portal", "White labelling"]);
    expect(facts.more_features!.map((p) => [p.url, p.names.length])).toEqual([
      [`${url()}features`, 90],
      [`${url()}pricing`, 2],
    ]);
    // Names only past the cap: the row stays small (about 20 KB, most of it the 60 shown features' evidence).
    expect(JSON.stringify(facts).length).toBeLessThan(40_000);
  });

  test("features added and removed past the cap are changes, each pushed to a Command account's webhook", async () => {
    const c = await t.customer("big-command@example.com", "command");
    const { secret } = await t.rt.webhooks.createEndpoint(t.ctx, { accountId: c.id, url: receiver.url });
    const id = await track(c.auth);
    const sent = receiver.received.length;
    // The last features on the page (far past the cap) go and two new ones come.
    state.features = [...ALL.filter((f) => f !== "Reports widgets" && f !== "Quotes search"), "Retainer tracking", "Timesheet approvals"];
    t.clock.advance(60_000);
    await t.checkNow(c.auth, id);
    await t.runJobs();
    const changes = await t.changes(c.auth, id);
    expect(changes.map((x) => [x.type, x.summary])).toEqual([
      ["feature_added", "Feature added: Retainer tracking"],
      ["feature_added", "Feature added: Timesheet approvals"],
      ["feature_removed", "Feature removed: Quotes search"],
      ["feature_removed", "Feature removed: Reports widgets"],
    ]);
    const pushed = receiver.received.slice(sent);
    expect(pushed).toHaveLength(4);
    for (const r of pushed) expect(new Webhook(secret).verify(r.body, r.headers)).toEqual(JSON.parse(r.body));
    expect(events().slice(sent).map((e) => [e.change_type, e.summary]).sort()).toEqual(changes.map((x) => [x.type, x.summary]).sort());
  });

  test("a redesign that brings twenty new features is one grouped change, mailed to a Tracker account", async () => {
    const c = await t.customer("big-tracker@example.com", "tracker");
    const id = await track(c.auth);
    const fresh = KINDS.flatMap((k) => [`Zone ${k}`, `Yield ${k}`]);
    state.features = [...ALL, ...fresh];
    t.clock.advance(60_000);
    await t.checkNow(c.auth, id);
    const changes = await t.changes(c.auth, id);
    expect(changes.map((x) => [x.type, x.subject, x.summary])).toEqual([["feature_added", "20 features", "20 features added: Yield alerts, Yield history, Yield imports and 17 more"]]);
    const mails = await t.mailsTo(c.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Bigsite: 20 features added: Yield alerts, Yield history, Yield imports and 17 more");
    // Every name is in the change's after value.
    const res = await t.request(`/api/competitors/${id}/changes`, { headers: c.auth });
    const [change] = ((await res.json()) as { changes: { after: string }[] }).changes;
    expect(change.after.split("; ").sort()).toEqual([...fresh].sort());
  });

  test("a plan's limit moving is a limit change, never a feature of the site", async () => {
    const c = await t.customer("big-limits@example.com", "command");
    const id = await track(c.auth);
    expect((await storedFacts(id)).features.map((f) => f.name)).not.toContain("Up to 3 boards");
    state.boards = "Up to 10 boards";
    t.clock.advance(60_000);
    await t.checkNow(c.auth, id);
    expect((await t.changes(c.auth, id)).map((x) => [x.type, x.summary])).toEqual([["feature_added", "Limit raised: Free: Up to 3 boards → Up to 10 boards"]]);
  });

  test("facts stored by the previous version (capped at 60, limits among the features) compare with today's without a change", async () => {
    const c = await t.customer("big-upgrade@example.com", "command");
    const id = await track(c.auth);
    const now = await storedFacts(id);
    // What the version before this one stored: the first 60 features only (the cap cut the rest
    // silently), the plans' limits among their bullets and among the site's features.
    const old = {
      ...now,
      more_features: undefined,
      plans: now.plans.map(({ limits, inferred: _, ...p }) => ({ ...p, features: [...(limits ?? []), ...p.features] })),
      features: [...now.plans.flatMap((p) => (p.limits ?? []).map((name) => ({ name, source: "plan", evidence: p.evidence }))), ...now.features].slice(0, 60),
    };
    await t.rt.db.update(competitors).set({ facts: old as SiteFacts }).where(eq(competitors.id, id));
    t.clock.advance(60_000);
    await t.checkNow(c.auth, id);
    expect(await t.changes(c.auth, id)).toEqual([]);
    // The next real change past the cap is seen again, against the full set stored by that check.
    state.features = ALL.filter((f) => f !== "Reports widgets");
    t.clock.advance(60_000);
    await t.checkNow(c.auth, id);
    expect((await t.changes(c.auth, id)).map((x) => x.summary)).toEqual(["Feature removed: Reports widgets"]);
  });
});
