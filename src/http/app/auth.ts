/**
 * Signing up, in and out of the customer app.
 *
 * GET  /app/signup         POST /app/signup         sign up (RIVALSCOPE_SIGNUP=open; 5 per IP per hour)
 * GET  /app/confirm        POST /app/confirm        the confirmation link: the sign-up's password → signed in
 * GET  /app/login          POST /app/login          sign in (throttled per IP and per account, as the API's)
 * GET  /app/reset          POST /app/reset          ask for a set-password link (the same answer for every address)
 * GET  /app/set-password   POST /app/set-password   the page every set-password link opens → signed in
 * POST /app/logout                                  ends this sign-in (its refresh-token family)
 * POST /app/signout-everywhere                      ends every sign-in of the account, API tokens included
 * GET  /account/reset                               old set-password links → /app/set-password
 *
 * The forms before sign-in carry a double-submit token (src/http/html/form-token.ts); the two
 * signed-in ones the session's CSRF token (appSession). Pages that carry a token in their URL
 * are sent with `Referrer-Policy: no-referrer`.
 */
import { Elysia } from "elysia";
import { accountEmail, type AccountRecord } from "../../accounts/accounts";
import { revokeRefreshFamily, signOutEverywhere } from "../../accounts/refresh-tokens";
import { ANONYMOUS } from "../../context";
import { AppError } from "../../lib/errors";
import { html, type Html } from "../../lib/html";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../lib/password";
import { statusOf } from "../errors";
import { formTokens } from "../html/form-token";
import { field, param, readCookie, seeOther } from "../html/respond";
import { requestMeta } from "../plugins/core";
import { answeredInPage, type RouteLimitRule } from "../plugins/route-limits";
import { checkInboxPage, confirmPage, deadLinkPage, loginPage, resetRequestPage, setPasswordPage, signUpPage, type OidcButton } from "../../../views/pages/app/auth";
import { appPage, appRefuse } from "./respond";
import { APP_COOKIE, appCookie, appSession, carryRotation, findAppSession, safeAppNext, type AppDeps } from "./session";

/** The double-submit cookie of the app's forms before sign-in. */
export const APP_FORM_COOKIE = "rivalscope_app_form";

const NO_REFERRER = { "referrer-policy": "no-referrer" };

/**
 * Per-IP limits of the app's forms, counted before the body is read (app.ts routeLimits): sign-up
 * 5 an hour (each mails a stranger's address); the others share the API's sign-in endpoints'
 * budget per minute. Refused as a page, not the API's JSON.
 */
export const appLimitRules = (deps: Pick<AppDeps, "accounts">): Record<string, RouteLimitRule> => {
  const rule = (admit: (ip: string) => Record<string, string> | Promise<Record<string, string>>, title: string): RouteLimitRule =>
    answeredInPage(
      (request) => admit(requestMeta(request).ipBucket),
      (request, e) => appRefuse(request, statusOf[e.code], title, e.message, e.headers),
    );
  const auth = (path: string) => rule((ip) => deps.accounts.limits.auth.admit(`${path}:${ip}`), "Too many requests");
  return {
    "POST /app/signup": rule((ip) => deps.accounts.limits.signUp.admit(ip), "Too many sign-ups"),
    "POST /app/login": auth("/app/login"),
    "POST /app/confirm": auth("/app/confirm"),
    "POST /app/reset": auth("/app/reset"),
    "POST /app/set-password": auth("/app/set-password"),
    "POST /app/oidc/start": auth("/app/oidc/start"),
  };
};

