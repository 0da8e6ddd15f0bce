/**
 * Payment providers behind one interface. `stripe` (Stripe Checkout), `local` (a test checkout
 * served by this server; no money moves) and `off` (nothing is sold). The provider only starts a
 * checkout; completing one is the same lifecycle verb for every provider (lifecycle.ts).
 */
import type { OneOffItem } from "./one-off";
import type { Offer, Purchase } from "./plans";

export interface CheckoutStart {
  email: string;
  purchase: Purchase;
  /** What is sold, at this server's price. */
  offer: Offer;
  /** The signed-in account a plan is bought for (carried in the provider's metadata). */
  accountId?: string | null;
}

/** A one-off payment (Stripe Checkout in `payment` mode). */
export interface PaymentStart {
  email: string;
  item: OneOffItem;
  /** What the payment is for, carried in the provider's metadata so its events say so. */
  purpose: string;
  reference: string;
  /** Where the buyer lands after paying. */
  successUrl: string;
}

export interface StartedCheckout {
  /** The provider's session id; also the key of our checkout_sessions row. */
  id: string;
  /** Where to send the buyer. */
  url: string;
}

export interface PaymentProvider {
  readonly name: "stripe" | "local" | "off";
  /** Throws AppError("payment_error") when the provider cannot start a checkout. */
  startCheckout(input: CheckoutStart): Promise<StartedCheckout>;
  /** Starts a one-off payment; throws AppError("payment_error") like startCheckout. */
  startPayment(input: PaymentStart): Promise<StartedCheckout>;
}

/** A Stripe Billing Portal session: where to send the customer. */
export interface PortalStart {
  customerId: string;
  returnUrl: string;
}
