/**
 * Core HTTP behaviour shared by every surface: request ids, client IP, security headers, JSON body
 * parsing with a size cap, the single error mapper (400/404/405/413/500 as SPEC §3 describes), and
 * the end of every request: its access log line and its count in /metrics.
 */
import { Elysia, ValidationError } from "elysia";
import { parseQuery } from "elysia/parse-query";
import { AppError, isUnstorableText, type ErrorCode } from "../../lib/errors";
import { jsonNestingExceeds } from "../../lib/json-depth";
import type { Logger } from "../../lib/log";
import { clientIpFrom, ipBucket } from "../../net/ip";
import { errorBody, isInterfaceA, jsonResponse, statusOf } from "../errors";
import { htmlErrorPage } from "../../../views/pages/error";
import { HSTS_HEADER, HTML_SECURITY_HEADERS, isJsonSurface } from "../security-headers";
import { UNMATCHED_ROUTE, type Metrics } from "../../ops/metrics";

export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest JSON nesting accepted in a request body; no API of ours needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

export interface RequestMeta {
  id: string;
  /** Client address, canonical (see clientIpFrom); computed on first use — keyed requests never need it. */
  readonly ip: string;
  /** The per-IP rate-limit bucket of `ip` (IPv6 by /64). */
  readonly ipBucket: string;
  start: number;
  /** The exact request body text, kept for routes that verify signatures over raw bytes. */
  rawBody?: string;
  /** Status of an error response (Elysia's `set.status` does not see responses built in onError). */
  status?: number;
  /**
   * The route template that answered, for routes answered before routing (interface A's fast
   * path); routed requests get theirs from Elysia.
   */
  route?: string;
  /** A 429 of this request already counted in /metrics by tier (interface A's key tiers). */
  rateLimitCounted?: boolean;
  /** Who made the request, once known (a key, an account, an admin): for the access log. */
  actorKind?: string;
  actorId?: string;
  /**
   * Ends the request's bookkeeping (access log, metrics) for a response answered before routing:
   * Elysia runs no onAfterResponse for those. Null when there is no bookkeeping to do.
   */
  finish: ((request: Request, meta: RequestMeta, status: number) => void) | null;
}

const metas = new WeakMap<Request, RequestMeta>();

/** Per-request facts set before routing; available to every hook and handler. */
/**
 * Request ids: a random per-process prefix plus a counter — unique across restarts, and far
 * cheaper than a UUID per request on the hot path.
 */
const ID_PREFIX = crypto.randomUUID().slice(0, 8);
let idCounter = 0;
const nextRequestId = () => `${ID_PREFIX}-${(++idCounter).toString(36)}`;

export function requestMeta(request: Request): RequestMeta {
  let m = metas.get(request);
  if (!m) {
    m = { id: nextRequestId(), ip: "127.0.0.1", ipBucket: "127.0.0.1", start: performance.now(), finish: null };
    metas.set(request, m);
  }
  return m;
}

// An incoming X-Request-Id is reused only when it is short and plain, so it cannot inject into logs.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Client address: the socket's, or N hops from the right of X-Forwarded-For when the operator
 * runs N proxies in front (see clientIpFrom). Requests without a socket (tests through
 * `app.handle`) count as loopback.
 */
export function clientIp(request: Request, server: RequestServer, trustedHops: number): string {
  return clientIpFrom(request.headers.get("x-forwarded-for"), server?.requestIP(request)?.address ?? "127.0.0.1", trustedHops);
}

/**
 * The sentences of the errors every route can answer, written once: the error mapper sends them
 * and the OpenAPI document shows them as its examples (openapi.ts).
 */
export const COMMON_ERRORS = {
  notFound: (path: string) => `No resource at ${path}.`,
  methodNotAllowed: (method: string, path: string, allow: string) => `${method} is not allowed on ${path}; allowed: ${allow}.`,
  payloadTooLarge: () => `Request body is larger than the limit of ${MAX_BODY_BYTES} bytes (1 MiB).`,
};