export const appAuthRoutes = (deps: AppDeps) => {
  const anonymous = (request: Request) => deps.context(ANONYMOUS, requestMeta(request).ip);
  const forms = formTokens(APP_FORM_COOKIE, { secure: deps.config.baseUrl.startsWith("https:"), path: "/app" });
  const signUpOpen = () => deps.config.signup === "open";
  const oidcFor = (formToken: string, next: string): OidcButton | null => (deps.config.oidcSignIn ? { label: deps.config.oidcSignIn.name, formToken, next } : null);

  /** A page before sign-in, with this browser's form token (and its cookie when new). */
  const formPage = (request: Request, title: string, active: "login" | "signup" | undefined, content: (token: string) => Html, status = 200, extra: Record<string, string> = {}) => {
    const { token, headers } = forms.issue(request);
    return appPage(request, { title, active, content: content(token), status, headers: { ...headers, ...extra } });
  };
  const staleForm = (request: Request) =>
    appRefuse(request, 403, "Form expired", html`This form has expired or did not come from this site (missing or wrong CSRF token). <a href="${new URL(request.url).pathname}">Open it again</a> and retry.`);

  /** Signed in: the session cookie set, the form token forgotten, on to `next`. */
  const signedIn = (request: Request, refreshToken: string, next: string) => {
    const headers = new Headers(NO_REFERRER);
    headers.append("set-cookie", appCookie(deps.config, refreshToken));
    headers.append("set-cookie", forms.clear());
    return seeOther(request, next, headers);
  };

  /** An AppError of a sign-in (wrong password, throttled) as the form's message with its status and headers. */
  const signInRefused = (e: unknown) => {
    if (!(e instanceof AppError) || (e.code !== "not_authenticated" && e.code !== "rate_limited")) throw e;
    return { status: statusOf[e.code], message: e.message, headers: e.headers };
  };

  const signOut = new Elysia({ name: "app-signout" })
    .use(appSession(deps))
    .post(
      "/app/logout",
      async ({ request, ctx }) => {
        await revokeRefreshFamily(ctx, { refreshToken: readCookie(request, APP_COOKIE) ?? "" });
        return seeOther(request, "/app/login?signed_out=1", { "set-cookie": appCookie(deps.config, "") });
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/signout-everywhere",
      async ({ request, ctx, account }) => {
        await signOutEverywhere(ctx, { accountId: account.id });
        return seeOther(request, "/app/login?signed_out=everywhere", { "set-cookie": appCookie(deps.config, "") });
      },
      { detail: { hide: true } },
    );

  return new Elysia({ name: "app-auth" })
    .use(signOut)
    .get(
      "/app/signup",
      async ({ request, query }) => {
        const next = safeAppNext(param(query, "next"));
        const found = await findAppSession(deps, request);
        // Already signed in: on to the app, with the successor cookie if this request rotated it.
        if (found) return carryRotation(deps.config, found, seeOther(request, next));
        return formPage(request, "Sign up", "signup", (formToken) => signUpPage({ formToken, next, minPassword: PASSWORD_MIN, closed: !signUpOpen(), oidc: oidcFor(formToken, next) }), signUpOpen() ? 200 : 403);
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/signup",
      async ({ request, body }) => {
        const next = safeAppNext(field(body, "next"));
        if (!signUpOpen()) return formPage(request, "Sign up", "signup", (formToken) => signUpPage({ formToken, next, minPassword: PASSWORD_MIN, closed: true, oidc: null }), 403);
        if (!forms.valid(request, body)) return staleForm(request);
        const email = field(body, "email").trim();
        const password = field(body, "password");
        const again = (error: string) =>
          formPage(request, "Sign up", "signup", (formToken) => signUpPage({ formToken, next, email, error, minPassword: PASSWORD_MIN, closed: false, oidc: oidcFor(formToken, next) }), 400);
        const parsed = accountEmail.safeParse(email);
        if (!parsed.success) return again("Email: type a valid email address, like ann@example.com.");
        if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return again(`Password: it must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`);
        if (password !== field(body, "confirm")) return again("The two passwords differ; type the same password twice.");
        await deps.accounts.signUp(anonymous(request), { email: parsed.data, password, next });
        return appPage(request, { title: "Check your inbox", content: checkInboxPage({ email: parsed.data, what: "confirm", mailMode: deps.mail.mode }) });
      },
      { detail: { hide: true } },
    )
    .get(
      "/app/confirm",
      async ({ request, query }) => {
        const token = param(query, "token");
        const next = safeAppNext(param(query, "next"));
        const email = await deps.accounts.confirmationEmail(anonymous(request), { token });
        if (!email) return appPage(request, { title: "Link expired", content: deadLinkPage("confirm"), status: 410, headers: NO_REFERRER });
        return formPage(request, "Confirm your account", undefined, (formToken) => confirmPage({ formToken, token, email, next }), 200, NO_REFERRER);
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/confirm",
      async ({ request, body }) => {
        if (!forms.valid(request, body)) return staleForm(request);
        const token = field(body, "token");
        const next = safeAppNext(field(body, "next"));
        const ctx = anonymous(request);
        const email = await deps.accounts.confirmationEmail(ctx, { token });
        if (!email) return appPage(request, { title: "Link expired", content: deadLinkPage("confirm"), status: 410, headers: NO_REFERRER });
        try {
          const done = await deps.accounts.confirmSignUp(ctx, { token, password: field(body, "password"), ipBucket: requestMeta(request).ipBucket });
          if (!done) return appPage(request, { title: "Link expired", content: deadLinkPage("confirm"), status: 410, headers: NO_REFERRER });
          return signedIn(request, done.refreshToken, next === "/app" ? "/app?welcome=1" : next);
        } catch (e) {
          const r = signInRefused(e);
          return formPage(request, "Confirm your account", undefined, (formToken) => confirmPage({ formToken, token, email, next, error: r.message }), r.status, { ...NO_REFERRER, ...r.headers });
        }
      },
      { detail: { hide: true } },
    )
    .get(
      "/app/login",
      async ({ request, query }) => {
        const next = safeAppNext(param(query, "next"));
        const found = await findAppSession(deps, request);
        // Already signed in: on to the app, with the successor cookie if this request rotated it.
        if (found) return carryRotation(deps.config, found, seeOther(request, next));
        const out = param(query, "signed_out");
        const notice = out === "everywhere" ? "You are signed out everywhere: on every browser and every API token." : out ? "You are signed out." : undefined;
        return formPage(request, "Sign in", "login", (formToken) => loginPage({ formToken, next, notice, oidc: oidcFor(formToken, next), signUpOpen: signUpOpen() }));
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/login",
      async ({ request, body }) => {
        if (!forms.valid(request, body)) return staleForm(request);
        const email = field(body, "email").trim();
        const next = safeAppNext(field(body, "next"));
        try {
          const { refreshToken } = await deps.accounts.signInApp(anonymous(request), { email, password: field(body, "password"), ipBucket: requestMeta(request).ipBucket });
          return signedIn(request, refreshToken, next);
        } catch (e) {
          const r = signInRefused(e);
          return formPage(request, "Sign in", "login", (formToken) => loginPage({ formToken, next, email, error: r.message, oidc: oidcFor(formToken, next), signUpOpen: signUpOpen() }), r.status, r.headers);
        }
      },
      { detail: { hide: true } },
    )
    .get("/app/reset", ({ request }) => formPage(request, "Set a new password", undefined, (formToken) => resetRequestPage({ formToken })), { detail: { hide: true } })
    .post(
      "/app/reset",
      async ({ request, body }) => {
        if (!forms.valid(request, body)) return staleForm(request);
        const parsed = accountEmail.safeParse(field(body, "email"));
        if (!parsed.success) return formPage(request, "Set a new password", undefined, (formToken) => resetRequestPage({ formToken, email: field(body, "email"), error: "Email: type a valid email address, like ann@example.com." }), 400);
        await deps.accounts.requestPasswordReset(anonymous(request), { email: parsed.data });
        return appPage(request, { title: "Check your inbox", content: checkInboxPage({ email: parsed.data, what: "reset", mailMode: deps.mail.mode }) });
      },
      { detail: { hide: true } },
    )
    .get(
      "/app/set-password",
      async ({ request, query }) => {
        const token = param(query, "token");
        if (!(await deps.accounts.resetLinkOpen(anonymous(request), { token }))) return appPage(request, { title: "Link expired", content: deadLinkPage("set-password"), status: 410, headers: NO_REFERRER });
        return formPage(request, "Choose your password", undefined, (formToken) => setPasswordPage({ formToken, token, minPassword: PASSWORD_MIN }), 200, NO_REFERRER);
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/set-password",
      async ({ request, body }) => {
        if (!forms.valid(request, body)) return staleForm(request);
        const token = field(body, "token");
        const ctx = anonymous(request);
        const dead = () => appPage(request, { title: "Link expired", content: deadLinkPage("set-password"), status: 410, headers: NO_REFERRER });
        if (!(await deps.accounts.resetLinkOpen(ctx, { token }))) return dead();
        const password = field(body, "password");
        const again = (error: string) => formPage(request, "Choose your password", undefined, (formToken) => setPasswordPage({ formToken, token, minPassword: PASSWORD_MIN, error }), 400, NO_REFERRER);
        if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return again(`Password: it must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`);
        if (password !== field(body, "confirm")) return again("The two passwords differ; type the same password twice.");
        const account: Pick<AccountRecord, "id"> | null = await deps.accounts.setPasswordWithReset(ctx, { token, password });
        if (!account) return dead();
        // Whoever opened the mailed link and chose the password is the owner: signed in at once.
        return signedIn(request, await deps.accounts.startAppSession(ctx, account.id, "app_link"), "/app?password_set=1");
      },
      { detail: { hide: true } },
    )
    // Set-password mails sent before the app existed link here.
    .get("/account/reset", ({ query }) => new Response(null, { status: 303, headers: { location: `/app/set-password?token=${encodeURIComponent(param(query, "token"))}`, "cache-control": "no-store", ...NO_REFERRER } }), {
      detail: { hide: true },
    });
};
