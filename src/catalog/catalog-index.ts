/**
 * CatalogIndex — an immutable in-memory index of the catalog, rebuilt whenever the catalog changes.
 * Every interface A query runs here: pre-sorted arrays and lower-cased haystacks make a search a
 * single filter pass with no SQL (only relevance then sorts the matches, by score). The HTTP
 * layer caches each answer per catalog version, so this runs once per distinct query.
 */
import { slugify, type Tool } from "./schema";

export interface RankedTool extends Tool {
  /** Other names the tool is looked up by (short names, former names); never in the public Tool. */
  aliases: string[];
  /** Position inside the category, 1 = most prominent. */
  rank: number;
}

interface Entry {
  tool: RankedTool;
  /** The fields `q` searches, lower-cased, one per line, for matching `q`. */
  haystack: string;
  /** The same fields one by one, in the order of RELEVANCE_FIELDS, for scoring `q`. */
  fields: string[];
  /** Features, normalised, one per line, for `feature`. */
  features: string;
  /** Numeric starting price; Infinity for Custom and anything unparseable (sorted last). */
  price: number;
}

export const SORT_KEYS = ["name", "category", "price", "relevance"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const ORDERS = ["asc", "desc"] as const;
export type Order = (typeof ORDERS)[number];
/** The direction each sort has when no `order` is given: relevance puts the best match first. */
export const NATURAL_ORDER: Record<SortKey, Order> = { name: "asc", category: "asc", price: "asc", relevance: "desc" };

/** The sort and order a query gets: relevance when it has terms, else name; the sort's natural order. */
export function sortOf(q: Pick<ListQuery, "terms" | "sort" | "order">): { sort: SortKey; order: Order } {
  const sort = q.sort ?? (q.terms?.length ? "relevance" : "name");
  return { sort, order: q.order ?? NATURAL_ORDER[sort] };
}

/**
 * Relevance (SPEC §4): each `q` term scores by the best place it occurs — name 1000, category 100,
 * differentiator 10, description 1 — times 3 for a whole word, 2 for a word prefix, 1 inside a
 * word; a tool's score is the sum over the terms. The weights are far enough apart that a weaker
 * field never outranks a stronger one, whatever the match quality.
 */
export const RELEVANCE_WEIGHTS = { name: 1000, category: 100, differentiator: 10, description: 1 } as const;
const RELEVANCE_FIELDS = Object.keys(RELEVANCE_WEIGHTS) as (keyof typeof RELEVANCE_WEIGHTS)[];
const FIELD_WEIGHTS = RELEVANCE_FIELDS.map((f) => RELEVANCE_WEIGHTS[f]);

export interface ListQuery {
  /** `q` terms, lower-cased: every one must occur in name, category, description or differentiator. */
  terms?: string[];
  /** Feature prefixes, normalised (normalizeText): every one must start a word of some feature. */
  features?: string[];
  /** A category name (case-insensitive) or its slug. */
  category?: string;
  model?: string;
  free?: boolean;
  /** Default: relevance when there are terms, else name. */
  sort?: SortKey;
  /** Default: the sort's NATURAL_ORDER; the other direction reverses the list. */
  order?: Order;
  limit: number;
  offset: number;
}

/** What a slug, name or alias someone typed refers to. */
export type Lookup = { kind: "found"; tool: RankedTool } | { kind: "ambiguous"; slugs: string[] } | { kind: "unknown" };

export interface CategorySummary {
  category: string;
  /** The category's slug, accepted wherever a category name is. */
  slug: string;
  tool_count: number;
  free_tier_count: number;
  free_tier_percentage: number;
  pricing_models: string[];
  top_tools: { slug: string; name: string; starting_price: string; free_tier: boolean }[];
}

/** Numeric amount of a starting price: `$0` → 0, `$8.75/user/month` → 8.75, `Custom` → Infinity. */
export function priceAmount(startingPrice: string): number {
  // The dollar amount as written; for "2.9% + $0.30/transaction" the fixed fee.
  const m = /^(?:\d+(?:\.\d+)?% \+ )?\$(\d+(?:\.\d+)?)/.exec(startingPrice.trim());
  return m ? Number(m[1]) : Number.POSITIVE_INFINITY;
}

/** Lower case, single spaces: how features, feature filters, names and aliases are compared. */
export const normalizeText = (f: string) => f.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The forms a name or alias is matched in: lower case with single spaces, and slugified — so
 * "MS Teams", "ms  teams" and "ms-teams" are the same key.
 */
export const lookupKeys = (text: string): string[] => [...new Set([normalizeText(text), slugify(text)])].filter(Boolean);

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/**
 * How well `term` occurs in `text` (both lower-cased): 3 as a whole word, 2 at the start of a
 * word, 1 inside a word, 0 not at all.
 */
export function matchQuality(text: string, term: string): number {
  if (!term) return 0;
  let best = 0;
  for (let i = text.indexOf(term); i >= 0 && best < 3; i = text.indexOf(term, i + 1)) {
    const starts = !isWordChar(text[i - 1]);
    const ends = !isWordChar(text[i + term.length]);
    best = Math.max(best, starts ? (ends ? 3 : 2) : 1);
  }
  return best;
}

/** The relevance score of an entry for `q` terms (see RELEVANCE_WEIGHTS). */
function relevance(e: Entry, terms: string[]): number {
  let score = 0;
  for (const term of terms) {
    let best = 0;
    for (let f = 0; f < FIELD_WEIGHTS.length; f++) best = Math.max(best, FIELD_WEIGHTS[f] * matchQuality(e.fields[f], term));
    score += best;
  }
  return score;
}

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
/** Prominence: rank inside the category, then name — the tie-break of relevance. */
const byRank = (a: Entry, b: Entry) => a.tool.rank - b.tool.rank || byName(a, b);

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

/** Adds `slug` under each key of `keys`. */
function addKeys(map: Map<string, Set<string>>, keys: string[], slug: string) {
  for (const k of keys) {
    const set = map.get(k) ?? new Set<string>();
    set.add(slug);
    map.set(k, set);
  }
}

export class CatalogIndex {
  readonly size: number;
  private readonly bySlug = new Map<string, RankedTool>();
  /** lookupKeys of each name → slugs; same for aliases. */
  private readonly byNameKey = new Map<string, Set<string>>();
  private readonly byAliasKey = new Map<string, Set<string>>();
  /** Category name (as written) → its tools in rank order. */
  private readonly byCategory = new Map<string, RankedTool[]>();
  private readonly categoryByLower = new Map<string, string>();
  private readonly categoryBySlug = new Map<string, string>();
  private readonly sorted: Record<"name" | "category" | "price" | "rank", Entry[]>;
  /** Category names, sorted. */
  readonly categories: string[];
  readonly summaries: CategorySummary[];

  constructor(tools: RankedTool[]) {
    const entries: Entry[] = tools.map((tool) => {
      const fields = RELEVANCE_FIELDS.map((f) => tool[f].toLowerCase());
      return {
        tool,
        haystack: fields.join("\n"),
        fields,
        features: tool.features.map(normalizeText).join("\n"),
        price: priceAmount(tool.starting_price),
      };
    });
    for (const e of entries) {
      const t = e.tool;
      this.bySlug.set(t.slug, t);
      addKeys(this.byNameKey, lookupKeys(t.name), t.slug);
      for (const alias of t.aliases) addKeys(this.byAliasKey, lookupKeys(alias), t.slug);
      const list = this.byCategory.get(t.category) ?? [];
      list.push(t);
      this.byCategory.set(t.category, list);
      this.categoryByLower.set(t.category.toLowerCase(), t.category);
    }
    for (const list of this.byCategory.values()) list.sort((a, b) => a.rank - b.rank || (a.slug < b.slug ? -1 : 1));
    this.size = entries.length;
    this.sorted = {
      name: [...entries].sort(byName),
      category: [...entries].sort(byCategory),
      price: [...entries].sort(byPrice),
      rank: [...entries].sort(byRank),
    };
    this.categories = [...this.byCategory.keys()].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    // Should two category names ever slugify alike, the slug names the first of them, by name.
    for (const c of this.categories) if (!this.categoryBySlug.has(slugify(c))) this.categoryBySlug.set(slugify(c), c);
    this.summaries = this.categories.map((c) => this.summarize(c));
  }

  get(slug: string): RankedTool | undefined {
    return this.bySlug.get(slug);
  }

  /** Every tool (the intel engine matches sites against them by domain). */
  all(): RankedTool[] {
    return [...this.bySlug.values()];
  }

  /**
   * The forgiving lookup (SPEC §4), first hit wins: exact slug, slug ignoring case, tool name,
   * alias. Names and aliases are compared in their lookupKeys forms. A name or alias shared by
   * several tools is ambiguous: the caller lists the candidates instead of guessing.
   */
  lookup(input: string): Lookup {
    const s = input.trim();
    const direct = this.bySlug.get(s) ?? this.bySlug.get(s.toLowerCase());
    if (direct) return { kind: "found", tool: direct };
    const keys = lookupKeys(s);
    for (const map of [this.byNameKey, this.byAliasKey]) {
      const slugs = new Set(keys.flatMap((k) => [...(map.get(k) ?? [])]));
      if (slugs.size === 1) return { kind: "found", tool: this.bySlug.get([...slugs][0])! };
      if (slugs.size > 1) return { kind: "ambiguous", slugs: [...slugs].sort() };
    }
    return { kind: "unknown" };
  }

  /** The category's exact name for a case-insensitive name or for its slug. */
  categoryName(nameOrSlug: string): string | undefined {
    const lower = nameOrSlug.trim().toLowerCase();
    return this.categoryByLower.get(lower) ?? this.categoryBySlug.get(lower);
  }

  inCategory(category: string): RankedTool[] {
    return this.byCategory.get(category) ?? [];
  }

  list(q: ListQuery): { total: number; tools: RankedTool[] } {
    const terms = q.terms ?? [];
    const features = q.features ?? [];
    const { sort, order } = sortOf(q);
    // An unknown category matches nothing (the seed answers an empty list, not an error).
    const category = q.category === undefined ? undefined : (this.categoryName(q.category) ?? null);
    const model = q.model?.toLowerCase();
    let matches: Entry[] = [];
    for (const e of this.sorted[sort === "relevance" ? "rank" : sort]) {
      const t = e.tool;
      if (category !== undefined && t.category !== category) continue;
      if (model !== undefined && t.pricing_model.toLowerCase() !== model) continue;
      if (q.free !== undefined && t.free_tier !== q.free) continue;
      if (!terms.every((term) => e.haystack.includes(term))) continue;
      if (!features.every((f) => matchQuality(e.features, f) >= 2)) continue;
      matches.push(e);
    }
    if (sort === "relevance") {
      // A stable sort over prominence order: equal scores stay by rank, then name.
      const scores = new Map(matches.map((e) => [e, relevance(e, terms)]));
      matches.sort((a, b) => scores.get(b)! - scores.get(a)!);
    }
    if (order !== NATURAL_ORDER[sort]) matches = reversed(matches, sort);
    return { total: matches.length, tools: matches.slice(q.offset, q.offset + q.limit).map((e) => e.tool) };
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
      slug: slugify(category),
      tool_count: tools.length,
      free_tier_count: free,
      free_tier_percentage: percentage(free, tools.length),
      pricing_models: [...new Set(tools.map((t) => t.pricing_model))].sort(),
      top_tools: tools.slice(0, 5).map((t) => ({ slug: t.slug, name: t.name, starting_price: t.starting_price, free_tier: t.free_tier })),
    };
  }
}

/**
 * The list in the other direction. By price, tools without an amount (Custom) stay last either
 * way: "most expensive first" should start with prices, not with pages of quote-only tools.
 */
function reversed(entries: Entry[], sort: SortKey): Entry[] {
  const end = sort === "price" ? entries.findIndex((e) => e.price === Number.POSITIVE_INFINITY) : -1;
  if (end < 0) return entries.reverse();
  return [...entries.slice(0, end).reverse(), ...entries.slice(end)];
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
