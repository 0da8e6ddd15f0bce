/**
 * Round 89, part d (docs/intel.md, "Round 89, part d"): the page's own sections that each say the
 * one offer's price again are no set of plans.
 *
 * A one-page site that sells one thing says its price in several of the page's sections: the hero
 * ("Buy once — €9.99" under the h1), the pricing section ("€9.99 once"), a section on how to get it
 * ("Or pay $5/month and skip the setup"), a closing call to action ("今日から Pro を試す ¥980"). The
 * card reader groups the sections holding prices as a row of cards (their parent, the page's
 * `<body>` or `<main>`, holds two or more priced children) and names each by its title — the
 * page's headline, a section's heading, a call to action — while the offer's own card, titled
 * "Simple. No tiers." or "料金", often reads as nothing. The raw reading then holds the offer under
 * a heading's words (development: a Mac utility, a clipboard app, a Japanese summary tool, a
 * kintone plugin), which the confidence model rightly doubts, so the page reports nothing.
 *
 * What marks the construction, in any language: every card of the group is one of the page's own
 * sections (page-section.ts: its parent the `<body>` or `<main>`, or a sibling of the hero), and
 * every plan read from it is priced at an amount that ANOTHER section of the group shows too, in
 * the same currency (a plan read under the product's own name, "Acme" or "Acme Pro", is the offer
 * and stays; the others go). Plans sold one a section (a "Basic" section at $10 beside a "Pro" one at $20)
 * have prices of their own and are read as before. A group left with no plan is left unread, so the page's
 * other readers take the offer: structured data's offer under the product's name, a card inside a
 * section, or the one price a page prints named after the product (sole-price.ts).
 */
import type { PlanFact } from "../facts.ts";
import type { HElement } from "../html/parse.ts";
import { headingsWithin, type Page } from "../page.ts";
import { siteName } from "./identity.ts";
import { planKey } from "./text.ts";
import { pageSection } from "./page-section.ts";

/** A card of the group: the prices it shows (visible, not struck) and the plan read from it, if any. */
export interface SectionCard {
  card: HElement;
  prices: readonly { amount: number; currency: string | null }[];
  plan: PlanFact | null;
}

/** Sectioning elements: a page's section even when it holds no heading of its own. */
const SECTIONING = /^(?:section|header|footer|article|aside)$/;

/** A plan named by the product's own name or an edition of it ("Acme", "Acme Pro"): the offer under its own name. */
export function productNamed(page: Page, p: PlanFact): boolean {
  const product = planKey(siteName(page).value);
  return product !== "" && (planKey(p.name) === product || planKey(p.name).startsWith(`${product} `));
}

/**
 * The plans of the group read under a heading's words while another of its sections prices them
 * alike: none when the group is no such construction (a plan priced apart, or no page sections).
 */
export function offerSaidAgain(page: Page, cards: readonly SectionCard[]): Set<PlanFact> {
  const none = new Set<PlanFact>();
  const read = cards.filter((c) => c.plan !== null);
  if (cards.length < 2 || read.length === 0) return none;
  // The page's own sections: beside the hero or under the body or main, each a section element or
  // a block headed by a heading of its own — not a sign-up form's paragraphs (a plan's card beside
  // the fine print that restates its price, both children of a <main> that is the form's card).
  const section = (c: SectionCard) => pageSection(page, c.card) && (SECTIONING.test(c.card.tag) || headingsWithin(page, c.card, 1).length > 0);
  if (!cards.every(section)) return none;
  // A plan named by the product's own name or an edition of it ("Acme Pro" in the hero's h1) is
  // the offer read under its own name, whatever else repeats its price: it stays.
  const own = (p: PlanFact) => productNamed(page, p);
  const again = new Set<PlanFact>();
  for (const { card, plan } of read) {
    const p = plan!;
    if (p.amount === null || p.amount <= 0) return none;
    if (own(p)) continue;
    if (!cards.some((o) => o.card !== card && o.prices.some((x) => x.amount === p.amount && (x.currency ?? p.currency) === p.currency))) return none;
    again.add(p);
  }
  return again;
}
