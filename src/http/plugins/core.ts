/**
 * Core HTTP behaviour shared by every surface: request ids, client IP, JSON body parsing with a
 * size cap, the single error mapper (400/404/405/413/500 as SPEC §3 describes) and access logs.
 */
import { Elysia, ValidationError } from "elysia";
import { AppError, type ErrorCode } from "../../lib/errors";
import type { Logger } from "../../lib/log";
import { errorBody, jsonResponse, statusOf } from "../errors";
import { htmlErrorPage } from "../../../views/pages/error";

export const MAX_BODY_BYTES = 1024 * 1024;

export interface RequestMeta {
  id: string;
  /** Client address (see clientIp); computed on first use — keyed requests never need it. */
  readonly ip: string;
  start: number;
  /** The exact request body text, kept for routes that verify signatures over raw bytes. */
  rawBody?: string;
  /** Status of an error response (Elysia's `set.status` does not see responses built in onError). */
  status?: number;
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
    m = { id: nextRequestId(), ip: "127.0.0.1", start: performance.now() };
    metas.set(request, m);
  }
  return m;
}

// An incoming X-Request-Id is reused only when it is short and plain, so it cannot inject into logs.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Client address: the socket's, or the first X-Forwarded-For hop when the operator says a proxy
 * they run sits in front. Trusting the header otherwise would let anyone pick their own rate-limit bucket.
 */
export function clientIp(request: Request, server: { requestIP(r: Request): { address: string } | null } | null, trustProxy: boolean): string {
  if (trustProxy) {
    const fwd = request.headers.get("x-forwarded-for");
    const first = fwd?.split(",")[0]?.trim();
    if (first) return first;
  }
  return server?.requestIP(request)?.address ?? "127.0.0.1";
}

/** Path patterns of the registered routes, to tell 405 (known path, wrong method) from 404. */
type RouteTable = { pattern: RegExp; method: string }[];

function compileRoutes(routes: { method: string; path: string }[]): RouteTable {
  return routes.map((r) => {
    const src = r.path
      .split("/")
      .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg === "*" ? ".*" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    return { pattern: new RegExp(`^${src}/?$`), method: r.method.toUpperCase() };
  });
}

