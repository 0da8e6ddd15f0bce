/**
 * Round 15 (docs/intel.md, "Round 15, part a"): a pricing page that shows its plans as cards but
 * publishes no price at all — each card a name, a list of what it includes and a button ("Request
 * a quote", "Arrange a demo", "Start now") — reads no plan: every other reader starts from a price.
 * A reader sees the plans, each without a price (amount null; quote-only when its button asks for
 * a quote, a demo or a call; free, at 0, when a line of it says only "Free").
 *
 * Structural only: on a pricing page (path or title) where no reader found a plan and the visible
 * text holds no price at all, two to six sibling elements of one tag, built alike (a class name in
 * common), each with its own heading below the page's h1 whose text can be a plan's name (short,
 * no figure, not a sentence), at least two list items and a link or button, are the plans, named
 * by their headings. Sections of a page are told apart by what they are not: they do not repeat
 * one build with a list and a button each. The plans' origin is `priceless` (the confidence
 * model's `priceless_card` signal), so the model weighs them apart.
 */
import type { PlanFact } from "../facts.ts";
import type { HElement } from "../html/parse.ts";
import { headingsWithin, type Page } from "../page.ts";
import { findPrices } from "./money.ts";
import { linkMenu } from "./link-menu.ts";
import { CONTACT_LINE, CTA, evidenceOf, FREE_LINE, NOT_A_NAME } from "./plans-page.ts";

/** A button that asks for a conversation rather than a sign-up: quote-only. */
const ASKS_QUOTE = /\b(?:quote|demo|call|contact|talk|cotiza\w*|presupuesto|orçamento|offerte|devis|anfrage|angebot|preventivo|whatsapp)\b/i;

const elementsOf = (e: HElement) => e.children.filter((c): c is HElement => c.kind === "element");

function sharesClass(a: HElement, b: HElement): boolean {
  const ca = new Set((a.attrs.class ?? "").split(/\s+/).filter(Boolean));
  return (b.attrs.class ?? "").split(/\s+/).some((c) => c && ca.has(c));
}

function cardName(text: string): string | null {
  const t = text.replace(/\s+/g, " ").trim();
  const words = t.split(" ");
  if (t.length === 0 || t.length > 40 || words.length > 4 || /\d/.test(t) || /[.!?:,;]$/.test(t) || findPrices(t).length) return null;
  // Sentence case over two words ("Our approach", "How it works") is a section's title, not a plan's name.
  if (words.length >= 2 && words.slice(1).some((w) => /^\p{Ll}/u.test(w) && w.length > 3)) return null;
  return NOT_A_NAME.test(t) || CTA.test(t) ? null : t;
}

interface Card {
  el: HElement;
  name: string;
  heading: HElement;
  contact: boolean;
  free: string | null;
}

function readCard(page: Page, el: HElement, level: number): Card | null {
  // A footer column or a nav bar is a menu of links, not a plan (link-menu.ts).
  if (page.isHidden(el) || linkMenu(page, el)) return null;
  const heads = headingsWithin(page, el, 4).filter((h) => h.level > 1);
  const head = heads[0];
  // One heading of the card's level: a card holding several (a section with sub-sections) is no card.
  if (!head || head.level !== level || heads.filter((h) => h.level === level).length !== 1) return null;
  const name = cardName(head.text);
  if (!name) return null;
  if (page.text(el, "visible").length > 2500) return null;
  let items = 0;
  const actions: string[] = [];
  // A card whose line says only "Free" is the free plan (amount 0), priced though the page prints no figure.
  let free: string | null = null;
  const end = page.subtreeEnd(el);
  for (let o = el.order + 1; o <= end && o - el.order < 3000; o++) {
    const e = page.doc.elements[o - 1];
    if (!e) break;
    if (e.tag === "li") items++;
    if (e.tag === "a" || e.tag === "button" || e.attrs.role === "button") actions.push(page.text(e, "visible").trim());
    if (free === null && e.tag !== "li" && e.tag !== "a" && e.tag !== "button") {
      const t = page.text(e, "visible").trim();
      if (t.length > 0 && t.length <= 30 && FREE_LINE.test(t)) free = t;
    }
  }
  if (items < 2 || actions.length === 0) return null;
  const contact = actions.some((a) => a.length <= 60 && (ASKS_QUOTE.test(a) || CONTACT_LINE.test(a)));
  return { el, name, heading: head.el, contact: contact && free === null, free };
}

export function pricelessCards(page: Page): PlanFact[] {
  if (findPrices(page.visible).length > 0) return [];
  for (const h of page.headings) {
    if (h.level < 2 || h.level > 4) continue;
    let a: HElement = h.el;
    for (let i = 0; a.parent && a.parent.tag !== "#root" && i < 5; i++, a = a.parent) {
      const sibs = elementsOf(a.parent).filter((x) => x.tag === a.tag && !page.isHidden(x));
      if (sibs.length < 2 || sibs.length > 6) continue;
      const cards = sibs.map((x) => readCard(page, x, h.level));
      // Every sibling is such a card, built alike with the first: a set of plans, not a page's sections.
      if (cards.some((c) => c === null)) continue;
      const set = cards as Card[];
      if (!set.every((c) => c.el === set[0].el || sharesClass(set[0].el, c.el))) continue;
      if (new Set(set.map((c) => c.name.toLowerCase())).size !== set.length) return [];
      return set.map((c) => ({
        name: c.name,
        amount: c.free ? 0 : null,
        annual_amount: null,
        list_amount: null,
        currency: null,
        period: null,
        per_user: false,
        free: c.free !== null,
        trial_days: null,
        contact_sales: c.contact,
        price_text: c.free ?? "",
        features: [],
        source: "page",
        evidence: evidenceOf(page, c.heading, c.name),
      }));
    }
  }
  return [];
}
