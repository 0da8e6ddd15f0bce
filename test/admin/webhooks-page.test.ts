/**
 * The dashboard's Webhooks pages: the endpoints of every account, adding one (secret shown once,
 * URL refused with the reason), and an endpoint's page — disable/enable, rotate, test, delete —
 * with its delivery log, attempts and Redeliver. Through htmx and as plain forms, signed in and
 * with the CSRF token only; everything a customer typed is escaped.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { emit } from "../../src/webhooks/deliveries";
import { createTestApp, type TestApp } from "../helpers/app";
import { customer, startReceiver, statuses, type Receiver } from "../webhooks/helpers";
import { Browser, createAdmin, signedInAdmin } from "./helpers";

let t: TestApp;
let b: Browser;
let csrf: string;
const receivers: Receiver[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" } });
  ({ b, csrf } = await signedInAdmin(t));
});
afterAll(() => t.close());
afterEach(() => receivers.splice(0).forEach((r) => r.stop()));

const receiver = (...args: Parameters<typeof startReceiver>) => {
  const r = startReceiver(...args);
  receivers.push(r);
  return r;
};

const XSS = `<img src=x onerror="alert(1)">`;
const secretIn = (page: string) => /id="new-secret">(whsec_[^<]+)</.exec(page)?.[1];

/** Posts the add form as a browser would, `events` repeated once per ticked box. */
function addForm(fields: [string, string][], htmx = false) {
  const headers: Record<string, string> = { cookie: b.cookieHeader, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.7" };
  if (htmx) Object.assign(headers, { "hx-request": "true", "hx-request-type": "partial", "hx-target": "section#webhook-create" });
  return t.request("/admin/webhooks", { method: "POST", headers, body: new URLSearchParams([["_csrf", csrf], ...fields]).toString(), redirect: "manual" });
}

describe("Webhooks pages", () => {
  test("need a signed-in admin; the navigation has the entry", async () => {
    const anonymous = new Browser(t);
    const res = await anonymous.request("/admin/webhooks");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fwebhooks");
    expect((await anonymous.request("/admin/webhooks/ep_x/test", { form: {} })).status).toBe(303);
    const page = await (await b.request("/admin/webhooks")).text();
    expect(page).toMatch(/<a href="\/admin\/webhooks"[^>]*class="active"[^>]*>Webhooks<\/a>/);
  });

  test("a server without endpoints says so", async () => {
    const fresh = await createTestApp();
    try {
      await createAdmin(fresh);
      const browser = new Browser(fresh);
      await browser.signIn();
      expect(await (await browser.request("/admin/webhooks")).text()).toContain("No webhook endpoints yet.");
    } finally {
      await fresh.close();
    }
  });

  test("adding an endpoint shows its secret once; the list shows the endpoint but never the secret", async () => {
    const r = receiver();
    const account = await customer(t.ctx, "add@example.com");
    const res = await addForm([["email", "ADD@example.com"], ["url", r.url], ["description", XSS], ["events", "report.completed"], ["events", "competitor.changed"]], true);
    expect(res.status).toBe(200);
    const fragment = await res.text();
    expect(fragment).toStartWith(`<section id="webhook-create"`);
    const secret = secretIn(fragment)!;
    expect(secret).toMatch(/^whsec_/);
    expect(fragment).toContain(`<hx-partial hx-target="#endpoint-rows" hx-swap="afterbegin"><tr id="endpoint-ep_`);
    expect(fragment).toContain("report.completed, competitor.changed");
    expect(fragment).not.toContain(XSS);

    const list = await (await b.request("/admin/webhooks")).text();
    expect(list).toContain(r.url);
    expect(list).toContain(account.email);
    expect(list).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(list).not.toContain(secret);
    expect(list).not.toContain("new-secret");
    // The search swaps the rows.
    const rows = await (await b.htmx("/admin/webhooks?q=nothing-like-this", { target: "tbody#endpoint-rows" })).text();
    expect(rows).toContain("No endpoint matches this search.");
  });

  test("a refused URL, an unknown account, a full allowance or a bad event: 400 with the reason, nothing added", async () => {
    await customer(t.ctx, "refused@example.com");
    const cases: [[string, string][], string][] = [
      [[["email", "refused@example.com"], ["url", "https://169.254.169.254/latest"]], "The URL is refused: 169.254.169.254 is a cloud metadata address."],
      [[["email", "refused@example.com"], ["url", "ftp://files.example/in"]], "The URL is refused: only http and https URLs can be fetched (got ftp)."],
      [[["email", "nobody@example.com"], ["url", "https://hooks.example/in"]], "There is no account with the email nobody@example.com."],
      [[["email", "refused@example.com"], ["url", ""]], "URL is required."],
      [[["email", "refused@example.com"], ["url", "http://127.0.0.1:9/in"], ["events", "everything"]], "Events must be among the listed ones."],
    ];
    for (const [fields, message] of cases) {
      const res = await addForm(fields);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    const full = await customer(t.ctx, "full@example.com");
    for (let i = 0; i < 3; i++) await t.rt.webhooks.createEndpoint(t.ctx, { accountId: full.id, url: `http://127.0.0.1:9/in${i}` });
    const res = await addForm([["email", "full@example.com"], ["url", "http://127.0.0.1:9/in4"]]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("already has 3 webhook endpoints, the most its plan allows (3)");
    expect((await (await b.request("/admin/webhooks?q=refused")).text())).toContain("No endpoint matches this search.");
  });

  test("an endpoint's page: test event, the delivery log with its attempts, Redeliver; disable, enable, rotate (secret once), delete", async () => {
    const r = receiver(statuses(500));
    const account = await customer(t.ctx, "page@example.com");
    const { endpoint } = await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: r.url });
    const path = `/admin/webhooks/${endpoint.id}`;

    // Send test (htmx): its row joins the log, pending, and refreshes itself.
    const testRow = await (await b.htmx(`${path}/test`, { method: "POST", csrf })).text();
    expect(testRow).toStartWith(`<tr id="delivery-msg_`);
    expect(testRow).toContain("webhook.test");
    expect(testRow).toContain('hx-trigger="every 3s"');
    await t.runJobs();
    expect(r.received).toHaveLength(1);
    await emit(t.ctx, { accountId: account.id, event: { event: "subscription.created", subscription_id: "sub_9", plan: "command", status: "active", current_period_end: null } });
    await t.runJobs();

    const page = await (await b.request(path)).text();
    expect(page).toContain(r.url);
    expect(page).toContain("subscription.created");
    expect(page).toContain("next "); // pending, with its next attempt's time
    expect(page).toContain("answer 1"); // the response, in the attempts
    expect(page).toContain("HTTP 500");
    const deliveryId = /id="delivery-(msg_[A-Za-z0-9]+)"/.exec(page)![1]; // newest first: subscription.created

    // Finish it (3 more attempts), then redeliver it from its row.
    for (const s of [60, 300, 1500]) {
      t.clock.advance(s * 1200 + 1);
      await t.runJobs();
    }
    const polled = await (await b.htmx(`${path}/deliveries/${deliveryId}`, { target: `tr#delivery-${deliveryId}` })).text();
    expect(polled).toContain(">failed<");
    expect(polled).not.toContain("every 3s");
    r.answer = statuses(200);
    const refused = await b.request(`${path}/deliveries/${deliveryId}/redeliver`, { form: {} });
    expect(refused.status).toBe(403); // no CSRF token
    const again = await (await b.htmx(`${path}/deliveries/${deliveryId}/redeliver`, { method: "POST", csrf })).text();
    expect(again).toContain(">pending<");
    const twice = await b.htmx(`${path}/deliveries/${deliveryId}/redeliver`, { method: "POST", csrf });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("still being attempted");
    await t.runJobs();
    expect(r.received.at(-1)!.headers["webhook-id"]).toBe(deliveryId);

    // Disable / enable swap the card.
    const disabled = await (await b.htmx(`${path}/disable`, { method: "POST", csrf })).text();
    expect(disabled).toStartWith(`<section id="endpoint-card"`);
    expect(disabled).toContain("disabled by ops@example.com");
    expect(disabled).toContain(`action="${path}/enable"`);
    const enabled = await (await b.htmx(`${path}/enable`, { method: "POST", csrf })).text();
    expect(enabled).toContain(">enabled<");

    // Rotate: the new secret once, in the card (htmx) or the page (plain form).
    const rotated = await (await b.htmx(`${path}/rotate`, { method: "POST", csrf })).text();
    const secret = secretIn(rotated)!;
    expect(secret).toMatch(/^whsec_/);
    expect(rotated).toContain("the previous secret also signs until");
    const plain = await b.request(`${path}/rotate`, { form: { _csrf: csrf } });
    expect(plain.status).toBe(200);
    const second = secretIn(await plain.text())!;
    expect(second).not.toBe(secret);
    expect(await (await b.request(path)).text()).not.toContain(second);

    // Delete: back to the list, gone.
    const deleted = await b.request(`${path}/delete`, { form: { _csrf: csrf } });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/admin/webhooks");
    expect((await b.request(path)).status).toBe(404);
  });

  test("unknown endpoints, deliveries and actions answer 404; a bad page cursor 400", async () => {
    const missing = await b.request("/admin/webhooks/ep_nope");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<nav aria-label="Dashboard">'); // inside the dashboard
    expect((await b.request("/admin/webhooks/ep_nope/rotate", { form: { _csrf: csrf } })).status).toBe(404);
    expect((await b.request("/admin/webhooks/ep_nope/frobnicate", { form: { _csrf: csrf } })).status).toBe(404);
    expect((await b.request("/admin/webhooks/ep_nope/deliveries/msg_nope/redeliver", { form: { _csrf: csrf } })).status).toBe(404);
    const account = await customer(t.ctx, "cursor@example.com");
    const { endpoint } = await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: "http://127.0.0.1:9/in" });
    expect((await b.request(`/admin/webhooks/${endpoint.id}?before=msg_nope`)).status).toBe(400);
  });
});
