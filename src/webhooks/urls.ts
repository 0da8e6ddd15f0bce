/**
 * Which URLs may receive webhooks: what the fetcher accepts (`parseTarget`: http(s), ≤ 2,048
 * characters, no credentials), and https only — a delivery carries customer data and a signature
 * an eavesdropper could replay within its tolerance — unless the operator allows private
 * networks (tests, an intranet receiver on plain http). The address policy is applied on top by
 * the network seam, at creation and again on every delivery.
 */
import { NetError, parseTarget } from "../net/outbound";

/** The URL to deliver to; throws NetError("refused") saying why not. */
export function checkEndpointUrl(text: string, allowPrivateNetworks: boolean): URL {
  const url = parseTarget(text);
  if (url.protocol !== "https:" && !allowPrivateNetworks) throw new NetError("refused", "webhook URLs must start with https://");
  return url;
}
