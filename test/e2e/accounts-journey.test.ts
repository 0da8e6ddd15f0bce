/**
 * Issue 13's "done when", tried as a new user would: a real server process, the real CLI beside
 * it on the same data directory, plain HTTP from outside, and an external identity provider
 * (oidc-provider) on loopback. Every step checks what GET /api/me shows.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { runCli, SOURCE_CLI, startServer, tempDirs, type Served } from "../helpers/process";
import { startTestIdp, type TestIdp } from "../helpers/oidc-idp";

const AUDIENCE = "https://rivalscope.example/api";
const tmp = tempDirs("rivalscope-accounts-e2e-");

let server: Served;
let idp: TestIdp;
let dir: string;
beforeAll(async () => {
  idp = await startTestIdp([AUDIENCE]);
  dir = join(tmp(), "data");
  server = await startServer(SOURCE_CLI, ["--dir", dir], { RIVALSCOPE_OIDC_ISSUER: idp.issuer, RIVALSCOPE_OIDC_AUDIENCE: AUDIENCE });
}, 30_000);
afterAll(async () => {
  await server?.stop();
  idp?.stop();
});

const api = (path: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json === undefined ? {} : { "content-type": "application/json" }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    redirect: "manual",
  });
/** A link this server made (its base URL is the configured one), followed on the running server. */
const local = (url: string) => `${server.url}${new URL(url).pathname}${new URL(url).search}`;
const postForm = (url: string, fields: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString(), redirect: "manual" });
const meOf = async (token: string) => (await api("/api/me", { token })).json();

test("create with the CLI → sign in → refresh (and reuse detection) → buy Tracker → 200 where it was 403 → portal → cancel; an IdP token works too", async () => {
  // 1. The operator creates the account from the shell, beside the running server.
  const created = runCli(SOURCE_CLI, ["accounts", "create", "--email", "a@x.io", "--password", "first-rate password", "--dir", dir]);
  expect(created.code).toBe(0);
  expect(created.stdout).toMatch(/^account a@x\.io \([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\) created; password set; plan: no plan/);

  // 2. Sign in.
  const wrong = await api("/api/auth/login", { json: { email: "a@x.io", password: "not it at all" } });
  expect(wrong.status).toBe(401);
  const login = await api("/api/auth/login", { json: { email: "a@x.io", password: "first-rate password" } });
  expect(login.status).toBe(200);
  const first = await login.json();
  expect(await meOf(first.access_token)).toMatchObject({ email: "a@x.io", plan: "none", status: null, period_end: null, obtained: null });

  // 3. Refresh: the old refresh token is refused; presenting it again kills the new one too.
  const second = await (await api("/api/auth/refresh", { json: { refresh_token: first.refresh_token } })).json();
  expect(second.refresh_token).toMatch(/^rsr_/);
  expect((await api("/api/auth/refresh", { json: { refresh_token: first.refresh_token } })).status).toBe(401);
  expect((await api("/api/auth/refresh", { json: { refresh_token: second.refresh_token } })).status).toBe(401);
  const pair = await (await api("/api/auth/login", { json: { email: "a@x.io", password: "first-rate password" } })).json();
  const token = pair.access_token;

  // 4. Without a plan the plan-gated route is 403 and names the plan.
  const before = await api("/api/me/allowances", { token });
  expect(before.status).toBe(403);
  expect((await before.json()).message).toContain("Tracker ($99/month)");

  // 5. Buy Tracker through the local test checkout: the page, then Pay.
  const checkout = await (await api("/api/billing/checkout", { token, json: { plan: "tracker" } })).json();
  const checkoutPage = await (await fetch(local(checkout.checkout_url))).text();
  expect(checkoutPage).toContain("Subscribe to Rivalscope Tracker");
  const paid = await postForm(`${local(checkout.checkout_url)}/pay`);
  expect(paid.status).toBe(303);
  expect(await (await fetch(`${server.url}${paid.headers.get("location")}`)).text()).toContain("Your plan is active");
  const bought = await meOf(token);
  expect(bought).toMatchObject({ plan: "tracker", status: "active", obtained: "paid" });
  expect(Date.parse(bought.period_end)).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);

  // 6. 200 where it was 403.
  const after = await api("/api/me/allowances", { token });
  expect(after.status).toBe(200);
  expect(await after.json()).toMatchObject({ plan: "tracker", reports: { used: 0, limit: 5 }, competitors: { used: 0, limit: 5 } });

  // 7. The portal, then Cancel: the plan runs to the end of the paid period.
  const portal = await (await api("/api/billing/portal", { token, method: "POST" })).json();
  const portalPage = await (await fetch(local(portal.url))).text();
  expect(portalPage).toContain("TEST BILLING PORTAL");
  expect(portalPage).toContain("Renews");
  const link = new URL(portal.url).searchParams.get("token")!;
  const canceled = await postForm(`${server.url}/account/billing/cancel`, { token: link });
  expect(canceled.status).toBe(303);
  expect(await meOf(token)).toMatchObject({ plan: "tracker", status: "canceled", period_end: bought.period_end, obtained: "paid" });

  // The operator sees the same from the shell.
  const listed = runCli(SOURCE_CLI, ["accounts", "list", "--dir", dir]);
  expect(listed.code).toBe(0);
  expect(listed.stdout).toMatch(/^a@x\.io\ttracker\tcanceled\tpaid\t/m);

  // 8. A token of the external identity provider works, for the same account (matched by email).
  idp.claims = { email: "A@x.io", email_verified: true };
  const external = await idp.token();
  expect(await meOf(external)).toMatchObject({ id: bought.id, email: "a@x.io", plan: "tracker", status: "canceled" });
  expect((await api("/api/me/allowances", { token: external })).status).toBe(200);
}, 60_000);
