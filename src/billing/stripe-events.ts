/**
 * Verified Stripe events → lifecycle verbs. Idempotent by event id: the id is recorded in
 * `stripe_events` in the same transaction as the change it causes, so a redelivered event changes
 * nothing and an event whose handling failed (rolled back) is processed again on Stripe's retry.
 *
 * Payloads are read defensively: both the current API shape (period ends on subscription items,
 * the invoice's subscription under `parent.subscription_details`) and the older one are accepted,
 * because the webhook endpoint's API version is chosen in the Stripe dashboard, not here.
 */
import type Stripe from "stripe";
import { stripeEvents } from "../db/schema";
import { withTransaction } from "../db/tx";
import {
  cancelSubscription,
  changeTier,
  completeCheckout,
  findSubscriptionByProviderId,
  recordPayment,
  recordPaymentFailed,
  syncSubscription,
  type CompletionResult,
} from "./lifecycle";
import type { Ctx } from "../context";
import { completeOneOff, type OneOffPurchases, type OneOffResult } from "./one-off";
import { oneMonthLater, PURPOSES, purchaseOf, tierOfPrice, type Offer, type Offers } from "./plans";
import type { SubscriptionRecord } from "./lifecycle";

export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

export interface StripeEventOutcome {
  duplicate: boolean;
  /** What was done, for the log and the response: e.g. "completed", "renewed", "ignored: …". */
  action: string;
  completion?: CompletionResult;
  /** A one-off payment's completion (a report paid for). */
  oneOff?: OneOffResult;
}

type Obj = Record<string, any>;

/** An expandable Stripe field: an id string or the object itself. */
const idOf = (v: unknown): string | null => (typeof v === "string" ? v : v && typeof v === "object" && typeof (v as Obj).id === "string" ? (v as Obj).id : null);
const seconds = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v * 1000 : null);

/** The subscription's current period end (ms): on its items since API 2025-03-31, on itself before. */
function subscriptionPeriodEnd(sub: Obj): number | null {
  const ends = ((sub.items?.data ?? []) as Obj[]).map((i) => seconds(i.current_period_end)).filter((v): v is number => v !== null);
  return ends.length ? Math.max(...ends) : seconds(sub.current_period_end);
}

/** The tier of our subscription's product that Stripe's subscription object now bills for. */
function subscriptionTier(sub: Obj, ours: SubscriptionRecord, offers: Offers): string | null {
  const tiers: Record<string, Offer> = offers[ours.product];
  for (const item of (sub.items?.data ?? []) as Obj[]) {
    const p = item.price ?? item.plan;
    if (!p) continue;
    const t = tierOfPrice({ id: p.id, lookupKey: p.lookup_key, unitAmount: p.unit_amount ?? p.amount, metadata: p.metadata }, tiers);
    if (t) return t;
  }
  const t = sub.metadata?.tier;
  return typeof t === "string" && Object.hasOwn(tiers, t) ? t : null;
}

/** Stripe's subscription statuses → ours ("canceled" is handled as a cancellation). */
function mapStatus(s: unknown): "active" | "past_due" | undefined {
  if (s === "active" || s === "trialing") return "active";
  if (s === "past_due" || s === "unpaid") return "past_due";
  return undefined;
}

function invoiceSubscriptionId(inv: Obj): string | null {
  return idOf(inv.parent?.subscription_details?.subscription) ?? idOf(inv.subscription);
}

/** The end of the newest period an invoice bills for (its subscription lines), in ms. */
function invoicePeriodEnd(inv: Obj): number | null {
  const ends = ((inv.lines?.data ?? []) as Obj[]).map((l) => seconds(l.period?.end)).filter((v): v is number => v !== null);
  return ends.length ? Math.max(...ends) : null;
}

/** Applies one verified event (actor: system). `offers` recognise a plan change by its price; `oneOff` says what one-off payments buy. */
export async function handleStripeEvent(ctx: Ctx, input: { event: Stripe.Event; offers: Offers; oneOff: OneOffPurchases }): Promise<StripeEventOutcome> {
  const { event } = input;
  return withTransaction(ctx, async (tx): Promise<StripeEventOutcome> => {
    const fresh = (await tx.db.insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: tx.clock.now() }).onConflictDoNothing().returning())[0];
    if (!fresh) return { duplicate: true, action: "duplicate" };
    return { duplicate: false, ...(await dispatch(tx, event, input.offers, input.oneOff)) };
  });
}

/**
 * A paid Checkout Session in `payment` mode: a one-off purchase. "unpaid" means an asynchronous
 * payment method (a bank debit) has not settled; Stripe then sends async_payment_succeeded.
 */
async function oneOffPaid(ctx: Ctx, obj: Obj, source: Record<string, unknown>, purchases: OneOffPurchases): Promise<Omit<StripeEventOutcome, "duplicate">> {
  if (obj.payment_status !== "paid" && obj.payment_status !== "no_payment_required") return { action: "ignored: payment not settled" };
  const email = obj.customer_details?.email ?? obj.customer_email;
  const purpose = obj.metadata?.purpose;
  if (typeof purpose !== "string") return { action: "ignored: not a purchase of this server" };
  const result = await completeOneOff(
    ctx,
    {
      sessionId: String(obj.id),
      provider: "stripe",
      purpose,
      reference: typeof obj.metadata?.reference === "string" ? obj.metadata.reference : null,
      email: typeof email === "string" ? email : "",
      tier: typeof obj.metadata?.tier === "string" ? obj.metadata.tier : purpose,
      source,
    },
    purchases,
  );
  return { action: result.outcome === "rejected" ? `ignored: ${result.reason}` : result.outcome, oneOff: result };
}

