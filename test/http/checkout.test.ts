/**
 * POST /api/v1/checkout with the local test provider and the HTML pages a buyer goes through:
 * validation, the test checkout page, Pay / Cancel, the success page showing the key once.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { findKeyByPlaintext, keyIsUsable } from "../../src/access/keys";
import { listSubscriptionEvents, listSubscriptions } from "../../src/billing/queries";
import { listOutbox } from "../../src/mail/outbox";
import { createTestApp, type TestApp } from "../helpers/app";
import { scenarios, type Scenario } from "../helpers/scenarios";
import { eq } from "drizzle-orm";
import { checkoutSessions } from "../../src/billing/tables";

const revealKeyOf = async (t: TestApp, id: string) => (await t.rt.db.select({ k: checkoutSessions.revealKey }).from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]?.k;

const UNLIMITED = { RIVALSCOPE_CHECKOUT_PER_MINUTE: "unlimited", RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: "unlimited" };
const form = { "content-type": "application/x-www-form-urlencoded" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...UNLIMITED, RIVALSCOPE_BASE_URL: "https://intel.example.com" } });
});
afterAll(() => t.close());

/** POST /checkout and return the path of the checkout page it points to. */
async function startCheckout(app: TestApp, body: unknown): Promise<string> {
  const res = await app.request("/api/v1/checkout", { method: "POST", json: body });
  expect(res.status).toBe(200);
  const url = new URL((await res.json()).checkout_url);
  return url.pathname;
}

describe("POST /api/v1/checkout — validation", () => {
  // An app of its own, so "no checkout was created" holds whatever else ran before.
  let v: TestApp;
  beforeAll(async () => {
    v = await createTestApp({ env: UNLIMITED });
  });
  afterAll(() => v.close());
  const noCheckoutCreated = async () => expect(await v.rt.db.$count(checkoutSessions)).toBe(0);

  const table: Scenario[] = [
    {
      name: "missing email → 400 naming email",
      method: "POST",
      url: "/api/v1/checkout",
      body: { tier: "pro" },
      status: 400,
      contains: ['"api_version":"1.0.0"', '"error":"bad_request"', '\\"email\\"', "is required"],
    },
    { name: "invalid email → 400 naming email", method: "POST", url: "/api/v1/checkout", body: { email: "not-an-address" }, status: 400, contains: ['\\"email\\"', "valid email address"] },
    { name: "email of the wrong type → 400", method: "POST", url: "/api/v1/checkout", body: { email: 42 }, status: 400, contains: ['\\"email\\"'] },
    { name: "absurdly long email → 400", method: "POST", url: "/api/v1/checkout", body: { email: `${"a".repeat(300)}@example.com` }, status: 400, contains: ['\\"email\\"', "254"] },
    { name: "unknown tier → 400 naming tier", method: "POST", url: "/api/v1/checkout", body: { email: "ann@example.com", tier: "gold" }, status: 400, contains: ['\\"tier\\"', '\\"starter\\" or \\"pro\\"'] },
    { name: "tier internal cannot be bought → 400", method: "POST", url: "/api/v1/checkout", body: { email: "ann@example.com", tier: "internal" }, status: 400, contains: ['\\"tier\\"'] },
    { name: "tier of the wrong type → 400", method: "POST", url: "/api/v1/checkout", body: { email: "ann@example.com", tier: ["pro"] }, status: 400, contains: ['\\"tier\\"'] },
    {
      name: "malformed JSON → 400",
      method: "POST",
      url: "/api/v1/checkout",
      headers: { "content-type": "application/json" },
      body: '{"email": "ann@example.com",',
      status: 400,
      contains: ['"api_version":"1.0.0"', "not valid JSON"],
    },
    { name: "empty body → 400", method: "POST", url: "/api/v1/checkout", headers: { "content-type": "application/json" }, body: "", status: 400, contains: ['"error":"bad_request"'] },
    { name: "JSON array body → 400", method: "POST", url: "/api/v1/checkout", body: [], status: 400, contains: ['"error":"bad_request"'] },
    { name: "form body → 400 (JSON only)", method: "POST", url: "/api/v1/checkout", headers: form, body: "email=ann@example.com", status: 400, contains: ["Content-Type must be application/json"] },
    { name: "GET → 405 with Allow: POST", url: "/api/v1/checkout", status: 405, expectHeaders: { allow: "POST" } },
  ];
  // No request in the table creates a checkout.
  scenarios(() => v, table.map((s) => ({ ...s, check: noCheckoutCreated })));
});

