/**
 * Payment providers behind one interface. `stripe` (Stripe Checkout), `local` (a test checkout
 * served by this server; no money moves) and `off` (nothing is sold). The provider only starts a
 * checkout; completing one is the same lifecycle verb for every provider (lifecycle.ts).
 */
import type { ApiTier } from "./plans";

export interface CheckoutStart {
  email: string;
  tier: ApiTier;
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
}
