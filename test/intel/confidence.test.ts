/**
 * Confidence (issue 25, item 7): where a plan's period, currency or per-user billing was
 * inferred rather than read beside its price, the plan says so (`inferred`), and the text built
 * from it — a report's sentences, a change alert's summary — does not present it as read
 * ("$29 (period not stated)"). The marks on small pages, the wording, then a report and a
 * monitoring check of a loopback site whose prices state no period.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import type { PlanFact } from "../../src/intel/facts";
import { inferredNote, monthlyPrice } from "../../src/intel/price-text";
import { priceLabel } from "../../src/monitoring/diff";
import { reportSchema, type ReportSummary } from "../../src/reports/schemas";
import { createMonitoringApp, type MonitoringTestApp } from "../monitoring/helpers";
import { createReportsApp, type ReportsTestApp } from "../reports/helpers";

const PRICING = "https://acme.example/pricing";
const page = (body: string, head = "") => `<!doctype html><html><head><title>Acme pricing</title>${head}</head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Kanban view</li></ul><a href="/signup">Start</a></div>`;
const plans = (html: string) => extractSite([{ url: PRICING, html }], { strict: true }).plans.map((p) => [p.name, p.period, p.currency, p.per_user, p.inferred]);
const jsonLd = (offers: object[]) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "SoftwareApplication", name: "Acme", offers })}</script>`;

describe("what the extractor marks inferred", () => {
  test("a bare price takes the other plans' period (inferred); when no price states one, the period stays null, marked not stated", () => {
    expect(plans(page(`<div class="plans">${card("Basic", "$10/month")}${card("Pro", "$29")}</div>`))).toEqual([
      ["Basic", "month", "USD", false, []],
      ["Pro", "month", "USD", false, ["period"]],
    ]);
    expect(plans(page(`<div class="plans">${card("Solo", "$29")}${card("Team", "$49")}</div>`))).toEqual([
      ["Solo", null, "USD", false, ["period"]],
      ["Team", null, "USD", false, ["period"]],
    ]);
  });

  test("a price whose own words name a period is read, even when the side chosen carried none", () => {
    expect(plans(page(`<div class="plans">${card("Basic", "$10/month")}${card("Pro", "$29/month billed annually, or $35 month-to-month")}</div>`)).map((p) => p[4])).toEqual([[], []]);
  });

  test("per user said once in a note beside the cards is inferred; said at the price, read", () => {
    const note = `<p>All prices are per user.</p><div class="plans">${card("Basic", "$10/month")}${card("Pro", "$20/month")}</div>`;
    expect(plans(page(note))).toEqual([
      ["Basic", "month", "USD", true, ["per_user"]],
      ["Pro", "month", "USD", true, ["per_user"]],
    ]);
    expect(plans(page(`<div class="plans">${card("Basic", "$10/user/month")}${card("Pro", "$20/user/month")}</div>`)).map((p) => p[4])).toEqual([[], []]);
  });

  test("structured data without a currency or a period: both inferred, unless the visible card states them", () => {
    const offers = [
      { "@type": "Offer", name: "Basic", price: "10", priceCurrency: "USD", priceSpecification: { "@type": "UnitPriceSpecification", price: "10", priceCurrency: "USD", billingDuration: "P1M" } },
      { "@type": "Offer", name: "Pro", price: "20" },
    ];
    expect(plans(page("<p>Plans for every team.</p>", jsonLd(offers)))).toEqual([
      ["Basic", "month", "USD", false, []],
      ["Pro", "month", "USD", false, ["period", "currency"]],
    ]);
    expect(plans(page(`<div class="plans">${card("Basic", "$10/month")}${card("Pro", "$20/month")}</div>`, jsonLd(offers))).map((p) => p[4])).toEqual([[], []]);
  });

  test("a period read beats one inferred: structured data without one, a card of the same price that says '/year'", () => {
    const facts = extractSite([{ url: PRICING, html: page(`<div class="plans">${card("Basic", "$10/month")}${card("Pro", "$120/year")}</div>`, jsonLd([{ "@type": "Offer", name: "Pro", price: "120", priceCurrency: "USD" }])) }], { strict: true });
    expect(facts.plans.map((p) => [p.name, p.amount, p.period, p.annual_amount, p.inferred])).toEqual([
      ["Basic", 10, "month", null, []],
      ["Pro", 120, "year", 10, []],
    ]);
  });

  test("free and contact-sales plans carry no mark: 0 is 0 in any period, and no price has nothing to infer", () => {
    expect(plans(page(`<div class="plans">${card("Free", "Free")}${card("Pro", "$29")}${card("Enterprise", "Contact sales")}</div>`)).map((p) => [p[0], p[4]])).toEqual([
      ["Free", []],
      ["Pro", ["period"]],
      ["Enterprise", []],
    ]);
  });
});

describe("text built from an inferred value says so", () => {
  test("the notes, and prices with them", () => {
    expect([inferredNote([]), inferredNote(["period"]), inferredNote(["period", "currency"]), inferredNote(["per_user"]), inferredNote(["currency", "per_user"])]).toEqual([
      "",
      "period not stated",
      "period and currency not stated",
      "per user stated elsewhere on the page",
      "currency not stated; per user stated elsewhere on the page",
    ]);
    expect(monthlyPrice(29, "USD", false)).toBe("$29/month");
    expect(monthlyPrice(29, "USD", false, ["period"])).toBe("$29 (period not stated)");
    expect(monthlyPrice(1200, "EUR", true, ["per_user"])).toBe("€1,200/user/month (per user stated elsewhere on the page)");
    const plan = { name: "Pro", amount: 29, currency: "USD", period: "month", per_user: false, free: false, contact_sales: false, inferred: ["period"] } as PlanFact;
    expect(priceLabel(plan)).toBe("$29 (period not stated)");
    expect(priceLabel({ ...plan, period: "year", inferred: [] })).toBe("$29/year");
  });
});

/** A competitor whose pricing page states no period anywhere. */
const BARE = (solo: string) => ({
  "/": `<!doctype html><html><head><title>Barely | Booking for salons</title><meta name="description" content="Barely books every chair of a busy salon, online and by text."></head><body><main><h1>Book every chair</h1><a href="/pricing">Pricing</a></main></body></html>`,
  "/pricing": page(`<div class="plans">${card("Solo", solo)}${card("Team", "$49")}</div>`),
});
const serveHtml = (html: string) => () => new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });

