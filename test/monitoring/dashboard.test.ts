/**
 * The dashboard's tracked competitors: the list (every account's, filtered by account or by
 * search), last and next check, a competitor's change timeline with before/after and severity
 * badges (user text escaped), and "Check now" — through htmx (the row or card swaps in place) and
 * as a plain form — signed in and with the CSRF token only.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Browser, signedInAdmin } from "../admin/helpers";
import { createMonitoringApp, type MonitoringTestApp } from "./helpers";
import { rows } from "../support/sql";

let t: MonitoringTestApp;
let b: Browser;
let csrf: string;
let tasklane: string;
let evil: string;
let accountId: string;

async function setUp() {
  t = await createMonitoringApp();
  ({ b, csrf } = await signedInAdmin(t));
  const c = await t.customer("watcher@example.com", "command");
  accountId = c.id;
  t.sites.version.set("tasklane", "v1");
  tasklane = ((await (await t.track(c.auth, "tasklane", "Tasklane")).json()) as { id: string }).id;
  const other = await t.customer("other@example.com", "tracker");
  evil = ((await (await t.track(other.auth, "http://evil.test/", `Evil <script>alert(1)</script>`)).json()) as { id: string }).id;
  await t.runJobs();
  t.clock.advance(60_000);
  t.sites.version.set("tasklane", "v3");
  await t.checkNow(c.auth, tasklane);
}

describe("Competitors pages", () => {
  beforeAll(setUp);
  afterAll(() => t.close());

  test("need a signed-in admin", async () => {
    const anonymous = new Browser(t);
    expect((await anonymous.request("/admin/competitors")).headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fcompetitors");
    expect((await anonymous.request(`/admin/competitors/${tasklane}/check`, { form: {} })).headers.get("location")).toBe("/admin/login");
  });

  test("list every account's competitors with status, last and next check and their changes; a nav entry leads here; names are escaped", async () => {
    const res = await b.request("/admin/competitors");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<a href="/admin/competitors" hx-get="/admin/competitors" hx-target="#app" hx-push-url="true" class="active">Competitors</a>');
    expect(page).toContain(`id="competitor-${tasklane}"`);
    expect(page).toContain(`id="competitor-${evil}"`);
    expect(page).toContain("Evil &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain("watcher@example.com");
    expect(page).toContain(`>4</a>`);
    expect(page).toContain(`/admin/competitors/${tasklane}/check`);
  });

  test("filter by account (the account page links there) or by search; htmx gets the rows only", async () => {
    const own = await (await b.request(`/admin/competitors?account=${accountId}`)).text();
    expect(own).toContain(`id="competitor-${tasklane}"`);
    expect(own).not.toContain(`id="competitor-${evil}"`);
    expect(await (await b.request(`/admin/accounts/${accountId}`)).text()).toContain(`/admin/competitors?account=${accountId}`);
    const rows = await (await b.htmx("/admin/competitors?q=other%40", { target: "tbody#competitor-rows" })).text();
    expect(rows).not.toContain("<html");
    expect(rows).toContain(`id="competitor-${evil}"`);
    expect(rows).not.toContain(`id="competitor-${tasklane}"`);
    expect(await (await b.request("/admin/competitors?q=nomatch")).text()).toContain("No tracked competitor matches.");
  });

  test("a competitor's timeline: every change with its severity badge, before and after, and evidence", async () => {
    const page = await (await b.request(`/admin/competitors/${tasklane}`)).text();
    expect(page).toContain("<h1>Tasklane</h1>");
    expect(page).toContain('<span class="badge bad">high</span> <code>pricing_change</code> Pro: $29/month → $35/month (+20.7%)');
    expect(page).toContain('<span class="badge">low</span> <code>messaging_change</code>');
    expect(page).toContain("below the account&#39;s threshold");
    expect(page).toContain('<span class="muted">before</span> $29/month');
    expect(page).toContain('<span class="muted">after</span> $35/month');
    expect(page.match(/<li class="change"/g)?.length).toBe(4);
    const none = await (await b.request(`/admin/competitors/${evil}`)).text();
    expect(none).toContain("No changes yet");
    expect((await b.request("/admin/competitors/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

});

// Check now changes what the pages show (another check of evil.test, which does not answer, records
// page_unavailable): its own app, so the blocks do not depend on the order tests run in.
describe("Competitors pages: Check now", () => {
  beforeAll(setUp);
  afterAll(() => t.close());

  test("Check now needs the CSRF token", async () => {
    const res = await b.request(`/admin/competitors/${tasklane}/check`, { form: { _csrf: "wrong" } });
    expect(res.status).toBe(403);
  });

  test("Check now (htmx) queues a check and swaps the row; again joins it; the plain form redirects to the competitor", async () => {
    const res = await b.htmx(`/admin/competitors/${tasklane}/check`, { method: "POST", csrf, form: {} });
    expect(res.status).toBe(200);
    const row = await res.text();
    expect(row).toStartWith(`<tr id="competitor-${tasklane}"`);
    expect(row).toContain("check queued");
    const card = await (await b.htmx(`/admin/competitors/${tasklane}/check`, { method: "POST", csrf, form: {}, target: "competitor-card" })).text();
    expect(card).toStartWith('<section class="card" id="competitor-card">');
    const queued = (await rows(t.rt.db).get<{ n: number }>("SELECT count(*) AS n FROM jobs WHERE kind = 'monitoring.check' AND status = 'queued'"))!;
    expect(queued.n).toBe(1);
    const plain = await b.request(`/admin/competitors/${evil}/check`, { form: { _csrf: csrf } });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe(`/admin/competitors/${evil}`);
    await t.runJobs();
    expect(await (await b.request(`/admin/competitors/${tasklane}`)).text()).toContain(">Check now</button>");
  });
});
