/**
 * A recurring charge the page denies right after a price (round 100, part i; docs/intel.md):
 * "$499 (no monthly fee ever)", "€99 — no monthly fees", "$49, no recurring payments", "R$ 197
 * sem mensalidade". The period reader (money.ts `billingAfter`) takes the first month or year word
 * after a price, and "monthly" in "no monthly fee" is one: a lifetime card beside monthly cards
 * was read as $499 a month, a wrong plan. A price that says it carries no monthly or yearly charge
 * is paid once, so the denial reads as a once-word where it stands.
 *
 * Only a denial word ("no", "without", "never a", "zero", "sans", "sin", "sem", "ohne", "keine")
 * straight before a period or recurrence word and a charge noun (fee, charge, payment, cost, bill,
 * subscription): "no monthly minimum" or "no annual contract" deny no charge (a month price with
 * no minimum spend, a month-to-month plan) and are left to the usual words. Bounded alternations,
 * no nested quantifier.
 */
const DENIAL = String.raw`(?:no|without|never\s+(?:a|any)|zero|sans|sin|sem|senza|ohne|keine?)`;
const RECURRENCE = String.raw`(?:monthly|yearly|annual|recurring|ongoing|subscription|mensual(?:es)?|mensuel(?:le)?s?|mensais?|mensili?|monatlichen?|jährlichen?|laufenden?)`;
const CHARGE = String.raw`(?:fees?|charges?|payments?|costs?|bills?|billing|subscriptions?|cuotas?|pagos?|frais|paiements?|pagamentos?|taxas?|gebühren?|kosten|zahlungen?|abos?)`;
/** "no monthly fee", "without recurring charges", "ohne monatliche Gebühren"; and the nouns that are a monthly charge alone ("sem mensalidade", "sin mensualidad"). */
const DENIED_RECURRING = new RegExp(
  String.raw`\b${DENIAL}\s+(?:(?:a|any|more|extra|hidden)\s+)?(?:${RECURRENCE}\s+${CHARGE}|${CHARGE}\s+(?:mensual(?:es)?|mensuel(?:le)?s?|mensais?)|mensalidades?|mensualidad(?:es)?)\b`,
  "i",
);

/** The price's tail with a denied recurring charge replaced by "one-time", which `billingAfter` reads as paid once; the tail unchanged otherwise. */
export function denyRecurringCharge(tail: string): string {
  return tail.replace(DENIED_RECURRING, (m) => "one-time".padEnd(m.length, " "));
}
