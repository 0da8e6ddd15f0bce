/**
 * Plans through the real routes: the plan guard (401/403 naming the plan), /api/me in each state,
 * buying through the local checkout, the local billing portal (switch, cancel, link expiry),
 * operator grants, per-account limits, payments off, and the subscription events left behind.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { listSubscriptionEvents, listSubscriptions } from "../../src/billing/queries";
import { bearerAuth } from "../../src/http/plugins/bearer";
import { createApp } from "../../src/app";
import { createTestApp, type TestApp } from "../helpers/app";
import { accountWithPassword, bearer, expect401, me, signIn } from "./helpers";


let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_AUTH_PER_MINUTE: "unlimited" } });
});
afterAll(() => t.close());

/** A new account, signed in: its id and access token. */
async function customer(email: string, app = t) {
  const account = await accountWithPassword(app, email);
  return { id: account.id, token: (await signIn(app, email)).access_token };
}

const post = (app: TestApp, path: string, token: string, json?: unknown) => app.request(path, { method: "POST", headers: bearer(token), ...(json === undefined ? {} : { json }) });

/** Buys a plan through the local test checkout, as a person would: the checkout page, then Pay. */
async function buy(app: TestApp, token: string, plan: string) {
  const res = await post(app, "/api/billing/checkout", token, { plan });
  expect(res.status).toBe(200);
  const url = new URL((await res.json()).checkout_url);
  const page = await (await app.request(url.pathname)).text();
  expect(page).toContain("TEST CHECKOUT");
  const paid = await app.request(`${url.pathname}/pay`, { method: "POST" });
  expect(paid.status).toBe(303);
  return (await app.request(paid.headers.get("location")!)).text();
}

/** The local portal page's URL (path + query) for a token. */
async function portal(app: TestApp, token: string) {
  const res = await post(app, "/api/billing/portal", token);
  expect(res.status).toBe(200);
  const url = new URL((await res.json()).url);
  expect(url.origin).toBe("http://localhost:3000");
  return { path: url.pathname + url.search, link: url.searchParams.get("token")! };
}

const form = (app: TestApp, path: string, fields: Record<string, string>) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });

describe("the plan guard", () => {
  test("no token → 401; a token without a plan → 403 naming the plans with the feature and their prices; with a plan → 200", async () => {
    t.clock.set(Date.UTC(2026, 10, 22, 12));
    await expect401(await t.request("/api/me/allowances"), false);
    await expect401(await t.request("/api/me/allowances", { headers: bearer("nope") }));
    const c = await customer("guard@example.com");
    const res = await t.request("/api/me/allowances", { headers: bearer(c.token) });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body).toEqual({
      error: "forbidden",
      message: 'The reports API is part of the Tracker ($99/month) and the Command ($299/month) plans; this account has no plan. Buy one with POST /api/billing/checkout {"plan": "tracker"}.',
    });
    await setGrantedPlan(t.ctx, { accountId: c.id, plan: "tracker" });
    const ok = await t.request("/api/me/allowances", { headers: bearer(c.token) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      plan: "tracker",
      check_interval: "daily",
      reports: { used: 0, limit: 5, resets_at: "2026-12-01T00:00:00.000Z" },
      competitors: { used: 0, limit: 5 },
      webhooks: { used: 0, limit: 0 },
    });
  });

  test("requirePlan on a route of another module: Command-only features say so to a Tracker account", async () => {
    // The way the webhooks issue will guard its routes.
    const app = createApp(t.rt).use(
      new Elysia({ name: "test-webhooks" })
        .use(bearerAuth(t.rt))
        .get("/api/test-webhooks", ({ account, plan }) => ({ account: account.id, plan: plan.plan }), { requirePlan: "webhooks" }),
    );
    const call = (token?: string) => app.handle(new Request("http://localhost/api/test-webhooks", { headers: token ? bearer(token) : {} }));
    await expect401(await call(), false);
    const c = await customer("webhooks@example.com");
    await setGrantedPlan(t.ctx, { accountId: c.id, plan: "tracker" });
    const refused = await call(c.token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      'Webhooks is part of the Command ($299/month) plan; this account has the Tracker plan. Buy one with POST /api/billing/checkout {"plan": "command"}, or switch plans in the billing portal (POST /api/billing/portal).',
    );
    await setGrantedPlan(t.ctx, { accountId: c.id, plan: "command" });
    const ok = await call(c.token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ account: c.id, plan: "command" });
  });

  test("prices in the 403 follow the configuration", async () => {
    const t2 = await createTestApp({ env: { RIVALSCOPE_TRACKER_PRICE: "79.50", RIVALSCOPE_COMMAND_PRICE: "250" } });
    try {
      const c = await customer("priced@example.com", t2);
      expect((await (await t2.request("/api/me/allowances", { headers: bearer(c.token) })).json()).message).toContain("Tracker ($79.50/month) and the Command ($250/month)");
      const checkout = await post(t2, "/api/billing/checkout", c.token, { plan: "tracker" });
      const page = await (await t2.request(new URL((await checkout.json()).checkout_url).pathname)).text();
      expect(page).toContain("$79.50 per month");
    } finally {
      await t2.close();
    }
  });
});

