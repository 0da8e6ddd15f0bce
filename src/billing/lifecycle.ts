/**
 * Subscription lifecycle — the verbs both payment providers drive, for both products: interface
 * A API subscriptions (each with an API key) and interface B plans (the account's plan is its
 * live plan subscription, see account-plan.ts). A verified Stripe event and the local test
 * checkout's Pay button end in the same `completeCheckout`; renewals, plan changes, failed
 * payments and cancellations each change the subscription (and its API key, when it has one) and
 * leave one `subscription_events` row — the history the dashboard shows, and the seam where the
 * webhooks issue emits `subscription.*` events. An operator's plan grant (`setGrantedPlan`) is a
 * subscription too (provider "manual"), so it leaves the same trail.
 *
 * Every verb runs inside one SQLite transaction, so a failure half-way leaves nothing behind and a
 * redelivered event starts from a clean state.
 */
import { and, desc, eq, isNotNull, lt, ne } from "drizzle-orm";
import { findOrCreateAccount, getAccountById, normaliseEmail, type AccountRecord } from "../accounts/accounts";
import { issueApiKey, updateApiKey, type ApiKeyRecord } from "../access/keys";

import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { checkoutSessions, subscriptionEvents, subscriptions } from "../db/schema";
import { PLAN_CHECK_INTERVAL, PURPOSES, purchaseOf, tierRank, type Product, type Purchase } from "./plans";
import { accountPlan } from "./account-plan";
import { rescheduleChecks } from "../monitoring/competitors";
import { INTERVAL_MS } from "../monitoring/schedule";
import type { AccountPlan, ApiTier, Plan } from "../lib/plans";
import { emit } from "../webhooks/deliveries";
import { audit } from "../audit";

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type SubscriptionEventRecord = typeof subscriptionEvents.$inferSelect;
export type SubscriptionEventType = SubscriptionEventRecord["type"];
export type CheckoutSessionRecord = typeof checkoutSessions.$inferSelect;


/**
 * How long a completed checkout keeps the new key for its success page. A buyer who never comes
 * back (closed tab) should not leave a usable key in the database for ever, even sealed.
 */
export const REVEAL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The sealing purpose of a key waiting for its success page (bound into the ciphertext). */
const REVEAL_PURPOSE = "checkout_sessions.reveal_key";

/** A test checkout can be paid for 24 hours after it was started, like a Stripe Checkout Session. */
export const LOCAL_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** True when an open local test checkout is past its lifetime. */
export const localCheckoutExpired = (s: CheckoutSessionRecord, now: number) => s.provider === "local" && s.status === "open" && now - s.createdAt > LOCAL_CHECKOUT_TTL_MS;

export async function getCheckoutSession(ctx: Pick<Ctx, "db">, input: { id: string }): Promise<CheckoutSessionRecord | null> {
  return (await ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, input.id)))[0] ?? null;
}

/** What a recorded checkout sells, or null for a row naming something we do not sell (any more). */
export const purchaseOfSession = (s: Pick<CheckoutSessionRecord, "purpose" | "tier">): Purchase | null => purchaseOf(s.purpose, s.tier);

/**
 * Records a started checkout. `accountId` binds a plan purchase to the signed-in account that
 * started it: the plan goes to that account, whatever address the payment is made with.
 */
export async function createCheckoutSession(ctx: Ctx, s: { id: string; provider: "stripe" | "local"; email: string; purchase: Purchase; accountId?: string | null }): Promise<CheckoutSessionRecord> {
  return (await ctx.db
    .insert(checkoutSessions)
    .values({
      id: s.id,
      provider: s.provider,
      email: normaliseEmail(s.email),
      purpose: PURPOSES[s.purchase.product],
      tier: s.purchase.tier,
      status: "open",
      accountId: s.accountId ?? null,
      createdAt: ctx.clock.now(),
    })
    .returning())[0];
}

export async function findSubscriptionByProviderId(ctx: Pick<Ctx, "db">, input: { providerSubscriptionId: string }): Promise<SubscriptionRecord | null> {
  return (await ctx.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, input.providerSubscriptionId)))[0] ?? null;
}

/**
 * Stores one lifecycle change and emits it as the `subscription.*` webhook (SPEC §7) to the
 * account's endpoints — in the caller's transaction, so the event exists only if the change does.
 */
