/**
 * The customer app's sign-up, sign-in and session through its real forms (app.handle): the happy
 * paths, the refusals, and the security cases — no account enumeration, CSRF on every form, the
 * per-IP limits, cookie flags, reuse detection, sign-out everywhere, RIVALSCOPE_SIGNUP=off.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { findAccountByEmail, findOrCreateAccount } from "../../src/accounts/accounts";
import { listOutbox } from "../../src/mail/outbox";
import { createTestApp, type TestApp } from "../helpers/app";
import { accountWithPassword } from "../accounts/helpers";
import { Browser, confirm, formToken, lastMailTo, linkIn, logIn, pageCsrf, PASSWORD, signedUpCustomer, signUp } from "./helpers";

let t: TestApp;
let ip = 10;
/** A browser from an address of its own, so the per-IP limits of one test do not touch another's. */
const browser = () => new Browser(t, `198.51.100.${ip++}`);
const appCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("rivalscope_app="));

beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_AUTH_PER_MINUTE: "unlimited", RIVALSCOPE_TRUST_PROXY: "1" } });
});
afterAll(() => t.close());

describe("sign-up", () => {
  test("sign up → the confirmation link (in the outbox, readable) → the password again → signed in, confirmed", async () => {
    const b = browser();
    const page = await (await b.request("/app/signup")).text();
    for (const id of ["email", "password", "confirm"]) expect(page).toContain(`<label for="${id}"`);
    expect(page).not.toContain("<script");
    const res = await signUp(b, "New.Customer@Example.com");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Check your inbox");
    const account = (await findAccountByEmail(t.ctx, { email: "new.customer@example.com" }))!;
    expect(account).toMatchObject({ passwordHash: null, confirmedAt: null });
    // Not usable yet: the password chosen at sign-up waits for the link.
    expect((await logIn(browser(), "new.customer@example.com")).status).toBe(401);

    const mail = (await lastMailTo(t, "new.customer@example.com"))!;
    expect(mail.subject).toBe("Confirm your Rivalscope account");
    const link = (await linkIn(t, "new.customer@example.com", "confirm"))!;
    const open = await b.request(link.path);
    expect(open.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await open.text()).toContain("new.customer@example.com");

    // The wrong password is refused and the link stays usable.
    const wrong = await confirm(b, link.path, "not the one I chose");
    expect(wrong.status).toBe(401);
    const done = await confirm(b, link.path);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/app?welcome=1");
    // The session cookie: HttpOnly, SameSite=Lax, only for /app, not Secure over plain http.
    expect(appCookieOf(done)).toMatch(/^rivalscope_app=rsr_[0-9A-Za-z]{43}; Path=\/app; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect((await findAccountByEmail(t.ctx, { email: "new.customer@example.com" }))!.confirmedAt).not.toBeNull();
    const overview = await b.request("/app?welcome=1");
    expect(overview.status).toBe(200);
    expect(await overview.text()).toContain("Your account is confirmed");
    // Used up.
    expect((await b.request(link.path)).status).toBe(410);
    // And a password sign-in works from now on.
    expect((await logIn(browser(), "new.customer@example.com")).status).toBe(303);
  });

  test("the same answer whether or not the address has an account; only the mail differs", async () => {
    await accountWithPassword(t, "taken@example.com");
    const known = await signUp(browser(), "taken@example.com", "another password");
    const unknown = await signUp(browser(), "free@example.com", "another password");
    const strip = (s: string) => s.replace(/taken@example\.com|free@example\.com/g, "EMAIL").replace(/value="[^"]*"/g, "");
    expect(known.status).toBe(unknown.status);
    expect(strip(await known.text())).toBe(strip(await unknown.text()));
    expect((await lastMailTo(t, "taken@example.com"))!.subject).toBe("Your Rivalscope account");
    expect((await lastMailTo(t, "taken@example.com"))!.text).toContain("/app/reset");
    // The existing password is untouched.
    expect((await logIn(browser(), "taken@example.com")).status).toBe(303);
    expect((await logIn(browser(), "taken@example.com", "another password")).status).toBe(401);
  });

  test("someone else's earlier sign-up of the address cannot take the account: each link takes only its own password", async () => {
    // A stranger signs up the victim's address with a password of their own …
    await signUp(browser(), "victim@example.com", "stranger's password");
    const strangers = (await linkIn(t, "victim@example.com", "confirm"))!;
    t.clock.advance(1000); // the owner's mail is the newer one
    // … then the owner signs up and opens their own link.
    const owner = browser();
    await signUp(owner, "victim@example.com", "owner's password");
    const owners = (await linkIn(t, "victim@example.com", "confirm"))!;
    expect(owners.token).not.toBe(strangers.token);
    // The stranger's link, clicked by the owner, does not accept the owner's password;
    expect((await confirm(browser(), strangers.path, "owner's password")).status).toBe(401);
    expect((await confirm(owner, owners.path, "owner's password")).status).toBe(303);
    // and once confirmed, the stranger's pending sign-up is void.
    expect((await ((await browser()).request(strangers.path))).status).toBe(410);
    expect((await logIn(browser(), "victim@example.com", "stranger's password")).status).toBe(401);
  });

  test("a checkout-created account (no password) gets its password only through a link its owner opens", async () => {
    const buyer = await findOrCreateAccount(t.ctx, { email: "buyer@example.com" });
    await signUp(browser(), "buyer@example.com", "chosen password!");
    expect((await findAccountByEmail(t.ctx, { email: "buyer@example.com" }))!.passwordHash).toBeNull();
    const b = browser();
    expect((await confirm(b, (await linkIn(t, "buyer@example.com", "confirm"))!.path, "chosen password!")).status).toBe(303);
    expect((await findAccountByEmail(t.ctx, { email: "buyer@example.com" }))!.id).toBe(buyer.id);
  });

  test("bad input comes back in the form with a 400 naming the field; nothing is mailed", async () => {
    const before = (await listOutbox(t.ctx, { limit: 1000 })).length;
    const b = browser();
    const form = formToken(await (await b.request("/app/signup")).text());
    for (const [fields, says] of [
      [{ email: "not-an-address", password: PASSWORD, confirm: PASSWORD }, "Email:"],
      [{ email: "short@example.com", password: "short", confirm: "short" }, "Password:"],
      [{ email: "differ@example.com", password: PASSWORD, confirm: "something else" }, "differ"],
      [{ email: "<b>x@example.com", password: PASSWORD, confirm: PASSWORD }, "Email:"],
    ] as const) {
      const res = await b.request("/app/signup", { form: { _csrf: form, ...fields } });
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain(says);
      expect(text).not.toContain("<b>x@");
    }
    expect((await listOutbox(t.ctx, { limit: 1000 })).length).toBe(before);
  });

  test("5 sign-ups per IP per hour, then a 429 page with Retry-After; another address is not affected", async () => {
    const b = browser();
    for (let i = 0; i < 5; i++) expect((await signUp(b, `many${i}@example.com`)).status).toBe(200);
    const sixth = await signUp(b, "many5@example.com");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sixth.headers.get("content-type")).toContain("text/html");
    expect(await sixth.text()).toContain("sign-up allows 5 per hour");
    expect(await findAccountByEmail(t.ctx, { email: "many5@example.com" })).toBeNull();
    expect((await signUp(browser(), "many5@example.com")).status).toBe(200);
  });

  test("RIVALSCOPE_SIGNUP=off: the page says so, a post is refused, nothing is created", async () => {
    const off = await createTestApp({ env: { RIVALSCOPE_SIGNUP: "off" } });
    try {
      const b = new Browser(off);
      const page = await b.request("/app/signup");
      expect(page.status).toBe(403);
      const text = await page.text();
      expect(text).toContain("Sign-up is closed");
      expect(text).not.toContain('action="/app/signup"');
      expect(await (await b.request("/app/login")).text()).not.toContain("Create an account");
      const post = await b.request("/app/signup", { form: { _csrf: "x".repeat(32), email: "x@example.com", password: PASSWORD, confirm: PASSWORD } });
      expect(post.status).toBe(403);
      expect(await findAccountByEmail(off.ctx, { email: "x@example.com" })).toBeNull();
    } finally {
      await off.close();
    }
  });
});

