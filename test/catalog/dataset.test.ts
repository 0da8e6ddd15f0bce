/**
 * The dataset check: data/tools.json is the product, so its shape and consistency are tested on
 * every run.
 */
import { describe, expect, test } from "bun:test";
import dataset from "../../data/tools.json";
import { datasetSchema, slugify, STARTING_PRICE } from "../../src/catalog/schema";

const tools = dataset.tools;
const byCategory = new Map<string, typeof tools>();
for (const t of tools) byCategory.set(t.category, [...(byCategory.get(t.category) ?? []), t]);

describe("data/tools.json", () => {
  test("matches the dataset schema (every field, type, URL and price format)", () => {
    const r = datasetSchema.safeParse(dataset);
    if (!r.success) throw new Error(JSON.stringify(r.error.issues.slice(0, 5), null, 2));
  });

  test("at least 220 tools in at least 20 categories, none under 5", () => {
    expect(tools.length).toBeGreaterThanOrEqual(220);
    expect(byCategory.size).toBeGreaterThanOrEqual(20);
    const small = [...byCategory].filter(([, list]) => list.length < 5).map(([c]) => c);
    expect(small).toEqual([]);
  });

  test("tools of a category are contiguous (the file order is the rank)", () => {
    const seen = new Set<string>();
    let prev = "";
    for (const t of tools) {
      if (t.category !== prev) {
        expect(seen.has(t.category)).toBe(false);
        seen.add(t.category);
        prev = t.category;
      }
    }
  });

  test("slugs and names are unique; slugs derive from names", () => {
    const slugs = tools.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const names = tools.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const t of tools) expect(t.slug).toBe(slugify(t.name));
  });

  test("no two descriptions or differentiators alike; descriptions are 40+ characters", () => {
    const d = tools.map((t) => t.description.toLowerCase().trim());
    expect(new Set(d).size).toBe(d.length);
    const diff = tools.map((t) => t.differentiator.toLowerCase().trim());
    expect(new Set(diff).size).toBe(diff.length);
    for (const t of tools) expect(t.description.length).toBeGreaterThanOrEqual(40);
  });

  test("URLs are official https home pages without tracking parameters", () => {
    for (const t of tools) {
      const u = new URL(t.url);
      expect(u.protocol).toBe("https:");
      expect(u.search).toBe("");
      expect(t.url.endsWith("/") && u.pathname !== "/").toBe(false);
    }
  });

  test("pricing model, price and free tier agree", () => {
    for (const t of tools) {
      expect(t.starting_price).toMatch(STARTING_PRICE);
      if (t.pricing_model === "Free") expect([t.slug, t.starting_price, t.free_tier]).toEqual([t.slug, "$0", true]);
      if (t.pricing_model === "Freemium") expect([t.slug, t.free_tier]).toEqual([t.slug, true]);
      if (t.starting_price === "$0") expect([t.slug, t.pricing_model]).toEqual([t.slug, "Free"]);
    }
  });

  test("features: at least 3, no duplicates within a tool, consistent wording within a category", () => {
    for (const t of tools) {
      expect(t.features.length).toBeGreaterThanOrEqual(3);
      const norm = t.features.map((f) => f.toLowerCase().replace(/\s+/g, " ").trim());
      expect(new Set(norm).size).toBe(norm.length);
    }
    // A shared vocabulary: within each category, some feature phrase is used by several tools,
    // otherwise comparisons would never find shared features.
    for (const [c, list] of byCategory) {
      const counts = new Map<string, number>();
      for (const t of list) for (const f of t.features) counts.set(f.toLowerCase(), (counts.get(f.toLowerCase()) ?? 0) + 1);
      expect({ c, shared: Math.max(...counts.values()) >= 3 }).toEqual({ c, shared: true });
    }
  });

  test("records when prices were checked", () => {
    expect(dataset.prices_checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isInteger(dataset.version)).toBe(true);
  });
});
