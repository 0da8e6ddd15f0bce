/**
 * What a new operator trips over in the dashboard (issue 20): copy buttons, keys and accounts
 * linked both ways, reverting an edited tool, real values in the plan column, filters that offer
 * only what exists, no settings that do nothing, and 404s that stay inside the dashboard.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { issueApiKey } from "../../src/access/keys";
import { ENV_VARS } from "../../src/config";
import { createTestApp, type TestApp } from "../helpers/app";
import { Browser, createAdmin, signedInAdmin } from "./helpers";
import { rows } from "../support/sql";

const form = { "content-type": "application/x-www-form-urlencoded" };

let t: TestApp;
let b: Browser;
let csrf: string;
/** A customer who bought a pro key through the (local) checkout: account, subscription, key. */
let buyer: { accountId: string; keyId: string; prefix: string };
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_BASE_URL: "https://intel.example.com" } });
  ({ b, csrf } = await signedInAdmin(t));
  const res = await t.request("/api/v1/checkout", { method: "POST", json: { email: "buyer@example.com", tier: "pro" } });
  const id = new URL((await res.json()).checkout_url).pathname.split("/").pop()!;
  const done = await t.rt.billing.payLocalCheckout(t.ctx, { id });
  if (done.outcome !== "completed" || !done.apiKey) throw new Error("checkout did not complete");
  buyer = { accountId: done.account.id, keyId: done.apiKey.id, prefix: done.apiKey.prefix };
});
afterAll(() => t.close());

const page = async (path: string) => {
  const res = await b.request(path);
  return { status: res.status, html: await res.text() };
};

describe("copy buttons", () => {
  test("every dashboard page loads the copy script", async () => {
    expect((await page("/admin")).html).toContain('<script src="/assets/copy.js"></script>');
  });

  test("a new key has one, next to the key", async () => {
    const res = await b.htmx("/admin/keys", { method: "POST", form: { email: "ops@example.com", tier: "internal" }, target: "section#key-create", csrf });
    const html = await res.text();
    expect(html).toMatch(/<code class="secret" id="new-key">rsk_[0-9A-Za-z]{40}<\/code><button type="button" class="copy secondary" data-copy="new-key">Copy key<\/button>/);
  });

  test("a tool's API link is shown in full with one", async () => {
    const { html } = await page("/admin/catalog/asana");
    expect(html).toContain('<a href="/api/v1/tools/asana" id="tool-api-url">https://intel.example.com/api/v1/tools/asana</a>');
    expect(html).toContain('data-copy="tool-api-url"');
  });

  test("an account's id has one", async () => {
    const { html } = await page(`/admin/accounts/${buyer.accountId}`);
    expect(html).toContain(`<code id="account-id">${buyer.accountId}</code>`);
    expect(html).toContain('data-copy="account-id"');
  });
});

describe("keys and accounts link to each other", () => {
  test("a key's row links to its account; a key without one says so", async () => {
    await issueApiKey(t.ctx, { email: "loner@example.com", tier: "internal" });
    const { html } = await page("/admin/keys");
    expect(html).toContain(`href="/admin/accounts/${buyer.accountId}"`);
    const loner = html.slice(html.indexOf("loner@example.com") - 20, html.indexOf("loner@example.com") + 80);
    expect(loner).toContain("no account");
  });

  test("an account lists its keys, each linking to its row on the keys page", async () => {
    const { html } = await page(`/admin/accounts/${buyer.accountId}`);
    expect(html).toContain("<h2>API keys</h2>");
    expect(html).toContain(`href="/admin/keys?q=${buyer.keyId}"`);
    expect(html).toContain(`<code>${buyer.prefix}…</code>`);
    // …and the key page found by that link is the key.
    const keys = await page(`/admin/keys?q=${buyer.keyId}`);
    expect(keys.html).toContain(`id="key-${buyer.keyId}"`);
  });

  test("subscriptions link to the account and to the key", async () => {
    const { html } = await page("/admin/subscriptions");
    expect(html).toContain(`href="/admin/accounts/${buyer.accountId}"`);
    expect(html).toContain(`href="/admin/keys?q=${buyer.keyId}"`);
  });
});

