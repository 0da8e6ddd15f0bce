/**
 * Subscription lifecycle — the verbs both payment providers drive. A verified Stripe event and the
 * local test checkout's Pay button end in the same `completeCheckout`; renewals, plan changes,
 * failed payments and cancellations each change the subscription, its API key and leave one
 * `subscription_events` row (the history the dashboard shows and later issues emit as webhooks).
 *
 * Every verb runs inside one SQLite transaction, so a failure half-way leaves nothing behind and a
 * redelivered event starts from a clean state.
 */
import { and, eq, isNotNull, lt } from "drizzle-orm";
import { findOrCreateAccount, normaliseEmail, type AccountRecord } from "../accounts/accounts";
import { issueApiKey, updateApiKey, type ApiKeyRecord } from "../access/keys";
import type { Db } from "../db/client";
import { checkoutSessions, subscriptionEvents, subscriptions } from "../db/schema";
import { randomId } from "../lib/base62";
import type { Clock } from "../lib/clock";
import { API_SUBSCRIPTION_PURPOSE, tierRank, type ApiTier } from "./plans";

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type SubscriptionEventRecord = typeof subscriptionEvents.$inferSelect;
export type SubscriptionEventType = SubscriptionEventRecord["type"];
export type CheckoutSessionRecord = typeof checkoutSessions.$inferSelect;

export interface LifecycleCtx {
  db: Db;
  clock: Clock;
}

/**
 * How long a completed checkout keeps the new key for its success page. A buyer who never comes
 * back (closed tab) should not leave a usable key in the database for ever; the mail has it too.
 */
export const REVEAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** BEGIN IMMEDIATE: takes the write lock up front, so a concurrent writer waits (busy_timeout) instead of failing mid-way. */
export function inTransaction<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}

export function getCheckoutSession(db: Db, id: string): CheckoutSessionRecord | null {
  return db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).get() ?? null;
}

export function createCheckoutSession(ctx: LifecycleCtx, s: { id: string; provider: "stripe" | "local"; email: string; tier: ApiTier }): CheckoutSessionRecord {
  return ctx.db
    .insert(checkoutSessions)
    .values({ id: s.id, provider: s.provider, email: normaliseEmail(s.email), purpose: API_SUBSCRIPTION_PURPOSE, tier: s.tier, status: "open", createdAt: ctx.clock.now() })
    .returning()
    .get();
}

export function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string): SubscriptionRecord | null {
  return db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).get() ?? null;
}

/** Stores one lifecycle change with the facts a `subscription.*` webhook will carry (SPEC §7). */
export function recordSubscriptionEvent(ctx: LifecycleCtx, sub: SubscriptionRecord, type: SubscriptionEventType, extra: Record<string, unknown> = {}): SubscriptionEventRecord {
  return ctx.db
    .insert(subscriptionEvents)
    .values({
      id: randomId("sevt", 16),
      subscriptionId: sub.id,
      type,
      data: { plan: sub.tier, status: sub.status, current_period_end: sub.currentPeriodEnd, ...extra },
      createdAt: ctx.clock.now(),
    })
    .returning()
    .get();
}

function updateSubscription(ctx: LifecycleCtx, id: string, changes: Partial<SubscriptionRecord>): SubscriptionRecord {
  return ctx.db
    .update(subscriptions)
    .set({ ...changes, updatedAt: ctx.clock.now() })
    .where(eq(subscriptions.id, id))
    .returning()
    .get()!;
}

// ── Completion ───────────────────────────────────────────────────────────────────────────────

export interface CheckoutCompletion {
  sessionId: string;
  provider: "stripe" | "local";
  email: string;
  tier: ApiTier;
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  currentPeriodEnd: number | null;
  /** Where the completion came from, stored on the "created" event (e.g. the Stripe event id). */
  source?: Record<string, unknown>;
}

export type CompletionResult =
  | { outcome: "completed"; key: string; apiKey: ApiKeyRecord; subscription: SubscriptionRecord; account: AccountRecord; session: CheckoutSessionRecord }
  | { outcome: "already_completed"; session: CheckoutSessionRecord }
  | { outcome: "rejected"; reason: string; session: CheckoutSessionRecord | null };

/**
 * Completes a paid checkout: the buyer's account (found or created by email), an active
 * subscription, and a new API key of the tier, handed to the success page through
 * `checkout_sessions.reveal_key`. Idempotent per checkout session and per provider subscription:
 * a second completion (a double-clicked Pay, a redelivered event) issues no second key.
 */