async function recordSubscriptionEvent(ctx: Ctx, input: { subscription: SubscriptionRecord; type: SubscriptionEventType; data?: Record<string, unknown> }): Promise<SubscriptionEventRecord> {
  const sub = input.subscription;
  const row = (await ctx.db
    .insert(subscriptionEvents)
    .values({
      id: ctx.ids.id("sevt", 16),
      subscriptionId: sub.id,
      type: input.type,
      data: { plan: sub.tier, status: sub.status, current_period_end: sub.currentPeriodEnd, ...input.data },
      createdAt: ctx.clock.now(),
    })
    .returning())[0];
  await audit(ctx, { action: `subscription.${input.type}`, target: { type: "subscription", id: sub.id }, details: { account_id: sub.accountId, product: sub.product, plan: sub.tier, status: sub.status } });
  const iso = (ms: number) => new Date(ms).toISOString();
  await emit(ctx, {
    accountId: sub.accountId,
    event: {
      event: `subscription.${input.type}`,
      subscription_id: sub.id,
      plan: sub.tier,
      status: sub.status,
      current_period_end: sub.currentPeriodEnd === null ? null : iso(sub.currentPeriodEnd),
      timestamp: iso(row.createdAt),
    },
  });
  if (sub.product === "plan") await followPlanInterval(ctx, sub.accountId);
  return row;
}

/**
 * Every plan change passes through here: the account's tracked competitors follow the check
 * interval of the plan it has now (monitoring's verb decides which move). Without a plan nothing
 * moves: the scheduler skips such accounts until they have one again.
 */
async function followPlanInterval(ctx: Ctx, accountId: string): Promise<void> {
  const { plan } = await accountPlan(ctx, { accountId });
  if (plan !== "none") await rescheduleChecks(ctx, { accountId, intervalMs: INTERVAL_MS[PLAN_CHECK_INTERVAL[plan]] });
}

async function updateSubscription(ctx: Ctx, id: string, changes: Partial<SubscriptionRecord>): Promise<SubscriptionRecord> {
  return (await ctx.db
    .update(subscriptions)
    .set({ ...changes, updatedAt: ctx.clock.now() })
    .where(eq(subscriptions.id, id))
    .returning())[0]!;
}

// ── Completion ───────────────────────────────────────────────────────────────────────────────

export interface CheckoutCompletion {
  sessionId: string;
  provider: "stripe" | "local";
  email: string;
  purchase: Purchase;
  /** The account the checkout was started for (a plan purchase); otherwise the account of `email`. */
  accountId?: string | null;
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  currentPeriodEnd: number | null;
  /** Where the completion came from, stored on the "created" event (e.g. the Stripe event id). */
  source?: Record<string, unknown>;
}

export type CompletionResult =
  | {
      outcome: "completed";
      subscription: SubscriptionRecord;
      account: AccountRecord;
      session: CheckoutSessionRecord;
      /** The new API key of an API subscription, in full (null for a plan). */
      key: string | null;
      apiKey: ApiKeyRecord | null;
    }
  | { outcome: "already_completed"; session: CheckoutSessionRecord }
  | { outcome: "rejected"; reason: string; session: CheckoutSessionRecord | null };

/**
 * Completes a paid checkout: the buyer's account, an active subscription and what it delivers —
 * for an API subscription a new key of the tier, handed to the success page through
 * `checkout_sessions.reveal_key`; for a plan nothing more, the live subscription being the plan.
 * The account is the one the checkout was started for (plans are bought signed in), else the one
 * of the email, found or created. Idempotent per checkout session and per provider subscription:
 * a second completion (a double-clicked Pay, a redelivered event) issues no second key or plan.
 */
