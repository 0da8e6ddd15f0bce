/**
 * Access tokens: what a forged, altered, stale or foreign token gets (401, invalid_token), the
 * JWKS document, key rotation, and the private key at rest.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { base64url, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { createTestApp, type TestApp } from "../helpers/app";
import { accountWithPassword, bearer, expect401, me, signIn } from "./helpers";
import { accounts } from "../../src/db/schema";
import { eq } from "drizzle-orm";
import { rows } from "../support/sql";

let t: TestApp;
let accountId: string;
let valid: string;
let kid: string;
let privateKey: CryptoKey;
const ISS = "http://localhost:3000";

beforeAll(async () => {
  t = await createTestApp();
  accountId = (await accountWithPassword(t, "tokens@example.com")).id;
  valid = (await signIn(t, "tokens@example.com")).access_token;
  ({ kid, privateKey } = await t.rt.accounts.keys.current(t.ctx));
});
afterAll(() => t.close());

const nowS = () => Math.floor(t.clock.now() / 1000);
const b64 = (o: unknown) => base64url.encode(JSON.stringify(o));
/** The sign-in (`sid`) of the valid token: tokens the test makes are issued under it. */
const sid = () => JSON.parse(Buffer.from(valid.split(".")[1], "base64url").toString()).sid as string;

/** A token signed with our own current key, with the given header and claim changes. */
async function ours(claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}, key: CryptoKey = privateKey) {
  const payload = { iss: ISS, aud: "rivalscope", sub: accountId, sid: sid(), iat: nowS(), exp: nowS() + 3600, ...claims };
  for (const [k, v] of Object.entries(payload)) if (v === undefined) delete (payload as Record<string, unknown>)[k];
  return new SignJWT(payload).setProtectedHeader({ alg: "EdDSA", typ: "at+jwt", kid, ...header } as never).sign(key);
}

describe("a valid token", () => {
  test("is accepted; its header and claims are the documented ones", async () => {
    const { res, body } = await me(t, valid);
    expect(res.status).toBe(200);
    expect(body.email).toBe("tokens@example.com");
    const [h, p] = valid.split(".").slice(0, 2).map((part) => JSON.parse(Buffer.from(part, "base64url").toString()));
    expect(h).toEqual({ alg: "EdDSA", typ: "at+jwt", kid });
    expect(p).toMatchObject({ iss: ISS, aud: "rivalscope", sub: accountId, exp: p.iat + 3600 });
    expect(p.sid).toMatch(/^rtf_/);
    expect(typeof p.jti).toBe("string");
  });

  test("a token made the same way by the test is accepted too (the control for the cases below)", async () => {
    expect((await me(t, await ours())).res.status).toBe(200);
  });
});

describe("every broken token answers 401 invalid_token", () => {
  const cases: [string, () => Promise<string>, RegExp][] = [
    ["alg none (unsigned)", async () => `${b64({ alg: "none", typ: "at+jwt", kid })}.${b64({ iss: ISS, aud: "rivalscope", sub: accountId, iat: nowS(), exp: nowS() + 3600 })}.`, /algorithm|malformed/],
    [
      "HS256 signed with the public key (as JWK JSON) as the secret",
      async () => {
        const jwk = (await (await t.request("/.well-known/jwks.json")).json()).keys[0];
        return new SignJWT({ iss: ISS, aud: "rivalscope", sub: accountId, iat: nowS(), exp: nowS() + 3600 }).setProtectedHeader({ alg: "HS256", typ: "at+jwt", kid }).sign(new TextEncoder().encode(JSON.stringify(jwk)));
      },
      /algorithm/,
    ],
    [
      "HS256 signed with the raw public key bytes as the secret",
      async () => {
        const jwk = (await (await t.request("/.well-known/jwks.json")).json()).keys[0];
        return new SignJWT({ iss: ISS, aud: "rivalscope", sub: accountId, iat: nowS(), exp: nowS() + 3600 }).setProtectedHeader({ alg: "HS256", typ: "at+jwt", kid }).sign(base64url.decode(jwk.x));
      },
      /algorithm/,
    ],
    ["an unknown kid", () => ours({}, { kid: "sk_doesnotexist123" }), /signing key/],
    ["no kid", () => ours({}, { kid: undefined }), /signing key/],
    [
      "our kid, signed by another key",
      async () => ours({}, {}, (await generateKeyPair("EdDSA")).privateKey),
      /signature/,
    ],
    ["expired", () => ours({ iat: nowS() - 7200, exp: nowS() - 1 }), /expired/],
    ["not yet valid (nbf in the future)", () => ours({ nbf: nowS() + 600 }), /not valid yet/],
    ["another audience", () => ours({ aud: "another-api" }), /"aud"/],
    ["another issuer", () => ours({ iss: "https://rivalscope.evil.example" }), /"iss"/],
    ["another type (a plain JWT, not an access token)", () => ours({}, { typ: "JWT" }), /"typ"/],
    ["no subject", () => ours({ sub: undefined }), /"sub"|subject/],
    ["no expiry", () => ours({ exp: undefined }), /"exp"/],
    ["no sign-in (sid)", () => ours({ sid: undefined }), /"sid"/],
    ["a sign-in this server never started", () => ours({ sid: "rtf_nosuchsignin000" }), /sign-in of this access token has ended/],
    ["a payload changed after signing", async () => {
      const [h, , s] = valid.split(".");
      return `${h}.${b64({ iss: ISS, aud: "rivalscope", sub: "acct_someoneelse12", iat: nowS(), exp: nowS() + 3600 })}.${s}`;
    }, /signature/],
    ["garbage", async () => "not-a-jwt", /malformed/],
    ["three garbage segments", async () => "aaa.bbb.ccc", /malformed/],
  ];
  for (const [name, make, reason] of cases) {
    test(name, async () => {
      const res = await t.request("/api/me", { headers: bearer(await make()) });
      const message = await expect401(res);
      expect(message).toMatch(reason);
    });
  }

  test("a real token an hour and a second later: expired", async () => {
    const token = (await signIn(t, "tokens@example.com")).access_token;
    t.clock.advance(3601_000);
    try {
      expect(await expect401(await t.request("/api/me", { headers: bearer(token) }))).toMatch(/expired/);
    } finally {
      t.clock.advance(-3601_000);
    }
  });

  test("the token of an account that no longer exists", async () => {
    const gone = await accountWithPassword(t, "gone@example.com");
    const token = (await signIn(t, "gone@example.com")).access_token;
    await t.rt.db.delete(accounts).where(eq(accounts.id, gone.id));
    expect(await expect401(await t.request("/api/me", { headers: bearer(token) }))).toMatch(/no longer exists/);
  });
});

