/**
 * A set of priced cards sold beside the plans (round 18b, docs/intel.md): packs of videos, extra
 * options, design services, single courses, a perk's value. On development these were the largest
 * class of invented plans; their section headings are in many languages ("Options additionnelles",
 * "Дополнительные пакеты", "Nos offres complémentaires", "Individual Course Pricing"), so a reader
 * tells them from the plans by what the cards let you do, not by their words:
 *
 * - the page already showed a group of plans that each carry a button or link (choose, buy,
 *   start), and this later group's cards carry none — tiles to read, not plans to sign up for;
 * - or every card of this group carries only buttons that add to something ("Add", "Ajouter",
 *   "Hinzufügen"), after such a group of plans — options added to a plan, not plans.
 *
 * A group before the plans, or on a page whose plans have no buttons either, is left alone: that
 * is how the page shows all its offers, and the cards are read as before.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { actionLabels } from "./paid-once.ts";

/** "Add", "Add to plan", in the languages of our pages; never "Add to cart" (that buys). */
const ADD_LABEL = /^\s*(?:\+\s*)?(?:add|ajouter|hinzufügen|añadir|agregar|adicionar|toevoegen|aggiungi|lägg till|tilføj|legg til|dodaj|добавить)\b(?![^\n]{0,30}\b(?:cart|basket|bag|panier|warenkorb|carrito|carrinho|winkelwagen|carrello|korg|kurv|handlekurv|koszyk|корзин))/iu;

/** A card offers something to click (the same elements plans-page.ts `hasAction` counts). */
const acts = (page: Page, card: HElement) => actionLabels(page, card).length > 0;

/**
 * True when the cards of a group form a plan set a reader would choose from: two or more, each
 * with something to click, and not all of them "Add" buttons.
 */
export function actionedPlans(page: Page, cards: readonly HElement[]): boolean {
  return cards.length >= 2 && cards.every((c) => acts(page, c)) && !addOnly(page, cards);
}

/** Every card's only buttons add ("Ajouter"): options added to a plan. */
function addOnly(page: Page, cards: readonly HElement[]): boolean {
  return cards.length > 0 && cards.every((c) => {
    const labels = actionLabels(page, c).filter((l) => l.length > 0);
    return labels.length > 0 && labels.every((l) => ADD_LABEL.test(l));
  });
}

/**
 * A later group of cards beside an earlier set of actioned plans is sold beside them when none of
 * its cards has anything to click, or all its buttons add.
 */
export function besidePlans(page: Page, cards: readonly HElement[], plansBefore: boolean): boolean {
  if (!plansBefore || cards.length === 0) return false;
  return !cards.some((c) => acts(page, c)) || addOnly(page, cards);
}
