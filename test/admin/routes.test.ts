/**
 * Dashboard routes through app.handle: authentication everywhere, CSRF, throttling, first-run
 * setup, partial vs full responses, escaping, and that bad input never produces a 500.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { adminSessions } from "../../src/db/schema";
import { sha256Hex } from "../../src/lib/hash";
import { createTestApp, type TestApp } from "../helpers/app";
import { ADMIN, Browser, createAdmin, formToken } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "true" } });
  await createAdmin(t);
});
afterAll(() => t.close());

let ipSeq = 0;
/** A fresh client from its own address, so throttling in one test never leaks into another. */
const browser = () => new Browser(t, `198.51.100.${++ipSeq}`);

const PAGES = [
  "/admin",
  "/admin/keys",
  "/admin/keys/key_nonexistent",
  "/admin/keys/key_nonexistent/edit",
  "/admin/accounts",
  "/admin/accounts/acc_x",
  "/admin/subscriptions",
  "/admin/catalog",
  "/admin/catalog/new",
  "/admin/catalog/asana",
  "/admin/catalog/asana/edit",
  "/admin/outbox",
  "/admin/settings",
];
const ACTIONS = ["/admin/keys", "/admin/keys/key_x", "/admin/keys/key_x/revoke", "/admin/catalog", "/admin/catalog/asana", "/admin/logout"];

describe("authentication is required on every page", () => {
  for (const path of PAGES) {
    test(`GET ${path} without a session → redirect to sign-in; htmx → 401 with HX-Redirect`, async () => {
      const b = browser();
      const page = await b.request(path);
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
      const frag = await b.htmx(path);
      expect(frag.status).toBe(401);
      expect(frag.headers.get("hx-redirect")).toStartWith("/admin/login");
    });
  }
  for (const path of ACTIONS) {
    test(`POST ${path} without a session is refused and changes nothing`, async () => {
      const b = browser();
      const res = await b.request(path, { form: { email: "x@example.com", tier: "pro" } });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login");
      expect((await b.htmx(path, { method: "POST", form: {} })).status).toBe(401);
    });
  }

  test("a forged or expired session cookie is no session", async () => {
    const b = browser();
    b.cookies.set("rivalscope_admin", "A".repeat(43));
    expect((await b.request("/admin")).status).toBe(303);
    b.cookies.set("rivalscope_admin", "<script>");
    expect((await b.request("/admin")).status).toBe(303);
  });

  test("the sign-in page sends an already signed-in admin on; next= only stays inside /admin", async () => {
    const b = browser();
    await b.signIn();
    const res = await b.request("/admin/login?next=/admin/keys");
    expect(res.headers.get("location")).toBe("/admin/keys");
    for (const evil of ["https://evil.example", "//evil.example", "/admin.evil.example", "/\\evil.example"]) {
      const r = await b.request(`/admin/login?next=${encodeURIComponent(evil)}`);
      expect(r.headers.get("location")).toBe("/admin");
    }
  });
});

