/**
 * What a pricing page's path is called, by language — one table read by the extractor (which page
 * of a site is its pricing page, extract-site.ts) and by discovery (which link to follow,
 * discover.ts), so a word added for one is known to both.
 *
 * Round 21a: 20 development pages in four languages were not known as pricing pages by their path
 * (Portuguese "/planos/" on 6 sites, Romanian "/preturi/" on 5, Spanish "/planes/" on 3, Czech
 * "/cenik/" and "/ceny/" on 3), so their plans were read off the home page, or their page got no
 * last-resort reader and no pricing-page weight in the confidence model. Round 22a: "packages"
 * (six development sites: "/packages.html", "/en/packages"). Path words are matched
 * whole (the callers anchor them between slashes, a file suffix or a hyphenated tail).
 *
 * Round 47b: the word for "prices" or "rates" in languages the table lacked, counted on the
 * development cases' pricing paths (15 sites in 8 waves): Japanese romanized 料金 ("/ryokin.html",
 * "/ryoukin.html": 6 sites), Lithuanian "kainos" (2), Dutch "tarieven", Catalan "preus", Estonian
 * "hinnad", Azerbaijani "qiymetler", Albanian "cmimet", Ukrainian "tsiny", and "tariffs" (a Russian
 * site's English path); and "packages" in Croatian / Serbian "paketi" (2 sites) and Malay "pakej"
 * (1), beside round 22a's English word (3 sites in 3 waves, 19–21). Discovery already followed
 * these paths (its own list, discover.ts, since session 21), but such a page was not weighed as the
 * pricing page when read, so what it showed was withheld by the confidence model or read beside the
 * home page's teasers; the words now live here.
 */
export const PRICING_PATH_WORDS = [
  // English
  "pricing", "plans", "prices", "price", "plans-and-pricing", "pricing-plans", "packages",
  // French, German, Spanish, Italian, Portuguese
  "tarifs?", "tarification", "preise", "precios", "planes", "prix", "prezzi", "precos", "planos", "tarifas",
  // Polish, Czech / Slovak, Dutch, Scandinavian, Romanian
  "cennik", "cenik", "ceny", "prijzen", "priser", "preturi",
  // Indonesian, Turkish, Finnish
  "harga", "fiyatlar", "fiyatlandirma", "hinnasto", "hinnat", "hinnoittelu",
  // Price lists (round 25b): English, Estonian, Latvian, Croatian / Bosnian / Serbian / Slovene,
  // Bulgarian and Ukrainian transliterated, Hungarian, Vietnamese
  "price-list", "pricelist", "hinnakiri", "cenas", "cenradis", "cjenik", "cjenovnik", "cenovnik", "cjene", "cene", "ceni", "arak", "bang-gia",
  // Prices or rates (round 47b): Japanese romanized, Lithuanian, Dutch, Catalan, Estonian, Azerbaijani, Albanian, Ukrainian; "tariffs"
  "ryou?kin", "kainos", "tarieven", "preus", "hinnad", "qiymetler", "cmimet", "tsiny", "tariffs?",
  // Packages (round 47b): Croatian / Serbian / Slovene, Malay
  "paketi", "pakej",
].join("|");

/**
 * A pricing page's path ("/pricing", "/en/plans/", "/tarifs.html", "/pricing-teams", "/buy"): the one
 * test of it, read by the extractor (which page of a site is its pricing page, extract-site.ts) and
 * by the product tiles (a tile leading to a pricing page names a plan set, product-page-tiles.ts).
 */
const PRICING_PATH = new RegExp(String.raw`\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:${PRICING_PATH_WORDS}|buy|purchase|licen[cs]ing)(?:\/|\.html?$|-[a-z0-9-]*(?:\/|\.html?)?$|$)`, "i");
export const isPricingPath = (pathname: string): boolean => PRICING_PATH.test(pathname);
