/**
 * Interface A read endpoints: /tools, /tools/{slug}, /compare, /categories.
 * Handlers bind input and call one catalog query; bodies are serialized once per catalog version
 * and query, then served from the cache with an ETag (304 on If-None-Match).
 */
import { Elysia } from "elysia";
import { z } from "zod";
import type { AccessService } from "../../access/service";
import { normalizeText, sortOf } from "../../catalog/catalog-index";
import { categoriesOverview, compareTools, findPair, findTool, publicTool, toolDetail } from "../../catalog/queries";
import type { CatalogService } from "../../catalog/service";
import { splitTerms } from "../../catalog/service";
import { badRequest } from "../../lib/errors";
import { etagMatches, ResponseCache, type CachedBody } from "../../lib/response-cache";
import { API_VERSION } from "../../lib/version";
import { meteredHook } from "../plugins/access";
import { requestMeta, type BeginRequest, type RequestMeta, type RequestServer } from "../plugins/core";
import { COMPARE_REQUIRED, IF_NONE_MATCH, V1_RESPONSES } from "./docs";
import {
  categoriesSchema,
  compareQuerySchema,
  comparisonSchema,
  rateLimitErrorSchema,
  REPEATABLE_PARAMS,
  slugParamsSchema,
  toolDetailSchema,
  toolListSchema,
  toolsQuerySchema,
  v1ErrorSchema,
  type ToolsQuery,
} from "./schemas";

const MAX_LIMIT = 100;

/**
 * Transform hook: the query string exactly as sent, for the schemas to judge. Elysia's own parser
 * for zod schemas splits a value at commas and reads "[…]" as JSON, so `q=crm,sales` would be
 * refused as a list. Here a parameter given once is its string, one given several times a list
 * (which the schemas refuse), and a REPEATABLE_PARAMS one always a list.
 */
function exactQuery(ctx: { request: Request; query: Record<string, unknown> }) {
  const url = ctx.request.url;
  const at = url.indexOf("?");
  const query: Record<string, string | string[]> = {};
  if (at >= 0) {
    for (const [k, v] of new URLSearchParams(url.slice(at + 1))) {
      const seen = query[k];
      if (seen === undefined) query[k] = REPEATABLE_PARAMS.includes(k) ? [v] : v;
      else query[k] = Array.isArray(seen) ? [...seen, v] : [seen, v];
    }
  }
  ctx.query = query;
}

