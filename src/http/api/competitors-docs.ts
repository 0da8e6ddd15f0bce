/**
 * The tracked-competitor routes' responses as the OpenAPI document describes them (see
 * src/http/openapi-docs.ts): what each status means, its headers and examples. Every error
 * example is the exact body the server sends for the request its summary names
 * (test/http/openapi.test.ts replays each one).
 */
import { errorExample as err, RATE_HEADERS, responses, type HeaderName } from "../openapi-docs";
import { signedIn } from "./accounts-docs";

const LIMITED: HeaderName[] = [...RATE_HEADERS, "Retry-After"];
/** The competitor id every example uses (the replays give their competitor this id). */
export const EXAMPLE_ID = "0b7e6a52-1f3d-4e8a-9c5b-2d4f6a8b0c1e";

/** 401, 403 and 503 of every route: the Bearer plugin and its plan guard. */
const guarded = (path: string) => ({
  403: {
    description: "The account's plan does not include tracking competitors (Tracker and Command do); the message says how to get it.",
    examples: {
      noPlan: err(
        path,
        "An account without a plan",
        "forbidden",
        'Tracking competitors is part of the Tracker ($99/month) and the Command ($299/month) plans; this account has no plan. Buy one with POST /api/billing/checkout {"plan": "tracker"}.',
      ),
    },
  },
  ...signedIn(path),
});

const badSegment = (path: string) => ({
  description: "The id in the path is not valid percent-encoded UTF-8.",
  examples: { badId: err(path, "%ED%A0%80 as the id", "bad_request", 'Invalid path parameter "id": must be valid percent-encoded UTF-8', { field: "id" }) },
});

const unknown = (path: string) => ({
  description: "The account tracks no competitor with this id — another account's competitor included: ids of other accounts are not revealed.",
  examples: { unknownCompetitor: err(path, "An id this account does not track", "not_found", `This account tracks no competitor ${EXAMPLE_ID}.`) },
});

const badPage = (path: string) => ({
  limit: err(path, "?limit=500", "bad_request", 'Invalid query parameter "limit": must be a whole number from 1 to 100', { field: "limit" }),
  offset: err(path, "?offset=-1", "bad_request", 'Invalid query parameter "offset": must be a whole number from 0 to 1,000,000', { field: "offset" }),
});

export const COMPETITOR_DOCS = {
  list: responses({
    200: { description: "The account's tracked competitors, oldest first, with the plan's allowance." },
    ...guarded("/api/competitors"),
  }),

  create: responses({
    201: { description: "Tracked. Its baseline check is queued at once (`last_checked_at` is null until it has run); later checks follow the plan's interval." },
    400: {
      description:
        "The body is not JSON or a field is invalid; the URL is not a public http(s) address (refused by the address policy, or its host does not resolve); or the account already tracks this URL after normalisation (lower-case host, default port, no fragment, no trailing slash, no tracking query parameters). The message says which; `field` names the field.",
      examples: {
        missingName: err("/api/competitors", '{"url": "https://formwise.example"}', "bad_request", 'Invalid field "name": is required and must be a string', { field: "name" }),
        notHttp: err("/api/competitors", '{"name": "Files", "url": "ftp://files.example/"}', "bad_request", "url: only http and https URLs can be fetched (got ftp)", { field: "url" }),
        privateAddress: err("/api/competitors", '{"name": "Local", "url": "http://127.0.0.1/admin"}', "bad_request", "url: 127.0.0.1 is a loopback address (this machine)", { field: "url" }),
        duplicate: err(
          "/api/competitors",
          '{"name": "Formwise again", "url": "https://FormWise.example/?utm_source=mail#pricing"} while https://formwise.example is tracked',
          "bad_request",
          `url: https://formwise.example is already tracked as "Formwise" (id ${EXAMPLE_ID}).`,
          { field: "url" },
        ),
      },
    },
    403: {
      description: "The account's plan does not include tracking competitors, or the account already tracks all the competitors its plan allows (5 on Tracker, 20 on Command).",
      examples: {
        ...guarded("/api/competitors")[403].examples,
        allowanceUsed: err("/api/competitors", "A sixth competitor on the Tracker plan", "forbidden", "This account already tracks 5 competitors, the most the Tracker plan allows (5). Delete one first, or move to the Command plan (20)."),
      },
    },
    ...signedIn("/api/competitors"),
  }),

  get: responses({
    200: { description: "The competitor with its check state." },
    400: badSegment("/api/competitors/{id}"),
    404: unknown("/api/competitors/{id}"),
    ...guarded("/api/competitors/{id}"),
  }),

  remove: responses({
    204: { description: "No longer tracked; its snapshots and changes are deleted with it. No body." },
    400: badSegment("/api/competitors/{id}"),
    404: unknown("/api/competitors/{id}"),
    ...guarded("/api/competitors/{id}"),
  }),

  check: responses({
    202: { description: "The check is queued (or was already queued or running: then that one is answered, `joined: true`). Its changes appear under /changes once it has run.", headers: RATE_HEADERS },
    400: badSegment("/api/competitors/{id}/check"),
    404: unknown("/api/competitors/{id}/check"),
    429: {
      description: "More than 60 check requests within an hour for this account. Scheduled checks go on regardless. Retry-After says when to try again.",
      headers: LIMITED,
      examples: { hour: err("/api/competitors/{id}/check", "The 61st check request within an hour", "rate_limited", "Too many requests: checking competitors now allows 60 per hour. Retry in 3600 seconds.") },
    },
    ...guarded("/api/competitors/{id}/check"),
  }),

  changes: responses({
    200: { description: "A page of the competitor's changes, newest first, with the number that match the filters in all." },
    400: {
      description: "A filter or the page is invalid, or the id in the path is not valid percent-encoded UTF-8.",
      examples: {
        ...badSegment("/api/competitors/{id}/changes").examples,
        ...badPage("/api/competitors/{id}/changes"),
        severity: err("/api/competitors/{id}/changes", "?severity=urgent", "bad_request", 'Invalid query parameter "severity": must be one of low, medium, high, critical', { field: "severity" }),
        type: err(
          "/api/competitors/{id}/changes",
          "?type=price",
          "bad_request",
          'Invalid query parameter "type": must be one of pricing_change, plan_added, plan_removed, free_tier_changed, feature_added, feature_removed, messaging_change, page_unavailable, page_restored',
          { field: "type" },
        ),
        since: err("/api/competitors/{id}/changes", "?since=yesterday", "bad_request", 'Invalid query parameter "since": must be an ISO 8601 date-time such as 2026-11-01T00:00:00Z', { field: "since" }),
      },
    },
    404: unknown("/api/competitors/{id}/changes"),
    ...guarded("/api/competitors/{id}/changes"),
  }),

  snapshots: responses({
    200: { description: "A page of the snapshots of the competitor's pages, newest first." },
    400: {
      description: "The page is invalid, or the id in the path is not valid percent-encoded UTF-8.",
      examples: { ...badSegment("/api/competitors/{id}/snapshots").examples, ...badPage("/api/competitors/{id}/snapshots") },
    },
    404: unknown("/api/competitors/{id}/snapshots"),
    ...guarded("/api/competitors/{id}/snapshots"),
  }),
};
