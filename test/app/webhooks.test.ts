/**
 * The app's webhooks pages through app.handle: the plan gate (Tracker sees what Command gives and
 * the portal button), adding an endpoint (secret shown once; refusals name the field), its page —
 * test event delivered, signed, to a loopback receiver; rotate; disable and enable; redeliver;
 * delete — and the security cases: another customer's ids answer 404, every form needs the CSRF
 * token, test sends are limited per account.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { Webhook } from "standardwebhooks";
import { ManualClock } from "../../src/lib/clock";
import { createTestApp, type TestApp } from "../helpers/app";
import { startReceiver, type Receiver } from "../webhooks/helpers";
import { customerOn } from "./helpers";

let t: TestApp;
const receivers: Receiver[] = [];
beforeAll(async () => {
  // The Standard Webhooks verifier checks the signature's timestamp against the real time.
  t = await createTestApp({ clock: new ManualClock(Date.now()), env: { RIVALSCOPE_TRUST_PROXY: "1", RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_WEBHOOK_ENDPOINTS: "2" } });
});
afterAll(() => t.close());
afterEach(() => receivers.splice(0).forEach((r) => r.stop()));

const receiver = () => {
  const r = startReceiver();
  receivers.push(r);
  return r;
};

const customer = (email: string, plan: "tracker" | "command" | "none") => customerOn(t, email, plan);

const secretIn = (page: string) => /id="new-secret">(whsec_[^<]+)</.exec(page)?.[1];
const endpointIdIn = (page: string) => /id="endpoint-(ep_[0-9A-Za-z]+)"/.exec(page)?.[1];

describe("webhooks in the app", () => {
  test("Tracker: what Command gives and its button; adding is refused (403)", async () => {
    const { b, csrf } = await customer("hooks.tracker@example.com", "tracker");
    const page = await (await b.request("/app/webhooks")).text();
    expect(page).toContain("Webhooks is part of the Command plan");
    expect(page).toContain("Webhooks for every event (up to 2 endpoints)");
    expect(page).toContain("Buy Command");
    expect(page).not.toContain('id="webhook-create"');
    const res = await b.request("/app/webhooks", { form: { _csrf: csrf, url: "http://127.0.0.1:9/hooks" } });
    expect(res.status).toBe(403);
  });

  test("Command: add (secret once), a signed test delivery arrives, rotate, disable/enable, redeliver, delete", async () => {
    const { b, csrf } = await customer("hooks.command@example.com", "command");
    const r = receiver();
    const added = await b.htmx("/app/webhooks", { method: "POST", csrf, target: "section#webhook-create", form: { url: r.url, description: "Prod <receiver>" } });
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toStartWith('<section id="webhook-create"');
    const secret = secretIn(html)!;
    expect(secret).toMatch(/^whsec_/);
    expect(html).toContain('<hx-partial hx-target="#endpoint-list" hx-swap="afterbegin">');
    expect(html).toContain("Prod &lt;receiver&gt;");
    const id = endpointIdIn(html)!;
    // Never shown again.
    const list = await (await b.request("/app/webhooks")).text();
    expect(list).toContain(`href="/app/webhooks/${id}"`);
    expect(list).not.toContain(secret);
    expect(await (await b.request(`/app/webhooks/${id}`)).text()).not.toContain(secret);

    // Send test: the row joins the log, the job delivers it, signed.
    const row = await b.htmx(`/app/webhooks/${id}/test`, { method: "POST", csrf, target: "tbody#delivery-rows", form: {} });
    expect(row.status).toBe(200);
    const rowHtml = await row.text();
    expect(rowHtml).toContain("webhook.test");
    expect(rowHtml).toContain(`hx-get="/app/webhooks/${id}/deliveries/`);
    await t.runJobs();
    await r.waitFor(1);
    const got = r.received[0];
    const verified = new Webhook(secret).verify(got.body, got.headers) as { event: string };
    expect(verified.event).toBe("webhook.test");
    const page = await (await b.request(`/app/webhooks/${id}`)).text();
    expect(page).toContain("succeeded");
    const deliveryId = /id="delivery-(msg_[0-9A-Za-z]+)"/.exec(page)![1];
    // The polled row of one delivery.
    expect(await (await b.htmx(`/app/webhooks/${id}/deliveries/${deliveryId}`, { target: `tr#delivery-${deliveryId}` })).text()).toStartWith(`<tr id="delivery-${deliveryId}"`);

    // Rotate: a new secret in the card, this once.
    const rotated = await (await b.htmx(`/app/webhooks/${id}/rotate`, { method: "POST", csrf, target: "section#endpoint-card", form: {} })).text();
    const next = secretIn(rotated)!;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);
    expect(rotated).toContain("the previous secret also signs until");

    // Disable: the card says so; a redelivery is refused while disabled (409); enable; redeliver works.
    const off = await (await b.htmx(`/app/webhooks/${id}/disable`, { method: "POST", csrf, target: "section#endpoint-card", form: {} })).text();
    expect(off).toContain("disabled by hooks.command@example.com in the app");
    const test2 = await b.request(`/app/webhooks/${id}/test`, { form: { _csrf: csrf } });
    expect(test2.status).toBe(303);
    await t.runJobs();
    const pending = await b.htmx(`/app/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { method: "POST", csrf, form: {} });
    expect(pending.status).toBe(200); // test events go through even while disabled
    await t.runJobs();
    expect((await b.request(`/app/webhooks/${id}/enable`, { form: { _csrf: csrf } })).status).toBe(303);
    const again = await b.htmx(`/app/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { method: "POST", csrf, form: {} });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("pending");
    const conflict = await b.htmx(`/app/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { method: "POST", csrf, form: {} });
    expect(conflict.status).toBe(409);
    expect(await conflict.text()).toContain("still being attempted");
    await t.runJobs();
    await r.waitFor(3);
    // The same webhook-id on every send of one delivery.
    expect(r.received.filter((x) => x.headers["webhook-id"] === deliveryId).length).toBeGreaterThanOrEqual(2);

    // Delete: back to the list, gone.
    const gone = await b.request(`/app/webhooks/${id}/delete`, { form: { _csrf: csrf } });
    expect(gone.status).toBe(303);
    expect(gone.headers.get("location")).toBe("/app/webhooks");
    expect((await b.request(`/app/webhooks/${id}`)).status).toBe(404);
  });

  test("refusals name the field (400) or the limit (403); a plain form gets the page with the secret", async () => {
    const { b, csrf } = await customer("hooks.form@example.com", "command");
    const cases: [Record<string, string>, number, string][] = [
      [{ url: "" }, 400, "URL: must not be empty."],
      [{ url: "ftp://files.example/x" }, 400, "URL: refused"],
      [{ url: "https://hooks.example/x", description: "d".repeat(201) }, 400, "Description: must be at most 200 characters."],
      [{ url: "https://hooks.example/x", events: "nonsense.event" }, 400, "Events: must be among"],
    ];
    for (const [form, status, message] of cases) {
      const res = await b.htmx("/app/webhooks", { method: "POST", csrf, target: "section#webhook-create", form });
      expect(res.status, JSON.stringify(form)).toBe(status);
      expect(await res.text()).toContain(message);
    }
    const r = receiver();
    const plain = await b.request("/app/webhooks", { form: { _csrf: csrf, url: r.url } });
    expect(plain.status).toBe(200);
    expect(secretIn(await plain.text())).toMatch(/^whsec_/);
    expect((await b.request("/app/webhooks", { form: { _csrf: csrf, url: `${r.url}/2` } })).status).toBe(200);
    const third = await b.htmx("/app/webhooks", { method: "POST", csrf, target: "section#webhook-create", form: { url: `${r.url}/3` } });
    expect(third.status).toBe(403);
    expect(await third.text()).toContain("(2)");
  });

  test("another customer's endpoint answers 404 everywhere; forms need the CSRF token; test sends are limited (10 a minute)", async () => {
    const owner = await customer("hooks.owner@example.com", "command");
    const r = receiver();
    const id = endpointIdIn(await (await owner.b.htmx("/app/webhooks", { method: "POST", csrf: owner.csrf, target: "section#webhook-create", form: { url: r.url } })).text())!;
    await owner.b.request(`/app/webhooks/${id}/test`, { form: { _csrf: owner.csrf } });
    const deliveryId = /id="delivery-(msg_[0-9A-Za-z]+)"/.exec(await (await owner.b.request(`/app/webhooks/${id}`)).text())![1];

    const other = await customer("hooks.stranger@example.com", "command");
    expect((await other.b.request(`/app/webhooks/${id}`)).status).toBe(404);
    for (const action of ["enable", "disable", "rotate", "test", "delete"]) expect((await other.b.request(`/app/webhooks/${id}/${action}`, { form: { _csrf: other.csrf } })).status, action).toBe(404);
    expect((await other.b.request(`/app/webhooks/${id}/deliveries/${deliveryId}`)).status).toBe(404);
    expect((await other.b.request(`/app/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { form: { _csrf: other.csrf } })).status).toBe(404);
    expect(await (await other.b.request("/app/webhooks")).text()).not.toContain(id);
    expect((await owner.b.request(`/app/webhooks/${id}/nonsense`, { form: { _csrf: owner.csrf } })).status).toBe(404);

    for (const path of ["/app/webhooks", `/app/webhooks/${id}/rotate`, `/app/webhooks/${id}/test`, `/app/webhooks/${id}/delete`, `/app/webhooks/${id}/deliveries/${deliveryId}/redeliver`]) {
      const res = await owner.b.request(path, { form: { url: r.url } });
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain("CSRF");
    }
    expect((await owner.b.request(`/app/webhooks/${id}`)).status).toBe(200);

    // One send so far; nine more are admitted, the eleventh is refused.
    for (let i = 0; i < 9; i++) expect((await owner.b.request(`/app/webhooks/${id}/test`, { form: { _csrf: owner.csrf } })).status).toBe(303);
    const limited = await owner.b.htmx(`/app/webhooks/${id}/test`, { method: "POST", csrf: owner.csrf, form: {} });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});
