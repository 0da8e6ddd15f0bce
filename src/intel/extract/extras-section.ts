/**
 * Round 105h: a section of modules, services or support sold beside the plans.
 *
 * A licence or subscription page often prices its plans first (a comparison table, a row of cards)
 * and then, each in a page section of its own, the things sold on top of any plan: "Optional
 * Modules" (a table of modules, each "$12,000/year"), "Professional Services" ("Deployment $2,900
 * one-time", "Training $6,000"), "Support Options" (support levels "Basic | Professional |
 * Enterprise" with their own prices). Their rows and columns read as plans — a dozen invented plans
 * on one page, and the support levels' names taken for the licence table's columns. The add-on
 * rules (zones.ts HEADING_ZONES, addon-words.ts) know "Add-ons" and "Extras", not these titles,
 * and page builders often set the title in a styled `<div>` that is no heading at all.
 *
 * So a page section (a `<section>`, a region, a `<div>` with an id) whose title — its first
 * heading, else its first line when that line stands in an element of its own — is only such a
 * title ("Optional Modules", "Add-on modules", "Professional Services", "Support Options", "Premium
 * support") is an add-on zone, when the page prices something before it (the plans it adds to).
 * What stays: a section with no price before it (a page whose first priced section is "Services"
 * sells services: price-list.ts reads it), a section whose title says more than the kind ("Modules
 * for every team size"), and a title in a paragraph of text.
 */
import type { HElement } from "../html/parse.ts";
import { headingsWithin, type Page } from "../page.ts";
import { findPrices } from "./money.ts";

/** At most two qualifying words, then the kind: modules, services, support (its options or levels). */
const EXTRAS_TITLE =
  /^(?:(?:our|optional|additional|extra|add-?on|premium|paid|professional|expert|implementation|onboarding|consulting|managed|technical|customer|enterprise)\s+){0,2}(?:modules|services|support(?:\s+(?:options|levels|packages|plans|tiers))?)$/i;
const MAX_TITLE = 40;
/** Elements looked at for the section's first line (a title opens its section). */
const LEAD_SCAN = 40;
/** The page text read before the section for the plans' prices. */
const BEFORE_SCAN = 200_000;

/** The section's first line, when one element holds it alone (no block inside it), or null. */
function leadLine(page: Page, section: HElement): string | null {
  const end = page.subtreeEnd(section);
  for (let o = section.order + 1; o <= end && o - section.order <= LEAD_SCAN; o++) {
    const e = page.doc.elements[o - 1]!;
    if (page.isHidden(e)) continue;
    const t = page.text(e, "all").replace(/\s+/g, " ").trim();
    if (!t) continue;
    if (e.children.some((c) => c.kind === "element" && page.text(c, "all").trim() !== "" && !/^(?:span|strong|b|em|i|small)$/.test(c.tag))) continue;
    return t.length <= MAX_TITLE ? t : null;
  }
  return null;
}

/** Whether `title` names only a kind of extra sold beside plans ("Optional Modules", "Support Options"). */
export function extrasTitle(title: string): boolean {
  const t = title.replace(/[:.]$/, "").replace(/\s+/g, " ").trim();
  return t.length <= MAX_TITLE && EXTRAS_TITLE.test(t);
}

/** Whether two prices or more stand in the page before `start` (the plans the extras add to). */
function pricedBefore(page: Page, start: number): boolean {
  return findPrices(page.all.slice(Math.max(0, start - BEFORE_SCAN), start)).length >= 2;
}

/**
 * Round 112d: whether a heading over a group of priced cards titles such a kind ("Professional
 * Services" over "Kickstart & Onboarding $2,500", "Setup & Integration $5,000") after priced plans.
 * Page builders set that title in a `<div>` soup with no section or id around it, so the zone rule
 * above never sees it; the cards' group is asked instead (plans-page.ts `findGroups`).
 */
export function extrasHeading(page: Page, heading: { el: HElement; text: string }): boolean {
  return extrasTitle(heading.text) && pricedBefore(page, page.range(heading.el, "all")[0]);
}

/**
 * Whether `section` is a section of modules, services or support sold beside plans priced before it:
 * its title names only such a kind, and two prices or more stand in the page before it.
 */
export function extrasSection(page: Page, section: HElement): boolean {
  const title = leadLine(page, section) ?? headingsWithin(page, section, 1)[0]?.text;
  if (!title || !extrasTitle(title)) return false;
  return pricedBefore(page, page.range(section, "all")[0]);
}
