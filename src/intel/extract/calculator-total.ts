/**
 * Round 105, part b: a card's calculator total is not the card's price.
 *
 * A card that sells by the unit ("₹1 /credit", "$0.50 per export") often lets the visitor choose how
 * many: a number field with "−" and "+" beside it, and a line "Total Price: ₹50" that a script
 * recomputes as the count changes. The figure the HTML holds is the total for the field's default
 * count — not a price the seller sets. The unit price is read apart as a usage price (plans-page.ts
 * collectPoints), so the total was the card's only figure, and was read as a pack bought once: a
 * plan read wrong. Set aside, the card reads no price and no plan — a plan missing, not a plan wrong.
 *
 * Only a figure labelled as a sum (TOTAL_LABEL's words on its line before it: "Total", "Total price",
 * "You'll pay") in a card that holds a quantity control — an `<input>` of type number or range, or a
 * `<select>` — and that prints a price per a unit of use (the caller checks) is set aside: a card's "Total: $120 billed yearly" with nothing to choose is its own
 * figure, read as before (worked-sum.ts, the yearly-total readers).
 *
 * Bounded: at most 400 elements of the card are looked at.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

/** A sum's label at the end of the words before a figure on its line ("Total Price:", "Total"). */
const SUM_BEFORE = /(?:^|[\s(|·•])(?:(?:grand |estimated )?total(?: (?:price|cost|amount))?|sub-?total|you(?:['’]ll| will)? pay|amount due|gesamt(?:preis|summe)?|totaal|total (?:a pagar|à payer)|prix total|precio total|preço total|prezzo totale|合计|合計|总计|総額)\s*[:=]?\s*$/i;

/** Whether the card holds a control to choose a count: a number or range field, or a drop-down. */
export function holdsQuantityControl(page: Page, card: HElement): boolean {
  const end = Math.min(page.subtreeEnd(card), card.order + 400);
  for (let o = card.order + 1; o <= end; o++) {
    const e = page.doc.elements[o - 1];
    if (!e) break;
    if (e.tag === "select") return true;
    if (e.tag === "input" && /^(?:number|range)$/i.test(e.attrs.type ?? "")) return true;
  }
  return false;
}

/** Whether a figure whose line reads `before` up to it is a calculator's total in `card`. */
export function calculatorTotal(page: Page, card: HElement, before: string): boolean {
  return SUM_BEFORE.test(before) && holdsQuantityControl(page, card);
}
