/**
 * Stripe: a Checkout Session in subscription mode to sell an API tier or a plan (or in payment mode
 * for a one-off purchase such as a report), a Billing Portal session for a customer to manage
 * theirs, and verification of the events Stripe sends back. Uses the official SDK; STRIPE_API_BASE points it at another address (tests
 * run a fake Stripe on loopback), so no code path differs between tests and production.
 */
import type Stripe from "stripe";
import type { Config } from "../config";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";
import { VERSION } from "../lib/version";
import { loadStripe } from "../vendor";
import { PURPOSES } from "./plans";
import type { PaymentProvider, PortalStart } from "./provider";

/**
 * The SDK is imported when first needed (a checkout in stripe mode, or a Stripe event), not at
 * start: it is a large module, and installations in local mode never use it.
 */
export async function createStripeClient(stripe: Config["stripe"]): Promise<Stripe> {
  const StripeSdk = await loadStripe();
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
const NOT_CONFIGURED = "Payments are not configured on this server yet; please contact its operator.";

/** Stripe's own message goes to the log, not to the customer: it can name configuration that is the operator's business. */
function logStripeError(logger: Logger, what: string, e: unknown) {
  const err = e as Stripe.errors.StripeError;
  logger.error(what, { type: err?.type, code: err?.code, status: err?.statusCode, stripe_request_id: err?.requestId, err: e as Error });
}

export function stripeProvider(deps: { config: Config; logger: Logger; client: () => Promise<Stripe> }): PaymentProvider & { openPortal(input: PortalStart): Promise<string> } {
  const { config, logger, client } = deps;
  const requireKey = (what: string) => {
    if (config.stripe.secretKey) return;
    logger.error(`${what} refused: RIVALSCOPE_PAYMENTS=stripe but STRIPE_SECRET_KEY is not set`);
    throw new AppError("payment_error", NOT_CONFIGURED);
  };
  /** Creates a Checkout Session; any failure is a payment_error for the buyer and the details for the log. */
  async function createSession(params: Stripe.Checkout.SessionCreateParams): Promise<{ id: string; url: string }> {
    let session: Stripe.Checkout.Session;
    try {
      session = await (await client()).checkout.sessions.create(params);
    } catch (e) {
      logStripeError(logger, "stripe checkout failed", e);
      throw new AppError("payment_error", PROVIDER_FAILED);
    }
    if (!session?.id || !session.url) {
      logger.error("stripe checkout returned no url", { session_id: session?.id });
      throw new AppError("payment_error", PROVIDER_FAILED);
    }
    return { id: session.id, url: session.url };
  }
  return {
    name: "stripe",
    async startCheckout({ email, purchase, offer, accountId }) {
      requireKey("checkout");
      const metadata: Record<string, string> = { purpose: PURPOSES[purchase.product], tier: purchase.tier, ...(accountId ? { account_id: accountId } : {}) };
      return createSession({
        mode: "subscription",
        customer_email: email,
        ...(accountId ? { client_reference_id: accountId } : {}),
        line_items: [
          offer.priceId
            ? { price: offer.priceId, quantity: 1 }
            : {
                // No configured price: an inline one, so a fresh Stripe account works at once.
                price_data: {
                  currency: offer.currency,
                  unit_amount: offer.amountCents,
                  recurring: { interval: offer.interval },
                  product_data: { name: offer.name, metadata },
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
    },

    /** A one-off charge (a report): Checkout in `payment` mode; its metadata says what it pays for. */
    async startPayment({ email, item, purpose, reference, successUrl }) {
      requireKey("checkout");
      const metadata = { purpose, tier: item.tier, reference };
      return createSession({
        mode: "payment",
        customer_email: email,
        line_items: [item.priceId ? { price: item.priceId, quantity: 1 } : { price_data: { currency: item.currency, unit_amount: item.amountCents, product_data: { name: item.name, metadata } }, quantity: 1 }],
        metadata,
        // Copied onto the PaymentIntent, so the payment in Stripe's dashboard names the report too.
        payment_intent_data: { metadata },
        success_url: successUrl,
        cancel_url: `${config.baseUrl}/checkout/cancel`,
      });
    },

    /** A Billing Portal session for the customer: Stripe's page to switch plan, cancel, update the card. */
    async openPortal({ customerId, returnUrl }) {
      requireKey("billing portal");
      const failed = "The payment provider could not open the billing portal right now; please try again in a few minutes.";
      try {
        const session = await (await client()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        if (session?.url) return session.url;
        logger.error("stripe billing portal returned no url", { customer: customerId });
      } catch (e) {
        logStripeError(logger, "stripe billing portal failed", e);
      }
      throw new AppError("payment_error", failed);
    },
  };
}

/** Stripe's default: a signature older (or, here, newer) than five minutes is refused. */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * Verifies a webhook's signature over the exact body text and returns the event. Throws
 * AppError("bad_request") on any failure, before anything has been read from the payload.
 * The async variant is required on Bun (its crypto is WebCrypto, which is async only).
 *
 * The SDK refuses timestamps too far in the past only; one too far in the FUTURE is refused here
 * as well — a signed delivery with a future timestamp would otherwise stay replayable for as long
 * as the signer liked. A correctly signed body that is not an event object (`null`, an array) is
 * a bad request too, not something for the handlers to trip over.
 */
export async function verifyStripeEvent(client: () => Promise<Stripe>, webhookSecret: string | undefined, rawBody: string, signature: string | null, nowMs: number): Promise<Stripe.Event> {
  if (!webhookSecret) throw new AppError("bad_request", "This server has no STRIPE_WEBHOOK_SECRET configured, so it cannot accept Stripe events.");
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header.");
  let event: unknown;
  try {
    event = await (await client()).webhooks.constructEventAsync(rawBody, signature, webhookSecret, SIGNATURE_TOLERANCE_S, undefined, nowMs);
  } catch (e) {
    throw new AppError("bad_request", `Stripe signature verification failed: ${String((e as Error)?.message ?? e).split("\n")[0].trim()}`);
  }
  const t = Number(/(?:^|,)\s*t=(\d{1,12})/.exec(signature)?.[1]);
  if (!Number.isFinite(t) || t - Math.floor(nowMs / 1000) > SIGNATURE_TOLERANCE_S) {
    throw new AppError("bad_request", "Stripe signature verification failed: timestamp outside the tolerance zone (in the future).");
  }
  const e = event as { id?: unknown; type?: unknown } | null;
  if (!e || typeof e !== "object" || Array.isArray(e) || typeof e.id !== "string" || typeof e.type !== "string") {
    throw new AppError("bad_request", "The signed payload is not a Stripe event object (expected an object with id and type).");
  }
  return event as Stripe.Event;
}
