/**
 * The app's reports page through app.handle: ordering from the plan's allowance (generated at once,
 * then opened on its printable page), past the allowance and without a plan (the one-off test
 * checkout), the form's refusals naming the field, the per-account order limit, the CSRF token,
 * and another customer's reports never shown.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/app";
import { fixtureResolve } from "../helpers/fixture-sites";
import { startMonitoringSites, type MonitoringSites } from "../monitoring/helpers";
import { listOutbox } from "../../src/mail/outbox";
import { customerOn } from "./helpers";

let t: TestApp;
let sites: MonitoringSites;

beforeAll(async () => {
  sites = startMonitoringSites();
  t = await createTestApp({
    env: { RIVALSCOPE_TRUST_PROXY: "1", RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_TRACKER_REPORTS: "1" },
    net: { resolve: fixtureResolve },
    fetchLimits: { timeoutMs: 1500 },
  });
});
afterAll(async () => {
  await t.close();
  sites.stop();
});

const customer = (email: string, plan: "tracker" | "command" | "none") => customerOn(t, email, plan);

const reportIds = (page: string) => [...page.matchAll(/id="report-([0-9a-f-]{36})"/g)].map((m) => m[1]);

describe("ordering reports", () => {
  test("from the allowance: generated at once, listed, mailed with its link, opened on its page; past the allowance: the one-off checkout", async () => {
    const email = "reports.tracker@example.com";
    const { b, csrf } = await customer(email, "tracker");
    let page = await (await b.request("/app/reports")).text();
    expect(page).toContain("Your plan includes <strong>1</strong> report a month: <strong>0</strong> used");
    expect(page).toContain("Order from your allowance");
    expect(page).toContain('value="reports.tracker"'); // the name field starts with the address's local part

    const order = await b.request("/app/reports", { form: { _csrf: csrf, name: "Ann Lee", competitor_urls: `${sites.url("tasklane")}\r\n\r\n${sites.url("pulsemetrics")}\n`, your_url: "" } });
    expect(order.status).toBe(303);
    const location = order.headers.get("location")!;
    expect(location).toMatch(/^\/app\/reports\?ordered=[0-9a-f-]{36}$/);
    const id = location.split("=")[1];
    page = await (await b.request(location)).text();
    expect(page).toContain("Report ordered from your allowance");
    expect(page).toContain("generating");
    expect(page).toContain('hx-trigger="every 5s"'); // the list refreshes itself while generating
    expect(reportIds(page)).toEqual([id]);

    await t.runJobs();
    const list = await (await b.htmx("/app/reports", { target: "div#report-list" })).text();
    expect(list).toStartWith('<div id="report-list">');
    expect(list).toContain("ready");
    expect(list).toContain(`href="/reports/${id}"`);
    expect(list).not.toContain("every 5s");
    const preview = await b.request(`/reports/${id}`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("Tasklane");
    // The mail links to the report, not to an API route.
    const mail = (await listOutbox(t.ctx, { limit: 1000 })).find((m) => m.to === email && m.subject.startsWith("Your competitive report is ready"))!;
    expect(mail.text).toContain(`http://localhost:3000/reports/${id}`);
    expect(mail.text).not.toContain("/api/");

    // The allowance is used: the next one is sold (the local test checkout).
    page = await (await b.request("/app/reports")).text();
    expect(page).toContain("Pay $49 and order");
    const paid = await b.request("/app/reports", { form: { _csrf: csrf, name: "Ann Lee", competitor_urls: "mailroost.test", your_url: "" } });
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get("location")!).pathname).toMatch(/^\/checkout\/local\/cs_local_/);
    page = await (await b.request("/app/reports")).text();
    expect(page).toContain("awaiting payment");
    expect(reportIds(page)).toHaveLength(2);
  });

  test("without a plan a report is sold; bad input is refused in the form naming the field (400); the CSRF token is required", async () => {
    const { b, csrf } = await customer("reports.none@example.com", "none");
    const page = await (await b.request("/app/reports")).text();
    expect(page).toContain("A report costs $49");
    const cases: [Record<string, string>, string][] = [
      [{ name: "Ann", competitor_urls: "", your_url: "" }, "Competitor websites:"],
      [{ name: "", competitor_urls: sites.url("tasklane"), your_url: "" }, "Your name:"],
      [{ name: "Ann", competitor_urls: `${sites.url("tasklane")}\nftp://files.example`, your_url: "" }, "Competitor websites, line 2:"],
      [{ name: "Ann", competitor_urls: ["a", "b", "c", "d", "e", "f"].map((x) => `https://${x}.example`).join("\n"), your_url: "" }, "Competitor websites:"],
      [{ name: "Ann", competitor_urls: sites.url("tasklane"), your_url: sites.url("tasklane") }, "Your website:"],
    ];
    for (const [form, message] of cases) {
      const res = await b.request("/app/reports", { form: { _csrf: csrf, ...form } });
      expect(res.status, JSON.stringify(form)).toBe(400);
      const body = await res.text();
      expect(body).toContain(message);
      expect(body).toContain('role="alert"');
    }
    const sold = await b.request("/app/reports", { form: { _csrf: csrf, name: "Ann", competitor_urls: sites.url("tasklane"), your_url: "" } });
    expect(sold.status).toBe(303);
    expect(sold.headers.get("location")).toContain("/checkout/local/");
    const forged = await b.request("/app/reports", { form: { name: "Ann", competitor_urls: sites.url("tasklane"), your_url: "" } });
    expect(forged.status).toBe(403);
  });

  test("another customer's reports are not listed; orders are limited per account (the 6th in an hour: 429)", async () => {
    const owner = await customer("reports.owner@example.com", "none");
    for (let i = 0; i < 5; i++) expect((await owner.b.request("/app/reports", { form: { _csrf: owner.csrf, name: "Ann", competitor_urls: sites.url("mailroost"), your_url: "" } })).status).toBe(303);
    const limited = await owner.b.request("/app/reports", { form: { _csrf: owner.csrf, name: "Ann", competitor_urls: sites.url("mailroost"), your_url: "" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect(await limited.text()).toContain("ordering reports allows 5 per hour");
    const mine = reportIds(await (await owner.b.request("/app/reports")).text());
    expect(mine).toHaveLength(5);

    const other = await customer("reports.other@example.com", "none");
    const theirs = await (await other.b.request("/app/reports")).text();
    expect(theirs).toContain("No reports yet.");
    for (const id of mine) expect(theirs).not.toContain(id);
  });
});