function describeValidation(error: ValidationError): string {
  const where = error.type === "query" ? "query parameter" : error.type === "params" ? "path parameter" : error.type === "body" ? "field" : error.type;
  const first = (error.all as { path?: string; message?: string; summary?: string }[])[0];
  const path = (first?.path ?? "root").replace(/^\//, "").replace(/\//g, ".");
  const msg = first?.message ?? first?.summary ?? "is invalid";
  if (path === "root" || path === "") {
    return error.type === "body" ? `Request body is invalid: ${msg}` : `Invalid ${error.type}: ${msg}`;
  }
  return `Invalid ${where} "${path}": ${msg}`;
}

export interface CoreOptions {
  logger: Logger;
  trustProxy: boolean;
}

export function corePlugin(app: Elysia<any, any, any, any, any, any, any>, { logger, trustProxy }: CoreOptions) {
  let routeTable: RouteTable | null = null;
  const allowedMethods = (path: string): string[] => {
    routeTable ??= compileRoutes(app.routes as { method: string; path: string }[]);
    const methods = new Set<string>();
    for (const r of routeTable) if (r.pattern.test(path)) methods.add(r.method === "ALL" ? "GET" : r.method);
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
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
    const h: Record<string, string> = {};
    for (const [k, v] of Object.entries(setHeaders)) if (typeof v === "string") h[k] = v;
    Object.assign(h, { "x-request-id": meta.id }, headers);
    if (wantsHtml(request, path)) {
      return new Response(htmlErrorPage(status, message), { status, headers: { "content-type": "text/html; charset=utf-8", ...h } });
    }
    return jsonResponse(status, errorBody(path, code, message, details), h);
  };

  app
    .onRequest(({ request, set, server }) => {
      const incoming = request.headers.get("x-request-id");
      let ip: string | undefined;
      const meta: RequestMeta = {
        id: incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : nextRequestId(),
        get ip() {
          return (ip ??= clientIp(request, server as any, trustProxy));
        },
        start: performance.now(),
      };
      metas.set(request, meta);
      set.headers["x-request-id"] = meta.id;
      if (request.method === "GET" || request.method === "HEAD") return;
      const len = Number(request.headers.get("content-length") ?? 0);
      if (len > MAX_BODY_BYTES) {
        return respond(request, 413, "payload_too_large", `Request body is ${len} bytes; the limit is ${MAX_BODY_BYTES} bytes (1 MiB).`);
      }
    })
    .onParse(async ({ request, contentType }) => {
      const path = new URL(request.url).pathname;
      const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
      const isJson = type === "application/json" || type.endsWith("+json");
      if (!isJson) {
        // The JSON APIs accept JSON only; forms and other types are for the HTML surfaces.
        if (path.startsWith("/api/")) throw new AppError("bad_request", `Content-Type must be application/json (got ${type ? `"${type}"` : "none"}).`);
        return; // fall through to Elysia's own parsers (forms for the dashboard)
      }
      const text = await request.text();
      if (text.length > MAX_BODY_BYTES) throw new AppError("payload_too_large", `Request body exceeds the limit of ${MAX_BODY_BYTES} bytes (1 MiB).`);
      requestMeta(request).rawBody = text;
      if (text.trim() === "") return null;
      try {
        return JSON.parse(text);
      } catch (e) {
        throw new AppError("bad_request", `Request body is not valid JSON: ${(e as Error).message}`);
      }
    })
    .onError(({ code, error, request, set }) => {
      const path = new URL(request.url).pathname;
      // Elysia wraps whatever a parser throws in a ParseError; our own reasons live in `cause`.
      if (code === "PARSE" && (error as Error).cause instanceof AppError) error = (error as Error).cause as AppError;
      if (error instanceof AppError) {
        return respond(request, statusOf[error.code], error.code, error.message, error.details, error.headers, set.headers);
      }
      if (code === "VALIDATION") return respond(request, 400, "bad_request", describeValidation(error as ValidationError), {}, {}, set.headers);
      if (code === "PARSE") return respond(request, 400, "bad_request", "Request body could not be parsed; send valid JSON with Content-Type: application/json.");
      if (code === "NOT_FOUND") {
        const allow = allowedMethods(path);
        if (allow.length > 0 && !allow.includes(request.method)) {
          const allowHeader = allow.join(", ");
          return respond(request, 405, "method_not_allowed", `${request.method} is not allowed on ${path}; allowed: ${allowHeader}.`, {}, { allow: allowHeader });
        }
        return respond(request, 404, "not_found", `No resource at ${path}.`);
      }
      const meta = requestMeta(request);
      logger.error("unhandled error", { request_id: meta.id, method: request.method, path, err: error as Error });
      return respond(request, 500, "internal_error", `Something went wrong on our side. Quote request id ${meta.id} when reporting it.`);
    });
  if (!logger.enabled("info")) return app;
  // Access log — registered only when it would print: the hook itself costs a scheduled task per request.
  return app.onAfterResponse(({ request, set }) => {
      const meta = requestMeta(request);
      const url = new URL(request.url);
      logger.info("request", {
        request_id: meta.id,
        method: request.method,
        path: url.pathname,
        status: meta.status ?? (typeof set.status === "number" ? set.status : 200),
        ms: Math.round((performance.now() - meta.start) * 100) / 100,
        ip: meta.ip,
      });
    });
}

/** HTML error pages for browser navigations outside the JSON APIs. */
function wantsHtml(request: Request, path: string): boolean {
  if (path.startsWith("/api/") || path === "/api" || path === "/healthz" || path === "/metrics" || path.startsWith("/swagger")) return false;
  return (request.headers.get("accept") ?? "").includes("text/html");
}
