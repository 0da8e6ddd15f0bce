/**
 * Where a page's own anchor for its pricing points (round 113g, read by pricing-section.ts).
 *
 * A one-page site often sends its "Buy" button to an in-page anchor, and the anchor sits where the
 * offer is: `<section id="buy">`, `<div id="purchase">`, or the id set on the section's title itself
 * (`<h2 id="buy">Made for individuals and teams</h2>` over the plan cards). Two gaps kept such a
 * section from being weighed as the page's pricing (pricing-section.ts): its id said "buy" or
 * "purchase", which the section reader did not know (the last-resort reader of a one-page site,
 * extract-site.ts's pricingSection, has counted them since round 65b), and an id on a heading (a
 * purchase word or a pricing word alike, `<h2 id="pricing">`) names only the heading's own words,
 * never the cards under it, so no plan was ever found inside it.
 *
 * The words: "buy" and "purchase" alone (not "get", "order" or "shop", which name other sections as
 * often). The heading: an id'd h1–h6 stands for the `<section>` element it opens (its nearest
 * `<section>` ancestor); a heading outside any `<section>` is left as it was (a page of divs gives no
 * element that surely ends where the offer ends). Discovery (discover.ts) is not touched: it follows
 * links to other pages, and these are anchors within the page already read.
 */
import type { HElement } from "./html/parse.ts";
import { ancestors } from "./page.ts";

/** The ids that say the element is where the product is bought: "buy", "purchase", "buy-now" (whole ids, in SECTION_ID). */
export const PURCHASE_ID_WORDS = String.raw`(?:buy|purchase)(?:-?now)?`;
export const PURCHASE_ID = new RegExp(String.raw`^${PURCHASE_ID_WORDS}$`, "i");

const HEADING = /^h[1-6]$/;

/** The element a named anchor stands for: a heading's own `<section>`, else the element itself. */
export function anchoredSection(e: HElement): HElement {
  if (!HEADING.test(e.tag)) return e;
  for (const a of ancestors(e)) if (a.tag === "section") return a;
  return e;
}