describe("sign-in and sessions", () => {
  test("signing in sets an HttpOnly, SameSite=Strict session cookie stored hashed, valid 12 hours", async () => {
    const b = browser();
    const login = await b.request("/admin/login");
    expect(login.status).toBe(200);
    const page = await login.text();
    expect(page).toContain('name="_csrf"');
    const res = await b.request("/admin/login", { form: { _csrf: formToken(page), ...ADMIN, next: "/admin/keys" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/keys");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("rivalscope_admin="))!;
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/admin");
    expect(cookie).toContain("Max-Age=43200");
    expect(cookie).not.toContain("Secure"); // http base URL: a Secure cookie would never come back
    const value = b.cookies.get("rivalscope_admin")!;
    expect((await t.rt.db.select().from(adminSessions).where(eq(adminSessions.id, sha256Hex(value))))[0]).toBeDefined();
    expect((await b.request("/admin")).status).toBe(200);
    t.clock.advance(12 * 3600 * 1000);
    try {
      expect((await b.request("/admin")).status).toBe(303);
    } finally {
      t.clock.advance(-12 * 3600 * 1000);
    }
  });

  test("under an https base URL the cookie is Secure too", async () => {
    const s = await createTestApp({ env: { RIVALSCOPE_BASE_URL: "https://intel.example.com" } });
    try {
      await createAdmin(s);
      const b = new Browser(s);
      const login = await b.request("/admin/login");
      expect(login.headers.getSetCookie()[0]).toMatch(/^rivalscope_form=.*; Secure$/);
      const res = await b.request("/admin/login", { form: { _csrf: formToken(await login.text()), ...ADMIN } });
      expect(res.headers.getSetCookie().find((c) => c.startsWith("rivalscope_admin="))).toEndWith("; HttpOnly; SameSite=Strict; Secure");
    } finally {
      await s.close();
    }
  });

  test("a wrong password or unknown email gets one message and a 401", async () => {
    const b = browser();
    for (const who of [{ email: ADMIN.email, password: "wrong password" }, { email: "nobody@example.com", password: ADMIN.password }]) {
      const page = await (await b.request("/admin/login")).text();
      const res = await b.request("/admin/login", { form: { _csrf: formToken(page), ...who } });
      expect(res.status).toBe(401);
      const text = await res.text();
      expect(text).toContain("The email or password is not right.");
      expect(b.cookies.has("rivalscope_admin")).toBe(false);
    }
  });

  test("sign-out ends the session on the server, not just in the browser", async () => {
    const b = browser();
    const csrf = await b.signIn();
    const stolen = b.cookies.get("rivalscope_admin")!;
    const res = await b.request("/admin/logout", { form: { _csrf: csrf } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login?signed_out=1");
    const replay = browser();
    replay.cookies.set("rivalscope_admin", stolen);
    expect((await replay.request("/admin")).status).toBe(303);
  });
});

describe("CSRF", () => {
  test("state changes without the session's token are refused with 403", async () => {
    const b = browser();
    const csrf = await b.signIn();
    const attempts: [string, Parameters<Browser["request"]>[1]][] = [
      ["no token", { form: { email: "csrf@example.com", tier: "pro" } }],
      ["wrong form token", { form: { _csrf: "x".repeat(32), email: "csrf@example.com", tier: "pro" } }],
      ["wrong header", { form: { email: "csrf@example.com", tier: "pro" }, headers: { "x-csrf-token": csrf.slice(1) + "x" } }],
      ["another session's token", { form: { _csrf: await (await browser()).signIn(), email: "csrf@example.com", tier: "pro" } }],
    ];
    for (const [why, init] of attempts) {
      const res = await b.request("/admin/keys", init);
      expect(res.status, why).toBe(403);
      expect(await res.text()).toContain("CSRF");
    }
    const htmx = await b.htmx("/admin/keys", { method: "POST", form: { email: "csrf@example.com", tier: "pro" } });
    expect(htmx.status).toBe(403);
    expect(htmx.headers.get("hx-retarget")).toBe("#flash");
    expect(await htmx.text()).toContain('class="flash error"');
    expect((await b.request("/admin/keys?q=csrf@example.com").then((r) => r.text())).includes("csrf@example.com</td>")).toBe(false);
    // Sign-out is a state change too.
    expect((await b.request("/admin/logout", { form: {} })).status).toBe(403);
  });

  test("the token is accepted as a form field or as the htmx header", async () => {
    const b = browser();
    const csrf = await b.signIn();
    expect((await b.request("/admin/keys", { form: { _csrf: csrf, email: "field@example.com", tier: "pro" } })).status).toBe(200);
    expect((await b.htmx("/admin/keys", { method: "POST", form: { email: "header@example.com", tier: "pro" }, target: "section#key-create", csrf })).status).toBe(200);
  });

  test("the sign-in and setup forms carry a double-submit token", async () => {
    const b = browser();
    await b.request("/admin/login"); // sets the form cookie
    const res = await b.request("/admin/login", { form: { _csrf: "y".repeat(32), ...ADMIN } });
    expect(res.status).toBe(403);
    expect(b.cookies.has("rivalscope_admin")).toBe(false);
    const fresh = browser(); // no cookie at all (a cross-site form post)
    expect((await fresh.request("/admin/login", { form: { _csrf: "y".repeat(32), ...ADMIN } })).status).toBe(403);
  });
});

describe("sign-in throttling", () => {
  test("after 5 failures in 15 minutes the address is refused with 429, even with the right password", async () => {
    const b = browser();
    const attempt = async (password: string) => {
      const page = await (await b.request("/admin/login")).text();
      return b.request("/admin/login", { form: { _csrf: formToken(page), email: ADMIN.email, password } });
    };
    for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`)).status).toBe(401);
    const refused = await attempt(ADMIN.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBe(15 * 60);
    const text = await refused.text();
    expect(text).toContain("Too many failed sign-ins");
    expect(text).toContain("15 more minutes");
    expect(b.cookies.has("rivalscope_admin")).toBe(false);
    // Another address is not affected.
    expect((await ((await browser()).signIn())).length).toBeGreaterThan(0);
    // After the window the right password works again.
    t.clock.advance(15 * 60 * 1000);
    try {
      expect((await attempt(ADMIN.password)).status).toBe(303);
    } finally {
      t.clock.advance(-15 * 60 * 1000);
    }
  });
});

describe("first-run setup", () => {
  test("the setup link creates the first admin once; then it is dead", async () => {
    const s = await createTestApp();
    try {
      expect(await s.rt.admin.needsSetup()).toBe(true);
      const link = (await s.rt.admin.announceSetupLink())!;
      expect(link).toStartWith(`${s.config.baseUrl}/admin/setup?token=`);
      expect(s.logger.lines.find((l) => l.setup_url === link)?.msg).toContain("setup link");
      const path = link.slice(s.config.baseUrl.length);
      const b = new Browser(s);
      // The sign-in page explains how to get started.
      expect(await (await b.request("/admin/login")).text()).toContain("No admin exists yet");
      // Wrong or missing tokens.
      expect((await b.request("/admin/setup")).status).toBe(403);
      expect((await b.request("/admin/setup?token=nope")).status).toBe(403);
      const formPage = await b.request(path);
      expect(formPage.status).toBe(200);
      const page = await formPage.text();
      const token = new URL(link).searchParams.get("token")!;
      // Mismatched passwords and a bad email come back as messages, not errors.
      const mismatch = await b.request("/admin/setup", { form: { _csrf: formToken(page), token, email: "root@example.com", password: "long enough 1", confirm: "long enough 2" } });
      expect(mismatch.status).toBe(400);
      expect(await mismatch.text()).toContain("The two passwords differ");
      const badEmail = await b.request("/admin/setup", { form: { _csrf: formToken(page), token, email: "<b>root", password: "long enough 1", confirm: "long enough 1" } });
      expect(badEmail.status).toBe(400);
      expect(await badEmail.text()).toContain("&lt;b&gt;root");
      const done = await b.request("/admin/setup", { form: { _csrf: formToken(page), token, email: "root@example.com", password: "long enough 1", confirm: "long enough 1" } });
      // Finishing setup signs the new admin in: the dashboard opens without a second sign-in.
      expect(done.status).toBe(303);
      expect(done.headers.get("location")).toBe("/admin");
      expect(done.headers.getSetCookie().some((c) => /^rivalscope_admin=[0-9A-Za-z]{43}; Path=\/admin;.*HttpOnly; SameSite=Strict/.test(c))).toBe(true);
      expect((await b.request("/admin")).status).toBe(200);
      expect(await s.rt.admin.needsSetup()).toBe(false);
      // The audit log says the new admin created itself through the link (nobody else was signed in).
      const audit = await (await b.request("/admin/audit?action=admin.created")).text();
      expect(audit).toMatch(/<td>admin <span title="adm_[0-9A-Za-z]+">root@example\.com<\/span><\/td>/);
      expect(audit).toContain("<dt>via</dt> <dd>setup link</dd>");
      expect(audit.slice(audit.indexOf(`<tbody id="audit-rows">`))).not.toContain("anonymous");
      expect((await b.request(path)).status).toBe(410);
      // Replayed, the form is refused: its token was spent by the sign-in, and the link is used up.
      expect((await b.request("/admin/setup", { form: { _csrf: formToken(page), token, email: "evil@example.com", password: "long enough 1", confirm: "long enough 1" } })).status).toBe(403);
      const other = new Browser(s, "203.0.113.9");
      const fresh = formToken(await (await other.request("/admin/login")).text());
      expect((await other.request("/admin/setup", { form: { _csrf: fresh, token, email: "evil@example.com", password: "long enough 1", confirm: "long enough 1" } })).status).toBe(410);
      expect(await other.signIn({ email: "root@example.com", password: "long enough 1" })).toBeTruthy();
      expect(await s.rt.admin.announceSetupLink()).toBeNull();
    } finally {
      await s.close();
    }
  });

  test("the setup link expires after 30 minutes", async () => {
    const s = await createTestApp();
    try {
      const link = (await s.rt.admin.announceSetupLink())!;
      s.clock.advance(30 * 60 * 1000);
      const res = await new Browser(s).request(link.slice(s.config.baseUrl.length));
      expect(res.status).toBe(410);
      expect(await res.text()).toContain("expired");
    } finally {
      await s.close();
    }
  });

  test("RIVALSCOPE_ADMIN_EMAIL/_PASSWORD create the first admin at start; no setup link then", async () => {
    const s = await createTestApp({ env: { RIVALSCOPE_ADMIN_EMAIL: "env@example.com", RIVALSCOPE_ADMIN_PASSWORD: "from the environment" } });
    try {
      expect(await s.rt.admin.announceSetupLink()).toBeNull();
      expect(await new Browser(s).signIn({ email: "env@example.com", password: "from the environment" })).toBeTruthy();
    } finally {
      await s.close();
    }
  });
});

describe("pages and fragments", () => {
  let b: Browser;
  let csrf: string;
  beforeAll(async () => {
    b = browser();
    csrf = await b.signIn();
  });

  test("a browser navigation gets the full page; htmx gets the shell or the targeted fragment", async () => {
    const full = await b.request("/admin/keys");
    expect(full.headers.get("vary")).toContain("HX-Request");
    expect(full.headers.get("cache-control")).toBe("no-store");
    expect(full.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const page = await full.text();
    expect(page).toStartWith("<!doctype html>");
    expect(page).toContain('<script src="/assets/htmx.min.js"></script>');
    expect(page).toContain(`hx-headers:inherited="{&quot;X-CSRF-Token&quot;:&quot;${csrf}&quot;}"`);
    expect(page).not.toMatch(/https?:\/\/(?!localhost)/); // nothing from another host

    const shell = await (await b.htmx("/admin/keys", { target: "div#app" })).text();
    expect(shell).not.toContain("<html");
    expect(shell).toContain("<title>API keys · Rivalscope admin</title>");
    expect(shell).toContain('<main id="main">');

    const rows = await (await b.htmx("/admin/keys?q=zzz-no-match", { target: "tbody#key-rows" })).text();
    expect(rows).not.toContain("<main");
    expect(rows).toContain("No key matches this search.");

    // htmx history restores ask for the whole page.
    const restore = await b.request("/admin/keys", { headers: { "hx-request": "true", "hx-request-type": "full" } });
    expect(await restore.text()).toStartWith("<!doctype html>");
  });

  test("every page renders, signed in", async () => {
    for (const path of ["/admin", "/admin/keys", "/admin/accounts", "/admin/subscriptions", "/admin/catalog", "/admin/catalog/new", "/admin/outbox", "/admin/settings", "/admin/catalog/asana", "/admin/catalog/asana/edit"]) {
      const res = await b.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
    }
  });

  test("dashboard routes stay out of the OpenAPI document", async () => {
    const doc = await (await t.request("/swagger/json")).json();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith("/admin"))).toEqual([]);
  });

  test("unknown keys, tools and accounts are 404 pages, not errors", async () => {
    for (const path of ["/admin/keys/key_missing/edit", "/admin/catalog/no-such-tool", "/admin/catalog/no-such-tool/edit", "/admin/accounts/acc_missing"]) {
      expect((await b.request(path)).status, path).toBe(404);
    }
    expect((await b.request("/admin/keys/key_missing/revoke", { form: { _csrf: csrf } })).status).toBe(404);
    const frag = await b.htmx("/admin/keys/key_missing", { method: "POST", form: { tier: "pro" }, csrf, target: "tr#key-key_missing" });
    expect(frag.status).toBe(404);
    expect(frag.headers.get("hx-retarget")).toBe("#flash");
  });

  test("settings show whether secrets are set, never the secrets", async () => {
    const s = await createTestApp({ env: { STRIPE_SECRET_KEY: "sk_test_supersecretvalue", RIVALSCOPE_SMTP_URL: "smtp://user:hunter2pass@mail.example.com:587" } });
    try {
      await createAdmin(s);
      const c = new Browser(s);
      await c.signIn();
      const page = await (await c.request("/admin/settings")).text();
      expect(page).toContain("STRIPE_SECRET_KEY");
      expect(page).toContain(">set<");
      expect(page).toContain("stripe"); // payments mode
      expect(page).not.toContain("sk_test_supersecretvalue");
      expect(page).not.toContain("hunter2pass");
    } finally {
      await s.close();
    }
  });
});
