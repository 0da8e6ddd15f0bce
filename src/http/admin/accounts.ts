/**
 * Accounts and subscriptions.
 *
 * GET  /admin/accounts           accounts (q) with their plans; htmx target #account-rows gets the rows only
 * GET  /admin/accounts/:id       one account: its plan, subscriptions and their event timelines
 * POST /admin/accounts           create a customer account (optionally a granted plan and a set-password link; htmx: #account-create)
 * POST /admin/accounts/:id/plan  grant or revoke a plan without payment (htmx: #account-billing)
 * POST /admin/accounts/:id/set-password-link  mail the customer a set-password link (htmx: #set-password-link)
 * GET  /admin/subscriptions      subscriptions (status, tier); htmx target #subscription-rows
 */
import { Elysia } from "elysia";
import { accountEmail, findAccountByEmail, findOrCreateAccount, getAccountById } from "../../accounts/accounts";
import type { AccountsService } from "../../accounts/service";
import type { Mailer } from "../../mail/mailer";
import { withTransaction } from "../../db/tx";
import type { ActiveSession } from "../../admin/sessions";
import { listApiKeys } from "../../access/keys";
import { setGrantedPlan } from "../../billing/lifecycle";
import { getAccount, listAccounts, listSubscriptionEvents, listSubscriptions, subscriptionFilterValues, type SubscriptionStatus } from "../../billing/queries";
import type { Ctx } from "../../context";
import { accountBilling, accountCreate, accountPage, accountRows, accountsPage, setPasswordLink, subscriptionRows, subscriptionsPage } from "../../../views/pages/admin/accounts";
import { field, htmlResponse, isHtmx, notFoundPage, offered, page, param, refuse, seeOther } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";
import { ACCOUNT_PLANS, API_TIERS, PLANS, type AccountPlan } from "../../lib/plans";

const STATUSES: SubscriptionStatus[] = ["active", "past_due", "canceled"];
/** API tiers and the reports API's plans: the tiers a subscription can have. */
const SUBSCRIPTION_TIERS: string[] = [...API_TIERS, ...PLANS];

/** An account with what its page shows, or null. */
async function accountView(ctx: Ctx, id: string, csrfToken: string, notice?: string) {
  const account = await getAccount(ctx, { id });
  if (!account) return null;
  const events = new Map<string, Awaited<ReturnType<typeof listSubscriptionEvents>>>();
  for (const s of account.subscriptions) events.set(s.id, await listSubscriptionEvents(ctx, { subscriptionId: s.id }));
  const keys = await listApiKeys(ctx, { accountId: account.id, limit: 100 });
  return { account, events, keys, csrfToken, notice };
}

const missing = (request: Request, session: ActiveSession, id: string) => notFoundPage(request, layoutSession(session), "Account not found", `There is no account with id ${id}.`);

/** What the accounts pages need beyond the dashboard's own: set-password links, and whether mail leaves the server. */
export type AccountAdminDeps = AdminDeps & { accounts: Pick<AccountsService, "sendSetPasswordLink">; mail: Pick<Mailer, "mode"> };


