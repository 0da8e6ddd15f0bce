/**
 * Per-route limits, checked in onRequest: before the body is read, parsed or validated. A client
 * that floods an endpoint with bodies that fail validation is counted like any other (the
 * limiter used to run after validation, so invalid bodies were free), and a refusal costs us a
 * map lookup, not a parse.
 *
 * Rules are keyed "METHOD /exact/path"; each takes the request (its meta has the client IP) and
 * returns the rate-limit headers to send, or throws AppError 429 — or, for an HTML form that
 * shows its refusals in its own page, answers the request itself with a Response. A rule whose
 * counts must be read first (a counter not in memory) answers with a promise of the same.
 */
import { Elysia } from "elysia";
import { AppError } from "../../lib/errors";
import { requestMeta } from "./core";

type Verdict = Record<string, string> | Response;
export type RouteLimitRule = (request: Request) => Verdict | Promise<Verdict>;

/**
 * A rule whose refusals (AppError, thrown at once or by the promise of a rule counted in the
 * database) are answered by `page` — an HTML form's own page — instead of the API's JSON error.
 */
export function answeredInPage(rule: RouteLimitRule, page: (request: Request, e: AppError) => Response): RouteLimitRule {
  return (request) => {
    const refused = (e: unknown) => {
      if (!(e instanceof AppError)) throw e;
      const res = page(request, e);
      res.headers.set("x-request-id", requestMeta(request).id);
      return res;
    };
    try {
      const verdict = rule(request);
      return verdict instanceof Promise ? verdict.catch(refused) : verdict;
    } catch (e) {
      return refused(e);
    }
  };
}

export const routeLimits = (rules: Record<string, RouteLimitRule>) => {
  const table = new Map(Object.entries(rules));
  const methods = new Set([...table.keys()].map((k) => k.slice(0, k.indexOf(" "))));
  // Async so that Elysia awaits it (it only awaits hooks it sees as async): a rule that reads the
  // database first answers with a promise, which must settle before routing goes on — and its
  // refusal must reach onError. The await costs a microtask, not a database read.
  return new Elysia({ name: "route-limits" }).onRequest(async ({ request, set }) => {
    if (!methods.has(request.method)) return;
    const u = request.url;
    const start = u.indexOf("/", u.indexOf("//") + 2);
    const q = u.indexOf("?", start);
    let path = u.slice(start, q < 0 ? undefined : q);
    if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1); // the router ignores it too
    const rule = table.get(`${request.method} ${path}`);
    if (!rule) return;
    const apply = (verdict: Verdict) => {
      if (verdict instanceof Response) return verdict;
      Object.assign(set.headers, verdict);
    };
    const verdict = rule(request);
    return verdict instanceof Promise ? verdict.then(apply) : apply(verdict);
  });
};
