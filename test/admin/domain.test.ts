/**
 * The dashboard's domain code: admins, sessions, the setup token, the sign-in throttle.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { countAdmins, createFirstAdmin, findAdminByEmail, upsertAdmin, verifyAdminPassword } from "../../src/admin/admins";
import { endSession, findSession, SESSION_TTL_MS, startSession } from "../../src/admin/sessions";
import { createSetupTokenStore, SETUP_TOKEN_TTL_MS } from "../../src/admin/setup-token";
import { createSignInThrottle, FAILURE_WINDOW_MS } from "../../src/admin/sign-in-throttle";
import { adminSessions } from "../../src/db/schema";
import { ManualClock } from "../../src/lib/clock";
import { AppError } from "../../src/lib/errors";
import { sha256Hex } from "../../src/lib/hash";
import { safeEqual } from "../../src/lib/safe-equal";
import { createTestApp, type TestApp } from "../helpers/app";
import { createAdmin } from "./helpers";

describe("admins", () => {
  // A fresh app per test: these tests create and reset admins.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  test("passwords are stored as argon2id hashes and verified", async () => {
    const { admin, created } = await upsertAdmin(t.ctx, { email: " Ops@Example.com ", password: "s3cret-passphrase" });
    expect(created).toBe(true);
    expect(admin.email).toBe("ops@example.com");
    expect(admin.passwordHash).toStartWith("$argon2id$");
    expect(admin.passwordHash).not.toContain("s3cret");
    expect((await verifyAdminPassword(t.ctx, { email: "OPS@example.com", password: "s3cret-passphrase" }))?.id).toBe(admin.id);
    expect(await verifyAdminPassword(t.ctx, { email: "ops@example.com", password: "wrong-passphrase" })).toBeNull();
    expect(await verifyAdminPassword(t.ctx, { email: "nobody@example.com", password: "s3cret-passphrase" })).toBeNull();
    expect(await verifyAdminPassword(t.ctx, { email: "ops@example.com", password: "" })).toBeNull();
  });

  test("create-or-reset: a reset changes the password and ends that admin's sessions", async () => {
    const admin = (await upsertAdmin(t.ctx, { email: "ops@example.com", password: "s3cret-passphrase" })).admin;
    const s = await startSession(t.ctx, { adminId: admin.id });
    expect(await findSession({ db: t.rt.db, clock: t.clock }, { cookieValue: s.cookieValue })).not.toBeNull();
    const { created } = await upsertAdmin(t.ctx, { email: "ops@example.com", password: "another-passphrase" });
    expect(created).toBe(false);
    expect(await findSession({ db: t.rt.db, clock: t.clock }, { cookieValue: s.cookieValue })).toBeNull();
    expect(await verifyAdminPassword(t.ctx, { email: "ops@example.com", password: "s3cret-passphrase" })).toBeNull();
    expect(await verifyAdminPassword(t.ctx, { email: "ops@example.com", password: "another-passphrase" })).not.toBeNull();
  });

  test("bad credentials are refused naming the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: "not-an-email", password: "long enough" }, "email"],
      [{ email: "a@b.co", password: "short" }, "password"],
      [{ email: "a@b.co", password: "x".repeat(300) }, "password"],
    ];
    for (const [input, field] of cases) {
      const err = await upsertAdmin(t.ctx, input as { email: string; password: string }).catch((e) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err.code).toBe("bad_request");
      expect(err.message).toContain(field);
    }
  });

  test("the first admin can be created only while there is none", async () => {
    expect(await countAdmins(t.ctx)).toBe(0);
    await createFirstAdmin(t.ctx, { email: "first@example.com", password: "first-passphrase" });
    const err = await createFirstAdmin(t.ctx, { email: "second@example.com", password: "second-passphrase" }).catch((e) => e);
    expect(err.code).toBe("conflict");
    expect(await countAdmins(t.ctx)).toBe(1);
  });
});

describe("sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createAdmin(t);
  });
  afterAll(() => t.close());

  test("only the SHA-256 of the cookie is stored; sessions end after 12 hours", async () => {
    const clock = new ManualClock();
    const admin = (await findAdminByEmail(t.ctx, { email: "ops@example.com" }))!;
    const s = await startSession({ ...t.ctx, clock: clock }, { adminId: admin.id });
    expect(s.cookieValue).toMatch(/^[0-9A-Za-z]{43}$/);
    const row = (await t.rt.db.select().from(adminSessions).where(eq(adminSessions.id, sha256Hex(s.cookieValue))))[0];
    expect(row?.csrfToken).toBe(s.csrfToken);
    expect((await t.rt.db.select().from(adminSessions).where(eq(adminSessions.id, s.cookieValue)))[0]).toBeUndefined();
    expect(await (await findSession({ db: t.rt.db, clock: clock }, { cookieValue: s.cookieValue }))?.admin.email).toBe("ops@example.com");
    clock.advance(SESSION_TTL_MS - 1);
    expect(await findSession({ db: t.rt.db, clock: clock }, { cookieValue: s.cookieValue })).not.toBeNull();
    clock.advance(1);
    expect(await findSession({ db: t.rt.db, clock: clock }, { cookieValue: s.cookieValue })).toBeNull();
  });

  test("sign-out ends the session; malformed cookie values are rejected without a lookup", async () => {
    const admin = (await findAdminByEmail(t.ctx, { email: "ops@example.com" }))!;
    const s = await startSession(t.ctx, { adminId: admin.id });
    await endSession(t.ctx, { cookieValue: s.cookieValue });
    expect(await findSession({ db: t.rt.db, clock: t.clock }, { cookieValue: s.cookieValue })).toBeNull();
    for (const bad of [null, undefined, "", "short", "x".repeat(43) + "'", "' OR 1=1 --"]) expect(await findSession({ db: t.rt.db, clock: t.clock }, { cookieValue: bad })).toBeNull();
    // A value that is not the shape we issue is refused before the database is touched at all.
    const untouchable = { db: new Proxy({}, { get: () => { throw new Error("database touched"); } }) as never, clock: t.clock };
    for (const bad of ["short", "x".repeat(43) + "'", "' OR 1=1 --", "A".repeat(44), "é".repeat(43)]) expect(await findSession(untouchable, { cookieValue: bad })).toBeNull();
  });
});

describe("setup token", () => {
  test("valid for 30 minutes, once; wrong tokens are invalid", () => {
    const clock = new ManualClock();
    const store = createSetupTokenStore(clock);
    expect(store.check("anything")).toBe("invalid");
    const { token, expiresAt } = store.issue();
    expect(token).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(expiresAt - clock.now()).toBe(SETUP_TOKEN_TTL_MS);
    expect(store.check(token)).toBe("valid");
    expect(store.check(token.slice(0, -1))).toBe("invalid");
    expect(store.check(token + "x")).toBe("invalid");
    expect(store.check("")).toBe("invalid");
    expect(store.check(null)).toBe("invalid");
    clock.advance(SETUP_TOKEN_TTL_MS);
    expect(store.check(token)).toBe("expired");
    const again = store.issue();
    expect(store.check(token)).toBe("invalid"); // a new token replaces the old one
    store.consume();
    expect(store.check(again.token)).toBe("used");
  });
});

describe("sign-in throttle", () => {
  const fail = (th: ReturnType<typeof createSignInThrottle>, key: string) => {
    const r = th.reserve(key);
    if (!r.ok) throw new Error("refused");
    r.attempt.settle(false);
  };

  test("5 failures within 15 minutes block the address until the oldest leaves the window", () => {
    const clock = new ManualClock();
    const th = createSignInThrottle(clock);
    for (let i = 0; i < 5; i++) {
      expect(th.retryAfterMs("1.2.3.4")).toBe(0);
      fail(th, "1.2.3.4");
      clock.advance(60_000);
    }
    // Failures at t=0..4 min; now t=5 min: blocked until the first leaves the window at 15 min.
    expect(th.retryAfterMs("1.2.3.4")).toBe(FAILURE_WINDOW_MS - 5 * 60_000);
    const refused = th.reserve("1.2.3.4");
    expect(refused.ok ? 0 : refused.retryAfterMs).toBe(FAILURE_WINDOW_MS - 5 * 60_000);
    expect(th.retryAfterMs("5.6.7.8")).toBe(0); // per address
    clock.advance(FAILURE_WINDOW_MS - 5 * 60_000);
    expect(th.retryAfterMs("1.2.3.4")).toBe(0);
    fail(th, "1.2.3.4"); // 5 in the window again (t=1..4 and now)
    expect(th.retryAfterMs("1.2.3.4")).toBeGreaterThan(0);
  });

  test("a successful sign-in clears the address's failures", () => {
    const clock = new ManualClock();
    const th = createSignInThrottle(clock);
    for (let i = 0; i < 4; i++) fail(th, "9.9.9.9");
    const r = th.reserve("9.9.9.9");
    if (r.ok) r.attempt.settle(true);
    fail(th, "9.9.9.9");
    expect(th.retryAfterMs("9.9.9.9")).toBe(0);
  });

  test("attempts in flight count: 200 reserved at once admit exactly 5", () => {
    const th = createSignInThrottle(new ManualClock());
    const results = Array.from({ length: 200 }, () => th.reserve("6.6.6.6"));
    const admitted = results.filter((r) => r.ok);
    expect(admitted.length).toBe(5);
    expect(results.filter((r) => !r.ok && r.retryAfterMs > 0).length).toBe(195);
    for (const r of admitted) if (r.ok) r.attempt.settle(false);
    expect(th.reserve("6.6.6.6").ok).toBe(false); // now 5 real failures
  });
});

test("safeEqual compares secrets of any length, refusing empty ones", () => {
  expect(safeEqual("abc", "abc")).toBe(true);
  expect(safeEqual("abc", "abd")).toBe(false);
  expect(safeEqual("abc", "abcd")).toBe(false);
  expect(safeEqual("", "")).toBe(false);
  expect(safeEqual(null, "abc")).toBe(false);
  expect(safeEqual(undefined, undefined)).toBe(false);
});
