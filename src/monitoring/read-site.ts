/**
 * Reads a tracked competitor's site for a check — the same pages as a report or scan reads (the
 * home page plus up to 3 discovered pages, through the intel fetcher with all its address
 * checks), but with conditional requests: each page is asked for with the validators (ETag,
 * Last-Modified) of its newest snapshot. When every page answers 304 the site is unchanged and
 * nothing is extracted; otherwise the pages that answered 304 are fetched in full (extraction
 * reads the whole site at once) and the site's facts are extracted afresh, with the pages' text
 * hashes, in the analysis pool (off the main thread, under the site's CPU budget: src/analysis/pool.ts).
 * A site over its budget throws FetchFailure `too_complex`: the check records a failed read.
 *
 * Only the home page must load (as in intel's fetchSite): a failure there is the check's failure
 * (the FetchFailure is thrown); a discovered page that fails is left out.
 */
import type { SiteFacts } from "../intel/facts";
import type { FetchedPage, Fetcher, NotModified, Validators } from "../intel/fetcher";
import { sameSite } from "../intel/site";

export interface PageRead {
  url: string;
  html: string;
  etag: string | null;
  lastModified: string | null;
}

export type SiteCheck =
  /** Every page answered 304 to its validators. */
  | { unchanged: true; pages: string[] }
  | { unchanged: false; facts: SiteFacts; pages: PageRead[]; hashes: Map<string, string> };

/** Where pages are parsed and read: the analysis pool (src/analysis/pool.ts). */
export interface CheckAnalyser {
  /** One site's analyses under one CPU budget; past it they throw FetchFailure `too_complex` naming `url`. */
  site(
    url: string,
    opts: { wait: boolean },
  ): {
    /** The pages to read besides the home page (intel's discoverPages). */
    discover(home: { url: string; html: string }): Promise<string[]>;
    /** The site's facts and each page's normalised text hash (monitoring/normalise.ts), in the order given. */
    check(input: { pages: { url: string; html: string }[]; url: string; final_url: string }): Promise<{ facts: SiteFacts; hashes: string[] }>;
  };
}

const read = (p: FetchedPage): PageRead => ({ url: p.finalUrl, html: p.html, etag: p.etag, lastModified: p.lastModified });

export async function readSiteForCheck(fetcher: Fetcher, analyser: CheckAnalyser, input: { url: string; previous: SiteFacts | null; validators: Map<string, Validators>; signal?: AbortSignal }): Promise<SiteCheck> {
  const ask = (url: string) => fetcher.fetchIfChanged(url, input.validators.get(url) ?? {});
  const full = async (r: FetchedPage | NotModified): Promise<FetchedPage> => (r.notModified ? ((await fetcher.fetchIfChanged(r.url, {})) as FetchedPage) : r);

  // A check is a job: it waits for the pool rather than being refused.
  const analysis = analyser.site(input.url, { wait: true });
  const home = await ask(input.url);
  input.signal?.throwIfAborted();
  // Without an earlier check to say which pages belong to the site, the home page is needed whole.
  let homePage: FetchedPage | null = home.notModified && input.previous ? null : await full(home);
  // The home page unchanged: the other pages are those the previous check read (discovery reads the home page's links).
  const others = homePage ? await analysis.discover({ url: homePage.finalUrl, html: homePage.html }) : input.previous!.pages.filter((u) => u !== home.finalUrl);
  const found = await Promise.all(others.map((u) => ask(u).catch(() => null)));
  input.signal?.throwIfAborted();

  if (!homePage && found.every((p) => p === null || p.notModified)) {
    return { unchanged: true, pages: [home.finalUrl, ...found.flatMap((p) => (p ? [p.finalUrl] : []))] };
  }
  homePage ??= await full(home);
  const pages: PageRead[] = [read(homePage)];
  const seen = new Set([homePage.finalUrl]);
  for (const f of found) {
    if (!f) continue;
    const p = await full(f).catch(() => null);
    // A guessed /pricing that redirects home, or a link that ends up on another site, adds nothing.
    if (!p || seen.has(p.finalUrl) || !sameSite(p.finalUrl, homePage.finalUrl)) continue;
    seen.add(p.finalUrl);
    pages.push(read(p));
  }
  input.signal?.throwIfAborted();
  const { facts, hashes } = await analysis.check({ pages: pages.map((p) => ({ url: p.url, html: p.html })), url: homePage.url, final_url: homePage.finalUrl });
  return { unchanged: false, facts, pages, hashes: new Map(pages.map((p, i) => [p.url, hashes[i]])) };
}
