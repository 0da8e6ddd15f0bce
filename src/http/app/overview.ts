/**
 * The app's first page and its plan buttons.
 *
 * GET  /app                    overview: plan, renewal, allowances used, latest changes, buy / portal buttons
 * GET  /app/plan?plan=…        one plan and its checkout button (where /pricing's plan buttons lead)
 * POST /app/billing/checkout   {plan} → 303 to the checkout (the same verb as POST /api/billing/checkout)
 * POST /app/billing/portal     → 303 to the billing portal (the same verb as POST /api/billing/portal)
 *
 * The two POSTs share the API's per-account billing limit: each can create a session at the
 * payment provider.
 */
import { Elysia } from "elysia";
import { runningPaidPlan } from "../../billing/account-plan";
import { PLAN_NAMES } from "../../billing/plans";
import { windowEnd } from "../../lib/calendar";
import { AppError } from "../../lib/errors";
import { isPlan, type Plan } from "../../lib/plans";
import { latestChangesOfAccount } from "../../monitoring/history";
import { when } from "../../../views/format";
import { overviewPage, planPage, type Usage } from "../../../views/pages/app/overview";
import { flashMessage } from "../../../views/partials/flash";
import { statusOf } from "../errors";
import { field, param, seeOther } from "../html/respond";
import { planOffer, planOffers } from "./offers";
import { appPage, appRefuse } from "./respond";
import { appSession, type AppDeps } from "./session";

/** Changes the overview lists. */
const LATEST_CHANGES = 10;

export const appOverviewRoutes = (deps: AppDeps) => {
  const { billing, accounts } = deps;

  /** The billing verbs' refusals as a message in the page (429 with its Retry-After, 400 already paying, payment errors). */
  const billingRefused = (request: Request, e: unknown) => {
    if (!(e instanceof AppError)) throw e;
    const message = e.code === "bad_request" && /already pay/.test(e.message) ? `${e.message.split(".")[0]}. Switch or cancel it in the billing portal instead.` : e.message;
    return appRefuse(request, statusOf[e.code], e.code === "rate_limited" ? "Too many requests" : "Could not open the checkout", message, e.headers);
  };

  return new Elysia({ name: "app-overview" })
    .use(appSession(deps))
    .get(
      "/app",
      async ({ request, query, account, plan, session, ctx }) => {
        const used = await accounts.allowances.usage(ctx, { accountId: account.id });
        const paying = (await runningPaidPlan(ctx, { accountId: account.id })) !== null;
        const a = plan.plan === "none" ? null : billing.allowances[plan.plan];
        const usage: Usage[] = a
          ? [
              { label: "Tracked competitors", used: used.competitors, limit: a.competitors },
              { label: "Reports this month", used: used.reports, limit: a.reportsPerMonth, note: `renews ${when(windowEnd("month", ctx.clock.now()))}` },
              ...(a.webhooks > 0 ? [{ label: "Webhook endpoints", used: used.webhooks, limit: a.webhooks }] : []),
            ]
          : [];
        const changes = (await latestChangesOfAccount(ctx, { accountId: account.id, limit: LATEST_CHANGES })).map((c) => ({ ...c, href: `/app/competitors/${c.competitorId}` }));
        const notice = param(query, "welcome") ? "Welcome! Your account is confirmed and you are signed in." : param(query, "password_set") ? "Your password is set, and you are signed in." : undefined;
        return appPage(request, {
          title: "Overview",
          active: "overview",
          session,
          flash: notice ? flashMessage(notice) : undefined,
          content: overviewPage({
            csrfToken: session.csrfToken,
            plan: { key: plan.plan, name: plan.plan === "none" ? "No plan" : PLAN_NAMES[plan.plan], status: plan.status, periodEnd: plan.periodEnd, obtained: plan.obtained },
            usage,
            checkInterval: a ? (a.checkInterval === "hourly" ? "Hourly" : "Daily") : null,
            changes,
            offers: paying ? [] : planOffers(billing).filter((o) => o.plan !== plan.plan || plan.obtained === "granted"),
            paying,
            payments: billing.provider as "stripe" | "local" | "off",
          }),
        });
      },
      { detail: { hide: true } },
    )
    .get(
      "/app/plan",
      async ({ request, query, account, plan, session, ctx }) => {
        const wanted = param(query, "plan");
        if (!isPlan(wanted)) return appRefuse(request, 404, "No such plan", "Choose Tracker or Command on the pricing page.");
        return appPage(request, {
          title: `${PLAN_NAMES[wanted]} plan`,
          session,
          content: planPage({
            offer: planOffer(billing, wanted),
            csrfToken: session.csrfToken,
            current: plan.plan === "none" ? "no" : PLAN_NAMES[plan.plan],
            paying: (await runningPaidPlan(ctx, { accountId: account.id })) !== null,
            payments: billing.provider as "stripe" | "local" | "off",
          }),
        });
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/billing/checkout",
      async ({ request, body, account, ctx }) => {
        const wanted = field(body, "plan");
        if (!isPlan(wanted)) return appRefuse(request, 400, "Unknown plan", "Plan: choose tracker or command.");
        try {
          await accounts.limits.billing.admit(`checkout:${account.id}`);
          const { checkoutUrl } = await billing.startPlanCheckout(ctx, { accountId: account.id, email: account.email, plan: wanted as Plan });
          return seeOther(request, checkoutUrl);
        } catch (e) {
          return billingRefused(request, e);
        }
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/billing/portal",
      async ({ request, account, ctx }) => {
        try {
          await accounts.limits.billing.admit(`portal:${account.id}`);
          return seeOther(request, await billing.openPortal(ctx, { accountId: account.id }));
        } catch (e) {
          return billingRefused(request, e);
        }
      },
      { detail: { hide: true } },
    );
};
