/**
 * Billing service — what the HTTP surfaces call: start a checkout with the configured provider,
 * accept Stripe's events, drive the local test checkout, and tell the success page what to show.
 * Completing a checkout mails the new key after the transaction that created it has committed.
 */
import type Stripe from "stripe";
import { getApiKey } from "../access/keys";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";
import type { Mailer } from "../mail/mailer";
import { localProvider } from "./local";
import { cancelCheckout, completeCheckout, createCheckoutSession, getCheckoutSession, takeRevealKey, type CheckoutSessionRecord, type CompletionResult } from "./lifecycle";
import { API_PLANS, isApiTier, oneMonthLater, type ApiTier } from "./plans";
import type { PaymentProvider } from "./provider";
import { handleStripeEvent, type StripeEventOutcome } from "./stripe-events";
import { createStripeClient, stripeProvider, verifyStripeEvent } from "./stripe";

export interface BillingDeps {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  mail: Mailer;
}

/** What the success page shows for a checkout session. */
export type CheckoutResult =
  | { state: "unknown" }
  | { state: "pending"; session: CheckoutSessionRecord }
  | { state: "canceled"; session: CheckoutSessionRecord }
  /** First visit: the full key, never to be shown again. */
  | { state: "key"; session: CheckoutSessionRecord; key: string }
  /** Later visits (or after the reveal window): only what identifies the key. */
  | { state: "shown"; session: CheckoutSessionRecord; keyPrefix: string | null };

export type Billing = ReturnType<typeof createBilling>;

const offProvider: PaymentProvider = {
  name: "off",
  async startCheckout() {
    throw new AppError("payment_error", "Subscriptions are not on sale on this server: its operator has turned payments off.");
  },
};

export function createBilling(deps: BillingDeps) {
  const { config, db, clock, logger, mail } = deps;
  const ctx = { db, clock };
  // The Stripe client also verifies webhooks, which keep working after payments are switched off
  // or to local: existing subscriptions still renew and cancel.
  let stripe: Promise<Stripe> | null = null;
  const stripeClient = () => (stripe ??= createStripeClient(config.stripe));
  const provider: PaymentProvider =
    config.payments === "stripe" ? stripeProvider({ config, logger, client: stripeClient }) : config.payments === "local" ? localProvider(config.baseUrl) : offProvider;
  if (config.payments === "local") logger.warn("payments are local: the built-in test checkout hands out API keys without payment to anyone who can reach this server");
  if (config.payments === "stripe" && !config.stripe.secretKey) logger.warn("RIVALSCOPE_PAYMENTS=stripe but STRIPE_SECRET_KEY is not set: checkouts will fail");
  if (config.payments === "stripe" && !config.stripe.webhookSecret) logger.warn("STRIPE_WEBHOOK_SECRET is not set: Stripe events cannot be verified, so no key will be issued");

  /** Mails the key of a fresh completion. Fire and forget: the mailer records failures itself. */
  function mailKey(c: CompletionResult) {
    if (c.outcome !== "completed") return;
    const plan = API_PLANS[c.subscription.tier as ApiTier];
    const limits = config.tiers[c.subscription.tier as ApiTier];
    const perMonth = limits?.quota === null ? "unlimited requests" : `${limits?.quota ?? "?"} requests per month`;
    void mail.sendMail({
      to: c.account.email,
      subject: `Your Rivalscope API key (${c.subscription.tier})`,
      text: [
        `Thank you for subscribing to ${plan?.name ?? c.subscription.tier}.`,
        ``,
        `Your API key:`,
        ``,
        `    ${c.key}`,
        ``,
        `Send it in the x-api-key header, for example:`,
        ``,
        `    curl -H "x-api-key: ${c.key}" ${config.baseUrl}/api/v1/tools?q=crm`,
        ``,
        `Your plan includes ${perMonth}.`,
        `Keep the key secret: anyone who has it can use your quota. This mail is the only copy we send;`,
        `we store only a fingerprint of the key and cannot show it again.`,
        ``,
        `API documentation: ${config.baseUrl}/swagger`,
      ].join("\n"),
      redact: [c.key],
    });
  }

  return {
    provider: provider.name,

    /** Starts a checkout and records it, so the success page and the local pages can find it. */
    async startCheckout(input: { email: string; tier: ApiTier }): Promise<{ sessionId: string; checkoutUrl: string }> {
      const started = await provider.startCheckout(input);
      createCheckoutSession(ctx, { id: started.id, provider: provider.name === "stripe" ? "stripe" : "local", email: input.email, tier: input.tier });
      return { sessionId: started.id, checkoutUrl: started.url };
    },

    /** Verifies and applies one Stripe webhook delivery. Throws AppError("bad_request") on a bad signature. */
    async handleStripeWebhook(rawBody: string, signature: string | null): Promise<StripeEventOutcome & { eventId: string; type: string }> {
      const event = await verifyStripeEvent(stripeClient, config.stripe.webhookSecret, rawBody, signature);
      const outcome = handleStripeEvent({ ...ctx, logger, prices: config.stripe.prices }, event);
      logger.info("stripe event", { event_id: event.id, type: event.type, action: outcome.action });
      if (outcome.completion) mailKey(outcome.completion);
      return { ...outcome, eventId: event.id, type: event.type };
    },

    /**
     * An open checkout of the local test provider, or null. Only while payments are `local`:
     * after switching to Stripe, old test sessions must not remain a way to mint keys for free.
     */
    getLocalCheckout(id: string): CheckoutSessionRecord | null {
      if (provider.name !== "local") return null;
      const s = getCheckoutSession(db, id);
      return s?.provider === "local" ? s : null;
    },

    /** The local Pay button: exactly the completion a Stripe checkout.session.completed runs. */
    payLocalCheckout(id: string): CompletionResult {
      const s = this.getLocalCheckout(id);
      if (!s) throw new AppError("not_found", "No test checkout with this id.");
      if (!isApiTier(s.tier)) throw new AppError("conflict", "This checkout names an unknown tier.");
      const completion = completeCheckout(ctx, { sessionId: s.id, provider: "local", email: s.email, tier: s.tier, currentPeriodEnd: oneMonthLater(clock.now()), source: { local: true } });
      if (completion.outcome === "completed") logger.info("local checkout paid", { session_id: s.id, tier: s.tier });
      mailKey(completion);
      return completion;
    },

    cancelLocalCheckout(id: string): CheckoutSessionRecord {
      const s = this.getLocalCheckout(id);
      if (!s) throw new AppError("not_found", "No test checkout with this id.");
      return cancelCheckout(ctx, id)!;
    },

    /** What /checkout/success shows. Reveals the key on the first call only. */
    checkoutResult(id: string): CheckoutResult {
      const s = getCheckoutSession(db, id);
      if (!s) return { state: "unknown" };
      if (s.status === "open") return { state: "pending", session: s };
      if (s.status === "canceled") return { state: "canceled", session: s };
      const key = takeRevealKey(ctx, id);
      if (key) return { state: "key", session: s, key };
      const record = s.apiKeyId ? getApiKey(db, s.apiKeyId) : null;
      return { state: "shown", session: s, keyPrefix: record?.prefix ?? null };
    },
  };
}
