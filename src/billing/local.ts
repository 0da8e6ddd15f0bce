/**
 * The local test checkout: the "session" is a row of ours and its page is served by this server
 * (/checkout/local/:id). It exists so a person can try the whole purchase — page, key, mail —
 * without a Stripe account; no money moves and the page says so.
 */
import { randomId } from "../lib/base62";
import type { PaymentProvider } from "./provider";

/**
 * Session ids carry 32 random base62 characters (~190 bits): the id in the URL is all that
 * stands between a visitor and that checkout's Pay button and, later, its key on the success page.
 */
export const newLocalSessionId = () => randomId("cs_local", 32);

export function localProvider(baseUrl: string): PaymentProvider {
  // Subscriptions and one-off payments alike: a session of ours, paid on our own page.
  const start = async () => {
    const id = newLocalSessionId();
    return { id, url: `${baseUrl}/checkout/local/${id}` };
  };
  return { name: "local", startCheckout: start, startPayment: start };
}
