/**
 * The app's competitor pages through app.handle: tracking a loopback fixture site (plain form and
 * htmx), the refusals (no plan, bad URL, duplicate, the plan's limit, missing CSRF token), check
 * now and the change timeline with its filters, snapshots, deleting — and another customer's ids
 * answering 404 everywhere.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/app";
import { fixtureResolve } from "../helpers/fixture-sites";
import { startMonitoringSites, type MonitoringSites } from "../monitoring/helpers";
import { customerOn } from "./helpers";

let t: TestApp;
let sites: MonitoringSites;

beforeAll(async () => {
  sites = startMonitoringSites();
  t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "1", RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_TRACKER_COMPETITORS: "2" }, net: { resolve: fixtureResolve }, fetchLimits: { timeoutMs: 1500 } });
});
afterAll(async () => {
  await t.close();
  sites.stop();
});

const customer = (email: string, plan: "tracker" | "command" | "none") => customerOn(t, email, plan);

const idOf = (page: string, name: string) => new RegExp(`<a href="/app/competitors/([0-9a-f-]{36})"[^>]*>${name}</a>`).exec(page)?.[1] ?? null;

describe("tracking competitors", () => {
  test("without a plan: the page shows what Tracker and Command give and their buy buttons; tracking is refused (403)", async () => {
    const { b, csrf } = await customer("noplan.competitors@example.com", "none");
    const page = await (await b.request("/app/competitors")).text();
    expect(page).toContain("Tracking competitors is part of the Tracker and Command plans");
    expect(page).toContain("Buy Tracker");
    expect(page).not.toContain('action="/app/competitors" hx-post');
    const res = await b.request("/app/competitors", { form: { _csrf: csrf, name: "Tasklane", url: sites.url("tasklane") } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("part of the Tracker and Command plans");
  });

  test("track (plain form and htmx), refusals name the field, the plan's limit holds; check now, timeline, filters, snapshots, delete", async () => {
    const { b, csrf } = await customer("tracker.competitors@example.com", "tracker");
    // Plain form: back to the list (post/redirect/get), the competitor in it.
    const plain = await b.request("/app/competitors", { form: { _csrf: csrf, name: "Tasklane", url: sites.url("tasklane") } });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/app/competitors");
    let page = await (await b.request("/app/competitors")).text();
    const tasklane = idOf(page, "Tasklane")!;
    expect(tasklane).toBeTruthy();
    expect(page).toContain("1 of 2 tracked");
    expect(page).toContain("check queued"); // the baseline

    // Refusals, in the form, with the status of the API's.
    const cases: [Record<string, string>, number, string][] = [
      [{ name: "", url: "https://x.example" }, 400, "Name: must not be empty."],
      [{ name: "Mail", url: "ftp://mail.example" }, 400, "Website:"],
      [{ name: "Again", url: sites.url("tasklane") }, 400, "is already tracked as"],
    ];
    for (const [form, status, message] of cases) {
      const res = await b.htmx("/app/competitors", { method: "POST", csrf, target: "div#competitors", form });
      expect(res.status, JSON.stringify(form)).toBe(status);
      const body = await res.text();
      expect(body).toContain(message.replace(/'/g, "&#39;"));
      expect(body).toContain(`value="${form.name}"`);
    }
    // htmx: the section comes back with the new competitor and a notice.
    const added = await b.htmx("/app/competitors", { method: "POST", csrf, target: "div#competitors", form: { name: "Pulse <Metrics>", url: sites.url("pulsemetrics").replace("http://", "HTTP://") } });
    expect(added.status).toBe(200);
    const section = await added.text();
    expect(section).toStartWith('<div id="competitors">');
    expect(section).toContain("Tracking Pulse &lt;Metrics&gt;.");
    expect(section).toContain("2 of 2 tracked — delete one to track another");

    const full = await b.htmx("/app/competitors", { method: "POST", csrf, target: "div#competitors", form: { name: "Third", url: sites.url("mailroost") } });
    expect(full.status).toBe(403);
    expect(await full.text()).toContain("the most the Tracker plan allows (2)");
    // A plain form's refusal is the whole page, with the status.
    expect((await b.request("/app/competitors", { form: { _csrf: csrf, name: "", url: "" } })).status).toBe(400);

    // The baseline checks run; the site changes; "Check now" finds the change.
    await t.runJobs();
    sites.version.set("tasklane", "v3");
    const check = await b.htmx(`/app/competitors/${tasklane}/check`, { method: "POST", csrf, target: `li#competitor-${tasklane}`, form: {} });
    expect(check.status).toBe(200);
    const item = await check.text();
    expect(item).toStartWith(`<li class="card competitor" id="competitor-${tasklane}">`);
    expect(item).toContain("check queued");
    const card = await b.htmx(`/app/competitors/${tasklane}/check`, { method: "POST", csrf, target: "section#competitor-card", form: {} });
    expect(await card.text()).toStartWith('<section class="card" id="competitor-card">');
    await t.runJobs();

    page = await (await b.request(`/app/competitors/${tasklane}`)).text();
    expect(page).toContain("<h1>Tasklane</h1>");
    expect(page).toContain('<span class="badge bad">high</span> <code>pricing_change</code> Pro: $29/month → $35/month (+20.7%)');
    expect(page).toContain('<label for="severity">Severity</label>');
    expect(page).toContain("snapshots of its pages are kept");

    // Filters: htmx swaps only the timeline.
    const high = await (await b.htmx(`/app/competitors/${tasklane}?severity=high&type=pricing_change`, { target: "div#change-timeline" })).text();
    expect(high).toStartWith('<div id="change-timeline">');
    expect(high).toContain("pricing_change");
    expect(high).not.toContain("messaging_change");
    const none = await (await b.htmx(`/app/competitors/${tasklane}?severity=critical&type=feature_removed`, { target: "div#change-timeline" })).text();
    expect(none).toContain("No change matches these filters.");
    for (const q of ["severity=urgent", "type=nonsense", "offset=-1"]) {
      const bad = await b.request(`/app/competitors/${tasklane}?${q}`);
      expect(bad.status, q).toBe(400);
    }
    expect(await (await b.request(`/app/competitors/${tasklane}?severity=urgent`)).text()).toContain("severity must be one of low, medium, high, critical");

    const snaps = await (await b.request(`/app/competitors/${tasklane}/snapshots`)).text();
    expect(snaps).toContain("Snapshots of Tasklane");
    expect(snaps).toContain(`${sites.url("tasklane")}pricing`);
    expect(snaps).toContain("$35");

    // The overview's latest changes link to the timeline.
    expect(await (await b.request("/app")).text()).toContain(`href="/app/competitors/${tasklane}"`);

    // Delete: gone, with its place free again.
    const gone = await b.htmx(`/app/competitors/${tasklane}/delete`, { method: "POST", csrf, target: "div#competitors", form: {} });
    expect(gone.status).toBe(200);
    const after = await gone.text();
    expect(after).toContain("Tasklane is no longer tracked");
    expect(after).not.toContain(`id="competitor-${tasklane}"`);
    expect((await b.request(`/app/competitors/${tasklane}`)).status).toBe(404);
  });

  test("another customer's competitor answers 404 on every page and action; forms without the CSRF token are refused", async () => {
    const owner = await customer("owner.competitors@example.com", "command");
    await owner.b.request("/app/competitors", { form: { _csrf: owner.csrf, name: "Mailroost", url: sites.url("mailroost") } });
    const id = idOf(await (await owner.b.request("/app/competitors")).text(), "Mailroost")!;
    const other = await customer("stranger.competitors@example.com", "command");
    expect((await other.b.request(`/app/competitors/${id}`)).status).toBe(404);
    expect((await other.b.request(`/app/competitors/${id}/snapshots`)).status).toBe(404);
    expect((await other.b.request(`/app/competitors/${id}/check`, { form: { _csrf: other.csrf } })).status).toBe(404);
    expect((await other.b.request(`/app/competitors/${id}/delete`, { form: { _csrf: other.csrf } })).status).toBe(404);
    expect((await other.b.request("/app/competitors/not-a-uuid")).status).toBe(404);
    expect(await (await other.b.request("/app/competitors")).text()).not.toContain(id);

    for (const path of ["/app/competitors", `/app/competitors/${id}/check`, `/app/competitors/${id}/delete`]) {
      const res = await owner.b.request(path, { form: { name: "X", url: "https://x.example" } });
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain("CSRF");
    }
    // Still there.
    expect((await owner.b.request(`/app/competitors/${id}`)).status).toBe(200);
  });

  test("check now is limited like the API's (60 an hour per account): the 61st is refused with Retry-After", async () => {
    const { b, csrf } = await customer("busy.competitors@example.com", "command");
    await b.request("/app/competitors", { form: { _csrf: csrf, name: "Tasklane", url: sites.url("tasklane") } });
    const id = idOf(await (await b.request("/app/competitors")).text(), "Tasklane")!;
    for (let i = 0; i < 60; i++) expect((await b.request(`/app/competitors/${id}/check`, { form: { _csrf: csrf } })).status).toBe(303);
    const refused = await b.htmx(`/app/competitors/${id}/check`, { method: "POST", csrf, form: {} });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(await refused.text()).toContain("checking competitors now");
  });
});