/**
 * The request body, read chunk by chunk and refused with 413 as soon as it passes MAX_BODY_BYTES:
 * a chunked upload has no Content-Length to refuse it by up front, and must not be buffered whole
 * before it is found too big.
 */
async function readBody(request: Request): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      void reader.cancel().catch(() => {});
      throw new AppError("payload_too_large", COMMON_ERRORS.payloadTooLarge());
    }
    chunks.push(value);
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/** Path patterns of the registered routes, to tell 405 (known path, wrong method) from 404. */
export type RouteTable = { pattern: RegExp; method: string }[];

export function compileRoutes(routes: { method: string; path: string }[]): RouteTable {
  // A catch-all (the dashboard's 404 page) answers for paths nobody declared: it makes no path known.
  return routes.filter((r) => !r.path.endsWith("*")).map((r) => {
    const src = r.path
      .split("/")
      .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    return { pattern: new RegExp(`^${src}/?$`), method: r.method.toUpperCase() };
  });
}

/** The methods a path answers (the Allow header of a 405), HEAD with GET; empty for an unknown path. */
export function allowedMethods(table: RouteTable, path: string): string[] {
  const methods = new Set<string>();
  for (const r of table) if (r.pattern.test(path)) methods.add(r.method === "ALL" ? "GET" : r.method);
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}

/**
 * A validation failure as `{message, field}`: the field (dotted path) and what is wrong with it —
 * never the rejected value, which may be huge, hostile, or a secret typed into the wrong field.
 */
export function describeInvalid(type: string, path: string, msg: string): { message: string; field?: string } {
  const where = type === "query" ? "query parameter" : type === "params" ? "path parameter" : type === "body" ? "field" : type;
  if (path === "root" || path === "") return { message: type === "body" ? `Request body is invalid: ${msg}` : `Invalid ${type}: ${msg}` };
  return { message: `Invalid ${where} "${path}": ${msg}`, field: path };
}

