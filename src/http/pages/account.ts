/**
 * The customer's pages reached by link:
 *
 * (Set-password links open /app/set-password: src/http/app/auth.ts.)
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
import { AppError } from "../../lib/errors";
import { isPlan } from "../../lib/plans";
import { accountMessagePage, portalPage } from "../../../views/pages/account";
import { field, param } from "../html/respond";
import { requestMeta } from "../plugins/core";

const HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer" };

const htmlPage = (body: string, status = 200, headers: Record<string, string> = {}) => new Response(body, { status, headers: { ...HEADERS, ...headers } });
const seeOther = (location: string, headers: Record<string, string> = {}) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer", ...headers } });

const portalDead = () =>
  htmlPage(accountMessagePage("Billing link expired", "This billing link has expired (links work for 30 minutes). Open it again from the app's overview (the Billing portal button), or with POST /api/billing/portal."), 410);

export const accountPageRoutes = (deps: { accounts: AccountsService; billing: Billing; config: Config; context: ContextFactory }) => {
  const { billing } = deps;
  const anonymous = (request: Request) => deps.context(ANONYMOUS, requestMeta(request).ip);

  /** The portal link's account and a context acting as it, or null when the link is not (or no longer) good. */
  const portalVisitor = async (request: Request, token: string) => {
    const link = billing.portalAccount(anonymous(request), token);
    const ctx = link && deps.context({ kind: "account", id: link.accountId }, requestMeta(request).ip);
    const account = ctx && await getAccountById(ctx, { id: link.accountId });
    return link && ctx && account ? { ...link, ctx, account } : null;
  };
  const backToPortal = (token: string, done: string) => seeOther(`/account/billing?token=${encodeURIComponent(token)}&done=${done}`);

  return new Elysia({ name: "account-pages" })
    .get(
      "/account/billing",
      async ({ request, query }) => {
        const token = param(query, "token");
        const visitor = await portalVisitor(request, token);
        if (!visitor) return portalDead();
        const view = await billing.localPortal(visitor.ctx, { accountId: visitor.accountId, linkExpiresAt: visitor.expiresAt });
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
      async ({ request, body }) => {
        const token = field(body, "token");
        const visitor = await portalVisitor(request, token);
        if (!visitor) return portalDead();
        try {
          await billing.cancelLocalPlan(visitor.ctx, { accountId: visitor.accountId });
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
      async ({ request, body }) => {
        const token = field(body, "token");
        const plan = field(body, "plan");
        const visitor = await portalVisitor(request, token);
        if (!visitor) return portalDead();
        if (!isPlan(plan)) return htmlPage(accountMessagePage("Unknown plan", "Choose tracker or command."), 400);
        try {
          await billing.switchLocalPlan(visitor.ctx, { accountId: visitor.accountId, plan });
        } catch (e) {
          if (e instanceof AppError && e.code === "not_found") return htmlPage(accountMessagePage("Nothing to switch", e.message), 409);
          throw e;
        }
        return backToPortal(token, "switched");
      },
      { detail: { hide: true } },
    );
};
