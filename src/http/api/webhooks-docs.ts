/**
 * The webhook endpoints' responses as the OpenAPI document describes them (see
 * src/http/openapi-docs.ts): what each status means, the headers it carries, and examples. Every
 * error example is the exact body the server sends for the request its summary names
 * (test/http/openapi.test.ts replays each one).
 *
 * Headers: test and redeliver count against a per-account limit once the endpoint (and the
 * delivery) are found and nothing else stands in the way, so their 202 and 429 carry X-RateLimit-*.
 */
import { errorExample as err, RATE_HEADERS, responses, type HeaderName } from "../openapi-docs";
import { signedIn } from "./accounts-docs";

const LIMITED: HeaderName[] = [...RATE_HEADERS, "Retry-After"];

/** 401, 403 and 503 of every webhook route: the Bearer plugin and its plan guard. */
const guarded = (path: string) => ({
  403: {
    description: "The account's plan does not include webhooks (the Command plan does); the message says how to get it.",
    examples: {
      noPlan: err(path, "An account without a plan", "forbidden", 'Webhooks is part of the Command ($299/month) plan; this account has no plan. Buy one with POST /api/billing/checkout {"plan": "command"}.'),
    },
  },
  ...signedIn(path),
});

/** A path segment that does not decode (not UTF-8 once percent-decoded). */
const badSegment = (path: string, name: string, segment: string) => ({
  [`bad${name === "id" ? "Id" : "DeliveryId"}`]: err(path, `${segment} as the ${name}`, "bad_request", `Invalid path parameter "${name}": must be valid percent-encoded UTF-8`, { field: name }),
});
const badId = (path: string) => ({ description: "The id in the path is not valid percent-encoded UTF-8.", examples: badSegment(path, "id", "%ED%A0%80") });

const unknownEndpoint = (path: string) => ({
  description: "The account has no endpoint with this id — another account's endpoint included: ids of other accounts are not revealed.",
  examples: { unknownEndpoint: err(path, "An id this account does not have", "not_found", "This account has no webhook endpoint ep_nope.") },
});

const sends = (path: string) => ({
  description: "More than 10 test events and redeliveries together within a minute for this account: each makes this server send a request to your URL. Retry-After says when to try again.",
  headers: LIMITED,
  examples: { minute: err(path, "The 11th test or redelivery within a minute", "rate_limited", "Too many requests: sending test events and redeliveries allows 10 per minute. Retry in 60 seconds.") },
});

