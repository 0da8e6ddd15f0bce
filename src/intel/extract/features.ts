/**
 * Features: what a site says its product does, normalised and deduplicated case-insensitively in
 * a stable order. Sources, in order:
 *  1. headings of feature sections (features/product pages first, then the home page, then the
 *     rest): a section whose id/class/opening heading says "feature", on features/product pages
 *     every h2–h4 outside chrome, FAQ and testimonials, and feature grids anywhere (three or more
 *     sibling blocks that each open with a short heading);
 *  2. plan bullet lists (the checkmark lists inside plan cards);
 *  3. the row headers of comparison tables (`<th scope="row">`, ARIA `role="rowheader"`), and the
 *     first cells of a plan comparison's rows (compareTableRows).
 * The first MAX_FEATURES come with their evidence (what scans, roasts and reports show); the
 * rest, up to MAX_FEATURE_NAMES in all, only by name and page, for monitoring to compare the full
 * set (a site listing 150 features must not look unchanged because the first 60 did not move).
 * A plan's limits ("Up to 3 boards", extract/limits.ts) are the plan's, never features here.
 */
import type { HElement } from "../html/parse.ts";
import { MAX_FEATURE_NAMES, MAX_FEATURES, type FeatureFact, type PlanFact } from "../facts.ts";
import { ancestors, countHeadingsWithin, headingsWithin, type Page } from "../page.ts";
import { CONTACT_LINE, evidenceOf, tableRows } from "./plans-page.ts";
import { countedThing } from "./limits.ts";
import { cleanFeature, keyOf, snippet } from "./text.ts";
import { findPrices } from "./money.ts";
import { zoneOf, type Zone } from "./zones.ts";
import { inConsentBanner } from "./signals.ts";
// Plan names that are tiers, not products: never features wherever they appear (a tile "Pro" on a home page included).
import { TIER_WORD } from "./tier-words.ts";

