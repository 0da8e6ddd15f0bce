/**
 * Interface A read endpoints, rule by rule (SEED.md + SPEC §4). Expectations are computed from
 * the dataset, not copied from the output.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import dataset from "../../data/tools.json";
import { toolSchema, type Tool } from "../../src/catalog/schema";
import { dollarAmount } from "../helpers/prices";
import { createTestApp, type TestApp } from "../helpers/app";
import { scenarios } from "../helpers/scenarios";

type T = Tool;
// The API's Tool object: the dataset's bookkeeping (aliases, pricing_url, prices_checked) is not part of it.
const tools: T[] = dataset.tools.map((x) => toolSchema.parse(x));
const categories = [...new Set(tools.map((t) => t.category))].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
const inCat = (c: string) => tools.filter((t) => t.category === c);
const byName = (a: T, b: T) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.slug < b.slug ? -1 : 1);
const amount = dollarAmount;
const norm = (f: string) => f.toLowerCase().replace(/\s+/g, " ").trim();
const bigCategory = categories.reduce((a, c) => (inCat(c).length > inCat(a).length ? c : a));
const first = (c: string) => inCat(c)[0];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited", RIVALSCOPE_FREE_PER_DAY: "unlimited" } });
});
afterAll(() => t.close());
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.request(url, { headers });
  return { res, body: res.status === 304 ? null : await res.json() };
};

describe("GET /api/v1/tools", () => {
  test("defaults: sorted by name, limit 50, offset 0, total and categories_available", async () => {
    const { res, body } = await get("/api/v1/tools");
    expect(res.status).toBe(200);
    expect(body.api_version).toBe("1.0.0");
    expect(body.total).toBe(tools.length);
    expect(body.limit).toBe(50);
    expect(body.offset).toBe(0);
    expect(body.tools.map((x: T) => x.slug)).toEqual([...tools].sort(byName).slice(0, 50).map((x) => x.slug));
    expect(body.categories_available).toEqual(categories);
    expect(Object.keys(body.tools[0]).sort()).toEqual(Object.keys(tools[0]).sort());
  });

  test("q: every term must match name, category, description or differentiator, case-insensitively", async () => {
    const terms = ["KANBAN", "boards"];
    const expected = tools.filter((x) => terms.every((term) => [x.name, x.category, x.description, x.differentiator].join("\n").toLowerCase().includes(term.toLowerCase())));
    const { body } = await get(`/api/v1/tools?q=${encodeURIComponent(terms.join("  "))}&limit=100`);
    expect(body.total).toBe(expected.length);
    expect(body.tools.map((x: T) => x.slug).sort()).toEqual(expected.map((x) => x.slug).sort());
  });

  test("search is an alias of q, and matches the category name", async () => {
    const c = bigCategory.split(" ")[0];
    const a = await get(`/api/v1/tools?q=${encodeURIComponent(c)}&limit=100`);
    const b = await get(`/api/v1/tools?search=${encodeURIComponent(c)}&limit=100`);
    expect(b.body).toEqual(a.body);
    for (const x of inCat(bigCategory)) expect(a.body.tools.map((y: T) => y.slug)).toContain(x.slug);
  });

  test("q with no match → empty list, total 0", async () => {
    const { res, body } = await get("/api/v1/tools?q=zzqqxxnotathing");
    expect(res.status).toBe(200);
    expect(body.total).toBe(0);
    expect(body.tools).toEqual([]);
  });

  test("names with punctuation are found by q", async () => {
    const punct = tools.find((x) => /[.&+!]/.test(x.name))!;
    const { body } = await get(`/api/v1/tools?q=${encodeURIComponent(punct.name)}`);
    expect(body.tools.map((x: T) => x.slug)).toContain(punct.slug);
  });

  test("category: exact name, case-insensitive; unknown → empty list", async () => {
    const { body } = await get(`/api/v1/tools?category=${encodeURIComponent(bigCategory.toUpperCase())}&limit=100`);
    expect(body.total).toBe(inCat(bigCategory).length);
    const none = await get("/api/v1/tools?category=Nonexistent%20Things");
    expect(none.res.status).toBe(200);
    expect(none.body.total).toBe(0);
    const partial = await get(`/api/v1/tools?category=${encodeURIComponent(bigCategory.slice(0, 4))}`);
    expect(partial.body.total).toBe(0);
  });

  test("model (case-insensitive) and free filters combine", async () => {
    for (const model of ["Freemium", "Subscription", "Usage-based", "Free"]) {
      const { body } = await get(`/api/v1/tools?model=${model.toLowerCase()}&limit=100`);
      expect(body.total).toBe(tools.filter((x) => x.pricing_model === model).length);
    }
    const { body } = await get("/api/v1/tools?model=Subscription&free=false&limit=100");
    expect(body.total).toBe(tools.filter((x) => x.pricing_model === "Subscription" && !x.free_tier).length);
    const free = await get("/api/v1/tools?free=true&limit=100");
    expect(free.body.total).toBe(tools.filter((x) => x.free_tier).length);
  });

  test("sort=price: numeric ascending, $0 first, Custom last, ties by name", async () => {
    const { body } = await get("/api/v1/tools?sort=price&limit=100&offset=0");
    const expected = [...tools].sort((a, b) => amount(a.starting_price) - amount(b.starting_price) || byName(a, b) || 0);
    expect(body.tools.map((x: T) => x.slug)).toEqual(expected.slice(0, 100).map((x) => x.slug));
    const last = await get(`/api/v1/tools?sort=price&limit=100&offset=${tools.length - 5}`);
    expect(last.body.tools.map((x: T) => x.slug)).toEqual(expected.slice(-5).map((x) => x.slug));
    if (tools.some((x) => x.starting_price === "Custom")) expect(last.body.tools.at(-1).starting_price).toBe("Custom");
  });

  test("sort=category: by category, then name", async () => {
    const { body } = await get("/api/v1/tools?sort=category&limit=100");
    const expected = [...tools].sort((a, b) => (a.category.toLowerCase() < b.category.toLowerCase() ? -1 : a.category.toLowerCase() > b.category.toLowerCase() ? 1 : byName(a, b)));
    expect(body.tools.map((x: T) => x.slug)).toEqual(expected.slice(0, 100).map((x) => x.slug));
  });

  test("pagination: limit above 100 is clamped to 100; offset pages; last page is short; past the end is empty", async () => {
    const big = await get("/api/v1/tools?limit=1000");
    expect(big.body.limit).toBe(100);
    expect(big.body.tools.length).toBe(100);
    const offset = tools.length - 3;
    const lastPage = await get(`/api/v1/tools?limit=10&offset=${offset}`);
    expect(lastPage.body.tools.length).toBe(3);
    expect(lastPage.body.total).toBe(tools.length);
    expect(lastPage.body.offset).toBe(offset);
    const past = await get(`/api/v1/tools?offset=${tools.length + 10}`);
    expect(past.body.tools).toEqual([]);
    const p1 = await get("/api/v1/tools?limit=7&offset=0");
    const p2 = await get("/api/v1/tools?limit=7&offset=7");
    const both = await get("/api/v1/tools?limit=14");
    expect([...p1.body.tools, ...p2.body.tools]).toEqual(both.body.tools);
  });

  test("slug: answers exactly like GET /tools/{slug}", async () => {
    const s = tools[5].slug;
    const a = await get(`/api/v1/tools?slug=${s}`);
    const b = await get(`/api/v1/tools/${s}`);
    expect(a.body).toEqual(b.body);
    const missing = await get("/api/v1/tools?slug=not-a-tool");
    expect(missing.res.status).toBe(404);
  });
});

describe("GET /api/v1/tools — invalid parameters → 400 naming them", () => {
  scenarios(() => t, [
    { name: "limit=0", url: "/api/v1/tools?limit=0", status: 400, contains: ['"limit', '"api_version":"1.0.0"'] },
    { name: "limit=abc", url: "/api/v1/tools?limit=abc", status: 400, contains: ['\\"limit\\"'] },
    { name: "limit=2.5", url: "/api/v1/tools?limit=2.5", status: 400, contains: ['\\"limit\\"'] },
    { name: "limit=1e3 (not plain digits)", url: "/api/v1/tools?limit=1e3", status: 400, contains: ["whole number"] },
    { name: "limit=0x10", url: "/api/v1/tools?limit=0x10", status: 400 },
    { name: "limit empty", url: "/api/v1/tools?limit=", status: 400 },
    { name: "offset=1.5", url: "/api/v1/tools?offset=1.5", status: 400, contains: ['\\"offset\\"'] },
    { name: "offset=-1", url: "/api/v1/tools?offset=-1", status: 400, contains: ['\\"offset\\"'] },
    { name: "free=yes", url: "/api/v1/tools?free=yes", status: 400, contains: ['\\"free\\"', "true or false"] },
    { name: "sort=popularity", url: "/api/v1/tools?sort=popularity", status: 400, contains: ['\\"sort\\"'] },
    { name: "model=Paid", url: "/api/v1/tools?model=Paid", status: 400, contains: ['\\"model\\"', "Freemium"] },
    { name: "q given twice", url: "/api/v1/tools?q=a&q=b", status: 400, contains: ['\\"q\\"'] },
  ]);
});

describe("GET /api/v1/tools/{slug}", () => {
  test("tool, category_stats and competitors by rank", async () => {
    const cat = bigCategory;
    const tool = inCat(cat)[2];
    const { res, body } = await get(`/api/v1/tools/${tool.slug}`);
    expect(res.status).toBe(200);
    expect(body.tool).toEqual(tool);
    expect(body.category_stats).toEqual({ total_in_category: inCat(cat).length, free_tier_count: inCat(cat).filter((x) => x.free_tier).length });
    expect(body.competitors.map((x: T) => x.slug)).toEqual(inCat(cat).filter((x) => x.slug !== tool.slug).map((x) => x.slug));
    expect(Object.keys(body.competitors[0]).sort()).toEqual(["differentiator", "free_tier", "name", "pricing_model", "slug", "starting_price", "url"]);
  });

  test("unknown slug → 404 with up to 3 close suggestions", async () => {
    const real = tools.find((x) => x.slug.length >= 6 && !x.slug.includes("-"))!;
    const typo = real.slug.slice(0, -1) + (real.slug.endsWith("x") ? "y" : "x");
    const { res, body } = await get(`/api/v1/tools/${typo}`);
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ api_version: "1.0.0", error: "not_found" });
    expect(body.message).toContain(typo);
    expect(body.suggestions.length).toBeLessThanOrEqual(3);
    expect(body.suggestions).toContain(real.slug);
    const nothing = await get("/api/v1/tools/qqqqqqqqqqqqqqqqqqqq");
    expect(nothing.body.suggestions).toEqual([]);
  });
});

describe("GET /api/v1/compare", () => {
  test("same category: feature analysis and category context by the SPEC formula", async () => {
    const cat = bigCategory;
    const [a, b] = [inCat(cat)[0], inCat(cat)[1]];
    const { res, body } = await get(`/api/v1/compare?a=${a.slug}&b=${b.slug}`);
    expect(res.status).toBe(200);
    const bSet = new Set(b.features.map(norm));
    const aSet = new Set(a.features.map(norm));
    expect(body.feature_analysis.shared_features).toEqual(a.features.filter((f) => bSet.has(norm(f))));
    expect(body.feature_analysis.tool_a_only).toEqual(a.features.filter((f) => !bSet.has(norm(f))));
    expect(body.feature_analysis.tool_b_only).toEqual(b.features.filter((f) => !aSet.has(norm(f))));
    const n = inCat(cat).length;
    const free = inCat(cat).filter((x) => x.free_tier).length;
    const score = Math.round((60 * Math.min(n, 15)) / 15 + (40 * free) / n);
    expect(body.category_context).toEqual({
      category: cat,
      same_category: true,
      total_tools_in_category: n,
      free_tier_percentage: Math.round((100 * free) / n),
      competitive_intensity: score,
      intensity_label: score < 40 ? "Low" : score < 70 ? "Medium" : "High",
      competitors_in_category: inCat(cat)
        .filter((x) => x.slug !== a.slug && x.slug !== b.slug)
        .slice(0, 10)
        .map((x) => ({ slug: x.slug, name: x.name, starting_price: x.starting_price, free_tier: x.free_tier })),
    });
    for (const k of ["slug", "name", "category", "pricing_model", "starting_price", "free_tier"]) expect(body.comparison.tool_a[k]).toEqual((a as any)[k]);
  });

  test("cross-category: context is tool_a's category; names resolve case-insensitively; aliases tool1/tool2", async () => {
    const a = first(categories[0]);
    const b = first(categories[1]);
    const { body } = await get(`/api/v1/compare?tool1=${encodeURIComponent(a.name.toUpperCase())}&tool2=${b.slug}`);
    expect(body.comparison.tool_a.slug).toBe(a.slug);
    expect(body.category_context.category).toBe(a.category);
    expect(body.category_context.same_category).toBe(false);
    expect(body.category_context.total_tools_in_category).toBe(inCat(a.category).length);
  });

  test("features compared ignoring case and whitespace", async () => {
    // Find a pair sharing a feature; then check an edited spelling still matches through the API.
    const cat = bigCategory;
    const [a, b] = [inCat(cat)[0], inCat(cat)[1]];
    const shared = a.features.find((f) => b.features.some((g) => norm(g) === norm(f)));
    const { body } = await get(`/api/v1/compare?a=${a.slug}&b=${b.slug}`);
    if (shared) expect(body.feature_analysis.shared_features).toContain(shared);
    const t2 = await createTestApp({
      env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited" },
      dataset: {
        ...dataset,
        tools: dataset.tools.map((x) => (x.slug === b.slug ? { ...x, features: [a.features[0].toUpperCase().replace(" ", "   "), ...x.features.slice(1)] } : x)),
      },
    } as any);
    const r = await (await t2.request(`/api/v1/compare?a=${a.slug}&b=${b.slug}`)).json();
    expect(r.feature_analysis.shared_features).toContain(a.features[0]);
    await t2.close();
  });

  scenarios(() => t, [
    { name: "missing a → 400 naming a", url: `/api/v1/compare?b=${tools[0].slug}`, status: 400, contains: ['\\"a\\"', '"api_version":"1.0.0"'] },
    { name: "missing b → 400 naming b", url: `/api/v1/compare?a=${tools[0].slug}`, status: 400, contains: ['\\"b\\"'] },
    { name: "both missing → 400", url: "/api/v1/compare", status: 400, contains: ['\\"a\\" and \\"b\\"'] },
    { name: "empty a → 400", url: `/api/v1/compare?a=&b=${tools[0].slug}`, status: 400 },
    { name: "same tool twice (slug and name) → 400", url: `/api/v1/compare?a=${tools[0].slug}&b=${encodeURIComponent(tools[0].name)}`, status: 400, contains: ["same tool"] },
    {
      name: "unknown b → 404 naming b, with suggestions",
      url: `/api/v1/compare?a=${tools[0].slug}&b=${tools[1].slug}zz`,
      status: 404,
      check: (b) => {
        expect(b.not_found).toBe("b");
        expect(b.suggestions.b).toContain(tools[1].slug);
        expect(b.suggestions.a).toBeUndefined();
      },
    },
    { name: "both unknown → 404 naming both", url: "/api/v1/compare?a=nope1&b=nope2", status: 404, check: (b) => expect(b.not_found).toBe("both") },
  ]);
});

describe("GET /api/v1/categories", () => {
  test("sorted categories with counts, percentages, models and top 5 by rank", async () => {
    const { body } = await get("/api/v1/categories");
    expect(body.total_categories).toBe(categories.length);
    expect(body.total_tools).toBe(tools.length);
    expect(body.categories.map((c: any) => c.category)).toEqual(categories);
    for (const c of body.categories) {
      const list = inCat(c.category);
      const free = list.filter((x) => x.free_tier).length;
      expect(c).toEqual({
        category: c.category,
        slug: c.category.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
        tool_count: list.length,
        free_tier_count: free,
        free_tier_percentage: Math.round((100 * free) / list.length),
        pricing_models: [...new Set(list.map((x) => x.pricing_model))].sort(),
        top_tools: list.slice(0, 5).map((x) => ({ slug: x.slug, name: x.name, starting_price: x.starting_price, free_tier: x.free_tier })),
      });
    }
  });

  test("not rate-limited: no rate-limit headers even on the free tier", async () => {
    const t2 = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "2" } });
    for (let i = 0; i < 5; i++) {
      const res = await t2.request("/api/v1/categories");
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBeNull();
    }
    await t2.close();
  });
});

describe("caching", () => {
  test("ETag and If-None-Match → 304; the ETag changes when the catalog changes", async () => {
    // An app of its own: the edit below would change what the other tests expect from the dataset.
    const c2 = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited", RIVALSCOPE_FREE_PER_DAY: "unlimited" } });
    try {
      const slug = tools[0].slug;
      const a = await c2.request(`/api/v1/tools/${slug}`);
      const etag = a.headers.get("etag")!;
      expect(etag).toMatch(/^"[0-9a-z]+"$/);
      const b = await c2.request(`/api/v1/tools/${slug}`, { headers: { "if-none-match": etag } });
      expect(b.status).toBe(304);
      expect(b.headers.get("etag")).toBe(etag);
      const c = await c2.request(`/api/v1/tools/${slug}`, { headers: { "if-none-match": `W/${etag}, "other"` } });
      expect(c.status).toBe(304);
      await c2.rt.catalog.updateTool(c2.ctx, { slug: slug, changes: { description: "An edited description that is long enough to pass validation rules." } });
      const d = await c2.request(`/api/v1/tools/${slug}`, { headers: { "if-none-match": etag } });
      expect(d.status).toBe(200);
      expect((await d.json()).tool.description).toBe("An edited description that is long enough to pass validation rules.");
    } finally {
      await c2.close();
    }
  });
});

describe("OpenAPI", () => {
  test("documents every parameter and the error responses of the interface A endpoints", async () => {
    const { body } = await get("/swagger/json");
    const list = body.paths["/api/v1/tools"].get;
    const params = list.parameters.map((p: any) => p.name).sort();
    expect(params).toEqual(["If-None-Match", "category", "feature", "free", "limit", "model", "offset", "order", "q", "search", "slug", "sort"]);
    // Every parameter has a description and an example (test/http/openapi.test.ts checks every
    // operation): a required one as the value "Try it out" fills in, an optional one in its schema.
    for (const p of [...list.parameters, ...body.paths["/api/v1/compare"].get.parameters, ...body.paths["/api/v1/tools/{slug}"].get.parameters]) {
      expect(p.description, p.name).toBeString();
      expect(p.required ? p.example : p.schema.examples?.[0], p.name).toBeDefined();
    }
    const feature = list.parameters.find((p: any) => p.name === "feature");
    expect(feature.schema.type).toBe("array");
    expect(list.parameters.find((p: any) => p.name === "q").description).toContain("`feature`");
    expect(list.parameters.find((p: any) => p.name === "sort").schema.enum).toEqual(["name", "category", "price", "relevance"]);
    expect(body.paths["/api/v1"].get.responses["200"]).toBeDefined();
    for (const code of ["200", "400", "401", "429"]) expect(list.responses[code]).toBeDefined();
    expect(body.paths["/api/v1/tools/{slug}"].get.responses["404"]).toBeDefined();
    const cmp = body.paths["/api/v1/compare"].get;
    expect(cmp.parameters.map((p: any) => p.name).sort()).toEqual(["If-None-Match", "a", "b", "tool1", "tool2"]);
    // a and b are required, under either of their names.
    expect(cmp.parameters.filter((p: any) => p.required).map((p: any) => p.name)).toEqual(["a", "b"]);
    expect(cmp.parameters.find((p: any) => p.name === "tool1")).toMatchObject({ required: false, "x-alias-of": "a" });
    expect(body.paths["/api/v1/categories"].get.responses["200"]).toBeDefined();
    expect(body.paths["/api/v1/validate-key"].post.requestBody.content["application/json"].schema.required).toEqual(["key"]);
    expect(body.paths["/api/v1/checkout"].post.requestBody.content["application/json"]).toBeDefined();
    // Every schema is inline: a "#/$defs/…" reference would not resolve from the document root.
    expect(JSON.stringify(body)).not.toContain("#/$defs/");
  });
});
