/**
 * "Sign in with …" (src/accounts/oidc-sign-in.ts):
 *
 * POST /app/oidc/start      → 303 to the provider, with the flow's checks sealed in a cookie
 * GET  /app/oidc/callback   the provider's redirect back → signed in (303 to where the person was going)
 *
 * The checks (state, nonce, PKCE verifier) and the destination travel in one cookie, sealed under
 * the instance key for this purpose and expiring with the flow (10 minutes): nothing is stored on
 * the server for a flow that is never finished. The cookie is SameSite=Lax — the provider's
 * redirect back is a top-level GET from another site — and Path=/app/oidc.
 */
import { Elysia } from "elysia";
import { accountForIdentity, IdpSignInUnavailable, type OidcChecks } from "../../accounts/oidc-sign-in";
import { ANONYMOUS } from "../../context";
import { AppError } from "../../lib/errors";
import { html } from "../../lib/html";
import { statusOf } from "../errors";
import { formTokens } from "../html/form-token";
import { readCookie, seeOther } from "../html/respond";
import { requestMeta } from "../plugins/core";
import { field } from "../request-fields";
import { APP_FORM_COOKIE } from "./auth";
import { appRefuse } from "./respond";
import { appCookie, safeAppNext, type AppDeps } from "./session";

const FLOW_COOKIE = "rivalscope_oidc";
const FLOW_TTL_MS = 10 * 60 * 1000;
const FLOW_PURPOSE = "app.oidc_flow";

type Flow = OidcChecks & { next: string; expiresAt: number };

export const appOidcRoutes = (deps: AppDeps) => {
  const secure = deps.config.baseUrl.startsWith("https:");
  const flowCookie = (value: string, maxAgeS: number) => `${FLOW_COOKIE}=${value}; Path=/app/oidc; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  const forms = formTokens(APP_FORM_COOKIE, { secure, path: "/app" });
  const notConfigured = (request: Request) => appRefuse(request, 404, "Not available", "Signing in with an identity provider is not set up on this server. Sign in with your email and password.");
  const again = html`<a href="/app/login">Back to sign in</a>`;

  return new Elysia({ name: "app-oidc" })
    .post(
      "/app/oidc/start",
      async ({ request, body }) => {
        const oidc = deps.accounts.oidcSignIn;
        if (!oidc) return notConfigured(request);
        if (!forms.valid(request, body)) return appRefuse(request, 403, "Form expired", html`This form has expired or did not come from this site (missing or wrong CSRF token). ${again}`);
        try {
          const { url, checks } = await oidc.start();
          const flow: Flow = { ...checks, next: safeAppNext(field(body, "next")), expiresAt: deps.context(ANONYMOUS).clock.now() + FLOW_TTL_MS };
          const sealed = deps.context(ANONYMOUS).secrets.seal(JSON.stringify(flow), FLOW_PURPOSE);
          return seeOther(request, url, { "set-cookie": flowCookie(encodeURIComponent(sealed), FLOW_TTL_MS / 1000) });
        } catch (e) {
          if (e instanceof IdpSignInUnavailable) return appRefuse(request, 503, "Sign-in unavailable", e.message, { "retry-after": "30" });
          throw e;
        }
      },
      { detail: { hide: true } },
    )
    .get(
      "/app/oidc/callback",
      async ({ request }) => {
        const oidc = deps.accounts.oidcSignIn;
        if (!oidc) return notConfigured(request);
        const ctx = deps.context(ANONYMOUS, requestMeta(request).ip);
        const clear = { "set-cookie": flowCookie("", 0) };
        let flow: Flow | null = null;
        try {
          const raw = readCookie(request, FLOW_COOKIE);
          flow = raw ? (JSON.parse(ctx.secrets.open(decodeURIComponent(raw), FLOW_PURPOSE)) as Flow) : null;
        } catch {
          flow = null; // altered, sealed for something else, or under a retired key
        }
        if (!flow || flow.expiresAt <= ctx.clock.now()) {
          return appRefuse(request, 400, "Sign-in expired", html`This sign-in was started in another browser, or more than 10 minutes ago. ${again} and start it again.`, clear);
        }
        // The redirect URI as registered (the base URL), with the provider's answer in its query.
        const callback = new URL(`${deps.config.baseUrl}/app/oidc/callback${new URL(request.url).search}`);
        try {
          const identity = await oidc.finish(callback, flow);
          const account = await accountForIdentity(ctx, { ...identity, signUpOpen: deps.config.signup === "open" });
          const refreshToken = await deps.accounts.startAppSession(ctx, account.id, "app_oidc");
          const headers = new Headers(clear);
          headers.append("set-cookie", appCookie(deps.config, refreshToken));
          return seeOther(request, flow.next, headers);
        } catch (e) {
          if (e instanceof IdpSignInUnavailable) return appRefuse(request, 503, "Sign-in unavailable", e.message, { ...clear, "retry-after": "30" });
          if (e instanceof AppError && (e.code === "bad_request" || e.code === "forbidden")) return appRefuse(request, statusOf[e.code], "Sign-in failed", html`${e.message} ${again}`, clear);
          throw e;
        }
      },
      { detail: { hide: true } },
    );
};
