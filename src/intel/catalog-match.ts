/**
 * matchCatalog — the catalog tool a site is, by registrable domain: a tool matches when its `url`
 * shares the registrable domain of any of the site's URLs (the URL asked for, the final URL after
 * redirects). Several matches (two tools on one domain) resolve to the lowest slug, so the answer
 * never depends on catalog order.
 */
import { registrableDomain } from "./site.ts";

export interface CatalogTool {
  slug: string;
  name: string;
  category: string;
  url: string;
}
export interface CatalogMatch {
  slug: string;
  name: string;
  category: string;
}

export function matchCatalog(tools: readonly CatalogTool[], siteUrls: readonly string[]): CatalogMatch | null {
  const domains = new Set(siteUrls.map(registrableDomain).filter((d): d is string => d !== null));
  let best: CatalogTool | null = null;
  for (const t of tools) {
    const d = registrableDomain(t.url);
    if (d && domains.has(d) && (!best || t.slug < best.slug)) best = t;
  }
  return best ? { slug: best.slug, name: best.name, category: best.category } : null;
}
