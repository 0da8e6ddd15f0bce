/**
 * A one-page site's pricing section (round 82, part l): many small companies publish their plans in
 * a section of their home page (`<section id="pricing">`, "#harga", "#tarifs", a nav link "Pricing"
 * to "#pricing") and have no pricing page. The engine read those plans, but the confidence model's
 * `on_pricing_page` was 0 for them (the page's path names no prices), so they were withheld. A
 * section the page itself names as its pricing is weighed like a pricing page — only for the plans
 * read inside that section, not for the home page's other cards (feature tiles, testimonials).
 *
 * The section: an element whose id is a pricing word in the languages the engine knows (the path
 * words, pricing-path-words.ts) or (round 113g) a purchase word ("buy", "purchase": id-named-section.ts),
 * or the target of an in-page link whose text is a pricing word (discover.ts's link words) — an id'd
 * heading standing for the `<section>` it opens (round 113g), or a `<section>` whose own heading
 * (h2–h3) is only a pricing word.
 * Round 100e: on a documentation page with no `<section>` elements, the tables and lists of such a
 * heading's Markdown section, and a table that labels a row "Price" and prices every plan column in
 * it (markdown-section.ts).
 */
import type { HElement } from "./html/parse.ts";
import type { PlanFact } from "./facts.ts";
import { ancestors, type Heading, type Page } from "./page.ts";
import { eyebrowOf } from "./extract/addon-eyebrow.ts";
import { PRICING_PATH_WORDS } from "./pricing-path-words.ts";
import { pricingText } from "./discover.ts";
import { findPrices } from "./extract/money.ts";
import { headingWords, markdownSectionBlocks, priceLabelledTables } from "./markdown-section.ts";
import { anchoredSection, PURCHASE_ID_WORDS } from "./id-named-section.ts";

/** An id that names the page's prices: "pricing", "harga", "tarifs", "price-plans", "pricing-section". */
const SECTION_ID = new RegExp(String.raw`^(?:${PRICING_PATH_WORDS}|price-?plans?|pricing-?section|pricing-?plans|pricing-?table|price-?table|${PURCHASE_ID_WORDS})$`, "i");

/** The fragment of an in-page link to the page itself ("#pricing", "/#precios" on the home page), else null. */
function ownFragment(href: string, pageUrl: string): string | null {
  try {
    const u = new URL(href, pageUrl);
    const p = new URL(pageUrl);
    if (u.hash.length < 2 || u.hash.length > 60 || u.origin !== p.origin || u.pathname !== p.pathname) return null;
    return decodeFragment(u.hash.slice(1));
  } catch {
    return null;
  }
}

const decodeFragment = (f: string): string | null => {
  try {
    return f.length > 0 && f.length < 60 ? decodeURIComponent(f) : null;
  } catch {
    return null;
  }
};

/** The elements of a page that the page names as its pricing section (see the module comment). */
export function pricingSections(page: Page): HElement[] {
  const out = new Set<HElement>();
  const byId = new Map<string, HElement>();
  for (const e of page.doc.elements) {
    const id = e.attrs.id;
    if (id === undefined || id.length > 60) continue;
    if (!byId.has(id)) byId.set(id, e);
    // Round 113g: an id'd heading names the section it opens (id-named-section.ts).
    if (SECTION_ID.test(id)) out.add(anchoredSection(e));
  }
  // (page.links leaves out "#…" links — they lead to no other page — so the anchors are read here.)
  for (const a of page.doc.elements) {
    const href = a.tag === "a" ? a.attrs.href?.trim() : undefined;
    if (href === undefined || !href.includes("#")) continue;
    const text = page.text(a, "all");
    if (text.length > 40 || !pricingText(text)) continue;
    const id = href.startsWith("#") ? decodeFragment(href.slice(1)) : ownFragment(href, page.url);
    const target = id === null ? undefined : byId.get(id);
    if (target) out.add(anchoredSection(target));
  }
  for (const h of page.headings) {
    if (h.level < 2 || h.level > 3) continue;
    const words = headingWords(h.text);
    const named = words.length <= 40 && pricingText(words);
    // Round 105e: or the heading is a slogan ("Choose who gets the upgrade") under an eyebrow that
    // is only a pricing word — the small label a section sets over its title ("Pricing", "Tarifs"),
    // read as addon-eyebrow.ts reads an add-on section's. Only a `<section>` so named: an eyebrow
    // names the section it opens, not a Markdown run.
    if (!named && !sectionEyebrow(page, h)) continue;
    const section = [...ancestors(h.el)].find((a) => a.tag === "section");
    if (section) out.add(section);
    // Round 100e: a docs page's Markdown section, the tables and lists after the heading (markdown-section.ts).
    else if (named) for (const b of markdownSectionBlocks(h.el, h.level)) out.add(b);
  }
  // Round 100e: a table that labels a row "Price" and prices every plan column in it (markdown-section.ts).
  for (const t of priceLabelledTables(page)) out.add(t);
  // A target that holds the whole page (a wrapper id'd "pricing" around everything) names nothing.
  // (At most a few: a page names one pricing section, two or three with a nav link and a heading; a
  // hostile page of ten thousand ids "pricing" must not make every plan search ten thousand texts.)
  return [...out].filter((e) => e.tag !== "body" && e.tag !== "main" && e.tag !== "html").slice(0, MAX_SECTIONS);
}