export const accountRoutes = (deps: AccountAdminDeps) =>
  new Elysia({ name: "admin-accounts" })
    .use(adminSession(deps))
    .get(
      "/admin/accounts",
      async ({ request, query, session, ctx }) => {
        const q = param(query, "q").slice(0, 200);
        const accounts = await listAccounts(ctx, { search: q || undefined, limit: 200 });
        return page(request, {
          title: "Accounts",
          active: "accounts",
          session: layoutSession(session),
          content: accountsPage({ accounts, q, csrfToken: session.csrfToken }),
          fragments: { "account-rows": () => accountRows(accounts, q) },
        });
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/accounts/:id",
      async ({ request, params, query, session, ctx }) => {
        const notice = param(query, "granted")
          ? "Granted plan changed."
          : param(query, "created")
            ? `Account created.${param(query, "invite_outbox") ? " No SMTP is configured: the set-password mail waits in the outbox without its link — send one below to see the link and pass it on." : ""}`
            : param(query, "existed")
              ? "An account with this address existed already: here it is."
              : undefined;
        const view = await accountView(ctx, params.id, session.csrfToken, notice);
        if (!view) return missing(request, session, params.id);
        return page(request, { title: view.account.email, active: "accounts", session: layoutSession(session), content: accountPage(view) });
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/accounts",
      async ({ request, body, session, ctx }) => {
        const typed = field(body, "email").trim();
        const plan = field(body, "plan") || "none";
        const parsed = accountEmail.safeParse(typed);
        const again = (error: string) =>
          isHtmx(request) ? htmlResponse(accountCreate({ csrfToken: session.csrfToken, error, email: typed }), 400) : refuse(request, 400, "Account not created", error);
        if (!parsed.success) return again("Email: type a valid address, like ann@example.com.");
        if (!ACCOUNT_PLANS.includes(plan as AccountPlan)) return again(`Plan must be one of ${ACCOUNT_PLANS.join(", ")}.`);
        const existed = await findAccountByEmail(ctx, { email: parsed.data }) !== null;
        const account = await withTransaction(ctx, async (tx) => {
          const a = await findOrCreateAccount(tx, { email: parsed.data });
          if (plan !== "none") await setGrantedPlan(tx, { accountId: a.id, plan: plan as AccountPlan });
          if (field(body, "invite")) await deps.accounts.sendSetPasswordLink(tx, { account: a, reason: "operator" });
          return a;
        });
        deps.logger.info("admin created an account", { admin_id: session.admin.id, account_id: account.id, existed });
        return seeOther(request, `/admin/accounts/${encodeURIComponent(account.id)}?${existed ? "existed" : "created"}=1${field(body, "invite") && deps.mail.mode === "outbox" ? "&invite_outbox=1" : ""}`);
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/accounts/:id/set-password-link",
      async ({ request, params, session, ctx }) => {
        const account = await getAccountById(ctx, { id: params.id });
        if (!account) return missing(request, session, params.id);
        const link = await deps.accounts.sendSetPasswordLink(ctx, { account, reason: "operator" });
        deps.logger.info("admin sent a set-password link", { admin_id: session.admin.id, account_id: account.id });
        // Without SMTP nothing leaves the server: the operator is the messenger, so the link is shown (once).
        const sent = { to: account.email, link: deps.mail.mode === "outbox" ? link : null };
        const card = setPasswordLink({ accountId: account.id, csrfToken: session.csrfToken, sent });
        if (isHtmx(request)) return htmlResponse(card);
        const view = (await accountView(ctx, account.id, session.csrfToken))!;
        return page(request, { title: account.email, active: "accounts", session: layoutSession(session), content: accountPage({ ...view, sent }) });
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/accounts/:id/plan",
      async ({ request, params, body, session, ctx }) => {
        const plan = field(body, "plan");
        if (!ACCOUNT_PLANS.includes(plan as AccountPlan)) return refuse(request, 400, "Unknown plan", `Plan must be one of ${ACCOUNT_PLANS.join(", ")}.`);
        if (!await getAccountById(ctx, { id: params.id })) return missing(request, session, params.id);
        await setGrantedPlan(ctx, { accountId: params.id, plan: plan as AccountPlan });
        deps.logger.info("admin set a granted plan", { admin_id: session.admin.id, account_id: params.id, plan });
        const path = `/admin/accounts/${encodeURIComponent(params.id)}`;
        if (!isHtmx(request)) return seeOther(request, `${path}?granted=1`);
        const notice = plan === "none" ? "Granted plan revoked." : `Granted plan set to ${plan}.`;
        return htmlResponse(accountBilling((await accountView(ctx, params.id, session.csrfToken, notice))!));
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/subscriptions",
      async ({ request, query, session, ctx }) => {
        const status = param(query, "status");
        const tier = param(query, "tier");
        const filter = {
          status: STATUSES.includes(status as SubscriptionStatus) ? (status as SubscriptionStatus) : undefined,
          tier: SUBSCRIPTION_TIERS.includes(tier) ? tier : undefined,
        };
        const subs = await listSubscriptions(ctx, { ...filter, limit: 200 });
        const present = await subscriptionFilterValues(ctx);
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
