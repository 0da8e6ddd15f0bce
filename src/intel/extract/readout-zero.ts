/**
 * A sum spent shown at zero is a readout, not a price (issue 25, round 90 part b).
 *
 * Single-page apps ship their signed-in views in the same HTML as the pricing section: an account
 * screen's tiles "€0.00 / Gesamt-Kosten", a month's summary "Total cost: $0.00", a calculator's
 * "Total: $0" before anything is chosen. The values are placeholders a script fills; read as
 * prices, each tile's box became a plan at zero named by its heading ("Account statistics", "This
 * month") — and the page a free tier. A zero whose own label is a total or an amount spent — the
 * words right before it on its line, or a line of its own right after it (a tile's value over its
 * caption) — is such a readout. A zero with a period on its line ("Cost: $0 / month") is a free
 * plan's price and stays; so does any positive amount (a calculator's total is left to the
 * readers that already know it, plans-page.ts TOTAL_LABEL).
 *
 * Literal words, one anchored alternation each: linear.
 */
import { billingAfter } from "./money.ts";

/** Labels of a sum: a total, what was spent, a balance (lower case; "-" and a space alike). */
const READOUT_WORDS = [
  "total", "subtotal", "grand total", "total cost", "total costs", "total spent", "amount spent", "spent", "spend", "balance", "cost so far",
  "gesamt", "gesamtkosten", "gesamt kosten", "gesamtbetrag", "kosten", "summe", "zwischensumme", "guthaben",
  "coût total", "total dépensé", "solde", "costo totale", "totale", "custo total", "gasto total", "gastado", "saldo",
  "totaal", "totale kosten", "итого", "всего", "потрачено", "баланс",
  "合計", "合计", "总计", "総額", "累計", "利用額", "残高", "余额", "합계", "총액", "잔액",
];
const WORDS = READOUT_WORDS.sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, "[\\s-]"))
  .join("|");
/** The label, then at most a colon: the whole of what stands before the zero on its line ends so. */
const LABEL_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}\p{N}])(?:${WORDS})\s?[:：]?\s*$`, "iu");
/** A caption line that is only the label. */
const LABEL_LINE = new RegExp(String.raw`^\s*(?:${WORDS})\s?[:：]?\s*$`, "iu");

/** True when a zero price is a readout of a sum (its label before it on its line, or its caption line right after). */
export function readoutZero(amount: number, before: string, tail: string): boolean {
  if (amount !== 0) return false;
  const lines = tail.split("\n");
  const own = lines[0]!;
  if (billingAfter(own).period !== null) return false;
  if (LABEL_BEFORE.test(before)) return true;
  // A tile: the value alone on its line, its caption the next line.
  return !own.trim() && lines.length > 1 && LABEL_LINE.test(lines[1]!);
}
