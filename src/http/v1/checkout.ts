/**
 * POST /api/v1/checkout — starts an API subscription purchase and answers the address of the
 * hosted checkout (Stripe's, or this server's test checkout). 10 requests per minute per client IP
 * (configurable): enough for a person, too few to flood the payment provider with sessions.
 */
import { Elysia } from "elysia";
import { z } from "zod";
import type { Billing } from "../../billing/service";
import type { AccessService } from "../../access/service";
import { API_VERSION } from "../../lib/version";
import { jsonBody } from "../plugins/body";
import { requestMeta } from "../plugins/core";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { apiVersion, rateLimitErrorSchema, v1ErrorSchema } from "./schemas";
import { API_TIERS } from "../../lib/plans";
import { V1_RESPONSES } from "./docs";
import { setting } from "../openapi-settings";

export const checkoutBodySchema = z
  .object({
    email: z
      .string({ error: "is required and must be a string" })
      .trim()
      .max(254, "must be at most 254 characters")
      .toLowerCase()
      .pipe(z.email({ error: "must be a valid email address" }))
      .meta({ description: "Subscriber address; the key is mailed here. Compared case-insensitively.", format: "email", examples: ["ann@example.com"] }),
    tier: z
      .enum(API_TIERS, { error: 'must be "starter" or "pro"' })
      .default("starter")
      .meta({ description: `starter ($9/month, ${setting("RIVALSCOPE_STARTER_PER_MONTH")} requests/month) or pro ($29/month, ${setting("RIVALSCOPE_PRO_PER_MONTH")} requests/month).`, examples: ["pro"] }),
  })
  .meta({ example: { email: "ann@example.com", tier: "pro" } });

export const checkoutResponseSchema = z.object({
  api_version: apiVersion,
  success: z.literal(true),
  checkout_url: z.url().meta({ description: "Hosted checkout page to send the buyer to." }),
});

export const paymentErrorSchema = z.object({
  api_version: apiVersion,
  error: z.literal("payment_error"),
  message: z.string().describe("What failed; no payment was taken."),
});

export const checkoutRoutes = (deps: { billing: Billing; access: AccessService; context: ContextFactory }) =>
  new Elysia({ name: "v1-checkout" }).post(
    "/api/v1/checkout",
    async ({ body, request }) => {
      const { checkoutUrl } = await deps.billing.startCheckout(deps.context(ANONYMOUS, requestMeta(request).ip), { email: body.email, purchase: { product: "api", tier: body.tier } });
      return { api_version: API_VERSION, success: true as const, checkout_url: checkoutUrl };
    },
    {
      ...jsonBody(checkoutBodySchema),
      response: { 200: checkoutResponseSchema, 400: v1ErrorSchema, 429: rateLimitErrorSchema, 500: paymentErrorSchema },
      detail: {
        tags: ["Subscriptions"],
        summary: "Start an API subscription checkout",
        description:
          "Creates a hosted checkout for the starter ($9/month) or pro ($29/month) tier and returns its address. " +
          "After payment the buyer lands on a page of this server that shows the new API key once; the key is also mailed. " +
          `No API key is needed. Limited to ${setting("RIVALSCOPE_CHECKOUT_PER_MINUTE")} requests per minute per client IP. ` +
          "500 `payment_error` when the payment provider fails or payments are turned off.",
        security: [],
        responses: V1_RESPONSES.checkout,
      },
    },
  );
