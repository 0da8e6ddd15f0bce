/**
 * appSession — the customer app's guard, used by every signed-in page group (as adminSession is by
 * the dashboard's): resolves the session from the `rivalscope_app` cookie, sends the signed-out to
 * the sign-in page, and refuses any state-changing request that does not carry the session's CSRF
 * token. For each route of a group that `.use(appSession(deps))` it resolves:
 *
 * - `account` — the signed-in account (AccountRecord);
 * - `plan` — its plan now (PlanState);
 * - `session` — what the layout needs: `{ email, csrfToken }`;
 * - `ctx` — the context of a verb acting as that account, from the request's client address.
 *
 * The cookie holds a refresh token of the account's sign-in family — the same mechanism as the
 * API's (src/accounts/refresh-tokens.ts): signing out revokes the family, "sign out everywhere"
 * and a new password revoke all of them, a rotated token presented again revokes its family. Once
 * the token is an hour old the answer carries its successor.
 */
import { Elysia } from "elysia";
import type { AccountRecord } from "../../accounts/accounts";
import type { AccountsService } from "../../accounts/service";
import { REFRESH_TOKEN_TTL_MS } from "../../accounts/refresh-tokens";
import { accountPlan, type PlanState } from "../../billing/account-plan";
import type { AccessService } from "../../access/service";
import type { Billing } from "../../billing/service";
import type { Config } from "../../config";
import { ANONYMOUS, type ContextFactory, type Ctx } from "../../context";
import type { IntelService } from "../../intel/service";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../lib/log";
import { safeEqual } from "../../lib/safe-equal";
import type { Mailer } from "../../mail/mailer";
import type { Monitoring } from "../../monitoring/service";
import type { Reports } from "../../reports/service";
import type { SettingsReader } from "../../settings/service";
import type { Webhooks } from "../../webhooks/service";
import { cookie, field, htmlResponse, isHtmx, readCookie, seeOther } from "../html/respond";
import { CSRF_FIELD } from "../html/form-token";
import { requestMeta } from "../plugins/core";
import { appRefuse } from "./respond";

/** What the app needs from the runtime. */
export interface AppDeps {
  config: Config;
  settings: SettingsReader;
  context: ContextFactory;
  logger: Logger;
  accounts: AccountsService;
  billing: Billing;
  mail: Pick<Mailer, "mode">;
  clock: Clock;
  /** The free analyses' limits (scan and roast count against the same allowances as the API's). */
  access: Pick<AccessService, "admitAnalysis" | "usageThisMonth" | "limitsFor">;
  intel: Pick<IntelService, "scan" | "roast">;
  monitoring: Pick<Monitoring, "addCompetitor" | "requestCheck" | "limitOf" | "checks">;
  webhooks: Pick<Webhooks, "createEndpoint" | "limitOf" | "sends" | "endpointLimit">;
  reports: Pick<Reports, "request" | "limits">;
}

export const APP_COOKIE = "rivalscope_app";
export const CSRF_HEADER = "x-csrf-token";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The app's session cookie. SameSite=Lax, not the dashboard's Strict: a customer arrives from
 * links — a change alert, a receipt, the identity provider's redirect — and should land signed
 * in; Lax still keeps the cookie off cross-site POSTs and fetches, and every state change also
 * needs the CSRF token. Path=/app: no other part of the site (the API least of all) sees it.
 */
export const appCookie = (config: Pick<Config, "baseUrl">, value: string) =>
  cookie(APP_COOKIE, value, { maxAgeS: value ? Math.floor(REFRESH_TOKEN_TTL_MS / 1000) : 0, secure: config.baseUrl.startsWith("https:"), path: "/app", sameSite: "Lax" });

/**
 * Where to go after signing in: only paths inside the app (no open redirect). Resolved the way a
 * browser would ("/app/../x" is "/x", a backslash counts as "/"), and only a same-origin result
 * under /app is kept, in its normalised form.
 */
