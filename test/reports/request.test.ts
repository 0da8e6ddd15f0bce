/**
 * POST /api/reports/request: every refusal (400 with the field named, 429 before the body is read,
 * 500 when nothing can be sold — and then nothing is recorded), and what a valid request leaves
 * behind: the account of the email, a pending report with its normalised URLs, and a one-off
 * checkout (the local test checkout, or a Stripe Checkout Session in payment mode).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { findAccountByEmail } from "../../src/accounts/accounts";
import { getCheckoutSession } from "../../src/billing/lifecycle";
import { listReports } from "../../src/reports/reports";
import { createTestApp } from "../helpers/app";
import { startFakeStripe } from "../helpers/fake-stripe";
import { scenarios } from "../helpers/scenarios";
import { createReportsApp, REQUESTER, type ReportsTestApp } from "./helpers";

let t: ReportsTestApp;
beforeAll(async () => {
  t = await createReportsApp();
});
afterAll(() => t.close());

const body = (urls: unknown, extra: Record<string, unknown> = {}) => ({ ...REQUESTER, competitor_urls: urls, ...extra });
const field = (name: string) => (b: { field?: string }) => expect(b.field).toBe(name);

describe("refused with 400, naming the field", () => {
  scenarios(() => t, [
    { name: "no body fields", method: "POST", url: "/api/reports/request", body: {}, status: 400, contains: ['Invalid field \\"name\\": is required'], check: field("name") },
    { name: "blank name", method: "POST", url: "/api/reports/request", body: body(["https://a.example/"], { name: "   " }), status: 400, contains: ["must not be empty"], check: field("name") },
    { name: "no email", method: "POST", url: "/api/reports/request", body: { name: "Ann", competitor_urls: ["https://a.example/"] }, status: 400, check: field("email") },
    { name: "invalid email", method: "POST", url: "/api/reports/request", body: body(["https://a.example/"], { email: "ann" }), status: 400, contains: ["must be a valid email address"], check: field("email") },
    { name: "no competitor_urls", method: "POST", url: "/api/reports/request", body: REQUESTER, status: 400, contains: ["must be an array of website URLs"], check: field("competitor_urls") },
    { name: "competitor_urls not an array", method: "POST", url: "/api/reports/request", body: body("https://a.example/"), status: 400, check: field("competitor_urls") },
    { name: "no URL at all", method: "POST", url: "/api/reports/request", body: body([]), status: 400, contains: ["at least one competitor URL"], check: field("competitor_urls") },
    {
      name: "six URLs",
      method: "POST",
      url: "/api/reports/request",
      body: body(["a", "b", "c", "d", "e", "f"].map((h) => `https://${h}.example/`)),
      status: 400,
      contains: ["at most 5 competitor URLs"],
      check: field("competitor_urls"),
    },
    { name: "a URL that is not a string", method: "POST", url: "/api/reports/request", body: body(["https://a.example/", 42]), status: 400, check: field("competitor_urls.1") },
    { name: "not http(s)", method: "POST", url: "/api/reports/request", body: body(["ftp://a.example/"]), status: 400, contains: ["only http and https"], check: field("competitor_urls.0") },
    { name: "with credentials", method: "POST", url: "/api/reports/request", body: body(["https://user:pw@a.example/"]), status: 400, contains: ["user name or password"], check: field("competitor_urls.0") },
    { name: "longer than 2,048 characters", method: "POST", url: "/api/reports/request", body: body([`https://a.example/${"x".repeat(2050)}`]), status: 400, contains: ["longer than 2048"], check: field("competitor_urls.0") },
    {
      name: "the same site twice after normalisation (case, default port, fragment, trailing slash)",
      method: "POST",
      url: "/api/reports/request",
      body: body(["HTTPS://Shop.Example:443/pricing/#plans", "https://b.example", "https://shop.example/pricing", "https://B.example:443/"]),
      status: 400,
      contains: ["lists https://shop.example/pricing, https://b.example/ more than once"],
      check: field("competitor_urls"),
    },
    { name: "malformed JSON", method: "POST", url: "/api/reports/request", body: '{"name":', headers: { "content-type": "application/json" }, status: 400, contains: ["not valid JSON"] },
    { name: "not JSON", method: "POST", url: "/api/reports/request", body: "name=Ann", headers: { "content-type": "application/x-www-form-urlencoded" }, status: 400, contains: ["Content-Type must be application/json"] },
  ]);

  test("a URL that does not resolve, or resolves to a private address, is refused before anything is recorded", async () => {
    const before = (await listReports(t.ctx)).length;
    const dns = await t.requestReport(["next-data", "https://no-such-host.invalid/"]);
    expect(dns.status).toBe(400);
    expect(await dns.json()).toEqual({ error: "bad_request", message: expect.stringMatching(/^competitor_urls\.1: no-such-host\.invalid does not resolve/), field: "competitor_urls.1" });
    const strict = await createTestApp({ net: { resolve: async () => ["10.0.0.7"] } });
    try {
      const res = await strict.request("/api/reports/request", { method: "POST", json: body(["https://intranet.example/"]) });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("competitor_urls.0: intranet.example resolves to a private address (RFC 1918) (10.0.0.7)");
      expect(await listReports(strict.ctx)).toEqual([]);
    } finally {
      await strict.close();
    }
    expect((await listReports(t.ctx)).length).toBe(before);
  });
});

describe("a valid request", () => {
  test("creates the account of the email and a pending report with the URLs normalised, and answers the local checkout", async () => {
    const res = await t.requestReport([t.sites.url("next-data", "/#top").replace("http://", "HTTP://"), t.sites.url("nuxt", "/pricing/")], { email: " Ann.Lee@Example.COM " });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { report_id: string; checkout_url: string };
    expect(answer.report_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(answer.checkout_url).toMatch(/^http:\/\/localhost:3000\/checkout\/local\/cs_local_[A-Za-z0-9]{32}$/);
    const account = (await findAccountByEmail(t.ctx, { email: "ann.lee@example.com" }))!;
    const report = await t.report(answer.report_id);
    expect(report).toMatchObject({ accountId: account.id, status: "pending", tier: "snapshot", funding: "payment", priceCents: 4900, requesterName: "Ann Lee", requesterEmail: "ann.lee@example.com" });
    expect(report.competitorUrls).toEqual([t.sites.url("next-data"), t.sites.url("nuxt", "/pricing")]);
    const session = (await getCheckoutSession(t.ctx, { id: new URL(answer.checkout_url).pathname.split("/").pop()! }))!;
    expect(session).toMatchObject({ provider: "local", purpose: "report", tier: "snapshot", reference: answer.report_id, status: "open", email: "ann.lee@example.com" });
    expect(report.checkoutSessionId).toBe(session.id);
    // Nothing runs before payment.
    expect(await t.jobsOf(answer.report_id)).toEqual([]);

    const got = await t.request(`/api/reports/get?id=${answer.report_id}`);
    expect(await got.json()).toMatchObject({ id: answer.report_id, user_id: account.id, status: "pending", tier: "snapshot", summary: {} });
  });

  test("the test checkout page names the report and its price; a second request of the same address finds the same account", async () => {
    const first = (await (await t.requestReport(["jsonld-offers"], { email: "bo@example.com" })).json()) as { report_id: string; checkout_url: string };
    const second = (await (await t.requestReport(["lifetime", "yearly-gbp"], { email: "BO@example.com" })).json()) as { report_id: string };
    expect((await t.report(first.report_id)).accountId).toBe((await t.report(second.report_id)).accountId);
    const page = await (await t.request(new URL(first.checkout_url).pathname)).text();
    expect(page).toContain("TEST CHECKOUT");
    expect(page).toContain("Buy a competitive report on 1 competitor");
    expect(page).toContain("$49 once");
  });

  test("the price is configurable", async () => {
    const priced = await createReportsApp({ RIVALSCOPE_REPORT_PRICE: "19.50" });
    try {
      const { report_id, checkout_url } = (await (await priced.requestReport(["nuxt"])).json()) as { report_id: string; checkout_url: string };
      expect((await priced.report(report_id)).priceCents).toBe(1950);
      expect(await (await priced.request(new URL(checkout_url).pathname)).text()).toContain("$19.50 once");
    } finally {
      await priced.close();
    }
  });
});

describe("payments", () => {
  test("off: 500 payment_error, and neither a report nor an account is recorded", async () => {
    const off = await createReportsApp({ RIVALSCOPE_PAYMENTS: "off" });
    try {
      const res = await off.requestReport(["next-data"], { email: "nobody@example.com" });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: "payment_error", message: "Nothing can be bought on this server: its operator has turned payments off." });
      expect(await listReports(off.ctx)).toEqual([]);
      expect(await findAccountByEmail(off.ctx, { email: "nobody@example.com" })).toBeNull();
    } finally {
      await off.close();
    }
  });

  test("stripe: a Checkout Session in payment mode naming the report; a provider failure records nothing", async () => {
    const stripe = await startFakeStripe();
    const paid = await createReportsApp({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: stripe.url, RIVALSCOPE_BASE_URL: "https://intel.acme.test" });
    try {
      const res = await paid.requestReport(["next-data", "nuxt"]);
      expect(res.status).toBe(200);
      const { report_id, checkout_url } = (await res.json()) as { report_id: string; checkout_url: string };
      expect(checkout_url).toStartWith("https://checkout.stripe.test/c/pay/cs_test_fake");
      const sent = stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!.form;
      expect(sent).toMatchObject({
        mode: "payment",
        customer_email: REQUESTER.email,
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": "4900",
        "metadata[purpose]": "report",
        "metadata[reference]": report_id,
        "metadata[tier]": "snapshot",
        "payment_intent_data[metadata][reference]": report_id,
        success_url: `https://intel.acme.test/reports/${report_id}`,
        cancel_url: "https://intel.acme.test/checkout/cancel",
      });
      expect((await paid.report(report_id)).checkoutSessionId).toBe(new URL(checkout_url).pathname.split("/").pop()!);

      stripe.failNext(500, { type: "api_error", message: "Stripe is down" }, 2);
      const failed = await paid.requestReport(["plain-cards"], { email: "cy@example.com" });
      expect(failed.status).toBe(500);
      expect((await failed.json()).error).toBe("payment_error");
      expect((await listReports(paid.ctx)).length).toBe(1);
      expect(await findAccountByEmail(paid.ctx, { email: "cy@example.com" })).toBeNull();
    } finally {
      await paid.close();
      stripe.stop();
    }
  });

  test("stripe with a configured price id sends the price, not an inline amount", async () => {
    const stripe = await startFakeStripe();
    const paid = await createReportsApp({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: stripe.url, STRIPE_PRICE_REPORT: "price_report_123" });
    try {
      expect((await paid.requestReport(["nuxt"])).status).toBe(200);
      const sent = stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!.form;
      expect(sent["line_items[0][price]"]).toBe("price_report_123");
      expect(sent["line_items[0][price_data][unit_amount]"]).toBeUndefined();
    } finally {
      await paid.close();
      stripe.stop();
    }
  });
});

describe("5 requests per hour per client IP", () => {
  test("the 6th is 429 with Retry-After and X-RateLimit-Remaining, counted before the body is read", async () => {
    const limited = await createReportsApp({ RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: "5" });
    try {
      const remaining: string[] = [];
      // Invalid bodies count too: the limit runs before the body is parsed.
      for (let i = 0; i < 5; i++) {
        const res = await limited.request("/api/reports/request", { method: "POST", json: {} });
        expect(res.status).toBe(400);
        remaining.push(res.headers.get("x-ratelimit-remaining")!);
      }
      expect(remaining).toEqual(["4", "3", "2", "1", "0"]);
      const sixth = await limited.request("/api/reports/request", { method: "POST", headers: { "content-type": "application/json" }, body: "not even json" });
      expect(sixth.status).toBe(429);
      expect(sixth.headers.get("retry-after")).toBe("3600");
      expect(sixth.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(await sixth.json()).toEqual({ error: "rate_limited", message: "Too many requests: POST /api/reports/request allows 5 per hour. Retry in 3600 seconds." });
      // An hour later the window has room again.
      limited.clock.advance(3_600_001);
      expect((await limited.request("/api/reports/request", { method: "POST", json: {} })).status).toBe(400);
    } finally {
      await limited.close();
    }
  });

  test("the limit is per client IP", async () => {
    const limited = await createReportsApp({ RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: "1", RIVALSCOPE_TRUST_PROXY: "1" });
    try {
      const post = (ip: string) => limited.request("/api/reports/request", { method: "POST", json: {}, headers: { "x-forwarded-for": ip } });
      expect((await post("203.0.113.1")).status).toBe(400);
      expect((await post("203.0.113.1")).status).toBe(429);
      expect((await post("203.0.113.2")).status).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
