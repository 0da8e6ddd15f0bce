/**
 * What the dashboard's pages do: keys (create once, revoke, tier and limits), the catalog (edit and
 * add, seen by the API at once), accounts and subscriptions, outbox, overview — with every piece
 * of user-supplied text escaped and no input able to cause a 500.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { accounts, subscriptionEvents, subscriptions } from "../../src/db/schema";
import { getApiKey, issueApiKey } from "../../src/access/keys";
import { startSession } from "../../src/admin/sessions";
import { outbox } from "../../src/db/schema";
import { createTestApp, type TestApp } from "../helpers/app";
import { Browser, createAdmin, signedInAdmin } from "./helpers";
import { rows } from "../support/sql";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let b: Browser;
let csrf: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, b, csrf } = await signedInAdmin(t));
});
afterAll(() => t.close());

const XSS = `<script>alert("x")</script>`;
const ESCAPED = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;";

describe("API keys", () => {
  // Every test issues the keys it works on, under its own email, so none sees another's changes.
  const newKey = async (email: string, tier: "starter" | "pro" = "pro", name?: string) => {
    const { key, record } = await issueApiKey(t.ctx, { email, tier, name });
    return { fullKey: key, keyId: record.id };
  };

  test("creating a key shows it in full exactly once, and its row", async () => {
    const res = await b.htmx("/admin/keys", { method: "POST", form: { email: "Buyer@Example.com", name: "nightly job", tier: "pro" }, target: "section#key-create", csrf });
    expect(res.status).toBe(200);
    const html = await res.text();
    const fullKey = /id="new-key">(rsk_[0-9A-Za-z]{40})</.exec(html)![1];
    const keyId = /id="key-(key_[0-9A-Za-z]+)"/.exec(html)![1];
    expect(html).toContain("shown only this once");
    expect(html).toContain('<hx-partial hx-target="#key-rows" hx-swap="afterbegin">');
    expect(html).toContain("buyer@example.com");
    // Never again: not on the list, not in the row.
    const list = await (await b.request("/admin/keys")).text();
    expect(list).toContain(fullKey.slice(0, 12) + "…");
    expect(list).not.toContain(fullKey);
    const row = await (await b.htmx(`/admin/keys/${keyId}`, { target: `tr#key-${keyId}` })).text();
    expect(row).not.toContain(fullKey);
    // The key works on the API.
    expect((await t.request("/api/v1/tools?limit=1", { headers: { "x-api-key": fullKey } })).status).toBe(200);
  });

  test("invalid input to create comes back as a message", async () => {
    for (const [form, message] of [
      [{ email: "not an email", tier: "pro" }, "Email must be an email address."],
      [{ email: "a@example.com", tier: "platinum" }, "Tier must be one of starter, pro, internal."],
      [{ email: "a@example.com", tier: "pro", name: "n".repeat(101) }, "Name must be at most 100 characters."],
    ] as const) {
      const res = await b.htmx("/admin/keys", { method: "POST", form, target: "section#key-create", csrf });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
  });

  test("search and filters narrow the list", async () => {
    const { fullKey } = await newKey("buyer@example.com", "pro", "nightly job");
    await newKey("other@example.com", "starter", "other");
    const byEmail = await (await b.htmx("/admin/keys?q=buyer", { target: "tbody#key-rows" })).text();
    expect(byEmail).toContain("buyer@example.com");
    expect(byEmail).not.toContain("other@example.com");
    const byTier = await (await b.htmx("/admin/keys?tier=starter", { target: "tbody#key-rows" })).text();
    expect(byTier).toContain("other@example.com");
    expect(byTier).not.toContain("buyer@example.com");
    // A pasted display prefix ("rsk_…", with its underscore) finds the key.
    const byPrefix = await (await b.htmx(`/admin/keys?q=${fullKey.slice(0, 12)}`, { target: "tbody#key-rows" })).text();
    expect(byPrefix).toContain("buyer@example.com");
    expect(byPrefix).not.toContain("other@example.com");
    // Other tests revoke keys of their own; buyer's keys are all active.
    const none = await (await b.htmx("/admin/keys?q=buyer&status=revoked", { target: "tbody#key-rows" })).text();
    expect(none).toContain("No key matches this search.");
    // Nonsense filters are ignored, not errors.
    expect((await b.request("/admin/keys?tier=gold&status=%00&q=" + "%25".repeat(500))).status).toBe(200);
  });

  test("tier and per-key limits can be changed; empty means the tier default, -1 unlimited", async () => {
    const { fullKey, keyId } = await newKey("limits@example.com", "pro", "nightly job");
    const edit = await b.htmx(`/admin/keys/${keyId}/edit`, { target: `tr#key-${keyId}` });
    expect(await edit.text()).toContain(`hx-post="/admin/keys/${keyId}"`);
    const res = await b.htmx(`/admin/keys/${keyId}`, { method: "POST", form: { name: "nightly job", tier: "starter", per_minute: "-1", quota: "5000" }, target: `tr#key-${keyId}`, csrf });
    expect(res.status).toBe(200);
    const row = await res.text();
    expect(row).toContain("<td>starter</td>");
    expect(row).toContain("unlimited/min · 5,000/month");
    expect(row).toContain("custom");
    const api = await t.request("/api/v1/tools?limit=1", { headers: { "x-api-key": fullKey } });
    expect(api.headers.get("x-quota-limit")).toBe("5000");
    const back = await (await b.htmx(`/admin/keys/${keyId}`, { method: "POST", form: { tier: "starter", per_minute: "", quota: "" }, target: `tr#key-${keyId}`, csrf })).text();
    expect(back).toContain("60/min · 1,000/month");
    expect(back).not.toContain("custom");
  });

  test("without JavaScript: the edit link opens the row as a form, and posting it saves and comes back", async () => {
    const { keyId } = await newKey("no-js-edit@example.com", "starter");
    const page = await (await b.request(`/admin/keys/${keyId}/edit`)).text();
    expect(page).toContain('class="key editing"');
    const form = /<form[^>]*action="\/admin\/keys\/[^"]+"[^>]*>/.exec(page)?.[0] ?? "";
    expect(form).toContain('method="post"');
    const res = await b.request(`/admin/keys/${keyId}`, { form: { _csrf: csrf, name: "no-js edit", tier: "pro", per_minute: "42", quota: "" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/keys?q=${keyId}`);
    expect(await getApiKey(t.ctx, { id: keyId })).toMatchObject({ name: "no-js edit", tier: "pro", perMinute: 42, quota: null });
    const list = await (await b.request(res.headers.get("location")!)).text();
    expect(list).toContain("no-js edit");
    expect(list).toContain("42/min");
  });

  test("bad limits are refused in the row, naming the field", async () => {
    const { keyId } = await newKey("bad-limits@example.com", "starter");
    for (const [form, field] of [
      [{ tier: "pro", per_minute: "0" }, "Requests per minute"],
      [{ tier: "pro", quota: "lots" }, "Monthly quota"],
      [{ tier: "pro", quota: "1e9" }, "Monthly quota"],
      // Read as every integer setting is: decimal digits only, at most 1,000,000,000.
      [{ tier: "pro", per_minute: " 5" }, "Requests per minute"],
      [{ tier: "pro", per_minute: "0x10" }, "Requests per minute"],
      [{ tier: "pro", per_minute: "+5" }, "Requests per minute"],
      [{ tier: "pro", quota: "1000000001" }, "Monthly quota"],
      [{ tier: "pro", quota: "99999999999999999999" }, "Monthly quota"],
      [{ tier: "gold" }, "Tier"],
    ] as const) {
      const res = await b.htmx(`/admin/keys/${keyId}`, { method: "POST", form, target: `tr#key-${keyId}`, csrf });
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain(field);
      expect(text).toContain('class="key editing"');
    }
  });

  test("revoking a key swaps its row and the API refuses the key at once", async () => {
    const { fullKey, keyId } = await newKey("revoke@example.com", "starter");
    expect((await t.request("/api/v1/tools?limit=1", { headers: { "x-api-key": fullKey } })).status).toBe(200);
    const res = await b.htmx(`/admin/keys/${keyId}/revoke`, { method: "POST", form: {}, target: `tr#key-${keyId}`, csrf });
    expect(res.status).toBe(200);
    const row = await res.text();
    expect(row).toStartWith(`<tr id="key-${keyId}" class="key revoked">`);
    expect(row).toContain("revoked");
    expect(row).not.toContain("Revoke</button>");
    const api = await t.request("/api/v1/tools?limit=1", { headers: { "x-api-key": fullKey } });
    expect(api.status).toBe(401);
    expect((await api.json()).error).toBe("invalid_api_key");
    // Revoking twice is harmless.
    expect((await b.htmx(`/admin/keys/${keyId}/revoke`, { method: "POST", form: {}, csrf })).status).toBe(200);
  });

  test("the revoke button asks for confirmation", async () => {
    await newKey("confirm@example.com", "starter");
    const page = await (await b.request("/admin/keys")).text();
    expect(page).toMatch(/hx-confirm="Revoke key rsk_[0-9A-Za-z]{8}… of confirm@example.com\?/);
  });

  test("a <script> in a key's name or email is shown as text", async () => {
    await issueApiKey(t.ctx, { email: "x@example.com", tier: "pro", name: XSS });
    const page = await (await b.request("/admin/keys")).text();
    expect(page).toContain(ESCAPED);
    expect(page).not.toContain(XSS);
    const created = await (await b.htmx("/admin/keys", { method: "POST", form: { email: "y@example.com", tier: "pro", name: XSS }, target: "section#key-create", csrf })).text();
    expect(created).toContain(ESCAPED);
    expect(created).not.toContain(XSS);
  });

  test("without JavaScript the forms still work (303 back to the list)", async () => {
    const k = (await issueApiKey(t.ctx, { email: "nojs@example.com", tier: "pro" })).record;
    const edit = await (await b.request(`/admin/keys/${k.id}/edit`)).text();
    expect(edit).toMatch(/<!doctype html>[\s\S]*class="key editing"/);
    const saved = await b.request(`/admin/keys/${k.id}`, { form: { _csrf: csrf, tier: "internal" } });
    expect(saved.status).toBe(303);
    const res = await b.request(`/admin/keys/${k.id}/revoke`, { form: { _csrf: csrf } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/keys?q=${k.id}`);
    const created = await b.request("/admin/keys", { form: { _csrf: csrf, email: "nojs2@example.com", tier: "internal" } });
    expect(created.status).toBe(200);
    expect(await created.text()).toMatch(/<!doctype html>[\s\S]*id="new-key">rsk_/);
  });
});

describe("catalog", () => {
  const slug = "asana";
  const form = (over: Record<string, string> = {}) => {
    const tool = t.rt.catalog.get(slug)!;
    return {
      name: tool.name,
      url: tool.url,
      category: tool.category,
      pricing_model: tool.pricing_model,
      starting_price: tool.starting_price,
      ...(tool.free_tier ? { free_tier: "true" } : {}),
      description: tool.description,
      differentiator: tool.differentiator,
      features: tool.features.join("\n"),
      target_audience: tool.target_audience,
      ...over,
    };
  };

  test("search finds tools; the results fragment is swapped alone", async () => {
    const frag = await (await b.htmx("/admin/catalog?q=asana", { target: "div#tool-results" })).text();
    expect(frag).toStartWith('<div id="tool-results">');
    expect(frag).toContain("/admin/catalog/asana");
    const none = await (await b.htmx("/admin/catalog?q=zzzznothing", { target: "div#tool-results" })).text();
    expect(none).toContain("No tool matches this search.");
    expect((await b.request("/admin/catalog?offset=-5&category=%3Cnope%3E")).status).toBe(200);
  });

  test("an edit is served by the API at once", async () => {
    const description = "Edited in the dashboard: work management for teams that plan, track and ship projects together.";
    const res = await b.htmx(`/admin/catalog/${slug}`, { method: "POST", form: form({ description }), target: "div#app", csrf });
    expect(res.status).toBe(200);
    expect(res.headers.get("hx-push-url")).toBe(`/admin/catalog/${slug}`);
    expect(await res.text()).toContain("Changes saved");
    const api = await (await t.request(`/api/v1/tools/${slug}`)).json();
    expect(JSON.stringify(api)).toContain(description);
  });

  test("invalid edits come back with the message beside the field, not a 500", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ url: "javascript:alert(1)" }, "url", "must be an https URL"],
      [{ description: "too short" }, "description", "description must be at least 40 characters"],
      [{ features: "one\ntwo" }, "features", "needs at least 3 features"],
      [{ pricing_model: "Barter" }, "pricing_model", "must be one of"],
      [{ starting_price: "cheap" }, "starting_price", "must look like"],
      [{ name: "Trello" }, "_", "already exists"],
    ];
    for (const [over, field, message] of cases) {
      const res = await b.htmx(`/admin/catalog/${slug}`, { method: "POST", form: form(over), target: "div#app", csrf });
      expect(res.status, field).toBe(400);
      const text = await res.text();
      expect(text, field).toContain(message);
      if (field !== "_") expect(text).toContain(`id="${field}-error"`);
    }
  });

  test("a <script> in a tool's description is escaped on its page and in the form", async () => {
    const description = `${XSS} — a description long enough to pass validation of forty chars.`;
    const res = await b.htmx(`/admin/catalog/${slug}`, { method: "POST", form: form({ description }), target: "div#app", csrf });
    expect(res.status).toBe(200);
    for (const path of [`/admin/catalog/${slug}`, `/admin/catalog/${slug}/edit`]) {
      const page = await (await b.request(path)).text();
      expect(page).toContain(ESCAPED);
      expect(page).not.toContain(XSS);
    }
  });

  test("adding a tool: it appears in the catalog and the API", async () => {
    const res = await b.request("/admin/catalog", {
      form: {
        _csrf: csrf,
        name: "Rivalscope Test Tool",
        url: "https://example.com",
        category: "Project Management",
        pricing_model: "Freemium",
        starting_price: "$5/month",
        free_tier: "true",
        description: "A tool added from the dashboard to check that additions are served by the API at once.",
        differentiator: "It exists only in tests.",
        features: "Boards\nTimelines\nReports\n\n",
        target_audience: "Test suites",
      },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/catalog/rivalscope-test-tool?saved=added");
    expect((await b.request("/admin/catalog/rivalscope-test-tool?saved=added").then((r) => r.text())).includes("Tool added.")).toBe(true);
    const api = await t.request("/api/v1/tools/rivalscope-test-tool");
    expect(api.status).toBe(200);
    expect(JSON.stringify(await api.json())).toContain("Rivalscope Test Tool");
    // The same name twice is a conflict shown on the form.
    const dup = await b.request("/admin/catalog", { form: { _csrf: csrf, name: "Rivalscope Test Tool" } });
    expect(dup.status).toBe(400);
  });
});

describe("accounts, subscriptions, outbox, overview", () => {
  beforeAll(async () => {
    const now = t.clock.now();
    await t.rt.db.insert(accounts).values({ id: "acc_test1", email: "customer@example.com", name: XSS, createdAt: now, updatedAt: now });
    await t.rt.db
      .insert(subscriptions)
      .values({ id: "sub_test1", accountId: "acc_test1", product: "api", tier: "pro", status: "past_due", provider: "local", currentPeriodEnd: now + 86400000, createdAt: now, updatedAt: now });
    await t.rt.db.insert(subscriptionEvents).values({ id: "evt_1", subscriptionId: "sub_test1", type: "created", data: { plan: "pro" }, createdAt: now });
    await t.rt.db.insert(subscriptionEvents).values({ id: "evt_2", subscriptionId: "sub_test1", type: "payment_failed", data: { reason: XSS }, createdAt: now + 1000 });
    await t.rt.db.insert(outbox).values({ id: "mail_1", to: "customer@example.com", subject: `Your key ${XSS}`, text: `Body ${XSS}`, status: "stored", createdAt: now });
    await t.rt.db.insert(outbox).values({ id: "mail_2", to: "customer@example.com", subject: "Receipt", text: "Thanks", status: "failed", error: "SMTP said no", createdAt: now + 1 });
  });

  test("accounts list and search", async () => {
    const page = await (await b.request("/admin/accounts")).text();
    expect(page).toContain("customer@example.com");
    expect(page).toContain(ESCAPED);
    expect(page).not.toContain(XSS);
    const none = await (await b.htmx("/admin/accounts?q=nobody", { target: "tbody#account-rows" })).text();
    expect(none).toContain("No account matches this search.");
  });

  test("an account shows its subscriptions with status, tier and events", async () => {
    const page = await (await b.request("/admin/accounts/acc_test1")).text();
    expect(page).toContain("past due");
    expect(page).toContain("pro");
    expect(page).toContain("payment failed");
    expect(page).toContain(ESCAPED);
    expect(page).not.toContain(XSS);
    expect(page.indexOf("<strong>created</strong>")).toBeLessThan(page.indexOf("<strong>payment failed</strong>"));
  });

  test("granting and revoking a plan: no-JS form (303 back), htmx swap of #account-billing, CSRF required", async () => {
    const now = t.clock.now();
    await t.rt.db.insert(accounts).values({ id: "acc_grant1", email: "grantee@example.com", createdAt: now, updatedAt: now });
    const path = "/admin/accounts/acc_grant1";
    const before = await (await b.request(path)).text();
    expect(before).toContain('id="account-billing"');
    expect(before).toMatch(/<dt>Plan<\/dt><dd><span class="muted">no plan<\/span><\/dd>/);

    // Without JavaScript: a plain form post, then the page again with a notice.
    const plain = await b.request(`${path}/plan`, { form: { _csrf: csrf, plan: "tracker" } });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe(`${path}?granted=1`);
    const after = await (await b.request(plain.headers.get("location")!)).text();
    expect(after).toContain("Granted plan changed.");
    expect(after).toMatch(/<dt>Plan<\/dt><dd>tracker<\/dd>/);
    expect(after).toMatch(/<dt>Obtained<\/dt><dd>granted<\/dd>/);
    expect(after).toContain('<option value="tracker" selected>');

    // With htmx: only the billing part comes back, with the new plan and its history.
    const swapped = await (await b.htmx(`${path}/plan`, { method: "POST", form: { plan: "command" }, target: "div#account-billing", csrf })).text();
    expect(swapped.startsWith('<div id="account-billing">')).toBe(true);
    expect(swapped).toContain("Granted plan set to command.");
    expect(swapped).toContain("<strong>upgraded</strong>");
    const list = await (await b.request("/admin/accounts")).text();
    expect(list).toMatch(/grantee@example\.com<\/a><\/td><td><\/td><td>command<\/td><td><span class="badge ok">active<\/span><\/td><td>—<\/td><td>granted<\/td>/);

    // Without the CSRF token: refused, nothing changes.
    const forged = await b.request(`${path}/plan`, { form: { plan: "none" } });
    expect(forged.status).toBe(403);
    const bad = await b.htmx(`${path}/plan`, { method: "POST", form: { plan: "platinum" }, csrf });
    expect(bad.status).toBe(400);
    const missing = await b.htmx("/admin/accounts/acc_nobody/plan", { method: "POST", form: { plan: "tracker" }, csrf });
    expect(missing.status).toBe(404);
    expect(await (await b.request(path)).text()).toMatch(/<dt>Plan<\/dt><dd>command<\/dd>/);

    const revoked = await (await b.htmx(`${path}/plan`, { method: "POST", form: { plan: "none" }, target: "div#account-billing", csrf })).text();
    expect(revoked).toContain("Granted plan revoked.");
    expect(revoked).toMatch(/<dt>Plan<\/dt><dd><span class="muted">no plan<\/span><\/dd>/);
  });

  test("subscriptions filter by status and tier", async () => {
    const pastDue = await (await b.htmx("/admin/subscriptions?status=past_due", { target: "tbody#subscription-rows" })).text();
    expect(pastDue).toContain("customer@example.com");
    const canceled = await (await b.htmx("/admin/subscriptions?status=canceled&tier=starter", { target: "tbody#subscription-rows" })).text();
    expect(canceled).toContain("No subscription matches these filters.");
  });

  test("the outbox shows unsent mail, escaped", async () => {
    const page = await (await b.request("/admin/outbox")).text();
    expect(page).toContain("not sent");
    expect(page).toContain("SMTP said no");
    expect(page).toContain(ESCAPED);
    expect(page).not.toContain(XSS);
    const failed = await (await b.htmx("/admin/outbox?status=failed", { target: "tbody#outbox-rows" })).text();
    expect(failed).toContain("Receipt");
    expect(failed).not.toContain("Your key");
  });

  test("the overview counts requests today by tier, keys, subscriptions and shows recent failures", async () => {
    await issueApiKey(t.ctx, { email: "overview@example.com", tier: "pro" }); // at least one active key
    await t.request("/api/v1/tools?limit=1"); // one free-tier request
    const page = await (await b.request("/admin")).text();
    expect(page).toContain("Requests today");
    expect(page).toMatch(/<td>free<\/td><td class="num">[1-9]/);
    expect(page).toContain("API keys");
    // Key counts as the database has them, per tier and in total.
    const count = async (sql: string) => (await rows(t.rt.db).get<{ n: number }>(sql))!.n;
    const active = await count("SELECT count(*) AS n FROM api_keys WHERE status = 'active'");
    expect(active).toBeGreaterThan(0);
    expect(page).toContain(`<p class="stat">${active} <span class="muted">active</span></p>`);
    for (const tier of ["starter", "pro", "internal"]) {
      const n = await count(`SELECT count(*) AS n FROM api_keys WHERE status = 'active' AND tier = '${tier}'`);
      if (n) expect(page).toContain(`<tr><td>${tier}</td><td class="num">${n}</td></tr>`);
    }
    expect(page).toContain(`${await count("SELECT count(*) AS n FROM api_keys WHERE status = 'revoked'")} revoked`);
    expect(page).toContain("past_due");
    expect(page).toContain("SMTP said no");
  });
});

describe("bad input never causes a 500", () => {
  const bodies: [string, string][] = [
    ["application/json", JSON.stringify({ email: ["a", "b"], tier: { x: 1 }, _csrf: 5 })],
    ["application/json", "{not json"],
    ["application/x-www-form-urlencoded", "email=a&email=b&tier=pro&tier=starter&per_minute=%FF&quota=1&quota=2"],
    ["application/x-www-form-urlencoded", "%%%%=%%"],
    ["text/plain", "\u0000\u0001"],
    ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"features\"; filename=\"a.txt\"\r\n\r\nhello\r\n--x--\r\n"],
  ];
  const targets = ["/admin/keys", "/admin/keys/key_x", "/admin/keys/key_x/revoke", "/admin/catalog", "/admin/catalog/asana", "/admin/jobs/job_x/retry", "/admin/login", "/admin/setup", "/admin/logout"];
  for (const path of targets) {
    test(`POST ${path} with odd bodies`, async () => {
      // A session of its own: /admin/logout ends the session it is sent with.
      const session = await startSession(t.ctx, { adminId: admin.id });
      const own = new Browser(t);
      own.cookies.set("rivalscope_admin", session.cookieValue);
      for (const [type, body] of bodies) {
        const headers: Record<string, string> = { "content-type": type, "x-csrf-token": session.csrfToken, cookie: own.cookieHeader };
        const res = await t.request(path, { method: "POST", headers, body });
        expect(res.status, `${path} ${type} ${body.slice(0, 20)}`).toBeLessThan(500);
      }
    });
  }
});