describe("a report on a site whose prices state no period", () => {
  let t: ReportsTestApp;
  beforeAll(async () => {
    t = await createReportsApp();
    for (const [path, html] of Object.entries(BARE("$29"))) t.sites.on("barely", path, serveHtml(html));
  });
  afterAll(() => t.close());

  test("never says '/month' for a period the page does not state", async () => {
    const res = await t.requestReport(["barely", "plain-cards"]);
    const { report_id, checkout_url } = (await res.json()) as { report_id: string; checkout_url: string };
    await t.pay(checkout_url);
    await t.runJobs();
    const body = reportSchema.parse(await (await t.request(`/api/reports/get?id=${report_id}`)).json());
    const summary = body.summary as ReportSummary;
    const barely = summary.per_competitor.find((p) => p.name === "Barely")!;
    expect(barely.profile!.pricing.plans.map((p) => [p.name, p.inferred])).toEqual([
      ["Solo", ["period"]],
      ["Team", ["period"]],
    ]);
    expect(summary.cross_analysis.price_ladder.entries.map((e) => [e.competitor, e.inferred])).toEqual([
      ["Salonbook", []],
      ["Barely", ["period"]],
    ]);
    expect(summary.overview).toContain("to $29 (period not stated) (Barely, Solo)");
    const all = [summary.overview, ...summary.recommendations.map((r) => r.detail), ...barely.strengths.map((s) => s.detail)].join("\n");
    expect(all).not.toContain("$29/month");
    expect(barely.strengths.find((s) => s.title === "Public, simple pricing")!.detail).toContain("from $29 (period not stated) (Solo)");
    // The report's page says the same, in its ladder and in Barely's plans.
    const page = await (await t.request(`/reports/${report_id}`)).text();
    expect(page).toContain("$29 (period not stated)");
    expect(page).not.toContain("$29/month");
    expect(page).not.toContain("<strong>$29</strong>/month");
  });
});

describe("a change alert on a site whose prices state no period", () => {
  let t: MonitoringTestApp;
  let site: ReturnType<typeof Bun.serve>;
  let solo = "$29";
  beforeAll(async () => {
    t = await createMonitoringApp();
    site = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: (req) => serveHtml(BARE(solo)[new URL(req.url).pathname as "/"] ?? "<h1>Not found</h1>")() });
  });
  afterAll(async () => {
    await t.close();
    site.stop(true);
  });

  test("the summary and the mail say the period was not stated", async () => {
    const c = await t.customer("bare@example.com", "tracker");
    const res = await t.track(c.auth, `http://barely.test:${site.port}/`, "Barely");
    const { id } = (await res.json()) as { id: string };
    await t.runJobs();
    solo = "$35";
    t.clock.advance(60_000);
    await t.checkNow(c.auth, id);
    const changes = await t.changes(c.auth, id);
    expect(changes.map((x) => [x.type, x.summary])).toEqual([["pricing_change", "Solo: $29 (period not stated) → $35 (period not stated) (+20.7%)"]]);
    expect((await t.mailsTo(c.email))[0].text).toContain("[high] Solo: $29 (period not stated) → $35 (period not stated) (+20.7%)");
  });
});
