/**
 * Interface A, finding what a user means (SPEC §4 additions): forgiving tool lookups (slug, slug in
 * any case, name, alias; ambiguous aliases), categories by slug, the `feature` filter, relevance
 * and `order`. Expectations are computed from the dataset in the test, never copied from output.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import rawDataset from "../../data/tools.json";
import type { Dataset, DatasetTool } from "../../src/catalog/schema";
import { dollarAmount } from "../helpers/prices";
import { createTestApp, type TestApp } from "../helpers/app";
import { scenarios } from "../helpers/scenarios";

const dataset = rawDataset as Dataset;
const tools: DatasetTool[] = dataset.tools;
const categories = [...new Set(tools.map((x) => x.category))];
const inCat = (c: string) => tools.filter((x) => x.category === c);
const lower = (s: string) => s.toLowerCase();
const byName = (a: DatasetTool, b: DatasetTool) => (lower(a.name) < lower(b.name) ? -1 : lower(a.name) > lower(b.name) ? 1 : a.slug < b.slug ? -1 : 1);
const slugOf = (s: string) => lower(s).replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const norm = (s: string) => lower(s).replace(/\s+/g, " ").trim();
/** Rank = position inside the category in dataset order. */
const rank = (x: DatasetTool) => inCat(x.category).indexOf(x) + 1;

/** The tools the issue names, found by what will not change when the dataset grows. */
const teams = tools.find((x) => /microsoft teams/i.test(x.name))!;
const zoom = tools.find((x) => /^zoom\b/i.test(x.name) && /video/i.test(x.category))!;
const meet = tools.find((x) => x.name === "Google Meet")!;

/** The real dataset, making sure the aliases the issue uses are there (the dataset may lack them). */
const withAliases = (extra: [DatasetTool, string[]][]): Dataset => ({
  ...dataset,
  tools: tools.map((x) => {
    const add = extra.find(([tool]) => tool.slug === x.slug)?.[1] ?? [];
    return add.length ? { ...x, aliases: [...new Set([...(x.aliases ?? []), ...add])] } : x;
  }),
});

const served = withAliases([
  [teams, ["MS Teams"]],
  [zoom, ["Zoom"]],
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited", RIVALSCOPE_FREE_PER_DAY: "unlimited" }, dataset: served });
});
afterAll(() => t.close());
const get = async (url: string) => {
  const res = await t.request(url);
  return { res, body: await res.json() };
};
const slugs = (body: { tools: { slug: string }[] }) => body.tools.map((x) => x.slug);

