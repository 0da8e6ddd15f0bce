/**
 * The customer's pages reached by link:
 *
 * GET  /account/reset?token=…        the set-password form of a reset mail
 * POST /account/reset                sets the password (double-submit CSRF, like the admin setup page)
 * GET  /account/billing?token=…      the local billing portal (payments `local`): plan, renewal date
 * POST /account/billing/cancel       Cancel — the same lifecycle verb as a cancellation at Stripe
 * POST /account/billing/switch       Switch plan — the same verb as a plan change at Stripe
 *
 * Tokens travel in the URL, so these pages are sent with `Referrer-Policy: no-referrer` and
 * `Cache-Control: no-store`, under the CSP of every HTML page (no inline script, no framing).
 * The portal's forms carry its sealed link token as their credential: a forged cross-site form
 * cannot know it, which makes it the CSRF token as well.
 */
import { Elysia } from "elysia";
import type { AccountsService } from "../../accounts/service";
import { getAccountById } from "../../accounts/accounts";
import type { Billing } from "../../billing/service";
import type { Config } from "../../config";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { randomBase62 } from "../../lib/base62";
import { AppError } from "../../lib/errors";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../lib/password";
import { isPlan } from "../../lib/plans";
import { safeEqual } from "../../lib/safe-equal";
import { accountMessagePage, portalPage, resetPasswordPage } from "../../../views/pages/account";
import { cookie, field, param, readCookie } from "../html/respond";
import { requestMeta } from "../plugins/core";

const HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer" };
const FORM_COOKIE = "rivalscope_account_form";
const FORM_TOKEN = /^[0-9A-Za-z]{32}$/;

const htmlPage = (body: string, status = 200, headers: Record<string, string> = {}) => new Response(body, { status, headers: { ...HEADERS, ...headers } });
const seeOther = (location: string, headers: Record<string, string> = {}) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer", ...headers } });

const linkDead = () =>
  htmlPage(accountMessagePage("Link expired", "This set-password link has expired or was used already. Ask for a new one with POST /api/auth/password-reset."), 410);
const portalDead = () =>
  htmlPage(accountMessagePage("Billing link expired", "This billing link has expired (links work for 30 minutes). Open the portal again with POST /api/billing/portal."), 410);

export const accountPageRoutes = (deps: { accounts: AccountsService; billing: Billing; config: Config; context: ContextFactory }) => {
  const { accounts, billing } = deps;
  const anonymous = (request: Request) => deps.context(ANONYMOUS, requestMeta(request).ip);
  const secure = deps.config.baseUrl.startsWith("https:");

  /** The double-submit token of this browser (and the cookie carrying it when it needs a new one); see http/admin/auth.ts. */
  const formToken = (request: Request) => {
    const existing = readCookie(request, FORM_COOKIE);
    if (existing && FORM_TOKEN.test(existing)) return { token: existing, headers: {} as Record<string, string> };
    const token = randomBase62(32);
    return { token, headers: { "set-cookie": cookie(FORM_COOKIE, token, { maxAgeS: 3600, secure, path: "/account" }) } };
  };

  /** The portal link's account and a context acting as it, or null when the link is not (or no longer) good. */
  const portalVisitor = (request: Request, token: string) => {
    const link = billing.portalAccount(anonymous(request), token);
    const ctx = link && deps.context({ kind: "account", id: link.accountId }, requestMeta(request).ip);
    const account = ctx && getAccountById(ctx, { id: link.accountId });
    return link && ctx && account ? { ...link, ctx, account } : null;
  };
  const backToPortal = (token: string, done: string) => seeOther(`/account/billing?token=${encodeURIComponent(token)}&done=${done}`);

  return new Elysia({ name: "account-pages" })
    .get(
      "/account/reset",
      ({ request, query }) => {
        const token = param(query, "token");
        if (!accounts.resetLinkOpen(anonymous(request), { token })) return linkDead();
        const form = formToken(request);
        return htmlPage(resetPasswordPage({ token, formToken: form.token, minPassword: PASSWORD_MIN }), 200, form.headers);
      },
      { detail: { hide: true } },
    )
    .post(
      "/account/reset",
      async ({ request, body }) => {
        const token = field(body, "token");
        if (!safeEqual(field(body, "_csrf"), readCookie(request, FORM_COOKIE))) {
          return htmlPage(accountMessagePage("Form expired", "This form has expired or did not come from this site. Open the link from the mail again."), 403);
        }
        const ctx = anonymous(request);
        if (!accounts.resetLinkOpen(ctx, { token })) return linkDead();
        const password = field(body, "password");
        const again = (error: string) => htmlPage(resetPasswordPage({ token, formToken: readCookie(request, FORM_COOKIE)!, minPassword: PASSWORD_MIN, error }), 400);
        if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return again(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`);
        if (password !== field(body, "confirm")) return again("The two passwords differ; type the same password twice.");
        if (!(await accounts.setPasswordWithReset(ctx, { token, password }))) return linkDead();
        return htmlPage(
          accountMessagePage("Password set", "Your new password is set, and every earlier sign-in was ended. Sign in with POST /api/auth/login."),
          200,
          { "set-cookie": cookie(FORM_COOKIE, "", { maxAgeS: 0, secure, path: "/account" }) },
        );
      },
      { detail: { hide: true } },
    )
    .get(
      "/account/billing",
      ({ request, query }) => {
        const token = param(query, "token");
        const visitor = portalVisitor(request, token);
        if (!visitor) return portalDead();
        const view = billing.localPortal(visitor.ctx, { accountId: visitor.accountId, linkExpiresAt: visitor.expiresAt });
        const done = param(query, "done");
        const notice = done === "canceled" ? "The plan is canceled; it stays active until the end of the period." : done === "switched" ? "The plan was switched." : undefined;
        const m = view.manageable;
        return htmlPage(
          portalPage({
            email: visitor.account.email,
            plan: view.plan,
            manageable: m && { tier: m.tier, status: m.status, periodEnd: m.currentPeriodEnd },
            offers: view.offers.plan,
            token,
            linkExpiresAt: view.linkExpiresAt,
            notice,
          }),
        );
      },
      { detail: { hide: true } },
    )
    .post(
      "/account/billing/cancel",
      ({ request, body }) => {
        const token = field(body, "token");
        const visitor = portalVisitor(request, token);
        if (!visitor) return portalDead();
        try {
          billing.cancelLocalPlan(visitor.ctx, { accountId: visitor.accountId });
        } catch (e) {
          if (e instanceof AppError && e.code === "not_found") return htmlPage(accountMessagePage("Nothing to cancel", e.message), 409);
          throw e;
        }
        return backToPortal(token, "canceled");
      },
      { detail: { hide: true } },
    )
    .post(
      "/account/billing/switch",
      ({ request, body }) => {
        const token = field(body, "token");
        const plan = field(body, "plan");
        const visitor = portalVisitor(request, token);
        if (!visitor) return portalDead();
        if (!isPlan(plan)) return htmlPage(accountMessagePage("Unknown plan", "Choose tracker or command."), 400);
        try {
          billing.switchLocalPlan(visitor.ctx, { accountId: visitor.accountId, plan });
        } catch (e) {
          if (e instanceof AppError && e.code === "not_found") return htmlPage(accountMessagePage("Nothing to switch", e.message), 409);
          throw e;
        }
        return backToPortal(token, "switched");
      },
      { detail: { hide: true } },
    );
};
