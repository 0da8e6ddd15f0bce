/**
 * The app's settings page through app.handle: the change threshold (the same verb as PATCH
 * /api/me), the password change (current password required and throttled; every other sign-in
 * ends), the first password of an account without one (a mailed link), the API keys bought with
 * the account's email (never the key), sign out everywhere — and the CSRF token on every form.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { findAccountByEmail, findOrCreateAccount } from "../../src/accounts/accounts";
import { issueApiKey } from "../../src/access/keys";
import { createTestApp, type TestApp } from "../helpers/app";
import { Browser, customerOn, lastMailTo, logIn, pageCsrf, PASSWORD } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "1" } });
});
afterAll(() => t.close());

describe("settings", () => {
  test("the change threshold: saved through htmx (the card) and as a plain form; an unknown value is a 400", async () => {
    const email = "settings.threshold@example.com";
    const { b, csrf } = await customerOn(t, email, "tracker");
    const page = await (await b.request("/app/settings")).text();
    expect(page).toContain('<option value="medium" selected>');
    expect(page).toContain('<label for="change-threshold">');
    const saved = await b.htmx("/app/settings/threshold", { method: "POST", csrf, target: "section#threshold", form: { change_threshold: "high" } });
    expect(saved.status).toBe(200);
    const card = await saved.text();
    expect(card).toStartWith('<section class="card" id="threshold"');
    expect(card).toContain("Saved: you are told of high changes and above.");
    expect(card).toContain('<option value="high" selected>');
    expect((await findAccountByEmail(t.ctx, { email }))!.changeThreshold).toBe("high");
    const plain = await b.request("/app/settings/threshold", { form: { _csrf: csrf, change_threshold: "low" } });
    expect(plain.status).toBe(200);
    expect((await findAccountByEmail(t.ctx, { email }))!.changeThreshold).toBe("low");
    const bad = await b.htmx("/app/settings/threshold", { method: "POST", csrf, target: "section#threshold", form: { change_threshold: "urgent" } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Severity: choose one of low, medium, high, critical.");
    expect((await findAccountByEmail(t.ctx, { email }))!.changeThreshold).toBe("low");
  });

  test("the password: the current one is required; the change ends every other sign-in and keeps this one", async () => {
    const email = "settings.password@example.com";
    const { b, csrf } = await customerOn(t, email, "none");
    const elsewhere = new Browser(t, "198.51.100.250");
    expect((await logIn(elsewhere, email)).status).toBe(303);
    expect((await elsewhere.request("/app")).status).toBe(200);

    const cases: [Record<string, string>, string][] = [
      [{ current: "not it at all", password: "a brand new passphrase", confirm: "a brand new passphrase" }, "Current password: that is not the account&#39;s password."],
      [{ current: PASSWORD, password: "short", confirm: "short" }, "New password: it must be 8 to 256 characters long."],
      [{ current: PASSWORD, password: "a brand new passphrase", confirm: "another one entirely" }, "The two new passwords differ"],
    ];
    for (const [form, message] of cases) {
      const res = await b.htmx("/app/settings/password", { method: "POST", csrf, target: "section#password", form });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(await res.text()).toContain(message);
    }

    const changed = await b.htmx("/app/settings/password", { method: "POST", csrf, target: "section#password", form: { current: PASSWORD, password: "a brand new passphrase", confirm: "a brand new passphrase" } });
    expect(changed.headers.get("hx-redirect")).toBe("/app/settings?password=changed");
    expect(changed.headers.getSetCookie().some((c) => c.startsWith("rivalscope_app=rsr_"))).toBe(true);
    // This browser: still signed in, with a new session (and so a new CSRF token).
    const after = await b.request("/app/settings?password=changed");
    expect(after.status).toBe(200);
    const page = await after.text();
    expect(page).toContain("Your password is changed");
    expect(pageCsrf(page)).not.toBe(csrf);
    // The other browser: signed out.
    expect((await elsewhere.request("/app")).status).toBe(303);
    expect((await logIn(new Browser(t, "198.51.100.251"), email)).status).toBe(401); // the old password no longer works
    expect((await logIn(new Browser(t, "198.51.100.252"), email, "a brand new passphrase")).status).toBe(303);
  });

  test("wrong current passwords are throttled like sign-ins (the 11th within 15 minutes: 429)", async () => {
    const { b, csrf } = await customerOn(t, "settings.guess@example.com", "none");
    for (let i = 0; i < 10; i++) expect((await b.request("/app/settings/password", { form: { _csrf: csrf, current: `guess number ${i}`, password: "a brand new passphrase", confirm: "a brand new passphrase" } })).status).toBe(400);
    const limited = await b.request("/app/settings/password", { form: { _csrf: csrf, current: PASSWORD, password: "a brand new passphrase", confirm: "a brand new passphrase" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });

  test("an account without a password gets a set-password link by mail instead", async () => {
    const email = "settings.nopassword@example.com";
    const account = await findOrCreateAccount(t.ctx, { email });
    const b = new Browser(t, "198.51.100.240");
    b.cookies.set("rivalscope_app", await t.rt.accounts.startAppSession(t.ctx, account.id, "app_oidc"));
    const page = await (await b.request("/app/settings")).text();
    expect(page).toContain("This account has no password yet");
    expect(page).not.toContain('id="current-password"');
    const sent = await b.htmx("/app/settings/password-link", { method: "POST", csrf: pageCsrf(page), target: "section#password", form: {} });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(`on its way to ${email}`);
    expect((await lastMailTo(t, email))!.subject).toBe("Set your Rivalscope password");
    // With a password, the link form is refused.
    const { b: other, csrf } = await customerOn(t, "settings.haspassword@example.com", "none");
    expect((await other.request("/app/settings/password-link", { form: { _csrf: csrf } })).status).toBe(400);
  });

  test("the API keys bought with the account's email: prefix, tier, status and use — never the key; not another address's", async () => {
    const email = "settings.keys@example.com";
    const { b } = await customerOn(t, email, "none");
    const mine = await issueApiKey(t.ctx, { email, tier: "starter", name: "starter subscription" });
    const theirs = await issueApiKey(t.ctx, { email: "someone.else@example.com", tier: "pro" });
    const page = await (await b.request("/app/settings")).text();
    expect(page).toContain(`<code>${mine.record.prefix}…</code>`);
    expect(page).toContain("starter subscription");
    expect(page).toContain('<span class="badge ok">active</span>');
    expect(page).not.toContain(mine.key);
    expect(page).not.toContain(theirs.record.prefix);
    const none = await (await (await customerOn(t, "settings.nokeys@example.com", "none")).b.request("/app/settings")).text();
    expect(none).toContain("No API keys yet.");
  });

  test("every settings form refuses a missing CSRF token; sign out everywhere ends this session too", async () => {
    const { b, csrf } = await customerOn(t, "settings.csrf@example.com", "none");
    for (const path of ["/app/settings/threshold", "/app/settings/password", "/app/settings/password-link", "/app/signout-everywhere"]) {
      const res = await b.request(path, { form: { change_threshold: "low", current: PASSWORD, password: "a brand new passphrase", confirm: "a brand new passphrase" } });
      expect(res.status, path).toBe(403);
    }
    expect(await (await b.request("/app/settings")).text()).toContain('action="/app/signout-everywhere"');
    const out = await b.request("/app/signout-everywhere", { form: { _csrf: csrf } });
    expect(out.status).toBe(303);
    expect((await b.request("/app/settings")).status).toBe(303);
  });
});
