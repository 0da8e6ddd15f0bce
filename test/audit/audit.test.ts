/**
 * The audit log through the real interfaces: admin actions on the dashboard, account actions
 * through /api with a Bearer token, system actions from a verified Stripe event — each with the
 * right actor and client IP, never a secret value — and the /admin/audit page (filters, paging,
 * escaping, the navigation entry).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { audit, listAudit } from "../../src/audit";
import { findOrCreateAccount } from "../../src/accounts/accounts";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { enqueue, jobQueue } from "../../src/jobs/queue";
import { ManualClock } from "../../src/lib/clock";
import { accountWithPassword, bearer, signIn } from "../accounts/helpers";
import { Browser, createAdmin } from "../admin/helpers";
import { createTestApp, type TestApp } from "../helpers/app";
import { signEvent, stripeEvent } from "../helpers/fake-stripe";
import { startReceiver, statuses } from "../webhooks/helpers";
import { rows } from "../support/sql";
import { withTransaction } from "../../src/db/tx";

const ADMIN_IP = "203.0.113.7";
const CUSTOMER_IP = "198.51.100.44";
const STRIPE_IP = "192.0.2.99";
const WEBHOOK_SECRET = "whsec_audit_test_secret";

const auditText = async (t: TestApp) => JSON.stringify(await rows(t.rt.db).all("SELECT * FROM audit_log"));

describe("who did what", () => {
  let t: TestApp;
  let b: Browser;
  let csrf: string;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp({
      clock: new ManualClock(Date.UTC(2026, 10, 23, 12)),
      env: {
        RIVALSCOPE_TRUST_PROXY: "1",
        RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true",
        RIVALSCOPE_AUTH_PER_MINUTE: "unlimited",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_SECRET_KEY: "sk_test_audit",
        RIVALSCOPE_PAYMENTS: "stripe",
      },
    });
    adminId = (await createAdmin(t)).id;
    b = new Browser(t, ADMIN_IP);
    csrf = await b.signIn();
  });
  afterAll(() => t.close());

  test("an admin issues, edits and revokes a key on the dashboard: three rows, actor admin, the admin's IP, no key", async () => {
    const created = await b.request("/admin/keys", { form: { _csrf: csrf, email: "audited@example.com", name: "ops key", tier: "pro" } });
    const key = /id="new-key">(rsk_[0-9A-Za-z]{40})</.exec(await created.text())![1];
    const [issued] = (await listAudit(t.ctx, { action: "api_key.issued", limit: 100 })).filter((r) => r.details?.email === "audited@example.com");
    expect(issued).toMatchObject({ actorKind: "admin", actorId: adminId, ip: ADMIN_IP, targetType: "api_key" });
    expect(issued.details).toMatchObject({ tier: "pro", email: "audited@example.com" });
    const id = issued.targetId!;
    expect((await b.request(`/admin/keys/${id}`, { form: { _csrf: csrf, name: "renamed", tier: "pro", per_minute: "5", quota: "" } })).status).toBe(303);
    expect((await b.request(`/admin/keys/${id}/revoke`, { form: { _csrf: csrf } })).status).toBe(303);
    const rows = await listAudit(t.ctx, { targetType: "api_key", targetId: id, limit: 10 });
    expect(rows.map((r) => r.action)).toEqual(["api_key.revoked", "api_key.edited", "api_key.issued"]);
    for (const r of rows) expect(r).toMatchObject({ actorKind: "admin", actorId: adminId, ip: ADMIN_IP });
    expect(rows[1].details).toMatchObject({ changes: { name: "renamed", perMinute: 5 } });
    expect(await auditText(t)).not.toContain(key);
    expect(await auditText(t)).not.toContain(key.slice(4));
  });

  test("an admin grants a plan, edits a tool and retries a job on the dashboard: each audited as the admin", async () => {
    const account = await findOrCreateAccount(t.ctx, { email: "granted@example.com" });
    expect((await b.request(`/admin/accounts/${account.id}/plan`, { form: { _csrf: csrf, plan: "tracker" } })).status).toBe(303);
    const tool = (await (await t.request("/api/v1/tools/trello")).json()).tool;
    const edited = await b.request("/admin/catalog/trello", {
      form: { _csrf: csrf, name: "Trello", url: tool.url, category: tool.category, pricing_model: tool.pricing_model, starting_price: "$2/month", free_tier: "true", description: tool.description, differentiator: tool.differentiator, features: tool.features.join("\n"), target_audience: tool.target_audience, aliases: "" },
    });
    expect(edited.status).toBe(303);
    const { id: jobId } = await enqueue(t.ctx, { kind: "audit.test", maxAttempts: 1 });
    const run = (await jobQueue.claim(t.ctx, { kinds: ["audit.test"], workerId: "audit-test", leaseMs: 60_000 }))!;
    await jobQueue.fail(t.ctx, run, { error: "boom", retryAt: null });
    expect((await b.request(`/admin/jobs/${jobId}/retry`, { form: { _csrf: csrf } })).status).toBe(303);

    const mine = await listAudit(t.ctx, { actorKind: "admin", limit: 100 });
    const find = (action: string, targetId: string) => mine.find((r) => r.action === action && r.targetId === targetId);
    expect(find("plan.granted", account.id)).toMatchObject({ actorId: adminId, ip: ADMIN_IP, details: { plan: "tracker", previous: null } });
    expect(find("subscription.created", mine.find((r) => r.action === "subscription.created")?.targetId ?? "")).toMatchObject({ actorId: adminId });
    expect(find("tool.edited", "trello")).toMatchObject({ actorId: adminId, ip: ADMIN_IP });
    expect(find("job.retried", jobId)).toMatchObject({ actorId: adminId, ip: ADMIN_IP, details: { kind: "audit.test" } });
  });

  test("an account adds an endpoint, rotates its secret, changes its threshold through /api: actor account, its IP, no secret", async () => {
    const account = await accountWithPassword(t, "hooks@example.com");
    await setGrantedPlan(t.ctx, { accountId: account.id, plan: "command" });
    const token = (await signIn(t, "hooks@example.com")).access_token;
    const headers = { ...bearer(token), "x-forwarded-for": CUSTOMER_IP };
    const added = await t.request("/api/webhooks", { method: "POST", headers, json: { url: "http://127.0.0.1:9/hooks" } });
    expect(added.status).toBe(201);
    const endpoint = await added.json();
    const rotated = await t.request(`/api/webhooks/${endpoint.id}/rotate-secret`, { method: "POST", headers });
    expect(rotated.status).toBe(200);
    const { secret } = await rotated.json();
    expect((await t.request("/api/me", { method: "PATCH", headers, json: { change_threshold: "critical" } })).status).toBe(200);

    const rows = (await listAudit(t.ctx, { actorKind: "account", limit: 100 })).filter((r) => r.actorId === account.id);
    expect(rows.map((r) => r.action)).toEqual(["account.settings_changed", "webhook_endpoint.secret_rotated", "webhook_endpoint.added", "account.signed_in"]);
    for (const r of rows.slice(0, 3)) expect(r).toMatchObject({ actorId: account.id, ip: CUSTOMER_IP });
    expect(rows[2]).toMatchObject({ targetType: "webhook_endpoint", targetId: endpoint.id });
    // The sign-in (the test's request came without a forwarded address), with its sign-in id.
    expect(rows[3]).toMatchObject({ targetType: "account", targetId: account.id, details: { method: "password", sign_in: expect.stringMatching(/^rtf_/) } });
    for (const s of [endpoint.secret, secret]) {
      expect(await auditText(t)).not.toContain(s);
      expect(await auditText(t)).not.toContain(s.slice(6)); // without the whsec_ prefix either
    }
    // The plan grant above was made by the test's system context.
    expect((await listAudit(t.ctx, { action: "plan.granted", targetId: account.id, limit: 1 }))[0]).toMatchObject({ actorKind: "system", actorId: "test" });

    const removed = await t.request(`/api/webhooks/${endpoint.id}`, { method: "DELETE", headers });
    expect(removed.status).toBe(204);
    expect((await listAudit(t.ctx, { action: "webhook_endpoint.removed", limit: 1 }))[0]).toMatchObject({ actorKind: "account", actorId: account.id, targetId: endpoint.id });
  });

  test("sign-ins and sign-outs: an account's, a copied refresh token's revocation, an admin's — with who and from where, no token", async () => {
    const account = await accountWithPassword(t, "signs@example.com");
    const from = { "x-forwarded-for": CUSTOMER_IP };
    const first = await signIn(t, "signs@example.com", undefined, from);
    const signedIn = await listAudit(t.ctx, { action: "account.signed_in", targetId: account.id, limit: 10 });
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]).toMatchObject({ actorKind: "account", actorId: account.id, ip: CUSTOMER_IP, details: { method: "password" } });
    const signInId = signedIn[0].details!.sign_in;

    // Rotate once, then present the used token again: the whole sign-in is revoked, and audited.
    const rotated = await t.request("/api/auth/refresh", { method: "POST", headers: from, json: { refresh_token: first.refresh_token } });
    expect(rotated.status).toBe(200);
    expect((await t.request("/api/auth/refresh", { method: "POST", headers: from, json: { refresh_token: first.refresh_token } })).status).toBe(401);
    expect(await listAudit(t.ctx, { action: "account.sign_in_revoked", targetId: account.id, limit: 10 })).toEqual([expect.objectContaining({ ip: CUSTOMER_IP, details: expect.objectContaining({ sign_in: signInId }) })]);

    // A second sign-in, signed out: audited once; signing out again with the same token adds nothing.
    const second = await signIn(t, "signs@example.com", undefined, from);
    for (let i = 0; i < 2; i++) await t.request("/api/auth/logout", { method: "POST", headers: from, json: { refresh_token: second.refresh_token } });
    expect(await listAudit(t.ctx, { action: "account.signed_out", targetId: account.id, limit: 10 })).toHaveLength(1);
    for (const tok of [first.refresh_token, second.refresh_token, first.access_token]) expect(await auditText(t)).not.toContain(tok);

    // The admin signed in (beforeAll) from ADMIN_IP; a second browser signs in and out.
    expect((await listAudit(t.ctx, { action: "admin.signed_in", targetId: adminId, limit: 10 }))[0]).toMatchObject({ actorKind: "admin", actorId: adminId, ip: ADMIN_IP });
    const other = new Browser(t, ADMIN_IP);
    const otherCsrf = await other.signIn();
    expect(await listAudit(t.ctx, { action: "admin.signed_in", targetId: adminId, limit: 10 })).toHaveLength(2);
    expect((await other.request("/admin/logout", { form: { _csrf: otherCsrf } })).status).toBe(303);
    expect(await listAudit(t.ctx, { action: "admin.signed_out", targetId: adminId, limit: 10 })).toEqual([expect.objectContaining({ actorKind: "admin", actorId: adminId, ip: ADMIN_IP })]);
  });

  test("a verified Stripe event completes a checkout: actor system (stripe), the sender's IP; the new account and key too", async () => {
    const session = {
      id: "cs_test_audit",
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: "paid",
      customer: "cus_audit",
      customer_email: "payer@example.com",
      customer_details: { email: "payer@example.com" },
      subscription: "sub_audit",
      metadata: { purpose: "api_subscription", tier: "starter" },
    };
    const { body, signature } = await signEvent(stripeEvent("checkout.session.completed", session), WEBHOOK_SECRET, t.clock.now());
    const res = await t.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature, "x-forwarded-for": STRIPE_IP }, body });
    expect(res.status).toBe(200);
    const [done] = await listAudit(t.ctx, { action: "checkout.completed", limit: 1 });
    expect(done).toMatchObject({ actorKind: "system", actorId: "stripe", ip: STRIPE_IP, targetType: "checkout_session", targetId: "cs_test_audit" });
    expect(done.details).toMatchObject({ product: "api", tier: "starter", provider: "stripe" });
    for (const action of ["account.created", "api_key.issued", "subscription.created"]) {
      const byStripe = (await listAudit(t.ctx, { action, actorKind: "system", limit: 100 })).filter((r) => r.actorId === "stripe");
      expect(byStripe.length, action).toBe(1);
      expect(byStripe[0].ip).toBe(STRIPE_IP);
    }
    expect(await auditText(t)).not.toContain(WEBHOOK_SECRET);
  });

  test("a job disables an endpoint that answers 410: actor system (jobs); the test event sent by the account before it", async () => {
    const receiver = startReceiver(statuses(410));
    try {
      const account = await accountWithPassword(t, "gone@example.com");
      await setGrantedPlan(t.ctx, { accountId: account.id, plan: "command" });
      const headers = { ...bearer((await signIn(t, "gone@example.com")).access_token), "x-forwarded-for": CUSTOMER_IP };
      const endpoint = await (await t.request("/api/webhooks", { method: "POST", headers, json: { url: receiver.url } })).json();
      expect((await t.request(`/api/webhooks/${endpoint.id}/test`, { method: "POST", headers })).status).toBe(202);
      await t.runJobs();
      const rows = await listAudit(t.ctx, { targetType: "webhook_endpoint", targetId: endpoint.id, limit: 10 });
      expect(rows.map((r) => [r.action, r.actorKind, r.actorId, r.ip])).toEqual([
        ["webhook_endpoint.disabled", "system", "jobs", null],
        ["webhook_endpoint.test_sent", "account", account.id, CUSTOMER_IP],
        ["webhook_endpoint.added", "account", account.id, CUSTOMER_IP],
      ]);
      expect(rows[0].details).toMatchObject({ reason: "the receiver answered 410 Gone" });
    } finally {
      receiver.stop();
    }
  });

  test("a rolled-back change leaves no audit row (the row is written in the caller's transaction)", async () => {
    const before = (await listAudit(t.ctx, { limit: 1000 })).length;
    const res = await b.request("/admin/settings/RIVALSCOPE_FREE_PER_MINUTE", { form: { _csrf: csrf, value: "nope" } });
    expect(res.status).toBe(422);
    await expect(
      withTransaction(t.ctx, async (tx) => {
        await audit(tx, { action: "test.rolled_back" });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await listAudit(t.ctx, { limit: 1000 })).length).toBe(before);
  });

  test("details named like credentials are redacted even when a caller passes them", async () => {
    await audit(t.ctx, { action: "test.redaction", details: { password: "hunter2hunter2", nested: { api_key: "rsk_abc", note: "kept" }, secret: "s3cr3t" } });
    const [row] = await listAudit(t.ctx, { action: "test.redaction", limit: 1 });
    expect(row.details).toEqual({ password: "[redacted]", nested: { api_key: "[redacted]", note: "kept" }, secret: "[redacted]" });
  });
});

describe("the /admin/audit page", () => {
  let t: TestApp;
  let b: Browser;
  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(Date.UTC(2026, 10, 23, 12)), env: { RIVALSCOPE_TRUST_PROXY: "1" } });
    await createAdmin(t);
    b = new Browser(t, ADMIN_IP);
    await b.signIn();
    // 130 entries over three days, one with markup in its details.
    for (let i = 0; i < 130; i++) {
      t.clock.set(Date.UTC(2026, 10, 20 + (i % 3), 10, i % 60));
      await audit(t.ctx, { action: i % 2 ? "tool.edited" : "api_key.revoked", target: { type: i % 2 ? "tool" : "api_key", id: `target-${i}` }, details: { n: i } });
    }
    await audit(t.ctx, { action: "tool.added", target: { type: "tool", id: "x" }, details: { name: `<img src=x onerror="alert(1)">` } });
  });
  afterAll(() => t.close());

  test("needs a signed-in admin", async () => {
    const res = await new Browser(t).request("/admin/audit");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Faudit");
  });

  test("newest first, 100 per page with a link to older ones; escaped; in the navigation", async () => {
    const res = await b.request("/admin/audit");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toMatch(/<a href="\/admin\/audit"[^>]*class="active"[^>]*>Audit log<\/a>/);
    expect(page).not.toContain(`<img src=x onerror="alert(1)">`);
    expect(page).toContain("&lt;img src=x onerror=");
    // 131 entries above, the admin row made by createAdmin (system, test) and the admin's sign-in: 133 in all.
    expect(page.match(/<tr>\s*<td>/g)!.length).toBe(100);
    const older = /href="\/admin\/audit\?(before=\d+)"/.exec(page)![1];
    const next = await (await b.htmx(`/admin/audit?${older}`, { target: "tbody#audit-rows" })).text();
    expect(next).not.toContain("<h1>");
    expect(next.match(/<tr>\s*<td>/g)!.length).toBe(33);
    expect(next).not.toContain("Older entries");
  });

  test("filters: actor kind, action, target, date range; a bad date is a 400 that says so", async () => {
    const rowsOf = async (q: string) => {
      const res = await b.htmx(`/admin/audit?${q}`, { target: "tbody#audit-rows" });
      return (await res.text()).match(/<tr>\s*<td>/g)?.length ?? 0;
    };
    expect(await rowsOf("action=tool.edited")).toBe(65);
    expect(await rowsOf("target=api_key")).toBe(65);
    expect(await rowsOf("target=tool&target_id=target-7")).toBe(1);
    expect(await rowsOf("actor=admin")).toBe(1); // the admin's sign-in
    expect(await rowsOf("actor=admin&action=admin.signed_in")).toBe(1);
    expect(await rowsOf("actor=system&action=tool.edited")).toBe(65);
    // 20 and 21 November: two of the three days.
    expect(await rowsOf("from=2026-11-20&to=2026-11-21&action=api_key.revoked")).toBe(43);
    const bad = await b.request("/admin/audit?from=yesterday");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("must be a date (yyyy-mm-dd)");
  });
});

describe("the /admin/audit page shows people, not ids", () => {
  // Its own database: the page above counts its rows.
  const own = {} as { t: TestApp; b: Browser };
  beforeAll(async () => {
    own.t = await createTestApp({ clock: new ManualClock(Date.UTC(2026, 10, 23, 12)), env: { RIVALSCOPE_TRUST_PROXY: "1" } });
    await createAdmin(own.t);
    own.b = new Browser(own.t, ADMIN_IP);
    await own.b.signIn();
  });
  afterAll(() => own.t.close());

  test("people are shown by email (the id on hover), keys by prefix and holder, details as words that wrap between them", async () => {
    const account = await findOrCreateAccount(own.t.ctx, { email: "reader@example.com" });
    await audit({ ...own.t.ctx, actor: { kind: "account", id: account.id } }, { action: "account.threshold_changed", target: { type: "account", id: account.id }, details: { from: "medium", to: "high", notify: true, ids: ["a", "b"] } });
    await audit(own.t.ctx, { action: "account.deleted", target: { type: "account", id: "acc-gone" } });
    const page = await (await own.b.htmx("/admin/audit?action=account.", { target: "tbody#audit-rows" })).text();
    expect(page).toContain(`<td>account <span title="${account.id}">reader@example.com</span></td>`);
    expect(page).toContain(`account <span title="${account.id}">reader@example.com</span>`);
    expect(page).toContain("<dt>from</dt> <dd>medium</dd>");
    expect(page).toContain("<dt>notify</dt> <dd>yes</dd>");
    expect(page).toContain("<dt>ids</dt> <dd>a, b</dd>");
    expect(page).not.toContain("&quot;from&quot;"); // no raw JSON
    // A record that no longer exists keeps its id.
    expect(page).toContain("account <code>acc-gone</code>");
  });

});