describe("buying, switching and canceling a plan (local payments)", () => {
  test("/api/me shows each state: none → tracker (paid) → command → canceled until period end → none", async () => {
    t.clock.set(Date.UTC(2026, 10, 22, 12));
    const c = await customer("journey@example.com");
    expect((await me(t, c.token)).body).toMatchObject({ email: "journey@example.com", plan: "none", status: null, period_end: null, obtained: null, change_threshold: "medium" });
    expect((await t.request("/api/me/allowances", { headers: bearer(c.token) })).status).toBe(403);

    const success = await buy(t, c.token, "tracker");
    expect(success).toContain("Your plan is active");
    expect(success).not.toMatch(/rsk_/);
    const periodEnd = "2026-12-22T12:00:00.000Z";
    expect((await me(t, c.token)).body).toMatchObject({ plan: "tracker", status: "active", period_end: periodEnd, obtained: "paid" });
    expect((await t.request("/api/me/allowances", { headers: bearer(c.token) })).status).toBe(200);

    // A second purchase while paying is refused: the portal is the place to switch.
    const again = await post(t, "/api/billing/checkout", c.token, { plan: "command" });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toContain("billing portal");

    const { path, link } = await portal(t, c.token);
    const page = await (await t.request(path)).text();
    expect(page).toContain("TEST BILLING PORTAL");
    expect(page).toContain("2026-12-22 12:00 UTC");
    expect(page).toContain("Switch to command ($299/month)");
    const switched = await form(t, "/account/billing/switch", { token: link, plan: "command" });
    expect(switched.status).toBe(303);
    expect(await (await t.request(switched.headers.get("location")!)).text()).toContain("The plan was switched.");
    expect((await me(t, c.token)).body).toMatchObject({ plan: "command", status: "active", obtained: "paid" });
    expect((await (await t.request("/api/me/allowances", { headers: bearer(c.token) })).json()).webhooks).toEqual({ used: 0, limit: 3 });

    const canceled = await form(t, "/account/billing/cancel", { token: link });
    expect(canceled.status).toBe(303);
    expect(await (await t.request(canceled.headers.get("location")!)).text()).toContain("stays active until the end of the period");
    expect((await me(t, c.token)).body).toMatchObject({ plan: "command", status: "canceled", period_end: periodEnd });

    // A canceled plan is no longer running: buying again is allowed.
    t.clock.set(Date.parse(periodEnd) + 1000);
    const fresh = (await signIn(t, "journey@example.com")).access_token;
    expect((await me(t, fresh)).body).toMatchObject({ plan: "none", status: null, period_end: null, obtained: null });
    expect((await t.request("/api/me/allowances", { headers: bearer(fresh) })).status).toBe(403);

    // Every change is on record as a subscription event: the webhooks issue emits these.
    const sub = (await listSubscriptions(t.ctx)).find((s) => s.accountId === c.id)!;
    expect(sub).toMatchObject({ product: "plan", provider: "local", apiKeyId: null });
    expect((await listSubscriptionEvents(t.ctx, { subscriptionId: sub.id })).map((e) => [e.type, e.data.plan, e.data.status])).toEqual([
      ["created", "tracker", "active"],
      ["upgraded", "command", "active"],
      ["canceled", "command", "canceled"],
    ]);
  });

  test("portal links: forged, altered or expired → 410; a link acts only on its own account", async () => {
    t.clock.set(Date.UTC(2027, 0, 10, 12));
    const c = await customer("links@example.com");
    await buy(t, c.token, "tracker");
    const { path, link } = await portal(t, c.token);
    expect((await t.request(path)).status).toBe(200);
    const altered = link.slice(0, -3) + (link.endsWith("A") ? "BBB" : "AAA");
    for (const bad of ["", "nope", altered, "sealed:v1:00000000:AAAA:BBBB"]) {
      expect((await t.request(`/account/billing?token=${encodeURIComponent(bad)}`)).status).toBe(410);
      expect((await form(t, "/account/billing/cancel", { token: bad })).status).toBe(410);
    }
    t.clock.advance(30 * 60_000 + 1000);
    const expired = await t.request(path);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("POST /api/billing/portal");
    expect((await form(t, "/account/billing/cancel", { token: link })).status).toBe(410);
    expect((await me(t, (await signIn(t, "links@example.com")).access_token)).body.status).toBe("active");
  });

  test("the portal of an account without a running test plan shows it and offers no buttons", async () => {
    const c = await customer("noplan@example.com");
    const { path, link } = await portal(t, c.token);
    const page = await (await t.request(path)).text();
    expect(page).toContain("No plan.");
    expect(page).not.toContain("/account/billing/cancel");
    expect((await form(t, "/account/billing/cancel", { token: link })).status).toBe(409);
    await setGrantedPlan(t.ctx, { accountId: c.id, plan: "command" });
    expect(await (await t.request(path)).text()).toContain("granted by the operator");
    expect((await form(t, "/account/billing/switch", { token: link, plan: "tracker" })).status).toBe(409);
    expect((await form(t, "/account/billing/switch", { token: link, plan: "platinum" })).status).toBe(400);
  });

  test("checkout: bad bodies 400, GET 405, no token 401", async () => {
    const c = await customer("checkout-errors@example.com");
    for (const body of [{}, { plan: "gold" }, { plan: "starter" }, { plan: 1 }]) {
      const res = await post(t, "/api/billing/checkout", c.token, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain('"plan"');
    }
    const get = await t.request("/api/billing/checkout", { headers: bearer(c.token) });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    await expect401(await t.request("/api/billing/checkout", { method: "POST", json: { plan: "tracker" } }), false);
    await expect401(await t.request("/api/billing/portal", { method: "POST" }), false);
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await t.request("/api/billing/portal", { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect((await res.json()).error).toBe("method_not_allowed");
    }
  });

  test("10 billing calls per minute per account, then 429 with Retry-After and X-RateLimit-Remaining", async () => {
    const a = await customer("limit-a@example.com");
    const b = await customer("limit-b@example.com");
    for (let i = 0; i < 10; i++) {
      const res = await post(t, "/api/billing/portal", a.token);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-remaining")).toBe(String(9 - i));
    }
    const refused = await post(t, "/api/billing/portal", a.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(await refused.json()).toEqual({ error: "rate_limited", message: expect.stringContaining("10 per minute") });
    expect((await post(t, "/api/billing/portal", b.token)).status).toBe(200);
    t.clock.advance(61_000);
    expect((await post(t, "/api/billing/portal", a.token)).status).toBe(200);
  });
});

describe("operator grants", () => {
  test("granted plans show as granted, without a period; ending a grant leaves a paid plan alone", async () => {
    const c = await customer("granted@example.com");
    await setGrantedPlan(t.ctx, { accountId: c.id, plan: "command" });
    expect((await me(t, c.token)).body).toMatchObject({ plan: "command", status: "active", period_end: null, obtained: "granted" });
    await setGrantedPlan(t.ctx, { accountId: c.id, plan: "tracker" });
    expect((await me(t, c.token)).body).toMatchObject({ plan: "tracker", obtained: "granted" });
    // A grant does not stop the customer from buying; the higher plan shows.
    await buy(t, c.token, "command");
    expect((await me(t, c.token)).body).toMatchObject({ plan: "command", obtained: "paid" });
    await setGrantedPlan(t.ctx, { accountId: c.id, plan: "none" });
    expect((await me(t, c.token)).body).toMatchObject({ plan: "command", obtained: "paid" });
    const grant = (await listSubscriptions(t.ctx)).find((s) => s.accountId === c.id && s.provider === "manual")!;
    expect((await listSubscriptionEvents(t.ctx, { subscriptionId: grant.id })).map((e) => [e.type, e.data.granted_by])).toEqual([
      ["created", "test"],
      ["downgraded", "test"],
      ["canceled", "test"],
    ]);
  });
});

describe("PATCH /api/me", () => {
  test("sets change_threshold; bad values 400; no token 401", async () => {
    const c = await customer("threshold@example.com");
    const patch = (json: unknown, token = c.token) => t.request("/api/me", { method: "PATCH", headers: bearer(token), json });
    const res = await patch({ change_threshold: "high" });
    expect(res.status).toBe(200);
    expect((await res.json()).change_threshold).toBe("high");
    expect((await me(t, c.token)).body.change_threshold).toBe("high");
    for (const body of [{ change_threshold: "extreme" }, {}, { change_threshold: 3 }]) {
      const bad = await patch(body);
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toContain("change_threshold");
    }
    await expect401(await t.request("/api/me", { method: "PATCH", json: { change_threshold: "low" } }), false);
    const del = await t.request("/api/me", { method: "DELETE", headers: bearer(c.token) });
    expect(del.status).toBe(405);
    expect(del.headers.get("allow")).toBe("GET, HEAD, PATCH");
  });
});

describe("payments off", () => {
  test("checkout and portal answer 500 payment_error; the guard still works", async () => {
    const t2 = await createTestApp({ env: { RIVALSCOPE_PAYMENTS: "off" } });
    try {
      const c = await customer("off@example.com", t2);
      for (const [path, json] of [["/api/billing/checkout", { plan: "tracker" }], ["/api/billing/portal", undefined]] as const) {
        const res = await post(t2, path, c.token, json);
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({ error: "payment_error", message: expect.stringMatching(/turned|off/) });
      }
      expect((await t2.request("/api/me/allowances", { headers: bearer(c.token) })).status).toBe(403);
    } finally {
      await t2.close();
    }
  });
});

describe("the OpenAPI document", () => {
  test("every interface B route is there with its error responses; signed-in routes declare the bearer scheme, the others none", async () => {
    const doc = await (await t.request("/swagger/json")).json();
    const bearerRoutes = [
      ["get", "/api/me", ["401", "503"]],
      ["patch", "/api/me", ["400", "401", "503"]],
      ["get", "/api/me/allowances", ["401", "403", "503"]],
      ["post", "/api/billing/checkout", ["400", "401", "429", "500", "503"]],
      ["post", "/api/billing/portal", ["400", "401", "429", "500", "503"]],
    ] as const;
    for (const [method, path, errors] of bearerRoutes) {
      const op = doc.paths[path]?.[method];
      expect([path, op?.security]).toEqual([path, [{ bearer: [] }]]);
      for (const status of errors) expect(op.responses[status].content["application/json"].schema.properties.error).toBeDefined();
    }
    for (const path of ["/api/auth/login", "/api/auth/refresh", "/api/auth/logout", "/api/auth/password-reset"]) {
      const op = doc.paths[path].post;
      expect(op.security).toEqual([]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["400", "429"]));
    }
    expect(doc.paths["/api/auth/login"].post.responses["401"]).toBeDefined();
    expect(doc.paths["/.well-known/jwks.json"].get.responses["200"]).toBeDefined();
    expect(doc.paths["/api/me/allowances"].get.responses["403"].content["application/json"].examples.noPlan.value.error).toBe("forbidden");
    // The customer's HTML pages are not part of the API description.
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/account"))).toBe(false);
  });
});
