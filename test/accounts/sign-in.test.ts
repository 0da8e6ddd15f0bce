/**
 * Built-in sign-in through the real routes: login (identical failures, throttles), refresh
 * rotation and reuse detection, logout, per-IP route limits, password reset (mail, page, CSRF,
 * single use, expiry), and the interface B conventions on these routes (400/405/413).
 */
import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { findAccountByEmail } from "../../src/accounts/accounts";
import { listOutbox } from "../../src/mail/outbox";
import { createTestApp, type TestApp } from "../helpers/app";
import { startFakeSmtp, type FakeSmtp } from "../helpers/fake-smtp";
import { accountWithPassword, bearer, expect401, me, PASSWORD, signIn } from "./helpers";
import { changeCounter, engineOf } from "../../src/db/handle";
import { rows } from "../support/sql";

const DAY = 24 * 3600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "1", RIVALSCOPE_AUTH_PER_MINUTE: "unlimited" } });
  await accountWithPassword(t, "ann@example.com");
});
afterAll(() => t.close());

const from = (ip: string) => ({ "x-forwarded-for": ip });
const login = (body: unknown, headers: Record<string, string> = {}) => t.request("/api/auth/login", { method: "POST", json: body, headers });
const refresh = (token: string) => t.request("/api/auth/refresh", { method: "POST", json: { refresh_token: token } });

describe("POST /api/auth/login", () => {
  test("right password → tokens, not cacheable; the email is case-insensitive", async () => {
    const res = await login({ email: " Ann@Example.COM ", password: PASSWORD }, from("203.0.113.1"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    expect(body.refresh_token).toMatch(/^rsr_[0-9A-Za-z]{43}$/);
    expect((await me(t, body.access_token)).body.email).toBe("ann@example.com");
  });

  test("wrong password, unknown email and an account without a password answer identically, each after an argon2 check", async () => {
    // The decoy hash is made once; warm it so every call below does the same work.
    await login({ email: "nobody@example.com", password: "whatever it is" }, from("203.0.113.2"));
    const { findOrCreateAccount } = await import("../../src/accounts/accounts");
    await findOrCreateAccount(t.ctx, { email: "nopassword@example.com" });
    const verify = spyOn(Bun.password, "verify");
    try {
      const answers = [];
      for (const email of ["ann@example.com", "nobody@example.com", "nopassword@example.com"]) {
        const res = await login({ email, password: "not the password" }, from("203.0.113.2"));
        answers.push({ status: res.status, body: await res.json(), challenge: res.headers.get("www-authenticate") });
      }
      expect(answers[0]).toEqual({ status: 401, body: { error: "not_authenticated", message: "The email or password is not right." }, challenge: 'Bearer realm="rivalscope"' });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(verify).toHaveBeenCalledTimes(3);
    } finally {
      verify.mockRestore();
    }
  }, 30_000);

  test.each([
    ["no body", undefined, /body/],
    ["email missing", { password: "x" }, /"email"/],
    ["email not an address", { email: "ann", password: "x" }, /"email"/],
    ["password missing", { email: "ann@example.com" }, /"password"/],
    ["password not a string", { email: "ann@example.com", password: 12345678 }, /"password"/],
    ["password too long", { email: "ann@example.com", password: "x".repeat(257) }, /"password"/],
  ])("%s → 400 naming the field, never echoing it", async (_, body, field) => {
    const res = await login(body ?? "", from("203.0.113.3"));
    expect(res.status).toBe(400);
    const b = await res.json();
    expect(b.error).toBe("bad_request");
    expect(b.message).toMatch(field);
    expect(b.message).not.toContain("xxxxxxxx");
  });

  test("malformed JSON and a form body → 400", async () => {
    expect((await t.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" })).status).toBe(400);
    expect((await t.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a&password=b" })).status).toBe(400);
  });

  test("GET → 405 with Allow; a body over 1 MiB → 413 JSON", async () => {
    const res = await t.request("/api/auth/login");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await res.json()).error).toBe("method_not_allowed");
    const big = await t.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) }, body: "x" });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toBe("payload_too_large");
  });
});

