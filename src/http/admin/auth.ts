/**
 * Sign-in, sign-out and first-run setup.
 *
 * GET  /admin/login     POST /admin/login     POST /admin/logout
 * GET  /admin/setup     POST /admin/setup
 */
import { Elysia } from "elysia";
import { createFirstAdmin, verifyAdminPassword } from "../../admin/admins";
import { PASSWORD_MIN } from "../../lib/password";
import { endSession, findSession, SESSION_TTL_MS, startSession } from "../../admin/sessions";
import { ANONYMOUS } from "../../context";
import { AppError } from "../../lib/errors";
import { plainDocument } from "../../../views/layouts/admin";
import { loginPage, type LoginView } from "../../../views/pages/admin/login";
import { setupPage, setupUnavailablePage } from "../../../views/pages/admin/setup";
import { requestMeta } from "../plugins/core";
import { cookie, field, htmlResponse, param, readCookie, refuse, seeOther } from "./respond";
import { adminSession, SESSION_COOKIE, safeNext, type AdminDeps } from "./session";
import { formTokens } from "../html/form-token";

/** The sign-in and setup forms' double-submit token (src/http/html/form-token.ts). */
const FORM_COOKIE = "rivalscope_form";

export const authRoutes = (deps: AdminDeps) => {
  /** Before sign-in the visitor is nobody in particular. */
  const anonymous = (request: Request) => deps.context(ANONYMOUS, requestMeta(request).ip);
  const secure = deps.config.baseUrl.startsWith("https:");
  const sessionCookie = (value: string, maxAgeS: number) => cookie(SESSION_COOKIE, value, { maxAgeS, secure });

  const forms = formTokens(FORM_COOKIE, { secure, path: "/admin" });
  /** The redirect that sets a new session's cookie (and forgets the form token). */
  const signedInTo = (request: Request, location: string, session: { cookieValue: string }) => {
    const headers = new Headers();
    headers.append("set-cookie", sessionCookie(session.cookieValue, Math.floor(SESSION_TTL_MS / 1000)));
    headers.append("set-cookie", forms.clear());
    return seeOther(request, location, headers);
  };
  const formToken = forms.issue;
  const formTokenValid = forms.valid;
  const staleForm = (request: Request) =>
    refuse(request, 403, "Form expired", "This form has expired or did not come from this site (missing or wrong CSRF token). Reload the page and try again.");

  const loginResponse = async (request: Request, view: Omit<LoginView, "formToken" | "needsSetup">, status = 200) => {
    const { token, headers } = formToken(request);
    const content = loginPage({ ...view, formToken: token, needsSetup: await deps.admin.needsSetup() });
    return htmlResponse(plainDocument({ title: "Sign in", content }), status, headers);
  };

  const signOut = new Elysia({ name: "admin-signout" }).use(adminSession(deps)).post(
    "/admin/logout",
    async ({ request, ctx }) => {
      await endSession(ctx, { cookieValue: readCookie(request, SESSION_COOKIE) });
      return seeOther(request, "/admin/login?signed_out=1", { "set-cookie": sessionCookie("", 0) });
    },
    { detail: { hide: true } },
  );

  return new Elysia({ name: "admin-auth" })
    .use(signOut)
    .get(
      "/admin/login",
      async ({ request, query }) => {
        const next = safeNext(param(query, "next"));
        if (await findSession(anonymous(request), { cookieValue: readCookie(request, SESSION_COOKIE) })) return seeOther(request, next);
        const notice = param(query, "created") ? "Admin created. Sign in with the email and password you chose." : param(query, "signed_out") ? "You are signed out." : undefined;
        return loginResponse(request, { next, notice });
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/login",
      async ({ request, body }) => {
        const ip = requestMeta(request).ip;
        // Reserved before the first await: parallel guesses see each other (sign-in-throttle.ts).
        const reservation = deps.admin.throttle.reserve(requestMeta(request).ipBucket);
        if (!reservation.ok) {
          // Refused before the password is even checked: otherwise guessing would go on, just slower.
          const minutes = Math.ceil(reservation.retryAfterMs / 60000);
          return refuse(
            request,
            429,
            "Too many failed sign-ins",
            `Too many failed sign-ins from your address (5 within 15 minutes). Sign-in is paused for ${minutes} more minute${minutes === 1 ? "" : "s"}; try again then.`,
            { "retry-after": String(Math.ceil(reservation.retryAfterMs / 1000)) },
          );
        }
        if (!formTokenValid(request, body)) {
          reservation.attempt.settle(false); // a forged or stale form counts as a failed attempt
          return staleForm(request);
        }
        const email = field(body, "email").trim();
        const next = safeNext(field(body, "next"));
        const admin = await verifyAdminPassword(anonymous(request), { email, password: field(body, "password") });
        reservation.attempt.settle(admin !== null);
        if (!admin) {
          deps.logger.warn("admin sign-in failed", { ip, email: email.slice(0, 254) });
          // One message for unknown email and wrong password: no hint which addresses are admins.
          return loginResponse(request, { next, email, error: "The email or password is not right." }, 401);
        }
        const session = await startSession(deps.context({ kind: "admin", id: admin.id }, ip), { adminId: admin.id });
        deps.logger.info("admin signed in", { ip, admin_id: admin.id });
        return signedInTo(request, next, session);
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/setup",
      async ({ request, query }) => {
        const token = param(query, "token");
        const unavailable = await setupUnavailable(deps, token);
        if (unavailable) return unavailable;
        const form = formToken(request);
        return htmlResponse(plainDocument({ title: "Create the first admin", content: setupPage({ formToken: form.token, setupToken: token, minPassword: PASSWORD_MIN }) }), 200, form.headers);
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/setup",
      async ({ request, body }) => {
        if (!formTokenValid(request, body)) return staleForm(request);
        const token = field(body, "token");
        const unavailable = await setupUnavailable(deps, token);
        if (unavailable) return unavailable;
        const email = field(body, "email").trim();
        const password = field(body, "password");
        const again = (error: string) =>
          htmlResponse(
            plainDocument({ title: "Create the first admin", content: setupPage({ formToken: readCookie(request, FORM_COOKIE)!, setupToken: token, email, error, minPassword: PASSWORD_MIN }) }),
            400,
          );
        if (password !== field(body, "confirm")) return again("The two passwords differ; type the same password twice.");
        let adminId: string;
        try {
          const admin = await createFirstAdmin(anonymous(request), { email, password });
          deps.admin.setupToken.consume();
          deps.logger.info("first admin created through the setup link", { admin_id: admin.id, email: admin.email });
          adminId = admin.id;
        } catch (e) {
          if (e instanceof AppError && e.code === "bad_request") return again(e.message);
          if (e instanceof AppError && e.code === "conflict") return htmlResponse(plainDocument({ title: "Setup link", content: setupUnavailablePage("done") }), 409);
          throw e;
        }
        // The one who just chose the password is signed in at once: asking for it again proves nothing.
        return signedInTo(request, "/admin", await startSession(deps.context({ kind: "admin", id: adminId }, requestMeta(request).ip), { adminId }));
      },
      { detail: { hide: true } },
    );
};

/** The page to show instead of the setup form, or null when the token is good. */
async function setupUnavailable(deps: AdminDeps, token: string): Promise<Response | null> {
  const page = (reason: "done" | "expired" | "invalid", status: number) =>
    htmlResponse(plainDocument({ title: "Setup link", content: setupUnavailablePage(reason) }), status);
  if (!(await deps.admin.needsSetup())) return page("done", 410);
  const check = deps.admin.setupToken.check(token);
  if (check === "valid") return null;
  return check === "expired" ? page("expired", 410) : check === "used" ? page("done", 410) : page("invalid", 403);
}
