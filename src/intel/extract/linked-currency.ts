/**
 * Round 105, part b: the dollar a page's buy links name for its bare "$" prices.
 *
 * A card prints "$5,980.00" and its button leads to the checkout of that very price, and the link
 * says in which money: a page per price named by its figure and code ("/5980mxn.html",
 * "/checkout/49-cad"), or a payment link's query ("?amount=49&currency=CAD", "currency_code=AUD").
 * The checkout is where the buyer pays, so its currency is the price's — the same evidence as a
 * code printed beside the price ("$5,980 MXN"), which page-dollar.ts already settles the page by.
 *
 * Only a link that names a figure the page prints as a "$" price, with a dollar's (or the Mexican
 * peso's) code: a currency switcher's "?currency=EUR" names no price, and a link to "/plans-2024"
 * names no code. The caller (page-dollar.ts `settled`) then takes the code only when every dollar
 * the page settles is the same one and none is the US dollar.
 *
 * Bounded: at most 300 links, each href's first 300 characters; the patterns are linear.
 */

/** A figure glued to a code in a link's path ("5980mxn", "49-cad", "19_99_aud"). */
const GLUED = /(?<![A-Za-z0-9])(\d{1,7})(?:[._]\d{2})?[-_]?(usd|cad|aud|nzd|sgd|hkd|mxn|twd)(?![A-Za-z])/gi;
/** A payment link's query: an amount and a currency among its parameters. */
const QUERY_AMOUNT = /[?&](?:amount|price|total|value)=(\d{1,7})(?:\.\d{1,2})?(?=&|#|$)/i;
const QUERY_CODE = /[?&](?:currency|currency_code|cur)=(usd|cad|aud|nzd|sgd|hkd|mxn|twd)(?=&|#|$)/i;
/** A "$" price in the page's text, its whole part with or without grouping ("$5,980.00", "$ 49"). */
const DOLLAR_FIGURE = /(?<![A-Za-z])\$[ \u00a0]?(\d{1,3}(?:[,.\u00a0 ]\d{3})+|\d{1,7})(?![\d])/g;

/** The whole figures the page prints after a bare "$" (at most 300). */
function dollarFigures(text: string): Set<string> {
  const out = new Set<string>();
  DOLLAR_FIGURE.lastIndex = 0;
  let n = 0;
  for (let m = DOLLAR_FIGURE.exec(text); m && n < 300; m = DOLLAR_FIGURE.exec(text), n++) out.add(m[1]!.replace(/[,.\u00a0 ]/g, ""));
  return out;
}

/** The dollar codes the page's links name beside a figure it prints as a "$" price. */
export function linkedDollars(hrefs: readonly string[], text: string): Set<string> {
  const codes = new Set<string>();
  const links = hrefs.slice(0, 300).map((h) => h.slice(0, 300)).filter((h) => /\d/.test(h));
  if (!links.length) return codes;
  const figures = dollarFigures(text);
  if (!figures.size) return codes;
  for (const href of links) {
    // The path alone for the glued form: a host's digits ("shop24.example") are no price.
    let path = href;
    try {
      const u = new URL(href);
      path = u.pathname + u.search;
    } catch {
      // (A relative link as written.)
    }
    GLUED.lastIndex = 0;
    for (let m = GLUED.exec(path); m; m = GLUED.exec(path)) if (figures.has(m[1]!)) codes.add(m[2]!.toUpperCase());
    const amount = QUERY_AMOUNT.exec(path)?.[1];
    const code = QUERY_CODE.exec(path)?.[1];
    if (amount && code && figures.has(amount)) codes.add(code.toUpperCase());
  }
  return codes;
}