describe("the accounts list shows what each account pays for", () => {
  test("live subscriptions by name, never a 'none' placeholder", async () => {
    await rows(t.rt.db).run("INSERT INTO accounts (id, email, created_at, updated_at) VALUES ('acc_idle', 'idle@example.com', 0, 0)");
    const { html } = await page("/admin/accounts");
    expect(html).toContain("<th>Subscribed to</th>");
    expect(html).toContain('<span class="badge">API pro</span>');
    expect(html).toContain("no live subscription");
    expect(html).not.toMatch(/<td>none<\/td>/);
    const account = await page(`/admin/accounts/${buyer.accountId}`);
    expect(account.html).toContain('<dt>Plan</dt><dd><span class="muted">no plan</span></dd>');
  });
});

describe("filters offer only values that exist", () => {
  const options = (html: string, select: string) => {
    const m = new RegExp(`<select id="${select}"[^>]*>(.*?)</select>`, "s").exec(html);
    return [...(m?.[1] ?? "").matchAll(/<option value="([^"]*)"/g)].map((x) => x[1]);
  };

  test("keys: tiers and statuses some key has", async () => {
    const fresh = await createTestApp();
    try {
      await createAdmin(fresh);
      const c = new Browser(fresh);
      await c.signIn();
      const empty = await (await c.request("/admin/keys")).text();
      expect(options(empty, "tier")).toEqual([""]);
      expect(options(empty, "status")).toEqual([""]);
      const { record } = await issueApiKey(fresh.ctx, { email: "a@example.com", tier: "pro" });
      const one = await (await c.request("/admin/keys")).text();
      expect(options(one, "tier")).toEqual(["", "pro"]);
      expect(options(one, "status")).toEqual(["", "active"]);
      await rows(fresh.rt.db).run("UPDATE api_keys SET status = 'revoked' WHERE id = ?", record.id);
      expect(options(await (await c.request("/admin/keys")).text(), "status")).toEqual(["", "revoked"]);
      // A filter given in the address stays selectable even when nothing has it.
      expect(options(await (await c.request("/admin/keys?tier=internal")).text(), "tier")).toEqual(["", "pro", "internal"]);
    } finally {
      await fresh.close();
    }
  });

  test("subscriptions: no tracker or command while nobody has one", async () => {
    const { html } = await page("/admin/subscriptions");
    expect(options(html, "tier")).toEqual(["", "pro"]);
    expect(options(html, "status")).toEqual(["", "active"]);
  });

  test("outbox: only the statuses of the mail there is", async () => {
    const { html } = await page("/admin/outbox");
    expect(options(html, "status")).toEqual(["", "stored"]);
  });
});

