/**
 * /api/webhooks through the real routes with Bearer tokens: the plan guard, adding endpoints
 * (secret once, URLs refused with 400, the allowance), another account's ids answering 404, test
 * events and the delivery log with redelivery, rotation, deletion, the per-account limit on
 * sends, /api/me's allowance — and the subscription.* events of a plan bought, switched and
 * canceled through the local checkout and portal reaching the endpoint.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { Webhook } from "standardwebhooks";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { ManualClock } from "../../src/lib/clock";
import { emit } from "../../src/webhooks/deliveries";
import { accountWithPassword, bearer, signIn } from "../accounts/helpers";
import { createTestApp, type TestApp } from "../helpers/app";
import { dropEndpoints, startReceiver, statuses, type Receiver } from "./helpers";

let t: TestApp;
const receivers: Receiver[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(Date.now()), env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_AUTH_PER_MINUTE: "unlimited", RIVALSCOPE_BILLING_PER_MINUTE: "unlimited" } });
});
afterAll(() => t.close());
afterEach(async () => {
  receivers.splice(0).forEach((r) => r.stop());
  await dropEndpoints(t.ctx);
});

const receiver = (...args: Parameters<typeof startReceiver>) => {
  const r = startReceiver(...args);
  receivers.push(r);
  return r;
};

let n = 0;
/** A signed-in account with a plan (Command unless said): its id, token and request helper. */
async function customer(plan: "none" | "tracker" | "command" = "command", app = t) {
  const email = `api-${++n}@example.com`;
  const account = await accountWithPassword(app, email);
  if (plan !== "none") await setGrantedPlan(app.ctx, { accountId: account.id, plan });
  const token = (await signIn(app, email)).access_token;
  const call = (method: string, path: string, json?: unknown) => app.request(path, { method, headers: bearer(token), ...(json === undefined ? {} : { json }) });
  return { id: account.id, email, token, call };
}

const report = { event: "report.completed" as const, report_id: "6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f", tier: "snapshot", competitors: 3, preview_url: "https://rivalscope.example/reports/6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f" };

describe("the guard", () => {
  test("no token → 401; no plan or Tracker → 403 naming Command; Command → 200", async () => {
    expect((await t.request("/api/webhooks")).status).toBe(401);
    for (const plan of ["none", "tracker"] as const) {
      const c = await customer(plan);
      const res = await c.call("GET", "/api/webhooks");
      expect(res.status).toBe(403);
      expect((await res.json()).message).toStartWith("Webhooks is part of the Command ($299/month) plan");
      expect((await c.call("POST", "/api/webhooks", { url: "https://93.184.216.34/hooks" })).status).toBe(403);
    }
    const c = await customer();
    const res = await c.call("GET", "/api/webhooks");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ webhooks: [], limit: 3 });
  });
});