/** The route template of a remembered target (only /tools, /tools/{slug} and /compare are remembered). */
const fastRoute = (target: string) =>
  target.startsWith("/api/v1/tools/") ? "/api/v1/tools/:slug" : target.startsWith("/api/v1/compare") ? "/api/v1/compare" : "/api/v1/tools";

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

  /**
   * Per cached body, a Response holding it with its fixed headers; each 200 is a clone of it with
   * the request's own headers added — half what building a Response and its headers anew costs
   * (a clone shares the Blob; Bun still sends it without copying).
   */
  const templates = new WeakMap<CachedBody, Response>();
  /** The complete Response for a cached body, or a 304 when the client already has it. */
  const respond = (request: Request, set: { headers: Record<string, unknown> }, hit: CachedBody) => {
    // Headers the hooks put in `set.headers` move into our Response: when `set.headers` is not
    // empty, Elysia re-wraps a returned Response around its body stream, which costs more than
    // the rest of the request together.
    if (etagMatches(request.headers.get("if-none-match"), hit.etag)) {
      const headers: Record<string, string> = {};
      for (const k in set.headers) {
        headers[k] = set.headers[k] as string;
        delete set.headers[k];
      }
      headers.etag = hit.etag;
      headers["cache-control"] = "no-cache";
      return new Response(null, { status: 304, headers });
    }
    let template = templates.get(hit);
    if (!template) templates.set(hit, (template = new Response(hit.blob, { headers: { etag: hit.etag, "cache-control": "no-cache" } })));
    const response = template.clone();
    const headers = response.headers;
    for (const k in set.headers) {
      headers.set(k, set.headers[k] as string);
      delete set.headers[k];
    }
    return response;
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
   * The fast path — onRequest: a repeated GET of a counted endpoint is answered from `byTarget`
   * before routing. It must answer exactly what the routed path would (test/http/v1-fast-path.test.ts
   * runs every interface A scenario through both). That holds because of these invariants:
   * 1. Only targets that answered 200 through routing and validation are remembered, so the
   *    target is known valid; everything else (400, 404, a new target) takes the routed path.
   * 2. The body depends on nothing but the target and the catalog version: a remembered key
   *    is looked up with `peek` at the current version, and any catalog change misses.
   * 3. Access is decided the same way: `admit` (key, limits, counting) runs here exactly as
   *    the routed path's transform hook runs it, and may throw the same 401/429.
   * 4. Headers set by earlier hooks (CORS, X-Request-Id, rate limits) travel the same way:
   *    `respond` moves them into the Response on both paths.
   * 5. Memory is bounded: `byTarget` holds at most 10,000 keys (oldest dropped), the bodies
   *    only live in the byte-bounded ResponseCache.
   */
  /** A remembered target whose body is cached at the current catalog version, or undefined (take the routed path). */
  const remembered = (request: Request): { t: string; hit: CachedBody } | undefined => {
    if (request.method !== "GET") return;
    const t = target(request);
    const key = byTarget.get(t);
    if (key === undefined) return;
    const hit = cache.peek(catalog.version(), key);
    return hit ? { t, hit } : undefined; // no hit: evicted, or the catalog changed
  };

  /** Admits the caller (may throw, or reject, the 401/429) and answers the cached body. */
  const fromCache = (request: Request, set: { headers: Record<string, unknown> }, meta: RequestMeta, { t, hit }: { t: string; hit: CachedBody }) => {
    // Elysia runs no onAfterResponse for an answer given before routing: the route template the
    // routed path would have matched is named here, and the request's bookkeeping ended below.
    meta.route = fastRoute(t);
    const answer = () => {
      const response = respond(request, set, hit);
      meta.finish?.(request, meta, response.status);
      return response;
    };
    // From memory (a known key, counters in memory) admission is synchronous; otherwise it reads
    // them first and the answer follows.
    const admitted = admit({ request, set });
    return admitted instanceof Promise ? admitted.then(answer) : answer();
  };

  /** Refusals found before Elysia (see `nativeRoutes`), for the routed path to answer. */
  const handedOn = new WeakMap<Request, { error: unknown }>();

  // Declared async so that Elysia awaits it: a refusal found after a key read (a cache miss, a
  // revoked key) is then a rejection Elysia's onError answers (401/429). A non-async onRequest
  // hook's promise is not awaited, and its rejection escaped the app instead of becoming the
  // answer. The await this adds is a microtask, not a database read: a known key is still
  // admitted from memory.
  const fastPath = async ({ request, set }: { request: Request; set: { headers: Record<string, unknown> } }) => {
    const refused = handedOn.get(request);
    if (refused) throw refused.error;
    const found = remembered(request);
    if (found) return fromCache(request, set, requestMeta(request), found);
  };

  /**
   * The fast path before Elysia: handlers for Bun's own router (app.ts hands them to Elysia's
   * `serve.routes`), for GET on the three counted paths. Elysia's per-request work — its context,
   * four onRequest hooks, the early-response mapping — cost about as much as the answer itself
   * (npm run bench: compare at 46–53% of a bare Bun.serve with it, docs/benchmarks.md). The same
   * invariants hold as for `fastPath`, which it shares its steps with; and everything it does not
   * answer goes to `routed` (Elysia's handler) untouched:
   * - a request with an Origin goes to Elysia, whose CORS hook adds its headers;
   * - `begin` is the core's own start of a request (id, security headers, bookkeeping), so
   *   headers, access log and metrics are the same;
   * - a refusal (401/429) is handed to Elysia with the request's meta (one id, counted once) and
   *   thrown by `fastPath` there, so it is answered by the one error mapper.
   */
  const nativeRoutes = (begin: BeginRequest, routed: (request: Request) => Response | Promise<Response>) => {
    const handler = (request: Request, server: RequestServer) => {
      if (request.headers.has("origin")) return routed(request);
      const found = remembered(request);
      if (!found) return routed(request);
      const set = { headers: {} as Record<string, unknown> };
      const meta = begin(request, server, set.headers);
      const handOn = (error: unknown) => {
        handedOn.set(request, { error });
        return routed(request);
      };
      try {
        const answer = fromCache(request, set, meta, found);
        return answer instanceof Promise ? answer.catch(handOn) : answer;
      } catch (e) {
        return handOn(e);
      }
    };
    // With and without a trailing slash, as Elysia registers its own (its Bun adapter folds the
    // second into the first).
    const paths = ["/api/v1/tools", "/api/v1/tools/:slug", "/api/v1/compare"];
    return Object.fromEntries(paths.flatMap((p) => [p, `${p}/`]).map((p) => [p, { GET: handler }]));
  };

  /** One tool by slug, name or alias; every spelling of the same tool shares one cached body. */
  const oneTool = (request: Request, set: { headers: Record<string, unknown> }, input: string) => {
    const tool = findTool(catalog.index(), input);
    return serve(request, set, `tool\u0000${tool.slug}`, () => toolDetail(catalog.index(), tool));
  };

  const listTools = (request: Request, set: { headers: Record<string, unknown> }, q: ToolsQuery) => {
    if (q.slug !== undefined) return oneTool(request, set, q.slug);
    const index = catalog.index();
    const text = q.q ?? q.search;
    const limit = Math.min(q.limit ?? 50, MAX_LIMIT);
    const offset = q.offset ?? 0;
    const terms = text ? splitTerms(text) : [];
    // The cache key is canonical: feature order, spelling variants and category slug vs name
    // do not make separate entries; every unknown category gives the same empty list.
    const features = [...new Set((q.feature ?? []).map(normalizeText))].sort();
    const category = q.category === undefined ? "" : (index.categoryName(q.category) ?? "\u0001");
    const { sort, order } = sortOf({ terms, sort: q.sort, order: q.order });
    const key = ["list", terms.join(" "), features.join("\n"), category, q.model?.toLowerCase() ?? "", q.free ?? "", sort, order, limit, offset].join("\u0000");
    return serve(request, set, key, () => {
      const { total, tools } = index.list({
        terms,
        features,
        category: q.category,
        model: q.model,
        free: q.free === undefined ? undefined : q.free === "true",
        sort,
        order,
        limit,
        offset,
      });
      return { total, offset, limit, tools: tools.map(publicTool), categories_available: index.categories };
    });
  };

  const errors = { 400: v1ErrorSchema, 401: v1ErrorSchema, 404: v1ErrorSchema, 429: rateLimitErrorSchema };

  const plugin = new Elysia({ name: "v1-catalog", prefix: "/api/v1" })
    .onRequest(fastPath)
    .get("/categories", ({ request, set }) => respond(request, set, cache.get(catalog.version(), "categories", () => ({ api_version: API_VERSION, ...categoriesOverview(catalog.index()) }))), {
      response: { 200: categoriesSchema },
      detail: {
        tags: ["Tools"],
        summary: "Categories with statistics",
        description:
          "Every category, sorted by name, with its slug (accepted by `category=`), tool counts, free-tier share, pricing models and its five most prominent tools. Not rate-limited and not counted.",
        security: [],
        parameters: [IF_NONE_MATCH],
        responses: V1_RESPONSES.categories,
      },
    })
    .guard({ transform: admit }, (metered) =>
      metered
        .get("/tools", ({ request, set, query }) => listTools(request, set, query), {
          transform: exactQuery,
          query: toolsQuerySchema,
          // With `slug`, the answer is GET /tools/{slug}'s body.
          response: { 200: z.union([toolListSchema, toolDetailSchema]), ...errors },
          detail: {
            tags: ["Tools"],
            summary: "List and search tools",
            description:
              "Filter, search, sort and paginate the catalog. `q` searches name, category, description and differentiator; features are filtered with `feature` (repeatable, every one must match). With `q` the default sort is relevance, else name; `order` reverses any sort. `category` takes a name or a slug. Only `feature` may be given more than once. With `slug`, answers exactly like GET /tools/{slug}. Counted against the caller's rate limit and quota.",
            security: [{}, { apiKey: [] }],
            parameters: [IF_NONE_MATCH],
            responses: V1_RESPONSES.tools,
          },
        })
        .get("/tools/:slug", ({ request, set, params }) => oneTool(request, set, params.slug), {
          params: slugParamsSchema,
          response: { 200: toolDetailSchema, ...errors },
          detail: {
            tags: ["Tools"],
            summary: "One tool with its category statistics and competitors",
            description:
              "Finds the tool forgivingly, first hit wins: exact slug, slug ignoring case, tool name (case-insensitive), alias (a short or former name, compared ignoring case and spacing and as a slug: `ms-teams`, `MS Teams`, `ms teams`). The canonical slug is in `tool.slug`. Unknown → 404 with up to three close `suggestions`; an alias several tools share → 404 whose `suggestions` are the candidates.",
            security: [{}, { apiKey: [] }],
            parameters: [IF_NONE_MATCH],
            responses: V1_RESPONSES.tool,
          },
        })
        .get(
          "/compare",
          ({ request, set, query }) => {
            const a = query.a ?? query.tool1;
            const b = query.b ?? query.tool2;
            const missing = [a === undefined || a.trim() === "" ? "a" : null, b === undefined || b.trim() === "" ? "b" : null].filter(Boolean);
            if (missing.length) throw badRequest(`Missing query parameter ${missing.map((m) => `"${m}"`).join(" and ")}: give a tool's slug, name or alias (tool1 and tool2 work too).`);
            const [ta, tb] = findPair(catalog.index(), a!, b!);
            return serve(request, set, `compare\u0000${ta.slug}\u0000${tb.slug}`, () => compareTools(catalog.index(), ta, tb));
          },
          {
            transform: exactQuery,
            query: compareQuerySchema,
            response: { 200: comparisonSchema, ...errors },
            detail: {
              tags: ["Tools"],
              summary: "Compare two tools",
              description:
                "Feature analysis (shared and exclusive features, compared ignoring case and spacing) and tool_a's category context with the competitive-intensity score. a and b are found like GET /tools/{slug} (slug, name or alias). 400 when a or b is missing or both name the same tool; 404 naming which tool is unknown or ambiguous, with suggestions.",
              security: [{}, { apiKey: [] }],
              parameters: [...COMPARE_REQUIRED, IF_NONE_MATCH],
              responses: V1_RESPONSES.compare,
            },
          },
        ),
    );
  return Object.assign(plugin, { nativeRoutes });
}
