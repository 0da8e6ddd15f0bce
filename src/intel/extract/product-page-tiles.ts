/**
 * A grid of product tiles, each tile's call to action leading to that product's own page of the
 * site (round 100, part f; docs/intel.md).
 *
 * A site that sells several products often shows them as priced tiles on its home page or beside
 * its plans — a game host's "Valheim $8/mo — Order Now" → /valheim-server-hosting, "Terraria
 * $8/mo — Order Now" → /terraria-server-hosting — a cross-sell catalogue whose figures are each
 * product's starting price, its plans sold on the page the tile leads to. Round 82d's link tiles
 * (the whole card one link) and pricing-link tiles ("View Chat pricing") miss such tiles: the card
 * holds a name, a price and a button, and the button says "Order Now", as a plan card's does.
 *
 * What tells them from a plan grid is where the buttons lead: a plan card's action signs up,
 * checks out or chooses the plan (a sign-up or cart path, a plan parameter, another host's app or
 * billing system, a script button), and the cards of one grid share that destination or differ
 * only in its query. Here every card's links lead to one page of this site of its own, a different
 * page for every card, none of them this page, a pricing page or a sign-up or checkout — and
 * nothing else in the card is clickable. And a tile lists nothing: a card with a list of what it
 * includes is a plan's even where its button leads to a page of its own.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { isPricingPath } from "../pricing-path-words.ts";

/** Where a plan's call to action leads: signing up, buying, starting a trial, choosing the plan (plans-page.ts's link tiles read it too). */
export const SIGN_UP_HREF = /sign-?up|register|checkout|cart|buy|purchase|order|subscribe|trial|get-?started|start|join|plan[=/_-]|billing|pricing\?/i;


/** The site's host, its "www." aside. */
const siteHost = (u: URL) => u.hostname.replace(/^www\./i, "").toLowerCase();

/** The fewest tiles that make a catalogue: two cards with links of their own are as often two plans' feature pages. */
const MIN_TILES = 3;

/** Whether every card of the group is a tile whose only destination is a product page of its own on this site. */
export function productPageTiles(page: Page, cards: readonly HElement[]): boolean {
  if (cards.length < MIN_TILES) return false;
  let here: URL;
  try {
    here = new URL(page.url);
  } catch {
    return false;
  }
  const paths = new Set<string>();
  for (const card of cards) {
    const end = page.subtreeEnd(card);
    let path: string | null = null;
    for (let o = card.order; o <= end; o++) {
      const e = page.doc.elements[o - 1]!;
      // A tile shows a name, a figure and a button; a card that lists what it includes is a plan's
      // (plan cards that each link to their own page: "Get Fleet" → /fleet over its bullets).
      if (e.tag === "button" || e.tag === "input" || e.tag === "select" || e.tag === "form" || e.tag === "li") return false;
      if (e.tag !== "a") continue;
      const href = e.attrs.href?.trim();
      if (!href || href.startsWith("#") || /^(?:javascript|mailto|tel):/i.test(href) || SIGN_UP_HREF.test(href)) return false;
      let to: URL;
      try {
        to = new URL(href, page.url);
      } catch {
        return false;
      }
      const p = to.pathname.replace(/\/+$/, "") || "/";
      if (siteHost(to) !== siteHost(here) || to.search !== "" || p === "/" || p === (here.pathname.replace(/\/+$/, "") || "/") || isPricingPath(p)) return false;
      if (path !== null && path !== p) return false;
      path = p;
    }
    if (path === null) return false;
    paths.add(path);
  }
  return paths.size === cards.length;
}
