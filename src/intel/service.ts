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
 * Pages drawn by scripts (SPEC §14): when the static read found no plan, the pricing pages (the
 * home page when none was read) are asked whether their scripts draw the prices (browser/detect.ts,
 * in the pool). Those that are get rendered by the browser when one is configured — every request
 * of the page through the address policy's proxy (browser/renderer.ts) — and the rendered DOM goes
 * through the same extraction in place of the HTML the server sent. The profile's `rendering`
 * says which pages were rendered, or why not ("not rendered: no browser configured"). A render
 * that fails costs that page's plans, never the read: the site is answered with what was read.
 *
 * Errors: a refused target is 400 `bad_request` ("competitor_url: x resolves to a private
 * address …"), anything else that keeps the home page from loading is 422 `url_unreachable`
 * naming the URL and the reason.
 */
import type { Ctx } from "../context.ts";
import type { Clock } from "../lib/clock.ts";
import { AppError } from "../lib/errors.ts";
import type { Renderer } from "../browser/renderer.ts";
import type { Outbound } from "../net/outbound.ts";
import { buildRoast } from "./analyze/roast.ts";
import { buildScan } from "./analyze/scan.ts";
import type { Profile, Rendering, RoastInput, RoastResult, ScanInput, ScanResult } from "./analyze/schemas.ts";
import type { CatalogTool } from "./catalog-match.ts";
import type { SiteFacts } from "./facts.ts";
import { createFetcher, FetchFailure, type Fetcher, type FetcherOptions } from "./fetcher.ts";
import type { PageInput } from "./page.ts";
import { sameSite } from "./site.ts";

/**
 * The profile builder and the pricing-page test, imported at the first read, not with this
 * module: they pull in the extraction engine (htmlparser2, entities, the extractors), which the
 * server's main thread needs only when it reads a site — so a start that serves /healthz and the
 * catalog never evaluates it (docs/benchmarks.md, "Cold start, session 15").
 */
const engine = async () => {
  const [{ buildProfile }, { isPricingUrl }] = await Promise.all([import("./analyze/profile.ts"), import("./extract-site.ts")]);
  return { buildProfile, isPricingUrl };
};

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
    /** For each page, why its scripts must run to show its prices, or null. */
    detect(pages: PageInput[]): Promise<(string | null)[]>;
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
  /** The browser for script-drawn pages, asked at each use; null when none is configured (the default). */
  renderer?: () => Renderer | null;
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
    const extract = (read: PageInput[]) => analysis.extract({ pages: read, url: home.url, final_url: home.finalUrl });
    let facts = await extract(pages);
    let rendering: Rendering[] = [];
    if (facts.plans.length === 0) {
      const drawn = await renderDrawnPages(analysis, pages, wait);
      rendering = drawn.rendering;
      if (drawn.pages !== pages) facts = await extract(drawn.pages);
    }
    const { buildProfile } = await engine();
    return { facts, profile: buildProfile(facts, deps.catalog.index().all(), rendering) };
  }

  /**
   * The pages whose scripts draw the prices, rendered when a browser is configured: the pages with
   * their rendered HTML in place of the fetched one (the same array when none was rendered), and
   * what was done with each. Never throws for a render: a failed one keeps the fetched HTML.
   */
  async function renderDrawnPages(analysis: ReturnType<SiteAnalyser["site"]>, pages: PageInput[], wait: boolean): Promise<{ pages: PageInput[]; rendering: Rendering[] }> {
    // Where extraction reads plans: the pricing pages, else the home page (pages[0]).
    const { isPricingUrl } = await engine();
    const pricing = pages.filter((p) => isPricingUrl(p.url));
    const candidates = pricing.length ? pricing : pages.slice(0, 1);
    const needed = await analysis.detect(candidates);
    const asked = candidates.flatMap((page, i) => (needed[i] ? [{ page, needed: needed[i] }] : []));
    if (asked.length === 0) return { pages, rendering: [] };
    const renderer = deps.renderer?.() ?? null;
    if (!renderer) return { pages, rendering: asked.map((a) => ({ url: a.page.url, rendered: false, needed: a.needed, reason: "not rendered: no browser configured" })) };
    const outcomes = await Promise.all(
      asked.map(async (a) => {
        const out = await renderer.render(a.page.url, { wait }).catch((e: Error) => ({ ok: false as const, reason: `the browser could not read the page (${e.message})` }));
        // A script that took the page to another site drew someone else's prices.
        if (out.ok && !sameSite(out.finalUrl, a.page.url)) return { ...a, html: null, reason: "the page moved to another site" };
        return { ...a, html: out.ok ? out.html : null, reason: out.ok ? null : out.reason };
      }),
    );
    const rendered = new Map(outcomes.flatMap((o) => (o.html === null ? [] : [[o.page, o.html] as const])));
    return {
      // The rendered DOM is read as the page it was asked for: the same URL, so the same rules apply.
      pages: rendered.size ? pages.map((p) => (rendered.has(p) ? { url: p.url, html: rendered.get(p)! } : p)) : pages,
      rendering: outcomes.map((o) => ({ url: o.page.url, rendered: o.html !== null, needed: o.needed, reason: o.html === null ? `not rendered: ${o.reason}` : null })),
    };
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
