/**
 * OpenAPI document at /swagger/json and Swagger UI at /swagger.
 *
 * @elysiajs/openapi generates the paths from the routes' own zod schemas. It drops what a route
 * says about its responses in `detail.responses` (headers, examples, descriptions) once the route
 * has `response` schemas, and knows nothing of the rules every route shares; `finishDocument`
 * adds both, so a route documents itself in one place and the rest follows for every route —
 * interface B's included:
 * - each response: its schema (generated), and its description, headers and examples (the route's
 *   detail.responses, see openapi-docs.ts), plus X-Request-Id, which every response carries;
 * - each operation: 405 with Allow, and 413 when it takes a body, with the real bodies;
 * - each parameter: the description, example and x- notes its schema carries, where Swagger UI
 *   shows them, and any override in detail.parameters (e.g. `required`).
 * test/http/openapi.test.ts walks the result: every operation described, every status with an
 * example that validates, every error example replayed against the server, Redocly's lint clean.
 *
 * The plugin's own Swagger page loads unpkg and starts with an inline script; ours loads the
 * copies of swagger-ui-dist the executable serves (assets.ts) and an external start-up script, so
 * it works offline under a CSP without 'unsafe-inline' scripts.
 */
import { Elysia, type DocumentDecoration } from "elysia";
import { z } from "zod";
import { VERSION } from "../lib/version";
import { swaggerPage } from "../../views/pages/swagger";
import { errorBody, isInterfaceA } from "./errors";
import { apiErrorSchema, headerRef, RESPONSE_HEADERS } from "./openapi-docs";
import { webhookEventsDoc } from "./api/webhook-events-docs";
import { allowedMethods, COMMON_ERRORS, compileRoutes } from "./plugins/core";
import { HTML_SECURITY_HEADERS } from "./security-headers";
import { v1ErrorSchema } from "./v1/schemas";
import { loadOpenApi } from "../vendor";
import type { Config } from "../config";
import type { SettingsReader } from "../settings/service";
import { fillSettings, setting } from "./openapi-settings";

