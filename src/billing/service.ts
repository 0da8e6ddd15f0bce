/**
 * Billing service — what the HTTP surfaces call: start a checkout with the configured provider
 * (an API subscription, or a plan for a signed-in account), accept Stripe's events, drive the
 * local test checkout, open the billing portal (Stripe's, or the local one of this server), and
 * tell the success page what to show. Completing an API checkout mails the new key in the
 * transaction that created it.
 */
import type Stripe from "stripe";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { getApiKey } from "../access/keys";

import type { Config } from "../config";
import type { Ctx } from "../context";
import { subscriptions } from "../db/schema";
import { withTransaction } from "../db/tx";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";
import type { Mailer } from "../mail/mailer";
import { getMail, type OutboxRecord } from "../mail/outbox";
import { issueSetPasswordLink } from "../accounts/password-reset";
import { accountPlan, runningPaidPlan, type PlanState } from "./account-plan";
import { localProvider } from "./local";
import {
  cancelCheckout,
  cancelSubscription,
  changeTier,
  completeCheckout,
  createCheckoutSession,
  getCheckoutSession,
  localCheckoutExpired,
  purchaseOfSession,
  recordKeyMail,
  takeRevealKey,
  type CheckoutSessionRecord,
  type CompletionResult,
  type SubscriptionRecord,
} from "./lifecycle";
import { allowancesFor, offerOf, offersFor, oneMonthLater, PLAN_NAMES, type Offers, type Purchase } from "./plans";
import { completeOneOff, createOneOffPurchases, createOneOffSession, type OneOffResult } from "./one-off";
import type { PaymentProvider, PaymentStart } from "./provider";
import { handleStripeEvent, type StripeEventOutcome } from "./stripe-events";
import { createStripeClient, stripeProvider, verifyStripeEvent } from "./stripe";
import type { ApiTier, Plan } from "../lib/plans";
import { derived, type SettingsReader } from "../settings/service";

export interface BillingDeps {
  config: Config;
  /** The effective prices and tier limits (dashboard settings over the environment). */
  settings: SettingsReader;
  logger: Logger;
  mail: Mailer;
}

/**
 * What became of the mail carrying a new key, as the success page may tell the buyer: `sent`
 * only once SMTP accepted it; `queued` while SMTP still has to take it; `failed` when SMTP refused
 * it for good; `stored` when the server has no SMTP (the operator's outbox keeps it).
 */
export type KeyMail = Pick<OutboxRecord, "to" | "status">;

/** What the success page shows for a checkout session. */
export type CheckoutResult =
  | { state: "unknown" }
  | { state: "pending"; session: CheckoutSessionRecord }
  | { state: "canceled"; session: CheckoutSessionRecord }
  /** A plan purchase: the plan is on the account; nothing to reveal. */
  | { state: "plan"; session: CheckoutSessionRecord }
  /** First visit: the full key, never to be shown again. */
  | { state: "key"; session: CheckoutSessionRecord; key: string; mail: KeyMail | null }
  /** Later visits (or after the reveal window): only what identifies the key. */
  | { state: "shown"; session: CheckoutSessionRecord; keyPrefix: string | null; mail: KeyMail | null }
  /** A paid one-off purchase: the buyer goes on to what was bought (a report's page); null when nothing sells it any more. */
  | { state: "one_off"; session: CheckoutSessionRecord; landing: string | null };

export type Billing = ReturnType<typeof createBilling>;

/** How long a local portal link works: long enough to look and decide, short enough that a leaked link soon dies. */
export const PORTAL_LINK_TTL_MS = 30 * 60 * 1000;
/** Sealing purpose of local portal links (bound into the ciphertext, so no other sealed value passes for one). */
const PORTAL_TOKEN_PURPOSE = "billing.portal_link";

/** What the local portal page shows and acts on. */
export interface LocalPortalView {
  plan: PlanState;
  /** The running local test subscription that Cancel and Switch act on; null when there is none. */
  manageable: SubscriptionRecord | null;
  offers: Offers;
  linkExpiresAt: number;
}

const offProvider: PaymentProvider = {
  name: "off",
  async startCheckout() {
    throw new AppError("payment_error", "Subscriptions are not on sale on this server: its operator has turned payments off.");
  },
  async startPayment() {
    throw new AppError("payment_error", "Nothing can be bought on this server: its operator has turned payments off.");
  },
};

