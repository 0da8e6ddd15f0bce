/**
 * Per-route limits, checked in onRequest: before the body is read, parsed or validated. A client
 * that floods an endpoint with bodies that fail validation is counted like any other (the
 * limiter used to run after validation, so invalid bodies were free), and a refusal costs us a
 * map lookup, not a parse.
 *
 * Rules are keyed "METHOD /exact/path"; each takes the request (its meta has the client IP) and
 * returns the rate-limit headers to send, or throws AppError 429 — or, for an HTML form that
 * shows its refusals in its own page, answers the request itself with a Response.
 */
import { Elysia } from "elysia";

export type RouteLimitRule = (request: Request) => Record<string, string> | Response;

export const routeLimits = (rules: Record<string, RouteLimitRule>) => {
  const table = new Map(Object.entries(rules));
  const methods = new Set([...table.keys()].map((k) => k.slice(0, k.indexOf(" "))));
  return new Elysia({ name: "route-limits" }).onRequest(({ request, set }) => {
    if (!methods.has(request.method)) return;
    const u = request.url;
    const start = u.indexOf("/", u.indexOf("//") + 2);
    const q = u.indexOf("?", start);
    let path = u.slice(start, q < 0 ? undefined : q);
    if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1); // the router ignores it too
    const rule = table.get(`${request.method} ${path}`);
    if (!rule) return;
    const verdict = rule(request);
    if (verdict instanceof Response) return verdict;
    Object.assign(set.headers, verdict);
  });
};
