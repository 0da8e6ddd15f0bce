/**
 * One-off payments — a single charge for one thing (a report), beside the subscriptions of
 * lifecycle.ts. The checkout is the same for both: a Stripe Checkout Session (here in `payment`
 * mode) or the local test checkout, recorded in `checkout_sessions` with a `purpose` naming what
 * is bought and a `reference` naming which one (the report id).
 *
 * Billing does not know what a report is: the domain that sells something registers a handler for
 * its purpose (`oneOffPurchases.register`), and `completeOneOff` — the end of both a verified
 * `checkout.session.completed` and the local Pay button — marks the session paid and calls that
 * handler in the same transaction. Idempotent per session: a second completion (a redelivered
 * event, a second event for the same session, a double-clicked Pay) finds the session completed
 * and changes nothing, so the handler runs once per payment.
 */
import { eq } from "drizzle-orm";
import { normaliseEmail } from "../accounts/accounts";
import type { Ctx } from "../context";
import { checkoutSessions } from "../db/schema";
import { withTransaction } from "../db/tx";
import { getCheckoutSession, localCheckoutExpired, type CheckoutSessionRecord } from "./lifecycle";

/** What one purchase is: its line on the checkout page and at the payment provider. */
export interface OneOffItem {
  /** The product as the buyer reads it ("Rivalscope competitive report"). */
  name: string;
  /** Recorded as the session's `tier` (e.g. "snapshot"). */
  tier: string;
  amountCents: number;
  currency: "usd";
  /** A configured Stripe price id; without it the session carries an inline price of `amountCents`. */
  priceId?: string;
}

/** What the domain selling a purpose does with a payment (inside the completion's transaction). */
export interface OneOffHandler {
  /**
   * The purchase is paid: deliver it. Runs once per session. Returns the account it was bought
   * for, when known: the id logs and audit entries may name (the reference and the session id are
   * credentials — a report id opens the report — and stay out of logs).
   */
  paid(ctx: Ctx, input: { reference: string; session: CheckoutSessionRecord; source: Record<string, unknown> }): Promise<{ accountId: string | null }>;
  /** Where the buyer goes after paying (the local Pay button, the success page): an absolute URL. */
  landing(reference: string): string;
  /** What the reference is, for the local test checkout's page: a name, the price, what happens after paying; null when it is gone. */
  describe(ctx: Ctx, reference: string): Promise<{ name: string; amountCents: number; afterPay: string } | null>;
}

export interface OneOffPurchases {
  register(purpose: string, handler: OneOffHandler): void;
  handler(purpose: string): OneOffHandler | null;
}

export function createOneOffPurchases(): OneOffPurchases {
  const handlers = new Map<string, OneOffHandler>();
  return {
    register(purpose, handler) {
      if (handlers.has(purpose)) throw new Error(`a one-off purchase handler for "${purpose}" is registered already`);
      handlers.set(purpose, handler);
    },
    handler: (purpose) => handlers.get(purpose) ?? null,
  };
}

/** Records a started one-off checkout (in the caller's transaction). */
export async function createOneOffSession(ctx: Ctx, s: { id: string; provider: "stripe" | "local"; email: string; purpose: string; tier: string; reference: string }): Promise<CheckoutSessionRecord> {
  return (await ctx.db
    .insert(checkoutSessions)
    .values({ id: s.id, provider: s.provider, email: normaliseEmail(s.email), purpose: s.purpose, tier: s.tier, reference: s.reference, status: "open", createdAt: ctx.clock.now() })
    .returning())[0];
}

export interface OneOffCompletion {
  sessionId: string;
  provider: "stripe" | "local";
  purpose: string;
  /** From the provider's metadata: used only when the session is not recorded here. */
  reference: string | null;
  email: string;
  tier: string;
  /** Where the completion came from (e.g. the Stripe event id), handed to the handler. */
  source: Record<string, unknown>;
}

export type OneOffResult =
  | { outcome: "completed"; session: CheckoutSessionRecord; accountId: string | null }
  | { outcome: "already_completed"; session: CheckoutSessionRecord }
  | { outcome: "rejected"; reason: string; session: CheckoutSessionRecord | null };

/** Completes a paid one-off checkout and hands it to its purpose's handler, once. */
export async function completeOneOff(ctx: Ctx, c: OneOffCompletion, purchases: OneOffPurchases): Promise<OneOffResult> {
  return withTransaction(ctx, async (tx) => {
    let session = await getCheckoutSession(tx, { id: c.sessionId });
    if (session?.status === "completed") return { outcome: "already_completed", session };
    if (session && session.provider !== c.provider) return { outcome: "rejected", reason: "this checkout belongs to another payment provider", session };
    // As for subscriptions: Cancel on the test page is final, but a Stripe completion is a
    // verified fact about money that moved and always wins.
    if (session?.status === "canceled" && c.provider === "local") return { outcome: "rejected", reason: "this checkout was canceled", session };
    if (session && localCheckoutExpired(session, tx.clock.now())) return { outcome: "rejected", reason: "this checkout expired 24 hours after it was started", session };
    const purpose = session?.purpose ?? c.purpose;
    const handler = purchases.handler(purpose);
    if (!handler) return { outcome: "rejected", reason: `nothing on this server is sold as "${purpose}"`, session };
    const reference = session?.reference ?? c.reference;
    if (!reference) return { outcome: "rejected", reason: "the checkout does not say what it pays for", session };
    session ??= await createOneOffSession(tx, { id: c.sessionId, provider: c.provider, email: c.email, purpose, tier: c.tier, reference });
    session = (await tx.db.update(checkoutSessions).set({ status: "completed", completedAt: tx.clock.now() }).where(eq(checkoutSessions.id, session.id)).returning())[0]!;
    const { accountId } = await handler.paid(tx, { reference, session, source: c.source });
    return { outcome: "completed", session, accountId };
  });
}