/** Swagger UI sets style attributes as it renders, so its page allows inline styles (not scripts). */
const SWAGGER_HEADERS = {
  ...HTML_SECURITY_HEADERS,
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

const toJsonSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;

// Not `staticFile` (paths with a dot): /.well-known/jwks.json is an endpoint, not a file; the real
// files are under /assets and /swagger, and /favicon.ico.
const EXCLUDE = { staticFile: false, paths: [/^\/swagger/, /^\/assets\//, /^\/admin/, /^\/checkout\//, /^\/account\//, /^\/reports\//, /^\/favicon/, /^\/scan$/, /^\/roast$/, /^\/$/] };

const INFO = {
  title: "Rivalscope API",
  version: VERSION,
  description: `Interface A (\`/api/v1\`): SaaS tool data, comparisons, categories, subscription checkout and key validation.
Interface B (\`/api\`): free analyses of public websites — the quick scan and the roast; paid competitive reports on up to five competitors; sign-in (access tokens are JWTs sent as \`Authorization: Bearer …\`), the account, plans and the billing portal; outbound webhook endpoints (Command plan) and their delivery log — how deliveries are signed, retried and verified is in docs/webhooks.md.

**Keys and limits.** Without an \`x-api-key\` header the free tier applies, per client IP: ${setting("RIVALSCOPE_FREE_PER_MINUTE")} requests a minute and ${setting("RIVALSCOPE_FREE_PER_DAY")} a UTC day. Keys (starter, pro, internal) have their own limits. Counted answers carry the limits in \`X-RateLimit-*\`, \`X-Quota-*\` and the IETF pair \`RateLimit-Policy\` / \`RateLimit\`; a 429 carries \`Retry-After\`. \`GET /api/v1\` lists the limits in force.

**Errors.** Every error is JSON: \`{"api_version": "1.0.0", "error": "<code>", "message": "<what to do>"}\` (interface A carries \`api_version\` on every response). Validation errors name the parameter or field, also in \`field\`. Every response carries \`X-Request-Id\`; quote it when reporting a problem.`,
  // The project has chosen no open licence: the API is offered on its operator's terms.
  license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
};

const TAGS = [
  { name: "Tools", description: "Interface A — the SaaS tool catalog" },
  { name: "Subscriptions", description: "Interface A — checkout and key validation" },
  { name: "Analysis", description: "Interface B — quick scan and roast of public websites, read live" },
  { name: "Accounts", description: "Interface B — sign-in, tokens and the signed-in account" },
  { name: "Billing", description: "Interface B — plans (Tracker, Command) and the billing portal" },
  { name: "Reports", description: "Interface B — paid competitive reports: request, pay, read" },
  { name: "Webhooks", description: "Interface B — outbound webhook endpoints of a Command account, their secrets and delivery log" },
  { name: "Competitors", description: "Interface B — tracked competitors of a Tracker or Command account, their scheduled checks, changes and snapshots" },
  { name: "Operations", description: "Health" },
];

const SECURITY_SCHEMES = {
  apiKey: { type: "apiKey", in: "header", name: "x-api-key", description: "Interface A API key (rsk_…). Optional: without it the free tier applies, limited per client IP." },
  bearer: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "Interface B access token from POST /api/auth/login (or /refresh), valid 1 hour; or, when the server is configured for one, an access token of its external identity provider.",
  },
};

type AnyApp = Elysia<any, any, any, any, any, any, any>;
type OpenApiGenerator = Awaited<ReturnType<typeof loadOpenApi>>["toOpenAPISchema"];

/** `app` is the whole application, whose routes the document describes. */
export const openapiPlugin = (opts: { baseUrl: string; app: AnyApp; settings: SettingsReader }) => {
  // Routes do not change once the app is assembled; the count guards against a document built
  // before the last route was added. The generated document is kept as JSON text with the
  // settings' markers in it (openapi-settings.ts); the filled text is kept until the settings
  // change — settings.current() returns a new object on every change, here or seen from another
  // process — so a limit changed on the dashboard shows in the next document served.
  let template: { routes: number; json: string } | null = null;
  let filled: { template: string; config: Config; json: string } | null = null;
  return new Elysia({ name: "openapi" }).get("/swagger", () => new Response(swaggerPage("Rivalscope API"), { headers: SWAGGER_HEADERS }), { detail: { hide: true } }).get(
    "/swagger/json",
    async () => {
      const routes = opts.app.routes as RouteInfo[];
      if (template?.routes !== routes.length) {
        const { toOpenAPISchema } = await loadOpenApi();
        template = { routes: routes.length, json: JSON.stringify(buildDocument(toOpenAPISchema, opts.app, routes, opts.baseUrl)) };
      }
      const config = opts.settings.current();
      if (filled?.template !== template.json || filled.config !== config) filled = { template: template.json, config, json: fillSettings(template.json, config) };
      return new Response(filled.json, { headers: { "content-type": "application/json" } });
    },
    { detail: { hide: true } },
  );
};

// ── Assembly ──────────────────────────────────────────────────────────────────────────────────

type Json = Record<string, any>;
interface RouteInfo {
  method: string;
  path: string;
  hooks?: { detail?: DocumentDecoration };
}

const template = (elysiaPath: string) => elysiaPath.replace(/:([^/]+)/g, "{$1}");

/** The generator is loaded with the first request for the document (src/vendor.ts), not at start. */
function buildDocument(toOpenAPISchema: OpenApiGenerator, app: AnyApp, routes: RouteInfo[], baseUrl: string): object {
  const paths = toOpenAPISchema(app, EXCLUDE, undefined, { zod: toJsonSchema }, "3.1.2").paths as unknown as Record<string, Record<string, Json>>;
  const table = compileRoutes(routes);
  const details = new Map(routes.map((r) => [`${r.method.toLowerCase()} ${template(r.path)}`, r.hooks?.detail ?? {}]));
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const detail = details.get(`${method} ${path}`) ?? {};
      finishParameters(op, detail.parameters as Json[] | undefined);
      const concrete = concretePath(path, op.parameters ?? []);
      const shared = sharedResponses(concrete, allowedMethods(table, concrete), Boolean(op.requestBody));
      op.responses = mergeResponses(shared, op.responses ?? {}, (detail.responses as Json | undefined) ?? {});
      if (op.requestBody) for (const media of Object.values<Json>(op.requestBody.content ?? {})) hoistExample(media);
    }
  }
  nullableEnums(paths);
  return {
    openapi: "3.1.2",
    info: INFO,
    // The address links are built with (RIVALSCOPE_BASE_URL): what a client outside would call.
    servers: [{ url: baseUrl, description: "This server (RIVALSCOPE_BASE_URL)" }],
    tags: TAGS,
    paths,
    // What the server POSTs to customers' webhook endpoints (OpenAPI 3.1 webhooks).
    webhooks: webhookEventsDoc(),
    components: { securitySchemes: SECURITY_SCHEMES, headers: RESPONSE_HEADERS },
  };
}

/**
 * The generator folds `anyOf: [{type, enum}, {type: "null"}]` (a nullable zod enum or literal)
 * into `type: [type, "null"]` but leaves `enum`/`const` without null — a schema that then refuses
 * the very null it declares. Put null back where the type allows it.
 */
function nullableEnums(node: unknown) {
  if (Array.isArray(node)) return node.forEach(nullableEnums);
  if (!node || typeof node !== "object") return;
  const s = node as Json;
  if (Array.isArray(s.type) && s.type.includes("null")) {
    if ("const" in s) {
      s.enum = [s.const];
      delete s.const;
    }
    if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...s.enum, null];
  }
  for (const v of Object.values(s)) nullableEnums(v);
}

