/**
 * Interface A's catalog answers, as plain data shaped exactly like SEED.md's responses
 * (without api_version, which the HTTP layer adds). Pure functions over a CatalogIndex.
 */
import { notFound, badRequest } from "../lib/errors";
import { competitiveIntensity, normalizeText, percentage, type CatalogIndex, type RankedTool } from "./catalog-index";
import type { Tool } from "./schema";

const TOOL_FIELDS = ["slug", "name", "url", "category", "pricing_model", "starting_price", "free_tier", "description", "differentiator", "features", "target_audience"] as const;

/** The public Tool object: exactly the SEED fields, in a stable order (rank and aliases stay internal). */
export function publicTool(t: RankedTool): Tool {
  const out: Record<string, unknown> = {};
  for (const f of TOOL_FIELDS) out[f] = t[f];
  return out as Tool;
}

type Resolved = { tool: RankedTool; problem?: undefined } | { tool?: undefined; problem: string; suggestions: string[] };

/** The tool `input` names, or why it names none and which slugs to offer instead. */
function resolve(index: CatalogIndex, input: string): Resolved {
  const found = index.lookup(input);
  if (found.kind === "found") return { tool: found.tool };
  if (found.kind === "ambiguous") return { problem: `"${input}" could mean ${found.slugs.length} tools: ${found.slugs.join(", ")}`, suggestions: found.slugs };
  return { problem: `no tool has the slug, name or alias "${input}"`, suggestions: index.suggest(input) };
}

const hint = (suggestions: string[]) => (suggestions.length ? " The suggestions list slugs you may mean." : "");

/**
 * The tool a slug, name or alias names (the forgiving lookup of SPEC §4). Unknown → 404 with
 * close slugs; an ambiguous alias → 404 listing the candidates.
 */
export function findTool(index: CatalogIndex, input: string): RankedTool {
  const r = resolve(index, input);
  if (r.tool) return r.tool;
  throw notFound(`Not found: ${r.problem}.${hint(r.suggestions)}`, { suggestions: r.suggestions });
}

export function toolDetail(index: CatalogIndex, tool: RankedTool) {
  const peers = index.inCategory(tool.category);
  return {
    tool: publicTool(tool),
    category_stats: {
      total_in_category: peers.length,
      free_tier_count: peers.filter((t) => t.free_tier).length,
    },
    competitors: peers
      .filter((t) => t.slug !== tool.slug)
      .map((t) => ({
        slug: t.slug,
        name: t.name,
        url: t.url,
        starting_price: t.starting_price,
        free_tier: t.free_tier,
        pricing_model: t.pricing_model,
        differentiator: t.differentiator,
      })),
  };
}

/**
 * The two tools of a comparison. 404 naming which of a and b names no single tool (with
 * suggestions for each); 400 when both name the same tool.
 */
export function findPair(index: CatalogIndex, a: string, b: string): [RankedTool, RankedTool] {
  const ra = resolve(index, a);
  const rb = resolve(index, b);
  if (!ra.tool || !rb.tool) {
    const which = !ra.tool && !rb.tool ? "both" : !ra.tool ? "a" : "b";
    const problems = [ra.problem ? `a: ${ra.problem}` : null, rb.problem ? `b: ${rb.problem}` : null].filter(Boolean).join("; ");
    const suggestions: Record<string, string[]> = {};
    if (!ra.tool) suggestions.a = ra.suggestions;
    if (!rb.tool) suggestions.b = rb.suggestions;
    throw notFound(`Cannot compare — ${problems}.${hint(Object.values(suggestions).flat())}`, { not_found: which, suggestions });
  }
  if (ra.tool.slug === rb.tool.slug) throw badRequest(`a and b are the same tool ("${ra.tool.slug}"); compare two different tools.`);
  return [ra.tool, rb.tool];
}

export function compareTools(index: CatalogIndex, ta: RankedTool, tb: RankedTool) {
  const bKeys = new Set(tb.features.map(normalizeText));
  const aKeys = new Set(ta.features.map(normalizeText));
  const shared = ta.features.filter((f) => bKeys.has(normalizeText(f)));
  const aOnly = ta.features.filter((f) => !bKeys.has(normalizeText(f)));
  const bOnly = tb.features.filter((f) => !aKeys.has(normalizeText(f)));

  const peers = index.inCategory(ta.category);
  const n = peers.length;
  const free = peers.filter((t) => t.free_tier).length;
  const intensity = competitiveIntensity(n, free);
  const summary = (t: RankedTool) => ({
    slug: t.slug,
    name: t.name,
    url: t.url,
    category: t.category,
    pricing_model: t.pricing_model,
    starting_price: t.starting_price,
    free_tier: t.free_tier,
    differentiator: t.differentiator,
    features: t.features,
    target_audience: t.target_audience,
  });
  return {
    comparison: { tool_a: summary(ta), tool_b: summary(tb) },
    feature_analysis: { shared_features: dedupe(shared), tool_a_only: dedupe(aOnly), tool_b_only: dedupe(bOnly) },
    category_context: {
      category: ta.category,
      same_category: ta.category === tb.category,
      total_tools_in_category: n,
      free_tier_percentage: percentage(free, n),
      competitive_intensity: intensity.score,
      intensity_label: intensity.label,
      competitors_in_category: peers
        .filter((t) => t.slug !== ta.slug && t.slug !== tb.slug)
        .slice(0, 10)
        .map((t) => ({ slug: t.slug, name: t.name, starting_price: t.starting_price, free_tier: t.free_tier })),
    },
  };
}

/** Keeps the first wording of features that differ only in case or spacing. */
function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((f) => {
    const k = normalizeText(f);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function categoriesOverview(index: CatalogIndex) {
  return { total_categories: index.categories.length, total_tools: index.size, categories: index.summaries };
}
