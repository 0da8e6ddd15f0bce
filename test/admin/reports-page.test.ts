/**
 * The dashboard's Reports page: every report with its status, requester, competitors, dates and
 * the reason a failed one failed (escaped), a status filter, and Retry for failed reports — through
 * htmx (the row swaps in place) and as a plain form — signed in and with the CSRF token only.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createReportsApp, type ReportsTestApp } from "../reports/helpers";
import { Browser, signedInAdmin } from "./helpers";
import { rows } from "../support/sql";

let t: ReportsTestApp;
let b: Browser;
let csrf: string;
let pending: string;
let completed: string;
let failed: string;

/** A fresh app with one pending, one completed and one failed report. Each describe block gets its
 *  own, so the blocks that retry reports cannot change what the listing blocks count (the tests run
 *  in a random order in CI). */
async function setUp() {
  t = await createReportsApp();
  ({ b, csrf } = await signedInAdmin(t));
  pending = ((await (await t.requestReport(["nuxt"], { name: `Mallory <img src=x onerror="alert(1)">` })).json()) as { report_id: string }).report_id;
  completed = await t.paidReport(["next-data", "plain-cards"]);
  await t.runJobs();
  failed = await t.paidReport(["jsonld-offers"]);
  await rows(t.rt.db).run("UPDATE reports SET status = 'failed', failed_at = ?, message = ? WHERE id = ?", t.clock.now(), `None of the sites could be read <script>alert(2)</script>.`, failed);
  for (const job of await t.jobsOf(failed)) await rows(t.rt.db).run("UPDATE jobs SET status = 'failed' WHERE id = ?", job.id);
}

describe("Reports page", () => {
  beforeAll(setUp);
  afterAll(() => t.close());

  test("needs a signed-in admin", async () => {
    const anonymous = new Browser(t);
    expect((await anonymous.request("/admin/reports")).headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Freports");
    expect((await anonymous.request(`/admin/reports/${failed}/retry`, { form: {} })).headers.get("location")).toBe("/admin/login");
  });

  test("lists every report with status, requester, competitors, dates, the failure message (escaped) and a preview link; a nav entry leads here", async () => {
    const res = await b.request("/admin/reports");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<a href="/admin/reports" hx-get="/admin/reports" hx-target="#app" hx-push-url="true" class="active">Reports</a>');
    expect(page).toContain("1 pending · 0 processing · 1 completed · 1 failed");
    for (const id of [pending, completed, failed]) expect(page).toContain(`<a href="/reports/${id}">${id.slice(0, 8)}…</a>`);
    expect(page).toContain("Mallory &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(page).not.toContain("<img src=x");
    expect(page).toContain("None of the sites could be read &lt;script&gt;alert(2)&lt;/script&gt;.");
    expect(page).toContain(`next-data.test:${t.sites.port}`);
    expect(page).toContain("ann@example.com");
    expect(page).toContain("$49");
    // Retry only where it can help.
    expect(page.match(/\/retry"/g)?.length).toBe(2); // one form: action + hx-post
  });

  test("filters by status; htmx gets the rows only", async () => {
    const rows = await (await b.htmx("/admin/reports?status=completed", { target: "tbody#report-rows" })).text();
    expect(rows).not.toContain("<html");
    expect(rows).toContain(`id="report-${completed}"`);
    expect(rows).not.toContain(`id="report-${pending}"`);
    const none = await (await b.request("/admin/reports?status=processing")).text();
    expect(none).toContain("No processing reports.");
    // An unknown status is no filter.
    expect(await (await b.request("/admin/reports?status=bogus")).text()).toContain(`id="report-${pending}"`);
  });

  test("Retry needs the CSRF token", async () => {
    const res = await b.request(`/admin/reports/${failed}/retry`, { form: { _csrf: "wrong" } });
    expect(res.status).toBe(403);
    expect((await t.report(failed)).status).toBe("failed");
  });

});

describe("Reports page: Retry", () => {
  beforeAll(setUp);
  afterAll(() => t.close());

  test("Retry (htmx) puts a failed report back to processing with a new job and swaps the row", async () => {
    const res = await b.htmx(`/admin/reports/${failed}/retry`, { method: "POST", csrf, form: {} });
    expect(res.status).toBe(200);
    const row = await res.text();
    expect(row).toStartWith(`<tr id="report-${failed}"`);
    expect(row).toContain(">processing</span>");
    expect(row).not.toContain("/retry");
    expect(await t.report(failed)).toMatchObject({ status: "processing", message: null, failedAt: null });
    expect((await t.jobsOf(failed)).map((j) => j.status)).toEqual(["failed", "queued"]);
    await t.runJobs();
    expect((await t.report(failed)).status).toBe("completed");
  });

  test("Retry as a plain form redirects back; a report that has not failed, or does not exist, is refused", async () => {
    const again = await t.paidReport(["free-trial"]);
    await rows(t.rt.db).run("UPDATE reports SET status = 'failed' WHERE id = ?", again);
    const res = await b.request(`/admin/reports/${again}/retry`, { form: { _csrf: csrf } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/reports");
    const conflict = await b.request(`/admin/reports/${completed}/retry`, { form: { _csrf: csrf } });
    expect(conflict.status).toBe(409);
    expect(await conflict.text()).toContain(`Report ${completed} is completed; only a failed report can be retried.`);
    const missing = await b.htmx("/admin/reports/00000000-0000-4000-8000-000000000000/retry", { method: "POST", csrf, form: {} });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("hx-retarget")).toBe("#flash");
  });
});