describe("sign-in throttles (10 failures / 15 minutes)", () => {
  test("per IP: guesses at many accounts from one address are stopped, a right password too, until the window passes", async () => {
    const ip = from("198.51.100.7");
    for (let i = 0; i < 10; i++) expect((await login({ email: `victim${i}@example.com`, password: "guess guess" }, ip)).status).toBe(401);
    const refused = await login({ email: "ann@example.com", password: PASSWORD }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(await refused.json()).toMatchObject({ error: "rate_limited", message: expect.stringContaining("Too many failed sign-ins") });
    // Another address is not affected.
    expect((await login({ email: "ann@example.com", password: PASSWORD }, from("198.51.100.8"))).status).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login({ email: "ann@example.com", password: PASSWORD }, ip)).status).toBe(200);
  }, 30_000);

  test("per account: guesses from many addresses are stopped for that account only", async () => {
    await accountWithPassword(t, "target@example.com");
    for (let i = 0; i < 10; i++) expect((await login({ email: "target@example.com", password: "guess guess" }, from(`192.0.2.${i + 1}`))).status).toBe(401);
    const refused = await login({ email: "TARGET@example.com", password: PASSWORD }, from("192.0.2.200"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect((await login({ email: "ann@example.com", password: PASSWORD }, from("192.0.2.201"))).status).toBe(200);
    // An unknown address is throttled the same way (no hint which addresses exist).
    for (let i = 0; i < 10; i++) await login({ email: "ghost@example.com", password: "guess guess" }, from(`192.0.2.${i + 20}`));
    expect((await login({ email: "ghost@example.com", password: "guess guess" }, from("192.0.2.99"))).status).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
  }, 30_000);

  test("parallel guesses are reserved before the password check: 30 at once give exactly 10 checks", async () => {
    await accountWithPassword(t, "burst@example.com");
    const results = await Promise.all(Array.from({ length: 30 }, () => login({ email: "burst@example.com", password: "guess guess" }, from("198.51.100.50"))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    t.clock.advance(15 * 60_000 + 1000);
  }, 30_000);

  test("a successful sign-in does not wipe its address's failures (an attacker's own account vouches for nothing)", async () => {
    await accountWithPassword(t, "mallory@example.com");
    const ip = from("198.51.100.60");
    for (let i = 0; i < 9; i++) await login({ email: `spray${i}@example.com`, password: "Summer2026!" }, ip);
    expect((await login({ email: "mallory@example.com", password: PASSWORD }, ip)).status).toBe(200);
    expect((await login({ email: "spray9@example.com", password: "Summer2026!" }, ip)).status).toBe(401);
    expect((await login({ email: "spray10@example.com", password: "Summer2026!" }, ip)).status).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
  }, 30_000);
});

describe("refresh tokens", () => {
  test("rotation: the new pair works, the old refresh token is refused, and reusing it kills the new one too", async () => {
    const first = await signIn(t, "ann@example.com", PASSWORD, from("203.0.113.10"));
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const second = await res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(t, second.access_token)).res.status).toBe(200);

    expect(await expect401(await refresh(first.refresh_token), false)).toContain("revoked");
    // The thief (or the owner) who refreshed last is signed out as well.
    expect(await expect401(await refresh(second.refresh_token), false)).toContain("not valid");
    // Another sign-in is not affected.
    const other = await signIn(t, "ann@example.com", PASSWORD, from("203.0.113.10"));
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  test("a chain of refreshes keeps working; each refresh token works once", async () => {
    let pair = await signIn(t, "ann@example.com", PASSWORD, from("203.0.113.11"));
    for (let i = 0; i < 5; i++) {
      const res = await refresh(pair.refresh_token);
      expect(res.status).toBe(200);
      pair = await res.json();
    }
    expect((await me(t, pair.access_token)).res.status).toBe(200);
  });

  test("valid 30 days from issue, then 401", async () => {
    const pair = await signIn(t, "ann@example.com", PASSWORD, from("203.0.113.12"));
    t.clock.advance(29 * DAY);
    const next = await (await refresh(pair.refresh_token)).json();
    t.clock.advance(30 * DAY + 1000);
    await expect401(await refresh(next.refresh_token), false);
  });

  test.each([["an unknown token", "rsr_" + "A".repeat(43)], ["garbage", "nope"], ["an access token", "eyJhbGciOiJFZERTQSJ9.e30.sig"]])("%s → 401", async (_, token) => {
    await expect401(await refresh(token), false);
  });

  test("stored only as hashes", async () => {
    const pair = await signIn(t, "ann@example.com", PASSWORD, from("203.0.113.13"));
    const dump = JSON.stringify(await rows(t.rt.db).all("SELECT * FROM refresh_tokens"));
    expect(dump).not.toContain(pair.refresh_token);
    expect(dump).not.toContain(pair.refresh_token.slice(4));
  });

  test("expired refresh tokens and reset links are deleted by the hourly housekeeping", async () => {
    const t2 = await createTestApp();
    try {
      await accountWithPassword(t2, "purge@example.com");
      await signIn(t2, "purge@example.com");
      await t2.request("/api/auth/password-reset", { method: "POST", json: { email: "purge@example.com" } });
      const count = async (table: string) => (await rows(t2.rt.db).get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
      expect([await count("refresh_tokens"), await count("password_resets")]).toEqual([1, 1]);
      await t2.rt.scheduler.tick();
      t2.clock.advance(2 * DAY);
      await t2.rt.scheduler.tick();
      expect([await count("refresh_tokens"), await count("password_resets")]).toEqual([1, 0]);
      t2.clock.advance(29 * DAY);
      await t2.rt.scheduler.tick();
      expect(await count("refresh_tokens")).toBe(0);
    } finally {
      await t2.close();
    }
  });

  test("missing or mistyped refresh_token → 400", async () => {
    for (const body of [{}, { refresh_token: 5 }, { refresh_token: "" }]) {
      const res = await t.request("/api/auth/refresh", { method: "POST", json: body });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain("refresh_token");
    }
  });
});

describe("POST /api/auth/logout", () => {
  test("204; the sign-in's refresh tokens stop working; other sign-ins keep theirs", async () => {
    const a = await signIn(t, "ann@example.com", PASSWORD, from("203.0.113.20"));
    const b = await signIn(t, "ann@example.com", PASSWORD, from("203.0.113.20"));
    const rotated = await (await refresh(a.refresh_token)).json();
    const res = await t.request("/api/auth/logout", { method: "POST", json: { refresh_token: rotated.refresh_token } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    await expect401(await refresh(rotated.refresh_token), false);
    expect((await refresh(b.refresh_token)).status).toBe(200);
    // Its access tokens end with it, before their hour is up; the other sign-in's keep working.
    const me = (token: string) => t.request("/api/me", { headers: { authorization: `Bearer ${token}` } });
    expect((await me(a.access_token)).status).toBe(401);
    expect((await me(rotated.access_token)).status).toBe(401);
    expect((await me(b.access_token)).status).toBe(200);
  });

  test("a sign-out on one replica ends the sign-in on another through the database's change counter, within 5 s (SPEC §13)", async () => {
    // Two runtimes on one database, each its own connection, as two replicas are.
    const a = await createTestApp();
    const b = await createTestApp({ clock: a.clock, dir: a.dir });
    try {
      await accountWithPassword(a, "replica@example.com");
      const pair = await signIn(a, "replica@example.com");
      expect((await me(b, pair.access_token)).res.status).toBe(200);
      expect((await me(b, pair.access_token)).res.status).toBe(200); // now known live in B's cache
      const changes = changeCounter(b.rt.db);
      // On PostgreSQL B's counter is what its last poll read of the version row: let it catch up
      // with the writes so far (B's own start among them), so what moves it below is the sign-out.
      if (engineOf(b.rt.db) === "postgres") {
        const { version } = (await rows(b.rt.db).get<{ version: number }>("SELECT version FROM rivalscope_change_version"))!;
        for (let i = 0; i < 100 && changes() !== version; i++) await Bun.sleep(50);
      }
      const seen = changes();
      expect((await a.request("/api/auth/logout", { method: "POST", json: { refresh_token: pair.refresh_token } })).status).toBe(204);
      // SQLite: B's data_version moves at A's commit; PostgreSQL: at B's next poll of the version
      // row, which the refresh_tokens trigger bumped (without it, only the cache's own bound).
      for (let i = 0; i < 100 && changes() === seen; i++) await Bun.sleep(50);
      expect(changes()).not.toBe(seen);
      expect((await me(b, pair.access_token)).res.status).toBe(401);
    } finally {
      await b.close();
      await a.close();
    }
  });

  test("an unknown token is also 204 (nothing to reveal); a bad body is 400; GET is 405", async () => {
    expect((await t.request("/api/auth/logout", { method: "POST", json: { refresh_token: "rsr_" + "B".repeat(43) } })).status).toBe(204);
    expect((await t.request("/api/auth/logout", { method: "POST", json: {} })).status).toBe(400);
    const get = await t.request("/api/auth/logout");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("per-IP limits of the sign-in endpoints", () => {
  test("each endpoint answers 429 with Retry-After and X-RateLimit-Remaining past its limit, counted before the body is read", async () => {
    const t2 = await createTestApp({ env: { RIVALSCOPE_AUTH_PER_MINUTE: "3" } });
    try {
      for (const path of ["/api/auth/login", "/api/auth/refresh", "/api/auth/logout", "/api/auth/password-reset"]) {
        for (let i = 0; i < 3; i++) {
          const ok = await t2.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
          expect(ok.status).toBe(400);
          expect(ok.headers.get("x-ratelimit-remaining")).toBe(String(2 - i));
        }
        const res = await t2.request(path, { method: "POST", json: {} });
        expect(res.status).toBe(429);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
        const body = await res.json();
        expect(body).toEqual({ error: "rate_limited", message: expect.stringContaining("per minute") });
      }
      t2.clock.advance(61_000);
      expect((await t2.request("/api/auth/login", { method: "POST", json: {} })).status).toBe(400);
    } finally {
      await t2.close();
    }
  });
});

describe("password reset", () => {
  let smtp: FakeSmtp;
  let r: TestApp;
  beforeAll(async () => {
    smtp = startFakeSmtp();
    r = await createTestApp({ env: { RIVALSCOPE_SMTP_URL: smtp.url, RIVALSCOPE_AUTH_PER_MINUTE: "unlimited" } });
  });
  afterAll(async () => {
    await r.close();
    smtp.stop();
  });

  const ask = (email: string) => r.request("/api/auth/password-reset", { method: "POST", json: { email } });
  /** The set-password link of the newest mail to `to` (quoted-printable decoded). */
  const linkIn = async (to: string) => {
    await r.runJobs();
    const mail = smtp.mails.filter((m) => m.to.includes(`<${to}>`)).at(-1);
    const text = mail?.data.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
    const m = text?.match(/http:\/\/localhost:3000(\/app\/set-password\?token=(rpr_[0-9A-Za-z]{43}))/);
    return m ? { path: m[1], token: m[2] } : null;
  };
  /** GETs the page and returns the form's hidden values and the cookie, as a browser would keep them. */
  const openForm = async (path: string) => {
    const page = await r.request(path);
    const html = await page.text();
    const csrf = html.match(/name="_csrf" value="([^"]+)"/)?.[1];
    const cookie = page.headers.get("set-cookie")?.split(";")[0];
    return { status: page.status, html, csrf, cookie, headers: page.headers };
  };
  const submit = (fields: Record<string, string>, cookie?: string) =>
    r.request("/app/set-password", { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(fields).toString() });

  test("202 alike for known and unknown addresses; only the known one gets mail", async () => {
    await accountWithPassword(r, "reset1@example.com");
    const known = await ask("RESET1@Example.com");
    const unknown = await ask("stranger@example.com");
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await linkIn("reset1@example.com")).not.toBeNull();
    expect(smtp.mails.some((m) => m.to.includes("<stranger@example.com>"))).toBe(false);
  });

  test("the link opens a form; setting the password signs the account out everywhere; the link works once", async () => {
    await accountWithPassword(r, "reset2@example.com");
    const before = await signIn(r, "reset2@example.com");
    await ask("reset2@example.com");
    const link = (await linkIn("reset2@example.com"))!;
    const form = await openForm(link.path);
    expect(form.status).toBe(200);
    expect(form.headers.get("referrer-policy")).toBe("no-referrer");
    expect(form.headers.get("cache-control")).toBe("no-store");
    expect(form.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(form.html).not.toContain("<script");
    expect(form.cookie).toMatch(/^rivalscope_app_form=[0-9A-Za-z]{32}$/);
    expect(form.headers.get("set-cookie")).toContain("Path=/app; Max-Age=3600; HttpOnly; SameSite=Strict");

    const mismatch = await submit({ _csrf: form.csrf!, token: link.token, password: "a brand new secret", confirm: "something else" }, form.cookie);
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("differ");
    const short = await submit({ _csrf: form.csrf!, token: link.token, password: "short", confirm: "short" }, form.cookie);
    expect(short.status).toBe(400);

    // Set: the customer is signed in to the app at once (its session cookie), every earlier sign-in ended.
    const done = await submit({ _csrf: form.csrf!, token: link.token, password: "a brand new secret", confirm: "a brand new secret" }, form.cookie);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/app?password_set=1");
    expect(done.headers.getSetCookie().some((c) => c.startsWith("rivalscope_app=rsr_"))).toBe(true);
    expect((await r.request("/api/auth/login", { method: "POST", json: { email: "reset2@example.com", password: PASSWORD } })).status).toBe(401);
    expect((await r.request("/api/auth/login", { method: "POST", json: { email: "reset2@example.com", password: "a brand new secret" } })).status).toBe(200);
    await expect401(await r.request("/api/auth/refresh", { method: "POST", json: { refresh_token: before.refresh_token } }), false);

    expect((await openForm(link.path)).status).toBe(410);
    expect((await submit({ _csrf: form.csrf!, token: link.token, password: "third password!", confirm: "third password!" }, form.cookie)).status).toBe(410);
  });

  test("a post without the form cookie (cross-site) is refused; the link stays usable", async () => {
    await accountWithPassword(r, "reset3@example.com");
    await ask("reset3@example.com");
    const link = (await linkIn("reset3@example.com"))!;
    const form = await openForm(link.path);
    const forged = await submit({ _csrf: form.csrf!, token: link.token, password: "attacker's choice", confirm: "attacker's choice" });
    expect(forged.status).toBe(403);
    const wrong = await submit({ _csrf: "A".repeat(32), token: link.token, password: "attacker's choice", confirm: "attacker's choice" }, form.cookie);
    expect(wrong.status).toBe(403);
    expect((await openForm(link.path)).status).toBe(200);
  });

  test("a link is valid for one hour; a newer password voids the older links", async () => {
    await accountWithPassword(r, "reset4@example.com");
    await ask("reset4@example.com");
    const old = (await linkIn("reset4@example.com"))!;
    r.clock.advance(3600_000 + 1000);
    expect((await openForm(old.path)).status).toBe(410);
    await ask("reset4@example.com");
    const a = (await linkIn("reset4@example.com"))!;
    await ask("reset4@example.com");
    const b = (await linkIn("reset4@example.com"))!;
    const form = await openForm(b.path);
    expect((await submit({ _csrf: form.csrf!, token: b.token, password: "fourth password", confirm: "fourth password" }, form.cookie)).status).toBe(303);
    expect((await openForm(a.path)).status).toBe(410);
  });

  test("unknown, malformed or missing tokens → 410 page", async () => {
    await accountWithPassword(r, "reset5@example.com");
    for (const q of ["", "?token=", "?token=rpr_" + "Z".repeat(43), "?token=%3Cscript%3E"]) {
      const res = await r.request(`/app/set-password${q}`);
      expect(res.status).toBe(410);
      expect(await res.text()).not.toContain("<script>");
    }
  });

  test("at most 3 mails per address per hour; the answer stays 202", async () => {
    await accountWithPassword(r, "reset6@example.com");
    r.clock.advance(3600_000 + 1000);
    const before = smtp.mails.length;
    for (let i = 0; i < 5; i++) expect((await ask("reset6@example.com")).status).toBe(202);
    await r.runJobs();
    expect(smtp.mails.length - before).toBe(3);
  });

  test("the token is stored only as a hash; the outbox copy shows the link redacted", async () => {
    await accountWithPassword(r, "reset7@example.com");
    await ask("reset7@example.com");
    const link = (await linkIn("reset7@example.com"))!;
    const dump = JSON.stringify([await rows(r.rt.db).all("SELECT * FROM password_resets"), await rows(r.rt.db).all("SELECT * FROM outbox")]);
    expect(dump).not.toContain(link.token);
    expect((await listOutbox(r.ctx))[0].text).toContain("[the set-password link: sent by SMTP only, never stored in clear]");
  });


  test("without SMTP the outbox never holds the link", async () => {
    const t3 = await createTestApp();
    try {
      await accountWithPassword(t3, "outbox@example.com");
      expect((await t3.request("/api/auth/password-reset", { method: "POST", json: { email: "outbox@example.com" } })).status).toBe(202);
      const mail = (await listOutbox(t3.ctx))[0];
      expect(mail).toMatchObject({ to: "outbox@example.com", status: "stored", sealedText: null });
      expect(mail.text).not.toMatch(/rpr_/);
      expect(await findAccountByEmail(t3.ctx, { email: "outbox@example.com" })).not.toBeNull();
    } finally {
      await t3.close();
    }
  });

  test("bad bodies → 400; GET → 405", async () => {
    expect((await r.request("/api/auth/password-reset", { method: "POST", json: { email: "nope" } })).status).toBe(400);
    expect((await r.request("/api/auth/password-reset", { method: "POST", json: {} })).status).toBe(400);
    const get = await r.request("/api/auth/password-reset");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("GET /api/me without or with a bad token", () => {
  test("401s; with a good token 200", async () => {
    await expect401(await t.request("/api/me"), false);
    await expect401(await t.request("/api/me", { headers: bearer("x.y.z") }));
    const pair = await signIn(t, "ann@example.com", PASSWORD, from("203.0.113.30"));
    expect((await me(t, pair.access_token)).res.status).toBe(200);
  });
});
