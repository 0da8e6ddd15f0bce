/**
 * Interface A read endpoints: /tools, /tools/{slug}, /compare, /categories.
 * Handlers bind input and call one catalog query; bodies are serialized once per catalog version
 * and query, then served from the cache with an ETag (304 on If-None-Match).
 */
import { Elysia } from "elysia";
import type { AccessService } from "../../access/service";
import { categoriesOverview, compareTools, publicTool, toolDetail } from "../../catalog/queries";
import type { CatalogService } from "../../catalog/service";
import { splitTerms } from "../../catalog/service";
import { badRequest } from "../../lib/errors";
import { etagMatches, ResponseCache, type CachedBody } from "../../lib/response-cache";
import { API_VERSION } from "../../lib/version";
import { meteredHook } from "../plugins/access";
import {
  categoriesSchema,
  compareQuerySchema,
  comparisonSchema,
  rateLimitErrorSchema,
  slugParamsSchema,
  toolDetailSchema,
  toolListSchema,
  toolsQuerySchema,
  v1ErrorSchema,
  type ToolsQuery,
} from "./schemas";

const MAX_LIMIT = 100;

export interface CatalogRouteDeps {
  catalog: CatalogService;
  access: AccessService;
}

export function catalogRoutes({ catalog, access }: CatalogRouteDeps) {
  const cache = new ResponseCache(5000);
  const admit = meteredHook(access);
  /**
   * Raw request target (path + query string, exactly as sent) → the cache key of the body it
   * produced. Filled only after a request went through routing and validation and answered 200,
   * so the same target can be answered before routing by `fastPath` below: the answer depends on
   * nothing but the target and the catalog version (the key only changes the rate-limit headers).
   */
  const byTarget = new Map<string, string>();
  const target = (request: Request) => {
    const u = request.url;
    return u.slice(u.indexOf("/", u.indexOf("//") + 2));
  };

  /** The complete Response for a cached body, or a 304 when the client already has it. */
  const respond = (request: Request, set: { headers: Record<string, unknown> }, hit: CachedBody) => {
    // Headers the hooks put in `set.headers` move into our Response: when `set.headers` is not
    // empty, Elysia re-wraps a returned Response around its body stream, which costs more than
    // the rest of the request together.
    const headers: Record<string, string> = {};
    for (const k in set.headers) {
      headers[k] = set.headers[k] as string;
      delete set.headers[k];
    }
    headers.etag = hit.etag;
    headers["cache-control"] = "no-cache";
    if (etagMatches(request.headers.get("if-none-match"), hit.etag)) return new Response(null, { status: 304, headers });
    return new Response(hit.blob, { headers });
  };

  /** Serves `compute()`'s body from the cache (computing it once per catalog version). */
  const serve = (request: Request, set: { headers: Record<string, unknown> }, key: string, compute: () => object) => {
    const hit = cache.get(catalog.version(), key, () => ({ api_version: API_VERSION, ...compute() }));
    // Only the cache key is remembered: the bodies stay bounded by the cache's own byte budget.
    if (byTarget.size >= 10_000) byTarget.delete(byTarget.keys().next().value!);
    byTarget.set(target(request), key);
    return respond(request, set, hit);
  };

  /**
   * onRequest: a repeated GET of a counted endpoint is answered from `byTarget` before routing,
   * after the same access check the routed path makes (which may throw 401/429).
   */
  const fastPath = ({ request, set }: { request: Request; set: { headers: Record<string, unknown> } }) => {
    if (request.method !== "GET") return;
    const key = byTarget.get(target(request));
    if (key === undefined) return;
    const hit = cache.peek(catalog.version(), key);
    if (!hit) return; // evicted, or the catalog changed: take the routed path
    admit({ request, set });
    return respond(request, set, hit);
  };

  const listTools = (request: Request, set: { headers: Record<string, unknown> }, q: ToolsQuery) => {
    if (q.slug !== undefined) return serve(request, set, `slug\u0000${q.slug}`, () => toolDetail(catalog.index(), q.slug!));
    const text = q.q ?? q.search;
    const limit = Math.min(q.limit ?? 50, MAX_LIMIT);
    const offset = q.offset ?? 0;
    const terms = text ? splitTerms(text) : [];
    const key = ["list", terms.join(" "), q.category?.trim().toLowerCase() ?? "", q.model?.toLowerCase() ?? "", q.free ?? "", q.sort ?? "name", limit, offset].join("\u0000");
    return serve(request, set, key, () => {
      const index = catalog.index();
      const { total, tools } = index.list({
        terms,
        category: q.category,
        model: q.model,
        free: q.free === undefined ? undefined : q.free === "true",
        sort: q.sort,
        limit,
        offset,
      });
      return { total, offset, limit, tools: tools.map(publicTool), categories_available: index.categories };
    });
  };

  const errors = { 400: v1ErrorSchema, 401: v1ErrorSchema, 404: v1ErrorSchema, 429: rateLimitErrorSchema };

  return new Elysia({ name: "v1-catalog", prefix: "/api/v1" })
    .onRequest(fastPath)
    .get("/categories", ({ request, set }) => respond(request, set, cache.get(catalog.version(), "categories", () => ({ api_version: API_VERSION, ...categoriesOverview(catalog.index()) }))), {
      response: { 200: categoriesSchema },
      detail: {
        tags: ["Tools"],
        summary: "Categories with statistics",
        description: "Every category, sorted by name, with tool counts, free-tier share, pricing models and its five most prominent tools. Not rate-limited and not counted.",
      },
    })
    .guard({ transform: admit }, (metered) =>
      metered
        .get("/tools", ({ request, set, query }) => listTools(request, set, query), {
          query: toolsQuerySchema,
          response: { 200: toolListSchema, ...errors },
          detail: {
            tags: ["Tools"],
            summary: "List and search tools",
            description:
              "Filter, search, sort and paginate the catalog. With `slug`, answers exactly like GET /tools/{slug}. Counted against the caller's rate limit and quota.",
            security: [{}, { apiKey: [] }],
          },
        })
        .get("/tools/:slug", ({ request, set, params }) => serve(request, set, `slug\u0000${params.slug}`, () => toolDetail(catalog.index(), params.slug)), {
          params: slugParamsSchema,
          response: { 200: toolDetailSchema, ...errors },
          detail: {
            tags: ["Tools"],
            summary: "One tool with its category statistics and competitors",
            description: "Unknown slugs answer 404 with up to three `suggestions`.",
            security: [{}, { apiKey: [] }],
          },
        })
        .get(
          "/compare",
          ({ request, set, query }) => {
            const a = query.a ?? query.tool1;
            const b = query.b ?? query.tool2;
            const missing = [a === undefined || a.trim() === "" ? "a" : null, b === undefined || b.trim() === "" ? "b" : null].filter(Boolean);
            if (missing.length) throw badRequest(`Missing query parameter ${missing.map((m) => `"${m}"`).join(" and ")}: give a tool slug or name (aliases tool1, tool2).`);
            return serve(request, set, `compare\u0000${a!.trim().toLowerCase()}\u0000${b!.trim().toLowerCase()}`, () => compareTools(catalog.index(), a!, b!));
          },
          {
            query: compareQuerySchema,
            response: { 200: comparisonSchema, ...errors },
            detail: {
              tags: ["Tools"],
              summary: "Compare two tools",
              description:
                "Feature analysis (shared and exclusive features, compared ignoring case and spacing) and tool_a's category context with the competitive-intensity score. 400 when a or b is missing or both name the same tool; 404 naming which tool is unknown, with suggestions.",
              security: [{}, { apiKey: [] }],
            },
          },
        ),
    );
}