/**
 * Parameter description, example and x- notes move from the schema (where zod's .describe and
 * .meta put them) to the parameter, where Swagger UI shows them; detail.parameters then override
 * by name (e.g. `required` for a parameter the handler checks itself).
 *
 * Then only REQUIRED parameters keep a parameter `example`: Swagger UI's "Try it out" (and other
 * consoles) pre-fill every parameter example into the request, so the first request of
 * GET /api/v1/tools sent `q`, `search`, `slug`, a category and two features that contradict each
 * other, plus an `If-None-Match` holding the current ETag — a 304 with no body. An optional
 * parameter's example moves into its schema's `examples` (JSON Schema's keyword, which consoles
 * show but do not pre-fill), so the first request is the plain one: required values only.
 */
function finishParameters(op: Json, overrides: Json[] = []) {
  const params: Json[] = op.parameters ?? [];
  for (const p of params) {
    const s: Json = p.schema ?? {};
    for (const key of Object.keys(s)) {
      if (key === "description" || key === "example" || key.startsWith("x-")) {
        p[key] = s[key];
        delete s[key];
      }
    }
    if (p.example === undefined && Array.isArray(s.examples)) p.example = s.examples[0];
  }
  for (const o of overrides) {
    const p = params.find((x) => x.name === o.name && x.in === o.in);
    if (p) Object.assign(p, o);
    else params.push(o);
  }
  for (const p of params) {
    if (p.required || p.example === undefined) continue;
    p.schema = { ...p.schema, examples: Array.isArray(p.schema?.examples) ? p.schema.examples : [p.example] };
    // Swagger UI does not show a schema's examples: the description names it instead.
    const shown = Array.isArray(p.example) ? p.example.join(", ") : String(p.example);
    if (p.description && !p.description.includes(`\`${shown}\``)) p.description = `${p.description.replace(/\.?\s*$/, ".")} Example: \`${shown}\`.`;
    delete p.example;
  }
  if (params.length) op.parameters = params;
}

/** A path of the document with its parameters' examples in place, as a request would have it. */
const concretePath = (path: string, params: Json[]) => path.replace(/\{([^}]+)\}/g, (_, name) => String(params.find((p) => p.name === name && p.in === "path")?.example ?? name));

const errorSchemaFor = (path: string) => toJsonSchema(isInterfaceA(path) ? v1ErrorSchema : apiErrorSchema);

/** What every route answers beyond its own responses: 405 (another method), 413 (a body over 1 MiB). */
function sharedResponses(path: string, allow: string[], takesBody: boolean): Json {
  const json = (name: string, summary: string, value: unknown) => ({ "application/json": { schema: errorSchemaFor(path), examples: { [name]: { summary, value } } } });
  const method = ["DELETE", "PUT", "PATCH", "POST", "GET"].find((m) => !allow.includes(m))!;
  const allowed = allow.join(", ");
  const out: Json = {
    405: {
      description: `The path exists, but not with the method used: it answers ${allowed} (the Allow header).`,
      headers: { Allow: headerRef("Allow") },
      content: json("methodNotAllowed", `${method} ${path}`, errorBody(path, "method_not_allowed", COMMON_ERRORS.methodNotAllowed(method, path, allowed))),
    },
  };
  if (takesBody) {
    out[413] = {
      description: "The body is larger than 1 MiB; refused before it is read (also when sent chunked).",
      content: json("payloadTooLarge", `1 MiB + 1 byte sent to ${path}`, errorBody(path, "payload_too_large", COMMON_ERRORS.payloadTooLarge())),
    };
  }
  return out;
}

/** Per status: shared defaults, then the generated response (schema), then the route's own docs. */
function mergeResponses(...layers: Json[]): Json {
  const merged: Json = {};
  const statuses = [...new Set(layers.flatMap((l) => Object.keys(l)))].sort();
  for (const status of statuses) {
    const parts = layers.map((l) => l[status]).filter(Boolean) as Json[];
    const r: Json = { description: "" };
    for (const part of parts) {
      if (part.description && !/^Response for status \d+$/.test(part.description)) r.description = part.description;
      if (part.headers) r.headers = { ...r.headers, ...part.headers };
      for (const [type, media] of Object.entries<Json>(part.content ?? {})) {
        r.content ??= {};
        const into = (r.content[type] ??= {});
        if (media.schema) into.schema = media.schema;
        if (media.examples) into.examples = { ...into.examples, ...media.examples };
        if (media.example !== undefined) into.example = media.example;
      }
    }
    r.description ||= `Status ${status}.`;
    r.headers = { "X-Request-Id": headerRef("X-Request-Id"), ...r.headers };
    for (const media of Object.values<Json>(r.content ?? {})) hoistExample(media);
    merged[status] = r;
  }
  return merged;
}

/**
 * A schema-level example (zod's .meta({ example })) becomes the media type's, where Swagger UI
 * shows it — unless the route gave named examples, which win.
 */
function hoistExample(media: Json) {
  const s: Json | undefined = media.schema;
  if (!s || s.example === undefined) return;
  if (!media.examples && media.example === undefined) media.example = s.example;
  delete s.example;
}
