/**
 * A fake Stripe API on loopback, for the real `stripe` SDK (pointed at it with STRIPE_API_BASE).
 * It records every request — method, path, headers and the decoded form body — so tests assert
 * what the SDK sent, and answers Checkout Session and Billing Portal session creation like Stripe does. Also builds signed
 * webhook deliveries with the SDK's own `generateTestHeaderStringAsync`.
 */
import Stripe from "stripe";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  /** The x-www-form-urlencoded body, keys as Stripe writes them (`line_items[0][price]`). */
  form: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** Answer the next N requests with this status and Stripe error body instead. */
  failNext(status: number, error: { type: string; message: string; code?: string }, times?: number): void;
  stop(): void;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  let failure: { status: number; error: object; times: number } | null = null;
  let n = 0;
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      const form = Object.fromEntries(new URLSearchParams(await req.text()));
      requests.push({ method: req.method, path: url.pathname, headers: req.headers, form });
      const json = (status: number, body: unknown) => Response.json(body, { status, headers: { "request-id": `req_fake_${++n}` } });
      if (failure && failure.times > 0) {
        failure.times--;
        return json(failure.status, { error: failure.error });
      }
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = `cs_test_fake${++n}${"x".repeat(20)}`;
        return json(200, {
          id,
          object: "checkout.session",
          mode: form.mode,
          customer_email: form.customer_email,
          metadata: Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (/^metadata\[[^\]]+\]$/.test(k) ? [[k.slice(9, -1), v]] : []))),
          client_reference_id: form.client_reference_id ?? null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          status: "open",
          payment_status: "unpaid",
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        if (!form.customer) return json(400, { error: { type: "invalid_request_error", message: "Missing required param: customer.", param: "customer" } });
        const id = `bps_test_fake${++n}`;
        return json(200, { id, object: "billing_portal.session", customer: form.customer, return_url: form.return_url ?? null, livemode: false, url: `https://billing.stripe.test/p/session/${id}` });
      }
      return json(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    failNext(status, error, times = 1) {
      failure = { status, error, times };
    },
    stop: () => server.stop(true),
  };
}

const sdk = new Stripe("sk_test_fake");

/** A Stripe event envelope around `object`, shaped like API version 2026-10-28. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${crypto.randomUUID().replace(/-/g, "")}`) {
  return { id, object: "event", api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
}

/**
 * The body and Stripe-Signature header of a webhook delivery signed with `secret`, timestamped
 * at `atMs` (the server's clock in tests; a signature far from it is refused).
 */
export async function signEvent(event: unknown, secret: string, atMs = Date.now()): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify(event);
  const signature = await sdk.webhooks.generateTestHeaderStringAsync({ payload: body, secret, timestamp: Math.floor(atMs / 1000) });
  return { body, signature };
}