const MAX_SECTIONS = 8;

/** Whether the label just over a heading, its eyebrow, is only a pricing word ("Pricing", "Preise"). */
function sectionEyebrow(page: Page, h: Heading): boolean {
  const eyebrow = eyebrowOf(page, h);
  return eyebrow !== null && pricingText(eyebrow);
}

/** The period a plan's name states ("Monthly", "Yearly", "Lifetime"), else null. */
const NAME_PERIOD: readonly [RegExp, string][] = [
  [/\b(?:monthly|month)\b/i, "month"],
  [/\b(?:yearly|annual|annually|year)\b/i, "year"],
  [/\b(?:lifetime|one[- ]time)\b/i, "one_time"],
];

/**
 * Which plans of a section the section's weight may lift. Not a plan whose name states another
 * period than the one read ("Lifetime" at $10 a month, "Yearly" at $19.99 a month: the cards' prices
 * were paired with the wrong periods), nor a card with nothing where the price would be (no
 * price, no "Contact us": a free edition or a discount box read as a priceless plan). On
 * development these were the section's misreadings; a pricing page's path lifts them still.
 */
function sectionWorthy(plan: PlanFact): boolean {
  if (plan.amount === null && plan.price_text.trim() === "") return false;
  const named = NAME_PERIOD.filter(([re]) => re.test(plan.name)).map(([, period]) => period);
  return named.length !== 1 || plan.period === null || named[0] === plan.period;
}

/**
 * Whether a priced plan's price as shown states the amount read, or its annual side ("$ 7 /mo ·
 * billed yearly" for a plan at $9 a month, $7 on the annual side). A card showing another figure
 * (a second tab's card of the same name) is not the offer structured data priced, and vouches for
 * nothing; free and contact offers, which show no figure to check, are left as before.
 */
function cardShowsAmount(plan: PlanFact): boolean {
  if (plan.amount === null || plan.amount <= 0) return false;
  const shown = findPrices(plan.price_text).map((t) => t.amount);
  return shown.some((a) => a === plan.amount || (plan.annual_amount !== null && a === plan.annual_amount));
}

const lower = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Whether a plan read on this page sits inside one of its pricing sections: the section's text
 * shows the plan's name and its price as read. (Plans carry no element, only their words; a name
 * and price found together in the section are the plan's card there.)
 *
 * A plan structured data alone gives has no card on the page to find, so it is never in a section.
 * Round 95, part c: but one that structured data gives and a card of the page also shows
 * (`shownByCard`: the page reader read a card or row of its name) is that card, when the card's
 * price as shown (which the merge keeps over structured data's rendering) states the amount read —
 * on a pricing page's path the two are weighed alike, and a page that names its pricing section is
 * weighed like a pricing page (round 82l). Before, a site that marks up its offers beside its cards
 * lost the section's weight on exactly the cards it marked up: "Pro" and "Ultra" doubted while the
 * unmarked "Enterprise" of the same grid was not. On development (waves 45–87) this reports 8 more
 * plans on 7 sites, all read exact; no wrong or invented plan of the raw reading crosses the threshold.
 */
export function inPricingSection(plan: PlanFact, page: Page, sections: readonly HElement[], shownByCard = false): boolean {
  if (!sections.length) return false;
  if ((plan.source === "json-ld" || plan.source === "app-state") && !(shownByCard && cardShowsAmount(plan))) return false;
  if (!sectionWorthy(plan)) return false;
  const name = lower(plan.name);
  const price = lower(plan.price_text);
  return sections.some((s) => {
    const text = sectionText(page, s);
    return text.includes(name) && (price === "" || text.includes(price));
  });
}

/** A section's text, lowered once per section (every plan of the page is looked for in it). */
const texts = new WeakMap<HElement, string>();
function sectionText(page: Page, s: HElement): string {
  let t = texts.get(s);
  if (t === undefined) texts.set(s, (t = lower(page.text(s, "all"))));
  return t;
}
