/**
 * {base}/reports/{id}: the report as a page — every competitor with its plans and evidence links,
 * the inline SVG price ladder and the feature matrix, nothing loaded from another host, the
 * headers that keep its address (the credential) out of referrers and search indexes; the pages
 * of a report not yet ready or failed; a 404 page for an id that is not a report's.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { escapeHtml } from "../../src/lib/html";
import type { ReportSummary } from "../../src/reports/schemas";
import { createReportsApp, FIVE_SITES, type ReportsTestApp } from "./helpers";
import { rows } from "../support/sql";

let t: ReportsTestApp;
beforeAll(async () => {
  t = await createReportsApp();
});
afterAll(() => t.close());

function expectPageHeaders(res: Response) {
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
}

/** Every address the page would load by itself (src, stylesheet and icon links): ours only. */
const loaded = (page: string) => [...page.matchAll(/<(?:script|img|iframe|source|video|audio|embed|object)\b[^>]*\b(?:src|data)="([^"]*)"|<link\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1] ?? m[2]);

describe("a completed report's page", () => {
  let id: string;
  let page: string;
  let summary: ReportSummary;
  beforeAll(async () => {
    t.sites.on("contact-only", "/", () => new Response("down", { status: 503, headers: { "content-type": "text/html" } }));
    id = await t.paidReport([...FIVE_SITES.slice(0, 4), "contact-only"]);
    await t.runJobs();
    summary = (await (await t.request(`/api/reports/get?id=${id}`)).json()).summary;
    const res = await t.request(`/reports/${id}`);
    expect(res.status).toBe(200);
    expectPageHeaders(res);
    page = await res.text();
  });

  test("shows the overview, the recommendations and every competitor, read or not", () => {
    expect(page).toContain("<h1>Shipyard · Formwise · Salonbook · Ledgerly · contact-only</h1>");
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const r of summary.recommendations) expect(page).toContain(escapeHtml(r.title));
    for (const [i, p] of summary.per_competitor.entries()) expect(page).toContain(`<article id="competitor-${i + 1}" class="card competitor"><h3>${escapeHtml(p.name)}`);
    expect(page).toContain("could not be read: contact-only.test");
    // Each read competitor's plans, every one of them.
    for (const p of summary.per_competitor.filter((x) => x.profile)) for (const plan of p.profile!.pricing.plans) expect(page).toContain(`<th scope="row">${escapeHtml(plan.name)}</th>`);
  });

  test("draws the price ladder as an inline SVG, and the feature matrix as a table", () => {
    expect(page).toMatch(/<svg class="ladder" viewBox="0 0 400 \d+" width="100%" role="img" aria-labelledby="ladder-title ladder-desc"/);
    const bars = page.match(/<rect /g) ?? [];
    expect(bars.length).toBe(summary.cross_analysis.price_ladder.entries.length);
    expect(page).toMatch(/>median \$\d+(\.\d\d)?<\/text>/);
    expect(page).toContain('<table class="matrix">');
    expect((page.match(/<td class="has">/g) ?? []).length).toBe(summary.cross_analysis.feature_matrix.rows.flatMap((r) => r.present).filter(Boolean).length);
  });

  test("links evidence to the pages it was read from, without referrer or follow; loads nothing from another host", () => {
    const links = [...page.matchAll(/<a href="(http[^"]+)"([^>]*)>/g)];
    const external = links.filter(([, href]) => !href.startsWith("http://localhost"));
    expect(external.length).toBeGreaterThan(20);
    for (const [, href, attrs] of external) {
      expect(new URL(href).hostname).toEndWith(".test");
      expect(attrs).toBe(' rel="nofollow noopener noreferrer"');
    }
    expect(loaded(page)).toEqual(["/assets/app.css", "/favicon.ico"]);
    expect(page).not.toContain("<script");
    expect(page).not.toContain("style=");
  });

  test("a site's own markup is shown as text (escaped), never as markup", async () => {
    const hostile = await t.paidReport(["hostile-markup"]);
    await t.runJobs();
    const html = await (await t.request(`/reports/${hostile}`)).text();
    expect(html).not.toMatch(/<script|<img|<svg onload|<b onmouseover/i);
    expect(html).toContain("&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;Evilcorp");
  });
});

describe("the other states", () => {
  test("pending, processing, failed: a page that says so (and refreshes while waiting)", async () => {
    const { report_id, checkout_url } = (await (await t.requestReport(["nuxt"])).json()) as { report_id: string; checkout_url: string };
    const pending = await t.request(`/reports/${report_id}`);
    expectPageHeaders(pending);
    const pendingPage = await pending.text();
    expect(pendingPage).toContain("<h1>Awaiting payment</h1>");
    expect(pendingPage).toContain('<meta http-equiv="refresh" content="15">');

    await t.pay(checkout_url);
    const processing = await (await t.request(`/reports/${report_id}`)).text();
    expect(processing).toContain("<h1>Generating your report</h1>");
    expect(processing).toContain('<meta http-equiv="refresh" content="5">');

    await rows(t.rt.db).run("UPDATE reports SET status = 'failed', message = 'None of the sites <b>could</b> be read.' WHERE id = ?", report_id);
    const failed = await (await t.request(`/reports/${report_id}`)).text();
    expect(failed).toContain("<h1>The report could not be generated</h1>");
    expect(failed).toContain("None of the sites &lt;b&gt;could&lt;/b&gt; be read.");
    expect(failed).not.toContain("http-equiv");
  });

  test("an unknown id, or one that is not a UUID, is a 404 page", async () => {
    for (const path of ["/reports/00000000-0000-4000-8000-000000000000", "/reports/not-a-report", `/reports/${"x".repeat(300)}`]) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expectPageHeaders(res);
      expect(await res.text()).toContain("<h1>Report not found</h1>");
    }
  });

  test("an id in capitals opens the same report", async () => {
    const { report_id } = (await (await t.requestReport(["nuxt"])).json()) as { report_id: string };
    expect((await t.request(`/reports/${report_id.toUpperCase()}`)).status).toBe(200);
    expect((await (await t.request(`/api/reports/get?id=${report_id.toUpperCase()}`)).json()).id).toBe(report_id);
  });
});