export async function completeCheckout(ctx: Ctx, c: CheckoutCompletion): Promise<CompletionResult> {
  return withTransaction(ctx, async (tx): Promise<CompletionResult> => {
    const now = tx.clock.now();
    let session = await getCheckoutSession(tx, { id: c.sessionId });
    if (session?.status === "completed") return { outcome: "already_completed", session };
    if (session && session.provider !== c.provider) return { outcome: "rejected", reason: "this checkout belongs to another payment provider", session };
    // A buyer who pressed Cancel on the test page cannot pay that session afterwards. A Stripe
    // completion, though, is a verified fact about money that moved: it always wins.
    if (session?.status === "canceled" && c.provider === "local") return { outcome: "rejected", reason: "this checkout was canceled", session };
    if (session && localCheckoutExpired(session, now)) return { outcome: "rejected", reason: "this checkout expired 24 hours after it was started", session };

    if (c.providerSubscriptionId) {
      const existing = await findSubscriptionByProviderId(tx, { providerSubscriptionId: c.providerSubscriptionId });
      if (existing) {
        session = session
          ? (await tx.db.update(checkoutSessions).set({ status: "completed", accountId: existing.accountId, subscriptionId: existing.id, apiKeyId: existing.apiKeyId, completedAt: now }).where(eq(checkoutSessions.id, session.id)).returning())[0]!
          : null;
        return session ? { outcome: "already_completed", session } : { outcome: "rejected", reason: "subscription already recorded", session: null };
      }
    }
    // A Stripe session created outside this server (e.g. by the operator) still gets its key.
    session ??= await createCheckoutSession(tx, { id: c.sessionId, provider: c.provider, email: c.email, purchase: c.purchase, accountId: c.accountId });

    const email = normaliseEmail(c.email);
    const boundTo = session.accountId ?? c.accountId;
    const account = (boundTo ? await getAccountById(tx, { id: boundTo }) : null) ?? await findOrCreateAccount(tx, { email });
    const issued = c.purchase.product === "api" ? await issueApiKey(tx, { email, tier: c.purchase.tier, accountId: account.id, name: `${c.purchase.tier} subscription` }) : null;
    const subscription = (await tx.db
      .insert(subscriptions)
      .values({
        id: tx.ids.id("sub", 16),
        accountId: account.id,
        product: c.purchase.product,
        tier: c.purchase.tier,
        status: "active",
        provider: c.provider,
        providerCustomerId: c.providerCustomerId ?? null,
        providerSubscriptionId: c.providerSubscriptionId ?? null,
        apiKeyId: issued?.record.id ?? null,
        currentPeriodEnd: c.currentPeriodEnd,
        createdAt: now,
        updatedAt: now,
      })
      .returning())[0];
    await recordSubscriptionEvent(tx, { subscription, type: "created", data: { checkout_session_id: c.sessionId, ...c.source } });

    session = (await tx.db
      .update(checkoutSessions)
      .set({
        status: "completed",
        // The account's address: for a plan bought signed in, the payer may have used another one.
        email: account.email,
        accountId: account.id,
        subscriptionId: subscription.id,
        apiKeyId: issued?.record.id ?? null,
        revealKey: issued ? tx.secrets.seal(issued.key, REVEAL_PURPOSE) : null,
        completedAt: now,
      })
      .where(eq(checkoutSessions.id, session.id))
      .returning())[0]!;
    await audit(tx, {
      action: "checkout.completed",
      target: { type: "checkout_session", id: session.id },
      details: { product: c.purchase.product, tier: c.purchase.tier, provider: c.provider, account_id: account.id, subscription_id: subscription.id, api_key_id: issued?.record.id ?? null },
    });
    return { outcome: "completed", key: issued?.key ?? null, apiKey: issued?.record ?? null, subscription, account, session };
  });
}

/** Notes which outbox mail carries a completed checkout's key (written in the completion's transaction). */
export async function recordKeyMail(ctx: Ctx, input: { sessionId: string; mailId: string }): Promise<void> {
  await ctx.db.update(checkoutSessions).set({ keyMailId: input.mailId }).where(eq(checkoutSessions.id, input.sessionId));
}

/** Marks an open checkout canceled (the buyer pressed Cancel). Completed ones stay as they are. */
export async function cancelCheckout(ctx: Ctx, input: { sessionId: string }): Promise<CheckoutSessionRecord | null> {
  return withTransaction(ctx, async (tx) => {
    const s = await getCheckoutSession(tx, { id: input.sessionId });
    if (!s || s.status !== "open") return s;
    return (await tx.db.update(checkoutSessions).set({ status: "canceled" }).where(eq(checkoutSessions.id, input.sessionId)).returning())[0]!;
  });
}

