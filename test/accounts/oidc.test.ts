/**
 * External OIDC tokens against a real OpenID provider on loopback (oidc-provider): discovery,
 * the remote key set (refreshed on an unknown kid), issuer, audience, algorithm and expiry
 * checks, and accounts matched — or created — by the verified email claim.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { decodeJwt, generateKeyPair, SignJWT } from "jose";
import { findAccountByEmail } from "../../src/accounts/accounts";
import { createExternalTokenVerifier } from "../../src/accounts/external-tokens";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { ManualClock } from "../../src/lib/clock";
import { memoryLogger } from "../../src/lib/log";
import { createTestApp, type TestApp } from "../helpers/app";
import { startTestIdp, type TestIdp } from "../helpers/oidc-idp";
import { accountWithPassword, bearer, expect401, me, signIn } from "./helpers";

const AUDIENCE = "https://rivalscope.test/api";
const OTHER_AUDIENCE = "https://another-app.test/api";

let idp: TestIdp;
let t: TestApp;
beforeAll(async () => {
  idp = await startTestIdp([AUDIENCE, OTHER_AUDIENCE]);
  // The IdP stamps tokens with the wall clock: the server's clock starts there too.
  t = await createTestApp({ clock: new ManualClock(Date.now()), env: { RIVALSCOPE_OIDC_ISSUER: idp.issuer, RIVALSCOPE_OIDC_AUDIENCE: AUDIENCE } });
});
afterAll(async () => {
  await t.close();
  idp.stop();
});

describe("tokens of the configured identity provider", () => {
  test("a verified email opens the account of that address, created on first sign-in", async () => {
    idp.claims = { email: "New.Comer@Example.com", email_verified: true };
    const token = await idp.token();
    expect(await findAccountByEmail(t.ctx, { email: "new.comer@example.com" })).toBeNull();
    const { res, body } = await me(t, token);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ email: "new.comer@example.com", plan: "none" });
    // The same person again: the same account.
    const again = await me(t, await idp.token());
    expect(again.body.id).toBe(body.id);
  });

  test("an existing account (with a plan) is matched by its email", async () => {
    const account = await accountWithPassword(t, "existing@example.com");
    await setGrantedPlan(t.ctx, { accountId: account.id, plan: "command" });
    idp.claims = { email: "EXISTING@example.com" };
    const { body } = await me(t, await idp.token());
    expect(body).toMatchObject({ id: account.id, plan: "command", obtained: "granted" });
    expect((await t.request("/api/me/allowances", { headers: bearer(await idp.token()) })).status).toBe(200);
    // Our own tokens keep working beside the provider's.
    expect((await me(t, (await signIn(t, "existing@example.com")).access_token)).res.status).toBe(200);
  });

  test("email_verified: false is refused", async () => {
    idp.claims = { email: "unverified@example.com", email_verified: false };
    expect(await expect401(await t.request("/api/me", { headers: bearer(await idp.token()) }))).toContain("not verified");
    expect(await findAccountByEmail(t.ctx, { email: "unverified@example.com" })).toBeNull();
  });

  test("no email claim (or not an address) is refused", async () => {
    for (const claims of [{}, { email: "not-an-address" }, { email: 42 }]) {
      idp.claims = claims;
      expect(await expect401(await t.request("/api/me", { headers: bearer(await idp.token()) }))).toContain("email");
    }
  });

  test("a token the provider issued for another audience is refused", async () => {
    idp.claims = { email: "oidc.user@example.com", email_verified: true };
    const token = await idp.token(OTHER_AUDIENCE);
    expect(await expect401(await t.request("/api/me", { headers: bearer(token) }))).toContain('"aud"');
  });

  test("an HS256 token claiming the provider's issuer is refused by the algorithm allow-list", async () => {
    const forged = await new SignJWT({ email: "oidc.user@example.com", email_verified: true })
      .setProtectedHeader({ alg: "HS256", kid: "idp-key-1" })
      .setIssuer(idp.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("guessable-shared-secret-32-bytes!!"));
    expect(await expect401(await t.request("/api/me", { headers: bearer(forged) }))).toContain("algorithm");
  });

  test("expired (past the 60 s tolerance) is refused", async () => {
    idp.claims = { email: "oidc.user@example.com", email_verified: true };
    const token = await idp.token();
    const { exp } = decodeJwt(token);
    const saved = t.clock.now();
    t.clock.set(exp! * 1000 + 61_000);
    try {
      expect(await expect401(await t.request("/api/me", { headers: bearer(token) }))).toContain("expired");
    } finally {
      t.clock.set(saved);
    }
  });

  test("a token of another provider (an unconfigured issuer) is refused", async () => {
    const other = await startTestIdp([AUDIENCE]);
    try {
      other.claims = { email: "oidc.user@example.com", email_verified: true };
      await expect401(await t.request("/api/me", { headers: bearer(await other.token()) }));
    } finally {
      other.stop();
    }
  });
});

describe("the provider's keys and discovery", () => {
  test("a new signing key at the provider is fetched when a token names its unknown kid", async () => {
    const own = await startTestIdp([AUDIENCE]);
    const clock = new ManualClock(Date.now());
    const verifier = createExternalTokenVerifier({ issuer: own.issuer, audience: AUDIENCE, fetch, clock, logger: memoryLogger(), jwksCooldownMs: 0 });
    try {
      own.claims = { email: "rotate@example.com" };
      expect(await verifier.verify(await own.token())).toEqual({ email: "rotate@example.com" });
      await own.rotateKey();
      expect(await verifier.verify(await own.token())).toEqual({ email: "rotate@example.com" });
    } finally {
      own.stop();
    }
  });

  /** A token that names `issuer`, signed by a key nobody publishes. */
  const tokenOf = async (issuer: string) =>
    new SignJWT({ email: "x@example.com" }).setProtectedHeader({ alg: "ES256", kid: "k" }).setIssuer(issuer).setAudience(AUDIENCE).setExpirationTime("5m").sign((await generateKeyPair("ES256")).privateKey);

  test.each([
    // The provider answers as http://127.0.0.1:…; configured as http://localhost:… it is not the same issuer.
    ["a discovery document naming another issuer", () => idp.issuer.replace("127.0.0.1", "localhost"), "not the configured"],
    [
      "an unreachable provider",
      () => {
        const s = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response() });
        const url = `http://127.0.0.1:${s.port}`;
        s.stop(true);
        return url;
      },
      "",
    ],
  ])("%s answers 503 with Retry-After (not the token's fault); our own tokens keep working", async (_, issuerOf, logged) => {
    const issuer = issuerOf();
    const t2 = await createTestApp({ clock: new ManualClock(Date.now()), env: { RIVALSCOPE_OIDC_ISSUER: issuer, RIVALSCOPE_OIDC_AUDIENCE: AUDIENCE } });
    try {
      const res = await t2.request("/api/me", { headers: bearer(await tokenOf(issuer)) });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.json()).toEqual({ error: "service_unavailable", message: expect.stringContaining("could not be reached") });
      expect(t2.logger.lines.some((l) => l.msg === "oidc discovery failed" && String(l.err?.message).includes(logged))).toBe(true);
      // Within the retry pause the provider is not asked again.
      expect((await t2.request("/api/me", { headers: bearer(await tokenOf(issuer)) })).status).toBe(503);
      expect(t2.logger.lines.filter((l) => l.msg === "oidc discovery failed")).toHaveLength(1);
      await accountWithPassword(t2, "own@example.com");
      expect((await me(t2, (await signIn(t2, "own@example.com")).access_token)).res.status).toBe(200);
    } finally {
      await t2.close();
    }
  });

  test("the issuer and audience are configured together", async () => {
    const { loadConfig } = await import("../../src/config");
    expect(() => loadConfig({ RIVALSCOPE_OIDC_ISSUER: "https://idp.example.com" })).toThrow("RIVALSCOPE_OIDC_AUDIENCE");
    expect(() => loadConfig({ RIVALSCOPE_OIDC_AUDIENCE: "rivalscope" })).toThrow("RIVALSCOPE_OIDC_ISSUER");
    expect(loadConfig({ RIVALSCOPE_OIDC_ISSUER: "https://idp.example.com", RIVALSCOPE_OIDC_AUDIENCE: "rivalscope" }).oidc).toEqual({ issuer: "https://idp.example.com", audience: "rivalscope" });
  });
});
