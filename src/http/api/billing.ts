/**
 * Plans for the signed-in account (Bearer; SPEC §5 "Plans"):
 *
 * POST /api/billing/checkout  {plan} → {checkout_url}: the same checkout lifecycle as interface A's
 * POST /api/billing/portal    → {url}: Stripe's Billing Portal, or this server's portal page (payments local)
 *
 * Both are limited per account (RIVALSCOPE_BILLING_PER_MINUTE, default 10 a minute): each call
 * can create a session at the payment provider.
 */
import { Elysia } from "elysia";
import type { AccountsService } from "../../accounts/service";
import type { Billing } from "../../billing/service";
import { jsonBody } from "../plugins/body";
import { bearerAuth, type BearerDeps } from "../plugins/bearer";
import { CHECKOUT_RESPONSES, errorBodies, PORTAL_RESPONSES } from "./accounts-docs";
import { BEARER_SECURITY, checkoutPlanBodySchema, checkoutPlanResponseSchema, portalResponseSchema } from "./schemas";
import { setting } from "../openapi-settings";

export const billingRoutes = (deps: BearerDeps & { billing: Billing; accounts: Pick<AccountsService, "limits"> }) =>
  new Elysia({ name: "api-billing" })
    .use(bearerAuth(deps))
    .post(
      "/api/billing/checkout",
      async ({ account, ctx, body, set }) => {
        Object.assign(set.headers, await deps.accounts.limits.billing.admit(`checkout:${account.id}`));
        const { checkoutUrl } = await deps.billing.startPlanCheckout(ctx, { accountId: account.id, email: account.email, plan: body.plan });
        return { checkout_url: checkoutUrl };
      },
      {
        ...jsonBody(checkoutPlanBodySchema),
        response: { 200: checkoutPlanResponseSchema, ...errorBodies(400, 401, 429, 500, 503) },
        detail: {
          tags: ["Billing"],
          responses: CHECKOUT_RESPONSES,
          summary: "Buy a plan",
          description:
            `Starts a hosted checkout for the Tracker ($${setting("RIVALSCOPE_TRACKER_PRICE")}/month) or Command ($${setting("RIVALSCOPE_COMMAND_PRICE")}/month; configured Stripe prices take precedence) plan for the signed-in account and returns its address; once paid, the plan is on the account (GET /api/me). ` +
            "400 when the account already pays for a plan (switch or cancel in the billing portal instead). 500 `payment_error` when the payment provider fails or payments are off. " +
            `${setting("RIVALSCOPE_BILLING_PER_MINUTE")} requests per minute per account.`,
          security: BEARER_SECURITY,
        },
      },
    )
    .post(
      "/api/billing/portal",
      async ({ account, ctx, set }) => {
        Object.assign(set.headers, await deps.accounts.limits.billing.admit(`portal:${account.id}`));
        return { url: await deps.billing.openPortal(ctx, { accountId: account.id }) };
      },
      {
        response: { 200: portalResponseSchema, ...errorBodies(400, 401, 429, 500, 503) },
        detail: {
          tags: ["Billing"],
          responses: PORTAL_RESPONSES,
          summary: "Open the billing portal",
          description:
            "Returns the address of a billing portal session for the signed-in account: Stripe's Billing Portal (switch plan, cancel, update the card, invoices), or with the built-in test payments a page of this server showing the plan and its renewal date with Cancel and Switch plan buttons (the link works for 30 minutes). " +
            "400 when there is no Stripe customer for the account yet; 500 `payment_error` when the provider fails or payments are off. No request body. " +
            `${setting("RIVALSCOPE_BILLING_PER_MINUTE")} requests per minute per account.`,
          security: BEARER_SECURITY,
        },
      },
    );
