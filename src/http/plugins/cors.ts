/**
 * CORS for interface A (`/api/v1`), so a web page on another origin — a dashboard, the
 * operator's own pricing page calling /checkout — can use the API from the browser.
 *
 * Security: the answer is `Access-Control-Allow-Origin: *` without credentials. Interface A
 * authenticates with the `x-api-key` header only, never with cookies, so a foreign page can do
 * nothing a script outside the browser could not; the dashboard and interface B get no CORS.
 * Headers are added only when the request carries `Origin` (browsers send it on cross-origin
 * requests), so server-to-server traffic pays nothing.
 */
import { Elysia } from "elysia";

const EXPOSED = [
  "etag",
  "retry-after",
  "x-request-id",
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "x-quota-limit",
  "x-quota-remaining",
  "x-quota-reset",
  "ratelimit-policy",
  "ratelimit",
].join(", ");

const PREFLIGHT = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "x-api-key, content-type, if-none-match",
  "access-control-max-age": "86400",
};

/** True for /api/v1 and below, read straight off the URL string (this runs on every request). */
const isV1 = (url: string) => {
  const path = url.indexOf("/", url.indexOf("//") + 2);
  if (path < 0 || !url.startsWith("/api/v1", path)) return false;
  const next = url[path + 7];
  return next === undefined || next === "/" || next === "?";
};

export const corsPlugin = () =>
  new Elysia({ name: "cors-v1" }).onRequest(({ request, set }) => {
    if (!request.headers.has("origin") || !isV1(request.url)) return;
    if (request.method === "OPTIONS") {
      const headers: Record<string, string> = { ...PREFLIGHT };
      for (const k in set.headers) headers[k] = set.headers[k] as string;
      for (const k in headers) delete set.headers[k];
      return new Response(null, { status: 204, headers });
    }
    set.headers["access-control-allow-origin"] = "*";
    set.headers["access-control-expose-headers"] = EXPOSED;
  });