export function completeCheckout(ctx: LifecycleCtx, c: CheckoutCompletion): CompletionResult {
  const { db, clock } = ctx;
  return inTransaction(db, () => {
    const now = clock.now();
    let session = getCheckoutSession(db, c.sessionId);
    if (session?.status === "completed") return { outcome: "already_completed", session };
    if (session && session.provider !== c.provider) return { outcome: "rejected", reason: "this checkout belongs to another payment provider", session };
    // A buyer who pressed Cancel on the test page cannot pay that session afterwards. A Stripe
    // completion, though, is a verified fact about money that moved: it always wins.
    if (session?.status === "canceled" && c.provider === "local") return { outcome: "rejected", reason: "this checkout was canceled", session };

    if (c.providerSubscriptionId) {
      const existing = findSubscriptionByProviderId(db, c.providerSubscriptionId);
      if (existing) {
        session = session
          ? db.update(checkoutSessions).set({ status: "completed", accountId: existing.accountId, subscriptionId: existing.id, apiKeyId: existing.apiKeyId, completedAt: now }).where(eq(checkoutSessions.id, session.id)).returning().get()!
          : null;
        return session ? { outcome: "already_completed", session } : { outcome: "rejected", reason: "subscription already recorded", session: null };
      }
    }
    // A Stripe session created outside this server (e.g. by the operator) still gets its key.
    session ??= createCheckoutSession(ctx, { id: c.sessionId, provider: c.provider, email: c.email, tier: c.tier });

    const email = normaliseEmail(c.email);
    const account = findOrCreateAccount(db, clock, email);
    const { key, record: apiKey } = issueApiKey(db, clock, { email, tier: c.tier, accountId: account.id, name: `${c.tier} subscription` });
    const subscription = db
      .insert(subscriptions)
      .values({
        id: randomId("sub", 16),
        accountId: account.id,
        product: "api",
        tier: c.tier,
        status: "active",
        provider: c.provider,
        providerCustomerId: c.providerCustomerId ?? null,
        providerSubscriptionId: c.providerSubscriptionId ?? null,
        apiKeyId: apiKey.id,
        currentPeriodEnd: c.currentPeriodEnd,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    recordSubscriptionEvent(ctx, subscription, "created", { checkout_session_id: c.sessionId, ...c.source });

    // Keys older than the reveal window that nobody came to see are dropped while we are here.
    db.update(checkoutSessions)
      .set({ revealKey: null })
      .where(and(isNotNull(checkoutSessions.revealKey), lt(checkoutSessions.completedAt, now - REVEAL_WINDOW_MS)))
      .run();
    session = db
      .update(checkoutSessions)
      .set({ status: "completed", email, accountId: account.id, subscriptionId: subscription.id, apiKeyId: apiKey.id, revealKey: key, completedAt: now })
      .where(eq(checkoutSessions.id, session.id))
      .returning()
      .get()!;
    return { outcome: "completed", key, apiKey, subscription, account, session };
  });
}

/** Marks an open checkout canceled (the buyer pressed Cancel). Completed ones stay as they are. */
export function cancelCheckout(ctx: LifecycleCtx, sessionId: string): CheckoutSessionRecord | null {
  return inTransaction(ctx.db, () => {
    const s = getCheckoutSession(ctx.db, sessionId);
    if (!s || s.status !== "open") return s;
    return ctx.db.update(checkoutSessions).set({ status: "canceled" }).where(eq(checkoutSessions.id, sessionId)).returning().get()!;
  });
}

/**
 * Takes the key out of a completed checkout for its success page — once. The select and the
 * clearing run in one write transaction, so two tabs racing for the page cannot both get it.
 * Returns null when there is nothing (left) to show.
 */
export function takeRevealKey(ctx: LifecycleCtx, sessionId: string): string | null {
  return inTransaction(ctx.db, () => {
    const s = getCheckoutSession(ctx.db, sessionId);
    if (!s?.revealKey) return null;
    const now = ctx.clock.now();
    const fresh = s.completedAt !== null && now - s.completedAt <= REVEAL_WINDOW_MS;
    ctx.db.update(checkoutSessions).set({ revealKey: null, revealedAt: fresh ? now : s.revealedAt }).where(eq(checkoutSessions.id, sessionId)).run();
    return fresh ? s.revealKey : null;
  });
}

// ── Changes after creation ─────────────────────────────────────────────────────────────────

/** Moves the subscription and its key to another tier; records upgraded or downgraded. */
export function changeTier(ctx: LifecycleCtx, sub: SubscriptionRecord, tier: ApiTier, extra: Record<string, unknown> = {}): SubscriptionRecord {
  if (sub.tier === tier) return sub;
  const previous = sub.tier as ApiTier;
  const updated = updateSubscription(ctx, sub.id, { tier });
  if (sub.apiKeyId) updateApiKey(ctx.db, sub.apiKeyId, { tier });
  recordSubscriptionEvent(ctx, updated, tierRank(tier) > tierRank(previous) ? "upgraded" : "downgraded", { previous_plan: previous, ...extra });
  return updated;
}

/**
 * A paid invoice. `renewal` = a new billing period was paid for (records "renewed"); otherwise
 * (the first invoice, a proration) only the period end and the status are brought up to date.
 * The period end only ever moves forward: events may arrive out of order.
 */
export function recordPayment(ctx: LifecycleCtx, sub: SubscriptionRecord, opts: { periodEnd: number | null; renewal: boolean; extra?: Record<string, unknown> }): SubscriptionRecord {
  if (sub.status === "canceled") return sub;
  const periodEnd = opts.periodEnd !== null && (sub.currentPeriodEnd === null || opts.periodEnd > sub.currentPeriodEnd) ? opts.periodEnd : sub.currentPeriodEnd;
  const updated = updateSubscription(ctx, sub.id, { status: "active", currentPeriodEnd: periodEnd });
  if (opts.renewal) recordSubscriptionEvent(ctx, updated, "renewed", { previous_period_end: sub.currentPeriodEnd, ...opts.extra });
  return updated;
}

/**
 * A failed payment: the subscription is past due but the key keeps working — Stripe retries the
 * charge for days, and a customer whose card expired should not lose access before it gives up
 * (it then sends customer.subscription.deleted).
 */
export function recordPaymentFailed(ctx: LifecycleCtx, sub: SubscriptionRecord, extra: Record<string, unknown> = {}): SubscriptionRecord {
  if (sub.status === "canceled") return sub;
  const updated = updateSubscription(ctx, sub.id, { status: "past_due" });
  recordSubscriptionEvent(ctx, updated, "payment_failed", extra);
  return updated;
}

/**
 * Brings status and period end in line with the provider, without a lifecycle event of its own
 * (those come from invoices, plan changes and deletion). A cancellation scheduled for the period
 * end changes nothing here: Stripe sends customer.subscription.deleted when the period is over.
 */
export function syncSubscription(ctx: LifecycleCtx, sub: SubscriptionRecord, s: { status?: "active" | "past_due"; periodEnd: number | null }): SubscriptionRecord {
  if (sub.status === "canceled") return sub;
  const changes: Partial<SubscriptionRecord> = {};
  if (s.status && s.status !== sub.status) changes.status = s.status;
  if (s.periodEnd !== null && s.periodEnd !== sub.currentPeriodEnd) changes.currentPeriodEnd = s.periodEnd;
  return Object.keys(changes).length ? updateSubscription(ctx, sub.id, changes) : sub;
}

/**
 * Canceled: the subscription ends and its key stops working when the paid period is over (the
 * customer paid for it), or at once when no period end is known. A subscription canceled while
 * past due ends at once: Stripe has already moved its period on to the one that was never paid,
 * and it cancels such subscriptions only after its retries have failed.
 */
export function cancelSubscription(ctx: LifecycleCtx, sub: SubscriptionRecord, opts: { periodEnd: number | null; extra?: Record<string, unknown> }): SubscriptionRecord {
  if (sub.status === "canceled") return sub;
  const now = ctx.clock.now();
  const end = sub.status === "past_due" ? now : (opts.periodEnd ?? sub.currentPeriodEnd ?? now);
  const updated = updateSubscription(ctx, sub.id, { status: "canceled", canceledAt: now, currentPeriodEnd: end });
  if (sub.apiKeyId) updateApiKey(ctx.db, sub.apiKeyId, { expiresAt: end });
  recordSubscriptionEvent(ctx, updated, "canceled", opts.extra ?? {});
  return updated;
}
