/**
 * GET /metrics — Prometheus text (SPEC §10), behind RIVALSCOPE_METRICS_TOKEN when it is set.
 * Registered only when metrics are on (RIVALSCOPE_METRICS). Left out of the OpenAPI document:
 * it is for the operator's Prometheus, not an API of the product.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Elysia } from "elysia";
import type { Metrics } from "../ops/metrics";
import { AppError } from "../lib/errors";

const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * True when the Authorization header carries exactly `Bearer <token>`. Both sides are hashed
 * first so the comparison takes the same time whatever the length or the first wrong byte.
 */
export function bearerMatches(header: string | null, token: string): boolean {
  const sent = header?.match(/^Bearer[ ]+(\S+)\s*$/i)?.[1] ?? "";
  return timingSafeEqual(digest(sent), digest(token)) && sent.length > 0;
}

export const metricsRoutes = (deps: { metrics: Metrics | null; config: { metricsToken?: string } }) => {
  const { metrics } = deps;
  const app = new Elysia({ name: "metrics" });
  if (!metrics) return app;
  const token = deps.config.metricsToken;
  return app.get(
    "/metrics",
    async ({ request }) => {
      if (token !== undefined && !bearerMatches(request.headers.get("authorization"), token)) {
        // core.ts adds `WWW-Authenticate: Bearer realm="rivalscope"` to every 401 outside interface A.
        throw new AppError("not_authenticated", "GET /metrics needs Authorization: Bearer <RIVALSCOPE_METRICS_TOKEN>.");
      }
      return new Response(await metrics.scrape(), { headers: { "content-type": metrics.contentType, "cache-control": "no-store" } });
    },
    { detail: { hide: true } },
  );
};
