/**
 * adminSession — the dashboard's guard, used by every page group: resolves the session from its
 * cookie, sends the unauthenticated to the sign-in page, and refuses any state-changing request
 * that does not carry the session's CSRF token.
 */
import { Elysia } from "elysia";
import type { AccessService } from "../../access/service";
import type { AdminService } from "../../admin/service";
import type { CatalogService } from "../../catalog/service";
import { findSession, type ActiveSession } from "../../admin/sessions";
import type { Config } from "../../config";
import type { Settings } from "../../settings/service";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { requestMeta } from "../plugins/core";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../lib/log";
import type { Reports } from "../../reports/service";
import { safeEqual } from "../../lib/safe-equal";
import { field, htmlResponse, isHtmx, readCookie, refuse, seeOther } from "./respond";

/** What the dashboard needs from the runtime. */
export interface AdminDeps {
  config: Config;
  /** Run-time settings: the Settings page reads and changes them. */
  settings: Settings;
  context: ContextFactory;
  clock: Clock;
  logger: Logger;
  admin: AdminService;
  access: Pick<AccessService, "usageThisMonth" | "requestsTodayByTier" | "limitsFor">;
  catalog: Pick<CatalogService, "list" | "get" | "categories" | "updateTool" | "addTool" | "revertTool" | "provenance">;
  reports: Pick<Reports, "retry">;
}

export const SESSION_COOKIE = "rivalscope_admin";
export const CSRF_HEADER = "x-csrf-token";
export const CSRF_FIELD = "_csrf";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Where to go back to after signing in: only paths inside the dashboard (no open redirect).
 * The candidate is resolved the way a browser would ("/admin/../x" is "/x", "/admin\\x" has a
 * backslash browsers treat as "/"), and only a same-origin result under /admin is kept, in its
 * normalised form.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || next.length > 2000 || !next.startsWith("/admin") || /[\s\\]/.test(next)) return "/admin";
  let u: URL;
  try {
    u = new URL(next, "http://dashboard.invalid");
  } catch {
    return "/admin";
  }
  if (u.origin !== "http://dashboard.invalid" || !(u.pathname === "/admin" || u.pathname.startsWith("/admin/"))) return "/admin";
  return u.pathname + u.search;
}

/** The answer to a request without a valid session. */
function signInRequired(request: Request): Response {
  const url = new URL(request.url);
  const login = `/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`;
  // htmx: 401 plus HX-Redirect, so the fragment swap is replaced by a full navigation to sign in.
  if (isHtmx(request)) return htmlResponse("Sign in again.", 401, { "hx-redirect": login });
  return seeOther(request, SAFE_METHODS.has(request.method) ? login : "/admin/login");
}

export const adminSession = (deps: AdminDeps) =>
  new Elysia({ name: "admin-session" })
    .derive({ as: "scoped" }, async ({ request }) => ({ maybeSession: await findSession(deps.context(ANONYMOUS), { cookieValue: readCookie(request, SESSION_COOKIE) }) }))
    .onBeforeHandle({ as: "scoped" }, ({ request, body, maybeSession }) => {
      if (!maybeSession) return signInRequired(request);
      if (SAFE_METHODS.has(request.method)) return;
      // CSRF: SameSite=Strict already keeps the cookie off cross-site requests; the token is the
      // second lock (older browsers, a compromised sibling subdomain). htmx sends it as a header
      // from <body hx-headers>, plain forms as a hidden field. Compared in constant time.
      const sent = request.headers.get(CSRF_HEADER) ?? field(body, CSRF_FIELD);
      if (!safeEqual(sent, maybeSession.csrfToken)) {
        return refuse(request, 403, "Request refused", "This form has expired or did not come from the dashboard (missing or wrong CSRF token). Reload the page and try again.");
      }
    })
    .resolve({ as: "scoped" }, ({ maybeSession, request }) => {
      const session = maybeSession as ActiveSession;
      // Every verb a dashboard page calls acts as this admin, from this address (audit).
      const meta = requestMeta(request);
      meta.actorKind = "admin";
      meta.actorId = session.admin.id;
      return { session, ctx: deps.context({ kind: "admin", id: session.admin.id }, meta.ip) };
    });

/** The layout's view of a session. */
export const layoutSession = (s: ActiveSession) => ({ email: s.admin.email, csrfToken: s.csrfToken });