export function createBilling(deps: BillingDeps) {
  const { config, logger, mail } = deps;
  // The Stripe client also verifies webhooks, which keep working after payments are switched off
  // or to local: existing subscriptions still renew and cancel.
  let stripe: Promise<Stripe> | null = null;
  const stripeClient = () => (stripe ??= createStripeClient(config.stripe));
  // Prices are settings: the offers follow them, rebuilt only when the settings change.
  const currentOffers = derived(deps.settings, offersFor);
  const currentAllowances = derived(deps.settings, allowancesFor);
  const stripeSales = stripeProvider({ config, logger, client: stripeClient });
  const provider: PaymentProvider = config.payments === "stripe" ? stripeSales : config.payments === "local" ? localProvider(config.baseUrl) : offProvider;
  /**
   * What the operator should know about how this server sells. Said when a server starts (the
   * runtime's start), not by every CLI command that opens the runtime to list keys or jobs.
   */
  const warnings = (): string[] => [
    ...(config.payments === "local" ? ["payments are local: the built-in test checkout hands out API keys and plans without payment to anyone who can reach this server"] : []),
    ...(config.payments === "stripe" && !config.stripe.secretKey ? ["RIVALSCOPE_PAYMENTS=stripe but STRIPE_SECRET_KEY is not set: checkouts will fail"] : []),
    ...(config.payments === "stripe" && !config.stripe.webhookSecret ? ["STRIPE_WEBHOOK_SECRET is not set: Stripe events cannot be verified, so no key will be issued"] : []),
  ];

  /**
   * The mail of a fresh completion, written in the completion's own transaction. The key appears
   * in full only in the copy SMTP sends (sealed until then); the outbox shows its prefix.
   */
  async function enqueueKeyMail(ctx: Ctx, c: CompletionResult) {
    if (c.outcome !== "completed" || !c.key || !c.apiKey) return;
    const plan = currentOffers().api[c.subscription.tier as ApiTier];
    const limits = deps.settings.current().tiers[c.subscription.tier as ApiTier];
    const perMonth = limits?.quota === null ? "unlimited requests" : `${limits?.quota ?? "?"} requests per month`;
    const row = await mail.enqueue(ctx, {
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
        `Your keys, their tier and this month's use are listed in the app's settings:`,
        ``,
        `    ${config.baseUrl}/app/settings`,
        ``,
        `API documentation: ${config.baseUrl}/swagger`,
      ].join("\n"),
      secrets: [{ value: c.key, shownAs: `${c.apiKey.prefix}… (shown once on the success page)` }],
    });
    await recordKeyMail(ctx, { sessionId: c.session.id, mailId: row.id });
  }

  /**
   * The welcome of an account a checkout opened (no password, address never confirmed): a
   * set-password link for the customer app, in the completion's own transaction.
   */
  async function enqueueWelcome(ctx: Ctx, c: CompletionResult) {
    if (c.outcome !== "completed" || c.account.passwordHash || c.account.confirmedAt) return;
    await issueSetPasswordLink(ctx, { account: c.account, mail, baseUrl: config.baseUrl, reason: "welcome" });
  }

  /**
   * Accepts a local portal link's token: the account it was issued for and when it expires, or
   * null when it is forged, altered, expired — or payments are no longer local.
   */
  function portalAccount(ctx: Ctx, token: string): { accountId: string; expiresAt: number } | null {
    if (provider.name !== "local") return null;
    try {
      const { a, e } = JSON.parse(ctx.secrets.open(token, PORTAL_TOKEN_PURPOSE)) as { a?: unknown; e?: unknown };
      return typeof a === "string" && typeof e === "number" && ctx.clock.now() < e ? { accountId: a, expiresAt: e } : null;
    } catch {
      return null;
    }
  }

  /** The local test subscription the portal may change: only while payments are local, as for the test checkout. */
  const manageableLocalPlan = async (ctx: Ctx, accountId: string) => {
    const running = provider.name === "local" ? await runningPaidPlan(ctx, { accountId }) : null;
    return running?.provider === "local" ? running : null;
  };

  // What one-off payments buy: the selling domains (reports) register their purpose at wiring.
  const oneOff = createOneOffPurchases();

  return {
    warnings,
    provider: provider.name,
    /** Every offer at the prices in effect now. */
    get offers(): Offers {
      return currentOffers();
    },
    /** What each plan includes, as configured now. */
    get allowances() {
      return currentAllowances();
    },
    oneOff,

    /** Starts a checkout and records it, so the success page and the local pages can find it. */
    async startCheckout(ctx: Ctx, input: { email: string; purchase: Purchase; accountId?: string | null }): Promise<{ sessionId: string; checkoutUrl: string }> {
      const started = await provider.startCheckout({ ...input, offer: offerOf(currentOffers(), input.purchase) });
      await createCheckoutSession(ctx, { id: started.id, provider: provider.name === "stripe" ? "stripe" : "local", email: input.email, purchase: input.purchase, accountId: input.accountId });
      return { sessionId: started.id, checkoutUrl: started.url };
    },

    /**
     * Starts a one-off payment and records its session; `record` runs in the same transaction, so
     * what the payment is for (a pending report) exists exactly when its checkout does. Nothing is
     * recorded when the provider fails (or payments are off): it throws AppError("payment_error").
     */
    /** Starts a one-off payment; `record` writes what it is for in the same transaction as the session (with the transaction's context). */
    async startPayment(ctx: Ctx, input: PaymentStart, record?: (tx: Ctx, sessionId: string) => Promise<void>): Promise<{ sessionId: string; checkoutUrl: string }> {
      const started = await provider.startPayment(input);
      await withTransaction(ctx, async (tx) => {
        await createOneOffSession(tx, { id: started.id, provider: provider.name === "stripe" ? "stripe" : "local", email: input.email, purpose: input.purpose, tier: input.item.tier, reference: input.reference });
        await record?.(tx, started.id);
      });
      return { sessionId: started.id, checkoutUrl: started.url };
    },

    /**
     * A signed-in account buys a plan. Refused while it already pays for one: a second
     * subscription would bill twice; switching or canceling is the portal's job.
     */
    async startPlanCheckout(ctx: Ctx, input: { accountId: string; email: string; plan: Plan }): Promise<{ sessionId: string; checkoutUrl: string }> {
      const running = await runningPaidPlan(ctx, { accountId: input.accountId });
      if (running) {
        throw new AppError(
          "bad_request",
          `You already pay for the ${PLAN_NAMES[running.tier as Plan] ?? running.tier} plan. Switch plans or cancel in the billing portal (POST /api/billing/portal) instead of buying a second subscription.`,
        );
      }
      return this.startCheckout(ctx, { email: input.email, purchase: { product: "plan", tier: input.plan }, accountId: input.accountId });
    },

    /**
     * The address of the billing portal for a signed-in account: a Stripe Billing Portal session
     * for its Stripe customer, or (payments `local`) this server's portal page, whose link carries
     * a sealed, 30-minute token naming the account — never the Bearer token itself.
     */
    async openPortal(ctx: Ctx, input: { accountId: string }): Promise<string> {
      if (provider.name === "off") throw new AppError("payment_error", "Billing is turned off on this server: its operator has set payments off.");
      if (provider.name === "local") {
        const token = ctx.secrets.seal(JSON.stringify({ a: input.accountId, e: ctx.clock.now() + PORTAL_LINK_TTL_MS }), PORTAL_TOKEN_PURPOSE);
        return `${config.baseUrl}/account/billing?token=${encodeURIComponent(token)}`;
      }
      const customer = (await ctx.db
        .select({ id: subscriptions.providerCustomerId })
        .from(subscriptions)
        .where(and(eq(subscriptions.accountId, input.accountId), eq(subscriptions.provider, "stripe"), isNotNull(subscriptions.providerCustomerId)))
        .orderBy(desc(subscriptions.createdAt)))[0];
      if (!customer?.id) throw new AppError("bad_request", "You have no subscription with the payment provider yet, so there is nothing to manage: buy a plan first (POST /api/billing/checkout).");
      return stripeSales.openPortal({ customerId: customer.id, returnUrl: `${config.baseUrl}/` });
    },

    portalAccount,

    /** What the local portal page shows for the account its link names. */
    async localPortal(ctx: Ctx, input: { accountId: string; linkExpiresAt: number }): Promise<LocalPortalView> {
      return { plan: await accountPlan(ctx, input), manageable: await manageableLocalPlan(ctx, input.accountId), offers: currentOffers(), linkExpiresAt: input.linkExpiresAt };
    },

    /** The local portal's Cancel: the same lifecycle as Stripe's cancellation — the plan lasts until its period ends. */
    async cancelLocalPlan(ctx: Ctx, input: { accountId: string }): Promise<SubscriptionRecord> {
      return withTransaction(ctx, async (tx) => {
        const sub = await manageableLocalPlan(tx, input.accountId);
        if (!sub) throw new AppError("not_found", "There is no test subscription to cancel.");
        return cancelSubscription(tx, { subscription: sub, periodEnd: sub.currentPeriodEnd, source: { local_portal: true } });
      });
    },

    /** The local portal's Switch plan: the same lifecycle as a plan change in Stripe's portal. */
    async switchLocalPlan(ctx: Ctx, input: { accountId: string; plan: Plan }): Promise<SubscriptionRecord> {
      return withTransaction(ctx, async (tx) => {
        const sub = await manageableLocalPlan(tx, input.accountId);
        if (!sub) throw new AppError("not_found", "There is no test subscription to switch.");
        return changeTier(tx, { subscription: sub, tier: input.plan, source: { local_portal: true } });
      });
    },

    /** Verifies and applies one Stripe webhook delivery. Throws AppError("bad_request") on a bad signature. */
    async handleStripeWebhook(ctx: Ctx, input: { rawBody: string; signature: string | null }): Promise<StripeEventOutcome & { eventId: string; type: string }> {
      const event = await verifyStripeEvent(stripeClient, config.stripe.webhookSecret, input.rawBody, input.signature, ctx.clock.now());
      const outcome = await withTransaction(ctx, async (tx) => {
        const applied = await handleStripeEvent(tx, { event, offers: currentOffers(), oneOff });
        if (applied.completion) {
          await enqueueKeyMail(tx, applied.completion);
          await enqueueWelcome(tx, applied.completion);
        }
        return applied;
      });
      logger.info("stripe event", { event_id: event.id, type: event.type, action: outcome.action });
      return { ...outcome, eventId: event.id, type: event.type };
    },

    /**
     * An open checkout of the local test provider, or null. Only while payments are `local`:
     * after switching to Stripe, old test sessions must not remain a way to mint keys for free.
     */
    async getLocalCheckout(ctx: Ctx, input: { id: string }): Promise<CheckoutSessionRecord | null> {
      if (provider.name !== "local") return null;
      const s = await getCheckoutSession(ctx, input);
      return s?.provider === "local" ? s : null;
    },

    /** True when a local test checkout can no longer be paid (24 h after it was started). */
    localCheckoutExpired: (ctx: Ctx, s: CheckoutSessionRecord) => localCheckoutExpired(s, ctx.clock.now()),

    /** The local Pay button: a subscription's completion (payLocalCheckout) or a one-off payment's, by what the session sells. */
    async payLocal(ctx: Ctx, input: { id: string }): Promise<CompletionResult | OneOffResult> {
      const s = await this.getLocalCheckout(ctx, input);
      if (!s) throw new AppError("not_found", "No test checkout with this id.");
      if (s.reference === null) return this.payLocalCheckout(ctx, input);
      // Exactly the completion a Stripe checkout.session.completed in payment mode runs.
      const paid = await completeOneOff(ctx, { sessionId: s.id, provider: "local", purpose: s.purpose, reference: s.reference, email: s.email, tier: s.tier, source: { local: true } }, oneOff);
      // Neither the session id (it opens the checkout and success pages) nor the reference (a
      // report id opens the report) is logged: logs travel further than the database.
      if (paid.outcome === "completed") logger.info("local checkout paid", { purpose: s.purpose, tier: s.tier, account_id: paid.accountId });
      return paid;
    },

    /** The local Pay button of a subscription: exactly the completion a Stripe checkout.session.completed runs. */
    async payLocalCheckout(ctx: Ctx, input: { id: string }): Promise<CompletionResult> {
      const s = await this.getLocalCheckout(ctx, input);
      if (!s) throw new AppError("not_found", "No test checkout with this id.");
      const purchase = purchaseOfSession(s);
      if (!purchase) throw new AppError("conflict", "This checkout names something this server does not sell.");
      const completion = await withTransaction(ctx, async (tx) => {
        const done = await completeCheckout(tx, {
          sessionId: s.id,
          provider: "local",
          email: s.email,
          purchase,
          accountId: s.accountId,
          currentPeriodEnd: oneMonthLater(tx.clock.now()),
          source: { local: true },
        });
        await enqueueKeyMail(tx, done);
        await enqueueWelcome(tx, done);
        return done;
      });
      if (completion.outcome === "completed") logger.info("local checkout paid", { product: purchase.product, tier: s.tier, account_id: completion.account.id, subscription_id: completion.subscription.id });
      return completion;
    },

    async cancelLocalCheckout(ctx: Ctx, input: { id: string }): Promise<CheckoutSessionRecord> {
      const s = await this.getLocalCheckout(ctx, input);
      if (!s) throw new AppError("not_found", "No test checkout with this id.");
      return (await cancelCheckout(ctx, { sessionId: input.id }))!;
    },

    /** What /checkout/success shows. Reveals the key on the first call only. */
    async checkoutResult(ctx: Ctx, input: { id: string }): Promise<CheckoutResult> {
      const s = await getCheckoutSession(ctx, input);
      if (!s) return { state: "unknown" };
      if (s.status === "open") return { state: "pending", session: s };
      if (s.status === "canceled") return { state: "canceled", session: s };
      if (s.reference !== null) return { state: "one_off", session: s, landing: oneOff.handler(s.purpose)?.landing(s.reference) ?? null };
      if (purchaseOfSession(s)?.product === "plan") return { state: "plan", session: s };
      const found = s.keyMailId ? await getMail(ctx, { id: s.keyMailId }) : null;
      const mail = found && { to: found.to, status: found.status };
      const key = await takeRevealKey(ctx, { sessionId: input.id });
      if (key) return { state: "key", session: s, key, mail };
      const record = s.apiKeyId ? await getApiKey(ctx, { id: s.apiKeyId }) : null;
      return { state: "shown", session: s, keyPrefix: record?.prefix ?? null, mail };
    },
  };
}
