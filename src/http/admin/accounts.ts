/**
 * Accounts and subscriptions.
 *
 * GET  /admin/accounts           accounts (q) with their plans; htmx target #account-rows gets the rows only
 * GET  /admin/accounts/:id       one account: its plan, subscriptions and their event timelines
 * POST /admin/accounts/:id/plan  grant or revoke a plan without payment (htmx: #account-billing)
 * GET  /admin/subscriptions      subscriptions (status, tier); htmx target #subscription-rows
 */
import { Elysia } from "elysia";
import { getAccountById } from "../../accounts/accounts";
import type { ActiveSession } from "../../admin/sessions";
import { listApiKeys } from "../../access/keys";
import { setGrantedPlan } from "../../billing/lifecycle";
import { getAccount, listAccounts, listSubscriptionEvents, listSubscriptions, subscriptionFilterValues, type SubscriptionStatus } from "../../billing/queries";
import type { Ctx } from "../../context";
import { accountBilling, accountPage, accountRows, accountsPage, subscriptionRows, subscriptionsPage } from "../../../views/pages/admin/accounts";
import { field, htmlResponse, isHtmx, notFoundPage, offered, page, param, refuse, seeOther } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";
import { ACCOUNT_PLANS, API_TIERS, PLANS, type AccountPlan } from "../../lib/plans";

const STATUSES: SubscriptionStatus[] = ["active", "past_due", "canceled"];
/** API tiers and the reports API's plans: the tiers a subscription can have. */
const SUBSCRIPTION_TIERS: string[] = [...API_TIERS, ...PLANS];

/** An account with what its page shows, or null. */
function accountView(ctx: Ctx, id: string, csrfToken: string, notice?: string) {
  const account = getAccount(ctx, { id });
  if (!account) return null;
  const events = new Map(account.subscriptions.map((s) => [s.id, listSubscriptionEvents(ctx, { subscriptionId: s.id })]));
  const keys = listApiKeys(ctx, { accountId: account.id, limit: 100 });
  return { account, events, keys, csrfToken, notice };
}

const missing = (request: Request, session: ActiveSession, id: string) => notFoundPage(request, layoutSession(session), "Account not found", `There is no account with id ${id}.`);

export const accountRoutes = (deps: AdminDeps) =>
  new Elysia({ name: "admin-accounts" })
    .use(adminSession(deps))
    .get(
      "/admin/accounts",
      ({ request, query, session, ctx }) => {
        const q = param(query, "q").slice(0, 200);
        const accounts = listAccounts(ctx, { search: q || undefined, limit: 200 });
        return page(request, {
          title: "Accounts",
          active: "accounts",
          session: layoutSession(session),
          content: accountsPage({ accounts, q }),
          fragments: { "account-rows": () => accountRows(accounts, q) },
        });
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/accounts/:id",
      ({ request, params, query, session, ctx }) => {
        const view = accountView(ctx, params.id, session.csrfToken, param(query, "granted") ? "Granted plan changed." : undefined);
        if (!view) return missing(request, session, params.id);
        return page(request, { title: view.account.email, active: "accounts", session: layoutSession(session), content: accountPage(view) });
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/accounts/:id/plan",
      ({ request, params, body, session, ctx }) => {
        const plan = field(body, "plan");
        if (!ACCOUNT_PLANS.includes(plan as AccountPlan)) return refuse(request, 400, "Unknown plan", `Plan must be one of ${ACCOUNT_PLANS.join(", ")}.`);
        if (!getAccountById(ctx, { id: params.id })) return missing(request, session, params.id);
        setGrantedPlan(ctx, { accountId: params.id, plan: plan as AccountPlan });
        deps.logger.info("admin set a granted plan", { admin_id: session.admin.id, account_id: params.id, plan });
        const path = `/admin/accounts/${encodeURIComponent(params.id)}`;
        if (!isHtmx(request)) return seeOther(request, `${path}?granted=1`);
        const notice = plan === "none" ? "Granted plan revoked." : `Granted plan set to ${plan}.`;
        return htmlResponse(accountBilling(accountView(ctx, params.id, session.csrfToken, notice)!));
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/subscriptions",
      ({ request, query, session, ctx }) => {
        const status = param(query, "status");
        const tier = param(query, "tier");
        const filter = {
          status: STATUSES.includes(status as SubscriptionStatus) ? (status as SubscriptionStatus) : undefined,
          tier: SUBSCRIPTION_TIERS.includes(tier) ? tier : undefined,
        };
        const subs = listSubscriptions(ctx, { ...filter, limit: 200 });
        const present = subscriptionFilterValues(ctx);
        return page(request, {
          title: "Subscriptions",
          active: "accounts",
          session: layoutSession(session),
          content: subscriptionsPage({
            subs,
            status: filter.status ?? "",
            tier: filter.tier ?? "",
            statuses: offered(present.statuses, filter.status ?? ""),
            tiers: offered(present.tiers, filter.tier ?? ""),
          }),
          fragments: { "subscription-rows": () => subscriptionRows(subs, Boolean(filter.status || filter.tier)) },
        });
      },
      { detail: { hide: true } },
    );
