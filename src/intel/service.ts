/**
 * The intel service — the verbs behind POST /api/scan and POST /api/roast (and, later, reports
 * and monitoring): fetch a site, extract its facts, build the SPEC §5 shapes.
 *
 * A site is its home page plus up to 3 discovered pages (discover.ts), fetched in parallel after
 * the home page. Only the home page must load: a discovered page that fails (404 on a guessed
 * /pricing, a redirect off the site, a timeout) is simply left out. The two sites of a scan are
 * fetched in parallel; when both fail, the error of `your_url` is the one reported, so the answer
 * does not depend on which failed first.
 *
 * Parsing and extraction run in the analysis pool (src/analysis/pool.ts), never on the event
 * loop: discovery of the home page's links, then the extraction of every page read, under one
 * CPU budget per site. A site over it fails as `too_complex`, like a page that could not be read.
 * A scan or roast does not wait behind a full queue (503); a report does (`fetchSite`).
 *
 * Errors: a refused target is 400 `bad_request` ("competitor_url: x resolves to a private
 * address …"), anything else that keeps the home page from loading is 422 `url_unreachable`
 * naming the URL and the reason.
 */
import type { Ctx } from "../context.ts";
import type { Clock } from "../lib/clock.ts";
import { AppError } from "../lib/errors.ts";
import type { Outbound } from "../net/outbound.ts";
import { buildProfile } from "./analyze/profile.ts";
import { buildRoast } from "./analyze/roast.ts";
import { buildScan } from "./analyze/scan.ts";
import type { Profile, RoastInput, RoastResult, ScanInput, ScanResult } from "./analyze/schemas.ts";
import type { CatalogTool } from "./catalog-match.ts";
import type { SiteFacts } from "./facts.ts";
import { createFetcher, FetchFailure, type Fetcher, type FetcherOptions } from "./fetcher.ts";
import type { PageInput } from "./page.ts";
import { sameSite } from "./site.ts";

export interface SiteRead {
  facts: SiteFacts;
  profile: Profile;
}

export interface IntelService {
  fetcher: Fetcher;
  /** Reads one site; `field` names the input in error messages ("competitor_url: …"). Throws AppError 400/422. */
  readSite(url: string, field: string): Promise<SiteRead>;
  /** Reads one site like readSite, but a home page that cannot be read throws the FetchFailure itself (reports keep going without it). */
  fetchSite(url: string): Promise<SiteRead>;
  scan(ctx: Ctx, input: ScanInput): Promise<ScanResult>;
  roast(ctx: Ctx, input: RoastInput): Promise<RoastResult>;
}

/** Where pages are parsed and read: the analysis pool (src/analysis/pool.ts), off the event loop. */
export interface SiteAnalyser {
  /** One site's analyses under one CPU budget; past it they throw FetchFailure `too_complex` naming `url`. */
  site(
    url: string,
    opts: { wait: boolean },
  ): {
    discover(home: PageInput): Promise<string[]>;
    extract(input: { pages: PageInput[]; url: string; final_url: string }): Promise<SiteFacts>;
  };
}

export interface IntelDeps {
  analysis: SiteAnalyser;
  net: Outbound;
  clock: Clock;
  /** The catalog sites are matched against, read at each use (admins edit it). */
  catalog: { index(): { all(): readonly CatalogTool[] } };
  userAgent: string;
  /** Fetcher bounds other than the defaults (tests: short timeouts, small caps). */
  fetch?: Partial<Omit<FetcherOptions, "net" | "clock" | "userAgent">>;
}

/** A fetch failure as the API reports it, naming the input field. */
export function targetError(e: FetchFailure, field: string): AppError {
  if (e.kind === "refused") return new AppError("bad_request", `${field}: ${e.reason}`, { field });
  return new AppError("url_unreachable", `${field}: ${e.url} could not be ${e.kind === "too_complex" ? "read" : "fetched"}: ${e.reason}.`, { field, url: e.url, reason: e.kind });
}

export function createIntel(deps: IntelDeps): IntelService {
  const fetcher = createFetcher({ net: deps.net, clock: deps.clock, userAgent: deps.userAgent, ...deps.fetch });

  /** `wait`: may the analyses wait behind a full queue (reports) or are they refused (scan, roast)? */
  async function read(url: string, wait: boolean): Promise<SiteRead> {
    const analysis = deps.analysis.site(url, { wait });
    const home = await fetcher.fetchPage(url);
    const homePage: PageInput = { url: home.finalUrl, html: home.html };
    const found = await Promise.all((await analysis.discover(homePage)).map((u) => fetcher.fetchPage(u).catch(() => null)));
    const pages = [homePage];
    const seen = new Set([home.finalUrl]);
    for (const p of found) {
      // A guessed /pricing that redirects home, or a link that ends up on another site, adds nothing.
      if (!p || seen.has(p.finalUrl) || !sameSite(p.finalUrl, home.finalUrl)) continue;
      seen.add(p.finalUrl);
      pages.push({ url: p.finalUrl, html: p.html });
    }
    const facts = await analysis.extract({ pages, url: home.url, final_url: home.finalUrl });
    return { facts, profile: buildProfile(facts, deps.catalog.index().all()) };
  }

  const fetchSite = (url: string) => read(url, true);
  const readSite = (url: string, field: string): Promise<SiteRead> =>
    read(url, false).catch((e) => {
      throw e instanceof FetchFailure ? targetError(e, field) : e;
    });

  const analyzedAt = (ctx: Ctx) => new Date(ctx.clock.now()).toISOString();

  return {
    fetcher,
    readSite,
    fetchSite,
    async scan(ctx, input) {
      const [you, them] = await Promise.allSettled([readSite(input.your_url, "your_url"), readSite(input.competitor_url, "competitor_url")]);
      if (you.status === "rejected") throw you.reason;
      if (them.status === "rejected") throw them.reason;
      return buildScan(you.value.profile, them.value.profile, analyzedAt(ctx));
    },
    async roast(ctx, input) {
      const site = await readSite(input.url, "url");
      return buildRoast(site.facts, site.profile, analyzedAt(ctx));
    },
  };
}
