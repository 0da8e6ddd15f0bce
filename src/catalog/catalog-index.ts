/**
 * CatalogIndex — an immutable in-memory index of the catalog, rebuilt whenever the catalog changes.
 * Every interface A query runs here: pre-sorted arrays and lower-cased haystacks make a search a
 * single filter pass with no sorting and no SQL per request.
 */
import type { Tool } from "./schema";

export interface RankedTool extends Tool {
  /** Position inside the category, 1 = most prominent. */
  rank: number;
}

interface Entry {
  tool: RankedTool;
  /** name, category, description and differentiator, lower-cased, for `q`. */
  haystack: string;
  /** Numeric starting price; Infinity for Custom and anything unparseable (sorted last). */
  price: number;
}

export type SortKey = "name" | "category" | "price";

export interface ListQuery {
  terms?: string[];
  category?: string;
  model?: string;
  free?: boolean;
  sort?: SortKey;
  limit: number;
  offset: number;
}

export interface CategorySummary {
  category: string;
  tool_count: number;
  free_tier_count: number;
  free_tier_percentage: number;
  pricing_models: string[];
  top_tools: { slug: string; name: string; starting_price: string; free_tier: boolean }[];
}

/** Numeric amount of a starting price: `$0` → 0, `$8.75/user/month` → 8.75, `Custom` → Infinity. */
export function priceAmount(startingPrice: string): number {
  const m = /^\$(\d+(?:\.\d+)?)/.exec(startingPrice.trim());
  return m ? Number(m[1]) : Number.POSITIVE_INFINITY;
}

/** Features are compared case- and whitespace-insensitively. */
export const normalizeFeature = (f: string) => f.toLowerCase().replace(/\s+/g, " ").trim();

const byName = (a: Entry, b: Entry) => {
  const x = a.tool.name.toLowerCase();
  const y = b.tool.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.tool.slug < b.tool.slug ? -1 : 1;
};
const byCategory = (a: Entry, b: Entry) => {
  const x = a.tool.category.toLowerCase();
  const y = b.tool.category.toLowerCase();
  return x < y ? -1 : x > y ? 1 : byName(a, b);
};
const byPrice = (a: Entry, b: Entry) => (a.price === b.price ? byName(a, b) : a.price < b.price ? -1 : 1);

/** round(100 × part / whole), 0 for an empty whole. */
export const percentage = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/**
 * Competitive intensity of a category (SPEC §4): crowdedness (n capped at 15) weighs 60, the
 * unrounded share of free tiers weighs 40 — a crowded category full of free plans is hardest to win.
 */
export function competitiveIntensity(n: number, freeCount: number): { score: number; label: "Low" | "Medium" | "High" } {
  const f = n === 0 ? 0 : freeCount / n;
  const score = Math.round((60 * Math.min(n, 15)) / 15 + 40 * f);
  return { score, label: score < 40 ? "Low" : score < 70 ? "Medium" : "High" };
}

export class CatalogIndex {
  readonly size: number;
  private readonly bySlug = new Map<string, RankedTool>();
  private readonly byLowerName = new Map<string, RankedTool>();
  /** Category name (as written) → its tools in rank order. */
  private readonly byCategory = new Map<string, RankedTool[]>();
  private readonly categoryByLower = new Map<string, string>();
  private readonly sorted: Record<SortKey, Entry[]>;
  /** Category names, sorted. */
  readonly categories: string[];
  readonly summaries: CategorySummary[];

