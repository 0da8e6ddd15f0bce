/**
 * Interface A's catalog answers, as plain data shaped exactly like SEED.md's responses
 * (without api_version, which the HTTP layer adds). Pure functions over a CatalogIndex.
 */
import { notFound, badRequest } from "../lib/errors";
import { competitiveIntensity, normalizeFeature, percentage, type CatalogIndex, type RankedTool } from "./catalog-index";
import type { Tool } from "./schema";

const TOOL_FIELDS = ["slug", "name", "url", "category", "pricing_model", "starting_price", "free_tier", "description", "differentiator", "features", "target_audience"] as const;

/** The public Tool object: exactly the SEED fields, in a stable order (rank stays internal). */
export function publicTool(t: RankedTool): Tool {
  const out: Record<string, unknown> = {};
  for (const f of TOOL_FIELDS) out[f] = t[f];
  return out as Tool;
}

export function toolDetail(index: CatalogIndex, slug: string) {
  const tool = index.get(slug);
  if (!tool) {
    throw notFound(`No tool with slug "${slug}".`, { suggestions: index.suggest(slug) });
  }
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

export function compareTools(index: CatalogIndex, a: string, b: string) {
  const ta = index.resolve(a);
  const tb = index.resolve(b);
  if (!ta || !tb) {
    const which = !ta && !tb ? "both" : !ta ? "a" : "b";
    const missing = [!ta ? `a ("${a}")` : null, !tb ? `b ("${b}")` : null].filter(Boolean).join(" and ");
    const suggestions: Record<string, string[]> = {};
    if (!ta) suggestions.a = index.suggest(a);
    if (!tb) suggestions.b = index.suggest(b);
    throw notFound(`No tool found for ${missing}; use a slug or the exact tool name.`, { not_found: which, suggestions });
  }
  if (ta.slug === tb.slug) throw badRequest(`a and b are the same tool ("${ta.slug}"); compare two different tools.`);

  const bKeys = new Set(tb.features.map(normalizeFeature));
  const aKeys = new Set(ta.features.map(normalizeFeature));
  const shared = ta.features.filter((f) => bKeys.has(normalizeFeature(f)));
  const aOnly = ta.features.filter((f) => !bKeys.has(normalizeFeature(f)));
  const bOnly = tb.features.filter((f) => !aKeys.has(normalizeFeature(f)));

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
    const k = normalizeFeature(f);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function categoriesOverview(index: CatalogIndex) {
  return { total_categories: index.categories.length, total_tools: index.size, categories: index.summaries };
}