describe("forgiving tool lookups", () => {
  test("/tools/slack and /tools/Slack answer 200 with the canonical tool, sharing one cached body", async () => {
    const a = await get("/api/v1/tools/slack");
    const b = await get("/api/v1/tools/Slack");
    expect(a.res.status).toBe(200);
    expect(b.res.status).toBe(200);
    expect(b.body.tool.slug).toBe("slack");
    expect(b.body).toEqual(a.body);
    expect(b.res.headers.get("etag")).toBe(a.res.headers.get("etag"));
  });

  test("an alias finds its tool in every spelling: ms-teams, MS Teams, ms  teams; in /tools/{slug} and /tools?slug=", async () => {
    for (const spelling of ["ms-teams", "MS Teams", "ms  teams", "MS-TEAMS"]) {
      const { res, body } = await get(`/api/v1/tools/${encodeURIComponent(spelling)}`);
      expect(res.status, spelling).toBe(200);
      expect(body.tool.slug).toBe(teams.slug);
      const viaQuery = await get(`/api/v1/tools?slug=${encodeURIComponent(spelling)}`);
      expect(viaQuery.body).toEqual(body);
    }
  });

  test("a tool's name finds it, ignoring case and spacing", async () => {
    const named = tools.find((x) => /\s/.test(x.name))!;
    for (const spelling of [named.name, named.name.toUpperCase(), ` ${named.name.replace(" ", "   ")} `]) {
      const { res, body } = await get(`/api/v1/tools/${encodeURIComponent(spelling)}`);
      expect(res.status, spelling).toBe(200);
      expect(body.tool.slug).toBe(named.slug);
    }
  });

  test("/compare?a=Zoom&b=google meet compares the canonical tools", async () => {
    const { res, body } = await get("/api/v1/compare?a=Zoom&b=google%20meet");
    expect(res.status).toBe(200);
    expect(body.comparison.tool_a.slug).toBe(zoom.slug);
    expect(body.comparison.tool_b.slug).toBe(meet.slug);
    const again = await get(`/api/v1/compare?tool1=${zoom.slug}&tool2=Google%20Meet`);
    expect(again.body).toEqual(body);
    expect((await get("/api/v1/compare?a=zoom&b=Zoom")).res.status).toBe(400);
  });

  test("the aliases never appear in the public Tool object", async () => {
    const { body } = await get("/api/v1/tools/ms-teams");
    const bookkeeping = ["aliases", "pricing_url", "prices_checked", "billing", "annual_rate"];
    expect(Object.keys(body.tool).sort()).toEqual(Object.keys(teams).filter((k) => !bookkeeping.includes(k)).sort());
    expect(Object.keys(teams)).toContain("billing");
    const list = await get(`/api/v1/tools?q=${encodeURIComponent(teams.name)}`);
    expect(JSON.stringify(list.body)).not.toContain('"aliases"');
  });

  test("every alias of the real dataset that only one tool claims finds that tool", async () => {
    const owners = new Map<string, Set<string>>();
    const claim = (key: string, slug: string) => owners.set(key, (owners.get(key) ?? new Set()).add(slug));
    for (const x of served.tools) for (const a of x.aliases ?? []) for (const k of [norm(a), slugOf(a)]) claim(k, x.slug);
    const taken = new Set(tools.flatMap((x) => [x.slug, norm(x.name), slugOf(x.name)]));
    let checked = 0;
    for (const x of served.tools) {
      for (const a of x.aliases ?? []) {
        if ([norm(a), slugOf(a)].some((k) => taken.has(k) || owners.get(k)!.size > 1)) continue;
        const { res, body } = await get(`/api/v1/tools/${encodeURIComponent(a)}`);
        expect(res.status, a).toBe(200);
        expect(body.tool.slug, a).toBe(x.slug);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});

describe("ambiguous and shadowed aliases (a small dataset)", () => {
  const few = tools.slice(0, 12);
  const [p, q, r, s, u] = few;
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({
      env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited" },
      dataset: {
        version: 1,
        prices_checked: dataset.prices_checked,
        tools: few.map((x) =>
          x === p || x === q ? { ...x, aliases: ["Shared Name"] } : x === r ? { ...x, aliases: [s.name, u.slug] } : { ...x, aliases: undefined },
        ),
      },
    });
  });
  afterAll(() => small.close());

  test("an alias two tools share → 404 whose suggestions are the candidates", async () => {
    for (const spelling of ["shared-name", "Shared Name", "shared name"]) {
      const res = await small.request(`/api/v1/tools/${encodeURIComponent(spelling)}`);
      expect(res.status).toBe(404);
      const body = await res.json();
      expect(body).toMatchObject({ api_version: "1.0.0", error: "not_found" });
      expect(body.suggestions).toEqual([p.slug, q.slug].sort());
      expect(body.message).toContain(p.slug);
      expect(body.message).toContain(q.slug);
    }
  });

  test("in /compare the ambiguous side is named, with its candidates", async () => {
    const res = await small.request(`/api/v1/compare?a=shared%20name&b=${u.slug}`);
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.not_found).toBe("a");
    expect(body.suggestions).toEqual({ a: [p.slug, q.slug].sort() });
  });

  test("a slug or a name beats an alias that spells it", async () => {
    const byName = await (await small.request(`/api/v1/tools/${encodeURIComponent(s.name)}`)).json();
    expect(byName.tool.slug).toBe(s.slug);
    const bySlug = await (await small.request(`/api/v1/tools/${u.slug}`)).json();
    expect(bySlug.tool.slug).toBe(u.slug);
  });
});

describe("categories by slug", () => {
  test("category=<slug> answers exactly like category=<name>, for every category", async () => {
    for (const c of categories) {
      const byName = await get(`/api/v1/tools?category=${encodeURIComponent(c)}&limit=100`);
      const bySlug = await get(`/api/v1/tools?category=${slugOf(c)}&limit=100`);
      expect(bySlug.body.total, c).toBe(inCat(c).length);
      expect(bySlug.body).toEqual(byName.body);
    }
  });

  test("/categories lists each category's slug, and that slug filters /tools", async () => {
    const { body } = await get("/api/v1/categories");
    for (const c of body.categories) {
      expect(c.slug).toBe(slugOf(c.category));
      expect((await get(`/api/v1/tools?category=${c.slug}&limit=1`)).body.total).toBe(c.tool_count);
    }
  });

  test("a partial or unknown slug matches nothing", async () => {
    const c = categories.find((x) => slugOf(x).includes("-"))!;
    expect((await get(`/api/v1/tools?category=${slugOf(c).split("-")[0]}-`)).body.total).toBe(0);
    expect((await get("/api/v1/tools?category=no-such-category")).body.total).toBe(0);
  });
});

/** The tools whose features, for every prefix, have a word starting with it (SPEC: word-prefix). */
const withFeatures = (prefixes: string[]) =>
  tools.filter((x) => prefixes.every((f) => x.features.some((g) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(norm(f))}`, "u").test(norm(g)))));

describe("feature filter", () => {
  test("feature=kanban&feature=gantt returns every tool whose features have both, and nothing else", async () => {
    const expected = withFeatures(["kanban", "gantt"]);
    expect(expected.length).toBeGreaterThan(1);
    const { body } = await get("/api/v1/tools?feature=kanban&feature=gantt&limit=100");
    expect(body.total).toBe(expected.length);
    expect(slugs(body)).toEqual([...expected].sort(byName).map((x) => x.slug));
  });

  test("a single feature, case and spacing ignored; order of repeated features does not matter (one cache entry)", async () => {
    const one = await get("/api/v1/tools?feature=KANBAN%20%20Boards&limit=100");
    expect(one.body.total).toBe(withFeatures(["kanban boards"]).length);
    const a = await get("/api/v1/tools?feature=kanban&feature=gantt");
    const b = await get("/api/v1/tools?feature=Gantt&feature=kanban&feature=gantt");
    expect(b.body).toEqual(a.body);
    expect(b.res.headers.get("etag")).toBe(a.res.headers.get("etag"));
  });

  test("matches at the start of a word only, not inside one", async () => {
    const owner = tools.find((x) => x.features.some((g) => /^[a-z]{6,}\b/i.test(g)))!;
    const word = owner.features.find((g) => /^[a-z]{6,}\b/i.test(g))!.split(/\b/)[0];
    const inner = lower(word.slice(2));
    const { body } = await get(`/api/v1/tools?feature=${inner}&limit=100`);
    expect(slugs(body).sort()).toEqual(withFeatures([inner]).map((x) => x.slug).sort());
    if (!withFeatures([inner]).includes(owner)) expect(slugs(body)).not.toContain(owner.slug);
    expect(slugs((await get(`/api/v1/tools?feature=${word}&limit=100`)).body)).toContain(owner.slug);
  });

  test("combines with q, category and model; a comma is part of the value", async () => {
    const cat = inCat(withFeatures(["kanban"])[0].category)[0].category;
    const { body } = await get(`/api/v1/tools?feature=kanban&category=${slugOf(cat)}&model=freemium&limit=100`);
    expect(slugs(body).sort()).toEqual(withFeatures(["kanban"]).filter((x) => x.category === cat && x.pricing_model === "Freemium").map((x) => x.slug).sort());
    const comma = await get("/api/v1/tools?feature=kanban,gantt");
    expect(comma.res.status).toBe(200);
    expect(comma.body.total).toBe(withFeatures(["kanban,gantt"]).length);
  });
});

/** The documented relevance score, written out from the OpenAPI description. */
const WEIGHTS: [keyof DatasetTool, number][] = [
  ["name", 1000],
  ["category", 100],
  ["differentiator", 10],
  ["description", 1],
];
function score(x: DatasetTool, terms: string[]) {
  let total = 0;
  for (const term of terms) {
    let best = 0;
    for (const [field, w] of WEIGHTS) {
      const text = lower(x[field] as string);
      const e = escape(term);
      const quality = new RegExp(`(^|[^\\p{L}\\p{N}])${e}($|[^\\p{L}\\p{N}])`, "u").test(text) ? 3 : new RegExp(`(^|[^\\p{L}\\p{N}])${e}`, "u").test(text) ? 2 : text.includes(term) ? 1 : 0;
      best = Math.max(best, w * quality);
    }
    total += best;
  }
  return total;
}
const relevant = (q: string) => {
  const terms = lower(q).split(/\s+/).filter(Boolean);
  return tools
    .filter((x) => terms.every((term) => lower([x.name, x.category, x.description, x.differentiator].join("\n")).includes(term)))
    .sort((a, b) => score(b, terms) - score(a, terms) || rank(a) - rank(b) || byName(a, b));
};

describe("relevance and order", () => {
  test("q=crm ranks tools with CRM in the name or category before those mentioning it only in a description", async () => {
    const { body } = await get("/api/v1/tools?q=crm&limit=100");
    const got = slugs(body);
    const strong = tools.filter((x) => /\bcrm\b/i.test(x.name) || /\bcrm\b/i.test(x.category));
    const weakOnly = tools.filter((x) => !strong.includes(x) && /crm/i.test(x.description + x.differentiator));
    expect(strong.length).toBeGreaterThan(3);
    expect(weakOnly.length).toBeGreaterThan(0);
    const lastStrong = Math.max(...strong.map((x) => got.indexOf(x.slug)));
    const firstWeak = Math.min(...weakOnly.map((x) => got.indexOf(x.slug)));
    expect(strong.every((x) => got.includes(x.slug))).toBe(true);
    expect(lastStrong).toBeLessThan(firstWeak);
    for (const name of ["Salesforce", "Pipedrive", "HubSpot CRM"]) {
      const x = tools.find((y) => y.name.startsWith(name));
      if (x) expect(got.indexOf(x.slug)).toBeLessThan(firstWeak);
    }
  });

  test("the order follows the documented score, ties by rank then name", async () => {
    for (const q of ["crm", "video calls", "project", "email marketing automation"]) {
      const { body } = await get(`/api/v1/tools?q=${encodeURIComponent(q)}&limit=100`);
      expect(slugs(body), q).toEqual(relevant(q).slice(0, 100).map((x) => x.slug));
      const explicit = await get(`/api/v1/tools?q=${encodeURIComponent(q)}&limit=100&sort=relevance`);
      expect(explicit.body).toEqual(body);
    }
  });

  test("with q, sort=name still sorts by name; without q, the default stays name", async () => {
    const { body } = await get("/api/v1/tools?q=crm&sort=name&limit=100");
    expect(slugs(body)).toEqual(relevant("crm").sort(byName).map((x) => x.slug));
    const plain = await get("/api/v1/tools?limit=100");
    expect(slugs(plain.body)).toEqual([...tools].sort(byName).slice(0, 100).map((x) => x.slug));
  });

  test("order=desc reverses name and category sorts; order=asc reverses relevance; pages stay consistent", async () => {
    const all = (qs: string) => get(`/api/v1/tools?${qs}&limit=100&offset=0`).then((r) => slugs(r.body));
    const n = Math.min(tools.length, 100);
    expect(await all("order=desc")).toEqual([...tools].sort(byName).reverse().slice(0, n).map((x) => x.slug));
    expect(await all("sort=name&order=asc")).toEqual([...tools].sort(byName).slice(0, n).map((x) => x.slug));
    const byCat = [...tools].sort((a, b) => (lower(a.category) < lower(b.category) ? -1 : lower(a.category) > lower(b.category) ? 1 : byName(a, b)));
    expect(await all("sort=category&order=desc")).toEqual(byCat.reverse().slice(0, n).map((x) => x.slug));
    expect(await all("q=crm&order=asc")).toEqual(relevant("crm").reverse().map((x) => x.slug));
    expect(await all("q=crm&order=desc")).toEqual(relevant("crm").map((x) => x.slug));
    const p1 = await get("/api/v1/tools?q=crm&limit=5");
    const p2 = await get("/api/v1/tools?q=crm&limit=5&offset=5");
    expect([...slugs(p1.body), ...slugs(p2.body)]).toEqual(relevant("crm").slice(0, 10).map((x) => x.slug));
  });

  test("sort=price&order=desc: most expensive first, Custom still last", async () => {
    const amount = dollarAmount;
    const asc = [...tools].sort((a, b) => amount(a.starting_price) - amount(b.starting_price) || byName(a, b));
    const priced = asc.filter((x) => amount(x.starting_price) !== Infinity);
    const expected = [...priced.reverse(), ...asc.filter((x) => amount(x.starting_price) === Infinity)].map((x) => x.slug);
    const got: string[] = [];
    for (let offset = 0; offset < tools.length; offset += 100) got.push(...slugs((await get(`/api/v1/tools?sort=price&order=desc&limit=100&offset=${offset}`)).body));
    expect(got).toEqual(expected);
  });

  test("the cache keeps sort and order apart", async () => {
    const a = await get("/api/v1/tools?sort=name");
    const b = await get("/api/v1/tools?sort=name&order=desc");
    const c = await get("/api/v1/tools?sort=name");
    expect(slugs(b.body)).not.toEqual(slugs(a.body));
    expect(c.body).toEqual(a.body);
    expect(b.res.headers.get("etag")).not.toBe(a.res.headers.get("etag"));
  });

  test("q keeps its commas (one term) instead of being refused", async () => {
    const { res, body } = await get("/api/v1/tools?q=crm,sales");
    expect(res.status).toBe(200);
    expect(body.total).toBe(relevant("crm,sales").length);
  });
});

describe("invalid parameters → 400 naming them and the allowed values", () => {
  scenarios(() => t, [
    { name: "sort=popularity", url: "/api/v1/tools?sort=popularity", status: 400, contains: ['\\"sort\\"', "name, category, price, relevance"] },
    { name: "order=up", url: "/api/v1/tools?order=up", status: 400, contains: ['\\"order\\"', "asc, desc"] },
    { name: "sort given twice", url: "/api/v1/tools?sort=name&sort=price", status: 400, contains: ['\\"sort\\"', "more than once"] },
    { name: "category given twice", url: "/api/v1/tools?category=crm&category=seo", status: 400, contains: ['\\"category\\"', 'given more than once; give it once'] },
    { name: "limit given twice", url: "/api/v1/tools?limit=1&limit=2", status: 400, contains: ['\\"limit\\"', "more than once"] },
    { name: "compare a given twice", url: "/api/v1/compare?a=slack&a=zoom&b=asana", status: 400, contains: ['\\"a\\"', "more than once"] },
    { name: "feature empty", url: "/api/v1/tools?feature=", status: 400, contains: ['\\"feature\\"'] },
    { name: "feature 11 times", url: `/api/v1/tools?${Array.from({ length: 11 }, (_, i) => `feature=f${i}`).join("&")}`, status: 400, contains: ['\\"feature\\"', "at most 10"] },
  ]);

  test("a refused repetition is still counted, like any 400 on a counted endpoint", async () => {
    const limited = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "5" } });
    const a = await limited.request("/api/v1/tools?q=a&q=b");
    expect(a.status).toBe(400);
    expect(a.headers.get("x-ratelimit-remaining")).toBe("4");
    await limited.close();
  });
});
