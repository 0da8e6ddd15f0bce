/**
 * Round 92e: packs named by the count they buy. A page that sells its use by the unit names each
 * card by how many units it holds — "1 simulation 29 € HT", "5 simulations 99 € HT", "20
 * simulations 199 € HT", "10 кредитов 45 ₽", "25 кредитов 100 ₽" — and prints a bare price: the
 * count is what the price buys, once. Beside such packs the page often has one plan that recurs
 * ("Illimité 199 € HT / mois"), so the set is not wholly paid once and its bare prices kept no
 * period (plans-page.ts `defaultPeriod`); a name saying "pack" or "credits" already settled it
 * (paid-once.ts ONE_OFF_NAME), a count alone did not.
 *
 * The condition is a ladder, not one name: two or more plans of the set named only by a count and
 * the same unit word, with different counts. One counted name is a card's allowance or a plan
 * sized by it ("10 users" as a name); a ladder of one unit is packs. Not a count of people, seats,
 * devices, sites or places (a plan sized by its scope is billed by the month as often as not: "1
 * boutique 29 €/mois", "10 Devices 595 €/an"), nor a term, span or stay ("1 Month", "3 Nights"):
 * the caller excludes those with its own readers, and the billing reader here refuses a unit it
 * reads as a period or a person ("/mês", "por usuario").
 *
 * Bounded: a name is at most 40 characters, its unit one word of at most 24 letters.
 */
import { billingAfter } from "./money.ts";

/** A name that is only a count and one unit word: "1 simulation", "20 simulations", "10 кредитов", "1.000 Credits". */
const COUNTED_NAME = /^(\d{1,3}(?:[.,\u00a0 ]\d{3})*|\d{1,7})[ \u00a0]{1,2}(\p{L}[\p{L}\p{M}]{1,23})$/u;

/**
 * Units that size a plan rather than fill a pack: people and seats, devices, sites, places, teams,
 * accounts, storage, and the audience or catalogue a plan is sized by (contacts, subscribers,
 * visitors, products, orders: an email tool's "500 contacts" is billed by the month), in English
 * and the languages of our pages. A ladder of these is a ladder of plans.
 */
const SCOPE_UNIT = /^(?:users?|seats?|members?|persons?|people|employees?|agents?|admins?|editors?|learners?|students?|devices?|computers?|macs?|pcs?|machines?|phones?|screens?|sites?|websites?|domains?|stores?|shops?|boutiques?|locations?|branches?|rooms?|venues?|teams?|accounts?|workspaces?|projects?|servers?|instances?|nodes?|cores?|apps?|brands?|clients?|channels?|profiles?|contacts?|subscribers?|visitors?|views?|pageviews?|records?|rows?|events?|products?|items?|listings?|orders?|transactions?|[kmgt]b|go|to|гб|тб|nutzer|benutzer|arbeitspl[aä]tze?|geräte?|standorte?|utilisateurs?|postes?|appareils?|magasins?|établissements?|usuarios?|usuários?|dispositivos?|tiendas?|lojas?|utenti|dispositivi|negozi|gebruikers?|apparaten|winkels?|пользовател\p{L}*|устройств\p{L}*|магазин\p{L}*|сотрудник\p{L}*)$/iu;

/** A count name's count and unit stem, else null. */
function countedName(name: string): { count: number; stem: string } | null {
  const n = name.trim().replace(/\s+/g, " ");
  if (n.length > 40) return null;
  const m = COUNTED_NAME.exec(n);
  if (!m) return null;
  const unit = m[2]!;
  if (SCOPE_UNIT.test(unit)) return null;
  const b = billingAfter(`/${unit}`);
  if (b.period !== null || b.perUser) return null;
  const count = Number(m[1]!.replace(/[^\d]/g, ""));
  if (!(count > 0)) return null;
  // The unit's stem: a plural or a case ending ("simulation"/"simulations", "кредита"/"кредитов")
  // names the same unit; five letters tell units apart on every ladder we have seen.
  return { count, stem: unit.toLowerCase().slice(0, 5) };
}

/**
 * The indexes of the plans (by their names, in order) that are packs on a ladder of counts: two
 * or more named by a count of the same unit, with at least two different counts.
 */
export function countedPacks(names: readonly string[]): Set<number> {
  const byStem = new Map<string, { index: number; count: number }[]>();
  for (const [i, name] of names.entries()) {
    const c = countedName(name);
    if (!c) continue;
    const list = byStem.get(c.stem) ?? [];
    list.push({ index: i, count: c.count });
    byStem.set(c.stem, list);
  }
  const out = new Set<number>();
  for (const list of byStem.values())
    if (list.length >= 2 && new Set(list.map((x) => x.count)).size >= 2) for (const x of list) out.add(x.index);
  return out;
}
