/**
 * POST /api/v1/checkout in Stripe mode: the real `stripe` SDK talks to a fake Stripe on loopback
 * (STRIPE_API_BASE), and the tests assert what the SDK sent and how failures are answered.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/app";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { rows } from "../support/sql";

let stripe: FakeStripe;
const apps: TestApp[] = [];

async function stripeApp(env: Record<string, string> = {}) {
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: "sk_test_fake_123",
      STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
      STRIPE_API_BASE: stripe.url,
      RIVALSCOPE_BASE_URL: "https://intel.example.com",
      RIVALSCOPE_CHECKOUT_PER_MINUTE: "unlimited",
      ...env,
    },
  });
  apps.push(t);
  return t;
}

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  stripe.stop();
});

const checkout = (t: TestApp, body: unknown) => t.request("/api/v1/checkout", { method: "POST", json: body });

describe("Stripe Checkout Session", () => {
  test("inline prices: subscription mode, email, $9/month, success URL with the session placeholder, metadata", async () => {
    const t = await stripeApp();
    stripe.requests.length = 0;
    const res = await checkout(t, { email: "Ann@Example.com" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ api_version: "1.0.0", success: true });
    expect(body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake/);

    expect(stripe.requests).toHaveLength(1);
    const { method, path, headers, form } = stripe.requests[0];
    expect(method).toBe("POST");
    expect(path).toBe("/v1/checkout/sessions");
    expect(headers.get("authorization")).toBe("Bearer sk_test_fake_123");
    expect(headers.get("idempotency-key")).toBeTruthy();
    expect(form).toMatchObject({
      mode: "subscription",
      customer_email: "ann@example.com",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "900",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][product_data][name]": "Rivalscope API — Starter",
      "metadata[purpose]": "api_subscription",
      "metadata[tier]": "starter",
      "subscription_data[metadata][tier]": "starter",
      success_url: "https://intel.example.com/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://intel.example.com/checkout/cancel",
    });
    expect(form["line_items[0][price]"]).toBeUndefined();

    // The session is recorded, so the success page can wait for Stripe's event.
    const id = body.checkout_url.split("/").pop();
    const row = await rows(t.rt.db).get("SELECT provider, email, tier, status FROM checkout_sessions WHERE id = ?", id);
    expect(row).toEqual({ provider: "stripe", email: "ann@example.com", tier: "starter", status: "open" });
    const pending = await t.request(`/checkout/success?session_id=${id}`);
    const page = await pending.text();
    expect(page).toContain("Confirming your payment");
    expect(page).toContain('<meta http-equiv="refresh" content="3">');
  });

  test("pro with inline prices asks for $29/month", async () => {
    const t = await stripeApp();
    stripe.requests.length = 0;
    expect((await checkout(t, { email: "bob@example.com", tier: "pro" })).status).toBe(200);
    expect(stripe.requests[0].form).toMatchObject({ "line_items[0][price_data][unit_amount]": "2900", "metadata[tier]": "pro" });
  });

  test("configured price ids are used instead of inline prices", async () => {
    const t = await stripeApp({ STRIPE_PRICE_STARTER: "price_starter_abc", STRIPE_PRICE_PRO: "price_pro_xyz" });
    stripe.requests.length = 0;
    expect((await checkout(t, { email: "carol@example.com", tier: "pro" })).status).toBe(200);
    const form = stripe.requests[0].form;
    expect(form["line_items[0][price]"]).toBe("price_pro_xyz");
    expect(form["line_items[0][price_data][unit_amount]"]).toBeUndefined();
  });

  test("bad input never reaches Stripe", async () => {
    const t = await stripeApp();
    stripe.requests.length = 0;
    expect((await checkout(t, { email: "nope", tier: "pro" })).status).toBe(400);
    expect((await checkout(t, { email: "ann@example.com", tier: "enterprise" })).status).toBe(400);
    expect(stripe.requests).toHaveLength(0);
  });
});

describe("Stripe failures → 500 payment_error", () => {
  test("Stripe refuses the request (e.g. an unknown price): clear message, details only in the log", async () => {
    const t = await stripeApp({ STRIPE_PRICE_STARTER: "price_missing" });
    stripe.failNext(400, { type: "invalid_request_error", code: "resource_missing", message: "No such price: 'price_missing'" });
    const res = await checkout(t, { email: "ann@example.com" });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toMatchObject({ api_version: "1.0.0", error: "payment_error" });
    expect(body.message).toContain("No payment was taken");
    expect(body.message).not.toContain("price_missing");
    const line = t.logger.lines.find((l) => l.msg === "stripe checkout failed");
    expect(line?.err.message).toContain("No such price");
    expect(line?.status).toBe(400);
    expect(await rows(t.rt.db).get("SELECT count(*) AS n FROM checkout_sessions")).toEqual({ n: 0 });
  });

  test("Stripe answers 500 twice (the SDK retries once) → 500 payment_error", async () => {
    const t = await stripeApp();
    stripe.requests.length = 0;
    stripe.failNext(500, { type: "api_error", message: "Something went wrong on Stripe's end." }, 2);
    const res = await checkout(t, { email: "ann@example.com" });
    expect(res.status).toBe(500);
    expect((await res.json()).error).toBe("payment_error");
    expect(stripe.requests).toHaveLength(2);
    // Both attempts carried the same idempotency key, so Stripe would not create two sessions.
    expect(stripe.requests[0].headers.get("idempotency-key")).toBe(stripe.requests[1].headers.get("idempotency-key"));
  });

  test("Stripe unreachable → 500 payment_error", async () => {
    const dead = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response("") });
    const port = dead.port;
    dead.stop(true);
    const t = await stripeApp({ STRIPE_API_BASE: `http://127.0.0.1:${port}` });
    const res = await checkout(t, { email: "ann@example.com" });
    expect(res.status).toBe(500);
    expect((await res.json()).error).toBe("payment_error");
  });

  test("RIVALSCOPE_PAYMENTS=stripe without a secret key → 500 payment_error, nothing sent", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_PAYMENTS: "stripe", STRIPE_API_BASE: stripe.url } });
    apps.push(t);
    stripe.requests.length = 0;
    const res = await checkout(t, { email: "ann@example.com" });
    expect(res.status).toBe(500);
    expect((await res.json()).message).toContain("not configured");
    expect(stripe.requests).toHaveLength(0);
    // The operator is told when the server starts (runtime start), not by every CLI command.
    expect(t.rt.billing.warnings().some((w) => w.includes("STRIPE_SECRET_KEY"))).toBe(true);
  });
});
