/**
 * Checks a real response against the OpenAPI document the app serves: the status is one the
 * operation lists, the body has a documented media type and validates against its schema, the
 * headers the document requires are there and well-formed, and no header the API documents
 * (rate limits, ETag, …) is sent on a response that does not list it.
 *
 * Why ajv (Ajv2020 + ajv-formats) over the document's schemas rather than an "OpenAPI response
 * validator" package: the document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12.
 * openapi-response-validator and jest-openapi target 3.0 (a draft-07 engine, 3.0's `nullable`,
 * no format checks, and `useDefaults` rewriting the body it checks), and openapi-backend refuses
 * the document outright (it validates it against the 3.0 meta-schema). Ajv2020 implements 2020-12,
 * is maintained and runs under Bun; the few OpenAPI rules around the schemas are written here.
 */
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

type Json = Record<string, any>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

/** A validator for a schema of the document, compiled once per distinct schema for the whole run. */
export function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let v = compiled.get(key);
  if (!v) compiled.set(key, (v = ajv.compile(schema)));
  return v;
}

export const schemaErrors = (v: ValidateFunction) => ajv.errorsText(v.errors, { dataVar: "body" });

/** `$ref: "#/components/headers/X"` → the header object. */
export function resolve(doc: Json, node: Json): Json {
  if (typeof node?.$ref !== "string") return node;
  return node.$ref
    .slice(2)
    .split("/")
    .reduce((at: Json, key: string) => at?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
}

export class OpenApiChecker {
  private readonly operations: { pattern: RegExp; path: string; method: string; op: Json }[] = [];
  /** Lower-cased names of the headers the document defines: sending one undocumented is an error. */
  private readonly known: Set<string>;

  constructor(private readonly doc: Json) {
    for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
      const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+")}$`);
      for (const [method, op] of Object.entries<Json>(item)) this.operations.push({ pattern, path, method: method.toUpperCase(), op });
    }
    this.known = new Set(Object.keys(doc.components?.headers ?? {}).map((h) => h.toLowerCase()));
  }

  /** The documented operation for a request, or null (not documented: nothing to check against). */
  operation(method: string, pathname: string) {
    // Operations without a summary are not described (routes a test adds for itself); the walk in
    // test/http/openapi.test.ts makes every route of the app have one.
    return this.operations.find((o) => o.method === method && o.pattern.test(pathname) && o.op.summary) ?? null;
  }

  /** What is wrong with `res` as an answer to `method url`, by the document; empty when nothing is. */
  async check(method: string, url: string, res: Response): Promise<string[]> {
    const { pathname } = new URL(url, "http://localhost");
    const found = this.operation(method, pathname);
    if (!found) return [];
    const where = `${method} ${pathname} → ${res.status}`;
    const documented = found.op.responses?.[String(res.status)] ?? found.op.responses?.[`${String(res.status)[0]}XX`] ?? found.op.responses?.default;
    if (!documented) return [`${where}: the document lists no ${res.status} for ${method} ${found.path} (add it to the route's response schemas and detail.responses)`];
    const problems: string[] = [];

    const listed = new Map(Object.entries<Json>(documented.headers ?? {}).map(([name, h]) => [name.toLowerCase(), resolve(this.doc, h)]));
    for (const [name, h] of listed) {
      const value = res.headers.get(name);
      if (value === null) {
        if (h.required) problems.push(`${where}: required header ${name} is missing`);
        continue;
      }
      if (h.schema?.type === "integer" && !/^\d+$/.test(value)) problems.push(`${where}: header ${name} should be an integer, got ${JSON.stringify(value)}`);
    }
    res.headers.forEach((_, name) => {
      if (this.known.has(name) && !listed.has(name)) problems.push(`${where}: sends ${name}, which the document does not list for this response`);
    });

    const text = await (await res.clone()).text();
    const content: Json | undefined = documented.content;
    if (!content) {
      if (text !== "") problems.push(`${where}: the document lists no body, but one was sent`);
      return problems;
    }
    const type = (res.headers.get("content-type") ?? "").split(";")[0].trim();
    const media = content[type];
    if (!media) return [...problems, `${where}: content type ${JSON.stringify(type)} is not one the document lists (${Object.keys(content).join(", ")})`];
    if (!media.schema) return problems;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [...problems, `${where}: the body is not JSON: ${text.slice(0, 120)}`];
    }
    const validate = validatorFor(media.schema);
    if (!validate(body)) problems.push(`${where}: the body does not match the documented schema: ${schemaErrors(validate)}`);
    return problems;
  }
}