describe("the Authorization header", () => {
  test("absent: 401 with a challenge but no invalid_token", async () => {
    await expect401(await t.request("/api/me"), false);
  });

  test("the token is checked before the body: bad input without a token is 401, not 400", async () => {
    const bad = { method: "POST", headers: { "content-type": "application/json" }, body: "{}" };
    for (const path of ["/api/competitors", "/api/webhooks", "/api/billing/checkout"]) await expect401(await t.request(path, bad), false);
    await expect401(await t.request("/api/me", { ...bad, method: "PATCH" }), false);
    await expect401(await t.request("/api/competitors/not-a-uuid/changes?limit=-1"), false);
    // With a token, the same body is the 400 that names the field.
    const res = await t.request("/api/webhooks", { ...bad, headers: { ...bad.headers, ...bearer(valid) } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field?: string }).field).toBe("url");
  });

  test.each([
    ["Basic credentials", "Basic dXNlcjpwYXNz"],
    ["the scheme alone", "Bearer"],
    ["an empty token", "Bearer "],
    ["two tokens", "Bearer a b"],
    ["a 9,000-character token", `Bearer ${"x".repeat(9000)}`],
    ["another scheme", "Token abc"],
    ["a tab instead of a space", "bearer\tabc"],
  ])("%s → 401 invalid_token", async (_, value) => {
    await expect401(await t.request("/api/me", { headers: { authorization: value } }));
  });

  test("the scheme name is case-insensitive (RFC 7235)", async () => {
    expect((await t.request("/api/me", { headers: { authorization: `bearer ${valid}` } })).status).toBe(200);
  });

  test("error_description never breaks the header's quoting", async () => {
    const res = await t.request("/api/me", { headers: bearer(await ours({ aud: "x" })) });
    const challenge = res.headers.get("www-authenticate")!;
    expect(challenge).toMatch(/^Bearer realm="rivalscope", error="invalid_token", error_description="[^"\\]*"$/);
    await res.arrayBuffer();
  });
});

describe("signing keys", () => {
  test("JWKS publishes the public key only, cacheable", async () => {
    const res = await t.request("/.well-known/jwks.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const { keys } = await res.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", kid, alg: "EdDSA", use: "sig" });
    expect(keys[0].d).toBeUndefined();
    // A standard verifier with only the JWKS accepts our token.
    const { createLocalJWKSet, jwtVerify } = await import("jose");
    const verified = await jwtVerify(valid, createLocalJWKSet({ keys }), { issuer: ISS, audience: "rivalscope", currentDate: new Date(t.clock.now()) });
    expect(verified.payload.sub).toBe(accountId);
  });

  test("the private key is sealed at rest", async () => {
    const keys = await rows(t.rt.db).all<{ private_key: string; public_jwk: string }>("SELECT private_key, public_jwk FROM signing_keys");
    expect(keys.length).toBeGreaterThan(0);
    for (const r of keys) {
      expect(r.private_key.startsWith("sealed:v1:")).toBe(true);
      expect(r.private_key).not.toContain("PRIVATE KEY");
      expect(JSON.parse(r.public_jwk).d).toBeUndefined();
    }
  });

  test("rotation: new tokens use the new key; tokens of the old one work until they expire; the old key leaves the JWKS after two hours", async () => {
    const t2 = await createTestApp();
    try {
      await accountWithPassword(t2, "rotate@example.com");
      const before = (await signIn(t2, "rotate@example.com")).access_token;
      const oldKid = JSON.parse(Buffer.from(before.split(".")[0], "base64url").toString()).kid;
      const newKid = await t2.rt.accounts.keys.rotate(t2.ctx);
      expect(newKid).not.toBe(oldKid);
      const after = (await signIn(t2, "rotate@example.com")).access_token;
      expect(JSON.parse(Buffer.from(after.split(".")[0], "base64url").toString()).kid).toBe(newKid);
      const kids = async () => ((await (await t2.request("/.well-known/jwks.json")).json()).keys as { kid: string }[]).map((k) => k.kid);
      expect(await kids()).toEqual([newKid, oldKid]);
      expect((await me(t2, before)).res.status).toBe(200);
      expect((await me(t2, after)).res.status).toBe(200);
      t2.clock.advance(2 * 3600_000 + 1000);
      expect(await kids()).toEqual([newKid]);
      // A token of the old key, even one claiming to be fresh, is refused now.
      expect(await expect401(await t2.request("/api/me", { headers: bearer(before) }))).toMatch(/expired|signing key/);
      // The next rotation deletes keys retired long ago.
      await t2.rt.accounts.keys.rotate(t2.ctx);
      expect(await rows(t2.rt.db).get("SELECT count(*) AS n FROM signing_keys")).toEqual({ n: 2 });
    } finally {
      await t2.close();
    }
  });
});
