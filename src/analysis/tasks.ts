/**
 * The analysis tasks — every parse and extraction of fetched HTML, as plain functions of plain
 * data, so the same table runs in the analysis workers (worker.ts) and, where no worker can start,
 * in the main thread (pool.ts). What goes in and out is structured-cloned between threads: pages
 * as {url, html}, results as JSON-shaped facts.
 */
import { discoverPages } from "../intel/discover";
import { extractSite } from "../intel/extract-site";
import type { SiteFacts } from "../intel/facts";
import type { PageInput } from "../intel/page";
import { pageTextHash } from "../monitoring/normalise";

export interface ExtractInput {
  pages: PageInput[];
  /** The URL asked for, and where its home page ended up after redirects. */
  url: string;
  final_url: string;
}

export interface CheckResult {
  facts: SiteFacts;
  /** The normalised text hash of each page (monitoring/normalise.ts), in the order given. */
  hashes: string[];
}

export const ANALYSIS_TASKS = {
  /** The pages to read besides the home page (intel/discover.ts; it parses the home page). */
  discover: (home: PageInput): string[] => discoverPages(home).map((d) => d.url),
  /** A site's facts from its pages (scan, roast, reports). */
  extract: (input: ExtractInput): SiteFacts => extractSite(input.pages, { url: input.url, final_url: input.final_url, abstain: true }),
  /** A monitoring check's facts and page hashes. */
  check: (input: ExtractInput): CheckResult => ({ facts: extractSite(input.pages, { url: input.url, final_url: input.final_url, abstain: true }), hashes: input.pages.map((p) => pageTextHash(p.html)) }),
};

export type AnalysisTasks = typeof ANALYSIS_TASKS;
