/**
 * Accounts and subscriptions (read-only in v1).
 *
 * GET /admin/accounts          accounts (q); htmx target #account-rows gets the rows only
 * GET /admin/accounts/:id      one account: its subscriptions and their event timelines
 * GET /admin/subscriptions     subscriptions (status, tier); htmx target #subscription-rows
 */
import { Elysia } from "elysia";
import { API_TIERS } from "../../billing/plans";
import { getAccount, listAccounts, listSubscriptionEvents, listSubscriptions, type SubscriptionStatus } from "../../billing/queries";
import { accountPage, accountRows, accountsPage, subscriptionRows, subscriptionsPage } from "../../../views/pages/admin/accounts";
import { page, param, refuse } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

const STATUSES: SubscriptionStatus[] = ["active", "past_due", "canceled"];
/** API tiers and the reports API's plans: the tiers a subscription can have. */
const SUBSCRIPTION_TIERS = [...API_TIERS, "tracker", "command"];

export const accountRoutes = (deps: AdminDeps) =>
  new Elysia({ name: "admin-accounts" })
    .use(adminSession(deps))
    .get(
      "/admin/accounts",
      ({ request, query, session }) => {
        const q = param(query, "q").slice(0, 200);
        const accounts = listAccounts(deps.db, { search: q || undefined, limit: 200 });
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
      ({ request, params, session }) => {
        const account = getAccount(deps.db, params.id);
        if (!account) return refuse(request, 404, "Account not found", `There is no account with id ${params.id}.`);
        const events = new Map(account.subscriptions.map((s) => [s.id, listSubscriptionEvents(deps.db, s.id)]));
        return page(request, { title: account.email, active: "accounts", session: layoutSession(session), content: accountPage({ account, events }) });
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/subscriptions",
      ({ request, query, session }) => {
        const status = param(query, "status");
        const tier = param(query, "tier");
        const filter = {
          status: STATUSES.includes(status as SubscriptionStatus) ? (status as SubscriptionStatus) : undefined,
          tier: SUBSCRIPTION_TIERS.includes(tier) ? tier : undefined,
        };
        const subs = listSubscriptions(deps.db, { ...filter, limit: 200 });
        return page(request, {
          title: "Subscriptions",
          active: "accounts",
          session: layoutSession(session),
          content: subscriptionsPage({ subs, status: filter.status ?? "", tier: filter.tier ?? "", tiers: SUBSCRIPTION_TIERS }),
          fragments: { "subscription-rows": () => subscriptionRows(subs, Boolean(filter.status || filter.tier)) },
        });
      },
      { detail: { hide: true } },
    );