export function safeAppNext(next: string | null | undefined): string {
  if (!next || next.length > 2000 || !next.startsWith("/app") || /[\s\\]/.test(next)) return "/app";
  let u: URL;
  try {
    u = new URL(next, "http://app.invalid");
  } catch {
    return "/app";
  }
  if (u.origin !== "http://app.invalid" || !(u.pathname === "/app" || u.pathname.startsWith("/app/"))) return "/app";
  // Never back into the pages that sign in or out.
  if (/^\/app\/(login|logout|signup|confirm|set-password|reset|oidc)(\/|$)/.test(u.pathname)) return "/app";
  return u.pathname + u.search;
}

/** The answer to a request without a live session: the sign-in page (coming back here after), and the dead cookie cleared. */
function signInRequired(request: Request, config: Config, hadCookie: boolean): Response {
  const url = new URL(request.url);
  const login = `/app/login?next=${encodeURIComponent(url.pathname + url.search)}`;
  const headers: Record<string, string> = hadCookie ? { "set-cookie": appCookie(config, "") } : {};
  // htmx: 401 plus HX-Redirect, so the fragment swap is replaced by a full navigation to sign in.
  if (isHtmx(request)) return htmlResponse("Sign in again.", 401, { ...headers, "hx-redirect": login });
  return seeOther(request, SAFE_METHODS.has(request.method) ? login : "/app/login", headers);
}

/** The session of a request's cookie, or null (no cookie, or not a live sign-in). */
export async function findAppSession(deps: Pick<AppDeps, "accounts" | "context">, request: Request) {
  const token = readCookie(request, APP_COOKIE);
  if (!token) return null;
  return deps.accounts.continueAppSession(deps.context(ANONYMOUS, requestMeta(request).ip), { refreshToken: token });
}

type Found = Awaited<ReturnType<typeof findAppSession>>;

/**
 * The answer, carrying the session's successor cookie when its token was rotated by this request
 * — unless the answer sets the cookie itself (signing out). Every answer to a request that found
 * a session must go through here: a rotated token whose successor is dropped is presented again
 * after the grace period, reads as a copied token and signs the customer out everywhere.
 */
export function carryRotation(config: Pick<Config, "baseUrl">, found: Found, response: Response): Response {
  const next = found?.refreshToken;
  if (!next || response.headers.getSetCookie().some((c) => c.startsWith(`${APP_COOKIE}=`))) return response;
  response.headers.append("set-cookie", appCookie(config, next));
  return response;
}

export const appSession = (deps: AppDeps) =>
  new Elysia({ name: "app-session" })
    .derive({ as: "scoped" }, async ({ request }): Promise<{ maybeAppSession: Found }> => ({ maybeAppSession: await findAppSession(deps, request) }))
    .onBeforeHandle({ as: "scoped" }, ({ request, body, maybeAppSession }) => {
      if (!maybeAppSession) return signInRequired(request, deps.config, readCookie(request, APP_COOKIE) !== null);
      if (SAFE_METHODS.has(request.method)) return;
      // CSRF: SameSite=Lax keeps the cookie off cross-site POSTs; the token is the second lock
      // (older browsers, a compromised sibling subdomain). htmx sends it as a header from
      // <body hx-headers>, plain forms as a hidden field. Compared in constant time.
      const sent = request.headers.get(CSRF_HEADER) ?? field(body, CSRF_FIELD);
      if (!safeEqual(sent, maybeAppSession.csrfToken)) {
        return appRefuse(request, 403, "Request refused", "This form has expired or did not come from the app (missing or wrong CSRF token). Reload the page and try again.");
      }
    })
    .resolve({ as: "scoped" }, async ({ maybeAppSession, request }): Promise<{ account: AccountRecord; plan: PlanState; session: { email: string; csrfToken: string }; ctx: Ctx }> => {
      const found = maybeAppSession!;
      // Every verb an app page calls acts as this account, from this address (audit, access checks).
      const meta = requestMeta(request);
      meta.actorKind = "account";
      meta.actorId = found.account.id;
      const ctx = deps.context({ kind: "account", id: found.account.id }, meta.ip);
      return { account: found.account, plan: await accountPlan(ctx, { accountId: found.account.id }), session: { email: found.account.email, csrfToken: found.csrfToken }, ctx };
    })
    // A rotated token: the answer carries its successor — unless the route set the cookie itself (signing out).
    .onAfterHandle({ as: "scoped" }, ({ response, maybeAppSession }) => {
      if (response instanceof Response) carryRotation(deps.config, maybeAppSession, response);
    });