function describeValidation(error: ValidationError): { message: string; field?: string } {
  const first = (error.all as { path?: string; message?: string; summary?: string }[])[0];
  const path = (first?.path ?? "root").replace(/^\//, "").replace(/\//g, ".");
  return describeInvalid(error.type, path, first?.message ?? first?.summary ?? "is invalid");
}

export interface CoreOptions {
  logger: Logger;
  /** Proxy hops to trust in X-Forwarded-For (0 = none). */
  trustProxy: number;
  /** Where requests are counted for /metrics; null when metrics are off. */
  metrics: Metrics | null;
  /** Send Strict-Transport-Security (the public base URL is https). */
  hsts: boolean;
}

export function corePlugin(app: Elysia<any, any, any, any, any, any, any>, { logger, trustProxy, metrics, hsts }: CoreOptions) {
  let routeTable: RouteTable | null = null;
  const logRequests = logger.enabled("info");

  /**
   * The end of a request: one count in /metrics and one access-log line. The route is the
   * template that matched ("/api/v1/tools/:slug", never the path as sent), so neither the label
   * set nor the log grows with what clients type; the log holds no path, query or header value,
   * so no key, token or password sent in one can reach it.
   */
  const finish = (request: Request, meta: RequestMeta, status: number, route = meta.route ?? UNMATCHED_ROUTE) => {
    const ms = performance.now() - meta.start;
    if (metrics) {
      metrics.requests.record(route, request.method, status, ms / 1000);
      // Every other limit (per IP, per account, the sign-in throttles) refuses with a 429 too.
      if (status === 429 && !meta.rateLimitCounted) metrics.events.rateLimited("per_ip");
    }
    if (!logRequests) return;
    logger.info("request", {
      request_id: meta.id,
      method: request.method,
      route,
      status,
      duration_ms: Math.round(ms * 100) / 100,
      ip: meta.ip,
      ...(meta.actorKind ? { actor: meta.actorKind, actor_id: meta.actorId } : {}),
    });
  };
  const bookkeeping = logRequests || metrics !== null;

  /**
   * The start of every request: its meta (id, client address, clock) and the headers every
   * response carries, errors and early answers included, put into `headers` (Elysia merges
   * `set.headers` into whatever is returned; a Response's own headers win; interface A's fast
   * paths move them into their Response). Run by the onRequest hook below, and by interface A's
   * answers given before Elysia (src/http/v1/catalog.ts). A request already begun keeps its meta
   * (one that a fast path handed on to Elysia): one id, one access-log line.
   */
  const begin = (request: Request, server: RequestServer, headers: Record<string, unknown>): RequestMeta => {
    let meta = metas.get(request);
    if (!meta) {
      const incoming = request.headers.get("x-request-id");
      let ip: string | undefined;
      let bucket: string | undefined;
      meta = {
        id: incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : nextRequestId(),
        get ip() {
          return (ip ??= clientIp(request, server, trustProxy));
        },
        get ipBucket() {
          return (bucket ??= ipBucket(this.ip));
        },
        start: performance.now(),
        finish: bookkeeping ? finish : null,
      };
      metas.set(request, meta);
    }
    headers["x-request-id"] = meta.id;
    headers["x-content-type-options"] = "nosniff";
    if (hsts) headers["strict-transport-security"] = HSTS_HEADER;
    const u = request.url;
    if (!isJsonSurface(u, u.indexOf("/", u.indexOf("//") + 2))) Object.assign(headers, HTML_SECURITY_HEADERS);
    return meta;
  };

  const respond = (
    request: Request,
    status: number,
    code: ErrorCode,
    message: string,
    details: Record<string, unknown> = {},
    headers: Record<string, string> = {},
    setHeaders: Record<string, unknown> = {},
  ) => {
    const meta = requestMeta(request);
    meta.status = status;
    const path = new URL(request.url).pathname;
    // Headers a hook already decided on (rate-limit headers of a counted request) stay on errors.
    // Not Set-Cookie: Elysia merges `set.headers` into the returned Response itself, and appends
    // a Set-Cookie where it replaces the others, so a copy here would send the cookie twice.
    const h: Record<string, string> = {};
    for (const [k, v] of Object.entries(setHeaders)) if (typeof v === "string" && k !== "set-cookie") h[k] = v;
    Object.assign(h, { "x-request-id": meta.id }, headers);
    // Every 401 names how to authenticate (RFC 9110 §15.5.2): on interface B that is a Bearer
    // token (the Bearer plugin adds why a token failed); interface A's key header is no HTTP scheme.
    if (status === 401 && !h["www-authenticate"] && !isInterfaceA(path)) h["www-authenticate"] = 'Bearer realm="rivalscope"';
    if (wantsHtml(request, path)) {
      // An error page is never worth caching, and its URL (a checkout's session id, a setup token)
      // must not travel on to the next site as a Referer.
      const page = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer" };
      return new Response(htmlErrorPage(status, message), { status, headers: { ...page, ...h } });
    }
    return jsonResponse(status, errorBody(path, code, message, details), h);
  };

  app
    .onRequest(({ request, set, server }) => {
      begin(request, server as RequestServer, set.headers);
      if (request.method === "GET" || request.method === "HEAD") return;
      const len = Number(request.headers.get("content-length") ?? 0);
      // Refused by its declared length before a byte of it is read (chunked bodies: readBody).
      if (len > MAX_BODY_BYTES) return respond(request, 413, "payload_too_large", COMMON_ERRORS.payloadTooLarge());
    })
    .onParse(async ({ request, contentType }) => {
      const path = new URL(request.url).pathname;
      const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
      const isJson = type === "application/json" || type.endsWith("+json");
      const isForm = type === "application/x-www-form-urlencoded";
      // A request without a body needs no content type (POST /api/billing/portal takes none);
      // a route that needs one then refuses the missing body by its schema.
      if (!type && !request.headers.has("transfer-encoding") && Number(request.headers.get("content-length") ?? 0) === 0) return null;
      // The JSON APIs accept JSON only; forms are for the HTML surfaces (the dashboard, checkout pages).
      if (!isJson && path.startsWith("/api/")) throw new AppError("bad_request", `Content-Type must be application/json (got ${type ? `"${type}"` : "none"}).`);
      // Every body goes through the capped reader: Elysia's own parsers would read it whole first.
      const text = new TextDecoder().decode(await readBody(request));
      if (!isJson && !isForm) {
        if (text === "") return null; // a bodiless POST (a bare button) names no type
        throw new AppError("bad_request", `Content-Type ${type ? `"${type}"` : "(none)"} is not accepted here; send a form (application/x-www-form-urlencoded) or JSON.`);
      }
      if (isForm) return parseQuery(text);
      requestMeta(request).rawBody = text;
      if (text.trim() === "") return null;
      if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) throw new AppError("bad_request", `Request body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels.`);
      try {
        return JSON.parse(text);
      } catch (e) {
        // The parser's own words help the client find the typo; bounded, they cannot echo much.
        throw new AppError("bad_request", `Request body is not valid JSON: ${String((e as Error).message).slice(0, 120)}`);
      }
    })
    .onError(({ code, error, request, set }) => {
      const path = new URL(request.url).pathname;
      // Elysia wraps whatever a parser throws in a ParseError; our own reasons live in `cause`.
      if (code === "PARSE" && (error as Error).cause instanceof AppError) error = (error as Error).cause as AppError;
      if (error instanceof AppError) {
        return respond(request, statusOf[error.code], error.code, error.message, error.details, error.headers, set.headers);
      }
      if (code === "VALIDATION") {
        const { message, field } = describeValidation(error as ValidationError);
        return respond(request, 400, "bad_request", message, field ? { field } : {}, {}, set.headers);
      }
      if (code === "PARSE") return respond(request, 400, "bad_request", "Request body could not be parsed; send valid JSON with Content-Type: application/json.");
      if (code === "NOT_FOUND") {
        const allow = allowedMethods((routeTable ??= compileRoutes(app.routes as { method: string; path: string }[])), path);
        if (allow.length > 0 && !allow.includes(request.method)) {
          const allowHeader = allow.join(", ");
          return respond(request, 405, "method_not_allowed", COMMON_ERRORS.methodNotAllowed(request.method, path, allowHeader), {}, { allow: allowHeader });
        }
        return respond(request, 404, "not_found", COMMON_ERRORS.notFound(path));
      }
      if (isUnstorableText(error)) return respond(request, 400, "bad_request", "Text must not contain NUL characters (\\u0000).");
      const meta = requestMeta(request);
      logger.error("unhandled error", { request_id: meta.id, method: request.method, path, err: error as Error });
      return respond(request, 500, "internal_error", `Something went wrong on our side. Quote request id ${meta.id} when reporting it.`);
    });
  // Registered only when there is something to record: the hook costs a scheduled task per request.
  if (bookkeeping) app.onAfterResponse((c) => {
    const { request, set } = c;
    const meta = requestMeta(request);
    // The status actually sent: an error's, a Response's a handler built itself (redirects,
    // refusals), or the one set on `set`.
    const sent = (c as { responseValue?: unknown }).responseValue;
    const status = meta.status ?? (sent instanceof Response ? sent.status : typeof set.status === "number" ? set.status : 200);
    finish(request, meta, status, (c as { route?: string }).route || meta.route || UNMATCHED_ROUTE);
  });
  return { begin };
}

/** What a request's client address is read from (Bun's server; null under `app.handle`). */
export type RequestServer = { requestIP(r: Request): { address: string } | null } | null | undefined;

/** Starts a request outside Elysia's hooks exactly as the core's onRequest hook does. */
export type BeginRequest = (request: Request, server: RequestServer, headers: Record<string, unknown>) => RequestMeta;

/** HTML error pages for browser navigations outside the JSON APIs. */
function wantsHtml(request: Request, path: string): boolean {
  if (path.startsWith("/api/") || path === "/api" || path === "/healthz" || path === "/metrics" || path.startsWith("/swagger")) return false;
  return (request.headers.get("accept") ?? "").includes("text/html");
}