describe("endpoints", () => {
  test("add (secret once), list without secrets, the allowance in /api/me, a fourth refused, delete", async () => {
    const c = await customer();
    const res = await c.call("POST", "/api/webhooks", { url: " https://93.184.216.34/hooks ", description: "Prod", events: ["report.completed"] });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ url: "https://93.184.216.34/hooks", description: "Prod", events: ["report.completed"], enabled: true, disabled_reason: null, previous_secret_until: null });
    expect(created.id).toMatch(/^ep_/);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await (await c.call("GET", "/api/webhooks")).json();
    const { secret: _, ...shown } = created;
    expect(list.webhooks).toEqual([shown]);
    expect(JSON.stringify(list)).not.toContain(created.secret.slice(6));
    expect((await (await c.call("GET", "/api/me")).json()).allowances_used.webhooks).toBe(1);
    expect((await (await c.call("GET", "/api/me/allowances")).json()).webhooks).toEqual({ used: 1, limit: 3 });

    for (let i = 0; i < 2; i++) expect((await c.call("POST", "/api/webhooks", { url: `https://93.184.216.34/hooks/${i}` })).status).toBe(201);
    const fourth = await c.call("POST", "/api/webhooks", { url: "https://93.184.216.34/hooks/4" });
    expect(fourth.status).toBe(403);
    expect((await fourth.json()).message).toBe("This account already has 3 webhook endpoints, the most its plan allows (3). Delete one first.");

    const deleted = await c.call("DELETE", `/api/webhooks/${created.id}`);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect((await c.call("DELETE", `/api/webhooks/${created.id}`)).status).toBe(404);
    expect((await (await c.call("GET", "/api/webhooks")).json()).webhooks).toHaveLength(2);
  });

  test("another account's endpoint and deliveries answer 404 everywhere, and never show in its list", async () => {
    const owner = await customer();
    const other = await customer();
    const { id } = await (await owner.call("POST", "/api/webhooks", { url: "https://93.184.216.34/hooks" })).json();
    const [d] = await emit(t.ctx, { accountId: owner.id, event: report });
    for (const [method, path] of [
      ["DELETE", `/api/webhooks/${id}`],
      ["POST", `/api/webhooks/${id}/rotate-secret`],
      ["POST", `/api/webhooks/${id}/test`],
      ["GET", `/api/webhooks/${id}/deliveries`],
      ["POST", `/api/webhooks/${id}/deliveries/${d.id}/redeliver`],
    ]) {
      const res = await other.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ error: "not_found", message: `This account has no webhook endpoint ${id}.` });
    }
    expect((await (await other.call("GET", "/api/webhooks")).json()).webhooks).toEqual([]);
    // The owner's endpoint is untouched.
    expect((await (await owner.call("GET", `/api/webhooks/${id}/deliveries`)).json()).deliveries).toHaveLength(1);
  });

  test("URLs that lead into the server's network are refused with 400 saying why (private networks not allowed)", async () => {
    const strict = await createTestApp({ env: { RIVALSCOPE_AUTH_PER_MINUTE: "unlimited" }, net: { resolve: async (host) => (host === "intranet.example" ? ["10.1.2.3"] : Promise.reject(Object.assign(new Error("no"), { code: "ENOTFOUND" }))) } });
    try {
      const c = await customer("command", strict);
      for (const [url, message] of [
        ["https://127.0.0.1/hooks", "url is refused: 127.0.0.1 is a loopback address (this machine)."],
        ["https://[::1]/hooks", "url is refused: ::1 is a loopback address (this machine)."],
        ["https://10.0.0.1/hooks", "url is refused: 10.0.0.1 is a private address (RFC 1918)."],
        ["https://169.254.169.254/latest/meta-data", "url is refused: 169.254.169.254 is a cloud metadata address."],
        ["https://intranet.example/hooks", "url is refused: intranet.example resolves to a private address (RFC 1918) (10.1.2.3)."],
        ["https://nowhere.example/hooks", "url is refused: nowhere.example does not resolve (no such host)."],
        ["http://93.184.216.34/hooks", "url is refused: webhook URLs must start with https://."],
      ]) {
        const res = await c.call("POST", "/api/webhooks", { url });
        expect(res.status, url).toBe(400);
        expect(await res.json()).toEqual({ error: "bad_request", message, field: "url" });
      }
      expect((await (await c.call("GET", "/api/webhooks")).json()).webhooks).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe("deliveries", () => {
  test("test event → 202 pending; the log pages newest first with every attempt; redeliver 409 while pending, 202 after — same webhook-id", async () => {
    const r = receiver(statuses(500, 200, 200, 200));
    const c = await customer();
    const { id, secret } = await (await c.call("POST", "/api/webhooks", { url: r.url })).json();
    const queued = await c.call("POST", `/api/webhooks/${id}/test`);
    expect(queued.status).toBe(202);
    expect(queued.headers.get("x-ratelimit-remaining")).toBe("9");
    const test1 = await queued.json();
    expect(test1).toMatchObject({ event: "webhook.test", status: "pending", attempts: 0, attempt_log: [], payload: { event: "webhook.test", endpoint_id: id } });
    await t.runJobs(); // answered 500: pending, retry scheduled
    const pendingRedeliver = await c.call("POST", `/api/webhooks/${id}/deliveries/${test1.id}/redeliver`);
    expect(pendingRedeliver.status).toBe(409);
    t.clock.advance(72_001);
    await t.runJobs(); // 200
    await emit(t.ctx, { accountId: c.id, event: report });
    await t.runJobs();

    const page1 = await (await c.call("GET", `/api/webhooks/${id}/deliveries?limit=1`)).json();
    expect(page1.deliveries.map((d: { event: string }) => d.event)).toEqual(["report.completed"]);
    expect(page1.next).toBe(page1.deliveries[0].id);
    const page2 = await (await c.call("GET", `/api/webhooks/${id}/deliveries?limit=1&before=${page1.next}`)).json();
    expect(page2.next).toBeNull();
    const logged = page2.deliveries[0];
    expect(logged).toMatchObject({ id: test1.id, status: "succeeded", attempts: 2, last_status: 200, next_attempt_at: null });
    expect(logged.attempt_log.map((a: { number: number; status: number; response: string; error: string | null }) => [a.number, a.status, a.response, a.error])).toEqual([
      [1, 500, "answer 1", "HTTP 500"],
      [2, 200, "answer 2", null],
    ]);

    const again = await c.call("POST", `/api/webhooks/${id}/deliveries/${test1.id}/redeliver`);
    expect(again.status).toBe(202);
    expect(await again.json()).toMatchObject({ id: test1.id, status: "pending", attempts: 2 });
    await t.runJobs();
    const redelivered = r.received.at(-1)!;
    expect(redelivered.headers["webhook-id"]).toBe(test1.id);
    expect(new Webhook(secret).verify(redelivered.body, redelivered.headers)).toMatchObject({ event: "webhook.test" });
    expect(r.received.filter((x) => x.headers["webhook-id"] === test1.id)).toHaveLength(3);
  });

  test("rotate-secret: a new secret once; both sign for 24 hours", async () => {
    const r = receiver();
    const c = await customer();
    const { id, secret: old } = await (await c.call("POST", "/api/webhooks", { url: r.url })).json();
    const rotated = await c.call("POST", `/api/webhooks/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const body = await rotated.json();
    expect(body).toEqual({ id, secret: expect.stringMatching(/^whsec_/), previous_secret_until: new Date(t.clock.now() + 24 * 3600_000).toISOString() });
    expect((await (await c.call("GET", "/api/webhooks")).json()).webhooks[0].previous_secret_until).toBe(body.previous_secret_until);
    await c.call("POST", `/api/webhooks/${id}/test`);
    await t.runJobs();
    const [got] = r.received;
    for (const s of [old, body.secret]) expect(new Webhook(s).verify(got.body, got.headers)).toBeTruthy();
  });

  test("test events and redeliveries: 10 a minute per account, then 429 with Retry-After", async () => {
    const c = await customer();
    const { id } = await (await c.call("POST", "/api/webhooks", { url: "https://93.184.216.34/hooks" })).json();
    for (let i = 0; i < 10; i++) expect((await c.call("POST", `/api/webhooks/${id}/test`)).status).toBe(202);
    const refused = await c.call("POST", `/api/webhooks/${id}/test`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    // Another account has its own allowance.
    const other = await customer();
    const theirs = await (await other.call("POST", "/api/webhooks", { url: "https://93.184.216.34/hooks" })).json();
    expect((await other.call("POST", `/api/webhooks/${theirs.id}/test`)).status).toBe(202);
    t.clock.advance(60_001);
    expect((await c.call("POST", `/api/webhooks/${id}/test`)).status).toBe(202);
  });

  test("bad query parameters and cursors are 400s naming them", async () => {
    const c = await customer();
    const { id } = await (await c.call("POST", "/api/webhooks", { url: "https://93.184.216.34/hooks" })).json();
    for (const q of ["limit=0", "limit=101", "limit=ten", "limit=1.5"]) {
      const res = await c.call("GET", `/api/webhooks/${id}/deliveries?${q}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).field).toBe("limit");
    }
    const res = await c.call("GET", `/api/webhooks/${id}/deliveries?before=msg_elsewhere`);
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe("before");
  });
});

describe("plans and subscription events", () => {
  test("a plan bought, switched and canceled through the local checkout and portal: each change reaches the endpoint; report events stop with the plan", async () => {
    const r = receiver();
    const c = await customer("none");
    const buy = await (await c.call("POST", "/api/billing/checkout", { plan: "command" })).json();
    const pay = await t.request(`${new URL(buy.checkout_url).pathname}/pay`, { method: "POST" });
    expect(pay.status).toBe(303);
    expect((await c.call("POST", "/api/webhooks", { url: r.url })).status).toBe(201);
    await emit(t.ctx, { accountId: c.id, event: report });

    const portal = new URL((await (await c.call("POST", "/api/billing/portal")).json()).url);
    const link = portal.searchParams.get("token")!;
    const form = (path: string, fields: Record<string, string>) => t.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    expect((await form("/account/billing/switch", { token: link, plan: "tracker" })).status).toBe(303);
    // On Tracker: no more report events, and the API is closed — but the endpoint hears of its plan.
    expect(await emit(t.ctx, { accountId: c.id, event: report })).toEqual([]);
    expect((await c.call("GET", "/api/webhooks")).status).toBe(403);
    expect((await form("/account/billing/cancel", { token: link })).status).toBe(303);
    await t.runJobs();

    const events = r.received.map((x) => JSON.parse(x.body));
    expect(events.map((e) => [e.event, e.plan ?? null, e.status ?? null])).toEqual([
      ["report.completed", null, null],
      ["subscription.downgraded", "tracker", "active"],
      ["subscription.canceled", "tracker", "canceled"],
    ]);
    expect(Object.keys(events[1])).toEqual(["event", "subscription_id", "plan", "status", "current_period_end", "timestamp"]);
    expect(events[2].current_period_end).toBe(events[1].current_period_end); // access lasts to the end of the paid period
  });
});
