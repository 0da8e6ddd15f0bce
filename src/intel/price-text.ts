/**
 * Prices as people read them, for every sentence built from facts (scan summaries, reports,
 * change alerts): "$29/month", "€9.99/user/month", "1,200 CHF/month" — and, where the extractor
 * inferred a part of the price rather than read it beside the price (PlanFact.inferred), text
 * that says so instead of presenting a guess as read: "$29 (period not stated)", "$10/user/month
 * (per user stated elsewhere on the page)". No locale APIs: the same facts give the same text on
 * every runtime.
 */
import type { InferredField } from "./facts.ts";

const SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹", KRW: "₩", RUB: "₽", TRY: "₺", ILS: "₪", PHP: "₱", VND: "₫", THB: "฿", CAD: "CA$", AUD: "A$", NZD: "NZ$", BRL: "R$", SGD: "S$", HKD: "HK$", MXN: "MX$" };

/** 1200 → "1,200", 29.5 → "29.50" (by hand: toLocaleString is slow and depends on the runtime's ICU). */
function number(n: number): string {
  const fixed = Number.isInteger(n) ? String(Math.abs(n)) : Math.abs(n).toFixed(2);
  const [int, frac] = fixed.split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${n < 0 ? "-" : ""}${grouped}${frac ? `.${frac}` : ""}`;
}

/** "$29", "€9.99", "29 CHF" (a code without a symbol goes after the number). */
export function formatMoney(amount: number, currency: string | null): string {
  const sym = currency ? SYMBOLS[currency] : undefined;
  if (sym) return `${sym}${number(amount)}`;
  return currency ? `${number(amount)} ${currency}` : number(amount);
}

/**
 * What was inferred, in words: "period not stated", "period and currency not stated", "per user
 * stated elsewhere on the page"; "" when everything was read.
 */
export function inferredNote(inferred: readonly InferredField[] | undefined): string {
  const set = new Set(inferred ?? []);
  const notStated = (["period", "currency"] as const).filter((f) => set.has(f));
  const parts: string[] = [];
  if (notStated.length) parts.push(`${notStated.join(" and ")} not stated`);
  if (set.has("per_user")) parts.push("per user stated elsewhere on the page");
  return parts.join("; ");
}

/**
 * A monthly price (a monthly-equivalent amount) as a sentence shows it: "$29/month",
 * "$8/user/month". When the period was inferred the "/month" is not claimed: "$29 (period not
 * stated)"; other inferred parts are named after the price.
 */
export function monthlyPrice(amount: number, currency: string | null, perUser: boolean, inferred: readonly InferredField[] = []): string {
  const periodRead = !inferred.includes("period");
  const note = inferredNote(inferred);
  return `${formatMoney(amount, currency)}${perUser ? "/user" : ""}${periodRead ? "/month" : ""}${note ? ` (${note})` : ""}`;
}
