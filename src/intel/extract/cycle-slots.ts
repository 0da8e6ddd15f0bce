/**
 * A product card's price per billing cycle, each in a slot its markup pairs with the cycle's word
 * (issue 25, round 105f).
 *
 * Store software (HostBill, WHMCS templates) prints every cycle's price in a card and shows one by
 * script: `<span class="product-price cycle-m">$22.00</span><span class="product-price cycle-q"
 * style="display:none">$66.00</span><span class="product-price cycle-a" …>$242.00</span>`, and
 * beside it the cycle's word in slots marked the same way: `/ <span class="product-cycle cycle-m">
 * Monthly</span><span class="product-cycle cycle-q" …>Quarterly</span>…`. Read by position, the
 * hidden quarterly total looked like the monthly side and the shown monthly price like its annual
 * side. The markup pairs them: the price slot and the word slot share a class that no slot of
 * another cycle's word has. The monthly slot's price is the plan's amount; the annual slot's is a
 * year's total (the annual side is a twelfth of it); a quarter's, half-year's or several years'
 * price is no side of ours.
 *
 * Only where the card holds word slots of two cycles or more (a cycle switch), each word slot's
 * text a cycle's word alone, and the price's own slot (or a parent within three levels) shares a
 * class with the word slots of exactly one cycle.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

export type Cycle = "month" | "year" | "term";

/** A billing cycle's word, the whole of a slot's text. */
const CYCLE_WORD: ReadonlyArray<[RegExp, Cycle]> = [
  [/^(?:monthly|month|1 month|per month)$/i, "month"],
  [/^(?:annually|annual|yearly|year|1 year|per year)$/i, "year"],
  [/^(?:quarterly|semi-?annually|semi-?annual|half-?yearly|biennially|triennially|quadrennially|quinquennially|\d{1,2} (?:months|years))$/i, "term"],
];
/** The cycle a text names when it is a billing cycle's word and nothing more (cycle-menu.ts reads an option's rest by it). */
export function cycleWord(text: string): Cycle | null {
  const hit = CYCLE_WORD.find(([re]) => re.test(text));
  return hit ? hit[1] : null;
}
const CYCLE_NAMED = /\b(?:monthly|annually|yearly|quarterly|biennially|month|year)\b/i;
/** Elements of a card looked at: a card's markup, not a page's. */
const MAX_CARD_ELEMENTS = 600;
const PARENT_LEVELS = 3;

const classesOf = (e: HElement): string[] => (e.attrs.class ?? "").split(/\s+/).filter(Boolean);

/**
 * Each price's cycle, by the word slot its own slot shares a class with (undefined where none says;
 * all undefined when the card has no cycle slots). `prices`: the innermost element holding each
 * price's last digit.
 */
export function cycleSlots(page: Page, card: HElement, prices: readonly HElement[]): (Cycle | undefined)[] {
  const out: (Cycle | undefined)[] = prices.map(() => undefined);
  // (Two cycles' words at least, or no slot can be one: most cards name none.)
  if (!CYCLE_NAMED.test(page.text(card, "all").slice(0, 4000))) return out;
  // Class → the cycles of the word slots that carry it.
  const byClass = new Map<string, Set<Cycle>>();
  const cycles = new Set<Cycle>();
  const end = Math.min(page.subtreeEnd(card), card.order + MAX_CARD_ELEMENTS);
  for (let o = card.order + 1; o <= end; o++) {
    const e = page.doc.elements[o - 1];
    if (!e || !e.attrs.class || e.children.some((c) => c.kind === "element")) continue;
    const text = page.text(e, "all");
    const hit = CYCLE_WORD.find(([re]) => re.test(text));
    if (!hit) continue;
    cycles.add(hit[1]);
    for (const c of classesOf(e)) {
      if (!byClass.has(c)) byClass.set(c, new Set());
      byClass.get(c)!.add(hit[1]);
    }
  }
  if (cycles.size < 2) return out;
  for (const [k, price] of prices.entries()) {
    for (let e: HElement | null = price, i = 0; e && e !== card && i < PARENT_LEVELS; e = e.parent, i++) {
      // The classes this slot shares with word slots of one cycle only (a class every slot carries says nothing).
      const said = new Set<Cycle>();
      for (const c of classesOf(e)) {
        const of = byClass.get(c);
        if (of && of.size === 1) said.add([...of][0]!);
      }
      if (said.size === 1) {
        out[k] = [...said][0]!;
        break;
      }
      if (said.size > 1) break;
    }
  }
  return out;
}