describe("sign-in and the session", () => {
  test("wrong password, unknown address and an account without a password answer alike (401)", async () => {
    await accountWithPassword(t, "signin@example.com");
    await findOrCreateAccount(t.ctx, { email: "nopassword@example.com" });
    const bodies: string[] = [];
    for (const [email, password] of [["signin@example.com", "wrong password"], ["nobody@example.com", PASSWORD], ["nopassword@example.com", PASSWORD]]) {
      const res = await logIn(browser(), email, password);
      expect(res.status).toBe(401);
      bodies.push((await res.text()).replace(/value="[^"]*"/g, ""));
    }
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain("The email or password is not right.");
  });

  test("failed sign-ins are throttled per IP as the API's are (10 in 15 minutes), a right password too", async () => {
    await accountWithPassword(t, "throttled@example.com");
    const b = browser();
    for (let i = 0; i < 10; i++) expect((await logIn(b, "throttled@example.com", `guess ${i}`)).status).toBe(401);
    const refused = await logIn(b, "throttled@example.com");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many failed sign-ins");
    t.clock.advance(15 * 60_000 + 1000);
    expect((await logIn(b, "throttled@example.com")).status).toBe(303);
  });

  test("signed out: a page redirects to sign-in and back; htmx gets 401 + HX-Redirect; a dead cookie is cleared", async () => {
    const b = browser();
    const res = await b.request("/app?x=1");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/app/login?next=%2Fapp%3Fx%3D1");
    const hx = await b.htmx("/app");
    expect(hx.status).toBe(401);
    expect(hx.headers.get("hx-redirect")).toBe("/app/login?next=%2Fapp");
    const forged = await new Browser(t).request("/app", { headers: { cookie: `rivalscope_app=rsr_${"A".repeat(43)}` } });
    expect(forged.status).toBe(303);
    expect(appCookieOf(forged)).toContain("Max-Age=0");
  });

  test("after sign-in the browser goes where it was going — only ever inside the app", async () => {
    await accountWithPassword(t, "next@example.com");
    for (const [next, lands] of [
      ["/app/plan?plan=tracker", "/app/plan?plan=tracker"],
      ["https://evil.example/app", "/app"],
      ["//evil.example/app", "/app"],
      ["/app/../admin", "/app"],
      ["/app\\@evil.example", "/app"],
      ["/app/logout", "/app"],
    ]) {
      const res = await logIn(browser(), "next@example.com", PASSWORD, next);
      expect(res.status, next).toBe(303);
      expect(res.headers.get("location"), next).toBe(lands);
    }
  });

  test("the session token rotates after an hour; a replayed old token past the grace revokes the whole sign-in", async () => {
    await accountWithPassword(t, "rotate@example.com");
    const b = browser();
    expect((await logIn(b, "rotate@example.com")).status).toBe(303);
    const first = b.cookies.get("rivalscope_app")!;
    expect(appCookieOf(await b.request("/app"))).toBeUndefined(); // fresh: no new cookie
    t.clock.advance(61 * 60_000);
    const rotated = await b.request("/app");
    expect(rotated.status).toBe(200);
    const second = b.cookies.get("rivalscope_app")!;
    expect(second).not.toBe(first);
    // A request the browser sent with the old cookie just before the new one arrived still works …
    const thief = new Browser(t, "203.0.113.99");
    thief.cookies.set("rivalscope_app", first);
    t.clock.advance(10_000);
    expect((await thief.request("/app")).status).toBe(200);
    // … but after the grace the old token is a copy: the sign-in (its family) is revoked for both.
    t.clock.advance(30_000);
    expect((await thief.request("/app")).status).toBe(303);
    expect((await b.request("/app")).status).toBe(303);
  });

  test("a signed-in visit to the sign-in or sign-up page that rotates the token hands over its successor (the customer stays signed in)", async () => {
    for (const page of ["/app/login", "/app/signup"]) {
      const b = browser();
      const email = `rotate-at-${page.slice(5)}@example.com`;
      await accountWithPassword(t, email);
      expect((await logIn(b, email)).status).toBe(303);
      const first = b.cookies.get("rivalscope_app")!;
      t.clock.advance(61 * 60_000);
      const res = await b.request(`${page}?next=/app/settings`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/app/settings");
      expect(appCookieOf(res)).toMatch(/^rivalscope_app=rsr_/);
      expect(b.cookies.get("rivalscope_app")).not.toBe(first);
      // Past the grace for the old token the browser is still signed in: it holds the successor.
      t.clock.advance(40_000);
      expect((await b.request("/app")).status).toBe(200);
    }
  });

  test("sign out ends this sign-in: the cookie is cleared and the token is dead even if replayed", async () => {
    const b = browser();
    const csrf = await signedUpCustomer(t, b, "logout@example.com");
    const token = b.cookies.get("rivalscope_app")!;
    const out = await b.request("/app/logout", { form: { _csrf: csrf } });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/app/login?signed_out=1");
    expect(appCookieOf(out)).toContain("Max-Age=0");
    const replay = new Browser(t);
    replay.cookies.set("rivalscope_app", token);
    expect((await replay.request("/app")).status).toBe(303);
  });

  test("sign out everywhere ends every sign-in, the API's refresh and access tokens too", async () => {
    const b = browser();
    const csrf = await signedUpCustomer(t, b, "everywhere@example.com");
    const other = browser();
    expect((await logIn(other, "everywhere@example.com")).status).toBe(303);
    const api = await (await t.request("/api/auth/login", { method: "POST", json: { email: "everywhere@example.com", password: PASSWORD }, headers: { "x-forwarded-for": "198.51.100.200" } })).json();
    const me = () => t.request("/api/me", { headers: { authorization: `Bearer ${api.access_token}` } });
    expect((await me()).status).toBe(200);
    const out = await b.request("/app/signout-everywhere", { form: { _csrf: csrf } });
    expect(out.headers.get("location")).toBe("/app/login?signed_out=everywhere");
    expect((await other.request("/app")).status).toBe(303);
    expect((await t.request("/api/auth/refresh", { method: "POST", json: { refresh_token: api.refresh_token } })).status).toBe(401);
    // The access token is not yet expired, but its sign-in has ended: refused at once, not an hour later.
    const after = await me();
    expect(after.status).toBe(401);
    expect(await after.text()).toContain("sign-in of this access token has ended");
  });

  test("the cookie is Secure when the server's address is https", async () => {
    const s = await createTestApp({ env: { RIVALSCOPE_BASE_URL: "https://rivalscope.example" } });
    try {
      await accountWithPassword(s, "secure@example.com");
      const res = await logIn(new Browser(s), "secure@example.com");
      expect(appCookieOf(res)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await s.close();
    }
  });

  test("an unknown page inside the app is a 404 in the app's layout", async () => {
    const b = browser();
    await signedUpCustomer(t, b, "lost@example.com");
    const res = await b.request("/app/no-such-page");
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).toContain('<nav aria-label="App">');
    expect(text).toContain("There is no page at /app/no-such-page");
  });
});

describe("set a new password", () => {
  test("the same answer for every address; without SMTP the outbox keeps the link redacted", async () => {
    await accountWithPassword(t, "forgot@example.com");
    const b = browser();
    const ask = async (email: string) => {
      const form = formToken(await (await b.request("/app/reset")).text());
      const res = await b.request("/app/reset", { form: { _csrf: form, email } });
      return { status: res.status, text: (await res.text()).replace(/forgot@example\.com|unknown@example\.com/g, "EMAIL") };
    };
    const known = await ask("forgot@example.com");
    const unknown = await ask("unknown@example.com");
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(await lastMailTo(t, "unknown@example.com")).toBeUndefined();
    // Without SMTP the outbox keeps the mail with the link redacted (it would sign in whoever reads it).
    expect((await lastMailTo(t, "forgot@example.com"))!.text).toContain("[the set-password link: sent by SMTP only, never stored in clear]");
  });
});

describe("CSRF on every form", () => {
  test("each form before sign-in refuses a missing or wrong token (403) and changes nothing", async () => {
    const b = browser();
    await b.request("/app/login"); // the browser has its form cookie
    const forms: [string, Record<string, string>][] = [
      ["/app/signup", { email: "csrf@example.com", password: PASSWORD, confirm: PASSWORD }],
      ["/app/login", { email: "signin@example.com", password: PASSWORD }],
      ["/app/confirm", { token: `rsc_${"A".repeat(43)}`, password: PASSWORD }],
      ["/app/reset", { email: "signin@example.com" }],
      ["/app/set-password", { token: `rpr_${"A".repeat(43)}`, password: PASSWORD, confirm: PASSWORD }],
    ];
    for (const [path, fields] of forms) {
      for (const csrf of [undefined, "B".repeat(32)]) {
        const res = await b.request(path, { form: { ...(csrf ? { _csrf: csrf } : {}), ...fields } });
        expect(res.status, `${path} ${csrf ?? "none"}`).toBe(403);
        expect(await res.text()).toContain("CSRF");
      }
    }
    expect(await findAccountByEmail(t.ctx, { email: "csrf@example.com" })).toBeNull();
  });

  test("each signed-in form refuses a missing or wrong token (403), plain and htmx alike", async () => {
    const b = browser();
    const csrf = await signedUpCustomer(t, b, "csrf.signed.in@example.com");
    for (const path of ["/app/logout", "/app/signout-everywhere", "/app/billing/checkout", "/app/billing/portal"]) {
      for (const sent of [undefined, "C".repeat(43)]) {
        const res = await b.request(path, { form: { ...(sent ? { _csrf: sent } : {}), plan: "tracker" } });
        expect(res.status, `${path} ${sent ?? "none"}`).toBe(403);
        const hx = await b.htmx(path, { method: "POST", form: { plan: "tracker" }, csrf: sent ?? null });
        expect(hx.status).toBe(403);
        expect(hx.headers.get("hx-retarget")).toBe("#flash");
      }
    }
    // Still signed in: none of them ran.
    expect((await b.request("/app")).status).toBe(200);
    expect(pageCsrf(await (await b.request("/app")).text())).toBe(csrf);
  });
});