describe("an edited catalog tool can be reverted to the dataset's version", () => {
  test("the tool page offers it only for edited dataset tools; reverting restores what the API serves", async () => {
    const original = (await (await t.request("/api/v1/tools/trello")).json()).tool;
    expect((await page("/admin/catalog/trello")).html).not.toContain("Revert to the dataset's version");

    await b.request("/admin/catalog/trello", { form: { _csrf: csrf, name: "Trello", url: original.url, category: original.category, pricing_model: original.pricing_model, starting_price: "$1/month", free_tier: "true", description: original.description, differentiator: original.differentiator, features: original.features.join("\n"), target_audience: original.target_audience, aliases: "" } });
    expect((await (await t.request("/api/v1/tools/trello")).json()).tool.starting_price).toBe("$1/month");
    const edited = await page("/admin/catalog/trello");
    expect(edited.html).toContain("Edited in the dashboard");
    expect(edited.html).toContain('action="/admin/catalog/trello/revert"');
    expect(edited.html).toContain("hx-confirm=");

    // Without the session's CSRF token: refused, nothing changes.
    expect((await b.request("/admin/catalog/trello/revert", { form: { _csrf: "wrong" } })).status).toBe(403);
    expect((await (await t.request("/api/v1/tools/trello")).json()).tool.starting_price).toBe("$1/month");

    const res = await b.request("/admin/catalog/trello/revert", { form: { _csrf: csrf } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/catalog/trello?saved=reverted");
    expect((await (await t.request("/api/v1/tools/trello")).json()).tool).toEqual(original);
    const after = await page("/admin/catalog/trello?saved=reverted");
    expect(after.html).toContain("Back to the dataset&#39;s version");
    expect(after.html).toContain("As in the dataset");
    expect(after.html).not.toContain("Revert to the dataset's version");
  });

  test("htmx: the reverted page is swapped in with its URL", async () => {
    await t.rt.catalog.updateTool(t.ctx, { slug: "asana", changes: { starting_price: "$2/month" } });
    const res = await b.htmx("/admin/catalog/asana/revert", { method: "POST", form: {}, csrf, target: "div#app" });
    expect(res.status).toBe(200);
    expect(res.headers.get("hx-push-url")).toBe("/admin/catalog/asana");
    expect(await res.text()).toContain("Back to the dataset");
  });

  test("a tool added in the dashboard offers no revert, and a forced one is refused", async () => {
    const added = await t.rt.catalog.addTool(t.ctx, { name: "Homegrown Tracker", url: "https://homegrown.example.com", category: "Project Management", pricing_model: "Free", starting_price: "$0", free_tier: true, description: "A tracker the operator added by hand for the team's own internal use and reference.", differentiator: "Made in house for us", features: ["Boards", "Lists", "Cards"], target_audience: "Our team", aliases: [] });
    const { html } = await page(`/admin/catalog/${added.slug}`);
    expect(html).toContain("Added in the dashboard");
    expect(html).not.toContain("Revert to the dataset's version");
    const res = await b.request(`/admin/catalog/${added.slug}/revert`, { form: { _csrf: csrf } });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("no version of it to go back to");
  });
});

describe("settings", () => {
  test("shows every variable that does something, and none that awaits a part not built yet", async () => {
    const { html } = await page("/admin/settings");
    const awaiting = Object.entries(ENV_VARS).filter(([, spec]) => spec.awaits).map(([name]) => name);
    expect(awaiting.sort()).toEqual([]);
    for (const name of awaiting) expect(html).not.toContain(name);
    const internal = Object.entries(ENV_VARS).filter(([, spec]) => "internal" in spec).map(([name]) => name);
    for (const name of internal) expect(html).not.toContain(name); // test-suite switches are not settings
    for (const name of Object.keys(ENV_VARS).filter((n) => !awaiting.includes(n) && !internal.includes(n))) expect(html).toContain(`<code>${name}</code>`);
  });
});

describe("a 404 inside /admin stays inside the dashboard", () => {
  const hasNavigation = (html: string) => html.includes('<nav aria-label="Dashboard">') && html.includes('href="/admin/keys"');

  for (const path of ["/admin/nothing-here", "/admin/keys/key_missing/edit", "/admin/catalog/no-such-tool", "/admin/accounts/acc_missing", "/admin/a/b/c"]) {
    test(`${path}: 404 with the dashboard's navigation`, async () => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(hasNavigation(html)).toBe(true);
      expect(html).toContain("Back to the overview");
    });
  }

  test("an htmx navigation gets the shell with the message", async () => {
    const res = await b.htmx("/admin/nothing-here", { target: "div#app" });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toStartWith("<!doctype html>");
    expect(hasNavigation(html)).toBe(true);
    expect(html).toContain("There is no dashboard page at /admin/nothing-here.");
  });

  test("signed out, an unknown dashboard address leads to sign-in first", async () => {
    const res = await t.request("/admin/nothing-here", { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fnothing-here");
  });

  test("a POST to an unknown dashboard address is a 404, not a 405", async () => {
    const res = await b.request("/admin/nothing-here", { form: { _csrf: csrf } });
    expect(res.status).toBe(404);
  });
});
