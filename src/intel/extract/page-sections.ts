/**
 * Round 89c (docs/intel.md): a one-product landing page restates its price in several of its own
 * bands — the hero ("Instant answers … then $25/month"), a feature band, the pricing section, a
 * closing call to action. Each band is a `<section>` (or the page's `<header>`) straight under the
 * body or `<main>`, and the card grouping, seeing sibling blocks that each hold a price, read them
 * as a set of plan cards named by each band's heading: the hero's slogan, "What it actually does",
 * a checklist's title. A plan card is a box inside a band, never a band of the page itself.
 *
 * What marks such a run is a band that cannot be a plan: the hero, which holds the page's title (an
 * `<h1>`), or the band the page itself names as its pricing section (`<section id="pricing">`, the
 * target of a "Pricing" link: pricing-section.ts) — the plans are inside it, so the bands beside it
 * are the page's other sections. Pages whose plans ARE their top-level sections, one plan per
 * section with neither among them, stay cards (round 52e's pages: "Monthly Plan" and "Yearly Plan"
 * sections under the body).
 *
 * So, in plans-page.ts: a group that is such a run is left unread, as a group whose cards read as
 * no plan (the lone card inside the pricing band, or the one-price reader of sole-price.ts, reads
 * the page instead); such a run holding a grid of priced cards gives way to that grid, headed or
 * not; and a band is never taken for a card of the hero's row (the "little group inside a card"
 * rules had folded a pricing band's grid into the hero's group).
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { pricingSections } from "../pricing-section.ts";

const BAND_TAG = /^(?:section|header|footer)$/;
const PAGE_LEVEL = /^(?:body|main)$/;

/** One of the page's own bands: a section, header or footer whose parent is the body or `<main>`. */
export const pageBand = (el: HElement): boolean => BAND_TAG.test(el.tag) && el.parent !== null && PAGE_LEVEL.test(el.parent.tag);

const sectionsOf = new WeakMap<Page, Set<HElement>>();
const pricingBands = (page: Page): Set<HElement> => {
  let s = sectionsOf.get(page);
  if (!s) sectionsOf.set(page, (s = new Set(pricingSections(page))));
  return s;
};

/** A landmark band, never a plan card: the page's hero (it holds the page's `<h1>`) or its own pricing section. */
export const landmarkBand = (page: Page, el: HElement): boolean => pageBand(el) && (pricingBands(page).has(el) || page.headings.some((h) => h.level === 1 && page.contains(el, h.el)));

/** Whether a group's cards are the page's bands, the hero or the pricing band among them: the page's sections, not a set of plans. */
export const pageBandRun = (page: Page, cards: readonly HElement[]): boolean => cards.length > 0 && cards.every(pageBand) && cards.some((c) => landmarkBand(page, c));