export const WEBHOOK_DOCS = {
  list: responses({
    200: { description: "The account's endpoints (never their secrets) and its allowance." },
    ...guarded("/api/webhooks"),
  }),

  create: responses({
    201: { description: "Added. The answer carries the signing secret — the only time it is shown." },
    400: {
      description: "The body is not JSON or a field is invalid, or the URL is refused: not https, or its host is (or resolves to) a loopback, private, link-local or metadata address, or does not resolve. The message says why; `field` names the field.",
      examples: {
        missingUrl: err("/api/webhooks", "{}", "bad_request", 'Invalid field "url": is required and must be a string', { field: "url" }),
        loopback: err("/api/webhooks", '{"url": "https://127.0.0.1/hooks"}', "bad_request", "url is refused: 127.0.0.1 is a loopback address (this machine).", { field: "url" }),
        metadata: err("/api/webhooks", '{"url": "https://169.254.169.254/latest/meta-data"}', "bad_request", "url is refused: 169.254.169.254 is a cloud metadata address.", { field: "url" }),
        notHttps: err("/api/webhooks", '{"url": "http://hooks.example.com/rivalscope"}', "bad_request", "url is refused: webhook URLs must start with https://.", { field: "url" }),
        unknownEvent: err("/api/webhooks", '{"url": "…", "events": ["report.done"]}', "bad_request", 'Invalid field "events.0": must be among report.completed, competitor.changed, subscription.created, subscription.renewed, subscription.upgraded, subscription.downgraded, subscription.canceled, subscription.payment_failed', { field: "events.0" }),
      },
    },
    403: {
      description: "The account's plan does not include webhooks, or the account already has all the endpoints its plan allows (3 on Command).",
      examples: {
        ...guarded("/api/webhooks")[403].examples,
        allowanceUsed: err("/api/webhooks", "A fourth endpoint on the Command plan", "forbidden", "This account already has 3 webhook endpoints, the most its plan allows (3). Delete one first."),
      },
    },
    ...signedIn("/api/webhooks"),
  }),

  remove: responses({
    204: { description: "Deleted, with its delivery log. No body." },
    400: badId("/api/webhooks/{id}"),
    404: unknownEndpoint("/api/webhooks/{id}"),
    ...guarded("/api/webhooks/{id}"),
  }),

  rotate: responses({
    200: { description: "The new secret — the only time it is shown — and until when the previous one keeps signing." },
    400: badId("/api/webhooks/{id}/rotate-secret"),
    404: unknownEndpoint("/api/webhooks/{id}/rotate-secret"),
    ...guarded("/api/webhooks/{id}/rotate-secret"),
  }),

  test: responses({
    202: { description: "The webhook.test delivery, queued (pending): it is sent within moments. Follow it in the delivery log.", headers: RATE_HEADERS },
    400: badId("/api/webhooks/{id}/test"),
    404: unknownEndpoint("/api/webhooks/{id}/test"),
    429: sends("/api/webhooks/{id}/test"),
    ...guarded("/api/webhooks/{id}/test"),
  }),

  deliveries: responses({
    200: { description: "A page of the delivery log, newest first, with `next` for the following (older) page." },
    400: {
      description: "`limit` is not a whole number from 1 to 100, `before` is not a delivery of this endpoint, or the id in the path is not valid percent-encoded UTF-8.",
      examples: {
        ...badSegment("/api/webhooks/{id}/deliveries", "id", "%ED%A0%80"),
        badLimit: err("/api/webhooks/{id}/deliveries", "?limit=500", "bad_request", 'Invalid query parameter "limit": must be a whole number from 1 to 100', { field: "limit" }),
        badCursor: err("/api/webhooks/{id}/deliveries", "?before=msg_nope", "bad_request", "before must be the id of a delivery of this endpoint.", { field: "before" }),
      },
    },
    404: unknownEndpoint("/api/webhooks/{id}/deliveries"),
    ...guarded("/api/webhooks/{id}/deliveries"),
  }),

  redeliver: responses({
    202: { description: "The delivery, pending again: it is sent within moments with the same body and webhook-id.", headers: RATE_HEADERS },
    400: {
      description: "An id in the path is not valid percent-encoded UTF-8.",
      examples: { ...badSegment("/api/webhooks/{id}/deliveries/{delivery_id}/redeliver", "id", "%ED%A0%80"), ...badSegment("/api/webhooks/{id}/deliveries/{delivery_id}/redeliver", "delivery_id", "%ED%A0%80") },
    },
    404: {
      description: "The account has no such endpoint, or the endpoint no such delivery (deliveries are kept 30 days).",
      examples: {
        ...unknownEndpoint("/api/webhooks/{id}/deliveries/{delivery_id}/redeliver").examples,
        unknownDelivery: err("/api/webhooks/{id}/deliveries/{delivery_id}/redeliver", "A delivery id the endpoint does not have", "not_found", "This endpoint has no delivery msg_nope."),
      },
    },
    409: {
      description: "The delivery is still pending (its next attempt is on its way), or the endpoint is disabled.",
      examples: {
        pending: err("/api/webhooks/{id}/deliveries/{delivery_id}/redeliver", "A delivery whose retry is scheduled", "conflict", "This delivery is still being attempted; it can be sent again once it has succeeded or failed."),
        disabled: err(
          "/api/webhooks/{id}/deliveries/{delivery_id}/redeliver",
          "A failed delivery of an endpoint disabled by a 410",
          "conflict",
          "The endpoint is disabled (the receiver answered 410 Gone): nothing can be sent to it until it is enabled again.",
        ),
      },
    },
    429: sends("/api/webhooks/{id}/deliveries/{delivery_id}/redeliver"),
    ...guarded("/api/webhooks/{id}/deliveries/{delivery_id}/redeliver"),
  }),
};