/**
 * Takes the key out of a completed checkout for its success page — once. The select and the
 * clearing run in one write transaction, so two tabs racing for the page cannot both get it.
 * Returns null when there is nothing (left) to show.
 */
export async function takeRevealKey(ctx: Ctx, input: { sessionId: string }): Promise<string | null> {
  const { sessionId } = input;
  return withTransaction(ctx, async (tx) => {
    const s = await getCheckoutSession(tx, { id: sessionId });
    if (!s?.revealKey) return null;
    const now = tx.clock.now();
    const fresh = s.completedAt !== null && now - s.completedAt <= REVEAL_WINDOW_MS;
    await tx.db.update(checkoutSessions).set({ revealKey: null, revealedAt: fresh ? now : s.revealedAt }).where(eq(checkoutSessions.id, sessionId));
    return fresh ? tx.secrets.open(s.revealKey, REVEAL_PURPOSE) : null;
  });
}

/**
 * Drops the sealed keys nobody came to see within the reveal window (scheduled hourly). Returns
 * how many were dropped. The buyer can still find the key's prefix on the success page.
 */
export async function purgeStaleReveals(ctx: Ctx): Promise<number> {
  return (await ctx.db
    .update(checkoutSessions)
    .set({ revealKey: null })
    .where(and(isNotNull(checkoutSessions.revealKey), lt(checkoutSessions.completedAt, ctx.clock.now() - REVEAL_WINDOW_MS)))
    .returning({ id: checkoutSessions.id })
    ).length;
}

// ── Changes after creation ─────────────────────────────────────────────────────────────────

/**
 * Moves the subscription (and its key, when it has one) to another tier of its product; records
 * upgraded or downgraded. The caller passes a tier of the subscription's own product.
 */
export async function changeTier(ctx: Ctx, input: { subscription: SubscriptionRecord; tier: ApiTier | Plan; source?: Record<string, unknown> }): Promise<SubscriptionRecord> {
  const { subscription: sub, tier } = input;
  if (sub.tier === tier) return sub;
  const previous = sub.tier;
  const updated = await updateSubscription(ctx, sub.id, { tier });
  if (sub.apiKeyId) await updateApiKey(ctx, { id: sub.apiKeyId, changes: { tier: tier as ApiTier } });
  const up = tierRank(sub.product, tier) > tierRank(sub.product, previous);
  await recordSubscriptionEvent(ctx, { subscription: updated, type: up ? "upgraded" : "downgraded", data: { previous_plan: previous, ...input.source } });
  return updated;
}

/**
 * A paid invoice. `renewal` = a new billing period was paid for (records "renewed"); otherwise
 * (the first invoice, a proration) only the period end and the status are brought up to date.
 * The period end only ever moves forward: events may arrive out of order.
 */
export async function recordPayment(ctx: Ctx, input: { subscription: SubscriptionRecord; periodEnd: number | null; renewal: boolean; source?: Record<string, unknown> }): Promise<SubscriptionRecord> {
  const { subscription: sub, periodEnd: paidUntil } = input;
  if (sub.status === "canceled") return sub;
  const periodEnd = paidUntil !== null && (sub.currentPeriodEnd === null || paidUntil > sub.currentPeriodEnd) ? paidUntil : sub.currentPeriodEnd;
  const updated = await updateSubscription(ctx, sub.id, { status: "active", currentPeriodEnd: periodEnd });
  if (input.renewal) await recordSubscriptionEvent(ctx, { subscription: updated, type: "renewed", data: { previous_period_end: sub.currentPeriodEnd, ...input.source } });
  return updated;
}

/**
 * A failed payment: the subscription is past due but the key keeps working — Stripe retries the
 * charge for days, and a customer whose card expired should not lose access before it gives up
 * (it then sends customer.subscription.deleted).
 */
export async function recordPaymentFailed(ctx: Ctx, input: { subscription: SubscriptionRecord; source?: Record<string, unknown> }): Promise<SubscriptionRecord> {
  const sub = input.subscription;
  if (sub.status === "canceled") return sub;
  const updated = await updateSubscription(ctx, sub.id, { status: "past_due" });
  await recordSubscriptionEvent(ctx, { subscription: updated, type: "payment_failed", data: input.source });
  return updated;
}

