/**
 * POST /api/stripe/webhook — Stripe's events about checkouts, subscriptions and invoices.
 * Nothing is read from the payload before its signature has been verified over the exact body
 * text; a bad or missing signature answers 400 and changes nothing.
 */
import { Elysia } from "elysia";
import type { Billing } from "../../billing/service";
import type { ContextFactory } from "../../context";
import { requestMeta } from "../plugins/core";

export const stripeWebhookRoutes = (deps: { billing: Billing; context: ContextFactory }) =>
  new Elysia({ name: "stripe-webhook" }).post(
    "/api/stripe/webhook",
    async ({ body, request }) => {
      // Naming `body` makes Elysia run the JSON parser (core.ts), which rejects malformed JSON and
      // keeps the exact text in rawBody; the signature covers those bytes, not the parsed object.
      void body;
      const raw = requestMeta(request).rawBody ?? "";
      // A verified event is a fact from Stripe: the system applies it, whoever delivered it.
      const ctx = deps.context({ kind: "system", via: "stripe" }, requestMeta(request).ip);
      const outcome = await deps.billing.handleStripeWebhook(ctx, { rawBody: raw, signature: request.headers.get("stripe-signature") });
      return { received: true, duplicate: outcome.duplicate, action: outcome.action };
    },
    // Stripe's integration point, documented in the README rather than in the public API.
    { detail: { hide: true } },
  );
