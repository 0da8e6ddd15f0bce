/**
 * "Sign in with …" against a real OpenID provider on loopback (oidc-provider, panva's certified
 * implementation): the authorization-code flow with PKCE, state and nonce checked by openid-client,
 * accounts matched by the verified email — or opened, unless sign-up is off.
 *
 * The provider's login and consent are answered by the test itself (the interaction finishes as
 * `idp.user`, and the grant is loaded for our client): what is tested is our side of the flow.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";
import { findAccountByEmail, getAccountById } from "../../src/accounts/accounts";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { ManualClock } from "../../src/lib/clock";
import { createTestApp, type TestApp } from "../helpers/app";
import { Browser, formToken, logIn, PASSWORD } from "./helpers";
import { accountWithPassword } from "../accounts/helpers";

const BASE = "http://localhost:3000";
const CLIENT = { client_id: "rivalscope-app", client_secret: "a-long-enough-client-secret-for-the-app" };

interface Idp {
  issuer: string;
  /** Who signs in at the provider next, and what it says about the address. */
  user: { email: string; verified?: boolean };
  /** Tamper with the provider's redirect back (state, code). */
  stop(): void;
}

async function startIdp(): Promise<Idp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: Idp = { issuer, user: { email: "someone@example.com", verified: true }, stop: () => server.close() };
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const provider = new Provider(issuer, {
    clients: [{ ...CLIENT, redirect_uris: [`${BASE}/app/oidc/callback`], grant_types: ["authorization_code"], response_types: ["code"], token_endpoint_auth_method: "client_secret_basic", id_token_signed_response_alg: "ES256" }],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: "app-idp-1", alg: "ES256", use: "sig" }] },
    pkce: { required: () => true },
    ttl: { Session: 600, Interaction: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: state.user.email, ...(state.user.verified === undefined ? {} : { email_verified: state.user.verified }) }),
    }),
    // Our client is first-party: consent is granted without asking.
    loadExistingGrant: async (ctx: { oidc: { client?: { clientId: string }; session?: { accountId?: string } } }) => {
      const grant = new provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope("openid email");
      await grant.save();
      return grant;
    },
  } as ConstructorParameters<typeof Provider>[1]);
  const callback = provider.callback();
  server.on("request", async (req: IncomingMessage, res: ServerResponse) => {
    // The provider's login page: the person at the provider is `state.user`.
    if (req.url?.startsWith("/interaction/")) {
      await provider.interactionFinished(req, res, { login: { accountId: state.user.email } }, { mergeWithLastSubmission: false });
      return;
    }
    callback(req, res);
  });
  return state;
}