  constructor(tools: RankedTool[]) {
    const entries: Entry[] = tools.map((tool) => ({
      tool,
      haystack: [tool.name, tool.category, tool.description, tool.differentiator].join("\n").toLowerCase(),
      price: priceAmount(tool.starting_price),
    }));
    for (const e of entries) {
      this.bySlug.set(e.tool.slug, e.tool);
      this.byLowerName.set(e.tool.name.toLowerCase(), e.tool);
      const list = this.byCategory.get(e.tool.category) ?? [];
      list.push(e.tool);
      this.byCategory.set(e.tool.category, list);
      this.categoryByLower.set(e.tool.category.toLowerCase(), e.tool.category);
    }
    for (const list of this.byCategory.values()) list.sort((a, b) => a.rank - b.rank || (a.slug < b.slug ? -1 : 1));
    this.size = entries.length;
    this.sorted = {
      name: [...entries].sort(byName),
      category: [...entries].sort(byCategory),
      price: [...entries].sort(byPrice),
    };
    this.categories = [...this.byCategory.keys()].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    this.summaries = this.categories.map((c) => this.summarize(c));
  }

  get(slug: string): RankedTool | undefined {
    return this.bySlug.get(slug);
  }

  /** A tool by slug, or by its name compared case-insensitively. */
  resolve(slugOrName: string): RankedTool | undefined {
    const s = slugOrName.trim();
    return this.bySlug.get(s) ?? this.bySlug.get(s.toLowerCase()) ?? this.byLowerName.get(s.toLowerCase());
  }

  /** The category's exact name for a case-insensitive one. */
  categoryName(name: string): string | undefined {
    return this.categoryByLower.get(name.trim().toLowerCase());
  }

  inCategory(category: string): RankedTool[] {
    return this.byCategory.get(category) ?? [];
  }

  list(q: ListQuery): { total: number; tools: RankedTool[] } {
    const category = q.category !== undefined ? q.category.trim().toLowerCase() : undefined;
    const model = q.model?.toLowerCase();
    const terms = q.terms ?? [];
    const matches: RankedTool[] = [];
    for (const e of this.sorted[q.sort ?? "name"]) {
      const t = e.tool;
      if (category !== undefined && t.category.toLowerCase() !== category) continue;
      if (model !== undefined && t.pricing_model.toLowerCase() !== model) continue;
      if (q.free !== undefined && t.free_tier !== q.free) continue;
      let ok = true;
      for (const term of terms) {
        if (!e.haystack.includes(term)) {
          ok = false;
          break;
        }
      }
      if (ok) matches.push(t);
    }
    return { total: matches.length, tools: matches.slice(q.offset, q.offset + q.limit) };
  }

  /** Up to `max` slugs close to an unknown one: containing it, or within a small edit distance. */
  suggest(input: string, max = 3): string[] {
    const needle = input.trim().toLowerCase();
    if (!needle) return [];
    const slugNeedle = needle.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
    const scored: { slug: string; score: number }[] = [];
    for (const slug of this.bySlug.keys()) {
      const name = this.bySlug.get(slug)!.name.toLowerCase();
      let score: number;
      if (slugNeedle && (slug.includes(slugNeedle) || (slugNeedle.length >= 3 && slugNeedle.includes(slug)))) score = Math.abs(slug.length - slugNeedle.length) * 0.01;
      else if (name.includes(needle)) score = 0.5;
      else {
        const d = Math.min(editDistance(slugNeedle, slug), editDistance(needle, name));
        if (d > Math.max(2, Math.floor(slugNeedle.length / 3))) continue;
        score = 1 + d;
      }
      scored.push({ slug, score });
    }
    return scored
      .sort((a, b) => a.score - b.score || (a.slug < b.slug ? -1 : 1))
      .slice(0, max)
      .map((s) => s.slug);
  }

  private summarize(category: string): CategorySummary {
    const tools = this.inCategory(category);
    const free = tools.filter((t) => t.free_tier).length;
    return {
      category,
      tool_count: tools.length,
      free_tier_count: free,
      free_tier_percentage: percentage(free, tools.length),
      pricing_models: [...new Set(tools.map((t) => t.pricing_model))].sort(),
      top_tools: tools.slice(0, 5).map((t) => ({ slug: t.slug, name: t.name, starting_price: t.starting_price, free_tier: t.free_tier })),
    };
  }
}

/** Levenshtein distance (small strings only: slugs and names). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}
