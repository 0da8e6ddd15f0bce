/**
 * The dashboard's domain code: admins, sessions, the setup token, the sign-in throttle.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("admins", () => {
  test("passwords are stored as argon2id hashes and verified", async () => {
    const { admin, created } = await upsertAdmin(t.rt.db, t.clock, { email: " Ops@Example.com ", password: "s3cret-passphrase" });
    expect(created).toBe(true);
    expect(admin.email).toBe("ops@example.com");
    expect(admin.passwordHash).toStartWith("$argon2id$");
    expect(admin.passwordHash).not.toContain("s3cret");
    expect((await verifyAdminPassword(t.rt.db, "OPS@example.com", "s3cret-passphrase"))?.id).toBe(admin.id);
    expect(await verifyAdminPassword(t.rt.db, "ops@example.com", "wrong-passphrase")).toBeNull();
    expect(await verifyAdminPassword(t.rt.db, "nobody@example.com", "s3cret-passphrase")).toBeNull();
    expect(await verifyAdminPassword(t.rt.db, "ops@example.com", "")).toBeNull();
  });

  test("create-or-reset: a reset changes the password and ends that admin's sessions", async () => {
    const admin = findAdminByEmail(t.rt.db, "ops@example.com")!;
    const s = startSession(t.rt.db, t.clock, admin.id);
    expect(findSession(t.rt.db, t.clock, s.cookieValue)).not.toBeNull();
    const { created } = await upsertAdmin(t.rt.db, t.clock, { email: "ops@example.com", password: "another-passphrase" });
    expect(created).toBe(false);
    expect(findSession(t.rt.db, t.clock, s.cookieValue)).toBeNull();
    expect(await verifyAdminPassword(t.rt.db, "ops@example.com", "s3cret-passphrase")).toBeNull();
    expect(await verifyAdminPassword(t.rt.db, "ops@example.com", "another-passphrase")).not.toBeNull();
  });

  test("bad credentials are refused naming the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: "not-an-email", password: "long enough" }, "email"],
      [{ email: "a@b.co", password: "short" }, "password"],
      [{ email: "a@b.co", password: "x".repeat(300) }, "password"],
    ];
    for (const [input, field] of cases) {
      const err = await upsertAdmin(t.rt.db, t.clock, input as { email: string; password: string }).catch((e) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err.code).toBe("bad_request");
      expect(err.message).toContain(field);
    }
  });

  test("the first admin can be created only while there is none", async () => {
    const fresh = await createTestApp();
    try {
      expect(countAdmins(fresh.rt.db)).toBe(0);
      await createFirstAdmin(fresh.rt.db, fresh.clock, { email: "first@example.com", password: "first-passphrase" });
      const err = await createFirstAdmin(fresh.rt.db, fresh.clock, { email: "second@example.com", password: "second-passphrase" }).catch((e) => e);
      expect(err.code).toBe("conflict");
      expect(countAdmins(fresh.rt.db)).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe("sessions", () => {
  test("only the SHA-256 of the cookie is stored; sessions end after 12 hours", async () => {
    const clock = new ManualClock();
    const admin = findAdminByEmail(t.rt.db, "ops@example.com")!;
    const s = startSession(t.rt.db, clock, admin.id);
    expect(s.cookieValue).toMatch(/^[0-9A-Za-z]{43}$/);
    const row = t.rt.db.select().from(adminSessions).where(eq(adminSessions.id, sha256Hex(s.cookieValue))).get();
    expect(row?.csrfToken).toBe(s.csrfToken);
    expect(t.rt.db.select().from(adminSessions).where(eq(adminSessions.id, s.cookieValue)).get()).toBeUndefined();
    expect(findSession(t.rt.db, clock, s.cookieValue)?.admin.email).toBe("ops@example.com");
    clock.advance(SESSION_TTL_MS - 1);
    expect(findSession(t.rt.db, clock, s.cookieValue)).not.toBeNull();
    clock.advance(1);
    expect(findSession(t.rt.db, clock, s.cookieValue)).toBeNull();
  });

  test("sign-out ends the session; malformed cookie values are rejected without a lookup", () => {
    const admin = findAdminByEmail(t.rt.db, "ops@example.com")!;
    const s = startSession(t.rt.db, t.clock, admin.id);
    endSession(t.rt.db, s.cookieValue);
    expect(findSession(t.rt.db, t.clock, s.cookieValue)).toBeNull();
    for (const bad of [null, undefined, "", "short", "x".repeat(43) + "'", "' OR 1=1 --"]) expect(findSession(t.rt.db, t.clock, bad)).toBeNull();
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
  test("5 failures within 15 minutes block the address until the oldest leaves the window", () => {
    const clock = new ManualClock();
    const th = createSignInThrottle(clock);
    for (let i = 0; i < 5; i++) {
      expect(th.retryAfterMs("1.2.3.4")).toBe(0);
      th.recordFailure("1.2.3.4");
      clock.advance(60_000);
    }
    // Failures at t=0..4 min; now t=5 min: blocked until the first leaves the window at 15 min.
    expect(th.retryAfterMs("1.2.3.4")).toBe(FAILURE_WINDOW_MS - 5 * 60_000);
    expect(th.retryAfterMs("5.6.7.8")).toBe(0); // per address
    clock.advance(FAILURE_WINDOW_MS - 5 * 60_000);
    expect(th.retryAfterMs("1.2.3.4")).toBe(0);
    th.recordFailure("1.2.3.4"); // 5 in the window again (t=1..4 and now)
    expect(th.retryAfterMs("1.2.3.4")).toBeGreaterThan(0);
  });

  test("a successful sign-in clears the address's failures", () => {
    const clock = new ManualClock();
    const th = createSignInThrottle(clock);
    for (let i = 0; i < 4; i++) th.recordFailure("9.9.9.9");
    th.recordSuccess("9.9.9.9");
    th.recordFailure("9.9.9.9");
    expect(th.retryAfterMs("9.9.9.9")).toBe(0);
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