/** Follows the provider's redirects with its cookies, as a browser would, until it sends the browser back to us. */
async function atProvider(start: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = start;
  for (let i = 0; i < 10; i++) {
    const res = await fetch(url, { redirect: "manual", headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`the provider stopped at ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
    if (url.startsWith(BASE)) return url.slice(BASE.length);
  }
  throw new Error("too many redirects at the provider");
}

let idp: Idp;
let t: TestApp;
beforeAll(async () => {
  idp = await startIdp();
  // The provider stamps tokens with the wall clock: the server's clock starts there too.
  t = await createTestApp({
    clock: new ManualClock(Date.now()),
    env: { RIVALSCOPE_OIDC_ISSUER: idp.issuer, RIVALSCOPE_OIDC_AUDIENCE: "https://rivalscope.test/api", RIVALSCOPE_OIDC_CLIENT_ID: CLIENT.client_id, RIVALSCOPE_OIDC_CLIENT_SECRET: CLIENT.client_secret, RIVALSCOPE_OIDC_NAME: "Acme SSO" },
  });
});
afterAll(async () => {
  await t.close();
  idp.stop();
});

/** Presses "Sign in with Acme SSO" on the sign-in page; the answer (a 303 to the provider). */
async function pressButton(b: Browser, next?: string) {
  const page = await (await b.request(`/app/login${next ? `?next=${encodeURIComponent(next)}` : ""}`)).text();
  expect(page).toContain("Sign in with Acme SSO");
  return b.request("/app/oidc/start", { form: { _csrf: formToken(page), ...(next ? { next } : {}) } });
}

describe("sign in with the identity provider", () => {
  test("a new address: the flow runs with PKCE, state and nonce; the account is opened, confirmed, and signed in", async () => {
    idp.user = { email: "New.Person@Example.com", verified: true };
    const b = new Browser(t);
    const start = await pressButton(b, "/app/plan?plan=tracker");
    expect(start.status).toBe(303);
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${BASE}/app/oidc/callback`);
    expect(start.headers.getSetCookie().find((c) => c.startsWith("rivalscope_oidc="))).toMatch(/Path=\/app\/oidc; Max-Age=600; HttpOnly; SameSite=Lax/);

    const back = await b.request(await atProvider(authorize.href));
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/app/plan?plan=tracker");
    expect(back.headers.getSetCookie().some((c) => c.startsWith("rivalscope_app=rsr_"))).toBe(true);
    const account = (await findAccountByEmail(t.ctx, { email: "new.person@example.com" }))!;
    expect(account.confirmedAt).not.toBeNull();
    expect(account.passwordHash).toBeNull();
    expect(await (await b.request("/app")).text()).toContain("new.person@example.com");
  });

  test("an existing account (with a password and a plan) is the one signed in", async () => {
    const existing = await accountWithPassword(t, "existing.customer@example.com", PASSWORD);
    await setGrantedPlan(t.ctx, { accountId: existing.id, plan: "command" });
    idp.user = { email: "EXISTING.customer@example.com" };
    const b = new Browser(t);
    const back = await b.request(await atProvider((await pressButton(b)).headers.get("location")!));
    expect(back.headers.get("location")).toBe("/app");
    const overview = await (await b.request("/app")).text();
    expect(overview).toContain("existing.customer@example.com");
    expect(overview).toContain("Command");
    // Its password stays; without email_verified the provider's word does not mark the address confirmed.
    const after = (await getAccountById(t.ctx, { id: existing.id }))!;
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after.confirmedAt).toBeNull();
  });

  test("email_verified: false is refused, and no account is opened", async () => {
    idp.user = { email: "unverified@example.com", verified: false };
    const b = new Browser(t);
    const back = await b.request(await atProvider((await pressButton(b)).headers.get("location")!));
    expect(back.status).toBe(400);
    expect(await back.text()).toContain("not verified");
    expect(back.headers.getSetCookie().some((c) => c.startsWith("rivalscope_app="))).toBe(false);
    expect(await findAccountByEmail(t.ctx, { email: "unverified@example.com" })).toBeNull();
  });

  test("an email claim that is not one plain address (a display name, a list) is refused, and no account is opened", async () => {
    for (const email of ['"x"<victim@corp.example>', '"Ann" <victim@corp.example>', "a@evil.example,victim@corp.example", "victim@corp.example>", "ann@example.com\r\nBcc: x@evil.example"]) {
      idp.user = { email, verified: true };
      const b = new Browser(t, "203.0.113.70");
      const back = await b.request(await atProvider((await pressButton(b)).headers.get("location")!));
      expect(back.status, email).toBe(400);
      expect(await back.text()).toContain("usable email address");
      expect(back.headers.getSetCookie().some((c) => c.startsWith("rivalscope_app="))).toBe(false);
      expect(await findAccountByEmail(t.ctx, { email })).toBeNull();
    }
  });

  test("a wrong state (another browser's flow, a forged redirect) is refused", async () => {
    idp.user = { email: "someone@example.com", verified: true };
    const victim = new Browser(t, "203.0.113.50");
    const attacker = new Browser(t, "203.0.113.51");
    // The attacker's own finished flow, replayed into the victim's browser: its state is not the victim's.
    const attackerBack = await atProvider((await pressButton(attacker)).headers.get("location")!);
    await pressButton(victim);
    const res = await victim.request(attackerBack);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Signing in with Acme SSO failed");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("rivalscope_app="))).toBe(false);
    // The state altered in place.
    const b = new Browser(t, "203.0.113.52");
    const back = new URL(await atProvider((await pressButton(b)).headers.get("location")!), BASE);
    back.searchParams.set("state", "forged");
    expect((await b.request(back.pathname + back.search)).status).toBe(400);
  });

  test("a callback without the flow's cookie (or after 10 minutes) is refused", async () => {
    idp.user = { email: "someone@example.com", verified: true };
    const b = new Browser(t, "203.0.113.53");
    const back = await atProvider((await pressButton(b)).headers.get("location")!);
    const stranger = new Browser(t, "203.0.113.54");
    const res = await stranger.request(back);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Sign-in expired");
    // The provider's refusal (the person said no) is shown, not an error page.
    const refused = await b.request("/app/oidc/callback?error=access_denied&error_description=The+user+said+no");
    expect([400]).toContain(refused.status);
  });

  test("the start button needs the form token", async () => {
    const b = new Browser(t, "203.0.113.55");
    await b.request("/app/login");
    expect((await b.request("/app/oidc/start", { form: { _csrf: "A".repeat(32) } })).status).toBe(403);
  });

  test("the password sign-in keeps working beside it", async () => {
    await accountWithPassword(t, "both.ways@example.com");
    expect((await logIn(new Browser(t, "203.0.113.56"), "both.ways@example.com")).status).toBe(303);
  });
});

describe("with sign-up off", () => {
  test("an unknown address is told to ask the operator; a known one signs in", async () => {
    const t2 = await createTestApp({
      clock: new ManualClock(Date.now()),
      env: { RIVALSCOPE_SIGNUP: "off", RIVALSCOPE_OIDC_ISSUER: idp.issuer, RIVALSCOPE_OIDC_AUDIENCE: "https://rivalscope.test/api", RIVALSCOPE_OIDC_CLIENT_ID: CLIENT.client_id, RIVALSCOPE_OIDC_CLIENT_SECRET: CLIENT.client_secret },
    });
    try {
      idp.user = { email: "stranger@example.com", verified: true };
      const b = new Browser(t2);
      const page = await (await b.request("/app/login")).text();
      expect(page).toContain(`Sign in with 127.0.0.1`); // the issuer's host name, without RIVALSCOPE_OIDC_NAME
      const start = await b.request("/app/oidc/start", { form: { _csrf: formToken(page) } });
      const back = await b.request(await atProvider(start.headers.get("location")!));
      expect(back.status).toBe(403);
      expect(await back.text()).toContain("Ask its operator");
      expect(await findAccountByEmail(t2.ctx, { email: "stranger@example.com" })).toBeNull();

      await accountWithPassword(t2, "known@example.com");
      idp.user = { email: "known@example.com", verified: true };
      const start2 = await b.request("/app/oidc/start", { form: { _csrf: formToken(await (await b.request("/app/login")).text()) } });
      expect((await b.request(await atProvider(start2.headers.get("location")!))).status).toBe(303);
    } finally {
      await t2.close();
    }
  });
});

describe("without a client id", () => {
  test("no button, and the flow's routes say it is not set up", async () => {
    const t3 = await createTestApp();
    try {
      const b = new Browser(t3);
      expect(await (await b.request("/app/login")).text()).not.toContain("Sign in with");
      expect((await b.request("/app/oidc/callback?code=x&state=y")).status).toBe(404);
    } finally {
      await t3.close();
    }
  });
});
