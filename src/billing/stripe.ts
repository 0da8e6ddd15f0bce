/**
 * Stripe: a Checkout Session in subscription mode to sell a tier, and verification of the events
 * Stripe sends back. Uses the official SDK; STRIPE_API_BASE points it at another address (tests
 * run a fake Stripe on loopback), so no code path differs between tests and production.
 */
import type Stripe from "stripe";
import type { Config } from "../config";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";
import { VERSION } from "../lib/version";
import { API_PLANS, API_SUBSCRIPTION_PURPOSE } from "./plans";
import type { PaymentProvider } from "./provider";

/**
 * The SDK is imported when first needed (a checkout in stripe mode, or a Stripe event), not at
 * start: it is a large module, and installations in local mode never use it.
 */
export async function createStripeClient(stripe: Config["stripe"]): Promise<Stripe> {
  const { default: StripeSdk } = await import("stripe");
  const base = stripe.apiBase ? new URL(stripe.apiBase) : null;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  // Without a secret key the client can still verify webhooks (that needs only the webhook
  // secret); API calls are refused before they are made (see stripeProvider).
  return new StripeSdk(stripe.secretKey ?? "sk_not_configured", {
    ...(base ? { host: base.hostname, port: Number(base.port) || (protocol === "http" ? 80 : 443), protocol } : {}),
    // One retry (with an idempotency key the SDK adds) covers a dropped connection without
    // keeping the buyer waiting long; the timeout bounds a hung Stripe.
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: "Rivalscope", version: VERSION },
  });
}

const PROVIDER_FAILED = "The payment provider could not start a checkout right now. No payment was taken; please try again in a few minutes.";

export function stripeProvider(deps: { config: Config; logger: Logger; client: () => Promise<Stripe> }): PaymentProvider {
  const { config, logger, client } = deps;
  return {
    name: "stripe",
    async startCheckout({ email, tier }) {
      if (!config.stripe.secretKey) {
        logger.error("checkout refused: RIVALSCOPE_PAYMENTS=stripe but STRIPE_SECRET_KEY is not set");
        throw new AppError("payment_error", "Payments are not configured on this server yet; please contact its operator.");
      }
      const priceId = config.stripe.prices[tier];
      const plan = API_PLANS[tier];
      const metadata = { purpose: API_SUBSCRIPTION_PURPOSE, tier };
      let session: Stripe.Checkout.Session;
      try {
        session = await (await client()).checkout.sessions.create({
          mode: "subscription",
          customer_email: email,
          line_items: [
            priceId
              ? { price: priceId, quantity: 1 }
              : {
                  // No configured price: an inline one, so a fresh Stripe account works at once.
                  price_data: {
                    currency: plan.currency,
                    unit_amount: plan.amountCents,
                    recurring: { interval: plan.interval },
                    product_data: { name: plan.name, metadata },
                  },
                  quantity: 1,
                },
          ],
          metadata,
          // Copied onto the subscription, so its later events still say what it is for.
          subscription_data: { metadata },
          success_url: `${config.baseUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.baseUrl}/checkout/cancel`,
        });
      } catch (e) {
        const err = e as Stripe.errors.StripeError;
        // Stripe's own message goes to the log, not to the buyer: it can name configuration
        // (price ids, account state) that is the operator's business.
        logger.error("stripe checkout failed", { type: err?.type, code: err?.code, status: err?.statusCode, stripe_request_id: err?.requestId, err: e as Error });
        throw new AppError("payment_error", PROVIDER_FAILED);
      }
      if (!session?.id || !session.url) {
        logger.error("stripe checkout returned no url", { session_id: session?.id });
        throw new AppError("payment_error", PROVIDER_FAILED);
      }
      return { id: session.id, url: session.url };
    },
  };
}

/**
 * Verifies a webhook's signature over the exact body text and returns the event. Throws
 * AppError("bad_request") on any failure, before anything has been read from the payload.
 * The async variant is required on Bun (its crypto is WebCrypto, which is async only).
 */
export async function verifyStripeEvent(client: () => Promise<Stripe>, webhookSecret: string | undefined, rawBody: string, signature: string | null): Promise<Stripe.Event> {
  if (!webhookSecret) throw new AppError("bad_request", "This server has no STRIPE_WEBHOOK_SECRET configured, so it cannot accept Stripe events.");
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header.");
  try {
    return await (await client()).webhooks.constructEventAsync(rawBody, signature, webhookSecret);
  } catch (e) {
    throw new AppError("bad_request", `Stripe signature verification failed: ${String((e as Error)?.message ?? e).split("\n")[0].trim()}`);
  }
}