/**
 * Brings status and period end in line with the provider, without a lifecycle event of its own
 * (those come from invoices, plan changes and deletion). A cancellation scheduled for the period
 * end changes nothing here: Stripe sends customer.subscription.deleted when the period is over.
 */
export async function syncSubscription(ctx: Ctx, input: { subscription: SubscriptionRecord; status?: "active" | "past_due"; periodEnd: number | null }): Promise<SubscriptionRecord> {
  const { subscription: sub, ...s } = input;
  if (sub.status === "canceled") return sub;
  const changes: Partial<SubscriptionRecord> = {};
  if (s.status && s.status !== sub.status) changes.status = s.status;
  if (s.periodEnd !== null && s.periodEnd !== sub.currentPeriodEnd) changes.currentPeriodEnd = s.periodEnd;
  return Object.keys(changes).length ? await updateSubscription(ctx, sub.id, changes) : sub;
}

/**
 * Canceled: the subscription ends and its key stops working when the paid period is over (the
 * customer paid for it), or at once when no period end is known. A subscription canceled while
 * past due ends at once: Stripe has already moved its period on to the one that was never paid,
 * and it cancels such subscriptions only after its retries have failed.
 */
export async function cancelSubscription(ctx: Ctx, input: { subscription: SubscriptionRecord; periodEnd: number | null; source?: Record<string, unknown> }): Promise<SubscriptionRecord> {
  const sub = input.subscription;
  if (sub.status === "canceled") return sub;
  const now = ctx.clock.now();
  const end = sub.status === "past_due" ? now : (input.periodEnd ?? sub.currentPeriodEnd ?? now);
  const updated = await updateSubscription(ctx, sub.id, { status: "canceled", canceledAt: now, currentPeriodEnd: end });
  if (sub.apiKeyId) await updateApiKey(ctx, { id: sub.apiKeyId, changes: { expiresAt: end } });
  await recordSubscriptionEvent(ctx, { subscription: updated, type: "canceled", data: input.source });
  return updated;
}

// ── Plans granted by the operator ─────────────────────────────────────────────────────────

/** The account's live granted plan subscription (provider "manual"), if any. */
async function liveGrant(ctx: Pick<Ctx, "db">, accountId: string): Promise<SubscriptionRecord | null> {
  return (
    (await ctx.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.product, "plan" satisfies Product), eq(subscriptions.provider, "manual"), ne(subscriptions.status, "canceled")))
      .orderBy(desc(subscriptions.createdAt)))[0] ?? null
  );
}

/**
 * Sets the plan the operator grants an account without payment (CLI `accounts plan`, the
 * dashboard): creates, changes or ends (plan "none", at once) its granted plan subscription, each
 * recorded like a paid one. Paid subscriptions are never touched: ending those is the customer's
 * (or Stripe's) business, and money is involved. Returns the granted subscription, or null.
 */
export async function setGrantedPlan(ctx: Ctx, input: { accountId: string; plan: AccountPlan }): Promise<SubscriptionRecord | null> {
  return withTransaction(ctx, async (tx) => {
    const grant = await liveGrant(tx, input.accountId);
    const by = { granted_by: tx.actor.kind === "admin" ? `admin:${tx.actor.id}` : tx.actor.kind === "system" ? (tx.actor.via ?? "system") : tx.actor.kind };
    if (input.plan === "none") {
      if (grant) {
        await cancelSubscription(tx, { subscription: grant, periodEnd: tx.clock.now(), source: by });
        await audit(tx, { action: "plan.revoked", target: { type: "account", id: input.accountId }, details: { plan: grant.tier, subscription_id: grant.id } });
      }
      return null;
    }
    await audit(tx, { action: "plan.granted", target: { type: "account", id: input.accountId }, details: { plan: input.plan, previous: grant?.tier ?? null } });
    if (grant) return changeTier(tx, { subscription: grant, tier: input.plan, source: by });
    const now = tx.clock.now();
    const created = (await tx.db
      .insert(subscriptions)
      .values({ id: tx.ids.id("sub", 16), accountId: input.accountId, product: "plan", tier: input.plan, status: "active", provider: "manual", currentPeriodEnd: null, createdAt: now, updatedAt: now })
      .returning())[0];
    await recordSubscriptionEvent(tx, { subscription: created, type: "created", data: by });
    return created;
  });
}