/** The bounds live with the facts' shape (facts.ts), which the monitoring diff reads without the extractors. */
export { MAX_FEATURE_NAMES, MAX_FEATURES };
/** Headings that introduce rather than name a feature. */
const NOT_FEATURE_HEADING = /\bpric(?:e|es|ing)\b|^(?:.*\badd-?ons?|.*calculator|plans?|compare\b.*|faqs?|frequently asked.*|testimonials?|customers?|get started.*|start (?:for free|now|today).*|ready to.*|try .*|sign up.*|contact.*|about.*|blog|resources|company|legal|product|features|solutions|all features|and (?:much )?more|why .*\?|trusted by.*|loved by.*|join .*|.*\bwhat (?:our |real |happy )?(?:customers|clients|users|members|people|teams|students) (?:say|think|are saying)\b.*|everything\b.*|what(?:'|’)?s included.*|included (?:in|with) (?:every|all) plans?.*|.*\?)$/i;
/**
 * Calls to action set as headings (a closing band: "Start your 30-day free trial today", "Deploy
 * your first app in minutes", "Need something custom?", "Book a demo") and questions.
 */
const CTA_HEADING = /^(?:ready|need|looking for|still|want|interested|have questions|got questions|questions)\b|\b(?:today|right now|for free|free trial|free for \d+ days)$|\byour first\b|^(?:start|get|book|request|talk to|speak to|sign up|create (?:a |an |your )?(?:free )?account)\b.*\b(?:free|trial|today|now|demo|started|account|sales|expert)\b|^schedule (?:a |your )?(?:demo|call|meeting)\b|^see (?:\w+ )?in action\b/i;
/**
 * A heading that asks: it ends in a question mark of any script — Latin "?", full-width "？"
 * (Chinese, Japanese), Arabic "؟" — past any closing quote or bracket ('"Which crate went where?"').
 * An FAQ's question names no feature, and it comes and goes with the copy: read as a feature, an
 * Arabic FAQ's rewording was reported by monitoring as features added and removed (round 89, part l).
 * A question inside a name ("「今日は何を作る？」にすぐ答える", the feature that answers it) is a name.
 */
const ASKS = /[?？؟][\s"'»”’」』)）\]]*$/u;
/** Words that name a kind of page or menu, not a feature — unless a feature tile says it ("Integrations" over a line about Zapier). */
const MENU_WORD = /^(?:integrations|security|resources|enterprise|customers|templates|pricing)$/i;

class FeatureList {
  readonly items: FeatureFact[] = [];
  /** Names past MAX_FEATURES, in the order read, with the page each was read on. */
  readonly more: { name: string; url: string }[] = [];
  private seen = new Set<string>();
  get full() {
    return this.items.length + this.more.length >= MAX_FEATURE_NAMES;
  }
  /** `make` builds the evidence, only for a feature that is shown. */
  add(name: string | null, source: FeatureFact["source"], url: string, make: () => FeatureFact["evidence"]) {
    if (!name || this.full) return;
    const k = keyOf(name);
    if (!k || this.seen.has(k)) return;
    this.seen.add(k);
    if (this.items.length < MAX_FEATURES) this.items.push({ name, source, evidence: make() });
    else this.more.push({ name, url });
  }
  /** The names past the display list, grouped by page in the order the pages first appear. */
  morePages(): { url: string; names: string[] }[] {
    const byPage = new Map<string, string[]>();
    for (const { name, url } of this.more) {
      const names = byPage.get(url);
      if (names) names.push(name);
      else byPage.set(url, [name]);
    }
    return [...byPage].map(([url, names]) => ({ url, names }));
  }
}

export interface ExtractedFeatures {
  features: FeatureFact[];
  more: { url: string; names: string[] }[];
}

const isFeaturesPage = (url: string) => /\/(?:features?|product|products|platform|solutions?|capabilities|tour|how-it-works)(?:\/|$|[?#.-])/i.test(new URL(url).pathname + "/");

export function extractFeatures(pages: Page[], plans: PlanFact[]): ExtractedFeatures {
  const list = new FeatureList();
  const planNames = new Set(plans.map((p) => keyOf(p.name)));
  const rank = (p: Page) => (isFeaturesPage(p.url) ? 0 : isHome(p.url) ? 1 : 2);
  const ordered = [...pages].sort((a, b) => rank(a) - rank(b));
  for (const page of ordered) {
    const zones = new Map<HElement, Zone>();
    const okZone = (el: HElement) => {
      const z = zoneOf(page, el, zones);
      return z === null || z === "addon";
    };
    const featuresPage = isFeaturesPage(page.url);
    const pricingPage = /\/(?:pricing|plans|prices|price)(?:\/|$|[?#.-])/i.test(new URL(page.url).pathname + "/");
    const grids = new Map<HElement, number>();
    const seenText = new Set<string>();
    for (const h of page.headings) {
      if (list.full) break;
      // Repeated headings (every card says "Pro") are judged once.
      if (h.level < 2 || h.level > 4 || seenText.has(h.text)) continue;
      seenText.add(h.text);
      if (!okZone(h.el) || inConsentBanner(h.el)) continue;
      // A question is a FAQ entry or a section's lead-in, never a feature's name; a heading of
      // several sentences ("Write. Grow. Monetize.") is a tagline.
      if (ASKS.test(h.text) || /\.\s+\S/.test(h.text)) continue;
      const name = cleanFeature(h.text);
      // A contact-sales card's price line set as a heading ("Get a quote", "Let's talk") is no feature.
      if (!name || NOT_FEATURE_HEADING.test(name) || CTA_HEADING.test(name) || CONTACT_LINE.test(name) || name.split(" ").length > 8) continue;
      // A plan's name is no feature on the pricing page or when it is a tier word ("Pro"); a
      // product sold as a plan ("Employer of Record", "Performance Management") is one elsewhere.
      if ((planNames.has(keyOf(name)) && pricingPage) || TIER_WORD.test(name)) continue;
      // A comparison table's column header names a plan (a new column is a new plan, never
      // "Feature added: Agency"), whatever its name and wherever the table is.
      if (inColumnHeader(h.el)) continue;
      const grid = inGrid(page, h.el, grids);
      if (MENU_WORD.test(name) && !grid) continue;
      // The title over a section of feature tiles ("All your digital business in one place" over
      // six h3 tiles) introduces them; on a features page such a title names a group of features.
      if (!grid && !featuresPage && sectionTitle(page, h)) continue;
      if (featuresPage || grid || inFeatureSection(page, h.el)) list.add(name, "heading", page.url, () => evidenceOf(page, h.el, h.text));
    }
  }
  // Feature tiles whose titles are no headings (Webflow's `heading-style-h5` divs, Framer's text
  // layers, `feature-title` spans): after the headings, so a page with real headings keeps its order.
  for (const page of ordered) {
    if (list.full) break;
    titleGrid(page, list);
  }
  // A bullet's evidence is the bullet (in its card), not the card's name and price: a finding that
  // cites a feature must quote the feature.
  // A bullet a card marks as not included is no feature of that plan, but still a feature the site
  // names (another plan has it, often behind "Everything in Pro"): kept in the site's list.
  for (const p of plans) for (const f of [...p.features, ...(p.excluded ?? [])]) list.add(f, "plan", p.evidence.url, () => bulletEvidence(p, f));
  // Checklists of a features section or page ("✓ Unlimited projects", "✓ Custom domains"): plain
  // list items, after the plans' own bullets.
  for (const page of ordered) {
    if (list.full) break;
    if (isFeaturesPage(page.url) || isHome(page.url)) checklists(page, list, planNames);
  }
  for (const page of ordered) {
    for (const el of page.doc.elements) {
      // A row header: <th scope="row">, or an ARIA grid's role="rowheader" (div-built compare tables).
      if (!((el.tag === "th" && el.attrs.scope === "row") || el.attrs.role === "rowheader") || page.isHidden(el)) continue;
      const t = cleanFeature(page.text(el));
      if (t && t.split(" ").length <= 8) list.add(t, "table", page.url, () => evidenceOf(page, el, t));
    }
    compareTableRows(page, list, planNames);
  }
  return { features: list.items, more: list.morePages() };
}

/** The bullet's words, at its card (the card's selector: the bullet is inside it). */
function bulletEvidence(p: PlanFact, bullet: string): FeatureFact["evidence"] {
  return p.evidence.selector === undefined ? { url: p.evidence.url, snippet: snippet(bullet) } : { url: p.evidence.url, snippet: snippet(bullet), selector: p.evidence.selector };
}

/** Inside a table's header cell or header row (a column's title), or an ARIA grid's column header. */
function inColumnHeader(el: HElement): boolean {
  let i = 0;
  for (const a of ancestors(el)) {
    if (++i > 8 || a.tag === "table" || a.tag === "body") return false;
    if (a.tag === "thead" || (a.tag === "th" && a.attrs.scope !== "row") || a.attrs.role === "columnheader") return true;
  }
  return false;
}

const isHome = (url: string) => {
  try {
    return new URL(url).pathname.replace(/\/+$/, "") === "";
  } catch {
    return false;
  }
};

function inFeatureSection(page: Page, el: HElement): boolean {
  let i = 0;
  for (const a of ancestors(el)) {
    if (++i > 8) break;
    const attrs = `${a.attrs.id ?? ""} ${a.attrs.class ?? ""}`;
    if (/feature|capabilit|benefit/i.test(attrs)) return true;
    if (a.tag === "section") {
      const first = headingsWithin(page, a, 4).find((h) => h.el.order < el.order && h.level < 4);
      if (first && /feature|capabilit|everything you need|what you get|benefit/i.test(first.text)) return true;
    }
  }
  return false;
}

/** Grid cells are small blocks: never whole page sections. */
const GRID_BLOCK = new Set(["div", "li", "article", "a"]);

/**
 * A heading that opens one of ≥ 3 sibling blocks that each open with a heading of the same level.
 * `cache` remembers, per parent and tag, how many such siblings it has (grids repeat).
 */
function inGrid(page: Page, h: HElement, cache: Map<HElement, number>): boolean {
  let block: HElement | null = h;
  for (let i = 0; i < 3 && block?.parent; i++) {
    const parent: HElement = block.parent;
    if (!GRID_BLOCK.has(block.tag)) {
      block = parent;
      continue;
    }
    let withHeading = cache.get(parent);
    if (withHeading === undefined) {
      const tag = block.tag;
      const sibs = parent.children.filter((c): c is HElement => c.kind === "element" && c.tag === tag);
      withHeading = sibs.length >= 3 ? sibs.filter((s) => firstHeadingTag(s) === h.tag).length : 0;
      cache.set(parent, withHeading);
    }
    // A tile of a feature grid is small, priceless and has one heading; a priced one is a plan
    // card, a big one or one with headings of its own a page section ("Compare plans", "Jira
    // works better with" over its own tiles).
    if (withHeading >= 3) {
      const t = page.text(block, "all");
      if (t.length <= 600 && findPrices(t).length === 0 && headingsWithin(page, block, 2).length === 1) return true;
    }
    block = parent;
  }
  return false;
}

function firstHeadingTag(el: HElement): string | null {
  const stack: HElement[] = [el];
  let n = 0;
  while (stack.length && n++ < 30) {
    const e = stack.shift()!;
    if (/^h[2-4]$/.test(e.tag)) return e.tag;
    for (const c of e.children) if (c.kind === "element") stack.push(c);
  }
  return null;
}

/** A class that styles a block's title: "feature-title", "card__heading", Webflow's "heading-style-h5". */
const TITLE_CLASS = /(?:^|[\s_-])(?:title|heading|headline)(?:$|[\s_-])|heading-(?:style-)?h[2-6]\b|(?:^|\s)(?:h[3-6]|text-h[3-6])(?:$|\s)|(?:feature|card|tile|item|benefit)[-_]{1,2}(?:title|name|heading)/i;
/** Titles of things that are not features: people, quotes, stats, prices, posts, badges. */
const NOT_TITLE_CLASS = /author|person|people|name(?!d)|role|job|position|company|quote|testimonial|review|stat|number|metric|count|price|plan|tier|eyebrow|kicker|tag|badge|label|date|meta|blog|post|article|news|event|story|case|faq|question|nav|menu|footer|header|hero|section-title|page-title|cta|banner|modal|cookie/i;

/**
 * Tiles of a feature grid whose titles are no headings: ≥ 3 sibling blocks, each small and
 * priceless, each opening with an element of the same title class followed by more text (the
 * feature's line of description). A lone styled title, or a row of titles without descriptions
 * (a menu, a tab strip), is not a grid.
 */
function titleGrid(page: Page, list: FeatureList) {
  const zones = new Map<HElement, Zone>();
  const judged = new Set<HElement>();
  for (const el of page.doc.elements) {
    if (list.full) return;
    const cls = el.attrs.class ?? "";
    if (!cls || /^h[1-6]$/.test(el.tag) || !TITLE_CLASS.test(cls) || NOT_TITLE_CLASS.test(cls) || page.isHidden(el)) continue;
    // The tile: the title's parent (or grandparent when the title is wrapped once more).
    for (let tile = el.parent, depth = 0; tile && tile.parent && depth < 2; tile = tile.parent, depth++) {
      const grid = tile.parent;
      if (judged.has(grid)) break;
      const tiles = grid.children.filter((c): c is HElement => c.kind === "element");
      if (tiles.length < 3 || tiles.length > 24) continue;
      const titles = tiles.map((t) => tileTitle(page, t, cls));
      if (titles.filter((t) => t !== null).length < 3) continue;
      judged.add(grid);
      const z = zoneOf(page, grid, zones);
      if ((z !== null && z !== "addon") || inConsentBanner(grid)) break;
      for (const t of titles) {
        if (!t) continue;
        const name = cleanFeature(t.text);
        if (!name || NOT_FEATURE_HEADING.test(name) || CTA_HEADING.test(name) || ASKS.test(t.text)) continue;
        list.add(name, "heading", page.url, () => evidenceOf(page, t.el, t.text));
      }
      break;
    }
  }
}

/** The tile's title element (same class as the one found) when the tile reads as a feature tile. */
function tileTitle(page: Page, tile: HElement, cls: string): { el: HElement; text: string } | null {
  const end = page.subtreeEnd(tile);
  let title: HElement | null = null;
  for (let o = tile.order; o <= end && o - tile.order < 60; o++) {
    const e = page.doc.elements[o - 1];
    if (e.attrs.class === cls) {
      title = e;
      break;
    }
  }
  if (!title || page.isHidden(tile)) return null;
  const text = page.text(title);
  const all = page.text(tile);
  if (!text || text.length > 60 || text.split(" ").length > 8 || all.length > 600 || all.length < text.length + 20 || findPrices(all).length) return null;
  return { el: title, text };
}

/**
 * A checklist in a features section (or anywhere on a features page): a list of ≥ 3 short items,
 * none a link (a list of links is navigation: a menu, a footer column, a "see all" index) and none
 * priced, outside chrome, FAQ, testimonials, forms and cookie banners, and not inside a plan card
 * (those are the plans' bullets, read with their plan).
 */
function checklists(page: Page, list: FeatureList, planNames: Set<string>) {
  const zones = new Map<HElement, Zone>();
  const featuresPage = isFeaturesPage(page.url);
  for (const ul of page.doc.elements) {
    if (list.full) return;
    if ((ul.tag !== "ul" && ul.tag !== "ol") || page.isHidden(ul)) continue;
    const items = ul.children.filter((c): c is HElement => c.kind === "element" && c.tag === "li");
    if (items.length < 3 || items.length > 40) continue;
    const texts: { el: HElement; text: string }[] = [];
    let ok = true;
    for (const li of items) {
      const t = page.text(li);
      if (!t || t.length > 70 || t.split(" ").length > 9 || findPrices(t).length || hasTag(page, li, /^(?:a|button|h[1-6]|img|input)$/)) {
        ok = false;
        break;
      }
      texts.push({ el: li, text: t });
    }
    if (!ok || zoneOf(page, ul, zones) !== null || inConsentBanner(ul)) continue;
    if (!featuresPage && !inFeatureSection(page, ul)) continue;
    // Inside a priced block: a plan card's bullets (already read with the plan, or not a plan's).
    if (findPrices(page.text(ul.parent ?? ul, "all")).length) continue;
    for (const { el, text } of texts) {
      const name = cleanFeature(text);
      if (!name || NOT_FEATURE_HEADING.test(name) || CTA_HEADING.test(name) || planNames.has(keyOf(name))) continue;
      list.add(name, "plan", page.url, () => evidenceOf(page, el, text));
    }
  }
}

function hasTag(page: Page, el: HElement, tag: RegExp): boolean {
  const end = page.subtreeEnd(el);
  for (let o = el.order + 1; o <= end && o - el.order < 60; o++) if (tag.test(page.doc.elements[o - 1].tag)) return true;
  return false;
}

/** A heading followed, inside its own section (or a wrapper up to three levels up), by three or more deeper headings. */
function sectionTitle(page: Page, h: { el: HElement; level: number }): boolean {
  let i = 0;
  for (const a of ancestors(h.el)) {
    if (++i > 4 || a.tag === "body" || a.tag === "main") break;
    const deeper = countHeadingsWithin(page, a, 40, (x) => x.el.order > h.el.order && x.level > h.level);
    if (deeper >= 3) return true;
    if (a.tag === "section" || a.tag === "article") break;
  }
  return false;
}

/**
 * A comparison table built without row headers: its header row names two or more plans over the
 * columns after the first; the first cell of each later row is a feature ("Send unlimited surveys
 * | ✓ | ✓"). The header's first cell is the feature column's: empty (a corner), or titled
 * ("Feature", "Fonctionnalités", "Recurso / Plano") — then the table must show itself a comparison
 * of the site's plans (round 19): two header cells or more open with the name of a plan read on
 * the site, and two rows or more hold a tick, a cross, a dash or a lone icon in a plan cell,
 * whatever the language of the titles. In such a table a row whose label counts something ("Up to
 * 3 boards") is a limit, and one whose plan cells are mostly prices ("Prix | 0 FCFA | 500 FCFA")
 * the price row: neither is a feature. Which plans tick a row is not read: features are the
 * site's set, so a row whose ticks move between plans is no change (docs/monitoring.md).
 */
function compareTableRows(page: Page, list: FeatureList, planNames: Set<string>) {
  for (const table of page.doc.elements) {
    if (table.tag !== "table" || page.isHidden(table)) continue;
    const [head, ...body] = tableRows(page, table, 200);
    if (!head || head.length < 3 || head.slice(1).some((c) => page.text(c, "all").trim() === "")) continue;
    const corner = page.text(head[0], "all").trim() === "";
    if (!corner && (namedPlans(page, head.slice(1), planNames) < 2 || markedRows(page, body, head.length) < 2)) continue;
    for (const cells of body) {
      const first = cells[0];
      if (!first || cells.length !== head.length || (first.tag === "th" && first.attrs.scope === "row")) continue;
      const t = cleanFeature(page.text(first));
      if (!t || t.split(" ").length > 8 || findPrices(t).length) continue;
      if (!corner && (countedThing(t) !== null || pricedRow(page, cells))) continue;
      list.add(t, "table", page.url, () => evidenceOf(page, first, t));
    }
  }
}

/** A plan cell that says only whether the plan has the row: a tick, a cross, a dash, a lock, "Yes"/"No". */
const MARK_CELL = /^(?:[✓✔☑✅✗✘✖✕❌☒×—–\-🔒✦●○•]|(?:yes|no)$)/iu;

/** Rows (of the table's width) with a plan cell that is a mark or a lone icon (an svg, img or i with no text); counting stops at 2. */
function markedRows(page: Page, body: HElement[][], width: number): number {
  let n = 0;
  for (const cells of body) {
    if (n >= 2) break;
    if (cells.length !== width) continue;
    if (cells.slice(1).some((c) => isMark(page, c))) n++;
  }
  return n;
}

/**
 * Header cells that open with the name of a plan the site was read to sell ("Pro", "Free $0 / mo"):
 * a table of "VoiceKernel | Credit-based platforms" compares the product with others, and one whose
 * first row is a price row has no header — their rows are no features of a plan table.
 */
function namedPlans(page: Page, cells: HElement[], planNames: Set<string>): number {
  let n = 0;
  for (const c of cells) {
    const k = keyOf(page.text(c, "all"));
    for (const p of planNames) if (p && (k === p || k.startsWith(`${p} `))) {
      n++;
      break;
    }
  }
  return n;
}

/** Half or more of the row's first four plan cells hold a price: the price row, whatever its label's language. */
function pricedRow(page: Page, cells: HElement[]): boolean {
  const plan = cells.slice(1, 5);
  return plan.filter((c) => findPrices(page.text(c)).length > 0).length * 2 >= plan.length;
}

function isMark(page: Page, cell: HElement): boolean {
  const t = page.text(cell, "all").trim();
  if (t) return MARK_CELL.test(t);
  return hasTag(page, cell, /^(?:svg|img|i)$/);
}
