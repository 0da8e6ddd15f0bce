/**
 * Formatting helpers for views: dates in UTC (the server's calendar windows are UTC too) and
 * numbers with thousands separators. Pure functions of their input.
 */

/** `2026-11-22 12:00 UTC`, or "—" for no date. */
export function when(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return "—";
  return new Date(ms).toISOString().slice(0, 16).replace("T", " ") + " UTC";
}

export const num = (n: number) => n.toLocaleString("en-US");

/** A limit as people read it: null means no limit. */
export const limitText = (n: number | null) => (n === null ? "unlimited" : num(n));

/**
 * An amount of money as people read it: "$29", "€9.99", "1,200 CHF" — whole amounts without
 * cents. A currency code Intl does not know is written after the number.
 */
export function money(amount: number, currency: string | null): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  if (currency) {
    try {
      return new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
    } catch {
      return `${amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${currency}`;
    }
  }
  return amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