describe("POST /api/v1/checkout — local test checkout", () => {
  test("200 with a checkout_url on this server; email normalised, tier defaults to starter", async () => {
    const res = await t.request("/api/v1/checkout", { method: "POST", json: { email: "  Ann@Example.COM " } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ api_version: "1.0.0", success: true });
    expect(body.checkout_url).toMatch(/^https:\/\/intel\.example\.com\/checkout\/local\/cs_local_[0-9A-Za-z]{32}$/);
    const id = body.checkout_url.split("/").pop();
    const [row] = await t.rt.db.select({ email: checkoutSessions.email, tier: checkoutSessions.tier, status: checkoutSessions.status, provider: checkoutSessions.provider }).from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(row).toEqual({ email: "ann@example.com", tier: "starter", status: "open", provider: "local" });
  });

  test("the checkout page says plainly that it is a test, with Pay and Cancel", async () => {
    const path = await startCheckout(t, { email: "bob@example.com", tier: "pro" });
    const res = await t.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain("TEST CHECKOUT");
    expect(page).toContain("no money moves");
    expect(page).toContain("$29 per month");
    expect(page).toContain("bob@example.com");
    expect(page).toContain(`action="${path}/pay"`);
    expect(page).toContain(`action="${path}/cancel"`);
    expect(page).toContain('href="/assets/app.css"');
  });

  test("end to end: checkout → page → Pay → key shown once → prefix only → key works", async () => {
    const path = await startCheckout(t, { email: "Carol@Example.com", tier: "pro" });
    const id = path.split("/").pop()!;
    expect((await t.request(path)).status).toBe(200);

    const from = t.logger.lines.length;
    const paid = await t.request(`${path}/pay`, { method: "POST", headers: form, body: "" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/checkout/success?session_id=${id}`);
    // The session id opens the success page (the key, once): it stays out of the logs, which
    // name the account and the subscription instead.
    const logged = t.logger.lines.slice(from);
    expect(logged.find((l) => l.msg === "local checkout paid")).toEqual(expect.objectContaining({ product: "api", tier: "pro", account_id: expect.any(String), subscription_id: expect.any(String) }));
    expect(JSON.stringify(logged)).not.toContain(id);

    const first = await t.request(paid.headers.get("location")!, { headers: { accept: "text/html" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("referrer-policy")).toBe("no-referrer");
    const firstPage = await first.text();
    const key = firstPage.match(/rsk_[0-9A-Za-z]{40}/)?.[0];
    expect(key).toBeDefined();
    expect(firstPage).toContain("only once");
    expect(firstPage).toContain("carol@example.com");

    const second = await (await t.request(`/checkout/success?session_id=${id}`)).text();
    expect(second).not.toContain(key!);
    expect(second).toContain(`${key!.slice(0, 12)}…`);
    expect(second).toContain("cannot be shown again");
    // The database no longer holds the key in clear.
    expect(await revealKeyOf(t, id)).toBeNull();

    // The key works: validate-key knows it, and the data API accepts it.
    const v = await t.request("/api/v1/validate-key", { method: "POST", json: { key } });
    expect(await v.json()).toMatchObject({ valid: true, tier: "pro", email: "carol@example.com" });
    const tools = await t.request("/api/v1/tools?limit=1", { headers: { "x-api-key": key! } });
    expect(tools.status).toBe(200);

    // Account, subscription and its "created" event exist; the key was mailed to the outbox.
    const sub = (await listSubscriptions(t.ctx)).find((s) => s.email === "carol@example.com")!;
    expect(sub).toMatchObject({ tier: "pro", status: "active", provider: "local", keyPrefix: key!.slice(0, 12) });
    expect(sub.currentPeriodEnd).toBe(Date.UTC(2026, 11, 22, 12, 0, 0)); // one month after the test clock's now
    expect((await listSubscriptionEvents(t.ctx, { subscriptionId: sub.id })).map((e) => e.type)).toEqual(["created"]);
    const mail = (await listOutbox(t.ctx)).find((m) => m.to === "carol@example.com" && m.subject.includes("API key"))!;
    expect(mail).toMatchObject({ status: "stored", subject: "Your Rivalscope API key (pro)" });
    // Without SMTP the key was shown once on the success page; the outbox names it by its prefix only.
    expect(mail.text).toContain(`${key!.slice(0, 12)}… (shown once on the success page)`);
    expect(mail.text).not.toContain(key!);
  });

  test("pressing Pay twice issues one key", async () => {
    const path = await startCheckout(t, { email: "dave@example.com" });
    const a = await t.request(`${path}/pay`, { method: "POST", headers: form, body: "" });
    const b = await t.request(`${path}/pay`, { method: "POST", headers: form, body: "" });
    expect([a.status, b.status]).toEqual([303, 303]);
    expect((await listSubscriptions(t.ctx)).filter((s) => s.email === "dave@example.com")).toHaveLength(1);
    // One key mail and one welcome (the checkout opened the account), not two of each.
    expect((await listOutbox(t.ctx)).filter((m) => m.to === "dave@example.com").map((m) => m.subject).sort()).toEqual(["Welcome to Rivalscope: set your password", "Your Rivalscope API key (starter)"]);
    // Visiting the checkout page after paying leads to the success page.
    const page = await t.request(path);
    expect(page.status).toBe(303);
  });

  test("Cancel: no key, the cancel page, and the session cannot be paid afterwards", async () => {
    const path = await startCheckout(t, { email: "erin@example.com" });
    const res = await t.request(`${path}/cancel`, { method: "POST", headers: form, body: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/checkout/cancel");
    const cancelPage = await (await t.request("/checkout/cancel")).text();
    expect(cancelPage).toContain("No payment was taken");
    const pay = await t.request(`${path}/pay`, { method: "POST", headers: form, body: "" });
    expect(pay.status).toBe(409);
    expect(await pay.text()).toContain("canceled");
    expect((await listSubscriptions(t.ctx)).filter((s) => s.email === "erin@example.com")).toHaveLength(0);
    const success = await t.request(`/checkout/success?session_id=${path.split("/").pop()}`);
    expect(await success.text()).toContain("Checkout canceled");
  });

  test("a second subscription by the same address reuses the account", async () => {
    for (const tier of ["starter", "pro"]) {
      const path = await startCheckout(t, { email: "frank@example.com", tier });
      await t.request(`${path}/pay`, { method: "POST", headers: form, body: "" });
    }
    const subs = (await listSubscriptions(t.ctx)).filter((s) => s.email === "frank@example.com");
    expect(subs).toHaveLength(2);
    expect(subs[0].accountId).toBe(subs[1].accountId);
  });

  test("a key nobody came to see is not kept past the reveal window", async () => {
    const path = await startCheckout(t, { email: "gina@example.com" });
    const id = path.split("/").pop()!;
    await t.rt.billing.payLocalCheckout(t.ctx, { id: id });
    t.clock.advance(25 * 60 * 60 * 1000);
    try {
      const page = await (await t.request(`/checkout/success?session_id=${id}`)).text();
      expect(page).not.toMatch(/rsk_[0-9A-Za-z]{40}/);
      expect(page).toContain("Subscription active");
      expect(await revealKeyOf(t, id)).toBeNull();
    } finally {
      t.clock.advance(-25 * 60 * 60 * 1000);
    }
  });

  scenarios(() => t, [
    { name: "unknown checkout page → 404 page", url: "/checkout/local/cs_local_nope", status: 404, contains: ["Checkout not found"] },
    { name: "a checkout id with odd characters → 404, not 500", url: "/checkout/local/%3Cscript%3E", status: 404 },
    { name: "Pay on an unknown checkout → 404", method: "POST", url: "/checkout/local/cs_local_nope/pay", headers: form, body: "", status: 404 },
    { name: "Cancel on an unknown checkout → 404", method: "POST", url: "/checkout/local/cs_local_nope/cancel", headers: form, body: "", status: 404 },
    { name: "success without session_id → 400 page", url: "/checkout/success", status: 400, contains: ["session_id"] },
    { name: "success with an unknown session → 404 page", url: "/checkout/success?session_id=cs_test_unknown", status: 404 },
    { name: "success with a hostile session id → 404, escaped", url: "/checkout/success?session_id=%3Cb%3Ex", status: 404, notContains: ["<b>x"] },
    { name: "success with session_id given twice → handled", url: "/checkout/success?session_id=a&session_id=b", status: 404 },
  ]);
});

describe("payment providers other than local", () => {
  test("payments off → 500 payment_error with a clear message; the local pages do not exist", async () => {
    const off = await createTestApp({ env: { ...UNLIMITED, RIVALSCOPE_PAYMENTS: "off" } });
    try {
      const res = await off.request("/api/v1/checkout", { method: "POST", json: { email: "ann@example.com" } });
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body).toMatchObject({ api_version: "1.0.0", error: "payment_error" });
      expect(body.message).toContain("turned payments off");
      // Bad input is still a 400, not a payment error.
      expect((await off.request("/api/v1/checkout", { method: "POST", json: {} })).status).toBe(400);
      expect((await off.request("/checkout/local/cs_local_anything")).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  test("a local test checkout cannot be paid once the server sells through Stripe", async () => {
    const dir = t.dir;
    const path = await startCheckout(t, { email: "henry@example.com" });
    const stripeMode = await createTestApp({ dir, env: { ...UNLIMITED, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" } });
    try {
      expect((await stripeMode.request(path)).status).toBe(404);
      expect((await stripeMode.request(`${path}/pay`, { method: "POST", headers: form, body: "" })).status).toBe(404);
      expect((await listSubscriptions(stripeMode.ctx)).filter((s) => s.email === "henry@example.com")).toHaveLength(0);
    } finally {
      await stripeMode.close();
    }
  });
});

describe("rate limit and documentation", () => {
  test("11th checkout within a minute from one IP → 429 with the rate limit body", async () => {
    const limited = await createTestApp();
    try {
      for (let i = 0; i < 10; i++) {
        const res = await limited.request("/api/v1/checkout", { method: "POST", json: { email: `r${i}@example.com` } });
        expect(res.status).toBe(200);
      }
      const res = await limited.request("/api/v1/checkout", { method: "POST", json: { email: "r10@example.com" } });
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ api_version: "1.0.0", error: "rate_limit_exceeded", limit: 10, window: "minute" });
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  test("the OpenAPI document describes the request and the 200/400/405/413/429/500 answers", async () => {
    const doc = await (await t.request("/swagger/json")).json();
    const op = doc.paths["/api/v1/checkout"].post;
    expect(op.tags).toEqual(["Subscriptions"]);
    expect(JSON.stringify(op.requestBody.content["application/json"].schema)).toContain('"enum":["starter","pro"]');
    expect(Object.keys(op.responses).sort()).toEqual(["200", "400", "405", "413", "429", "500"]);
    expect(JSON.stringify(op.responses["500"])).toContain("payment_error");
    expect(JSON.stringify(op.responses["200"])).toContain("checkout_url");
    // The webhook and the HTML pages are not part of the public API description.
    expect(doc.paths["/api/stripe/webhook"]).toBeUndefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/checkout"))).toBe(false);
  });
});

test("findKeyByPlaintext + keyIsUsable agree with the success page's key", async () => {
  const path = await startCheckout(t, { email: "ivy@example.com" });
  const id = path.split("/").pop()!;
  const result = await t.rt.billing.payLocalCheckout(t.ctx, { id: id });
  expect(result.outcome).toBe("completed");
  if (result.outcome !== "completed") return;
  const record = (await findKeyByPlaintext(t.rt.db, result.key!))!;
  expect(record).toMatchObject({ tier: "starter", email: "ivy@example.com", accountId: result.account.id });
  expect(keyIsUsable(record, t.clock.now())).toBe(true);
});
