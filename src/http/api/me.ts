/**
 * The signed-in account (Bearer):
 *
 * GET   /api/me             email, plan, status, period end, how obtained, allowances used, change_threshold
 * PATCH /api/me             {change_threshold}
 * GET   /api/me/allowances  the plan's allowances with what is used of each (needs a plan: "reports")
 */
import { Elysia } from "elysia";
import { updateAccountSettings, type AccountRecord } from "../../accounts/accounts";
import type { AllowanceUsage } from "../../accounts/allowances";
import type { AccountsService } from "../../accounts/service";
import type { PlanState } from "../../billing/account-plan";
import type { Billing } from "../../billing/service";
import { windowEnd } from "../../lib/calendar";
import type { Plan } from "../../lib/plans";
import { jsonBody } from "../plugins/body";
import { bearerAuth, type BearerDeps } from "../plugins/bearer";
import { ALLOWANCES_RESPONSES, errorBodies, ME_RESPONSES, ME_UPDATE_RESPONSES } from "./accounts-docs";
import { allowancesSchema, BEARER_SECURITY, meSchema, meUpdateSchema } from "./schemas";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function meBody(account: AccountRecord, plan: PlanState, used: AllowanceUsage) {
  return {
    id: account.id,
    email: account.email,
    plan: plan.plan,
    status: plan.status,
    period_end: iso(plan.periodEnd),
    obtained: plan.obtained,
    allowances_used: { reports_this_month: used.reports, competitors: used.competitors, webhooks: used.webhooks },
    change_threshold: account.changeThreshold,
    created_at: new Date(account.createdAt).toISOString(),
  };
}

export const meRoutes = (deps: BearerDeps & { accounts: Pick<AccountsService, "allowances">; billing: Pick<Billing, "offers" | "allowances"> }) =>
  new Elysia({ name: "api-me" })
    .use(bearerAuth(deps))
    .get("/api/me", async ({ account, plan, ctx }) => meBody(account, plan, await deps.accounts.allowances.usage(ctx, { accountId: account.id })), {
      response: { 200: meSchema, ...errorBodies(401, 503) },
      detail: {
        tags: ["Accounts"],
        responses: ME_RESPONSES,
        summary: "The signed-in account",
        description: "Email, plan (none, tracker or command) with its status, period end and how it was obtained, the allowances used, and the competitor-change threshold.",
        security: BEARER_SECURITY,
      },
    })
    .patch(
      "/api/me",
      async ({ account, plan, ctx, body }) => {
        const updated = (await updateAccountSettings(ctx, { accountId: account.id, changeThreshold: body.change_threshold })) ?? account;
        return meBody(updated, plan, await deps.accounts.allowances.usage(ctx, { accountId: account.id }));
      },
      {
        ...jsonBody(meUpdateSchema),
        response: { 200: meSchema, ...errorBodies(400, 401, 503) },
        detail: {
          tags: ["Accounts"],
          responses: ME_UPDATE_RESPONSES,
          summary: "Change the account's settings",
          description: "`change_threshold` (low, medium, high or critical; default medium): competitor changes of at least this severity are notified. Answers the account as GET /api/me does.",
          security: BEARER_SECURITY,
        },
      },
    )
    .get(
      "/api/me/allowances",
      async ({ account, plan, ctx }) => {
        const allowances = deps.billing.allowances[plan.plan as Plan];
        const used = await deps.accounts.allowances.usage(ctx, { accountId: account.id });
        return {
          plan: plan.plan as Plan,
          check_interval: allowances.checkInterval,
          reports: { used: used.reports, limit: allowances.reportsPerMonth, resets_at: new Date(windowEnd("month", ctx.clock.now())).toISOString() },
          competitors: { used: used.competitors, limit: allowances.competitors },
          webhooks: { used: used.webhooks, limit: allowances.webhooks },
        };
      },
      {
        requirePlan: "reports",
        response: { 200: allowancesSchema, ...errorBodies(401, 403, 503) },
        detail: {
          tags: ["Accounts"],
          responses: ALLOWANCES_RESPONSES,
          summary: "The plan's allowances and their use",
          description: "Reports per calendar month (UTC), tracked competitors, webhook endpoints and the check interval of the account's plan, with what is used of each. 403 `forbidden` without a plan.",
          security: BEARER_SECURITY,
        },
      },
    );
