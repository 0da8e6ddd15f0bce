/**
 * The intel engine's public surface: pages in, facts out, and the SPEC §5 shapes built from them.
 * Everything here is pure (no network, no clock); the fetcher (part 2) feeds it decoded HTML.
 */
export { buildPage, type Page, type PageInput } from "./page.ts";
export { discoverPages, type DiscoveredPage, type PageKind } from "./discover.ts";
export { extractSite, type ExtractOptions } from "./extract-site.ts";
export { matchCatalog, type CatalogMatch, type CatalogTool } from "./catalog-match.ts";
export { registrableDomain, sameSite } from "./site.ts";
export type { Evidence, FeatureFact, PlanFact, PricingModel, SignalFact, SiteFacts } from "./facts.ts";
export { buildProfile, startingPrice } from "./analyze/profile.ts";
export { buildScan, comparePricing } from "./analyze/scan.ts";
export { buildRoast } from "./analyze/roast.ts";
export { compareFeatures, groupFeatures, type FeatureGroup } from "./analyze/feature-match.ts";
export * from "./analyze/schemas.ts";
export { createFetcher, FetchFailure, type FetchedPage, type Fetcher, type NotModified, type Validators } from "./fetcher.ts";
export { createIntel, targetError, type IntelService, type SiteRead } from "./service.ts";
