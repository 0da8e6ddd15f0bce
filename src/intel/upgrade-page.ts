/**
 * An upgrade page is the page that sells the plans, where a site has no pricing page (issue 25,
 * round 31 part e).
 *
 * A site without a page at a pricing path ("/pricing", "/precios", …) was read whole: every page's
 * plans merged, so the home page's teaser cards came in beside the plans the site sells at its
 * upgrade page ("/upgrade/", "/subscribe.html", "/pro"). Where the two disagree — the home page
 * still shows a tier the upgrade page dropped, a price of last year, the paid plan under another
 * name ("LinkHer+" for the options "Monthly" and "Annual"), or a one-time "Pro" read again from the
 * home page's structured data — each difference became an invented plan. On development (waves
 * 8–12, 14–25) five sites show the construction: four read a plan no reader saw there, one read
 * its upgrade page's plans not at all beside the home page's.
 *
 * So, when no page at a pricing path has plans, an upgrade page that has some is read as the
 * pricing page is: alone. One thing of the other pages is kept, their free plans: an upgrade page
 * sells the paid side and seldom shows the free tier it upgrades from ("Or stay on the free plan"),
 * so a free card on the home page is still the product's free tier.
 */

/** The words of an upgrade page's path (round 18d); discovery (discover.ts) reads them too. */
export const UPGRADE_PATH_WORDS = "premium|upgrade|go-pro|get-pro|pro|membership|subscribe|subscription";
/** An upgrade page by its path: "/premium.html", "/upgrade/", "/go-pro" (round 18d). */
const UPGRADE_PATH = new RegExp(String.raw`\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:${UPGRADE_PATH_WORDS})(?:\/|\.html?$|$)`, "i");

export const upgradeUrl = (url: string): boolean => {
  try {
    return UPGRADE_PATH.test(new URL(url).pathname);
  } catch {
    return false;
  }
};

interface PlanLike {
  amount: number | null;
  free: boolean;
}

interface PageRead<P extends PlanLike> {
  page: { url: string };
  ld: P[];
  state: P[];
  shown: P[];
}

const planCount = (x: PageRead<PlanLike>) => x.ld.length + x.state.length + x.shown.length;
const isFree = (p: PlanLike) => p.free || p.amount === 0;

/**
 * The pages to read plans from when no pricing page has any: the upgrade pages with plans, and the
 * other pages' free plans where the upgrade pages show none. Null when no upgrade page has plans
 * (every page is read, as before).
 */
export function upgradePagesRead<P extends PlanLike, T extends PageRead<P>>(perPage: readonly T[]): T[] | null {
  const upgrade = perPage.filter((x) => upgradeUrl(x.page.url) && planCount(x) > 0);
  if (upgrade.length === 0) return null;
  if (upgrade.some((x) => [...x.ld, ...x.state, ...x.shown].some(isFree))) return upgrade;
  const freeElsewhere = perPage
    .filter((x) => !upgrade.includes(x))
    .map((x) => ({ ...x, ld: x.ld.filter(isFree), state: x.state.filter(isFree), shown: x.shown.filter(isFree) }))
    .filter((x) => planCount(x) > 0);
  return [...upgrade, ...freeElsewhere];
}

/**
 * The upgrade pages the site is read from as its pricing page (upgradePagesRead's pages at an
 * upgrade path; not the other pages whose free plans it keeps): the confidence model weighs the
 * plans read there as read on a pricing page (`on_pricing_page`). Round 45, part c: the signal was
 * the path's alone, so a site whose plans are sold only at "/premium" or "/subscribe/" lost the
 * pricing page's weight on the page that is its pricing page, and the grid rules of abstain() that
 * need one. On development (waves 8–12, 30–37) 4 plans read exact on 3 sites in 3 waves were
 * withheld for it (docs/intel.md, "Round 45, part c"); the home page of a one-page site is not
 * so marked (its look-alikes there are read wrong).
 */
export function upgradePricingUrls(read: readonly { page: { url: string } }[] | null): Set<string> {
  return new Set((read ?? []).map((x) => x.page.url).filter(upgradeUrl));
}
