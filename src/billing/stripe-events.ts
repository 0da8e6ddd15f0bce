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
import type { Logger } from "../lib/log";
import {
  cancelSubscription,
  changeTier,
  completeCheckout,
  findSubscriptionByProviderId,
  inTransaction,
  recordPayment,
  recordPaymentFailed,
  syncSubscription,
  type CompletionResult,
  type LifecycleCtx,
} from "./lifecycle";
import { API_SUBSCRIPTION_PURPOSE, isApiTier, oneMonthLater, tierOfPrice, type ApiTier } from "./plans";

export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

export interface StripeEventCtx extends LifecycleCtx {
  logger: Logger;
  prices: { starter?: string; pro?: string };
}

export interface StripeEventOutcome {
  duplicate: boolean;
  /** What was done, for the log and the response: e.g. "completed", "renewed", "ignored: …". */
  action: string;
  completion?: CompletionResult;
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

function subscriptionTier(sub: Obj, prices: StripeEventCtx["prices"]): ApiTier | null {
  for (const item of (sub.items?.data ?? []) as Obj[]) {
    const p = item.price ?? item.plan;
    if (!p) continue;
    const t = tierOfPrice({ id: p.id, lookupKey: p.lookup_key, unitAmount: p.unit_amount ?? p.amount, metadata: p.metadata }, prices);
    if (t) return t;
  }
  return isApiTier(sub.metadata?.tier) ? sub.metadata.tier : null;
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

export function handleStripeEvent(ctx: StripeEventCtx, event: Stripe.Event): StripeEventOutcome {
  const { db, clock } = ctx;
  return inTransaction(db, () => {
    const fresh = db.insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: clock.now() }).onConflictDoNothing().returning().get();
    if (!fresh) return { duplicate: true, action: "duplicate" };
    return { duplicate: false, ...dispatch(ctx, event) };
  });
}

function dispatch(ctx: StripeEventCtx, event: Stripe.Event): Omit<StripeEventOutcome, "duplicate"> {
  const obj = (event.data?.object ?? {}) as Obj;
  const source = { stripe_event_id: event.id };
  switch (event.type) {
    case "checkout.session.completed": {
      if (obj.mode !== "subscription" || obj.metadata?.purpose !== API_SUBSCRIPTION_PURPOSE) return { action: "ignored: not an API subscription checkout" };
      // "unpaid" means an asynchronous payment method has not settled: no key for money not yet received.
      if (obj.payment_status === "unpaid") return { action: "ignored: payment not settled" };
      const email = obj.customer_details?.email ?? obj.customer_email;
      const tier = obj.metadata?.tier;
      if (typeof email !== "string" || !email.includes("@")) return { action: "ignored: no customer email" };
      if (!isApiTier(tier)) return { action: "ignored: unknown tier" };
      const completion = completeCheckout(ctx, {
        sessionId: String(obj.id),
        provider: "stripe",
        email,
        tier,
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
      const sub = findSubscriptionByProviderId(ctx.db, String(obj.id));
      if (!sub) return { action: "ignored: unknown subscription" };
      const periodEnd = subscriptionPeriodEnd(obj);
      if (obj.status === "canceled" || obj.status === "incomplete_expired") {
        cancelSubscription(ctx, sub, { periodEnd, extra: source });
        return { action: "canceled" };
      }
      let current = syncSubscription(ctx, sub, { status: mapStatus(obj.status), periodEnd });
      const tier = subscriptionTier(obj, ctx.prices);
      if (tier && tier !== current.tier && current.status !== "canceled") {
        current = changeTier(ctx, current, tier, source);
        return { action: `tier changed to ${tier}` };
      }
      return { action: "synced" };
    }
    case "customer.subscription.deleted": {
      const sub = findSubscriptionByProviderId(ctx.db, String(obj.id));
      if (!sub) return { action: "ignored: unknown subscription" };
      if (sub.status === "canceled") return { action: "ignored: already canceled" };
      cancelSubscription(ctx, sub, { periodEnd: subscriptionPeriodEnd(obj), extra: source });
      return { action: "canceled" };
    }
    case "invoice.paid": {
      const subId = invoiceSubscriptionId(obj);
      const sub = subId ? findSubscriptionByProviderId(ctx.db, subId) : null;
      if (!sub) return { action: "ignored: unknown subscription" };
      if (sub.status === "canceled") return { action: "ignored: subscription canceled" };
      // The first invoice pays for the period the subscription was created with: not a renewal.
      const renewal = !obj.billing_reason || obj.billing_reason === "subscription_cycle";
      recordPayment(ctx, sub, { periodEnd: invoicePeriodEnd(obj), renewal, extra: { ...source, invoice_id: obj.id ?? null } });
      return { action: renewal ? "renewed" : "payment recorded" };
    }
    case "invoice.payment_failed": {
      const subId = invoiceSubscriptionId(obj);
      const sub = subId ? findSubscriptionByProviderId(ctx.db, subId) : null;
      if (!sub) return { action: "ignored: unknown subscription" };
      if (sub.status === "canceled") return { action: "ignored: subscription canceled" };
      recordPaymentFailed(ctx, sub, { ...source, invoice_id: obj.id ?? null, attempt_count: obj.attempt_count ?? null, next_payment_attempt: seconds(obj.next_payment_attempt) });
      return { action: "payment failed" };
    }
    default:
      return { action: "ignored: event type not handled" };
  }
}
