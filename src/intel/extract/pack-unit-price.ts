/**
 * Round 86i: a pack's card that prints, beside the pack's price, what each unit of it comes to
 * ("199 ₺ / 25 kredi" over "Kredi başına 7,96 ₺", "$49 / 500 credits" over "$0.098 per credit").
 * The pack's price states the count it buys ("/ 25 kredi"), which reads as a price per a unit of
 * its own, and the per-unit figure names its unit before the number ("per credit:"), which reads
 * as a bare price: the card was read at the unit's price (7.96 for a pack of 199). Within one
 * card, a price per ONE unit beside a larger price for a COUNT of units is what each unit comes
 * to; the price for the count is the plan's.
 *
 * Bounded expressions only (no nested quantifiers; the words before a price are at most 40
 * characters, its tail's first line is read at most 60).
 */
import { billingAfter, perTerm } from "./money.ts";

/** "/ 25 kredi", "per 500 credits", "for 1,000 tokens": a price for a count of units (a count above one). */
const FOR_A_COUNT = /^[ \t\u00a0]{0,3}(?:\/|per\s|for\s|für\s|pour\s|por\s|para\s|pro\s)[ \t\u00a0]{0,3}(\d[\d.,\u00a0 ]{0,9})[ \t\u00a0]{0,2}[kK]?[ \t\u00a0]{1,3}\p{L}{2,20}/u;

/**
 * A unit named before the price as a price per one of it: "Per credit:", "Precio por crédito",
 * "Preis pro Credit", "prix par crédit", "Kredi başına" (Turkish puts "per" after the noun).
 * The unit is one word; a period or a person is no unit of use (see NOT_A_UNIT).
 */
const PER_UNIT_BEFORE = /(?:\b(?:per|por|pro|par|je)[ \t\u00a0]{1,3}(\p{L}{3,16})|(\p{L}{3,16})[ \t\u00a0]{1,3}başına)[ \t\u00a0]{0,3}[:=≈~]?[ \t\u00a0]{0,3}$/iu;

/** "/kredi", "per credit", "/ token" right after the price: a unit without a count. */
const PER_ONE_AFTER = /^[ \t\u00a0]{0,3}(?:≈[ \t\u00a0]{0,2})?(?:\/|per\s|pro\s|par\s|por\s|je\s)[ \t\u00a0]{0,3}(\p{L}{3,16})\b/iu;

/**
 * Periods and people in the languages of the tables: "per month", "pro Nutzer", "kullanıcı başına",
 * "kişi başına" — a price by the month or by the seat is a plan's price, never a unit of use.
 */
const NOT_A_UNIT = /^(?:month|months|year|years|mo|yr|day|days|week|hour|night|mois|mes|mês|monat|jahr|an|año|ano|ay|yıl|gün|hafta|saat|user|users|seat|seats|member|person|people|head|nutzer|benutzer|utilisateur|usuario|usuário|kullanıcı|kişi|koltuk|üye)$/iu;

/**
 * A unit that is a period or a person in any language the billing reader knows ("/ 3 bulan",
 * "/mês", "por usuario"): the billing words, not a unit of use.
 */
function periodOrPerson(unit: string): boolean {
  if (NOT_A_UNIT.test(unit)) return true;
  const b = billingAfter(`/${unit}`);
  return b.period !== null || b.perUser;
}

interface UnitPoint {
  tok: { amount: number };
  struck: boolean;
  /** The same line's text before the figure (at most 40 characters). */
  before: string;
  tail: string;
}

const firstLine = (tail: string) => tail.split("\n")[0]!.slice(0, 60);

/** The price is for a count of units above one ("199 ₺ / 25 kredi"). */
export function forACount(p: UnitPoint): boolean {
  const line = firstLine(p.tail);
  const m = FOR_A_COUNT.exec(line);
  // ("/ 3 bulan", "per 6 months": a term of months or years, not a count of units.)
  if (!m || perTerm(line) || billingAfter(line).period !== null) return false;
  const n = Number(m[1]!.replace(/[^\d]/g, ""));
  return n > 1;
}

/** The price is per one unit of use, named after it ("7,96 ₺/kredi") or before it ("Kredi başına 7,96 ₺"). */
export function perOneUnit(p: UnitPoint): boolean {
  const after = PER_ONE_AFTER.exec(firstLine(p.tail));
  if (after && !periodOrPerson(after[1]!)) return true;
  const before = PER_UNIT_BEFORE.exec(p.before.slice(-40));
  const unit = before?.[1] ?? before?.[2];
  return !!unit && !periodOrPerson(unit);
}

/**
 * `p` is what each unit of the card's pack comes to: a price per one unit beside a larger price,
 * in the same card, that is for a count of units. (Only against such a pack price: a lone per-unit
 * figure, or one beside a monthly plan price, is left to the rules that read it already.)
 */
export function unitOfPack(p: UnitPoint, pts: readonly UnitPoint[]): boolean {
  if (p.struck || !perOneUnit(p)) return false;
  return pts.some((o) => o !== p && !o.struck && o.tok.amount > p.tok.amount && forACount(o));
}

/** `p` is the pack's price for a count of units, with what each unit comes to printed beside it. */
export function packBesideUnit(p: UnitPoint, pts: readonly UnitPoint[]): boolean {
  if (p.struck || !forACount(p)) return false;
  return pts.some((o) => o !== p && !o.struck && o.tok.amount < p.tok.amount && perOneUnit(o));
}