async function dispatch(ctx: Ctx, event: Stripe.Event, offers: Offers, oneOff: OneOffPurchases): Promise<Omit<StripeEventOutcome, "duplicate">> {
  const obj = (event.data?.object ?? {}) as Obj;
  const source = { stripe_event_id: event.id };
  switch (event.type) {
    case "checkout.session.async_payment_succeeded":
      return obj.mode === "payment" ? await oneOffPaid(ctx, obj, source, oneOff) : { action: "ignored: not a one-off payment" };
    case "checkout.session.completed": {
      if (obj.mode === "payment") return oneOffPaid(ctx, obj, source, oneOff);
      const purpose = obj.metadata?.purpose;
      if (obj.mode !== "subscription" || !Object.values(PURPOSES).includes(purpose)) return { action: "ignored: not a subscription checkout of this server" };
      const purchase = purchaseOf(purpose, obj.metadata?.tier);
      if (!purchase) return { action: "ignored: unknown tier" };
      // "unpaid" means an asynchronous payment method has not settled: no key for money not yet received.
      if (obj.payment_status === "unpaid") return { action: "ignored: payment not settled" };
      const email = obj.customer_details?.email ?? obj.customer_email;
      if (typeof email !== "string" || !email.includes("@")) return { action: "ignored: no customer email" };
      const accountId = obj.metadata?.account_id ?? obj.client_reference_id;
      const completion = await completeCheckout(ctx, {
        sessionId: String(obj.id),
        provider: "stripe",
        email,
        purchase,
        accountId: typeof accountId === "string" ? accountId : null,
        providerCustomerId: idOf(obj.customer),
        providerSubscriptionId: idOf(obj.subscription),
        // The session carries no period; a monthly plan bought now ends a month from now, and the
        // first invoice.paid (or subscription update) replaces this with Stripe's exact value.
        currentPeriodEnd: (obj.subscription && typeof obj.subscription === "object" ? subscriptionPeriodEnd(obj.subscription) : null) ?? oneMonthLater(ctx.clock.now()),
        source,
      });
      return { action: completion.outcome === "rejected" ? `ignored: ${completion.reason}` : completion.outcome, completion };
    }
    case "customer.subscription.updated": {
      const sub = await findSubscriptionByProviderId(ctx, { providerSubscriptionId: String(obj.id) });
      if (!sub) return { action: "ignored: unknown subscription" };
      const periodEnd = subscriptionPeriodEnd(obj);
      if (obj.status === "canceled" || obj.status === "incomplete_expired") {
        await cancelSubscription(ctx, { subscription: sub, periodEnd, source });
        return { action: "canceled" };
      }
      let current = await syncSubscription(ctx, { subscription: sub, status: mapStatus(obj.status), periodEnd });
      const tier = subscriptionTier(obj, current, offers);
      if (tier && tier !== current.tier && current.status !== "canceled") {
        current = await changeTier(ctx, { subscription: current, tier: tier as Parameters<typeof changeTier>[1]["tier"], source });
        return { action: `tier changed to ${tier}` };
      }
      return { action: "synced" };
    }
    case "customer.subscription.deleted": {
      const sub = await findSubscriptionByProviderId(ctx, { providerSubscriptionId: String(obj.id) });
      if (!sub) return { action: "ignored: unknown subscription" };
      if (sub.status === "canceled") return { action: "ignored: already canceled" };
      await cancelSubscription(ctx, { subscription: sub, periodEnd: subscriptionPeriodEnd(obj), source });
      return { action: "canceled" };
    }
    case "invoice.paid": {
      const subId = invoiceSubscriptionId(obj);
      const sub = subId ? await findSubscriptionByProviderId(ctx, { providerSubscriptionId: subId }) : null;
      if (!sub) return { action: "ignored: unknown subscription" };
      if (sub.status === "canceled") return { action: "ignored: subscription canceled" };
      // The first invoice pays for the period the subscription was created with: not a renewal.
      const renewal = !obj.billing_reason || obj.billing_reason === "subscription_cycle";
      await recordPayment(ctx, { subscription: sub, periodEnd: invoicePeriodEnd(obj), renewal, source: { ...source, invoice_id: obj.id ?? null } });
      return { action: renewal ? "renewed" : "payment recorded" };
    }
    case "invoice.payment_failed": {
      const subId = invoiceSubscriptionId(obj);
      const sub = subId ? await findSubscriptionByProviderId(ctx, { providerSubscriptionId: subId }) : null;
      if (!sub) return { action: "ignored: unknown subscription" };
      if (sub.status === "canceled") return { action: "ignored: subscription canceled" };
      await recordPaymentFailed(ctx, { subscription: sub, source: { ...source, invoice_id: obj.id ?? null, attempt_count: obj.attempt_count ?? null, next_payment_attempt: seconds(obj.next_payment_attempt) } });
      return { action: "payment failed" };
    }
    default:
      return { action: "ignored: event type not handled" };
  }
}
